; A made-up game compiled to the engine (FlatGame) with most of what its
; list allows: turn locals (a counted loop and one that is not), build
; picks with runs, an X base that wraps, a capped pile, a plain pick judged
; by a pile's rule, `where` filters reading from, to, moving and a local,
; and a `then` body with a loop of transfers.
game FlatCase start
    #use "deck"
    int draw = 2
    pile deck start at 0 0 end
    visiblestack waste start at 1 0 fan right end
    stacklist cells[2] start at 2 0 build "YNN" end
    stacklist homes[4] start at 4 0 build "XUS" wrap maxlength 13 end
    stacklist columns[5] start
        at 0 1 fan down facing keep autoflip build "KDA" group "YY"
    end
    visiblestack discard start at 8 0 build "NBYK" maxlength 52 end
    setup start
        int i = 0
        while i < 5 start
            deck -> columns[i] top (i + 1)
            i = i + 1
        end
        deck -> discard top 1
        turnup discard
    end
    turn start
        int room = 1
        int i = 0
        while i < 2 start
            if cells[i].size == 0 start
                room = room + 1
            end
            i = i + 1
        end
        bool open = false
        while (!open) && (i > 0) start
            i = i - 1
            if cells[i].size == 0 start
                open = true
            end
        end
        pickone start
            pick columns, cells, waste -> homes build then
            pick columns -> cells build where to{open} then
            pick columns, waste -> columns build
                where to{(to.size > 0) || (moving.size < from.size) || (from == waste)} then
            pick waste, columns -> discard top 1 where to{moving.size <= room} then
            pick deck -> waste top draw where from{from.size > 0} then
            pick deck -> deck top 0 where from{(from.size == 0) && (waste.size > 0)} then
                int k = 0
                while waste.size > 0 start
                    waste -> deck top 1
                    k = k + 1
                end
        end
    end
end
