game waiting start
    #use "deck"
    visiblestack pile
    stacklist row[2]
    phase ask start
        pickone start
            pick deck -> pile top 1 then
        end
    end
    phase quiet start
        deck -> pile top 1
    end
    onmoved aceH start
        if pile.size > 0 start
            pickone start
                pick deck -> pile top 1 then
            end
        end
        do quiet
    end
    premove kingS start
        do ask
    end
    onmoved queenS start
        deck -> row top 1
    end
    onmoved jackS start
        buttons start
            button "x" then
        end
    end
    do ask
    pile -> row top 1
    setup start
        do ask
    end
    turn start
        do ask
    end
end
