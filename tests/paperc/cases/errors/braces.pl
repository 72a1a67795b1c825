game g start
    card C start int v end
    visiblestack a
    stacklist r[3]
    int n
    n = a{[C]}.size
    n = r{col 1}.size
    n = n{v}
    n = a{w}
    n = r{sq 3 v l.v < n.v}.size
end
