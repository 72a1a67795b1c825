; Sweep: turn the stock one card at a time onto the waste, and build the
; four foundations up in suit from the ace. Redeal as often as you like.
game Sweep start
    #use "deck"
    table 6 2
    pile deck start at 0 0 end
    visiblestack waste start at 1 0 autotarget "YN" end
    stacklist foundations[4] start
        at 2 0  build "AUSK"  maxlength 13  autotarget "NY"  empty circle
    end
    shuffle deck
    turn start
        pickone start
            pick waste /> foundations build then
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> deck top 0 where from{from.size == 0} then
                waste -> deck top all
        end
    end
end
