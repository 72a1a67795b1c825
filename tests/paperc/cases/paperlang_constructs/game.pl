; A game that uses most of Paperlang, for the code generator's golden test.
; It is not meant to be fun.
game constructs start
    #use "deck"
    card Unit start
        int power
        int cost = 1
    end
    card Knight Unit start power = 4 end
    card Archer Unit start
        power = 2
        cost = 2
    end
    hiddenstack stock
    visiblestack waste start
        int timesEmptied = 0
    end
    visiblestack graveyard
    visiblestack hand
    stacklist cols[7] start
        bool locked = false
    end
    stackgrid floor[3 3]
    players 2
    int draws = 0
    bool over = false
    random Unit ->_ stock 10
    place Knight -> every floor 1
    deck -> stock top all
    shuffle stock

    phase refill start
        int k = 0
        while (k < 3) && (stock.size > 0) start
            stock -> waste top 1
            k = k + 1
        end
    end

    phase ask start
        buttons start
            button "draw" then
                do refill
            button "pass" then
        end
    end

    onmoved Knight start
        if to == graveyard start
            graveyard -> waste top all
        end
    end

    premove Unit start
        this.cost = this.cost + 1
    end

    setup start
        stock -> every cols top 1
    end

    turn start
        pickone start
            pick stock -> waste top 1 where from{from.size > 0} then
                draws = draws + 1
            pick waste -> cols top 1 where from{from.size > 0}, to{(to.size == 0) || (((to.top.v - 1) == from.top.v) && (to.top.suit != from.top.suit))} then
            pick cols /> cols[:1:-1] top all where from{from.size > 0} then
            pick stock -> stock top 0 where from{from.size == 0} then
                waste -> stock top all
                waste.timesEmptied = waste.timesEmptied + 1
            pick choose hand /> graveyard then
        end
        do ask
        auto waste -> floor{col 0 {|[]}} top 1
        if (waste{v} > 100) || ((cols[0]).locked) start
            auto waste -> cols{locked} top 1
            looseris currentPlayer
        elseif waste{sq 3 v (l.v + 1) == n.v}.size == 3 then
            waste{sq 3 v (l.v + 1) == n.v} -> graveyard top all
        else
            flip graveyard
            hide waste
            show waste
        end
        foreachplayer p start
            if (p == currentPlayer) && (draws > 50) start
                winneris p
            end
        end
    end
end
