game g start
    int x = 1
    setup start
        if x == 1 start
            x = 2
    end
end
