; Gypsy (PySolFC's rules).
;
; Two packs, 104 cards. Eight columns of three cards, two face down and the
; top one face up; the other 80 cards are the stock.
;
; Build the eight foundations up in suit from the ace to the king. Build
; the columns down in alternate colours (a red six on a black seven). A run
; of cards in sequence moves as a unit, and any card or run may fill an
; empty column. A face-down card that is uncovered turns up.
;
; Click the stock to deal a row of eight cards, one face up on each column,
; at any time. Cards on the foundations stay there (Paper's choice).
;
; The game is won when all 104 cards are on the foundations, and lost when
; no move is left. The score is the cards on the foundations.
game Gypsy start
    #use "deck" 2
    table 10 6
    pile deck start
        at 0 0  facing down  empty cross
    end
    stacklist foundations[8] start
        at 2 0  build "AUSK"  maxlength 13  autotarget "NY"  empty circle
    end
    stacklist tableau[8] start
        at 1 1.3  fan down  facing keep  autoflip
        build "YDA"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every tableau top 1      ; face down: each column's top card turns up by itself
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau -> foundations build then
            pick tableau -> tableau build then
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> every tableau top 1
        end
    end
end
