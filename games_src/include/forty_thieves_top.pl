; The top row of the Forty Thieves games on a table 10.6 cells wide: the
; stock, the waste and the eight foundations (include/forty_thieves.pl has
; the rules). A game on a wider table places its own, as lucas.pl does.
    pile deck start
        at 0 0  facing down  empty cross
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[8] start
        at 2.6 0  build "AUSK"  maxlength 13  autotarget "NY"  empty circle
    end
