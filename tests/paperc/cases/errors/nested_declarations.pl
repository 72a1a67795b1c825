game g start
    turn start
        card C start end
        stacklist r[3]
        visiblestack a
        phase p start end
        setup start end
    end
end
