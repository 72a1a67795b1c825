game g start
    visiblestack a
    hiddenstack a
    int x
    bool x
    card a start end
    setup start end
    setup start end
    turn start int k int k end
end
