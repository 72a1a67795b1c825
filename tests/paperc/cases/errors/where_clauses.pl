game g start
    stacklist r[3]
    visiblestack a
    auto r -> r{x} top 1
    a -> r top 1 where from{from.size > 0}, from{true}
    a -> r top 1 where to{to.size}
    a -> r top 1 where to{moving.size > 0}, from{moving.size > 0}
end
