; Calculation (Martin Wilson's CardGames). An ace, a two, a three and a
; four start the four foundations. Build every foundation up to the king,
; regardless of suit: the first by ones (A 2 3 ... K), the second by twos
; (2 4 6 8 10 Q A 3 5 7 9 J K), the third by threes (3 6 9 Q 2 5 8 J A 4 7
; 10 K), the fourth by fours (4 8 Q 3 7 J 2 6 10 A 5 9 K).
; Click the stock to turn its top card. That card must go onto a foundation
; or onto one of the four waste piles below them, which take any card. A
; waste pile's top card may only go to a foundation.
; The game is won when the foundations hold all 52 cards, and lost when the
; stock is used up and no waste pile's top card fits a foundation.
game Calculation start
    #use "deck"
    table 7.2 4.8
    pile deck start at 0 0 fan over end
    visiblestack turned start at 1.1 0 empty outline autotarget "YN" end
    stacklist foundations[4] start
        int step = 1
        at 3.2 0 maxlength 13 autotarget "NY"
    end
    stacklist wastes[4] start
        at 3.2 1.3 fan down autotarget "YN"
    end
    foundations[1].step = 2
    foundations[2].step = 3
    foundations[3].step = 4
    shuffle deck
    setup start
        int rank = 1
        while rank < 5 start
            ; the first card of each rank in the shuffled pack starts a foundation
            deck{v == rank} -> foundations[rank - 1] top 1
            rank = rank + 1
        end
    end
    turn start
        pickone start
            pick deck -> turned top 1 where from{(from.size > 0) && (turned.size == 0)} then
            pick turned, wastes -> foundations top 1 where from{from.size > 0},
                to{from.top.v == ((to.top.v + to.step - 1) % 13) + 1} then
            pick turned -> wastes top 1 where from{from.size > 0} then
        end
    end
end
