; Chessboard (PySolFC's rules: Fortress with a foundation base the player
; chooses, and ranks that go round).
; All 52 cards lie face up in ten columns: the first two hold six cards,
; the other eight five. Build the four foundations (top right) up in suit;
; the first card the player puts on a foundation, of any rank, is its
; base, and each other foundation must then start with a card of that same
; rank. Ranks go round: a king is followed by an ace, and so on up to the
; card below the base.
; PySolFC keeps one foundation per suit; here any empty foundation takes
; any suit (the piles are alike, so this changes no game).
; The columns are built up or down in suit, ranks going round (a king on
; an ace, an ace on a king, the direction may change within a column); any
; card may fill an empty column.
; Move one card at a time: a column's top card.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Chessboard start
    #use "deck"
    table 10 5.4
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 6 0 build "XUS" wrap maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[10] start
        at 0 1.3 fan down build "YBS" wrap autotarget "YN"
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
