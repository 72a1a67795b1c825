game g start
    card C start end
    visiblestack a
    visiblestack b
    stacklist r[3]
    a -> b
    a -> b top
    place C -> a
    place C -> a all
    auto choose a -> b 1
    choose a /> b 2
    choose a -> b
    every place C -> r 1
    a -> a{C} top 1
end
