; Spiderette (PySolFC's rules): Spider with one pack, laid out as Klondike.
;
; One pack, 52 cards. Seven columns of one to seven cards; the top card of
; each is face up. The other 24 cards are the stock.
;
; Build the columns down, whatever the suit (a six on any seven). A run of
; cards in sequence and all of one suit moves as a unit; cards of mixed
; suits move one at a time. Any card or such run may fill an empty column.
; A face-down card that is uncovered turns up.
;
; Click the stock to deal a row of seven cards, one face up on each column
; (the last deal has three cards, for the first three columns); as in
; Spider, you may do so only when no column is empty.
; A whole suit in sequence, from the king down to the ace, may go to a
; foundation (drag the king there). The game is won when all four suits
; are on the foundations, and lost when no move is left. The score is the
; cards on the foundations.
game Spiderette start
    #use "deck"
    table 7 5.5
    pile deck start
        at 0 0  facing down  empty cross
    end
    stacklist foundations[4] start
        at 3 0  build "KDS"  group "NY"  maxlength 13  empty circle
    end
    stacklist tableau[7] start
        at 0 1.3  fan down  facing keep  autoflip
        build "YDY"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top (i + 1)      ; face down: the top card turns up by itself
            i = i + 1
        end
    end
    int width = 7
    #use "include/spider_turn.pl"
end
