; Betsy Ross (PySolFC's rules: Calculation's family, with a stock gone
; through three times and no waste piles of the player's own).
;
; The deal takes an ace, a two, a three and a four out of the pack and lays
; them in the top row: they only show the step of the foundation below
; each and never move. Below them a two, a four, a six and an eight start
; the four foundations, built regardless of suit up to the king: the first
; by ones (2 3 4 ... K), the second by twos (4 6 8 10 Q A 3 5 7 9 J K),
; the third by threes (6 9 Q 2 5 8 J A 4 7 10 K), the fourth by fours
; (8 Q 3 7 J 2 6 10 A 5 9 K). Each foundation ends at the king, with
; twelve cards.
;
; Click the stock to turn one card onto the waste (the first is turned at
; the deal); the top waste card may go onto a foundation. When the stock is
; empty, click its place to turn the waste over: the stock is gone through
; three times in all.
;
; The game is lost when no move is left; you win with all 48 cards that
; were not guides on the foundations. The score is the cards out of the
; stock and the waste.
game Betsy_Ross start
    #use "deck"
    table 5.6 2.6
    pile deck start at 0 0 empty circle end
    visiblestack waste start at 0 1.3 autotarget "YN" empty outline end
    stacklist guides[4] start
        at 1.5 0 empty none
    end
    stacklist foundations[4] start
        int step = 1
        at 1.5 1.3 maxlength 12 autotarget "NY"
    end
    foundations[1].step = 2
    foundations[2].step = 3
    foundations[3].step = 4
    int passes = 1          ; times through the stock, this one included
    score 52 - deck.size - waste.size
    shuffle deck
    setup start
        int i = 0
        while i < 4 start
            ; the first card of each rank in the shuffled pack
            deck{v == i + 1} -> guides[i] top 1
            i = i + 1
        end
        i = 0
        while i < 4 start
            deck{v == 2 * i + 2} -> foundations[i] top 1
            i = i + 1
        end
        deck -> waste top 1
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            ; refused to: {to} goes up by its step, as its guide card shows
            pick waste -> foundations top 1 where from{from.size > 0},
                to{from.top.v == ((to.top.v + to.step - 1) % 13) + 1} then
            ; refused from: the stock is gone through three times only
            pick deck -> deck top 0
                where from{(from.size == 0) && (waste.size > 0) && (passes < 3)} then
                passes = passes + 1
                waste -> deck top all           ; turn the waste over: its first card is on top
        end
    end
end
