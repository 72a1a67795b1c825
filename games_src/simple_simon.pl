; Simple Simon, as Aisleriot plays it.
; All 52 cards lie face up in ten columns: three of eight cards, then
; seven, six, five, four, three, two and one.
; Build the columns down regardless of suit (a six on any seven). A run
; may move from column to column only when it is in sequence and all of
; one suit; any card or such run may fill an empty column.
; The four foundations take only a whole suit: a run from the king down to
; the ace, all of one suit, goes there at once.
; The game is won when the four suits are on the foundations, and lost
; when no move is left.
game Simple_Simon start
    #use "deck"
    table 10 5.4
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    stacklist foundations[4] start
        at 3 0 build "KDS" group "NY" maxlength 13 empty circle
    end
    stacklist tableau[10] start
        at 0 1.3 fan down build "YDY" group "YY" autotarget "YN"
    end
    int tableau.run = 0    ; how many top cards are in sequence and of one suit
    shuffle deck
    setup start
        int i = 0
        while i < 10 start
            int n = 10 - i      ; 8 8 8 7 6 5 4 3 2 1
            if i < 3 start
                n = 8
            end
            deck -> tableau[i] top n
            i = i + 1
        end
    end
    turn start
        int i = 0
        while i < 10 start
            int k = 0
            if tableau[i].size > 0 start
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
            pick tableau -> foundations build where to{(moving.size == 13) && (from.run >= 13)} then
            pick tableau -> tableau build where to{moving.size <= from.run} then
        end
    end
end
