; Limited (PySolFC's rules): Forty Thieves with twelve columns of three.
;
; Two packs, 104 cards. Twelve columns of three cards, all face up; the
; other 68 cards are the stock.
;
; Build the eight foundations up in suit from the ace to the king. Build
; the columns down in suit. Only one card moves at a time: the top card of
; a column or of the waste. Any card may fill an empty column.
;
; Click the stock to turn its top card onto the waste; the stock is gone
; through once, with no redeal.
;
; The game is won when all 104 cards are on the foundations, and lost
; when no move is left. The score is the cards on the foundations.
game Limited start
    #use "deck" 2
    table 12 6
    int dealt = 3
    bool acesout = false
    stacklist tableau[12] start
        at 0 1.3  fan down  build "YDS"  autotarget "YN"
    end
    ; the stock, the waste and the foundations, centred on the wider table
    pile deck start
        at 0.7 0  facing down  empty cross
    end
    visiblestack waste start
        at 1.7 0  fan right  autotarget "YN"
    end
    stacklist foundations[8] start
        at 3.3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty circle
    end
    #use "include/forty_thieves.pl"
end
