; FreeCell, as Microsoft dealt it: the seed is the deal number (deal 1
; starts JD 2D 9H JC 5D 7H 7C 5H; deal 11982 cannot be won).
; All 52 cards lie face up in eight columns. Build the four foundations up
; in suit from the ace to the king.
; Columns are built down in alternate colours; any card may fill an empty
; column. Each of the four free cells holds one card.
; Move one card at a time: a column's top card, or a free cell's card. As a
; shortcut you may move a run in sequence from column to column when the
; empty cells and columns could carry it one card at a time: (free cells +
; 1) doubled for each empty column (not counting one you move into).
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game FreeCell start
    #use "deck"
    table 8.6 5.2
    pile deck start at 4.05 0 empty none end    ; the pack, empty once dealt
    stacklist cells[4] start
        at 0 0 fan over build "YNN" autotarget "YN" empty outline
    end
    stacklist foundations[4] start
        at 4.6 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist cascades[8] start
        at 0.3 1.3 step 1.05 0 fan down build "YDA" group "YY" autotarget "YN"
    end
    shuffle deck microsoft
    setup start
        int i = 0
        while i < 52 start
            ; round the columns, as Microsoft deals: the first card to the first column
            deck -> cascades[i % 8] top 1
            i = i + 1
        end
    end
    turn start
        ; how many cards a run may have: (free cells + 1) * 2 ^ (empty columns)
        int room = 1
        int free = 0        ; counted for the refusal's words
        int empty = 0
        int i = 0
        while i < 4 start
            if cells[i].size == 0 start
                room = room + 1
                free = free + 1
            end
            i = i + 1
        end
        i = 0
        while i < 8 start
            if cascades[i].size == 0 start
                room = room * 2
                empty = empty + 1
            end
            i = i + 1
        end
        pickone start
            pick cascades, cells -> foundations build then
            pick cascades -> cells build then
            pick cells -> cascades build then
            ; refused: {free|free cell} and {empty|empty column} let only {most|card} move
            pick cascades -> cascades build
                where to{((to.size > 0) && (moving.size <= room)) || (moving.size * 2 <= room)} then
        end
    end
end
