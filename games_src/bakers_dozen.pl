; Baker's Dozen, as PySolFC plays it.
; All 52 cards lie face up in thirteen columns of four; when the deal puts
; a king in a column, it goes to the bottom of that column (kings never
; cover another card at the start). Build the four foundations up in suit
; from the ace to the king.
; The columns are built down regardless of suit (a six on any seven). An
; empty column stays empty: nothing may fill it.
; Move one card at a time: a column's top card.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Bakers_Dozen start
    title "Baker's Dozen"
    #use "deck"
    table 13 5.6
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    visiblestack hold start at 1 0 empty none end      ; the deal sorts kings down here
    visiblestack rest start at 2 0 empty none end      ; ... and the other cards here
    stacklist foundations[4] start
        at 4.5 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[13] start
        at 0 1.3 fan down build "NDY" autotarget "YN" empty outline
    end
    shuffle deck
    setup start
        int i = 0
        while i < 13 start
            deck -> hold top 4
            int k = 0
            while k < 4 start
                if hold.top.v == 13 start
                    hold -> tableau[i] top 1
                else
                    hold -> rest top 1
                end
                k = k + 1
            end
            rest -> tableau[i] top all
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau -> foundations build then
            pick tableau -> tableau build then
        end
    end
end
