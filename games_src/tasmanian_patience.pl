; Tasmanian Patience (PySolFC's rules: Australian Patience turning the
; stock three cards at a time, with unlimited redeals).
;
; Seven columns of four cards, all face up; the first three cards of the
; other 24 are turned onto the waste, the rest form the stock. Build the
; columns down in suit (the six of hearts on the seven of hearts). Any
; face-up card of a column may be moved together with all the cards that
; lie on it, whatever their order: only the card moved must fit the card it
; goes on. Only a king, with what is on it, may fill an empty column (a
; king at the bottom of a column stays there). Build the four foundations
; up in suit from the ace to the king, one card at a time, from the waste
; or the columns.
;
; Click the stock to turn three cards onto the waste; only the top waste
; card can be played. When the stock is empty, click its place to turn the
; waste over and go through it again, as often as you like.
;
; The game is lost when no move is left (the stock and the waste are empty
; and no card can move); you win with all 52 cards on the foundations. The
; score is the cards on the foundations.
game Tasmanian_Patience start
    int draw = 3
    int redeals = -1
    #use "include/australian.pl"
    pile tableau start
        at 0 1.25  fan down  facing up
        build "KDS"  group "FY"  autotarget "YN"
    end
end
