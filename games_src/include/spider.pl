; Spider's rules (PySolFC's Spider), shared by spider.pl and its variants.
; A game that `#use`s this file brings in the deck first, with its suits:
;   #use "deck" 2 suits 2      ; 104 cards: two packs, of spades and hearts
    table 10 6
    pile deck start
        at 0 0  facing down  empty cross
    end
    stacklist foundations[8] start
        at 2 0  build "KDS"  group "NY"  maxlength 13  empty circle
    end
    stacklist tableau[10] start
        at 0 1.3  fan down  facing keep  autoflip
        build "YDY"  group "YY"  autotarget "YN"
    end
    int tableau.run = 0    ; how many top cards are face up, in sequence and of one suit
    shuffle deck
    setup start
        int i = 0
        while i < 10 start
            int n = 5
            if i < 4 start
                n = 6
            end
            deck -> tableau[i] top n       ; face down: the top card turns up by itself
            i = i + 1
        end
    end
    turn start
        int empty = 0
        int i = 0
        while i < 10 start
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
