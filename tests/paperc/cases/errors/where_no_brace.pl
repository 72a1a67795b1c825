game g start
    visiblestack a
    stacklist r[3]
    a -> r top 1 where to.size == 0
end
