; Black Hole, as PySolFC plays it.
; The ace of spades starts in the black hole, in the middle of the table;
; the other 51 cards lie face up in seventeen piles of three.
; Move the top card of any pile into the black hole when it is one rank
; above or below the hole's top card, whatever its suit. Ranks go round
; (PySolFC's choice): a king goes on an ace or a queen, an ace on a king or
; a two. Nothing else moves, and a pile that empties stays empty.
; The game is won when all 52 cards are in the black hole, and lost when no
; pile's top card fits.
game Black_Hole start
    #use "deck"
    table 7 5.3
    pile deck start at 3 3.6 empty none end    ; the pack, empty once dealt
    visiblestack hole start
        at 3 1.75 fan over build "NBY" wrap maxlength 52 autotarget "NY" empty circle
    end
    stacklist piles[17] start
        at 0 0, 1 0, 2 0, 3 0, 4 0, 5 0, 6 0,
           0 1.75, 1 1.75, 5 1.75, 6 1.75,
           0.5 3.5, 1.5 3.5, 2.5 3.5, 3.5 3.5, 4.5 3.5, 5.5 3.5
        fan down autotarget "YN"
    end
    shuffle deck
    setup start
        deck{(v == 1) && (suit == 4)} -> hole top 1
        int i = 0
        while i < 51 start
            deck -> piles[i / 3] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> hole build then
        end
    end
end
