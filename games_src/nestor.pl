; Nestor (PySolFC's rules: a pairing game of the Monte Carlo family).
;
; Forty-eight cards lie face up in eight columns of six; the last four
; cards lie face up one each in four reserve piles below them. No column
; is dealt two cards of one rank: while the next card would repeat a rank
; already in its column, the rest of the pack is shuffled again (PySolFC
; does the same with its own shuffle; so a deal here is not PySolFC's deal
; of the same number).
;
; Remove pairs of cards of the same rank, whatever their suits: drag the
; top card of a column or a reserve onto the top card of another column or
; reserve of the same rank, and both go to the discard pile. Spaces are not
; filled.
;
; The game is lost when no two top cards share a rank; you win by removing
; all 52 cards. The score is the cards removed.
game Nestor start
    #use "deck"
    table 8 4.7
    stacklist tableau[8] start
        at 0 0  fan down  autotarget "NN"  empty outline
    end
    stacklist reserves[4] start
        at 2 3.6  autotarget "NN"  empty outline
    end
    visiblestack discard start
        at 0 3.6  fan over  maxlength 52  empty outline
    end
    pile deck start at 7 3.6 empty none end    ; the pack, empty once dealt
    shuffle deck
    setup start
        int c = 0
        while c < 8 start
            int n = 0
            int tries = 0       ; a bound, for the rare pack that has too few ranks left
            while n < 6 start
                int r = deck.top.v
                if ((tableau[c]{v == r}).size > 0) && (tries < 200) start
                    shuffle deck
                    tries = tries + 1
                else
                    deck -> tableau[c] top 1
                    n = n + 1
                end
            end
            c = c + 1
        end
        deck -> every reserves top 1
    end
    turn start
        pickone start
            ; refused to: only two cards of the same rank make a pair
            pick tableau, reserves -> tableau, reserves top 1
                where from{from.size > 0},
                to{(to.size > 0) && (to != from) && (to.top.v == from.top.v)} then
                to -> discard top 2
        end
    end
end
