; Roslin (PySolFC's rules: Yukon, building up or down in alternate colours).
;
; Seven columns: the first holds one card face up; each other column holds
; one to six cards face down, then five cards face up. There is no stock.
; Build the columns up or down in alternate colours (a red six or a red
; eight on a black seven). Any face-up card may be moved together with all
; the cards that lie on it, whatever their order: only the card moved must
; fit the card it goes on. When a face-down card is uncovered it turns up.
; Only a king, with what is on it, may fill an empty column (a king at the
; bottom of a column stays there). Build the four foundations up in suit
; from the ace to the king, one card at a time, from the columns.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Roslin start
    stacklist tableau[7] start
        at 0 0  fan down  facing keep  autoflip
        build "KBA"  group "FY"  autotarget "YN"
    end
    #use "include/yukon.pl"
end
