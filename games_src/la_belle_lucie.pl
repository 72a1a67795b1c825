; La Belle Lucie (the Fan), as PySolFC plays it.
; All 52 cards lie face up in eighteen fans: seventeen of three cards and
; one of a single card. Build the four foundations up in suit from the ace
; to the king.
; The fans are built down in suit (a six on the seven of its suit), one
; card at a time: a fan's top card. An empty fan stays empty: nothing may
; fill it.
; Redeals: twice in a game, click the stock to gather the cards of all the
; fans, shuffle them and deal them again in fans of three (the last fan
; takes what is left: one or two cards), from the first fan on.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left and both redeals are used.
game La_Belle_Lucie start
    #use "deck"
    table 12.6 5.6
    pile deck start at 0 0 empty cross end    ; the stock: click it to redeal
    stacklist foundations[4] start
        at 4.1 0 step 1.1 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[18] start
        at 0 1.4, 2.1 1.4, 4.2 1.4, 6.3 1.4, 8.4 1.4, 10.5 1.4,
           0 2.75, 2.1 2.75, 4.2 2.75, 6.3 2.75, 8.4 2.75, 10.5 2.75,
           0 4.1, 2.1 4.1, 4.2 4.1, 6.3 4.1, 8.4 4.1, 10.5 4.1
        fan right build "NDS" autotarget "YN" empty outline
    end
    int redeals = 0     ; redeals used, two at most
    shuffle deck

    ; deal the stock in fans of three, from the first fan on
    phase fans start
        int i = 0
        while deck.size > 0 start
            if deck.size >= 3 start
                deck -> tableau[i] top 3
            else
                deck -> tableau[i] top all
            end
            i = i + 1
        end
    end

    setup start
        do fans
    end
    turn start
        pickone start
            pick tableau -> foundations build then
            pick tableau -> tableau build then
            pick deck -> deck top 0 where from{redeals < 2} then
                redeals = redeals + 1
                int t = 0
                while t < 18 start
                    tableau[t] -> deck top all
                    t = t + 1
                end
                shuffle deck
                do fans
        end
    end
end
