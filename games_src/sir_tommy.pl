; Sir Tommy, or Old Patience (PySolFC's rules).
;
; Click the stock to turn its top card onto the waste; the stock is turned
; only when the waste is empty, and only once. Play the waste card onto a
; foundation, or onto any of the four reserve piles (any card goes on any
; card there). Only the top card of a reserve pile may be played, and only
; to a foundation.
;
; Build the four foundations up from the ace to the king, whatever the
; suits. The game is lost when the stock and the waste are empty and no
; reserve card can go home; you win with all 52 cards on the foundations.
; The score is the cards on the foundations.
game Sir_Tommy start
    #use "deck"
    table 6 4.8
    pile deck start
        at 0 0  empty cross
    end
    visiblestack waste start
        at 1.2 0  autotarget "YN"  empty outline
    end
    stacklist foundations[4] start
        at 2.4 0  build "AUYK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist reserves[4] start
        at 2.4 1.3  fan down  build "YYY"  autotarget "YN"
    end
    shuffle deck
    turn start
        pickone start
            pick waste, reserves -> foundations build then
            pick waste -> reserves build then
            pick deck -> waste top 1 where from{(from.size > 0) && (waste.size == 0)} then
        end
    end
end
