; Superior Canfield (PySolFC's rules: Canfield with the reserve face up and
; spaces that are not filled by themselves).
;
; Thirteen cards lie face up in the reserve, fanned so that all can be
; seen; only its top card can be played. The next card goes to a
; foundation and sets the base: the four foundations are built up in suit
; from cards of that rank, ranks going round (a king is followed by an ace)
; up to the card below the base. Four columns start with one card each and
; are built down in alternate colours, ranks going round too (a red king on
; a black ace). A column's top card or the whole column may move. Any card
; (or a whole column) may fill an empty column, whenever the player likes:
; unlike Canfield, a space is not filled from the reserve by itself.
;
; Click the stock to turn three cards onto the waste (the first three are
; turned at the deal); the top waste card can be played. When the stock is
; empty, click its place to turn the waste over and go through it again.
; Paper's choice (PySolFC lets you go round for ever): the waste is turned
; over only after a pass that played a card from the waste or the reserve,
; or to a foundation; a pass that plays nothing would be the same again.
; A card on a foundation stays there, as in PySolFC.
;
; The game is lost when no move is left; you win with all 52 cards on the
; foundations. The score is the cards on the foundations.
game Superior_Canfield start
    #use "deck"
    table 7.4 5.4
    pile deck start at 0 0 fan over empty circle end
    visiblestack waste start at 1.1 0 fan right autotarget "YN" empty outline end
    visiblestack reserve start at 0 1.3 fan down autotarget "YN" empty outline end
    stacklist foundations[4] start
        at 3.2 0 build "XUS" wrap maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[4] start
        at 3.2 1.3 fan down build "YDA" wrap group "YY" autotarget "YN" empty outline
    end
    int left = 200      ; stock, waste and reserve cards, plus cards not home, at the last turn-over
    shuffle deck
    setup start
        deck -> reserve top 13
        deck -> foundations[0] top 1
        deck -> every tableau top 1
        deck -> waste top 3
    end
    turn start
        int now = deck.size + waste.size + reserve.size + 52
        now = now - foundations[0].size - foundations[1].size - foundations[2].size
        now = now - foundations[3].size
        pickone start
            pick reserve, waste, tableau -> foundations build then
            pick reserve, waste -> tableau build then
            ; refused to: only a column's top card or the whole column may move
            pick tableau -> tableau build
                where to{(moving.size == 1) || (moving.size == from.size)} then
            pick deck -> waste top 3 where from{from.size > 0} then
            ; refused from: the waste is turned over only after a pass that played a card
            pick deck -> deck top 0
                where from{(from.size == 0) && (waste.size > 0) && (now < left)} then
                left = now
                waste -> deck top all           ; turn the waste over: its first card is on top
        end
    end
end
