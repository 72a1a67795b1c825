; Putt Putt (PySolFC's rules: its Relaxed Golf, also called Putt Putt, is
; Golf with ranks that go round). Seven columns of five cards, all face up,
; a stock of sixteen and one foundation, started with the first card of
; the stock.
;
; Play any uncovered column card to the foundation when it is one rank
; above or below the foundation's top card, whatever its suit (drag it
; there, or double-click it). Ranks go round: a king goes on a queen or an
; ace, an ace on a two or a king, and a king on the foundation takes a
; queen or an ace (Golf stops at the king). When no column card fits,
; click the stock to turn its next card onto the foundation.
;
; The game ends when the stock is empty and no column card fits. You win
; by moving all 52 cards to the foundation; the score is the cards on it.
; (Golf's source, golf.pl, is not shared through an include: the two differ
; in the foundation's build rule, and several tests copy golf.pl alone.)
game Putt_Putt start
    #use "deck"
    table 7 4.6
    pile deck start
        at 0 0  facing down  empty cross
    end
    visiblestack foundation start
        at 1.25 0  build "NBY"  wrap  maxlength 52  autotarget "NY"  empty none
    end
    stacklist columns[7] start
        at 0 1.3  fan down  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 5 start
            deck -> every columns top 1
            i = i + 1
        end
        deck -> foundation top 1
    end
    turn start
        pickone start
            pick columns -> foundation build then
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> foundation top 1
        end
    end
end
