game g start
    int x = 1
    if x == 1 start
        x = 2
    elseif x == 2 start
        x = 3
    end
end
