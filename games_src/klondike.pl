; Klondike, turning the stock three cards at a time.
;
; Seven columns of 1 to 7 cards, the top card of each face up. Build the
; columns down in alternate colours (a red six on a black seven). Move any
; face-up card together with the cards on it; when a face-down card is
; uncovered it turns up. Only a king, with what is on it, may fill an empty
; column (a king that already lies at the bottom of a column stays there).
; Build the four foundations up in suit from the ace to the king, from the
; waste or the columns.
;
; Click the stock to turn three cards onto the waste; only the top waste card
; can be played. When the stock is empty, click its empty place to turn the
; waste over and go through it again, as often as you like: a card skipped in
; one pass may still be played in the next.
;
; The game is lost when no move is left (the stock and the waste are empty
; and no card can move); you win with all 52 cards on the foundations.
; The score is the cards on the foundations.
game Klondike start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty circle
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing keep  autoflip
        build "KDA"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)      ; face down: the tableau keeps their face
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            pick tableau, waste /> tableau build
                where to{(to.size > 0) || (from == waste) || (moving.size < from.size)} then
            pick deck -> waste top 3 where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (waste.size > 0)} then
                waste -> deck top all           ; turn the waste over: its first card is on top
        end
    end
end
