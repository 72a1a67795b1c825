; Odessa (PySolFC's rules: Russian Solitaire with another deal).
;
; Seven columns, each with three cards face down; then the first and the
; last column get three cards face up, the five between them five face up.
; There is no stock. Build the columns down in suit (the six of hearts on
; the seven of hearts). Any face-up card may be moved together with all the
; cards that lie on it, whatever their order: only the card moved must fit
; the card it goes on. When a face-down card is uncovered it turns up. Only
; a king, with what is on it, may fill an empty column (a king at the bottom
; of a column stays there). Build the four foundations up in suit from the
; ace to the king, one card at a time, from the columns.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Odessa start
    stacklist tableau[7] start
        at 0 0  fan down  facing keep  autoflip
        build "KDS"  group "FY"  autotarget "YN"
    end
    #use "include/yukon_table.pl"
    setup start
        int i = 0
        while i < 7 start
            int up = 5
            if (i == 0) || (i == 6) start
                up = 3
            end
            deck -> tableau[i] top 3            ; face down: the columns keep their face
            turnup deck top up
            deck -> tableau[i] top up
            i = i + 1
        end
    end
    #use "include/yukon_moves.pl"
end
