; Penguin, as PySolFC plays it (David Parlett's game).
; The first card dealt, the beak, lies at the bottom of the first column;
; the other three cards of its rank start the foundations. The other 48
; cards are dealt face up round seven columns, which then hold seven cards
; each. Seven free cells (the flipper) are empty.
;
; Build the foundations up in suit from the beak's rank, going round from
; the king to the ace (with a five as beak: 5 6 ... K A 2 3 4). Build the
; columns down in suit, also going round (an ace on a two, a king on an
; ace), but nothing goes on a card of the beak's rank: the rank just below
; the beak ends a column's run, as kings do in other games, and only a card
; of that rank may fill an empty column. Each free cell holds one card.
; Runs of one suit move together when the free cells and empty columns
; would let them move one card at a time: (free cells + 1), doubled for
; each empty column (not counting one it moves to).
;
; The game is won when all 52 cards are on the foundations, and lost when
; no card can move. The score is the cards on the foundations.
game Penguin start
    #use "deck"
    table 8.8 6
    pile deck start at 0 0 empty none end       ; all the cards are dealt
    stacklist cells[7] start
        at 0 0 step 1.05 0 fan over build "YNN" autotarget "YN" empty outline
    end
    stacklist foundations[4] start
        at 7.75 0 step 0 1.3 build "XUS" wrap maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[7] start
        at 0 1.3 step 1.05 0 fan down build "YDS" wrap group "YY" autotarget "YN"
        empty outline
    end
    int base = 0        ; the beak's rank: the foundations start with it
    int low = 0         ; the rank below it, which alone fills an empty column
    shuffle deck
    setup start
        base = deck.top.v
        low = (base + 11) % 13 + 1
        int k = 0
        int f = 0
        while deck.size > 0 start
            if (k > 0) && (deck.top.v == base) start
                deck -> foundations[f] top 1
                f = f + 1
            else
                deck -> tableau[k % 7] top 1
                k = k + 1
            end
        end
    end
    turn start
        ; how many cards a run may have: (free cells + 1) * 2 ^ (empty columns)
        int room = 1
        int free = 0        ; counted for the refusal's words
        int empty = 0
        int i = 0
        while i < 7 start
            if cells[i].size == 0 start
                room = room + 1
                free = free + 1
            end
            if tableau[i].size == 0 start
                empty = empty + 1
            end
            i = i + 1
        end
        i = 0
        while i < empty start
            room = room * 2
            i = i + 1
        end
        pickone start
            pick tableau, cells -> foundations build then
            pick tableau -> cells build then
            ; refused to: only the rank below the beak's fills a column or ends a run
            pick cells -> tableau build
                where to{((to.size == 0) && (moving.bottom.v == low))
                    || ((to.size > 0) && (moving.bottom.v != low))} then
            ; refused: {free|free cell}, {empty|empty column}: {most|card} at most
            pick tableau -> tableau build
                where to{(((to.size > 0) && (moving.bottom.v != low) && (moving.size <= room))
                    || ((to.size == 0) && (moving.bottom.v == low) && (moving.size * 2 <= room)))} then
        end
    end
end
