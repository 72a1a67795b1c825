; Locals hiding game variables a card hook reads: the hook reads the
; innermost declaration of whoever runs it, so the state keeps a place
; per name and depth (the places' order must not depend on the process).
game Hidden start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int landed = 0
    int reds = 0
    int high = 0
    int count = 0
    onmoved number start
        landed = landed + 1
        reds = reds + 2
        high = high + 3
    end
    shuffle deck
    setup start
        deck -> every piles top 2
    end
    turn start
        int landed = 10
        int reds = 20
        int high = 30
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick waste -> piles top 1 where from{from.size > 0} then
        end
        count = count + landed + reds + high
    end
    score ((landed * 1000 + reds) * 1000 + high) * 100000 + count
end
