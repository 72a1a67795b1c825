game g start
    visiblestack a
    a ->
end
