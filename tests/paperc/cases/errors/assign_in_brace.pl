game g start
    ; `=` inside braces is a comparison written with one `=`
    #use "deck"
    stacklist row[3]
    setup start
    end
    turn start
        pickone start
            pick deck -> row{v = 1} top 1 then
        end
    end
end
