; Streets and Alleys, as PySolFC plays it: Beleaguered Castle with the aces dealt.
; All 52 cards lie face up in eight rows, four on each side of the four
; foundations in the middle column, fanned to the right: the four
; rows on the left hold seven cards, those on the right six. Build the
; foundations up in suit from the ace to the king.
; The rows are built down regardless of suit (a six on any seven); any card
; may fill an empty row.
; Move one card at a time: a row's outer card. As a shortcut you may move a
; run down by rank from row to row when the empty rows could carry it one
; card at a time (PySolFC's supermoves): one card, doubled for each empty
; row, not counting one you move into.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Streets_and_Alleys start
    title "Streets and Alleys"
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
        while i < 52 start
            deck -> tableau[i % 8] top 1
            i = i + 1
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
