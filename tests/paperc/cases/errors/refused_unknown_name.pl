game g start
    #use "deck"
    visiblestack waste
    turn start
        pickone start
            ; refused to: {to} is full
            ; refused from: {from} holds {cards_left|card}
            pick deck -> waste top 1 where from{from.size > 0}, to{to.size < 5} then
        end
    end
end
