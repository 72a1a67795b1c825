game g start
    int x
    while x = 3 start end
end
