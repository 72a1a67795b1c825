; Gaps, also called Montana, as PySolFC plays it (its "Montana").
; All 52 cards are dealt face up in four rows of thirteen; then the four
; aces are taken out, leaving four gaps.
;
; Move any card into a gap when it is the next card up, in the same suit,
; from the card just left of the gap: the eight of hearts goes into the gap
; right of the seven of hearts. A gap at the left end of a row takes any
; two. Nothing goes into a gap right of a king, or right of another gap.
;
; Aim: each row holds one suit in order from the two to the king, from its
; left end (the thirteenth place of each row stays empty).
;
; Redeals: twice in a game, click the stock (top left). The cards already
; in order at the left of each row stay; all the others are gathered,
; shuffled and dealt again into the places they left, one gap being left
; just right of each row's ordered cards.
;
; The game is won when the four rows are in order, and lost when no card
; can move and both redeals are used. The score is the cards in order.
game Gaps start
    #use "deck"
    table 13.65 6.4
    pile deck start at 0 0 empty cross redeals 2 end    ; the stock: click it to redeal
    visiblestack aces start at 12.6 0 empty none end   ; the aces, out of play
    stacklist cells[52] start
        int left = -1       ; the place just left of this one, -1 at a row's left end
        int run = 0         ; at a row's left end: how many cards of the row are in order
        at 0 1.3, 1.05 1.3, 2.1 1.3, 3.15 1.3, 4.2 1.3, 5.25 1.3, 6.3 1.3, 7.35 1.3,
           8.4 1.3, 9.45 1.3, 10.5 1.3, 11.55 1.3, 12.6 1.3,
           0 2.6, 1.05 2.6, 2.1 2.6, 3.15 2.6, 4.2 2.6, 5.25 2.6, 6.3 2.6, 7.35 2.6,
           8.4 2.6, 9.45 2.6, 10.5 2.6, 11.55 2.6, 12.6 2.6,
           0 3.9, 1.05 3.9, 2.1 3.9, 3.15 3.9, 4.2 3.9, 5.25 3.9, 6.3 3.9, 7.35 3.9,
           8.4 3.9, 9.45 3.9, 10.5 3.9, 11.55 3.9, 12.6 3.9,
           0 5.2, 1.05 5.2, 2.1 5.2, 3.15 5.2, 4.2 5.2, 5.25 5.2, 6.3 5.2, 7.35 5.2,
           8.4 5.2, 9.45 5.2, 10.5 5.2, 11.55 5.2, 12.6 5.2
        empty outline
    end
    int ordered = 0     ; cards in order from the left end of their row
    score ordered
    shuffle deck

    ; count each row's cards in order from its left end
    phase count start
        ordered = 0
        int r = 0
        while r < 4 start
            int k = 0
            int first = r * 13
            if (cells[first].size > 0) && (cells[first].top.v == 2) start
                k = 1
                while ((k < 12) && (cells[first + k].size > 0)
                    && (cells[first + k].top.suit == cells[first].top.suit)
                    && (cells[first + k].top.v == k + 2)) start
                    k = k + 1
                end
            end
            cells[first].run = k
            ordered = ordered + k
            r = r + 1
        end
    end

    setup start
        int i = 0
        while i < 52 start
            if i % 13 > 0 start
                cells[i].left = i - 1
            end
            deck -> cells[i] top 1
            i = i + 1
        end
        i = 0
        while i < 52 start
            if cells[i].top.v == 1 start
                cells[i] -> aces top 1
            end
            i = i + 1
        end
        do count
    end
    turn start
        if ordered == 48 start
            winneris currentPlayer
        end
        pickone start
            ; refused to: a gap takes the next card up in suit, or a two at the left
            pick cells -> cells top 1
                where from{from.size > 0},
                to{(to.size == 0) && (((to.left < 0) && (moving.bottom.v == 2))
                    || ((to.left >= 0) && ((cells[to.left]).size > 0)
                    && ((cells[to.left]).top.suit == moving.bottom.suit)
                    && ((cells[to.left]).top.v + 1 == moving.bottom.v)))} then
                do count
            pick deck -> deck top 0 then     ; twice at most (`redeals 2`)
                int j = 0
                while j < 52 start
                    if (j % 13 >= cells[j - j % 13].run) && (cells[j].size > 0) start
                        cells[j] -> deck top 1
                    end
                    j = j + 1
                end
                shuffle deck
                j = 0
                while j < 52 start
                    if (j % 13 > cells[j - j % 13].run) start
                        deck -> cells[j] top 1
                    end
                    j = j + 1
                end
                do count
        end
    end
end
