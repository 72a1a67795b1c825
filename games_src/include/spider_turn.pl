; Spider's play (PySolFC's Spider), shared by the Spider games: include/spider.pl
; (ten columns, two packs) and Spiderette. A game that `#use`s this file has
; declared the `deck`, `stacklist foundations[...]`, `stacklist tableau[N]`
; and `int width = N`.
    int tableau.run = 0    ; how many top cards are face up, in sequence and of one suit
    turn start
        int empty = 0
        int i = 0
        while i < width start
            int k = 0
            if tableau[i].size == 0 start
                empty = empty + 1
            else
                k = 1
                bool going = true
                while going && (k < tableau[i].size) start
                    if ((tableau[i].top - k).suit == tableau[i].top.suit) && ((tableau[i].top - k).v == (tableau[i].top - (k - 1)).v + 1) start
                        k = k + 1
                    else
                        going = false
                    end
                end
            end
            tableau[i].run = k
            i = i + 1
        end
        pickone start
            ; refused to: only a whole suit, king down to ace, goes to a foundation
            pick tableau -> foundations build where to{(moving.size == 13) && (from.run >= 13)} then
            ; refused to: only a run of one suit moves together
            pick tableau -> tableau build where to{moving.size <= from.run} then
            ; refused from: a row is dealt only when no column is empty
            pick deck -> deck top 0 where from{(from.size > 0) && (empty == 0)} then
                deck -> every tableau top 1
        end
    end
