; Clock, as Aisleriot plays it.
; Thirteen piles of four cards, face down: twelve round a clock, one for
; each hour (the aces at one o'clock ... the jacks at eleven, the queens at
; twelve), and the kings' pile in the centre. The kings' pile's top card
; starts face up.
; Move the face-up card to the pile of its rank: it goes face up under that
; pile, and that pile's top card turns up; move that one in turn, and so on.
; No other card may move.
; The game is won when every card lies face up under the pile of its rank,
; and lost when the fourth king goes under the centre pile while face-down
; cards are left.
game Clock start
    #use "deck"
    table 7.6 5.8
    pile deck start at 0 0 empty none end    ; the pack, empty once dealt
    stacklist piles[13] start
        at 5.05 0.56, 6.11 1.27, 6.5 2.25, 6.11 3.22, 5.05 3.94, 3.6 4.2,
           2.15 3.94, 1.09 3.23, 0.7 2.25, 1.09 1.27, 2.15 0.56, 3.6 0.3,
           3.6 2.25
        facing keep empty outline
    end
    int piles.placed = 0    ; the face-up cards put under this pile
    int live = 12           ; the pile whose top card is the face-up one to move
    int home = 0            ; cards placed under their piles
    shuffle deck
    setup start
        int i = 0
        while i < 13 start
            deck -> piles[i] top 4      ; face down: the piles keep their face
            i = i + 1
        end
        turnup piles[12] top 1
    end
    turn start
        pickone start
            ; refused from: only the face-up card of the pile being played can move
            ; refused to: a card goes under the pile of its own rank (aces at one o'clock)
            pick piles ->_ piles top 1
                where from{(from.size > 0) && (from == piles[live]) && (from.size > from.placed)},
                to{to == piles[from.top.v - 1]} then
                to.placed = to.placed + 1
                home = home + 1
                live = to.bottom.v - 1
                if to.size > to.placed start
                    turnup to top 1
                end
        end
        if home == 52 start
            winneris currentPlayer
        end
    end
end
