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
    int draw = 1
    int redeals = 0
    #use "include/australian.pl"
    pile tableau start
        at 0 1.25  fan down  facing up
        build "KDS"  group "FY"  autotarget "YN"
    end
end
