; Thoughtful Klondike (Aisleriot's "Thoughtful"): Klondike played with
; every card in sight. All 28 column cards are dealt face up, and the
; stock is turned one card at a time, as often as you like.
;
; Seven columns of 1 to 7 cards, all face up. Build the columns down in
; alternate colours (a red six on a black seven). Move any card that heads
; a run in sequence, together with the cards on it. Only a king, with what
; is on it, may fill an empty column (a king that already lies at the bottom
; of a column stays there). Build the four foundations up in suit from the
; ace to the king, from the waste or the columns.
;
; Click the stock to turn one card onto the waste; the top waste card can be
; played. When the stock is empty, click its empty place to turn the waste
; over and go through it again, as often as you like.
;
; The game is lost when no move is left (the stock and the waste are empty
; and no card can move); you win with all 52 cards on the foundations.
; The score is the cards on the foundations.
game Thoughtful_Klondike start
    int draw = 1
    bool faceup = true
    int redeal_limit = -1
    #use "include/klondike.pl"
end
