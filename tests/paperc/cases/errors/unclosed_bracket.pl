game g start
    int x = (1 + 2
    int y
end
