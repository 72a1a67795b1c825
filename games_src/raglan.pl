; Raglan, as PySolFC plays it: King Albert with the aces dealt to the
; foundations and a reserve of six.
; The four aces start the foundations. Nine columns: the first six of 1 to
; 6 cards, the last three of 7 cards, all face up; the other six cards lie
; face up in a reserve at the right.
;
; Build the foundations up in suit from the ace to the king. Build the
; columns down in alternate colours (a red six on a black seven), one card
; at a time: only a column's top card moves. Any card may fill an empty
; column. A reserve card may be played to a foundation or a column, but
; nothing is ever put back on the reserve. Cards on the foundations stay
; there (Paper's choice, as in its Klondike).
;
; The game is won when all 52 cards are on the foundations, and lost when
; no card can move. The score is the cards on the foundations.
game Raglan start
    stacklist reserves[6] start
        at 10.3 0, 11.4 0, 10.3 1.3, 11.4 1.3, 10.3 2.6, 11.4 2.6
        build "NNN" autotarget "YN" empty outline
    end
    visiblestack rest start at 0 0 empty none end   ; the deal sets the aces aside here
    #use "include/king_albert.pl"
    setup start
        int f = 0
        while deck.size > 0 start
            if deck.top.v == 1 start
                deck -> foundations[f] top 1
                f = f + 1
            else
                deck -> rest top 1
            end
        end
        int i = 0
        while i < 9 start
            if i < 6 start
                rest -> tableau[i] top (i + 1)
            else
                rest -> tableau[i] top 7
            end
            i = i + 1
        end
        rest -> every reserves top 1
    end
end
