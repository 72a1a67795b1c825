; Wasp (PySolFC's rules: Scorpion, with any card filling a space).
;
; Seven columns of seven cards; in the first three columns the three bottom
; cards lie face down, every other card face up. The other three cards
; form the stock. Build the columns down in suit (the six of hearts on the
; seven of hearts). Any face-up card may be moved together with all the
; cards that lie on it, whatever their order: only the card moved must fit
; the card it goes on. When a face-down card is uncovered it turns up.
; Any card, with what is on it, may fill an empty column (a card at the
; bottom of a column stays there).
;
; Click the stock, once, to deal its three cards face up onto the first
; three columns (the top card onto the first).
;
; The foundations take only whole suits: as soon as thirteen cards from the
; king down to the ace, all of one suit, lie at the top of a column, they go
; to the first empty foundation by themselves (as PySolFC's auto drop does);
; the player never moves cards there. You win with the four suits on the
; foundations; the game is lost when no move is left. The score is the
; cards on the foundations.
game Wasp start
    int hidden = 3
    stacklist tableau[7] start
        at 0 0  fan down  facing keep  autoflip
        build "YDS"  group "FY"  autotarget "YN"
    end
    #use "include/scorpion.pl"
end
