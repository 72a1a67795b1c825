game g start
    int base = 3
    card C start int v = base int w = 2 * 3 bool b = !true end
    visiblestack a start int n = -(1 + 1) end
end
