game g start
    bool a
    if a start
    else
    else
    end
end
