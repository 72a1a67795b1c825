; Stronghold, as PySolFC plays it: Streets and Alleys with one free cell.
; All 52 cards lie face up in eight rows, four on each side of the four
; foundations in the middle column, fanned to the right: the four rows on
; the left hold seven cards, those on the right six. Build the foundations
; up in suit from the ace to the king.
; The rows are built down regardless of suit (a six on any seven); any card
; may fill an empty row. The free cell (below the foundations) holds one
; card, any card.
; Move one card at a time: a row's outer card, or the free cell's card. As
; a shortcut you may move a run down by rank from row to row when the free
; cell and the empty rows could carry it one card at a time (PySolFC's
; supermoves): one card more if the cell is empty, then doubled for each
; empty row, not counting one you move into.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Stronghold start
    #use "deck"
    table 10.6 5.8
    pile deck start at 0 4.65 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 4.8 0 step 0 1.15 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    visiblestack cell start
        at 4.8 4.65 build "YNN" autotarget "YN" empty outline
    end
    stacklist tableau[8] start
        at 0 0, 0 1.15, 0 2.3, 0 3.45, 6 0, 6 1.15, 6 2.3, 6 3.45
        fan right build "YDY" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 52 start
            deck -> tableau[i % 8] top 1
            i = i + 1
        end
    end
    turn start
        ; how many cards a run may have: (1 + an empty cell) * 2 ^ (empty rows)
        int room = 1
        if cell.size == 0 start
            room = 2
        end
        int i = 0
        while i < 8 start
            if tableau[i].size == 0 start
                room = room * 2
            end
            i = i + 1
        end
        pickone start
            pick tableau, cell -> foundations build then
            pick tableau -> cell build then
            pick cell -> tableau build then
            ; refused to: the free cell and the empty rows let only {most|card} move
            pick tableau -> tableau build
                where to{((to.size > 0) && (moving.size <= room)) || (moving.size * 2 <= room)} then
        end
    end
end
