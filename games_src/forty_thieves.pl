; Forty Thieves (PySolFC's rules; also called Napoleon at St Helena).
;
; Two packs, 104 cards. Ten columns of four cards, all face up; the other
; 64 cards are the stock.
;
; Build the eight foundations up in suit from the ace to the king. Build
; the columns down in suit (a six of spades on a seven of spades). Only
; one card moves at a time: the top card of a column or of the waste. Any
; card may fill an empty column.
;
; Click the stock to turn its top card onto the waste; the stock is gone
; through once, with no redeal.
;
; The game is won when all 104 cards are on the foundations, and lost
; when no move is left. The score is the cards on the foundations.
game Forty_Thieves start
    #use "deck" 2
    table 10.6 6
    int dealt = 4
    bool acesout = false
    stacklist tableau[10] start
        at 0.3 1.3  fan down  build "YDS"  autotarget "YN"
    end
    #use "include/forty_thieves_top.pl"
    #use "include/forty_thieves.pl"
end
