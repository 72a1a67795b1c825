game g start
    int a
    int b
    bool c = a == b == 3
end
