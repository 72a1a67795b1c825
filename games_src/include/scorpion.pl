; Scorpion's rules, shared by scorpion.pl and its variant wasp.pl. A game
; that `#use`s this file declares first how many columns get three cards
; face down, then its columns, with their build rule and `group "FY"` (any
; face-up card moves with what lies on it, whatever their order):
;   int hidden = 4
;   stacklist tableau[7] start
;       at 0 0  fan down  facing keep  autoflip
;       build "KDS"  group "FY"  autotarget "YN"
;   end
    #use "deck"
    table 8.4 5
    pile deck start
        at 7.3 3.9  empty cross     ; the stock: three cards left after the deal
    end
    stacklist foundations[4] start
        at 7.3 0  step 0 0.95  maxlength 13  empty outline     ; whole suits only
    end
    int tableau.down = 0    ; the face-down cards at the bottom of a column
    shuffle deck
    setup start
        ; seven rows of seven: in the first three rows, the first `hidden`
        ; columns get their card face down
        int r = 0
        while r < 7 start
            int c = 0
            while c < 7 start
                if (r >= 3) || (c >= hidden) start
                    turnup deck top 1
                else
                    tableau[c].down = r + 1
                end
                deck -> tableau[c] top 1
                c = c + 1
            end
            r = r + 1
        end
    end
    turn start
        ; a whole suit, from the king down to the ace at the top of a
        ; column, goes home by itself, onto the first empty foundation
        int i = 0
        while i < 7 start
            if tableau[i].down >= tableau[i].size start
                tableau[i].down = tableau[i].size - 1   ; its top card turns up (autoflip)
                if tableau[i].down < 0 start
                    tableau[i].down = 0
                end
            end
            int k = 1
            bool going = tableau[i].size - tableau[i].down >= 13
            while going && (k < 13) start
                if ((tableau[i].top - k).suit == tableau[i].top.suit) && ((tableau[i].top - k).v == (tableau[i].top - (k - 1)).v + 1) start
                    k = k + 1
                else
                    going = false
                end
            end
            if going start
                int f = 0
                while foundations[f].size > 0 start
                    f = f + 1
                end
                tableau[i] /> foundations[f] top 13
            end
            i = i + 1
        end
        pickone start
            ; a card that heads its column already stays there
            ; refused to: a card at the bottom of a column stays there
            pick tableau /> tableau build where to{(to.size > 0) || (moving.size < from.size)} then
            ; the stock: one card face up on each of the first three columns
            pick deck -> deck top 0 where from{from.size > 0} then
                turnup deck all
                i = 0
                while i < 3 start
                    deck -> tableau[i] top 1
                    i = i + 1
                end
        end
    end
