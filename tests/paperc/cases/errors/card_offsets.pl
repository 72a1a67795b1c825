game offsets start
    #use "deck"
    visiblestack pile
    card chip start end
    setup start
        if (pile.top - 1 - 1) == aceH start
            deck -> pile top 1
        end
    end
    onmoved aceH start
        if (this - 1) == aceH || (this + 2).v == 1 start
            deck -> pile top 1
        end
    end
    turn start
        pickone start
            pick deck -> pile top 1 then
        end
    end
end
