; Paper's extensions of Paperlang in one game: per-card faces, layout,
; pile build rules, the `build` transfer, `moving`, and a score.
game Extensions start
    #use "deck"
    table 8 4.5
    int bonus = 0
    score (foundation.size * 2) + bonus
    pile deck start at 0 0 end
    visiblestack waste start at 1 0 fan right autotarget "YN" end
    hiddenstack spare start at 2 0 facing up end
    visiblestack foundation start
        at 4 0  build "XUSK"  wrap  maxlength 52  empty circle  autotarget "NY"
    end
    stacklist cols[4] start
        at 0 1.5  step 1.5 0  fan down  facing keep  autoflip
        build "YDA"  group "YY"
    end
    stackgrid cells[2 2] start at 6 0 step 1 1 empty cross end
    shuffle deck
    setup start
        deck -> cols[0] top 3
        turndown cols[1], cols[2] all
        turnup deck bottom 1
    end
    turn start
        pickone start
            pick cols, waste /> cols, foundation build then
                if from == waste start
                    bonus = bonus + 1
                end
            pick deck -> waste top 1 where to{moving.size > 0} then
            pick deck -> cells top 1 where to{(to.size == 0) && (moving.top.v != 13)} then
        end
        every cols /> foundation build
    end
end
