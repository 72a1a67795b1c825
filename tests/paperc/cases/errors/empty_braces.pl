game g start
    visiblestack a
    int n = a{}
end
