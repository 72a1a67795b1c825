; Yukon's moves, shared by include/yukon.pl (Yukon, Russian Solitaire,
; Alaska) and double_yukon.pl: from the columns (`tableau`, with `group
; "FY"`) to the foundations, and any face-up card with what lies on it to
; another column.
    turn start
        pickone start
            pick tableau /> foundations build then
            ; a king that heads its column already stays there
            ; refused to: a card at the bottom of a column stays there
            pick tableau /> tableau build where to{(to.size > 0) || (moving.size < from.size)} then
        end
    end
