; Double Yukon (PySolFC's rules: Yukon with two packs and ten columns).
;
; Ten columns: the first holds six cards face up; the others hold one to
; eight cards face down (the last two columns eight), then six cards face
; up. There is no stock. Build the columns down in alternate colours (a red
; six on a black seven). Any face-up card may be moved together with all
; the cards that lie on it, whatever their order: only the card moved must
; fit the card it goes on. When a face-down card is uncovered it turns up.
; Only a king, with what is on it, may fill an empty column (a king at the
; bottom of a column stays there). Build the eight foundations up in suit
; from the ace to the king, one card at a time, from the columns.
;
; The game is lost when no move is left; you win with all 104 cards on the
; foundations. The score is the cards on the foundations.
game Double_Yukon start
    #use "deck" 2
    table 12.6 5.6
    stacklist tableau[10] start
        at 0 0  fan down  facing keep  autoflip
        build "KDA"  group "FY"  autotarget "YN"
    end
    pile deck start
        at 10.4 5.2  empty none     ; the packs, empty once dealt
    end
    stacklist foundations[8] start
        at 10.4 0, 11.5 0, 10.4 1.3, 11.5 1.3, 10.4 2.6, 11.5 2.6, 10.4 3.9, 11.5 3.9
        build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    shuffle deck
    setup start
        ; column i holds i cards face down (at most eight), then six face up
        int i = 0
        while i < 10 start
            int down = i
            if down > 8 start
                down = 8
            end
            deck -> tableau[i] top down         ; face down: the columns keep their face
            turnup deck top 6
            deck -> tableau[i] top 6
            i = i + 1
        end
    end
    #use "include/yukon_moves.pl"
end
