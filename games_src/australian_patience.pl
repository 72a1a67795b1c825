; Australian Patience (PySolFC's rules; also called Outback Patience).
;
; Seven columns of four cards, all face up; the first card of the other 24
; is turned onto the waste, the rest form the stock. Build the columns down
; in suit (the six of hearts on the seven of hearts). Any face-up card of a
; column may be moved together with all the cards that lie on it, whatever
; their order: only the card moved must fit the card it goes on. Only a
; king, with what is on it, may fill an empty column (a king at the bottom
; of a column stays there). Build the four foundations up in suit from the
; ace to the king, one card at a time, from the waste or the columns.
;
; Click the stock to turn one card onto the waste; the top waste card can
; be played. The stock is gone through once: there is no redeal.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Australian_Patience start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty cross
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing up
        build "KDS"  group "FY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top 4
            i = i + 1
        end
        deck -> waste top 1
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            ; a king that heads its column already stays there
            ; refused to: a card at the bottom of a column stays there
            pick tableau, waste /> tableau build
                where to{(to.size > 0) || (from == waste) || (moving.size < from.size)} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
