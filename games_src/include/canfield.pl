; Canfield's rules, shared by canfield.pl and its variants. A game that
; `#use`s this file declares first:
;   int draw = 3          ; cards turned from the main stock at a click
    #use "deck"
    table 7.4 5
    pile deck start at 0 0 fan over end
    visiblestack waste start at 1.1 0 fan over empty outline autotarget "YN" end
    hiddenstack reserve start at 0 1.3 fan over end
    visiblestack rwaste start at 1.1 1.3 fan over empty outline autotarget "YN" end
    stacklist foundations[4] start
        at 3.2 0 build "AUSK" maxlength 13 autotarget "NY" empty circle
    end
    stacklist tableau[4] start
        at 3.2 1.3 fan down build "YDA" group "YY" autotarget "YN"
    end
    bool blocked = false
    shuffle deck

    ; may a card of rank `cv` and suit `cs` be played somewhere? (sets
    ; `fits`) `src` says where it lies: 1 the main waste, 2 the holding
    ; stock's waste, 3 a column
    phase judge start
        int f = 0
        while f < 4 start
            if foundations[f].size == 0 start
                if cv == 1 start
                    fits = true
                end
            elseif (foundations[f].top.suit == cs) && (foundations[f].top.v + 1 == cv) then
                fits = true
            end
            if src == 3 start
                ; a column's top card goes on no other column (only whole columns move)
            elseif tableau[f].size == 0 then
                if (reserve.size + rwaste.size) > 0 start
                    if src == 2 start
                        fits = true
                    end
                elseif (src == 1) && (cv == 13) then
                    fits = true
                end
            elseif tableau[f].top.v == cv + 1 then
                if (tableau[f].top.suit < 3) != (cs < 3) start
                    fits = true
                end
            end
            f = f + 1
        end
    end

    ; with the main stock turned through: can any card still be played? The
    ; next round shows every `draw`th card of the waste, and its last card.
    phase stuck start
        bool fits = false
        int cv = 0
        int cs = 0
        src = 1
        int i = draw - 1
        while (i < waste.size) || (i == waste.size + 1) start
            if i < waste.size start
                cv = (waste.bottom + i).v
                cs = (waste.bottom + i).suit
            else
                cv = waste.top.v
                cs = waste.top.suit
            end
            do judge
            i = i + draw
        end
        if waste.size > 0 start
            cv = waste.top.v
            cs = waste.top.suit
            do judge
        end
        src = 2
        if rwaste.size > 0 start
            cv = rwaste.top.v
            cs = rwaste.top.suit
            do judge
        end
        int t = 0
        while t < 4 start
            src = 3
            if tableau[t].size > 0 start
                ; its top card to a foundation, or the whole column onto another
                cv = tableau[t].top.v
                cs = tableau[t].top.suit
                do judge
                cv = tableau[t].bottom.v
                cs = tableau[t].bottom.suit
                int o = 0
                while o < 4 start
                    if (o != t) && (tableau[o].size > 0) start
                        if (tableau[o].top.v == cv + 1) && ((tableau[o].top.suit < 3) != (cs < 3)) start
                            fits = true
                        end
                    end
                    o = o + 1
                end
            end
            t = t + 1
        end
        blocked = !fits
    end

    setup start
        deck -> reserve top 13
        int i = 0
        while i < 4 start
            deck -> tableau[i] top 1
            i = i + 1
        end
    end
    turn start
        int home = foundations[0].size + foundations[1].size + foundations[2].size + foundations[3].size
        if (deck.size == 0) && (reserve.size == 0) && (home < 52) start
            int src = 0
            do stuck
            if blocked start
                looseris currentPlayer
            end
        end
        pickone start
            pick reserve -> rwaste top 1 where from{from.size > 0} then
            pick deck -> waste top draw where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (waste.size > 0)} then
                waste -> deck top all
            pick rwaste, waste, tableau -> foundations build then
            pick rwaste -> tableau build then
            pick waste -> tableau build
                where to{(to.size > 0) || ((reserve.size + rwaste.size == 0) && (moving.bottom.v == 13))} then
            pick tableau -> tableau build where to{(to.size > 0) && (moving.size == from.size)} then
        end
    end
