; Pyramid. Twenty-eight cards are dealt face up in a pyramid of seven
; overlapping rows; the other 24 form the stock.
;
; Remove cards in pairs that total 13 (an ace counts 1, a jack 11, a queen 12):
; queen and ace, jack and two, ten and three, and so on. A king counts 13 and
; is removed alone (click it). To pair two cards, drag one onto the other.
; A pyramid card can be played when no card covers it, and also as the pair
; of the one card still covering it.
;
; The top card of the stock is face up and playable, as is the top card of
; the waste. Click the stock to turn its top card onto the waste. The stock
; is gone through once.
;
; The game ends when the stock is empty and no pair is left. You win by
; removing all 52 cards; the score is the cards removed.
game Pyramid start
    bool relaxed = false
    #use "include/pyramid.pl"
end
