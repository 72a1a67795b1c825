game g start
    visiblestack s
    s == [A B]
end
