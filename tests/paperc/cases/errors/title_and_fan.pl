game Bakers_Dozen start
    #use "deck"
    title "Baker's Dozen"
    title "Bakers Dozen"
    stacklist rows[2] start at 0 1 fan right 1.5 end
    stacklist cols[2] start at 0 2 fan over 0.3 end
    stacklist more[2] start at 0 3 fan down -0.2 end
    turn start
        title "Dozen"
        pickone start
            pick deck -> rows top 1 then
        end
    end
end
