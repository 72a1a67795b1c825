game g start
    #use "syntax_in_include.inc"
end
