; Maria (PySolFC's rules): Forty Thieves with nine columns, built down in
; alternate colours.
;
; Two packs, 104 cards. Nine columns of four cards, all face up; the other
; 68 cards are the stock.
;
; Build the eight foundations up in suit from the ace to the king. Build
; the columns down in alternate colours (a red six on a black seven). Only
; one card moves at a time: the top card of a column or of the waste. Any
; card may fill an empty column.
;
; Click the stock to turn its top card onto the waste; the stock is gone
; through once, with no redeal.
;
; The game is won when all 104 cards are on the foundations, and lost
; when no move is left. The score is the cards on the foundations.
game Maria start
    #use "deck" 2
    table 10.6 6
    int dealt = 4
    bool acesout = false
    stacklist tableau[9] start
        at 0.8 1.3  fan down  build "YDA"  autotarget "YN"
    end
    #use "include/forty_thieves_top.pl"
    #use "include/forty_thieves.pl"
end
