; Osmosis, as PySolFC plays it.
; Four reserves of four cards each, the top card face up and the others face
; down; one card starts the foundation of its suit; the other 35 form the
; stock, and its first card is turned onto the waste.
;
; Each foundation holds one suit (hearts, diamonds, clubs, spades, top to
; bottom), in any order of ranks, but the foundations follow one another:
; a foundation with fewer cards than the fullest one takes only the rank
; that lies at that place in the fullest one (the first fullest, from the
; top). So the first card of every foundation is the rank of the card that
; started the game. The fullest foundation takes any card of its suit.
;
; Play the top card of a reserve, or of the waste, to a foundation. A
; reserve's next card turns up when its top card leaves. Click the stock to
; turn one card onto the waste; when the stock is empty, click it to turn
; the waste over, as often as you like.
;
; The game is won when all 52 cards are on the foundations, and lost when
; the stock and the waste are empty and no reserve card can be played. The
; score is the cards on the foundations.
game Osmosis start
    #use "deck"
    table 9 5
    stacklist reserves[4] start
        at 0 0 step 0 1.25  fan right  facing keep  autoflip  empty outline
    end
    stacklist foundations[4] start
        int holds = 0       ; the suit this foundation holds
        at 2.4 0 step 0 1.25  fan right  maxlength 13  autotarget "NY"  empty outline
    end
    pile deck start at 8 0 facing down empty circle end
    visiblestack waste start at 8 1.25 autotarget "YN" end
    int most = 0    ; cards on the fullest foundation
    int lead = 0    ; the first fullest foundation
    shuffle deck

    ; find the first fullest foundation
    phase fullest start
        most = -1
        int i = 0
        while i < 4 start
            if foundations[i].size > most start
                most = foundations[i].size
                lead = i
            end
            i = i + 1
        end
    end

    setup start
        int i = 0
        while i < 4 start
            foundations[i].holds = i + 1
            i = i + 1
        end
        deck -> foundations[deck.top.suit - 1] top 1
        turnup foundations all
        i = 0
        while i < 4 start
            deck -> every reserves top 1
            i = i + 1
        end
        turnup reserves
        deck -> waste top 1
    end
    turn start
        do fullest
        pickone start
            ; refused to: {to} takes its suit, in the fullest foundation's order
            pick reserves, waste -> foundations top 1
                where from{from.size > 0},
                to{(moving.bottom.suit == to.holds) && ((to.size >= most)
                    || (((foundations[lead]).bottom + to.size).v == moving.bottom.v))} then
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (waste.size > 0)} then
                waste -> deck top all           ; turn the waste over: its first card is on top
        end
    end
end
