game g start
    turn start
        pickone start
            x = 1
        end
    end
end
