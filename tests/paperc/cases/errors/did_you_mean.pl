game Typos start
    #use "deck"
    card joker start int v end
    card bigjoker jokr start end
    visiblestack waste
    int score = 0
    phase judge start
        scor = 1
    end
    turn start
        do juge
        waste -> waste top waste.sise
        pickone start
            pick deck -> waste top 1 where from{from.top.vv == 1} then
        end
    end
end
