; Seahaven Towers, as PySolFC plays it (Baker's Game with ten columns).
; Fifty cards lie face up in ten columns of five; the last two cards start
; in the two middle free cells. Build the four foundations (the two piles at
; each end of the top row) up in suit from the ace to the king.
; Columns are built down in suit (a six of hearts on the seven of hearts).
; Only a king, or a run in suit from a king, may fill an empty column. Each
; of the four free cells holds one card.
; Move one card at a time: a column's top card, or a free cell's card. As a
; shortcut you may move a run in suit from column to column when the empty
; free cells could carry it one card at a time: at most one card more than
; there are empty free cells. Empty columns do not count, as PySolFC's
; Seahaven Towers has it (only a king could rest there).
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Seahaven_Towers start
    #use "deck"
    table 10 5.4
    pile deck start at 7 0 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 0 0, 1 0, 8 0, 9 0
        build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist cells[4] start
        at 3 0 build "YNN" autotarget "YN" empty outline
    end
    stacklist cascades[10] start
        at 0 1.3 fan down build "KDS" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 50 start
            deck -> cascades[i % 10] top 1
            i = i + 1
        end
        deck -> cells[1] top 1
        deck -> cells[2] top 1
    end
    turn start
        ; how many cards a run may have: free cells + 1
        int room = 1
        int i = 0
        while i < 4 start
            if cells[i].size == 0 start
                room = room + 1
            end
            i = i + 1
        end
        pickone start
            pick cascades, cells -> foundations build then
            pick cascades -> cells build then
            pick cells -> cascades build then
            pick cascades -> cascades build where to{moving.size <= room} then
        end
    end
end
