"""Sources of the picks and `then` bodies the compiled engine took over
last (issue 22), recorded on the first engine as feature_sources.py's
are (`RECORDINGS`, `picks_NAME`) and replayed by test_flat_pick_features.py."""

from __future__ import annotations

# a member of a stacklist by an index the turn works out: from it, onto it
# (a click chooses the move), beside another stack, as both ends of a
# build pick; `k` moved on by the `then` bodies
INDEXED = """game Indexed start
    #use "deck"
    visiblestack waste
    stacklist piles[4] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    int k = 0
    setup start
        turnup deck all
        deck -> every piles top 3
    end
    turn start
        int j = (k + 1) % 4
        pickone start
            pick piles[k] -> waste top 1 where from{from.size > 1} then
                k = (k + 1) % 4
            pick waste -> piles[j] top 1 where to{to.size < 6} then
            pick waste, piles[j] -> homes build then
            pick piles[k] -> piles[j] build then
                k = j
            pick deck -> waste top 1 where from{from.size > 0} then
                k = (k + 3) % 4
        end
    end
end
"""

# `-> every` under the destinations (`->_`), and with a `to` filter read as
# the moves before left the table (with the turn's local `low`, a game
# variable the `then` body changes); picks from one stack to every stack:
# the first whose `from` filter holds offers the option (the last never)
SPREAD = """game Spread start
    #use "deck"
    visiblestack waste
    stacklist piles[4]
    stacklist homes[2]
    int cap = 4
    setup start
        turnup deck all
        deck -> every piles top 2
    end
    turn start
        int low = piles[0].size
        pickone start
            pick deck ->_ every piles top 1 where from{from.size > 30} then
            pick deck -> every piles top 1 where from{from.size > 0}, to{to.size < cap} then
                cap = cap + 1
            pick waste -> every homes top 1 where from{from.size > 4}, to{to.size < 3} then
            pick piles -> waste top 1 where from{from.size > 2} then
            pick waste ->_ every homes top 2 where to{(to.size == 0) || (to.size > low)} then
            pick deck -> every homes top 1 then
            pick homes -> deck top all where from{from.size > 2} then
                cap = cap - 1
        end
    end
end
"""

# plain picks of several cards judged by the piles' rules (`build_problem`):
# groups only from and onto piles that let them go and take them, each
# pile's maxlength, the destination's rule for the card landing first
# (`->`: the top card, one at a time; `/>`: the lowest), the cards in
# sequence by the source's rule, or the destination's (`cells -> runs`),
# or in any order (`group "F."`); an amount a game variable holds; under
# a pile with a rule (never); no two picks offer one (source, destination)
GROUPS = """game Groups start
    #use "deck"
    visiblestack waste
    stacklist piles[5] start
        build "YBY"
        group "YY"
    end
    stacklist runs[2] start
        build "KDS"
        group "FY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    stacklist cells[2] start
        maxlength 3
    end
    int draw = 2
    shuffle deck
    setup start
        turnup deck all
        deck -> every piles top 4
        deck -> every runs top 3
    end
    turn start
        pickone start
            pick piles -> homes top 2 then
            pick runs -> piles top 2 then
            pick runs -> runs top 3 then
            pick piles /> piles top 3 then
            pick piles -> cells top 2 then
            pick cells -> runs top all then
            pick waste -> piles top draw then
            pick cells ->_ piles top 2 then
            pick deck -> waste top 3 where from{from.size > 0} then
                draw = (draw % 3) + 1
            pick waste -> deck top all where from{deck.size == 0} then
        end
    end
end
"""

# `then` bodies moving cards from a member to every member of its own list
# (onto itself in its turn: the cards leave it and come back, `->` one at a
# time), `/>` too
OWN = """game Own start
    #use "deck"
    visiblestack waste
    stacklist piles[3]
    hiddenstack cellar
    shuffle deck
    setup start
        turnup deck all
        deck -> every piles top 2
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                piles[0] -> every piles top 1
            pick waste -> piles top 1 then
                piles[1] -> every piles top 2
            pick piles -> cellar top 1 where from{from.size > 3} then
                piles[2] /> every piles top 2
        end
    end
end
"""

PICKS = {"indexed": INDEXED, "spread": SPREAD, "groups": GROUPS, "own": OWN}
