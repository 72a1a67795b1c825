; Westcliff (PySolFC's rules: Klondike's family, ten columns, one pass).
;
; Ten columns of three cards, the top card of each face up; the other 22
; cards form the stock. Build the columns down in alternate colours (a red
; six on a black seven). Move any face-up run in sequence together; when a
; face-down card is uncovered it turns up. Any card, or run, may fill an
; empty column. Build the four foundations up in suit from the ace to the
; king, from the waste or the columns; a card on a foundation stays there.
;
; Click the stock to turn one card onto the waste; the top waste card can be
; played. The stock is gone through once: there is no redeal.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Westcliff start
    #use "deck"
    table 10 5
    pile deck start
        at 0 0  empty cross
    end
    visiblestack waste start
        at 1.1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 6 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[10] start
        at 0 1.25  fan down  facing keep  autoflip
        build "YDA"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 3 start
            deck -> every tableau top 1         ; face down: the tableau keeps their face
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            pick tableau, waste /> tableau build then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
