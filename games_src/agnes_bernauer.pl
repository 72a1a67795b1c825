; Agnes Bernauer (PySolFC's rules; a Klondike with seven reserves).
;
; Seven columns of 1 to 7 cards, all face up, then one card face up on
; each of seven reserves; the next card goes to the first foundation and
; fixes the rank every foundation starts with. The other 16 cards form the
; stock.
;
; Build the foundations up in suit from that rank, going round from the
; king to the ace, until each holds 13 cards. Build the columns down in
; alternate colours, going round from the ace to the king (a black king on
; a red ace). Any run in sequence, or a column's top card, may move onto
; another column. An empty column takes only a card one rank below the
; foundations' first card (a king when they start with the ace), with what
; lies on it; a card at the bottom of a column stays there.
;
; The top card of each reserve may go to a foundation or a column; nothing
; goes onto a reserve. Click the stock to deal a card onto each reserve (the
; last time, onto the first two).
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Agnes_Bernauer start
    #use "deck"
    table 9.4 5
    pile deck start
        at 0 0  empty cross
    end
    stacklist reserves[7] start
        at 1 0  fan over  facing up  autotarget "YN"  empty outline
    end
    stacklist foundations[4] start
        at 8.3 0  step 0 1  build "XUS"  wrap  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 1 1.3  fan down  facing up
        build "YDA"  wrap  group "YY"  autotarget "YN"
    end
    int below = 0       ; the rank that fills an empty column: one below the foundations' base
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)
            i = i + 1
        end
        i = 0
        while i < 7 start
            deck -> reserves[i] top 1
            i = i + 1
        end
        turnup deck top 1
        deck -> foundations[0] top 1
        below = foundations[0].bottom.v - 1
        if below == 0 start
            below = 13
        end
    end
    turn start
        pickone start
            pick tableau, reserves /> foundations build then
            ; refused to: an empty column takes only the rank below the foundations' base
            pick reserves /> tableau build where to{(to.size > 0) || (moving.bottom.v == below)} then
            ; refused to: an empty column takes only the rank below the base, no whole column
            pick tableau /> tableau build
                where to{(to.size > 0) || ((moving.bottom.v == below) && (moving.size < from.size))} then
            pick deck -> deck top 0 where from{from.size > 0} then
                int i = 0
                while (i < 7) && (deck.size > 0) start
                    deck -> reserves[i] top 1
                    i = i + 1
                end
        end
    end
end
