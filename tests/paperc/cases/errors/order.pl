game g start
    place C -> a 1
    card C start end
    visiblestack a
    turn start place C -> a 1 end
end
