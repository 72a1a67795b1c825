; Spider with one suit (PySolFC's "Spider (1 suit)"; this game's cards are
; all spades, as Aisleriot's one-suit Spider has them).
;
; Two packs' worth of cards, 104, all spades: eight of each rank. Ten
; columns: the first four get six cards, the others five; the top card of
; each is face up. The other fifty cards are the stock.
;
; Build the columns down (a six on any seven). A run of cards in sequence
; moves as a unit. Any card or run may fill an empty column. A face-down
; card that is uncovered turns up.
;
; Click the stock to deal a row of ten cards, one face up on each column;
; you may do so only when no column is empty.
; A whole suit in sequence, from the king down to the ace, may go to a
; foundation (drag the king there). The game is won when all eight suits
; are on the foundations, and lost when no move is left. The score is the
; cards on the foundations.
game Spider_one_suit start
    #use "deck" 2 suits 1
    #use "include/spider.pl"
end
