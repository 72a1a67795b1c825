; A phase sees its callers' locals: each `do` must run it where they are declared.
game PhaseReads start
    #use "deck"
    visiblestack waste
    phase judge start
        fits = cv == 1
    end
    phase outer start
        int cv = 1
        do judge
    end
    phase reader start
        do judge
    end
    phase again start
        if k > 0 start
            k = k - 1
            int cv = k
            do again
        end
    end
    turn start
        bool fits = false
        do outer
        do reader
        int k = 3
        do again
        if fits start
            int cv = 2
            do judge
        end
        do judge
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                do judge
        end
    end
    setup start
        int cv = 2
        do judge
        do again
    end
end
