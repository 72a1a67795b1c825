; Yukon's rules, shared by yukon.pl and its variants (Russian Solitaire,
; Alaska, Roslin). A game that `#use`s this file declares its columns first,
; with their build rule and `group "FY"` (any face-up card moves with what lies
; on it, whatever their order):
;   stacklist tableau[7] start
;       at 0 0  fan down  facing keep  autoflip
;       build "KDA"  group "FY"  autotarget "YN"
;   end
    #use "yukon_table.pl"
    setup start
        ; the first column one card; column i+1 holds i cards face down,
        ; then five face up
        deck -> tableau[0] top 1                ; it turns up by itself (autoflip)
        int i = 1
        while i < 7 start
            deck -> tableau[i] top i            ; face down: the columns keep their face
            turnup deck top 5
            deck -> tableau[i] top 5
            i = i + 1
        end
    end
    #use "yukon_moves.pl"
