; Thumb and Pouch (PySolFC's rules: Klondike's family, one pass).
;
; Seven columns of 1 to 7 cards, the top card of each face up; the other 24
; cards form the stock. Build the columns down in any suit but the card's
; own (a six of hearts on a seven of clubs, diamonds or spades, never on
; the seven of hearts). Move any face-up run in sequence together; when a
; face-down card is uncovered it turns up. Any card, or run, may fill an
; empty column. Build the four foundations up in suit from the ace to the
; king, from the waste or the columns; a card on a foundation stays there
; (Paper's choice, as in Westcliff).
;
; Click the stock to turn one card onto the waste; the top waste card can be
; played. The stock is gone through once: there is no redeal. (Klondike's
; shared rules in include/klondike.pl redeal without end and ask for a
; king in a space, so this game has its own source.)
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Thumb_and_Pouch start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  empty cross
    end
    visiblestack waste start
        at 1 0  fan right  autotarget "YN"
    end
    stacklist foundations[4] start
        at 3 0  build "AUSK"  maxlength 13  autotarget "NY"  empty outline
    end
    stacklist tableau[7] start
        at 0 1.25  fan down  facing keep  autoflip
        build "YDY"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)      ; face down: autoflip turns the top card up
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            ; refused to: {to} is built down in any suit but the card's own
            pick tableau, waste /> tableau build
                where to{(to.size == 0) || (to.top.suit != moving.bottom.suit)} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
