game g start
    #use "deck"
    visiblestack waste
    turn start
        pickone start
            ; refused: {from|card} cannot go to {to}
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
