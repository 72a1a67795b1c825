; Monte Carlo, as PySolFC plays it.
; Twenty-five cards are dealt face up in five rows of five; the other 27
; form the stock.
;
; Remove pairs of cards of the same rank that touch each other across a
; side or a corner: drag one onto the other, and both go to the discard
; pile. The places they leave stay empty until you close up the rows.
;
; Click the stock to close up: the cards left slide back, in order, into
; the empty places before them (left along each row, then up from the start
; of the next row), and the stock fills the places freed at the end. The
; stock can be clicked only when that changes something: an empty place
; with a card after it, or an empty place and cards in the stock.
;
; The game is won when all 52 cards are discarded, and lost when no pair
; touches and closing up can change nothing. The score is the cards
; discarded.
game Monte_Carlo start
    #use "deck"
    table 7.6 6.2
    pile deck start at 0 0 facing down empty cross end  ; the stock: click it to close up
    visiblestack foundation start
        at 6.55 0 maxlength 52 empty outline
    end
    stacklist cells[25] start
        int x = 0
        int y = 0
        at 1.2 0, 2.25 0, 3.3 0, 4.35 0, 5.4 0,
           1.2 1.25, 2.25 1.25, 3.3 1.25, 4.35 1.25, 5.4 1.25,
           1.2 2.5, 2.25 2.5, 3.3 2.5, 4.35 2.5, 5.4 2.5,
           1.2 3.75, 2.25 3.75, 3.3 3.75, 4.35 3.75, 5.4 3.75,
           1.2 5, 2.25 5, 3.3 5, 4.35 5, 5.4 5
        facing up empty outline
    end
    bool closable = false   ; would a click on the stock change anything?
    shuffle deck

    ; is there an empty place with a card after it, or with cards in the stock?
    phase look start
        closable = false
        bool hole = false
        int i = 0
        while i < 25 start
            if cells[i].size == 0 start
                hole = true
            elseif hole then
                closable = true
            end
            i = i + 1
        end
        if hole && (deck.size > 0) start
            closable = true
        end
    end

    setup start
        int i = 0
        while i < 25 start
            cells[i].x = i % 5
            cells[i].y = i / 5
            deck -> cells[i] top 1
            i = i + 1
        end
    end
    turn start
        do look
        pickone start
            ; refused to: only two touching cards of one rank pair off
            pick cells -> cells top 1
                where from{from.size > 0},
                to{(to.size > 0) && (to != from) && (to.top.v == from.top.v)
                    && ((to.x - from.x) * (to.x - from.x) <= 1)
                    && ((to.y - from.y) * (to.y - from.y) <= 1)} then
                to -> foundation top 2
            ; refused from: closing up would change nothing
            pick deck -> deck top 0 where from{closable} then
                int i = 0
                int free = 0
                while i < 25 start
                    if cells[i].size == 0 start
                        free = free + 1
                    elseif free > 0 then
                        cells[i] -> cells[i - free] top 1
                    end
                    i = i + 1
                end
                i = 25 - free
                while (i < 25) && (deck.size > 0) start
                    deck -> cells[i] top 1
                    i = i + 1
                end
        end
    end
end
