; Yukon's table, shared by include/yukon.pl and odessa.pl: one pack, and
; four foundations at the right of seven columns (`tableau`, declared by the
; game first), built up in suit from the ace.
    #use "deck"
    table 8.4 5
    pile deck start
        at 7.3 4  empty none      ; the pack, empty once dealt
    end
    stacklist foundations[4] start
        at 7.3 0  step 0 1  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    shuffle deck
