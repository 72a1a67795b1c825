game g start
    int n = 3
    bool b
    visiblestack a
    if n.size > 0 start end
    if b < 3 start end
    if n start end
    while a start end
    n = true
    b = a.top.v + 1
end
