; King Albert's rules, shared by king_albert.pl and raglan.pl (PySolFC's
; King Albert family). A game that `#use`s this file first declares its
; reserves, placed at the right of the table:
;   stacklist reserves[N] start at ... build "NNN" autotarget "YN" empty outline end
; and then deals the cards in its own setup.
    #use "deck"
    table 12.5 5.8
    pile deck start at 0 0 empty none end       ; all the cards are dealt
    stacklist foundations[4] start
        at 2.75 0 step 1.1 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[9] start
        at 0 1.3 step 1.1 0 fan down build "YDA" autotarget "YN" empty outline
    end
    shuffle deck
    turn start
        pickone start
            pick tableau, reserves -> foundations build then
            pick tableau, reserves -> tableau build then
        end
    end
