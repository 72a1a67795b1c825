game g start
    int x =
end
