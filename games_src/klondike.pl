; Klondike, turning the stock three cards at a time.
;
; Seven columns of 1 to 7 cards, the top card of each face up. Build the
; columns down in alternate colours (a red six on a black seven). Move any
; face-up card together with the cards on it; when a face-down card is
; uncovered it turns up. Only a king, with what is on it, may fill an empty
; column (a king that already lies at the bottom of a column stays there).
; Build the four foundations up in suit from the ace to the king, from the
; waste or the columns.
;
; Click the stock to turn three cards onto the waste; only the top waste card
; can be played. When the stock is empty, click its empty place to turn the
; waste over and go through it again, as often as you like: a card skipped in
; one pass may still be played in the next.
;
; The game is lost when no move is left (the stock and the waste are empty
; and no card can move); you win with all 52 cards on the foundations.
; The score is the cards on the foundations.
game Klondike start
    int draw = 3
    bool faceup = false
    int redeal_limit = -1
    #use "include/klondike.pl"
end
