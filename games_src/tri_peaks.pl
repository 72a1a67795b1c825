; Tri Peaks, as PySolFC plays it.
; Twenty-eight cards form three peaks of four overlapping rows: the ten
; cards of the bottom row lie face up, the others face down. One card
; starts the waste (below the peaks, beside the stock of 23).
; Move any face-up peak card onto the waste when it is one rank above or
; below the waste's top card, whatever its suit. Ranks go round (PySolFC's
; choice): a king goes on an ace or a queen, an ace on a king or a two. A
; face-down card turns up when both cards covering it are gone. Click the stock to turn its next card onto the waste; the stock is
; gone through once.
; The game is won when the three peaks are cleared, and lost when the
; stock is empty and no peak card fits. The score is the number of peak
; cards cleared.
game Tri_Peaks start
    #use "deck"
    table 10 4.6
    stacklist peaks[28] start
        int left = -1       ; the pile covering this one's left half; the next covers its right
        at 1.5 0, 4.5 0, 7.5 0,
           1 0.5, 2 0.5, 4 0.5, 5 0.5, 7 0.5, 8 0.5,
           0.5 1, 1.5 1, 2.5 1, 3.5 1, 4.5 1, 5.5 1, 6.5 1, 7.5 1, 8.5 1,
           0 1.5, 1 1.5, 2 1.5, 3 1.5, 4 1.5, 5 1.5, 6 1.5, 7 1.5, 8 1.5, 9 1.5
        facing keep build "NNN" autotarget "YN" empty none
    end
    pile deck start
        at 3 3.2 facing down empty cross
    end
    visiblestack waste start
        at 5 3.2 build "NBY" wrap autotarget "NY" empty none
    end
    int removed = 0
    score removed
    shuffle deck
    setup start
        int p = 0
        while p < 3 start
            peaks[p].left = 3 + 2 * p
            peaks[3 + 2 * p].left = 9 + 3 * p
            peaks[4 + 2 * p].left = 10 + 3 * p
            p = p + 1
        end
        int k = 9
        while k < 18 start
            peaks[k].left = k + 9
            k = k + 1
        end
        deck -> every peaks top 1
        k = 18
        while k < 28 start
            turnup peaks[k]
            k = k + 1
        end
        deck -> waste top 1
    end
    turn start
        ; a face-down card turns up once both cards covering it are gone
        int k = 0
        while k < 18 start
            if peaks[k].size > 0 start
                if ((peaks[peaks[k].left]).size == 0) && ((peaks[peaks[k].left + 1]).size == 0) start
                    turnup peaks[k]
                end
            end
            k = k + 1
        end
        if removed == 28 start
            winneris currentPlayer
        end
        pickone start
            pick peaks -> waste build then
                removed = removed + 1
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> waste top 1
        end
    end
end
