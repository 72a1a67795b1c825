; Bristol, as PySolFC plays it.
; Eight columns of three cards, face up; when the deal puts a king in a
; column, it goes to the bottom of that column. Then one card goes to each
; of three reserves; the other 25 cards are the stock.
; Build the four foundations up from the ace to the king regardless of
; suit (a two of any suit on an ace).
; The columns are built down regardless of suit, one card at a time. An
; empty column stays empty: nothing may fill it.
; The top card of each reserve may go to a foundation or a column; nothing
; may be put on a reserve by hand. Click the stock to deal one card onto
; each reserve (the last card goes to the first reserve alone). There is no
; redeal.
; The game is won when all 52 cards are on the foundations, and lost when
; no move is left.
game Bristol start
    #use "deck"
    table 8 5.2
    pile deck start at 0 0 end
    visiblestack hold start at 0 0 empty none end      ; the deal sorts kings down here
    visiblestack rest start at 0 0 empty none end      ; ... and the other cards here
    stacklist reserves[3] start
        at 1.3 0 fan over build "NNN" autotarget "YN" empty outline
    end
    stacklist foundations[4] start
        at 4 0 build "AUYK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[8] start
        at 0 1.3 fan down build "NDY" autotarget "YN" empty outline
    end
    shuffle deck
    setup start
        int i = 0
        while i < 8 start
            deck -> hold top 3
            int k = 0
            while k < 3 start
                if hold.top.v == 13 start
                    hold -> tableau[i] top 1
                else
                    hold -> rest top 1
                end
                k = k + 1
            end
            rest -> tableau[i] top all
            i = i + 1
        end
        i = 0
        while i < 3 start
            deck -> reserves[i] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau, reserves -> foundations build then
            pick tableau, reserves -> tableau build then
            pick deck -> deck top 0 where from{from.size > 0} then
                int r = 0
                while (r < 3) && (deck.size > 0) start
                    deck -> reserves[r] top 1
                    r = r + 1
                end
        end
    end
end
