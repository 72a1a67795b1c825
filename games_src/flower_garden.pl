; Flower Garden, as PySolFC plays it.
; Six columns (the flower beds) of six cards each, all face up; the other
; sixteen cards lie face up in the bouquet at the right, each on its own.
;
; Build the four foundations up in suit from the ace to the king. Build the
; beds down regardless of suit (any six on any seven), one card at a time:
; only a bed's top card moves. Any card may fill an empty bed. Any card of
; the bouquet may be played to a foundation or a bed, but nothing is ever
; put back into the bouquet. Cards on the foundations stay there (Paper's
; choice, as in its Klondike).
;
; The game is won when all 52 cards are on the foundations, and lost when
; no card can move. The score is the cards on the foundations.
game Flower_Garden start
    #use "deck"
    table 11.7 6.4
    pile deck start at 0 0 empty none end       ; all the cards are dealt
    stacklist foundations[4] start
        at 1.1 0 step 1.1 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[6] start
        at 0 1.3 step 1.1 0 fan down build "YDY" autotarget "YN" empty outline
    end
    stacklist reserves[16] start
        at 7.3 0, 8.4 0, 9.5 0, 10.6 0, 7.3 1.3, 8.4 1.3, 9.5 1.3, 10.6 1.3,
           7.3 2.6, 8.4 2.6, 9.5 2.6, 10.6 2.6, 7.3 3.9, 8.4 3.9, 9.5 3.9, 10.6 3.9
        build "NNN" autotarget "YN" empty outline
    end
    shuffle deck
    setup start
        int i = 0
        while i < 6 start
            deck -> every tableau top 1
            i = i + 1
        end
        deck -> every reserves top 1
    end
    turn start
        pickone start
            pick tableau, reserves -> foundations build then
            pick tableau, reserves -> tableau build then
        end
    end
end
