; Easthaven (PySolFC's rules: Klondike's family, the stock deals a row).
;
; Seven columns of three cards: two face down, the top one face up; the
; other 31 cards form the stock. Build the columns down in alternate
; colours (a red six on a black seven). Move any face-up run in sequence
; together; when a face-down card is uncovered it turns up. Any card, or
; run, may fill an empty column (PySolFC's Easthaven does not ask for a
; king). Build the four foundations up in suit from the ace to the king,
; from the columns; a card on a foundation stays there (Paper's choice,
; as in Westcliff).
;
; Click the stock to deal one card face up onto each column, empty ones
; included; the last click deals its three cards to the first three
; columns. There is no redeal.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Easthaven start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty cross
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing keep  autoflip
        build "YDA"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every tableau top 1         ; face down: autoflip turns the top card up
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau /> foundations build then
            pick tableau /> tableau build then
            pick deck -> deck top 0 where from{from.size > 0} then
                int c = 0
                while (c < 7) && (deck.size > 0) start
                    deck -> tableau[c] top 1
                    turnup tableau[c]
                    c = c + 1
                end
        end
    end
end
