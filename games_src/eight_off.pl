; Eight Off, as PySolFC plays it (Baker's Game with eight free cells).
; Forty-eight cards lie face up in eight columns of six; the other four
; start in every other free cell (the first, third, fifth and seventh).
; Build the four foundations (on the right) up in suit from the ace to the
; king.
; Columns are built down in suit (a six of hearts on the seven of hearts).
; Only a king, or a run in suit from a king, may fill an empty column. Each
; of the eight free cells holds one card.
; Move one card at a time: a column's top card, or a free cell's card. As a
; shortcut you may move a run in suit from column to column when the empty
; free cells could carry it one card at a time: at most one card more than
; there are empty free cells (empty columns do not count, as in PySolFC).
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Eight_Off start
    #use "deck"
    table 9.4 5.4
    pile deck start at 8.3 4.4 empty none end    ; the pack, empty once dealt
    stacklist cells[8] start
        at 0 0 build "YNN" autotarget "YN" empty outline
    end
    stacklist foundations[4] start
        at 8.3 0 step 0 1.1 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist cascades[8] start
        at 0 1.3 fan down build "KDS" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 48 start
            deck -> cascades[i % 8] top 1
            i = i + 1
        end
        i = 0
        while i < 4 start
            deck -> cells[2 * i] top 1
            i = i + 1
        end
    end
    turn start
        ; how many cards a run may have: free cells + 1
        int room = 1
        int i = 0
        while i < 8 start
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
