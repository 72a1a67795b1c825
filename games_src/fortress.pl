; Fortress, as PySolFC plays it.
; All 52 cards lie face up in ten columns: the first two hold six cards,
; the other eight five. Build the four foundations (top right) up in suit
; from the ace to the king.
; The columns are built up or down in suit (a six of hearts on the five or
; the seven of hearts, and the direction may change within a column); any
; card may fill an empty column.
; Move one card at a time: a column's top card.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Fortress start
    #use "deck"
    table 10 5.4
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 6 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[10] start
        at 0 1.3 fan down build "YBS" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 52 start
            deck -> tableau[i % 10] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau -> foundations build then
            pick tableau -> tableau build then
        end
    end
end
