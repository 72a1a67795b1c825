"""The sources of the features the compiled engine took over from the
general one (test_flat_features.py plays them), and what of each is
recorded: random games played on the first engine, kept under
tests/traces/features/ (`record.py` writes them, `recorded.py` replays them
on the compiled engine)."""

from __future__ import annotations

from typing import NamedTuple

from tests.runtime.paperlang.pick_sources import PICKS

# `fullest` sets two game variables every turn; `sum` runs `count`, which
# reads `total` and `k` from the frames of its callers (the turn, or a
# `then` body, and `sum`); `seen` and `over` are set only when the deck is
# low, so between those turns they keep what they held; `looseris` after a
# phase ends the game before it waits.
PHASES = """game Phases start
    #use "deck"
    stacklist rows[3] start end
    visiblestack waste start end
    int best = 0
    int which = 0
    int seen = 0
    bool over = false
    shuffle deck

    phase fullest start
        best = -1
        int i = 0
        while i < 3 start
            if rows[i].size > best start
                best = rows[i].size
                which = i
            end
            i = i + 1
        end
    end
    phase count start
        total = total + rows[k].size
    end
    phase sum start
        int k = 0
        while k < 3 start
            do count
            k = k + 1
        end
    end

    setup start
        turnup deck all
        deck -> rows[0] top 2
    end
    turn start
        do fullest
        if deck.size < 30 start
            int total = 0
            do sum
            seen = total
            over = total + waste.size > 24
            if over start
                looseris currentPlayer
            end
        end
        pickone start
            pick deck -> rows top 1
                where from{from.size > 0}, to{(to.size < best) || (to == rows[which])} then
            pick rows -> waste top 1 where from{(from.size > 0) && (seen < 12)} then
                int total = 0
                do sum
                if total > 9 start
                    waste -> deck top 1
                end
        end
    end
end
"""


# a card dealt from the deck after every move: a transfer after the `pickone`
FEEDER = """game Feeder start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
        deck -> waste top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick waste -> deck top 0 where from{deck.size > 0} then
        end
        deck -> waste top 1
    end
end
"""

# the same after a move, only while the waste is short, in a loop with a
# local, then an ending that only decides
REFILL = FEEDER.replace(
    "        deck -> waste top 1\n    end\nend",
    """        int dealt = 0
        while (waste.size < 3) && (deck.size > 0) start
            deck -> waste top 1
            dealt = dealt + 1
        end
        if dealt > 1 start
            piles[0] -> deck top 1
        end
        if homes[0].size == 13 start
            winneris currentPlayer
        end
    end
end""",
)

# the waste turned over onto the stock when the stock runs out, by `flip`:
# the state keeps which of the two is shown
TURNOVER = """game Turnover start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick deck -> waste top 3 then
            pick waste -> deck top 0 where from{deck.size == 0} then
                flip waste
                waste -> deck top all
                flip deck
        end
    end
end
"""

FACES = {
    "flip": TURNOVER,
    # `show` and `hide` of one stack, and of `to`: the face a card takes
    # landing on a pile shown or hidden follows the state
    "show": TURNOVER.replace(
        "                flip deck\n",
        "                show deck\n"
        "            pick deck -> deck top 0 where from{deck.size > 0} then\n"
        "                hide deck\n",
    ),
    "to": TURNOVER.replace(
        "pick piles -> piles build then\n",
        "pick piles -> piles build then\n                hide to\n                show to\n",
    ).replace(
        "pick waste -> piles build then\n",
        "pick waste -> piles build then\n                flip to\n",
    ),
    # cards turned face down after a move (`turndown`), the top one up again
    "turndown": TURNOVER.replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n"
        "                turndown waste top 3\n                turnup waste\n",
    ),
    # cards from the bottom, and under a pile
    "ends": TURNOVER.replace(
        "                waste -> deck top all\n",
        "                waste -> deck bottom 2\n                waste ->_ deck top 1\n"
        "                waste />_ deck top 2\n                waste -> deck top all\n",
    ).replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n                deck /> piles[1] bottom 2\n",
    ),
    # each member of a list in turn
    "list": TURNOVER.replace(
        "                flip deck\n", "                flip deck\n                flip piles\n"
    ),
}

SHADOWS = {
    # the phase's own `k` hides the `k` its caller declared, in its own
    # frame: inlined, it is renamed (`k_1`), and `count`, which `sum` runs,
    # reads `sum`'s
    "declares": (
        "            int total = 0\n            do sum\n            seen = total\n",
        "            int total = 0\n            int k = 5\n            do sum\n"
        "            seen = total + k\n",
    ),
    # `fullest` sets the game's `best` and `which`; run from a `then` body
    # whose own `best` hides the game's, it sets that local instead
    "hides": (
        "                int total = 0\n                do sum\n",
        "                int total = 0\n                do sum\n"
        "                int best = 2\n                do fullest\n"
        "                if best > 3 start\n                    waste -> deck top 1\n"
        "                end\n",
    ),
}

# a grid: its cells a stacklist row by row, named whole or cell by cell
GRID = """game Gridder start
    #use "deck"
    stackgrid floor[3 2] start end
    visiblestack waste start end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    setup start
        turnup deck all
        deck -> every floor top 2
    end
    turn start
        pickone start
            pick floor -> homes build then
            pick floor -> waste top 1 where from{from.size > 1}, to{to.size < 8} then
            pick waste -> floor[1 1] top 1 where from{from.size > 0}, to{floor[2 0].size < 4} then
            pick deck -> floor top 1 where from{from.size > 0}, to{to.size < 3} then
            pick floor[0 1] -> deck top 1 where from{from.size > 0} then
                floor[2 1] -> waste top 1
        end
    end
end
"""

# a transfer with filters in a `then` body or after the `pickone`: it runs
# as `auto` (`Runtime.run`), the move its filters allow, or none
FILTERED = {
    "then": TURNOVER.replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n"
        "                waste -> piles[0] top 1 where from{from.size > 2}, to{to.size < 6}\n",
    ),
    "after": FEEDER.replace(
        "        deck -> waste top 1\n    end\nend",
        "        deck -> waste top 1 where from{waste.size < 4}\n"
        "        piles[2] -> waste top 1 where from{from.size > 3}\n    end\nend",
    ),
}

# card hooks that work out values: `flat_move` runs them per card, each
# `premove` before any card moves and each `onmoved` once all have landed
HOOKED = """game Hooked start
    #use "deck"
    visiblestack waste
    stacklist piles[3] start
        build "YDA"
        group "YY"
    end
    stacklist homes[4] start
        build "AUS"
        maxlength 13
    end
    int moved = 0
    int red = 0
    onmoved number start
        moved = moved + 1
        if (to == waste) && (this.suit < 3) start
            red = red + this.v
        end
    end
    premove aceH start
        moved = moved + 100
    end
    setup start
        int i = 0
        while i < 3 start
            deck -> every piles top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick deck -> waste top 3 where from{moved < 400} then
            pick waste -> deck top 0 where from{(deck.size == 0) && (red < 500)} then
                waste -> deck top all
        end
    end
end
"""

HOOKS = {
    "values": HOOKED,
    # what the stacks hold before and after the cards move
    "sizes": HOOKED.replace(
        "        moved = moved + 100\n",
        "        moved = moved + 100\n        if from.size > 5 start\n"
        "            moved = moved + 2\n        end\n",
    ).replace(
        "        moved = moved + 1\n",
        "        moved = moved + 1\n        int k = to.size\n        if k > 3 start\n"
        "            red = red + k\n        end\n",
    ),
}

# the turn waits at an interactive transfer (onto a row the player picks),
# not at a `pickone`: the pick of one option it is (`Runtime.ask`); a
# transfer after it and an ending follow
ASK = """game Ask start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int most = rows[0].size
        deck -> rows top 1 where from{from.size > 0}, to{to.size <= most}
        if rows[3].size > 4 start
            rows[3] -> waste top all
        end
        if deck.size == 0 start
            winneris currentPlayer
        end
    end
end
"""

# the turn after its `pickone` counts the moves and sets a flag the picks
# read (game variables the state keeps), then decides; and the same count
# after an interactive transfer, before a transfer
COUNTED = """game Counted start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int moved = 0
    bool late = false
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < 10 + (moved % 3)} then
            pick rows -> waste top 1 where from{(from.size > 0) && late} then
        end
        moved = moved + 1
        late = moved > 20
        if deck.size == 0 start
            winneris currentPlayer
        end
    end
end
"""

COUNTS = {
    "after the pickone": COUNTED,
    "around a transfer": ASK.replace(
        "        if rows[3].size > 4 start",
        "        moved = moved + 1\n        if rows[3].size > 4 start",
    ).replace(
        "    visiblestack waste start end\n",
        "    visiblestack waste start end\n    int moved = 0\n",
    ),
}

# buttons as the turn's wait: each moves no card and runs its body, which
# may read the turn's locals (worked out again) and set a game variable
BUTTONS = """game Hit start
    #use "deck"
    visiblestack hand
    visiblestack discard
    int hits = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int total = hand.size
        buttons start
            button "hit" then
                deck -> hand top 1
                hits = hits + 1
            button "fold" then
                hand -> discard top all
                if total > 3 start
                    deck -> discard top 1
                end
        end
        if discard.size > 12 start
            winneris currentPlayer
        end
        if (deck.size == 0) || (hand.size > 4) start
            looseris currentPlayer
        end
    end
end
"""

# an `if` that chooses the turn's wait: two `pickone`s and `buttons`, each
# numbered from its own first pick as the first engine numbers them
BRANCHED = """game Choose start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int gathered = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int most = rows[0].size
        if waste.size > 2 start
            pickone start
                pick waste -> rows top 1 where to{to.size <= most + 1} then
                pick rows -> rows top 1 where from{from.size > most}, to{to.size < most} then
            end
        elseif (deck.size == 0) && (gathered < 2) then
            buttons start
                button "gather" then
                    rows[0] -> deck top all
                    gathered = gathered + 1
                button "keep" then
                    waste -> rows[1] top 1
            end
        else
            pickone start
                pick deck -> rows top 1 where from{from.size > 0}, to{to.size <= most} then
                pick deck -> waste top 1 where from{from.size > 0} then
            end
        end
        if rows[3].size > 12 start
            winneris currentPlayer
        end
    end
end
"""

# the `else` waiting on an interactive transfer (the `pickone` of its one pick)
ASKED_BRANCH = BRANCHED.replace(
    """            pickone start
                pick deck -> rows top 1 where from{from.size > 0}, to{to.size <= most} then
                pick deck -> waste top 1 where from{from.size > 0} then
            end
        end""",
    """            deck -> rows top 1 where from{from.size > 0}, to{to.size <= most}
        end""",
)

# a setup that deals by `every` and `auto` transfers and plain ones with
# filters (which run as `auto`), written as `then` bodies' transfers are
SWEPT = """game Swept start
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
    shuffle deck

    setup start
        turnup deck all
        int i = 0
        while i < 6 start
            every deck -> piles top 1 where to{to.size <= i}
            i = i + 1
        end
        auto piles -> homes top 1 where from{from.top.v < 4}, to{to.size == 0}
        deck -> piles[0] top 2 where to{to.size < 9}
        deck -> waste top 1 where from{deck.top.v > 6}
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick piles -> homes build then
            pick waste -> piles build then
            pick waste -> homes build then
            pick deck -> waste top 1 where from{deck.size > 0} then
        end
    end
end
"""

# card types of the game's own (one a kind of another, with a new default),
# whose `v` and `suit` the filters read: the card tables by code hold them
TOKENS = """game Tokens start
    card token start
        int v = 1
        int suit = 0
    end
    card big token start
        v = 4
    end
    card gem token start
        v = 2
        suit = 3
    end
    visiblestack deck
    stacklist rows[3] start end
    visiblestack home
    int scored = 0
    place big -> deck 6
    place gem -> deck 6
    place token -> deck 8
    shuffle deck
    setup start
        turnup deck all
        deck -> every rows top 2
    end
    turn start
        int best = rows[0].top.v
        pickone start
            pick deck -> rows top 1 where from{from.size > 0}, to{to.size < 6} then
            pick rows -> home top 1 where from{(from.size > 0) && (from.top.v >= best)} then
                scored = scored + 1
            pick rows -> rows top 1 where from{from.size > 1},
                to{(to.size == 0) || (to.top.suit == from.top.suit)} then
        end
        if scored > 12 start
            winneris currentPlayer
        end
    end
    score scored
end
"""


# the turn after its `pickone` moving as many cards as a local the turn
# worked out before its wait (a machine)
TAIL_LOCAL = FEEDER.replace(
    "        pickone start", "        int k = 1\n        pickone start"
).replace("deck -> waste top 1\n    end\nend", "deck -> waste top k\n    end\nend")
# `most` read across a second wait: kept in the state
ASK_TWICE = ASK.replace(
    "        int most = rows[0].size\n",
    "        int most = rows[0].size\n        deck -> rows top 1 where to{to.size >= most}\n",
)
# an `if` with more than a wait in a branch: the turn is a machine
MACHINE = BRANCHED.replace(
    "        else\n            pickone",
    "        else\n            most = 1\n            pickone",
)

# a turn of two waits one after another whose start sets a game variable
# the state keeps, and whose ending wins: the move that wins runs no more
# of the next turn (`n` as the winning turn left it)
ENDED = """game Ended start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int n = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        n = rows[0].size + 1
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
        end
        pickone start
            pick rows -> waste top 1 where from{from.size > 0} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 6 start
            winneris currentPlayer
        end
    end
end
"""

# Paperlang's none in the operators: `&&`, `||` and `!` on a card's bool
# that may be none (none is false), `-` of a value that may be none (none),
# an offset by a worked-out amount
NONES = """game Nones start
    card token start
        int v = 1
        bool shiny = false
    end
    card big token start
        v = 4
    end
    card gem token start
        v = 2
        shiny = true
    end
    visiblestack deck
    stacklist rows[4] start end
    visiblestack waste start end
    bool flag = false
    int low = 0
    int k = 1
    place big -> deck 8
    place gem -> deck 8
    place token -> deck 10
    shuffle deck

    setup start
        turnup deck all
        deck -> every rows top 1
    end
    turn start
        flag = rows[0].top.shiny && rows[1].top.v > 1
        low = -rows[2].top.v
        if !(rows[3].top.shiny) || flag start
            k = 2
        else
            k = waste.size % 3
        end
        pickone start
            pick deck -> rows top 1 where from{from.size > 0},
                to{(to.top - k).v != 4 || to.size < 2 || !(to.top.shiny)} then
            pick rows -> waste top 1 where from{from.size > 0 &&
                ((from.bottom + waste.size).v > 1 || from.top.shiny)} then
        end
        if deck.size == 0 start
            winneris currentPlayer
        end
    end
    score waste.size
end
"""

# card hooks that run phases (each a method the hook calls: one reads the
# hook's local, and runs a phase that declares a name it hides)
HOOK_PHASES = """game HookPhases start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int moved = 0
    int big = 0
    int face = 0
    shuffle deck

    phase count start
        moved = moved + 1
        if k > 9 start
            big = big + 1
            do note
        end
    end
    phase note start
        int k = 2
        face = face + k
    end
    onmoved number start
        int k = this.v
        if to == waste start
            do count
        end
    end
    premove number start
        if from == deck start
            do note
        end
    end

    setup start
        turnup deck all
        deck -> every rows top 2
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 10 start
            winneris currentPlayer
        end
    end
    score moved + big * 10 + face * 100
end
"""

# a game-level `foreachplayer` that does more than declare (the second
# player's values its own); and `players` of a game int play changes
EACH_PLAYER = """game EachPlayer start
    #use "deck"
    players 2
    stacklist rows[4] start end
    visiblestack waste start end
    int total = 0
    foreachplayer p start
        int p.score = 0
        int p.seat = deck.size
        if p == 1 start
            p.seat = 7
        end
        int p.bonus = 1
        if p == 1 start
            p.score = 5
        end
        total = total + p.seat + p.bonus
    end
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
                currentPlayer.score = currentPlayer.score + 1
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 5 start
            looseris currentPlayer + 1
        end
    end
    score currentPlayer.score + currentPlayer.seat + total * 100
end
"""
COUNTED_PLAYERS = """game CountedPlayers start
    #use "deck"
    int n = 3
    n = n - 1
    players n
    stacklist rows[4] start end
    visiblestack waste start end
    foreachplayer p start
        int p.score = 0
    end
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
                currentPlayer.score = currentPlayer.score + 1
                n = n + 1
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 5 start
            looseris currentPlayer + 1
        end
    end
    score currentPlayer.score
end
"""

# `playerref`s declared with no player (none until a `then` body sets the
# game's, and for the turn's local when the `if` does not set it)
NO_PLAYER = """game NoPlayer start
    #use "deck"
    players 2
    stacklist rows[4] start end
    visiblestack waste start end
    foreachplayer p start
        int p.score = 0
    end
    playerref last
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
                currentPlayer.score = currentPlayer.score + 1
                if rows[0].size > 3 start
                    last = currentPlayer
                end
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        playerref who
        if rows[1].size > 2 start
            who = currentPlayer + 1
        end
        if who == currentPlayer start
            waste -> deck top 1
        end
        if waste.size > 5 && last != currentPlayer start
            winneris currentPlayer
        end
    end
    score waste.size + last.score
end
"""

# `looseris currentPlayer + 1`: a loss whoever it names (the status is the
# current player's)
NEXT_LOSES = """game NextLoses start
    #use "deck"
    players 2
    stacklist rows[4] start end
    visiblestack waste start end
    foreachplayer p start
        int p.score = 0
    end
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        pickone start
            pick deck -> rows top 1 where from{from.size > 0} then
                currentPlayer.score = currentPlayer.score + 1
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 5 start
            looseris currentPlayer + 1
        end
    end
    score currentPlayer.score
end
"""


# strings the game declares with no value (none): `label` never set, read by
# `==` (none equals nothing), `mark` set by a `then` body and kept in the state
UNSET = """game Unset start
    #use "deck"
    visiblestack waste
    stacklist piles[4] start
        build "YDA"
    end
    string label
    string mark
    shuffle deck
    setup start
        turnup deck all
        deck -> every piles top 1
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick deck -> waste top 1 where from{!(label == "x")} then
                if waste.size > 5 start
                    mark = "five"
                end
            pick waste -> deck top 1 where from{(label == "x") || (mark == "five")} then
            pick waste -> piles build where from{!(mark == "five")} then
        end
        if waste.size > 20 start
            winneris currentPlayer
        end
    end
end
"""

# three players who take turns, with no attribute of their own: `winneris
# currentPlayer` is a win (the player whose turn it is wins)
PLAYERS_ALONE = UNSET.replace("    string label\n", "    string label\n    players 3\n")

# the setup ends the game on some deals (`winneris` there: the rest of the
# setup and the turn do not run), and `looseris` on others
SETUP_ENDS = UNSET.replace(
    "        deck -> every piles top 1\n",
    """        deck -> every piles top 1
        if piles[0].top.v > 10 start
            winneris currentPlayer
        end
        deck -> waste top 1
        if piles[1].top.v > 11 start
            looseris currentPlayer
            deck -> waste top 1
        end
        label = "dealt"
""",
)


# a card filter's cards the setup moves (`deck{v < 3} -> waste`): each
# card's hooks run, as for any transfer
PICKED_HOOKS = HOOKS["sizes"].replace(
    "            i = i + 1\n        end\n",
    "            i = i + 1\n        end\n        deck{v < 3} -> waste top 5\n",
)


# a game card variable a phase the setup runs sets (kept in the state as
# its card's code), read by a pick's filter through its attributes
HELD_BY_PHASE = (
    UNSET.replace(
        "    string mark\n",
        "    string mark\n    card held\n    phase grab start\n        held = deck.top\n    end\n",
    )
    .replace(
        "        deck -> every piles top 1\n",
        "        deck -> every piles top 1\n        do grab\n",
    )
    .replace('where from{!(mark == "five")}', "where from{waste.top.v != held.v}")
)


# a setup that waits for the player (the first turn's start on the fast
# path), a local read after its wait, in a game of three players
SETUP_ASKS = PLAYERS_ALONE.replace(
    "        deck -> every piles top 1\n",
    """        deck -> every piles top 1
        int extra = 2
        pickone start
            pick deck -> piles top 1 then
                extra = 3
            pick deck -> waste top 1 then
        end
        deck -> waste top extra
        label = "dealt"
""",
)


# the same ending in a phase the setup runs: the deal's writer refuses it,
# so the setup runs as the first turn's start (`flat_game`)
PHASE_ENDS = SETUP_ENDS.replace(
    "        if piles[0].top.v > 10 start\n            winneris currentPlayer\n        end\n",
    "        do check\n",
).replace(
    "    shuffle deck\n",
    "    shuffle deck\n    phase check start\n        if piles[0].top.v > 10 start\n"
    "            winneris currentPlayer\n        end\n    end\n",
)


# the setup's `-> every` onto the cells of a grid a filter keeps (chosen
# once, before any card moves, as on a stacklist)
GRID_SET = GRID.replace("    setup start\n", "    shuffle deck\n    setup start\n").replace(
    "        deck -> every floor top 2\n",
    "        deck -> every floor top 1\n        deck -> every floor{top.v > 6} top 2\n",
)


# a game card variable the load pass declares with a card the seed decides
# (the deck's top once shuffled): set at the setup's start
LOAD_CARD = UNSET.replace(
    "    shuffle deck\n", "    shuffle deck\n    card first = deck.top\n"
).replace('where from{!(mark == "five")}', "where from{waste.top.v != first.v}")


# cards of types the seed draws, made by the load pass (`random token`: a
# leaf type of token each), and cards placed after them: made as the deal
# runs, each the next id
RANDOM_LOAD = TOKENS.replace("    place gem -> deck 6\n", "    random token -> deck 6\n")


# a card type's attribute the load pass changes: the cards made before
# keep the old value (`gem` v 2), those made after take the new (v 3)
RETYPED = TOKENS.replace(
    "    place gem -> deck 6\n",
    "    place gem -> deck 3\n    gem.v = gem.v + 1\n    place gem -> deck 3\n",
)


class Recording(NamedTuple):
    """What is recorded of a source: random games from the deals `seeds`
    (the test's own), `steps` long, each step's moves, table, status,
    events and score, and what `reads` names ("variables": the game
    variables the compiled state keeps, and where a turn of several waits
    waits; "visibility": each stack's; "refusals": why each move from a
    pile's top or bottom card is refused); then `slow` more deals, 300
    steps long, which `-m slow` replays."""

    source: str
    steps: int
    reads: tuple[str, ...] = ()
    seeds: int = 3
    path: str = "t.pl"
    slow: int = 2


RECORDINGS: dict[str, Recording] = {
    "feeder": Recording(FEEDER, 80),
    "refill": Recording(REFILL, 80),
    "tail_local": Recording(TAIL_LOCAL, 80),
    **{f"faces_{kind}": Recording(FACES[kind], 100, ("visibility",)) for kind in FACES},
    **{
        f"shadows_{kind}": Recording(PHASES.replace(*change), 150, ("variables",))
        for kind, change in SHADOWS.items()
    },
    "grid": Recording(GRID, 120, seeds=6),
    **{f"filtered_{kind}": Recording(FILTERED[kind], 100) for kind in FILTERED},
    **{f"hooks_{kind}": Recording(HOOKS[kind], 120, ("variables",)) for kind in HOOKS},
    "ask": Recording(ASK, 300),
    "ask_twice": Recording(ASK_TWICE, 300, ("variables", "refusals")),
    **{
        f"counts_{kind.split()[0]}": Recording(
            COUNTS[kind], 300, ("variables",), path=f"{kind.split()[0]}.pl"
        )
        for kind in COUNTS
    },
    "buttons": Recording(BUTTONS, 300, ("variables",)),
    "branched": Recording(BRANCHED, 300, ("refusals",)),
    "asked_branch": Recording(ASKED_BRANCH, 300, ("refusals",)),
    "machine": Recording(MACHINE, 150, ("refusals",)),
    "swept": Recording(SWEPT, 40, seeds=8),
    "tokens": Recording(TOKENS, 300, ("refusals",)),
    "ended": Recording(ENDED, 40, ("variables",), seeds=6),
    "nones": Recording(NONES, 120, ("variables",)),
    "hook_phases": Recording(HOOK_PHASES, 120, ("variables",)),
    "each_player": Recording(EACH_PLAYER, 120),
    "counted_players": Recording(COUNTED_PLAYERS, 120),
    "no_player": Recording(NO_PLAYER, 150),
    "next_loses": Recording(NEXT_LOSES, 120),
    **{f"picks_{kind}": Recording(PICKS[kind], 200, ("refusals",)) for kind in PICKS},
    "unset": Recording(UNSET, 150, ("variables", "refusals")),
    "players_alone": Recording(PLAYERS_ALONE, 150, ("variables",)),
    "setup_ends": Recording(SETUP_ENDS, 100, ("variables",), seeds=10),
    "picked_hooks": Recording(PICKED_HOOKS, 120, ("variables",)),
    "held_by_phase": Recording(HELD_BY_PHASE, 150, ("refusals",)),
    "setup_asks": Recording(SETUP_ASKS, 150, ("variables", "refusals"), seeds=5),
    "phase_ends": Recording(PHASE_ENDS, 100, ("variables",), seeds=10),
    "grid_set": Recording(GRID_SET, 120, seeds=6),
    "load_card": Recording(LOAD_CARD, 150, ("refusals",)),
    "random_load": Recording(RANDOM_LOAD, 300, ("refusals",)),
    "retyped": Recording(RETYPED, 300, ("refusals",)),
}
