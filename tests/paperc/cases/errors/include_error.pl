game g start
    #use "include_error.inc"
    pile -> pile top 1
end
