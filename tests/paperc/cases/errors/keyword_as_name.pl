game g start
    card C start int end end
end
