game g start
    stacklist r[4]
    visiblestack a
    r[:-1] -> a top 1
    a -> r[:1] top 1
end
