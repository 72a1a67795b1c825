game g start
    visiblestack a
    a -> b top 1
    place Ghost -> a 1
    do nothing
    x = 3
    if a.top == Zombie start end
end
