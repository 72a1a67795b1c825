; Spider's table and deal (PySolFC's Spider), shared by spider.pl and its
; variants; its play is spider_turn.pl's. A game that `#use`s this file
; brings in the deck first, with its suits:
;   #use "deck" 2 suits 2      ; 104 cards: two packs, of spades and hearts
    table 10 6
    pile deck start
        at 0 0  facing down  empty cross
    end
    stacklist foundations[8] start
        at 2 0  build "KDS"  group "NY"  maxlength 13  empty circle
    end
    stacklist tableau[10] start
        at 0 1.3  fan down  facing keep  autoflip
        build "YDY"  group "YY"  autotarget "YN"
    end
    shuffle deck
    setup start
        int i = 0
        while i < 10 start
            int n = 5
            if i < 4 start
                n = 6
            end
            deck -> tableau[i] top n       ; face down: the top card turns up by itself
            i = i + 1
        end
    end
    int width = 10
    #use "spider_turn.pl"
