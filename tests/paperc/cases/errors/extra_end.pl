game g start
    int x = 1
end
end
