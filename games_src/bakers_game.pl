; Baker's Game, as PySolFC plays it: FreeCell's older brother, where the
; columns are built by suit instead of in alternate colours.
; All 52 cards lie face up in eight columns (four of seven cards, four of
; six). Build the four foundations up in suit from the ace to the king.
; Columns are built down in suit (a six of hearts on the seven of hearts);
; any card may fill an empty column. Each of the four free cells holds one
; card.
; Move one card at a time: a column's top card, or a free cell's card. As a
; shortcut you may move a run in suit from column to column when the empty
; cells and columns could carry it one card at a time (PySolFC's
; supermoves): (free cells + 1) doubled for each empty column, not counting
; one you move into.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Bakers_Game start
    title "Baker's Game"
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
        at 0.3 1.3 step 1.05 0 fan down build "YDS" group "YY" autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 52 start
            deck -> cascades[i % 8] top 1
            i = i + 1
        end
    end
    turn start
        ; how many cards a run may have: (free cells + 1) * 2 ^ (empty columns)
        int room = 1
        int i = 0
        while i < 4 start
            if cells[i].size == 0 start
                room = room + 1
            end
            i = i + 1
        end
        i = 0
        while i < 8 start
            if cascades[i].size == 0 start
                room = room * 2
            end
            i = i + 1
        end
        pickone start
            pick cascades, cells -> foundations build then
            pick cascades -> cells build then
            pick cells -> cascades build then
            pick cascades -> cascades build
                where to{((to.size > 0) && (moving.size <= room)) || (moving.size * 2 <= room)} then
        end
    end
end
