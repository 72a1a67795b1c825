game g start
    buttons start
        button hit then
    end
end
