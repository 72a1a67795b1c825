; Australian Patience's rules, shared by australian_patience.pl and its
; variants (Canberra, Raw Prawn, Tasmanian Patience). A game that `#use`s
; this file declares first how many cards a click turns from the stock and
; how often the waste may be turned over (-1: as often as you like), and
; after it gives the columns their build rule and `group "FY"` (any face-up
; card moves with what lies on it, whatever their order):
;   int draw = 1
;   int redeals = 0
;   #use "include/australian.pl"
;   pile tableau start
;       at 0 1.25  fan down  facing up
;       build "KDS"  group "FY"  autotarget "YN"
;   end
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
    stacklist tableau[7]
    shuffle deck
    setup start
        int i = 0
        while i < 7 start
            deck -> tableau[i] top 4
            i = i + 1
        end
        deck -> waste top draw
    end
    turn start
        pickone start
            pick tableau, waste /> foundations build then
            ; a king that heads its column already stays there
            ; refused to: a card at the bottom of a column stays there
            pick tableau, waste /> tableau build
                where to{(to.size > 0) || (from == waste) || (moving.size < from.size)} then
            pick deck -> waste top draw where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (waste.size > 0) && (redeals != 0)} then
                waste -> deck top all           ; turn the waste over: its first card is on top
                if redeals > 0 start
                    redeals = redeals - 1
                end
        end
    end
