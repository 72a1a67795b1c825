"""Paperlang features that cost the compiled engine something, each against
a similar game without it, in one run: random playouts
(moves() then play(), through the Session), the games of
tests/runtime/paperlang/test_flat_features.py.

    .venv/bin/python benchmarks/feature_speed.py [--games N] [--moves N] [--rounds N]

The issue's bar: a game that uses a formerly refused feature runs within
1.5x of a similar game that does not (the first ratio at least 0.67).
Only the ratios mean anything: the machine is shared and noisy. Times are
CPU seconds (process_time); each round times both games, each from a
collected and frozen heap, the one that goes first alternating round by
round, and each game's rate is that of its two fastest rounds (a load that
falls in a round only slows it): one round's ratio swings by a third even
on an idle machine, and the median of three rounds still read 0.65x for a
pair that reads 0.7-0.8x in most runs.
"""

from __future__ import annotations

import argparse
import gc
import random
import re
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from runtime.engine.paperlang.flat import FlatGame  # noqa: E402
from runtime.session import Session  # noqa: E402
from tests.runtime.paperlang.conftest import game_class  # noqa: E402
from tests.runtime.paperlang.feature_sources import (  # noqa: E402
    ASK,
    ASKED_BRANCH,
    BRANCHED,
    BUTTONS,
    COUNTED,
    COUNTED_PLAYERS,
    EACH_PLAYER,
    FACES,
    FEEDER,
    FILTERED,
    GRID,
    GRID_SET,
    HELD_BY_PHASE,
    HOOK_PHASES,
    HOOKED,
    LOAD_CARD,
    NO_PLAYER,
    NONES,
    PHASE_ENDS,
    PICKED_HOOKS,
    PLAYERS_ALONE,
    RANDOM_LOAD,
    REFILL,
    RETYPED,
    SETUP_ASKS,
    SETUP_ENDS,
    SHADOWS,
    SWEPT,
    TOKENS,
    TURNOVER,
    UNSET,
)
from tests.runtime.paperlang.pick_sources import GROUPS, INDEXED, OWN, SPREAD  # noqa: E402
from tests.runtime.paperlang.test_braces import BRACES  # noqa: E402
from tests.runtime.paperlang.test_flat_bottom_judged import BOTTOMS as JUDGED_BOTTOMS  # noqa: E402
from tests.runtime.paperlang.test_flat_build_sweeps import SWEEPS as BUILD_SWEEPS  # noqa: E402
from tests.runtime.paperlang.test_flat_build_unruled import CELLS as UNRULED  # noqa: E402
from tests.runtime.paperlang.test_flat_card_counts import COUNTING  # noqa: E402
from tests.runtime.paperlang.test_flat_card_nones import SHINE as SHINING  # noqa: E402
from tests.runtime.paperlang.test_flat_card_players import OWNERS, PINS  # noqa: E402
from tests.runtime.paperlang.test_flat_card_stack_attrs import FIRSTS  # noqa: E402
from tests.runtime.paperlang.test_flat_cards import (  # noqa: E402
    CHANGING,
    EARLY,
    JEWELS,
    MADE,
    READS,
    changed,
)
from tests.runtime.paperlang.test_flat_cells import CELLS, NEIGHBOURS  # noqa: E402
from tests.runtime.paperlang.test_flat_choose import CHOOSING  # noqa: E402
from tests.runtime.paperlang.test_flat_choose_every import RULED as CHOSEN_RULED  # noqa: E402
from tests.runtime.paperlang.test_flat_choose_every import SHARING  # noqa: E402
from tests.runtime.paperlang.test_flat_choose_mingled import MINGLING  # noqa: E402
from tests.runtime.paperlang.test_flat_choose_rules import PICKING  # noqa: E402
from tests.runtime.paperlang.test_flat_chosen_members import FILLING  # noqa: E402
from tests.runtime.paperlang.test_flat_every_judged import (  # noqa: E402
    DEALING,
    MIXED,
    SIFTED,
    SIFTED_MIXED,
)
from tests.runtime.paperlang.test_flat_every_judged import OWN as OWN_RULED  # noqa: E402
from tests.runtime.paperlang.test_flat_every_sources import SPREAD_FROM  # noqa: E402
from tests.runtime.paperlang.test_flat_filter_moves import SORTING  # noqa: E402
from tests.runtime.paperlang.test_flat_hidden_locals import PHASE_READS  # noqa: E402
from tests.runtime.paperlang.test_flat_hook_end import HOOK_ENDS  # noqa: E402
from tests.runtime.paperlang.test_flat_hook_frames import LANDINGS  # noqa: E402
from tests.runtime.paperlang.test_flat_hook_frames_many import SELF_COUNTING, TALLIES  # noqa: E402
from tests.runtime.paperlang.test_flat_hook_frames_round import (  # noqa: E402
    ROUND as SEATS_ROUND,
)
from tests.runtime.paperlang.test_flat_hook_moves import HOOK_MAKES, HOOK_MOVES  # noqa: E402
from tests.runtime.paperlang.test_flat_kept_among import MIX  # noqa: E402
from tests.runtime.paperlang.test_flat_kept_cards import KEPT as KEPT_CARDS  # noqa: E402
from tests.runtime.paperlang.test_flat_kept_members import KEPT  # noqa: E402
from tests.runtime.paperlang.test_flat_kept_strings import LABELS  # noqa: E402
from tests.runtime.paperlang.test_flat_kept_sweeps import LINES  # noqa: E402
from tests.runtime.paperlang.test_flat_last_features import OWN_AMONG  # noqa: E402
from tests.runtime.paperlang.test_flat_line_picks import KEPT_CELLS, PLACES  # noqa: E402
from tests.runtime.paperlang.test_flat_load_cards import PLACED as AUTO_PLACED  # noqa: E402
from tests.runtime.paperlang.test_flat_load_cards import SHINE  # noqa: E402
from tests.runtime.paperlang.test_flat_load_deferred import TRUMPS  # noqa: E402
from tests.runtime.paperlang.test_flat_load_nones import NONE_LOADED  # noqa: E402
from tests.runtime.paperlang.test_flat_loose_groups import LOOSE  # noqa: E402
from tests.runtime.paperlang.test_flat_machine import LOOPED as LOOPING  # noqa: E402
from tests.runtime.paperlang.test_flat_machine import SHAPED  # noqa: E402
from tests.runtime.paperlang.test_flat_made import MAKING, TYPED  # noqa: E402
from tests.runtime.paperlang.test_flat_made_kept import TOKENS as KEPT_TOKENS  # noqa: E402
from tests.runtime.paperlang.test_flat_made_picks import MINTING  # noqa: E402
from tests.runtime.paperlang.test_flat_made_then import FLAGS  # noqa: E402
from tests.runtime.paperlang.test_flat_near_and_others import BESIDE, NEAR  # noqa: E402
from tests.runtime.paperlang.test_flat_near_picks import NEXT_DOOR, TWO_LISTS  # noqa: E402
from tests.runtime.paperlang.test_flat_near_runs import PASSING  # noqa: E402
from tests.runtime.paperlang.test_flat_none_stack_attrs import MARKING  # noqa: E402
from tests.runtime.paperlang.test_flat_own_sources import ROUND  # noqa: E402
from tests.runtime.paperlang.test_flat_own_sources import SPREAD as ONTO_OWN  # noqa: E402
from tests.runtime.paperlang.test_flat_patterns import GEMS  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_frames import HIDING, MIDDLE  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_inner import WALK  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_loops import ASKING as ASKS_AGAIN  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_loops import LOOPED as ASKS_IN_A_WHILE  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_loops import THROUGH  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_rests import GOING_ON  # noqa: E402
from tests.runtime.paperlang.test_flat_phase_setup import SETUP_RECURSE  # noqa: E402
from tests.runtime.paperlang.test_flat_phases import PHASES, RECURSE  # noqa: E402
from tests.runtime.paperlang.test_flat_picks import BOTTOMS, COUNTS, ENDS  # noqa: E402
from tests.runtime.paperlang.test_flat_player_attrs import CLAIMS  # noqa: E402
from tests.runtime.paperlang.test_flat_player_stacks import PARTY  # noqa: E402
from tests.runtime.paperlang.test_flat_player_values import LEAD  # noqa: E402
from tests.runtime.paperlang.test_flat_players import (  # noqa: E402
    DUEL,
    HELD,
    MARKS,
    RESERVE,
    SCORED,
)
from tests.runtime.paperlang.test_flat_players_known import COUNTED as PLAYERS_COUNTED  # noqa: E402
from tests.runtime.paperlang.test_flat_runs import DIFFERENCE, RUNS, SUM  # noqa: E402
from tests.runtime.paperlang.test_flat_sets import SETS  # noqa: E402
from tests.runtime.paperlang.test_flat_setup_every import APART as DEALT_APART  # noqa: E402
from tests.runtime.paperlang.test_flat_setup_every import SPREAD as DEALT_SPREAD  # noqa: E402
from tests.runtime.paperlang.test_flat_shape import GAME as SHAPE  # noqa: E402
from tests.runtime.paperlang.test_flat_shape import chain  # noqa: E402
from tests.runtime.paperlang.test_flat_sq_runs import RUNS as SQ_RUNS  # noqa: E402
from tests.runtime.paperlang.test_flat_type_strings import MARKED  # noqa: E402
from tests.runtime.paperlang.test_flat_waits import KEEPING, THRICE, TWO_STEPS  # noqa: E402

# each game written without the feature, where the same game can be: the
# card dealt after each move in every `then` body; the grid as a stacklist
# of its six cells, row by row; the phases' `k` named apart by the author;
# `turnup` (on the list before) for `turndown`
TAIL = "        deck -> waste top 1\n    end\nend"
IN_BODIES = FEEDER.replace(TAIL, "    end\nend").replace(
    " then\n", " then\n                deck -> waste top 1\n"
)
LOOP = REFILL[REFILL.index("        int dealt = 0") : REFILL.index("        if homes[0]")]
LOOPED = REFILL.replace(LOOP, "").replace(
    " then\n", " then\n" + "".join("        " + line + "\n" for line in LOOP.splitlines())
)
LISTED = (
    GRID.replace("stackgrid floor[3 2]", "stacklist floor[6]")
    .replace("floor[1 1]", "floor[4]")
    .replace("floor[2 0]", "floor[2]")
    .replace("floor[0 1]", "floor[3]")
    .replace("floor[2 1]", "floor[5]")
)
DECLARES = PHASES.replace(*SHADOWS["declares"])
APART = DECLARES.replace("rows[k].size", "rows[j].size").replace(
    "        int k = 0\n        while k < 3 start\n            do count\n            k = k + 1",
    "        int j = 0\n        while j < 3 start\n            do count\n            j = j + 1",
)
UNFLIPPED = TURNOVER.replace("                flip waste\n", "").replace(
    "                flip deck\n", ""
)
HOOKS = HOOKED[HOOKED.index("    onmoved number") : HOOKED.index("    setup start")]
UNHOOKED = HOOKED.replace(HOOKS, "")
# the phases that run themselves as loops
ITERATED = (
    RECURSE.replace(
        "        if (deck.size > 0) && (left > 0) start",
        "        while (deck.size > 0) && (left > 0) start",
    )
    .replace("            do deal\n", "")
    .replace("        if r < 3 start", "        while r < 3 start")
    .replace("            int r = r + 1\n            do longest\n", "            r = r + 1\n")
)
# the interactive transfer as the one pick of a `pickone`
ASKED = "deck -> rows top 1 where from{from.size > 0}, to{to.size <= most}"
PICKED = ASK.replace(ASKED, f"pickone start\n            pick {ASKED} then\n        end")
# the count after the `pickone` made in each `then` body
COUNT = "        moved = moved + 1\n        late = moved > 20\n"
IN_THEN = COUNTED.replace(COUNT, "").replace(
    " then\n", " then\n" + COUNT.replace("        ", "                ")
)
# the buttons as clicks on the deck and the hand (`top 0` picks)
CLICKED = (
    BUTTONS.replace("buttons start", "pickone start")
    .replace('button "hit" then', "pick deck -> deck top 0 then")
    .replace('button "fold" then', "pick hand -> hand top 0 then")
)
# the waits the `if` chooses as one `pickone`, each pick's `from` filter
# holding its wait's condition (the buttons as `top 0` clicks)
WAITS = BRANCHED[BRANCHED.index("        if waste.size > 2") : BRANCHED.index("        if rows[3]")]
ONE_WAIT = BRANCHED.replace(
    WAITS,
    """        bool many = waste.size > 2
        bool gather = (many == false) && (deck.size == 0) && (gathered < 2)
        bool plain = (many == false) && (gather == false)
        pickone start
            pick waste -> rows top 1 where from{many}, to{to.size <= most + 1} then
            pick rows -> rows top 1 where from{many && (from.size > most)}, to{to.size < most} then
            pick deck -> deck top 0 where from{gather} then
                rows[0] -> deck top all
                gathered = gathered + 1
            pick waste -> waste top 0 where from{gather} then
                waste -> rows[1] top 1
            pick deck -> rows top 1 where from{plain && (from.size > 0)}, to{to.size <= most} then
            pick deck -> waste top 1 where from{plain && (from.size > 0)} then
        end
""",
)
# the setup moving about as many cards by plain transfers only
SWEEPS = SWEPT[SWEPT.index("            every deck") : SWEPT.index("    end\n    turn start")]
PLAIN_DEAL = SWEPT.replace(
    SWEEPS,
    """            deck -> piles[0] top 1
            i = i + 1
        end
        piles[0] -> homes[0] top 1
        deck -> piles[0] top 2
        deck -> waste top 1
""",
)
# the same rules over the deck's cards
OWN_TYPES = TOKENS[TOKENS.index("    card token") : TOKENS.index("    visiblestack deck")]
PLACED = TOKENS[TOKENS.index("    place big") : TOKENS.index("    shuffle deck")]
ON_THE_DECK = (
    TOKENS.replace(OWN_TYPES, '    #use "deck"\n')
    .replace("    visiblestack deck\n", "")
    .replace(PLACED, "")
    .replace("scored > 12", "scored > 30")
)
# the same rules over `v` and `suit` alone, every type a kind of one (its
# hooks run for every card), the attributes and type tests as reads of those
PLAIN_JEWELS = JEWELS
for old, new in [
    ("    card gem start\n        int v", "    card thing start\n        int v"),
    (
        "        int suit = 0\n        bool cut",
        "        int suit = 0\n    end\n    card gem thing start\n        bool cut",
    ),
    (
        "    card stone start\n        int v = 0\n        int suit",
        "    card stone thing start\n        suit",
    ),
    (
        "onmoved opal start\n        glowing = glowing + this.glow",
        "onmoved thing start\n        glowing = glowing + this.v",
    ),
    (
        "premove gem start\n        if (this.cut == true)",
        "premove thing start\n        if (this.v == 3)",
    ),
    (
        "onmoved stone start\n        if this == stone",
        "onmoved thing start\n        if this.suit == 2",
    ),
    ("deck{ruby}.size", "deck{suit}"),
    ('from.top.colour == "white"', "from.top.suit == 1"),
    ("from.top.cut == true", "from.top.v == 3"),
    ("(from.top != stone)", "(from.top.suit != 2)"),
    ("(to.top == gem)", "(to.top.suit == 0)"),
    ("(to.top - 0).glow == opal.glow + 7", "(to.top - 0).v == 5"),
]:
    assert old in PLAIN_JEWELS, old
    PLAIN_JEWELS = PLAIN_JEWELS.replace(old, new, 1)
# two `pickone`s in a row as one whose filters read a game variable saying
# which part of the turn it is, set by each `then` body
STAGE = "(stage == 0) && (from.size > 0)"
STAGED = (
    TWO_STEPS.replace("    shuffle deck\n", "    int stage = 0\n    shuffle deck\n")
    .replace(
        "            pick deck -> waste top 0 then\n        end\n        pickone start\n",
        "            pick deck -> waste top 0 where from{stage == 0} then\n",
    )
    .replace(" build then\n", " build where from{stage == 0} then\n")
    .replace(" then\n", " then\n                stage = 1\n", 5)
    .replace("from{from.size > 0} then\n", "from{(stage == 1) && (from.size > 0)} then\n")
    .replace("from{deck.size == 0} then\n", "from{(stage == 1) && (deck.size == 0)} then\n")
    .replace("size > 0)} then\n", "size > 0)} then\n                stage = 0\n")
    .replace("size == 0)} then\n", "size == 0)} then\n                stage = 0\n")
)
# the cards the setup makes placed by the load pass in a stack of their
# own instead, and the setup's same transfers moving them from there
STOCKED = changed(
    MADE,
    [
        ("    visiblestack deck\n", "    visiblestack deck\n    hiddenstack stock\n"),
        ("    place big -> deck 6\n", "    place big -> deck 6\n    place gem -> stock 14\n"),
        ("random token -> deck 6", "stock -> deck top 6"),
        ("place gem ->_ deck 3", "stock ->_ deck top 3"),
        ("random gem />_ deck extra + 1", "stock />_ deck top extra + 1"),
        ("random token ->_ home extra - 2", "stock ->_ home top extra - 2"),
        ("place token -> rows[1] 2", "stock -> rows[1] top 2"),
    ],
)
# the setup and the turn before its wait setting game variables instead
VARIABLES = changed(
    EARLY,
    [
        ("rows[0].top.v = 9", "scored = 9"),
        ('deck.top.colour = "gold"', "scored = scored + 1"),
        ("home.top.glow = home.size", "glowing = home.size"),
    ],
)
# a `pickone` inside a `while` run twice, against the loop written out: the
# two waits one after another at the turn's top level
WHILE = LOOPING[LOOPING.index("        while n < 2") : LOOPING.index("        if deck.size > 0")]
ONCE = "".join(line[4:] + "\n" for line in WHILE.splitlines()[1:-1])
UNROLLED = LOOPING.replace(WHILE, ONCE + ONCE)
# an `if` whose `else` holds a statement before its wait (the turn a
# machine), against the same `if` with the wait alone there
AROUND = BRANCHED.replace(
    "        else\n            pickone", "        else\n            most = 1\n            pickone"
)
# a private stack: the same game with the stack visible
SHOWN = RESERVE.replace("privatestack", "visiblestack")
# strings: the same game with each string an int
WORDS = ["deal", "play", "done", "open", "shut", "used", "none", "full", "piles", "home"]
NUMBERED = MARKS.replace("string ", "int ").replace('""', "0").replace('last = "deck"', "last = 12")
for number, word in enumerate([*WORDS, "turned"], 1):
    NUMBERED = NUMBERED.replace(f'"{word}"', str(number))
# card variables: the same game reading the cards where they lie
UNHELD = (
    HELD.replace("        card shown = waste.top\n", "")
    .replace("shown.v", "waste.top.v")
    .replace("                card went = to.top\n", "")
    .replace("went", "to.top")
    .replace("                card under = waste.top\n                card last = from.top\n", "")
    .replace("                last = to.top\n", "")
    .replace("under.suit == last.suit", "waste.top.suit == to.top.suit")
    .replace("under != last", "waste.top != to.top")
)
# the player's attributes: the same game with game variables
GAME_VARIABLES = (
    SCORED.replace("    foreachplayer p start\n", "")
    .replace('        string p.rank = "novice"\n    end\n', '    string rank = "novice"\n')
    .replace("        int p.", "    int ")
    .replace("currentPlayer.", "")
)
# the cards play makes placed by the load pass in a stack of their own
# instead, and the same transfers moving them from there
FROM_STOCK = changed(
    MAKING,
    [
        ("    visiblestack home\n", "    visiblestack home\n    hiddenstack stock\n"),
        (
            "    shuffle deck\n    onmoved",
            "    shuffle deck\n    place ruby -> stock 25\n    place opal -> stock 25\n"
            "    place pearl -> stock 25\n    place stone -> stock 25\n    shuffle stock\n"
            "    onmoved",
        ),
        ("random gem -> deck 2", "stock -> deck top 2"),
        ("place stone ->_ deck 1", "stock ->_ deck top 1"),
        ("random gem -> rows[2] 1", "stock -> rows[2] top 1"),
    ],
)
# a game variable counting instead of the pearls' glow
UNTYPED = changed(
    TYPED,
    [("pearl.glow = 7", "glowing = 7"), ("pearl.glow = pearl.glow + 1", "glowing = glowing + 1")],
)
# a game variable the turn reads before it sets it, before its wait (a
# machine), against the same count in each `then` body
COUNT_FIRST = SHAPED.replace("BEFORE\n", "        seen = seen + 1\n").replace("AFTER\n", "")
COUNT_AFTER = (
    SHAPED.replace("BEFORE\n", "")
    .replace("AFTER\n", "")
    .replace(" then\n", " then\n                seen = seen + 1\n")
)
# the amounts COUNTS works out, as numbers about as large
CONSTANT_COUNTS = COUNTS
for worked, number in (
    ("top draw where", "top 2 where"),
    ("top k ", "top 2 "),
    ("top (waste.size - 5)", "top 1"),
    ("top (draw + 1)", "top 2"),
    ("top (deck.size % 2)", "top 1"),
    ("top draw\n", "top 2\n"),
    ("top (deck.size % 3)", "top 1"),
):
    assert worked in CONSTANT_COUNTS, worked
    CONSTANT_COUNTS = CONSTANT_COUNTS.replace(worked, number)
# a `pickone` inside a pick's body, against the same picks in one `pickone`
# whose filters read a game variable saying which part of the turn it is
INNER = SHAPE.replace(
    "BODY\n",
    """        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                pickone start
                    pick waste -> rows top 1 where to{to.size < 6} then
                        moved = moved + 1
                    pick waste -> deck top 1 then
                end
            pick rows -> waste top 1 where from{from.size > 0} then
        end
""",
)
OUTER = SHAPE.replace(
    "BODY\n",
    """        pickone start
            pick deck -> waste top 1 where from{(low == 0) && (from.size > 0)} then
                low = 1
            pick rows -> waste top 1 where from{(low == 0) && (from.size > 0)} then
            pick waste -> rows top 1 where from{low == 1}, to{to.size < 6} then
                moved = moved + 1
                low = 0
            pick waste -> deck top 1 where from{low == 1} then
                low = 0
        end
""",
)
# a game variable set to a value that may be none, against the same set
# to a number
MAYBE = SHAPE.replace(
    "BODY\n",
    """        low = rows[1].top.v
        pickone start
            pick deck -> rows top 1 where to{(to.size < low) || (to.size < 2)} then
                moved = rows[0].top.v
            pick rows -> waste top 1 where from{from.size > moved % 4} then
            pick waste -> deck top 1 where from{(moved == 0) || (from.size > 9)} then
        end
""",
)
NUMBERS = MAYBE.replace("rows[1].top.v", "rows[1].size").replace("rows[0].top.v", "rows[0].size")
# ENDS's transfers onto their destinations and from their sources' tops
ON_TOP = ENDS.replace("->_", "->").replace(" bottom ", " top ")
# (feature, the game using it, a similar game without it; the cards' values
# play changes against the same game changing game variables instead)
PAIRS = [
    ("a transfer after the pickone", FEEDER, IN_BODIES),
    ("the same, in a loop", REFILL, LOOPED),
    ("flip", TURNOVER, UNFLIPPED),
    ("show and hide", FACES["show"], UNFLIPPED),
    ("turndown", FACES["turndown"], FACES["turndown"].replace("turndown", "turnup")),
    ("a phase's local renamed", DECLARES, APART),
    ("a game variable read as a caller's local", PHASES.replace(*SHADOWS["hides"]), PHASES),
    ("a grid", GRID, LISTED),
    ("cards from the bottom and under a pile", FACES["ends"], TURNOVER),
    ("transfers with filters after the pickone", FILTERED["after"], FEEDER),
    ("card hooks", HOOKED, UNHOOKED),
    ("phases that run themselves", RECURSE, ITERATED),
    ("an interactive transfer as the turn's wait", ASK, PICKED),
    ("game variables set after the pickone", COUNTED, IN_THEN),
    ("buttons as the turn's wait", BUTTONS, CLICKED),
    ("an if choosing the turn's wait", BRANCHED, ONE_WAIT),
    ("... an interactive transfer (vs a pickone)", ASKED_BRANCH, BRANCHED),
    ("a setup dealing by every and auto", SWEPT, PLAIN_DEAL),
    ("card types of the game's own", TOKENS, ON_THE_DECK),
    ("card attributes, type tests, hooks of types", JEWELS, PLAIN_JEWELS),
    ("a turn's waits one after another", TWO_STEPS, STAGED),
    ("... reading locals across them (vs variables)", KEEPING, THRICE),
    ("card attributes play changes (vs variables)", CHANGING, changed(JEWELS, READS)),
    ("cards the setup makes (vs the load pass)", MADE, STOCKED),
    ("... the setup and the turn too (vs variables)", EARLY, VARIABLES),
    ("a wait inside a while (vs written out)", LOOPING, UNROLLED),
    ("an if with a statement around its wait", AROUND, BRANCHED),
    ("a private stack (vs a visible one)", RESERVE, SHOWN),
    ("strings: game variables, stack attributes (vs ints)", MARKS, NUMBERED),
    ("the player's attributes (vs game variables)", SCORED, GAME_VARIABLES),
    ("three players taking turns (vs one)", DUEL, DUEL.replace("players 3", "players 1")),
    ("card variables (vs the cards where they lie)", HELD, UNHELD),
    ("cards made during play (vs the load pass)", MAKING, FROM_STOCK),
    ("... a card type's attribute play changes (vs a variable)", TYPED, UNTYPED),
    ("a variable read before set, before the wait", COUNT_FIRST, COUNT_AFTER),
    ("picks from the bottom (vs from the top)", BOTTOMS, BOTTOMS.replace(" bottom ", " top ")),
    ("amounts the code works out (vs numbers)", COUNTS, CONSTANT_COUNTS),
    ("a pickone inside a pick's body (vs one pickone)", INNER, OUTER),
    ("a variable that may hold none (vs a number)", MAYBE, NUMBERS),
    ("sweeps under, from below (vs onto, from the top)", ENDS, ON_TOP),
]

# players as values written as ints the game keeps itself (the current
# player's number `cur`, moved on by the turn; another player's attribute
# read as the current one's)
PLAYER_NUMBERS = changed(
    LEAD,
    (
        ("playerref leader = currentPlayer + 2", "int leader = 2\n    int cur = 0"),
        ("playerref first = currentPlayer", "int first = 0"),
        ("playerref before = currentPlayer - 1", "int before = (cur + 2) % 3"),
        ("before.score", "currentPlayer.score"),
        ("leader != currentPlayer", "leader != cur"),
        ("playerref me = currentPlayer", "int me = cur"),
        ("me = me + 3", "me = (me + 3) % 3"),
        ("(currentPlayer != 2)", "(cur != 2)"),
        ("playerref next = currentPlayer + 1", "int next = (cur + 1) % 3"),
        ("next.score", "currentPlayer.score"),
        ("(leader == currentPlayer)", "(leader == cur)"),
        ("if currentPlayer == 0 start", "if cur == 0 start"),
        ("            leader = currentPlayer\n", "            leader = cur\n"),
        ("        if (homes[0]", "        cur = (cur + 1) % 3\n        if (homes[0]"),
        ("leader.score", "currentPlayer.score"),
        ("leader.rank", "currentPlayer.rank"),
        ("winneris leader", "winneris currentPlayer"),
        ("looseris next", "looseris currentPlayer"),
    ),
)
PAIRS.append(("players as values (vs numbers the game keeps)", LEAD, PLAYER_NUMBERS))
# the players' own stacks as a stacklist the game indexes by a number it keeps
HANDS = changed(
    PARTY,
    [
        (
            "    foreachplayer p start\n        privatestack p.hand\n",
            "    stacklist hand[3]\n    int cur = 0\n    foreachplayer p start\n",
        ),
        (
            "        foreachplayer p start\n            deck -> p.hand top 3\n        end\n",
            "".join(f"        deck -> hand[{k}] top 3\n" for k in range(3)),
        ),
        (
            "pick currentPlayer.hand -> pile top 1\n                where to{",
            "pick hand -> pile top 1\n                where from{from == hand[cur]}, to{",
        ),
        (
            "pick deck -> currentPlayer.hand top 1 where from{deck.size > 0} then\n",
            "pick deck -> hand top 1 where from{deck.size > 0}, to{to == hand[cur]} then\n",
        ),
        (
            "        if currentPlayer.hand.size == 0 start",
            "        cur = (cur + 1) % 3\n        if hand[(cur + 2) % 3].size == 0 start",
        ),
    ],
)
PAIRS.append(("players' own stacks (vs a list by a number)", PARTY, HANDS))
# members by worked-out places as picks of their lists whose filters say which
BY_FILTERS = changed(
    INDEXED,
    [
        (
            "pick piles[k] -> waste top 1 where from{",
            "pick piles -> waste top 1 where from{(from == piles[k]) && ",
        ),
        (
            "pick waste -> piles[j] top 1 where to{",
            "pick waste -> piles top 1 where to{(to == piles[j]) && ",
        ),
        (
            "pick waste, piles[j] -> homes build then",
            "pick waste, piles -> homes build\n"
            "                where from{(from == waste) || (from == piles[j])} then",
        ),
        (
            "pick piles[k] -> piles[j] build then",
            "pick piles -> piles build where from{from == piles[k]}, to{to == piles[j]} then",
        ),
    ],
)
PAIRS.append(("picks of members by worked-out places (vs filters)", INDEXED, BY_FILTERS))
# `-> every` onto the destinations' tops, with no `to` filters
ONTO_EVERY = SPREAD.replace("->_", "->")
for test in re.findall(r"where (?:from\{from.size > 0\}, )?(to\{.*?\}) then", SPREAD):
    ONTO_EVERY = ONTO_EVERY.replace(f"where {test} ", "").replace(f", {test}", "")
PAIRS.append(("picks to every stack under, with a filter (vs onto)", SPREAD, ONTO_EVERY))
# the same picks of one card each
ONE_EACH = re.sub(r" top (2|3|all|draw) then", " top 1 then", GROUPS.replace("/>", "->"))
PAIRS.append(("several cards judged by pile rules (vs one)", GROUPS, ONE_EACH))
# each member named in a transfer of its own, in order
ONE_BY_ONE = OWN
for sent in re.findall(r"piles\[\d\] [-/]> every piles top \d", OWN):
    source, op, _, _, top, amount = sent.split()
    each = [f"{source} {op} piles[{k}] {top} {amount}" for k in range(3)]
    ONE_BY_ONE = ONE_BY_ONE.replace(sent, ("\n" + " " * 16).join(each))
PAIRS.append(("then: to every member of its own list (vs each)", OWN, ONE_BY_ONE))

# Paperlang's none in `&&`, `||`, `!` and `-` (vs the same reads of stacks
# that surely hold a card: `X.size > 0` first); a card hook running phases
# (vs their statements written in the hook); a game-level `foreachplayer`
# giving each player values (vs the same values alike); `players` of a
# game int play changes (vs a constant); `playerref`s of no player (vs of
# the current one); a pick of a player's own stack among others (vs a pick
# of each)
SURE = changed(
    NONES,
    (
        ("rows[0].top.shiny && rows[1].top.v > 1", "rows[0].size > 0 && rows[0].top.shiny"),
        ("low = -rows[2].top.v", "low = -waste.size"),
        ("!(rows[3].top.shiny) || flag", "rows[3].size > 0 && rows[3].top.v > 2 || flag"),
        ("!(to.top.shiny)", "to.size > 5"),
        ("(from.bottom + waste.size).v > 1 || from.top.shiny", "from.top.v > 1"),
    ),
)
PAIRS.append(("none in && || ! - (vs values never none)", NONES, SURE))
WRITTEN_IN = changed(
    HOOK_PHASES,
    (
        (
            "        if to == waste start\n            do count\n",
            "        if to == waste start\n            moved = moved + 1\n"
            "            if k > 9 start\n                big = big + 1\n"
            "                face = face + 2\n            end\n",
        ),
        (
            "        if from == deck start\n            do note\n",
            "        if from == deck start\n            face = face + 2\n",
        ),
    ),
)
PAIRS.append(("card hooks running phases (vs written in)", HOOK_PHASES, WRITTEN_IN))
ALIKE = changed(
    EACH_PLAYER,
    (
        ("        if p == 1 start\n            p.score = 5\n        end\n", ""),
        ("        if p == 1 start\n            p.seat = 7\n        end\n", ""),
    ),
)
PAIRS.append(("a foreachplayer giving values (vs alike)", EACH_PLAYER, ALIKE))
FIXED_COUNT = changed(COUNTED_PLAYERS, (("    players n\n", "    players 2\n"),))
PAIRS.append(("players of a changing int (vs a constant)", COUNTED_PLAYERS, FIXED_COUNT))
SOME_PLAYER = changed(
    NO_PLAYER,
    (
        ("    playerref last\n", "    playerref last = currentPlayer + 1\n"),
        ("        playerref who\n", "        playerref who = currentPlayer + 1\n"),
    ),
)
PAIRS.append(("playerrefs of no player (vs a player)", NO_PLAYER, SOME_PLAYER))
# a hook's (and a phase's) `seat + 1` where `seat` may be a player or a
# number (vs the locals named apart: the game variable alone, a number)
APART_SEATS = changed(
    SEATS_ROUND,
    (
        ("foreachplayer seat start", "foreachplayer q start"),
        ("if seat == 0 start", "if q == 0 start"),
        ("elseif seat == 1 then", "elseif q == 1 then"),
        ("playerref seat = currentPlayer + 2", "playerref other = currentPlayer + 2"),
    ),
)
PAIRS.append(("a hook's player-or-number + 1 (vs a number)", SEATS_ROUND, APART_SEATS))
# locals hiding those of blocks around them, which the phases the blocks
# run read (vs the outer locals set instead)
SET_INSTEAD = changed(
    PHASE_READS,
    (
        ("int x = 7", "x = 7"),
        ("int x = 3", "x = 3"),
        ("int x = 9", "x = 9"),
        ("int y = 5", "y = 5"),
        ("int z = 2", "z = 2"),
    ),
)
PAIRS.append(("a hiding local phases read (vs set)", PHASE_READS, SET_INSTEAD))
EACH_APART = changed(
    OWN_AMONG,
    (
        (
            "            pick waste, currentPlayer.hand -> piles build then\n",
            "            pick waste -> piles build then\n"
            "            pick currentPlayer.hand -> piles build then\n",
        ),
    ),
)
PAIRS.append(("a player's stack among others (vs apart)", OWN_AMONG, EACH_APART))
# phases running each other 100 deep, against the same count as a loop in the turn
DEEP = chain(100)
COUNTED_LOOP = SHAPE.replace(
    "BODY\n",
    """        int i = 0
        while i < 100 start
            if deck.size > i % 7 start
                moved = moved + 1
            end
            i = i + 1
        end
        moved = moved + 1
"""
    + DEEP[DEEP.index("        pickone start") : DEEP.index("        if waste.size > 25")],
)
PAIRS.append(("phases 100 deep (vs a loop)", DEEP, COUNTED_LOOP))

# a phase that runs itself in the setup, against the same deal as a loop there
SELF_DEALT = SETUP_RECURSE.replace("LEFT", "20")
LOOP_DEALT = SELF_DEALT.replace(
    "        do deal\n",
    """        while (deck.size > 0) && (left > 0) start
            deck -> rows[at] top 1
            dealt = dealt + 1
            at = (at + 1) % 3
            left = left - 1
        end
""",
)
PAIRS.append(("a phase that runs itself in the setup (vs a loop)", SELF_DEALT, LOOP_DEALT))

# strings declared with no value (none) against the same strings given one
# ("" reads as none does here: `==` to "x" or "five" false)
VALUED = UNSET.replace("string label\n", 'string label = ""\n').replace(
    "string mark\n", 'string mark = ""\n'
)
PAIRS.append(('strings with no value (vs "")', UNSET, VALUED))
PAIRS.append(("three players with no attributes (vs one)", PLAYERS_ALONE, UNSET))
# the setup's `winneris` and `looseris` against the same setup without them
# (its deals: some end there; its playouts: conditions never met, so the
# turn's check of `(setup end)` is all that differs)
UNENDED = changed(
    SETUP_ENDS,
    (
        ("            winneris currentPlayer\n", ""),
        ("            looseris currentPlayer\n", ""),
    ),
)
NEVER_ENDS = SETUP_ENDS.replace("v > 10", "v > 20").replace("v > 11", "v > 20")
NEVER_UNENDED = UNENDED.replace("v > 10", "v > 20").replace("v > 11", "v > 20")
PAIRS.append(("the setup's winneris (vs none)", SETUP_ENDS, UNENDED))
PAIRS.append(("... never met, playouts (vs none)", NEVER_ENDS, NEVER_UNENDED))
# a game card variable a phase of the setup sets, against the same card read
# where it lies (the deck's top card once the piles are dealt: piles[0]'s
# next card, the one under the deck's 48)
PAIRS.append(
    (
        "a card a phase of the setup sets (vs read in place)",
        HELD_BY_PHASE,
        HELD_BY_PHASE.replace("do grab\n", "").replace("held.v}", "deck.top.v}"),
    )
)
# a setup that waits (the first turn's start: every turn a machine) against
# the same setup choosing the waste itself
PAIRS.append(
    (
        "a setup that waits for the player (vs not)",
        SETUP_ASKS,
        changed(
            SETUP_ASKS,
            [
                ("        pickone start\n            pick deck -> piles top 1 then\n", ""),
                ("                extra = 3\n", ""),
                ("            pick deck -> waste top 1 then\n        end\n", ""),
                ("        deck -> waste top extra\n", "        deck -> waste top extra + 1\n"),
            ],
        ),
    )
)
# a setup the deal's writer refuses (`winneris` in a phase it runs), run as
# the first turn's start, against the same setup it writes (conditions
# never met: their playouts)
PAIRS.append(
    (
        "a setup run as the first turn's start (vs dealt)",
        PHASE_ENDS.replace("v > 10", "v > 20").replace("v > 11", "v > 20"),
        NEVER_ENDS,
    )
)
# the setup's `-> every` onto the cells of a grid a filter keeps, against
# onto every cell (its deals)
PAIRS.append(
    (
        "-> every onto a grid's cells a filter keeps (vs all)",
        GRID_SET,
        GRID_SET.replace("floor{top.v > 6} top 2", "floor top 1"),
    )
)
# a card the load pass names, against the same card read where the setup
# dealt it (piles[0]'s bottom)
PAIRS.append(
    (
        "a card the load pass names (vs read in place)",
        LOAD_CARD,
        LOAD_CARD.replace("first.v}", "piles[0].bottom.v}"),
    )
)
# cards of types the seed draws, made by the load pass, against the same
# number placed (their deals)
PAIRS.append(("cards the load pass draws (vs placed)", RANDOM_LOAD, TOKENS))
# a card type's attribute the load pass changes, against the same cards
# placed with their type's own value (its playouts: `v` kept in the state)
PAIRS.append(("a card type the load pass changes (vs not)", RETYPED, TOKENS))
# a card filter's cards the setup moves, their hooks run, against as many
# cards moved from the deck's top
PAIRS.append(
    (
        "a filter's cards the setup moves, hooked",
        PICKED_HOOKS,
        PICKED_HOOKS.replace("deck{v < 3} -> waste", "deck -> waste"),
    )
)

# faces and shuffles of sets of stacks, against the same statements written
# once a stack
EACH_ONE = changed(
    SETS,
    (
        (
            "turnup waste, rows all",
            "turnup waste all\n                    turnup rows[0] all\n"
            "                    turnup rows[1] all\n                    turnup rows[2] all",
        ),
        (
            "turndown rows, waste top 1",
            "turndown rows[0] top 1\n                    "
            "turndown rows[1] top 1\n                    turndown rows[2] top 1\n"
            "                    turndown waste top 1",
        ),
        ("flip spare, floor", "flip spare\n                    flip floor"),
        (
            "turnup floor, spare",
            "turnup floor[0 0]\n                turnup floor[1 0]\n"
            "                turnup floor[0 1]\n                turnup floor[1 1]\n"
            "                turnup spare",
        ),
        ("shuffle rows[0], floor", "shuffle rows[0]\n                shuffle floor"),
        ("hide waste, rows[1]", "hide waste\n                hide rows[1]"),
        ("show floor, waste", "show floor\n                show waste"),
    ),
)
PAIRS.append(("faces and shuffles of sets (vs each stack)", SETS, EACH_ONE))
# card hooks that move cards (their cards' hooks run inside them), against
# the same hooks counting instead; hooks that make cards, against the same
# cards made by the `then` body of the pick that moves them
COUNTING_HOOKS = changed(
    HOOK_MOVES,
    (
        ("            deck -> spare top 1\n", "            moved = moved + 1\n"),
        ("            spare -> waste top 1\n", "            moved = moved + 1\n"),
        ("            spare -> piles[0] top 1\n", "            moved = moved + 1\n"),
    ),
)
PAIRS.append(("card hooks moving cards (vs counting)", HOOK_MOVES, COUNTING_HOOKS))
IN_THEN_BODY = changed(
    HOOK_MAKES,
    (
        ("        if to == waste start\n            place Flag -> log 1\n        end\n", ""),
        (
            "            pick deck -> waste top 1 then\n",
            "            pick deck -> waste top 1 then\n                place Flag -> log 1\n",
        ),
    ),
)
PAIRS.append(("card hooks making cards (vs then bodies)", HOOK_MAKES, IN_THEN_BODY))
# card hooks that end the game, against the same hooks counting instead
HOOKS_COUNTING = changed(
    HOOK_ENDS,
    (
        ("            looseris currentPlayer\n", "            moved = moved + 1\n"),
        ("            winneris currentPlayer\n", "            moved = moved + 1\n"),
    ),
)
# (its playouts end sooner: fewer moves share each deal's first listings;
# with conditions never met, the hooks' tests are all that differs)
PAIRS.append(("card hooks ending the game (vs counting)", HOOK_ENDS, HOOKS_COUNTING))
NEVER_MET = (
    ("(moved > 30)", "(moved > 100000)"),
    ("if to != waste start", "if this.v == 99 start"),
)
PAIRS.append(
    (
        "... never met, playouts (vs counting)",
        changed(HOOK_ENDS, NEVER_MET),
        changed(HOOKS_COUNTING, NEVER_MET),
    )
)
# long runs of + and -, against the same operators nested to the right,
# which no run holds (`a + (b + (c + d))`)


def nested(op: str, terms: list[str]) -> str:
    return terms[0] if len(terms) == 1 else f"{terms[0]} {op} ({nested(op, terms[1:])})"


ROW_SIZES = [f"rows[{k % 4}].size" for k in range(24)]
NESTED_RUNS = changed(
    RUNS,
    (
        (SUM, nested("+", ROW_SIZES)),
        (SUM, nested("+", ROW_SIZES)),
        (DIFFERENCE, f"total - ({nested('+', ROW_SIZES[:17])})"),
    ),
)
PAIRS.append(("long runs of operators (vs nested)", RUNS, NESTED_RUNS))
# a grid's cells by worked-out places, against a stacklist's members by
# the same places worked out as indexes (the same six stacks)
LISTED_CELLS = changed(
    CELLS,
    (
        ("    stackgrid floor[3 2]\n", "    stacklist floor[6]\n"),
        ("floor[(k % 3) (k / 3)].size", "floor[(k % 3) + 3 * (k / 3)].size"),
        ("waste -> floor[(k % 3) (k / 3)]", "waste -> floor[(k % 3) + 3 * (k / 3)]"),
        ("floor[x 0].size", "floor[x].size"),
        ("floor[(2 - x) 1].size", "floor[5 - x].size"),
    ),
)
PAIRS.append(("a grid's cells by worked-out places (vs a list's)", CELLS, LISTED_CELLS))
# picks and `every` onto a grid's cells near their sources, against a list
# of nine taking the same offsets as steps along it (a row's edge no bound)
LISTED_NEIGHBOURS = changed(
    NEIGHBOURS,
    (
        ("    stackgrid floor[3 3]\n", "    stacklist floor[9]\n"),
        ("floor[:up 1 :left 1 :down 1 right 1]", "floor[:-3 :-1 :4]"),
        ("floor[:right 1]", "floor[:1]"),
    ),
)
PAIRS.append(("a grid's cells near the source (vs a list's)", NEIGHBOURS, LISTED_NEIGHBOURS))
# picks of the members a condition keeps, against the same conditions as
# `from` and `to` filters
FILTERED_MEMBERS = changed(
    KEPT,
    (
        ("rows{size < cap} top 1 then", "rows top 1 where to{to.size < to.cap} then"),
        (
            "pick rows{top.v > 6} -> waste top 1 where to{waste.size < 20}",
            "pick rows -> waste top 1 where from{from.top.v > 6}, to{waste.size < 20}",
        ),
        ("rows{[]} top 1 then", "rows top 1 where to{to.size == 0} then"),
    ),
)
PAIRS.append(("picks of the members a condition keeps (vs filters)", KEPT, FILTERED_MEMBERS))
# picks onto a list's first or last empty member, a grid's line and its
# first empty cell, against picks onto the same lists with `to` filters
BY_FILTERS_TO = changed(
    PLACES,
    (
        (
            "rows{|[]} top 1 where from{deck.size > 30}",
            "rows top 1 where from{deck.size > 30}, to{to.size == 0}",
        ),
        (
            "rows{[]|} top 1 where from{from.size > 0}",
            "rows top 1 where from{from.size > 0}, to{to.size == 0}",
        ),
        (
            "floor{col 2 {|[]}} top 1 where from{from.size > 0}",
            "floor top 1 where from{from.size > 0}, to{to.size == 0}",
        ),
        (
            "floor{row k} top 1 where from{from.size > 0}",
            "floor top 1 where from{from.size > 0}, to{to.size < k}",
        ),
        ("pick floor{col 0} -> waste", "pick floor -> waste"),
    ),
)
PAIRS.append(("picks of first empty members, lines (vs filters)", PLACES, BY_FILTERS_TO))
# a pick from several stacks to every stack with a filter, against a pick
# from each of them (the same options, in the same order)
EACH_SOURCE = SPREAD_FROM.replace(
    "            pick rows, waste -> every piles top 1\n",
    "".join(
        f"            pick {source} -> every piles top 1\n"
        "                where from{from.size > 0}, to{to.size < from.size} then\n"
        for source in ("rows[0]", "rows[1]", "rows[2]")
    )
    + "            pick waste -> every piles top 1\n",
)
PAIRS.append(("-> every with a filter from several stacks (vs each)", SPREAD_FROM, EACH_SOURCE))
# picks of a grid's cells a condition keeps, its empty cells and a line's
# kept cells, against the same grid with `from` and `to` filters
COLUMN = "((from == floor[1 0]) || (from == floor[1 1])) && (from.size > 0)"
ROW_ONE = "((to == floor[0 1]) || (to == floor[1 1]) || (to == floor[2 1])) && (to.size == 0)"
FILTERED_CELLS = changed(
    KEPT_CELLS,
    (
        (
            "floor{size < 2} top 1 where from{from.size > 40}",
            "floor top 1 where from{from.size > 40}, to{to.size < 2}",
        ),
        ("pick floor{[]} -> waste top 0", "pick floor -> waste top 0 where from{from.size == 0}"),
        (
            "pick floor{col 1 {size > 0}} -> waste top 1 then",
            f"pick floor -> waste top 1 where from{{{COLUMN}}} then",
        ),
        (
            "floor{row 1 {[]}} top 1 where from{from.size > 0}",
            f"floor top 1 where from{{from.size > 0}}, to{{{ROW_ONE}}}",
        ),
    ),
)
PAIRS.append(("picks of a grid's cells a condition keeps (vs filters)", KEPT_CELLS, FILTERED_CELLS))
# cards whose attributes the load pass sets, against the same cards with
# their types' own values (none special: read from the card tables)
UNSET_CARDS = changed(
    SHINE,
    (
        ("    gems.top.shine = 4\n    (gems.top - 2).shine = 1\n    deck.top.v = 20\n", ""),
        ("int shine = 0 end", "int shine = 2 end"),
    ),
)
PAIRS.append(("card attributes the load pass sets (vs types')", SHINE, UNSET_CARDS))
# picks whose cards the player chooses, and a `choose` in a `then` body (a
# wait: the turn a machine), against the same picks of the top cards
TOP_CARDS = changed(
    CHOOSING,
    (
        ("pick choose hand -> kept 2", "pick hand -> kept top 2"),
        ("pick choose hand /> waste", "pick hand /> waste top 1"),
        ("                choose hand -> piles[0] 1\n", "                hand -> piles[0] top 1\n"),
    ),
)
PAIRS.append(("choose, in picks and a then body (vs top cards)", CHOOSING, TOP_CARDS))
# picks to every pile of lists with rules, against the same piles with no
# rules and `to` filters that say them
FILTERED_DEAL = changed(
    DEALING,
    (
        ('        build "YDY"\n', ""),
        ('        build "YUY"  group "YY"  maxlength 4\n', ""),
        (
            "every piles top 1 where from{from.size > 0}",
            "every piles top 1 where from{from.size > 0},\n"
            "                to{(to.size == 0) || (to.top.v == from.top.v + 1)}",
        ),
        *[
            (
                "every homes top 2 where from{from.size > 1} then",
                "every homes top 2 where from{from.size > 1},\n                to{(to.size < 3)"
                " && ((to.size == 0) || (to.top.v + 1 == from.top.v))} then",
            )
        ]
        * 2,
    ),
)
PAIRS.append(("-> every onto piles with rules (vs to filters)", DEALING, FILTERED_DEAL))
# ... from sources of other rules (the hold and the piles), against from
# the hold alone
PAIRS.append(("-> every onto piles with rules from others' (vs one)", MIXED, DEALING))
# cards made onto the members braces keep in `then` bodies, against the
# same cards made onto members by name
NAMED_TOKENS = changed(
    KEPT_TOKENS,
    (
        ("place Flag -> every rows{size < 2} 1", "place Flag -> every rows 1"),
        ("auto place Flag -> rows{|[]} 1", "place Flag -> rows[0] 1"),
        ("auto place Flag -> rows{size > 3} 2", "place Flag -> rows[1] 2"),
    ),
)
PAIRS.append(("cards made onto members braces keep (vs named)", KEPT_TOKENS, NAMED_TOKENS))
# every and auto onto members braces keep among other stacks, against the
# same sweeps onto those members alone (their first choice, mostly)
KEPT_ALONE = changed(
    MIX,
    (
        ("rows -> rows{[]}, waste top 1", "rows -> rows{[]} top 1"),
        ("rows -> rows{size == 1}, waste, rows{|[]} top 1", "rows -> rows{size == 1} top 1"),
    ),
)
PAIRS.append(("every and auto onto kept members among others (vs alone)", MIX, KEPT_ALONE))
# a card type's string with no value that play changes, against the same
# string declared "" (the same game: "" is neither "old" nor "new")
MARKED_EMPTY = MARKED.replace("string mark int", 'string mark = "" int')
PAIRS.append(('a type\'s string with no value play changes (vs "")', MARKED, MARKED_EMPTY))
# card attributes set to what may be none (read through Paperlang's
# operators), against the same game setting them to sizes, never none
SIZED_GLOW = changed(
    SHINING,
    (
        ("piles[0].top.glow = piles[1].top.glow", "piles[0].top.glow = piles[1].size"),
        ("to.top.glow = waste.top.glow + 1", "to.top.glow = waste.size % 5 + 1"),
    ),
)
PAIRS.append(("card attributes set to what may be none (vs not)", SHINING, SIZED_GLOW))
# ... with `to` filters too, against filters that say the rules and them
FILTERED_BOTH = changed(
    FILTERED_DEAL,
    (
        ("to{(to.size == 0) ||", "to{(to.size < 3) && ((to.size == 0) ||"),
        ("(to.top.v == from.top.v + 1)}", "(to.top.v == from.top.v + 1))}"),
        (
            "(to.top.v + 1 == from.top.v))} then",
            "(to.top.v + 1 == from.top.v)) && (from.top.v > 1)} then",
        ),
    ),
)
PAIRS.append(("-> every onto piles with rules and filters (vs filters)", SIFTED, FILTERED_BOTH))
# picks whose cards the player chooses judged by the piles' rules, against
# the same rules written as `to` filters reading the cards chosen
HOME = "(to.size + moving.size < 7) && ((to.size == 0) || (moving.bottom.v == to.top.v + 1))"
ROW = (
    "(moving.size == 1) && (((to.size == 0) && (moving.bottom.v == 13)) || ((to.size > 0)"
    " && (moving.bottom.v + 1 == to.top.v) && (((moving.bottom.suit < 3) && (to.top.suit > 2))"
    " || ((moving.bottom.suit > 2) && (to.top.suit < 3)))))"
)
UNRULED_CHOICES = changed(
    PICKING,
    (
        ('        build "YUY"  group "YY"  maxlength 6\n', ""),
        ('        build "KDA"\n', ""),
        (
            "homes 2 where from{from.size > 1}",
            f"homes 2 where from{{from.size > 1}},\n                to{{{HOME}"
            " && ((moving.size < 2) || (moving.top.v == moving.bottom.v + 1))}",
        ),
        ("rows where from{from.size > 0}", f"rows where from{{from.size > 0}}, to{{{ROW}}}"),
        ("(moving.size == 1)} then", "(moving.size == 1) && (to.size == 0)} then"),
    ),
)
PAIRS.append(("choose judged by rules (vs filters saying them)", PICKING, UNRULED_CHOICES))
# build picks onto piles with no build rule, against the same piles with
# rules that take what they take (any card on an empty cell and none on
# it; anything, and any group, on the waste)
RULED = changed(
    UNRULED,
    (
        (
            "    visiblestack waste\n",
            "    visiblestack waste\n    pile waste start\n"
            '        build "YYY"  group "YY"\n    end\n',
        ),
        ("        maxlength 1\n", '        build "YNN"\n'),
    ),
)
PAIRS.append(("build picks onto piles with no rule (vs rules)", UNRULED, RULED))
# `every` and `auto` onto their own sources in a `then` body, against the
# same sweeps onto another list of as many piles
ONTO_OTHERS = changed(
    ONTO_OWN,
    (
        ("    stacklist piles[4]\n", "    stacklist piles[4]\n    stacklist rests[4]\n"),
        ("every piles -> piles top 1", "every piles -> rests top 1"),
        ("auto piles -> piles top 1", "auto piles -> rests top 1"),
    ),
)
PAIRS.append(("every and auto onto their own sources (vs others)", ONTO_OWN, ONTO_OTHERS))
# a pick to every pile of its own list, against the same pick to another
ROUND_OTHERS = changed(
    ROUND,
    (
        ("    stacklist piles[4]\n", "    stacklist piles[4]\n    stacklist rests[4]\n"),
        ("pick piles -> every piles top 2", "pick piles -> every rests top 2"),
    ),
)
PAIRS.append(("a pick to every pile of its own list (vs another)", ROUND, ROUND_OTHERS))
# `auto` and `every` with filters onto chosen members, against the same
# moves onto every member with filters saying which
UNCHOSEN = changed(
    FILLING,
    (
        ("rows{|[]} top 1 where from{from.size > 2}", "rows top 1 where from{from.size > 2},"),
        (
            "\n                auto waste, spare",
            " to{to.size == 0}\n                auto waste, spare",
        ),
        ("rows{[]} top 1", "rows top 1"),
        ("to{moving.bottom.v > 6}", "to{(to.size == 0) && (moving.bottom.v > 6)}"),
        (
            "every deck -> rows{[]|} top 1 where from{from.size > 30}",
            "if deck.size > 30 start\n                    auto deck -> rows{[]|} top 1\n"
            "                end",
        ),
    ),
)
PAIRS.append(("auto and every with filters onto chosen members (vs all)", FILLING, UNCHOSEN))
# a pick to places near its source and another stack, against the same
# places and a pick of its own to that stack
NEAR_FILTER = NEAR[NEAR.index(" where from{from.size > 0},\n") : NEAR.index(" then\n")]
NEAR_ALONE = changed(
    NEAR,
    (
        ("row[:-1:2], waste top 1", "row[:-1:2] top 1"),
        (
            "(to == waste)} then\n",
            f"(to == waste)}} then\n            pick row -> waste top 1{NEAR_FILTER} then\n",
        ),
    ),
)
PAIRS.append(("a pick to near places and another stack (vs apart)", NEAR, NEAR_ALONE))
# a build pick onto the piles beside its source, against one onto them all
BUILT_ANYWHERE = BESIDE.replace("piles[:-1:1], homes build", "piles, homes build")
PAIRS.append(("a build pick onto near places (vs all)", BESIDE, BUILT_ANYWHERE))
# the cards a card filter keeps counted in play, against the same counts
# by `while` loops (the `to` filter's by its pile's cards of a type)
LOOPED_COUNTS = changed(
    COUNTING,
    (
        (
            "        int faces = (waste{v > 10}).size\n",
            "        int faces = 0\n        int i = 0\n        while i < waste.size start\n"
            "            if (waste.top - i).v > 10 start\n                faces = faces + 1\n"
            "            end\n            i = i + 1\n        end\n",
        ),
        (
            "                high = (waste{(v > 10) && (suit < 3)}).size\n",
            "                high = 0\n                int j = 0\n"
            "                while j < waste.size start\n"
            "                    if ((waste.top - j).v > 10) && ((waste.top - j).suit < 3) start\n"
            "                        high = high + 1\n                    end\n"
            "                    j = j + 1\n                end\n",
        ),
        ("(to{v == moving.bottom.v}).size < 2", "(to{number}).size < 2"),
    ),
)
PAIRS.append(("counts of a card filter's cards (vs loops)", COUNTING, LOOPED_COUNTS))
# members whose cards match patterns, as picks' sides and an `auto`'s
# destination, against the same members kept by filters
UNPATTERNED = changed(
    GEMS,
    (
        (
            "auto waste -> rows{|[_]} top 1 where from{from.size > 0}",
            "auto waste -> rows top 1 where from{from.size > 0}, to{to.size == 1}",
        ),
        (
            "pick rows{[gem :]} -> waste top 1 then",
            "pick rows -> waste top 1 where from{(from.size > 0) && (from.top == gem)} then",
        ),
        (
            "pick rows{[_ _ :]} -> waste top 2 where from{from.size > 3}",
            "pick rows -> waste top 2 where from{(from.size > 1) && (from.size > 3)}",
        ),
    ),
)
PAIRS.append(("members that match patterns (vs filters)", GEMS, UNPATTERNED))
# build picks from a pile that lets groups go with no rule, against the
# same pile with a rule that any card follows
RULED_WASTE = LOOSE.replace(
    '        group "YY"\n    end', '        build "YYY"  group "YY"\n    end', 1
)
PAIRS.append(("build picks from a pile of groups with no rule (vs any)", LOOSE, RULED_WASTE))
# `auto` and `every` onto a grid line's and a condition's members, against
# the same moves onto every member with filters saying which
LINES_FILTERED = changed(
    LINES,
    (
        (
            "auto waste -> floor{col 1 {|[]}} top 1",
            "auto waste -> floor[1 0], floor[1 1], floor[1 2] top 1 where to{to.size == 0}",
        ),
        (
            "cols{size < cap} top 1 where from{from.size > 2}",
            "cols top 1 where from{from.size > 2}, to{to.size < to.cap}",
        ),
        (
            "every deck -> floor{row 2 {[]|}} top 1 where from{from.size > 40}",
            "every deck -> floor[2 2], floor[1 2], floor[0 2] top 1\n"
            "                    where from{from.size > 40}, to{to.size == 0}",
        ),
    ),
)
PAIRS.append(("auto and every onto a line's or kept members (vs all)", LINES, LINES_FILTERED))
# `sq` runs read in play, against the same runs looked for by `while` loops
# (three cards of ranks r, r + 1 and r + 2; two of one suit and two ranks)
BY_HAND = """        int found = 0
        int i = 0
        while i < waste.size start
            int r = (waste.top - i).v
            bool one = false
            bool two = false
            int j = 0
            while j < waste.size start
                if (waste.top - j).v == r + 1 start
                    one = true
                end
                if (waste.top - j).v == r + 2 start
                    two = true
                end
                j = j + 1
            end
            if one && two start
                found = 3
            end
            i = i + 1
        end
"""
PAIRED_BY_HAND = """                pairs = 0
                int i = 0
                while i < waste.size start
                    int j = 0
                    while j < waste.size start
                        if ((waste.top - i).suit == (waste.top - j).suit)
                            && ((waste.top - i).v < (waste.top - j).v) start
                            pairs = 2
                        end
                        j = j + 1
                    end
                    i = i + 1
                end
"""
SQ_BY_HAND = changed(
    SQ_RUNS,
    (
        ("        int found = (waste{sq 3 v (l.v + 1) == n.v}).size\n", BY_HAND),
        (
            "                pairs = (waste{sq 2 v (l.suit == n.suit) && (l.v < n.v)}).size\n",
            PAIRED_BY_HAND,
        ),
    ),
)
PAIRS.append(("sq runs read in play (vs while loops)", SQ_RUNS, SQ_BY_HAND))
# transfers of the cards type and card filters keep in a `then` body,
# against the same number of plain transfers off the top (an `sq` run's
# transfer costs what finding the run does: "sq runs read in play")
SIFTING = changed(
    SORTING, (("                waste{sq 2 v (l.v + 1) == n.v} -> homes[2] bottom 2\n", ""),)
)
UNSORTED = changed(
    SIFTING,
    (
        ("waste{v == 13} -> homes[0] top all", "waste -> homes[0] top 1"),
        ("waste{v < 4} /> homes[1] top 2", "waste /> homes[1] top 1"),
    ),
)
PAIRS.append(("transfers of a filter's cards in play (vs plain)", SIFTING, UNSORTED))
# picks of several cards from the bottom of piles with rules, against the
# same picks from the top
TOPS = changed(
    JUDGED_BOTTOMS, (("bottom 2", "top 2"), ("bottom 3", "top 3"), ("bottom 1", "top 1"))
)
PAIRS.append(("several cards from the bottom, judged (vs the top)", JUDGED_BOTTOMS, TOPS))
# `every ... build` in a `then` body, against the same sweep judged by a
# filter that says the homes' rule (both with the same `auto ... build`)
HOME = "((to.size == 0) && (from.top.v == 1)) || ((to.size > 0)"
HOME += " && (from.top.suit == to.top.suit) && (from.top.v == to.top.v + 1))"
FILTERED_SWEEPS = changed(
    BUILD_SWEEPS,
    (
        (
            "every rows, waste -> homes build",
            f"every rows, waste -> homes top 1 where from{{from.size > 0}}, to{{{HOME}}}",
        ),
    ),
)
PAIRS.append(("every ... build in a then body (vs a filter)", BUILD_SWEEPS, FILTERED_SWEEPS))
# a card attribute of players, against an int attribute compared with a
# game variable the turns flip between 0 and 1
NUMBERED_OWNERS = changed(
    OWNERS,
    (
        ("playerref owner", "int owner = 9"),
        ("    players 2\n", "    players 2\n    int me = 0\n"),
        (
            "                waste.top.owner = currentPlayer\n",
            "                waste.top.owner = me\n                me = 1 - me\n",
        ),
        (
            "(waste.top.owner != currentPlayer)} then\n",
            "(waste.top.owner != me)} then\n                me = 1 - me\n",
        ),
        ("(from.top.owner == currentPlayer + 1)", "(from.top.owner == 1 - me)"),
        ("currentPlayer.score + 1\n", "currentPlayer.score + 1\n                me = 1 - me\n"),
    ),
)
PAIRS.append(("a card attribute of players (vs an int)", OWNERS, NUMBERED_OWNERS))
# a card attribute of cards, against an int attribute holding the card's `v`
VALUED_PINS = changed(
    PINS,
    (
        ("card held int v = 0", "int held = 0 int v = 0"),
        ("pins.top.held = waste.top\n", "pins.top.held = to.top.v\n"),
        ("(from.top.held.v > 6)", "(from.top.held > 6)"),
        ("(out.top.held == from.top)", "(out.top.held == from.top.v)"),
    ),
)
PAIRS.append(("a card attribute of cards (vs an int)", PINS, VALUED_PINS))
# the game's own statements reading the cards they made where they lie
# (types, filters, sums, patterns, `sq` runs), against the same cards
# moved and placed by name (its deals)
NAMED_BRACES = changed(
    BRACES,
    (
        ("auto place Flag -> r{|[]} 1", "place Flag -> r[0] 1"),
        ("auto place Flag -> r{[]|} 1", "place Flag -> r[2] 1"),
        ("auto place Flag -> r{[Rune :]} 1", "place Flag -> r[1] 1"),
        ("int total = hand{v}", "int total = 14"),
        ("hand{Rune} -> out top all", "hand -> out top 2"),
        ("(hand{Tile}).size == 2", "hand.size == 3"),
        ("(hand{v > 1}).size == 1", "hand.size == 3"),
        ("hand{sq 2 v (l.v + 1) == n.v} -> runs top all", "hand -> runs top 2"),
    ),
)
PAIRS.append(("the load pass reading the cards it made (vs names)", BRACES, NAMED_BRACES))
# a game variable the load pass leaves none (read through Paperlang's
# operators), against the same variable the load pass sets to 0
PAIRS.append(
    (
        "a game variable the load pass leaves none (vs 0)",
        NONE_LOADED,
        NONE_LOADED.replace("int first = waste.top.v", "int first = 0"),
    )
)
# `auto place` onto first or last empty members in the load pass, against
# the same cards placed on the members by name (its deals)
BY_NAME = changed(
    AUTO_PLACED,
    (
        ("auto place Flag -> r{|[]} 1", "place Flag -> r[1] 1"),
        ("auto place Flag -> r{[]|} 2", "place Flag -> r[3] 2"),
        ("    auto place Tile -> r{[]} 1\n", ""),
        ("auto place Flag -> g{|[]} 1", "place Flag -> g[1 0] 1"),
        ("auto place Tile -> g{[]|} 1", "place Tile -> g[1 1] 1"),
        ("auto place Flag -> g{[]|} 1", "place Flag -> g[0 1] 1"),
    ),
)
PAIRS.append(("auto place onto first empty members, load (vs named)", AUTO_PLACED, BY_NAME))
# stack attributes and a game variable that play and the setup set to what
# may be none (read through Paperlang's operators), against the same game
# setting them to pile sizes, never none
SIZED = changed(
    MARKING,
    (
        ("first = piles[1].top.v", "first = piles[1].size"),
        ("piles[2].last = waste.top.v", "piles[2].last = waste.size"),
        ("!(first > -1)", "!(first > 0)"),
        ("piles[i].seen = piles[i].top.v", "piles[i].seen = 14 - piles[i].size"),
        ("to.last = from.top.v", "to.last = from.size"),
        ("from.last = from.top.v\n", "from.last = from.size\n"),
        ("from.last = from.top.v - 1", "from.last = from.size - 1"),
    ),
)
PAIRS.append(("stack attributes set to what may be none (vs not)", MARKING, SIZED))
# a stack attribute of players, against an int attribute holding the same
# numbers (-1 for none) and a game variable the turns flip between 0 and 1
NUMBERED_CLAIMS = changed(
    CLAIMS,
    (
        ("        playerref owner\n", "        int owner = -1\n"),
        ("playerref waste.owner = currentPlayer", "int waste.owner = 0"),
        ("    playerref last\n", "    int last = -1\n    int me = 0\n"),
        ("piles[3].owner = currentPlayer + 1", "piles[3].owner = 1"),
        ("to{!(to.owner != currentPlayer)}", "to{(to.owner == me) || (to.owner == -1)}"),
        ("if !(to.owner == currentPlayer) start", "if to.owner != me start"),
        ("to.owner = currentPlayer\n", "to.owner = me\n"),
        ("(owner != currentPlayer)}", "(owner != me) && (owner != -1)}"),
        ("to{to.owner + 1 == currentPlayer}", "to{(to.owner + 1) % 2 == me}"),
        ("waste.owner = currentPlayer\n", "waste.owner = me\n"),
        ("last = currentPlayer\n", "last = me\n"),
        ("        end\n    end\nend", "        end\n        me = 1 - me\n    end\nend"),
    ),
)
PAIRS.append(("a stack attribute of players (vs an int)", CLAIMS, NUMBERED_CLAIMS))
# a stack attribute of cards, against int attributes holding the card's
# rank and suit (0 for none)
VALUED_FIRSTS = changed(
    FIRSTS,
    (
        ("        card first\n", "        int fv = 0\n        int fs = 0\n"),
        ("    card waste.first\n", "    int waste.fv = 0\n"),
        (
            "piles[1].first = piles[1].top\n",
            "piles[1].fv = piles[1].top.v\n        piles[1].fs = piles[1].top.suit\n",
        ),
        ("moving.bottom.suit == to.first.suit", "moving.bottom.suit == to.fs"),
        (
            "                    to.first = to.top\n",
            "                    to.fv = to.top.v\n                    to.fs = to.top.suit\n",
        ),
        (
            "(from.first == from.top)",
            "(from.fv == from.top.v) && (from.fs == from.top.suit)",
        ),
        (
            "                from.first = waste.bottom\n                waste.first = waste.top\n",
            "                from.fv = waste.bottom.v\n"
            "                from.fs = waste.bottom.suit\n"
            "                waste.fv = waste.top.v\n",
        ),
        ("!(waste.first.v == 1)", "!(waste.fv == 1)"),
    ),
)
PAIRS.append(("a stack attribute of cards (vs ints)", FIRSTS, VALUED_FIRSTS))
# relative places in a row in a pick, and among other stacks in `every`
# and `auto`, against the same places written as one and the sweeps onto
# the relative places alone
NEAR_ALONE_SWEEPS = changed(
    PASSING,
    (
        ("every piles -> piles[:1], waste top 1", "every piles -> piles[:1] top 1"),
        ("piles[:1:2], piles[:-1] top 1", "piles[:1:2:-1] top 1"),
        ("auto piles -> waste, piles[:-1] top 1", "auto piles -> piles[:-1] top 1"),
    ),
)
PAIRS.append(("relative places in a row, among others (vs alone)", PASSING, NEAR_ALONE_SWEEPS))
STOCKS = """    hiddenstack mint
    hiddenstack coppers
    hiddenstack golds
    place gold -> mint 2
    place silver -> mint 2
    place copper -> mint 2
    place copper -> coppers 120
    place gold -> golds 40
"""
# picks that make cards, against the same picks from stacks of coins the
# load pass makes
MINTED = changed(
    MINTING,
    (
        ("    stacklist rows[3] start end\n", "    stacklist rows[3] start end\n" + STOCKS),
        ("pick random coin -> rows 1", "pick mint -> rows top 1"),
        ("pick place copper ->_ every rows 1", "pick coppers ->_ every rows top 1"),
        ("pick place gold -> bank minted", "pick golds -> bank top minted"),
    ),
)
PAIRS.append(("picks that make cards (vs from stacks of them)", MINTING, MINTED))
# `choose` picks to every stack, against the same picks onto the first row
ONTO_FIRST = SHARING.replace("every rows, kept", "rows[0]").replace("every rows", "rows[0]")
PAIRS.append(("choose picks to every stack (vs onto one)", SHARING, ONTO_FIRST))
# places near the source apart and to every one of them, against the same
# places in a row and onto one of them at a time
IN_A_ROW = NEXT_DOOR.replace("row[:1], waste, row[:-1]", "row[:1:-1], waste")
IN_A_ROW = IN_A_ROW.replace("every row[:-1:1]", "row[:-1:1]")
PAIRS.append(("places near the source apart, every one (vs in a row)", NEXT_DOOR, IN_A_ROW))
# cards made where a `then` body's player chooses, and made and moved onto
# members braces keep among others, against the same onto stacks named
NAMED_ROWS = changed(
    FLAGS,
    (
        ("random token -> rows 1 where to{to.size < 3}", "random token -> rows[1] 1"),
        ("every rows{size < 2}, home", "every rows, home"),
        ("every rows{size < 3}, waste", "every rows, waste"),
    ),
)
PAIRS.append(("then: made where chosen, onto kept members (vs named)", FLAGS, NAMED_ROWS))
# places near sources of two lists, against the same from each list alone
# (a pick, and an `every`, for each: the same options and moves, in order)
EACH_LIST = changed(
    TWO_LISTS,
    (
        (
            "pick row, col -> row[:1] top 1 where from{from.size > 0} then\n",
            "pick row -> row[:1] top 1 where from{from.size > 0} then\n"
            + " " * 12
            + "pick col -> row[:1] top 1 where from{from.size > 0} then\n",
        ),
        (
            "every row, col -> row[:1] top 1 where from{from.size > 4}\n",
            "every row -> row[:1] top 1 where from{from.size > 4}\n"
            + " " * 16
            + "every col -> row[:1] top 1 where from{from.size > 4}\n",
        ),
    ),
)
PAIRS.append(("places near sources of two lists (vs each alone)", TWO_LISTS, EACH_LIST))
# a pick to every ruled pile, its own among them, against one to the waste
PAIRS.append(("-> every onto ruled piles, its own too (vs the waste)", OWN_RULED, DEALING))
# a pick to every ruled pile with a `to` filter from sources of other rules,
# against a pick from each source's declaration (the same options, in order)
EACH_SOURCE = SIFTED_MIXED.replace(
    "pick waste, piles -> every homes top 2 where from{from.size > 0}, to{",
    "pick waste -> every homes top 2 where from{from.size > 0}, to{moving.bottom.v > 1} then\n"
    + " " * 12
    + "pick piles -> every homes top 2 where from{from.size > 0}, to{",
)
PAIRS.append(("every ruled, a to filter, other rules (vs each)", SIFTED_MIXED, EACH_SOURCE))
# `choose` picks to every pile with rules and a `to` filter, against the
# same picks to every pile of none and no filter (each lists one option a
# way of choosing; onto one pile, each way is judged as it is listed)
PAIRS.append(("choose to every ruled pile, a to filter (vs neither)", CHOSEN_RULED, SHARING))
# `choose` picks to every stack from sources of two rules and to the
# places near the source, against picks from each source's declaration
# and to every stack of the list
EACH_CHOOSING = changed(
    MINGLING,
    (
        (
            "pick choose hand, cells -> every rows 1 where from{from.size > 0} then\n",
            "pick choose hand -> every rows 1 where from{from.size > 0} then\n"
            + " " * 12
            + "pick choose cells -> every rows 1 where from{from.size > 0} then\n",
        ),
        ("every rows[:-1:1] 1", "every rows 1"),
        ("every heaps[:1:-1]", "every heaps"),
    ),
)
PAIRS.append(("choose: other rules, places near (vs each, all)", MINGLING, EACH_CHOOSING))

# the game's own statements the seed decides, run in the deal's code,
# against the same statements written in the setup by hand
LOADED_TRUMPS = TRUMPS[TRUMPS.index("    int trump") : TRUMPS.index("    setup start")]
SET_UP_TRUMPS = TRUMPS.replace(
    LOADED_TRUMPS,
    "    int trump = 0\n    card waste.first\n    int high = 0\n",
).replace(
    "    setup start\n",
    "    setup start\n"
    "        trump = deck.top.suit\n"
    "        waste.first = deck.top\n"
    "        deck -> waste top 1\n"
    "        while deck.top.v > 8 start\n"
    "            deck -> discard top 1\n"
    "            high = high + 1\n"
    "        end\n" + "".join(f"        piles[{k}].cap = high + 2\n" for k in range(4)),
)
PAIRS.append(("a seeded load pass, played (vs setup)", TRUMPS, SET_UP_TRUMPS))
PAIRS.append(("a seeded load pass, dealt (vs setup)", TRUMPS, SET_UP_TRUMPS))

# a string with no value kept across a wait (none until set), against an int
NUMBERED_LABELS = (
    LABELS.replace("string last", "int last").replace('"long"', "1").replace('"full"', "2")
)
PAIRS.append(("a string kept across a wait, none (vs an int)", LABELS, NUMBERED_LABELS))

# a card hook counting in the turn's local that hides its game variable,
# against the local named apart (the hook counts in the game variable)
APART_LANDINGS = (
    LANDINGS.replace("int landed = 10", "int held = 10")
    .replace("if landed == 11", "if held == 11")
    .replace("count = count + landed", "count = count + held")
)
PAIRS.append(("a card hook seeing a turn's local (vs apart)", LANDINGS, APART_LANDINGS))


def named_apart(source: str) -> str:
    """Tallies with the turn's locals named apart from the game variables."""
    for hidden, apart in [
        ("int landed = 10", "int held = 10"),
        ("int reds = 20", "int red = 20"),
        ("int high = 30", "int peak = 30"),
        ("int landed = 50", "int inner = 50"),
        ("int landed = 5", "int other = 5"),
        ("count + landed + reds + high", "count + held + red + peak"),
    ]:
        source = source.replace(hidden, apart)
    return source


# card hooks seeing locals declared in several blocks, one inside another,
# beside more such names (a phase choosing among them, a hook), against
# the locals named apart
PAIRS.append(("card hooks seeing locals of many blocks (vs apart)", TALLIES, named_apart(TALLIES)))
PAIRS.append(
    ("a card hook seeing 16 such locals (vs apart)", SELF_COUNTING, named_apart(SELF_COUNTING))
)

# the setup's `-> every` onto the members braces keep among other stacks,
# against one statement a destination
PAIRS.append(("the setup's every onto kept and others (vs apart)", DEALT_SPREAD, DEALT_APART))

# a phase that runs itself where its own local hides the game variable it
# read (its runs inside it a phase of their own), against the local named apart
WALK_APART = (
    WALK.replace("int level = total % 5", "int step = total % 5")
    .replace("(level > 1) && (total < 80)", "(step > 1) && (total < 80)")
    .replace(
        "        end\n        total = total + level\n",
        "        end\n        total = total + step\n",
    )
)
PAIRS.append(("a phase's runs inside it seeing its local (vs apart)", WALK, WALK_APART))

# a phase that waits and runs itself as the last thing it does (a loop),
# against the same game written with a `while` in the turn
PAIRS.append(("a phase running itself across waits (vs a while)", ASKS_AGAIN, ASKS_IN_A_WHILE))
# the same phase going on after it runs itself (each run's 10 added once
# the runs it ran are over), against the `while` adding each run's 10 at once
MORE = "                        more = true\n                    end\n"
GOING_ON_IN_A_WHILE = ASKS_IN_A_WHILE.replace(
    MORE, MORE + "                    asked = asked + 10\n"
)
PAIRS.append(("a phase going on after it runs itself (vs a while)", GOING_ON, GOING_ON_IN_A_WHILE))
# the phase running itself through another (which runs it as the last thing
# it does), against the same phase running itself
PAIRS.append(("a phase running itself through another (vs itself)", THROUGH, ASKS_AGAIN))
# the phase going on after it runs itself, reading its own local (each run's
# frame kept), against the `while` adding each round's share at once
ROUND_IN_A_WHILE = ASKS_IN_A_WHILE.replace(
    MORE, MORE + "                    asked = asked + round % 5\n"
)
PAIRS.append(
    ("a phase reading its local after it runs itself (vs a while)", MIDDLE, ROUND_IN_A_WHILE)
)
# a phase whose local hides a game variable, waiting and running itself,
# against the local named apart
HIDING_APART = (
    HIDING.replace("        int level = total % 5", "        int step = total % 5")
    .replace("                if level > 1 start", "                if step > 1 start")
    .replace("                total = total + level\n", "                total = total + step\n")
    .replace("(level != 3)", "(step != 3)")
    .replace("                level = level + 1\n", "                step = step + 1\n")
)
PAIRS.append(("a waiting phase's local hiding a variable (vs apart)", HIDING, HIDING_APART))

# `players` of a number the game's own statements work out, against the number written
PAIRS.append(
    (
        "players of a worked-out number (vs written)",
        PLAYERS_COUNTED,
        PLAYERS_COUNTED.replace("players n + deck.size / 50", "players 3"),
    )
)

# the top and bottom of the cards a filter keeps, patterns matched on a
# stack and card types compared, against the same filters counted (their
# cards found as a count finds them) and the stacks' sizes, where the two
# play alike (a face card's rank above 10: there is one)
KEPT_ALIKE = KEPT_CARDS.replace("from{high > 11}", "from{high > 10}")
PAIRS.append(
    (
        "a filter's cards read as a stack (vs counted)",
        KEPT_ALIKE,
        changed(
            KEPT_ALIKE,
            (
                ("(waste{v > 10}).top.v", "(waste{v > 10}).size + 10"),
                ("((waste{suit < 3}).top - 1).v", "(waste{suit < 3}).size"),
                ("(waste{v == 1}).bottom == aceS", "(waste{v == 1}).size == 4"),
                ("(to == [])", "(to.size == 0)"),
                ("(to{v > 5}).bottom.v != (moving{suit > 0}).top.v", "(to{v > 5}).size != 2"),
                ("(from == [_ _ :])", "(from.size > 1)"),
                ("(from{sq 2 v (l.v + 1) == n.v}).top.v", "(from{sq 2 v (l.v + 1) == n.v}).size"),
                ("((waste{number}) == [_ _ _ :]) && (aceS != aceH)", "((waste{number}).size > 2)"),
                ("(waste{number}).top.suit != 2) && (number == number)", "waste.top.suit != 2)"),
            ),
        ),
    )
)


def playouts(rules_class: type, games: int, moves: int, dealt: bool = False) -> float:
    """Moves per CPU second of random playouts through the Session (with
    `dealt`, each game's deal, its rules object and Session, timed too: for
    a feature whose similar game pays in its deal for what the feature does
    in play, cards made in play against cards the load pass made)."""
    chooser = random.Random(1)
    played = 0
    spent = 0.0
    for seed in range(games):
        start = time.process_time()
        current = Session(rules_class(), seed)
        if not dealt:
            start = time.process_time()
        for _ in range(moves):
            options = current.moves()
            if not options:
                break
            current.play(chooser.choice(options))
            played += 1
        spent += time.process_time() - start
    return played / spent


def played_from_deal(rules_class: type, games: int, moves: int) -> float:
    """`playouts`, each game's deal timed too."""
    return playouts(rules_class, games, moves, dealt=True)


def deals(rules_class: type, games: int, moves: int) -> float:
    """Deals per CPU second (a setup's feature: what it changes is the deal)."""
    rules = rules_class()
    start = time.process_time()
    for seed in range(games * moves // 10):
        rules.deal(seed)
    return games * moves // 10 / (time.process_time() - start)


# the features measured by their deals, not by playouts
DEALT = {
    "a phase that runs itself in the setup (vs a loop)",
    "a setup dealing by every and auto",
    "cards the setup makes (vs the load pass)",
}
DEALT |= {"the setup's winneris (vs none)", "a filter's cards the setup moves, hooked"}
DEALT.add("-> every onto a grid's cells a filter keeps (vs all)")
DEALT.add("cards the load pass draws (vs placed)")
DEALT.add("auto place onto first empty members, load (vs named)")
DEALT.add("the load pass reading the cards it made (vs names)")
DEALT.add("a seeded load pass, dealt (vs setup)")
DEALT.add("the setup's every onto kept and others (vs apart)")

# the features measured by playouts from the deal on (none now: picks that
# make cards are timed on play alone, each game of a class reusing the
# Cards the games before it made)
FROM_DEAL: set[str] = set()


def best(rates: list[float]) -> float:
    """The rate of a game's fastest rounds: the mean of its best two (a
    load that slows one round only lowers a rate, never raises it)."""
    return statistics.mean(sorted(rates)[-2:])


def settled() -> None:
    """Start a measure from the same heap as every other: what the pairs
    before it left is collected and frozen, so a full collection falling in
    one measure does not walk every class compiled so far (it made one pair
    read 0.18x in a whole run and 1.4-1.7x alone)."""
    gc.collect()
    gc.freeze()


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", type=int, default=6, help="deals played per game")
    parser.add_argument("--moves", type=int, default=150, help="moves per deal at most")
    parser.add_argument(
        "--rounds", type=int, default=5, help="rounds, each timing both (their best two count)"
    )
    parser.add_argument("--only", default="", help="only the features whose name holds this")
    args = parser.parse_args()
    print(f"{'feature':42} {'with/without':>12}")
    for name, source, similar in PAIRS:
        if args.only not in name:
            continue
        using, plain = game_class(source), game_class(similar)
        assert issubclass(using, FlatGame) and issubclass(plain, FlatGame), name
        measure = deals if name in DEALT else playouts
        measure = played_from_deal if name in FROM_DEAL else measure
        # warm up before timing, each game as long as it is timed (the first
        # playouts of a class make its Moves, `FlatGame._moves_made`)
        measure(using, args.games, args.moves)
        measure(plain, args.games, args.moves)
        rates: dict[type, list[float]] = {using: [], plain: []}
        for round_number in range(args.rounds):  # (which goes first alternates)
            for rules_class in (using, plain) if round_number % 2 else (plain, using):
                settled()
                rates[rules_class].append(measure(rules_class, args.games, args.moves))
        print(f"{name:42} {best(rates[using]) / best(rates[plain]):11.2f}x")


if __name__ == "__main__":
    main()
