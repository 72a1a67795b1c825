; Cruel, as PySolFC plays it.
; The four aces start on the foundations; the other 48 cards lie face up
; in twelve piles of four. Build the foundations up in suit to the king.
; The piles are built down in suit (a six on the seven of its suit), one
; card at a time: a pile's top card. An empty pile stays empty until the
; next redeal.
; Redeal: click the stock to pick the piles up in order and deal them
; again, without shuffling, in piles of four from the first pile on: the
; cards keep their order, and only the piles' bounds move. There is no
; limit, but a redeal is offered only when it would change the piles (not
; when they already hold four cards each, from the first pile on).
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Cruel start
    #use "deck"
    table 11.6 4.4
    pile deck start at 0 0 empty cross end    ; the stock: click it to redeal
    stacklist foundations[4] start
        at 3.6 0 step 1.1 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[12] start
        at 0 1.4, 1.95 1.4, 3.9 1.4, 5.85 1.4, 7.8 1.4, 9.75 1.4,
           0 2.8, 1.95 2.8, 3.9 2.8, 5.85 2.8, 7.8 2.8, 9.75 2.8
        fan right build "NDS" autotarget "YN" empty outline
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
                deck -> tableau[i / 4] top 1
                i = i + 1
            end
        end
    end
    turn start
        ; would a redeal change the piles? Only if they are not already
        ; four cards each, from the first pile on
        int left = 0
        int i = 0
        while i < 12 start
            left = left + tableau[i].size
            i = i + 1
        end
        bool loose = false
        i = 0
        while i < 12 start
            int want = left - 4 * i
            if want > 4 start
                want = 4
            end
            if want < 0 start
                want = 0
            end
            if tableau[i].size != want start
                loose = true
            end
            i = i + 1
        end
        pickone start
            pick tableau -> foundations build then
            pick tableau -> tableau build then
            pick deck -> deck top 0 where from{loose} then
                ; the last pile first, card by card: the first pile's
                ; bottom card ends on top of the stock
                int t = 11
                while t >= 0 start
                    tableau[t] -> deck top all
                    t = t - 1
                end
                t = 0
                while deck.size > 0 start
                    if deck.size >= 4 start
                        deck -> tableau[t] top 4
                    else
                        deck -> tableau[t] top all
                    end
                    t = t + 1
                end
        end
    end
end
