; Mistakes in Paper's extensions: every one is reported, at its place.
game g start
    #use "deck"
    table 0 5
    visiblestack waste start fan sideways facing upward build "KDZ" end
    stacklist cols[3] start build "KD" group "YES" maxlength 0 at 0 -1 end
    visiblestack one start step 1 0 fan over fan down end
    card C start autoflip end
    pile nowhere start at 0 0 end
    pile waste start at 1 1 end
    score true
    turn start
        score 3
        turnup 3
        pickone start
            pick place C -> waste build then
            pick cols ->_ cols build then
        end
    end
end
