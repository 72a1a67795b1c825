; Accordion, the worked example of the Paperlang docs (accordion_workedexample.html),
; but the deck deals only into a free place, and with no move left the game is lost.
game accordion start
#use "deck"
shuffle deck
stacklist row[20]
setup start end
turn start
pickone start
pick row /> row[:-1:-3] top all where from{from.size > 0}, to{(from.top.v == to.top.v) || (from.top.suit == to.top.suit)} then
pick deck -> deck top 0 where from{(from.size > 0) && ((row[19]).size == 0)} then  ; the row has no gaps: full when its last place is
auto deck -> row{|[]} top 1
end
every row /> row[:-1] top all where to{(to.size == 0) && (from.size > 0)}
if (row[0]).size == 52 start
winneris currentPlayer
end
end
end
