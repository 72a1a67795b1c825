; Somerset, as PySolFC plays it (Klondike's family, all cards dealt face up).
; All 52 cards lie face up in ten columns of 1, 2, 3, 4, 5, 6, 7, 8, 8 and 8
; cards. Build the four foundations (top right) up in suit from the ace to
; the king.
; The columns are built down in alternate colours (a red six on a black
; seven); any card may fill an empty column.
; Move one card at a time: a column's top card. As a shortcut you may move
; a run in alternate colours from column to column when the empty columns
; could carry it one card at a time (PySolFC's supermoves): one card,
; doubled for each empty column, not counting one you move into.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Somerset start
    #use "deck"
    table 10 5.6
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 6 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[10] start
        at 0 1.3 fan down build "YDA" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        ; as PySolFC deals: rounds to the columns from the first, second ... sixth
        ; on, then to the last four and the last three
        int first = 0
        while first < 8 start
            int c = first
            while c < 10 start
                deck -> tableau[c] top 1
                c = c + 1
            end
            first = first + 1
        end
    end
    turn start
        ; how many cards a run may have: 2 ^ (empty columns)
        int room = 1
        int empty = 0       ; counted for the refusal's words
        int i = 0
        while i < 10 start
            if tableau[i].size == 0 start
                room = room * 2
                empty = empty + 1
            end
            i = i + 1
        end
        pickone start
            pick tableau -> foundations build then
            ; refused to: with {empty|empty column}, only {most|card} may move at once
            pick tableau -> tableau build
                where to{((to.size > 0) && (moving.size <= room)) || (moving.size * 2 <= room)} then
        end
    end
end
