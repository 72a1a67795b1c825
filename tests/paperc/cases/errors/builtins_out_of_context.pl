game g start
    int x = 1
    visiblestack a
    x = from.size
    x = this.v
    if l == n start end
    currentPlayer = 3
end
