game g start
    stacklist cols[7] start
        at 0 1.5 fan down
        build
    end
end
