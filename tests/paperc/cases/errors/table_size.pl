game g start
    table 7
    visiblestack a
end
