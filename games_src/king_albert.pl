; King Albert, as PySolFC plays it.
; Nine columns of 1 to 9 cards, all face up; the other seven cards lie face
; up in a reserve (the "Alicante") at the right.
;
; Build the four foundations up in suit from the ace to the king. Build the
; columns down in alternate colours (a red six on a black seven), one card
; at a time: only a column's top card moves. Any card may fill an empty
; column. A reserve card may be played to a foundation or a column, but
; nothing is ever put back on the reserve. Cards on the foundations stay
; there (Paper's choice, as in its Klondike).
;
; The game is won when all 52 cards are on the foundations, and lost when
; no card can move. The score is the cards on the foundations.
game King_Albert start
    stacklist reserves[7] start
        at 10.3 0, 11.4 0, 10.3 1.3, 11.4 1.3, 10.3 2.6, 11.4 2.6, 10.85 3.9
        build "NNN" autotarget "YN" empty outline
    end
    #use "include/king_albert.pl"
    setup start
        int i = 0
        while i < 9 start
            deck -> tableau[i] top (i + 1)
            i = i + 1
        end
        deck -> every reserves top 1
    end
end
