game g start
    stacklist r[4]
    stacklist s[5]
    stacklist t[4]
    r -> s[:1] top 1
    r -> t[:0] top 1
end
