game g start
    stacklist r[3]
    r -> r[:x] top 1
end
