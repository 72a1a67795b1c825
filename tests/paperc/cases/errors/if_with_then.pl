game g start
    int x = 1
    if x == 1 then
        x = 2
    end
end
