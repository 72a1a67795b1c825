game g start
    bool a
    bool b
    if a & b start end
end
