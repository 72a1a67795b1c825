; Corners. A three-by-three box: its four corners are the foundations, the
; cross of five piles between them is the tableau.
;
; The first card of the deal starts the top-left foundation, and its rank
; starts every other foundation too. Build the foundations up in suit, going
; round from king to ace: on a queen goes a king, then an ace, then a two.
; Build the tableau down regardless of suit, going round from ace to king.
; Any card may fill an empty tableau pile (but a lone tableau card does not
; move to another empty pile: that would change nothing).
;
; The top card of the stock is face up and may be played; click the stock
; to turn it onto the waste. Play the top card of the stock, of the waste or
; of any tableau pile onto the tableau or the foundations. The waste is not
; turned over again: the game ends when the stock is empty and no move is
; left. You win with all 52 cards on the foundations; the score is the
; cards on them.
game Corners start
    #use "deck"
    table 4.7 3.2
    pile deck start
        at 3.7 0  facing down  autoflip  autotarget "YN"  empty none
    end
    visiblestack waste start
        at 3.7 1.1  autotarget "YN"
    end
    stacklist foundations[4] start
        at 0 0, 2.2 0, 0 2.2, 2.2 2.2
        build "XUS"  wrap  maxlength 13  autotarget "NY"
    end
    stacklist tableau[5] start
        at 1.1 0, 0 1.1, 1.1 1.1, 2.2 1.1, 1.1 2.2
        build "YDY"  wrap  autotarget "YN"
    end
    shuffle deck
    setup start
        deck -> every tableau top 1
        deck -> foundations[0] top 1
    end
    turn start
        pickone start
            pick deck, waste, tableau -> foundations build then
            pick deck, waste, tableau -> tableau build
                where to{(to.size > 0) || (from.size > 1) || (from == deck) || (from == waste)} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
