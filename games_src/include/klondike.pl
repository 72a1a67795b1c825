; Klondike's rules, shared by klondike.pl and its variants. A game that
; `#use`s this file declares first:
;   int draw = 3          ; cards turned from the stock at a click
;   bool faceup = false   ; true: every column card is dealt face up
;   int redeal_limit = -1 ; times the waste may be turned over (-1: no limit)
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty circle  redeals redeal_limit
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing keep  autoflip
        build "KDA"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)      ; face down: the tableau keeps their face
            i = i + 1
        end
        if faceup start
            turnup tableau all
        end
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            pick tableau, waste /> tableau build
                where to{(to.size > 0) || (from == waste) || (moving.size < from.size)} then
            pick deck -> waste top draw where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (waste.size > 0)} then
                waste -> deck top all           ; turn the waste over: its first card is on top
        end
    end
