; All in a Row, as PySolFC plays it.
; All 52 cards lie face up in thirteen columns of four, in two rows; the
; foundation below them starts empty.
; Move the top card of any column to the foundation: the first may be any
; card, and each next one must be one rank above or below the foundation's
; top card, whatever its suit. Ranks go round (PySolFC's choice): a king
; goes on an ace or a queen, an ace on a king or a two. Nothing else moves.
; The game is won when all 52 cards are on the foundation, and lost when no
; column's top card fits.
game All_in_a_Row start
    title "All in a Row"
    #use "deck"
    table 7 5.4
    pile deck start at 6 2 empty none end    ; the pack, empty once dealt
    stacklist columns[13] start
        at 0 0, 1 0, 2 0, 3 0, 4 0, 5 0, 6 0,
           0 2, 1 2, 2 2, 3 2, 4 2, 5 2
        fan down autotarget "YN"
    end
    visiblestack foundation start
        at 3 4.2 fan over build "YBY" wrap maxlength 52 autotarget "NY" empty circle
    end
    shuffle deck
    setup start
        int i = 0
        while i < 52 start
            deck -> columns[i / 4] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick columns -> foundation build then
        end
    end
end
