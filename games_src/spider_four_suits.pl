; Spider with four suits (PySolFC's Spider: two whole packs).
;
; Two packs of cards, 104, two of each card. Ten columns: the first four
; get six cards, the others five; the top card of each is face up. The
; other fifty cards are the stock.
;
; Build the columns down, whatever the suit (a six on any seven). A run of
; cards in sequence and all of one suit moves as a unit; cards of mixed
; suits move one at a time. Any card or such run may fill an empty column.
; A face-down card that is uncovered turns up.
;
; Click the stock to deal a row of ten cards, one face up on each column;
; you may do so only when no column is empty.
; A whole suit in sequence, from the king down to the ace, may go to a
; foundation (drag the king there). The game is won when all eight suits
; are on the foundations, and lost when no move is left. The score is the
; cards on the foundations.
game Spider_four_suits start
    #use "deck" 2
    #use "include/spider.pl"
end
