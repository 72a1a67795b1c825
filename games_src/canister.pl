; Canister, as PySolFC plays it (Klondike's family, all cards dealt face up).
; All 52 cards lie face up in eight columns: the two at each end hold six
; cards, the four in the middle seven. Build the four foundations (top
; right) up in suit from the ace to the king.
; The columns are built down regardless of suit (a six on any seven). Any
; run down by rank moves together, however long; any card, or run, may
; fill an empty column.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Canister start
    #use "deck"
    table 8 5.4
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 4 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[8] start
        at 0 1.3 fan down build "YDY" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 6 start
            deck -> every tableau top 1
            i = i + 1
        end
        i = 2
        while i < 6 start
            deck -> tableau[i] top 1
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
