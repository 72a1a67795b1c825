; Whitehead (PySolFC's rules: Klondike's layout, all cards face up).
;
; Seven columns of 1 to 7 cards, all face up; the other 24 cards form the
; stock. Build the columns down in the same colour (a red six on a red
; seven: hearts and diamonds mix, as do clubs and spades). Only a run of
; one suit moves together; any card, or such a run, may fill an empty
; column. Build the four foundations up in suit from the ace to the king,
; from the waste or the columns.
;
; Click the stock to turn one card onto the waste; the top waste card can be
; played. The stock is gone through once: there is no redeal.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Whitehead start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty cross
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing up
        build "YDC"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            ; a run is in one suit when the sum of its suits is its length times
            ; its first card's suit: runs are in one colour already, and with the
            ; suits numbered H D C S = 1 2 3 4 that holds only for a single suit
            pick tableau, waste /> tableau build
                where to{moving{suit} == moving.size * moving.bottom.suit} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
