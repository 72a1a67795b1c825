game g start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    int passes = 0
    turn start
        int left = 5
        pickone start
            ; refused from: {left|card} left, after {pases|pass}
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
