game g start
    visiblestack a
    onplace a c start end
end
