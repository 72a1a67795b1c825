game g start
    #use "../paperlang_names/game.pl"
    #use "../../../../../../../../etc/passwd"
end
