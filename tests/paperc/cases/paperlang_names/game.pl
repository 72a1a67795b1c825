; Names that are Python keywords, builtins or the generator's own words,
; strings with quotes, and long expressions: none may break the module.
game class start
    card print start int self = 1 int rt = 2 end
    card import print start self = 3 end
    visiblestack def
    visiblestack return start int yield = 0 end
    stacklist lambda[3]
    int None = 4
    int picked = 0
    phase self start
        picked = picked + 1
    end
    onmoved import start
        return.yield = return.yield + this.self
    end
    place import -> def 2
    turn start
        buttons start
            button "it's \ok" then
                do self
            button "x" then
        end
        pickone start
            pick def -> lambda top 1 where from{from.size > 0}, to{((to.size == 0) && (from.top.self == 3)) || ((to.top.self == from.top.self) && (to.top.rt == from.top.rt) && (None == 4))} then
            pick def -> def top 0 then
                picked = (((picked + 1) * (picked - 2)) / 3) + ((None * None) - (picked * picked * picked)) + 12345678
        end
        if picked > 1000000 start
            winneris currentPlayer
        end
    end
end
