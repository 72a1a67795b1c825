game g start
    stacklist r[3]
    visiblestack a
    a -> r top 1 where from{to.size == 0}
end
