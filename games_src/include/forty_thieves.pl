; Forty Thieves' rules (PySolFC's Forty Thieves), shared by forty_thieves.pl
; and its variants (Josephine, Lucas, Limited, Maria). A game that `#use`s
; this file first brings in two packs and declares its table and columns:
;   #use "deck" 2
;   table 10.6 6
;   int dealt = 4          ; cards dealt face up to each column
;   bool acesout = false   ; true: the eight aces start on the foundations
;   stacklist tableau[10] start
;       at 0.3 1.3  fan down  build "YDS"  autotarget "YN"    ; add group "YY" for runs
;   end
;   #use "include/forty_thieves_top.pl"    ; the stock, waste and foundations,
;                                          ; or the game's own, placed for a wider table
; The stock is `deck`, the waste `waste`, the foundations `foundations[8]`.
    shuffle deck
    setup start
        if acesout start
            int aces = 0
            while deck.size > 0 start
                if deck.top.v == 1 start
                    deck -> foundations[aces] top 1
                    aces = aces + 1
                else
                    deck -> waste top 1
                end
            end
            waste -> deck top all
        end
        int i = 0
        while i < dealt start
            deck -> every tableau top 1      ; a row at a time, face up
            i = i + 1
        end
    end
    turn start
        pickone start
            pick tableau, waste -> foundations build then
            pick tableau, waste -> tableau build then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
