game g start
    visiblestack a
    visiblestack b
    turn start
        pickone start
            pick a -> b top 1
                a -> b top 1
        end
    end
end
