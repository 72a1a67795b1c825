; Beleaguered Castle, as PySolFC plays it.
; The four aces start on the foundations, in the middle column; the other
; 48 cards lie face up in eight rows of six, four rows on each side, fanned to the
; right. Build the foundations up in suit to the king.
; The rows are built down regardless of suit (a six on any seven); any card
; may fill an empty row.
; Move one card at a time: a row's outer card. As a shortcut you may move a
; run down by rank from row to row when the empty rows could carry it one
; card at a time (PySolFC's supermoves): one card, doubled for each empty
; row, not counting one you move into.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Beleaguered_Castle start
    #use "deck"
    table 10.6 4.6
    pile deck start at 4.8 4.6 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 4.8 0 step 0 1.15 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[8] start
        at 0 0, 0 1.15, 0 2.3, 0 3.45, 6 0, 6 1.15, 6 2.3, 6 3.45
        fan right build "YDY" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        int aces = 0
        while deck.size > 0 start
            if deck.top.v == 1 start
                deck -> foundations[aces] top 1
                aces = aces + 1
            else
                deck -> tableau[i % 8] top 1
                i = i + 1
            end
        end
    end
    turn start
        ; how many cards a run may have: 2 ^ (empty rows)
        int room = 1
        int i = 0
        while i < 8 start
            if tableau[i].size == 0 start
                room = room * 2
            end
            i = i + 1
        end
        pickone start
            pick tableau -> foundations build then
            pick tableau -> tableau build
                where to{((to.size > 0) && (moving.size <= room)) || (moving.size * 2 <= room)} then
        end
    end
end
