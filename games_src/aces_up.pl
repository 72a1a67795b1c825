; Aces Up. Four columns start with one card each; the rest is the stock.
; Discard a column's top card when a higher card of the same suit tops
; another column (the ace is the highest card). The top card of a column
; of two or more cards may move into an empty column. Click the stock to
; deal one more card onto each column.
; The game is won when only the four aces are left, one to a column, and
; lost when the stock is out and nothing more can be discarded or moved.
game Aces_Up start
    #use "deck"
    table 6.6 5
    pile deck start at 0 0 fan over end
    stacklist cols[4] start
        bool beaten = false     ; a higher card of its top card's suit tops another column
        at 1.3 0 step 1.1 0 fan down
    end
    visiblestack discard start at 5.6 0 fan over maxlength 48 autotarget "NY" end
    shuffle deck
    setup start
        deck -> every cols top 1
    end
    turn start
        int i = 0
        while i < 4 start
            cols[i].beaten = false
            int j = 0
            while j < 4 start
                if (cols[i].size > 0) && (cols[j].size > 0) start
                    ; ranks counted from the two (0) to the ace (12)
                    if (cols[j].top.suit == cols[i].top.suit) &&
                        ((cols[j].top.v + 11) % 13 > (cols[i].top.v + 11) % 13) start
                        cols[i].beaten = true
                    end
                end
                j = j + 1
            end
            i = i + 1
        end
        pickone start
            pick cols -> discard top 1 where from{from.beaten} then
            ; a lone card gains nothing by moving to another empty column
            pick cols -> cols top 1 where from{from.size > 1}, to{to.size == 0} then
            pick deck -> every cols top 1 where from{from.size > 0} then
        end
    end
end
