game g start
    #use "missing.inc"
    #use "/etc/passwd"
end
