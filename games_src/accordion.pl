; Accordion, the worked example of the Paperlang docs (lilrooness/papertoydocs,
; accordion_workedexample.html), with one change: the deal is offered only
; while the deck has a card and the row a free place.
;
; Deal the cards one by one, face up, into a row of twenty places, left to
; right (click the deck). A pile may be put, whole, onto the pile just left
; of it or three places left of it, when their top cards are of the same
; suit or the same rank; the piles to its right close up the gap. You win
; with all 52 cards in one pile; the game is lost when no pile can move and
; no card can be dealt (the deck is empty or all twenty places are taken).
game accordion start
#use "deck"
shuffle deck
stacklist row[20]
setup start end
turn start
pickone start
pick row /> row[:-1:-3] top all where from{from.size > 0}, to{(from.top.v == to.top.v) || (from.top.suit == to.top.suit)} then
; the row never has a gap (see every below), so it is full when its last place is
pick deck -> deck top 0 where from{(from.size > 0) && ((row[19]).size == 0)} then
auto deck -> row{|[]} top 1
end
every row /> row[:-1] top all where to{(to.size == 0) && (from.size > 0)}
if (row[0]).size == 52 start
winneris currentPlayer
end
end
end
