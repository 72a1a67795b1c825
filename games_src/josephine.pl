; Josephine (PySolFC's rules): Forty Thieves in which runs move.
;
; Two packs, 104 cards. Ten columns of four cards, all face up; the other
; 64 cards are the stock.
;
; Build the eight foundations up in suit from the ace to the king. Build
; the columns down in suit. Unlike Forty Thieves, a run of cards in
; sequence and in suit moves as a unit, from any depth. Any card or run
; may fill an empty column.
;
; Click the stock to turn its top card onto the waste, whose top card can
; be played; the stock is gone through once, with no redeal.
;
; The game is won when all 104 cards are on the foundations, and lost
; when no move is left. The score is the cards on the foundations.
game Josephine start
    #use "deck" 2
    table 10.6 6
    int dealt = 4
    bool acesout = false
    stacklist tableau[10] start
        at 0.3 1.3  fan down  build "YDS"  group "YY"  autotarget "YN"
    end
    #use "include/forty_thieves_top.pl"
    #use "include/forty_thieves.pl"
end
