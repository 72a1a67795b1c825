; Pyramid's rules, shared by pyramid.pl and pyramid_relaxed.pl. A game that
; `#use`s this file declares first:
;   bool relaxed = false  ; true: the game is won once the pyramid is cleared
    #use "deck"
    table 7.8 4
    stacklist pyramid[28] start
        int left = -1       ; the pile covering this one's left half; the next covers its right
        at 3.45 0,
           3.075 0.5, 3.825 0.5,
           2.7 1, 3.45 1, 4.2 1,
           2.325 1.5, 3.075 1.5, 3.825 1.5, 4.575 1.5,
           1.95 2, 2.7 2, 3.45 2, 4.2 2, 4.95 2,
           1.575 2.5, 2.325 2.5, 3.075 2.5, 3.825 2.5, 4.575 2.5, 5.325 2.5,
           1.2 3, 1.95 3, 2.7 3, 3.45 3, 4.2 3, 4.95 3, 5.7 3
        autotarget "YN"
    end
    pile deck start
        at 0 0  facing down  autoflip  autotarget "YN"  empty none
    end
    int deck.left = -1
    visiblestack waste start
        int left = -1
        at 0 1.2  autotarget "YN"
    end
    visiblestack foundation start
        at 6.8 0  maxlength 52  autotarget "NY"  empty outline
    end
    shuffle deck
    setup start
        int row = 0
        int k = 0
        while row < 6 start
            int i = 0
            while i <= row start
                pyramid[k].left = k + row + 1
                k = k + 1
                i = i + 1
            end
            row = row + 1
        end
        deck -> every pyramid top 1
    end
    turn start
        if relaxed start        ; Relaxed Pyramid: won once the pyramid is cleared
            int remaining = 0
            int p = 0
            while p < 28 start
                remaining = remaining + pyramid[p].size
                p = p + 1
            end
            if remaining == 0 start
                winneris currentPlayer
            end
        end
        pickone start
            ; refused from: only a king is removed alone, and only when no card covers it
            pick pyramid, deck, waste -> foundation top 1
                where from{(from.size > 0) && (from.top.v == 13) && ((from.left < 0)
                    || (((pyramid[from.left]).size == 0) && ((pyramid[from.left + 1]).size == 0)))} then
            ; refused from: {from} is covered: only a card no other card covers can be played
            ; refused to: pairs must total 13, and {to} must be free (or covered only by {from})
            pick pyramid, deck, waste -> pyramid, deck, waste top 1
                where from{(from.size > 0) && ((from.left < 0)
                    || (((pyramid[from.left]).size == 0) && ((pyramid[from.left + 1]).size == 0)))},
                to{(to.size > 0) && (to != from) && ((from.top.v + to.top.v) == 13)
                    && ((to.left < 0)
                    || (((pyramid[to.left]).size == 0) && ((pyramid[to.left + 1]).size == 0))
                    || (((pyramid[to.left]) == from) && ((pyramid[to.left + 1]).size == 0))
                    || (((pyramid[to.left + 1]) == from) && ((pyramid[to.left]).size == 0)))} then
                to -> foundation top 2
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> waste top 1     ; a click turns the stock; a drag onto the waste pairs
        end
    end
