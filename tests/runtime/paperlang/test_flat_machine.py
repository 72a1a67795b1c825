"""A turn whose waits sit deeper than its top level (inside a `while`, an
`if` with statements around them or with no `else`, a phase run there), as
a machine (`paperlang_flat_machine`): each compiled from a real source,
played at random as recorded (`recorded.played`: moves, tables, status,
events, the variables, where the turn waits, the refusals' reasons)."""

from __future__ import annotations

import pytest

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.feature_sources import MACHINE
from tests.runtime.paperlang.recorded import goes_on_as_recorded, loaded_save, played
from tests.runtime.paperlang.test_flat import game_ir_of
from tests.runtime.paperlang.test_flat_features import not_compiled
from tests.runtime.paperlang.test_flat_waits import KEEPING, piles

# a `pickone` twice a turn, inside a `while`, then a card dealt and the
# endings (a refusal's sentence names the turn's locals)
LOOPED = """game Looped start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int rounds = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int n = 0
        int most = rows[0].size
        while n < 2 start
            pickone start
                ; refused from: a row needs more than {most} cards, turn {n}
                pick rows -> waste top 1 where from{from.size > most} then
                pick deck -> rows top 1 where from{from.size > 0} then
                    rounds = rounds + 1
            end
            n = n + 1
        end
        if deck.size > 0 start
            deck -> waste top 1
        end
        if waste.size > 30 start
            winneris currentPlayer
        end
        if (deck.size == 0) && (waste.size > 20) start
            looseris currentPlayer
        end
    end
end
"""
# an `if` with statements around its wait and no `else`: a turn that does
# not always wait (it deals a card and starts again), and one whose `else`
# holds statements and a wait of its own (an interactive transfer)
ROUNDABOUT = """game Roundabout start
    #use "deck"
    stacklist rows[3] start end
    visiblestack waste start end
    int dealt = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        deck -> waste top 1
        dealt = dealt + 1
        int left = deck.size
        if left % 3 == 0 start
            waste -> rows[0] top 1
            pickone start
                pick waste -> rows top 1 where to{to.size < left % 7} then
                pick rows -> waste top 1 where from{from.size > 0} then
            end
            dealt = dealt + 2
        elseif left % 4 == 1 then
            int most = rows[1].size
            rows -> rows top 1 where from{from.size > most}
            if most > 2 start
                winneris currentPlayer
            end
        end
        if deck.size == 0 start
            looseris currentPlayer
        end
    end
end
"""
# a phase that waits, run inside an `if` and inside a `while`
PHASED = """game Phasedeep start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int pressed = 0
    shuffle deck

    phase pressing start
        buttons start
            button "more" then
                deck -> waste top 1
            button "keep" then
                pressed = pressed + 1
        end
    end

    setup start
        turnup deck all
    end
    turn start
        int i = 0
        while (i < 3) && (deck.size > 0) start
            deck -> rows[i] top 1
            if rows[i].size % 2 == 0 start
                do pressing
            end
            i = i + 1
        end
        pickone start
            pick rows -> waste top 1 where from{from.size > 0} then
            pick waste -> deck top all where from{deck.size == 0} then
        end
        if pressed > 6 start
            winneris currentPlayer
        end
        if (deck.size == 0) && (waste.size == 0) start
            looseris currentPlayer
        end
    end
end
"""
SOURCES = {"looped": LOOPED, "roundabout": ROUNDABOUT, "phased": PHASED}


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_a_turn_whose_waits_sit_deeper_compiles(name: str) -> None:
    source = SOURCES[name]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_wait >= 0
    statuses = set()
    for seed in range(3):
        fast = played(rules_class, seed, 200, ("variables", "some refusals"))
        statuses.add(fast.status)
    if name == "looped":
        assert statuses == {"won", "lost"}
    # a search's successor plays as `play`, and the key tells the waits apart
    rules = rules_class()
    state = Session(rules, 1).state
    for move in rules.moves(state)[:3]:
        after = rules.successor(state, move)
        assert after == rules.play(state, move)[0]
        rules.arranged(after, piles(rules, after))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_longer_playouts_of_turns_whose_waits_sit_deeper(name: str) -> None:
    rules_class = game_class(SOURCES[name])
    for seed in (3,):
        played(rules_class, seed, 600, ("variables",))


NEVER = """game Never start
    #use "deck"
    visiblestack waste start end
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int n = deck.size
        if n > 100 start
            pickone start
                pick deck -> waste top 1 then
            end
        end
    end
end
"""


def test_a_turn_that_never_waits_stops_at_the_turn_s_line_on_both_engines() -> None:
    rules_class = game_class(NEVER)
    assert refusal(game_ir_of(NEVER)) is None and rules_class.flat_wait >= 0
    with pytest.raises(GameError) as caught:  # (where the first engine stopped too)
        Session(rules_class(), 1)
    assert (caught.value.source, caught.value.line) == ("t.pl", 9)
    assert "forever" in caught.value.message


# a turn the compiler cannot keep in its own shape (the turn before its wait
# run again by the listing, its ending worked out at the next wait) runs as
# a machine instead: each a change of one game, (before the wait, after it)
SHAPED = """game Shaped start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int moved = 0
    int seen = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
BEFORE
        pickone start
            pick rows -> waste top 1 where from{from.size > 0} then
            pick deck -> rows top 1 where from{from.size > 0} then
                moved = moved + 1
        end
AFTER
        if waste.size > 25 start
            winneris currentPlayer
        end
        if deck.size == 0 start
            looseris currentPlayer
        end
    end
end
"""
SHAPES = {
    "a shuffle before the wait": (
        "        if moved % 4 == 3 start\n            shuffle deck\n        end\n",
        "",
    ),
    "a turndown before the wait": ("        turndown deck top 1\n", ""),
    "a flip before the wait": (
        "        if moved % 3 == 2 start\n            flip waste\n        end\n",
        "",
    ),
    "a game variable read before it is set": ("        seen = seen + 1\n", ""),
    "cards moved and the game ended before the wait": (
        "        if waste.size > 3 start\n            waste -> rows[0] top 1\n        end\n"
        "        if rows[0].size > 15 start\n            winneris currentPlayer\n        end\n",
        "",
    ),
    "a shuffle after the wait": (
        "",
        "        if moved % 5 == 4 start\n            shuffle deck\n        end\n",
    ),
    "an ending reading a local of the turn before the wait": (
        "        int most = rows[0].size\n",
        "        if most > 9 start\n            looseris currentPlayer\n        end\n",
    ),
    "an ending reading what the turn set before": (
        "        seen = deck.size\n",
        "        if seen == 7 start\n            looseris currentPlayer\n        end\n",
    ),
}


@pytest.mark.parametrize("name", sorted(SHAPES))
def test_a_turn_its_own_shape_cannot_keep_compiles_as_a_machine(name: str) -> None:
    before, after = SHAPES[name]
    source = SHAPED.replace("BEFORE\n", before).replace("AFTER\n", after)
    assert refusal(game_ir_of(source)) is None and not_compiled(source) == []
    rules_class = game_class(source)
    assert "flat_before" not in vars(rules_class) and "flat_turn" in vars(rules_class)
    statuses = set()
    for seed in range(3):
        fast = played(rules_class, seed, 150, ("variables", "some refusals"))
        statuses.add(fast.status)
    assert "won" in statuses


def test_an_ending_reading_a_local_of_the_turn_s_start_compiles() -> None:
    source = KEEPING.replace("(left > 0)", "(most > 0)")  # (kept in the state as a machine's)
    assert refusal(game_ir_of(source)) is None
    rules_class = game_class(source)
    for seed in range(3):
        played(rules_class, seed, 150, ("variables", "some refusals"))


def test_a_game_saved_halfway_through_a_machine_s_turn_goes_on(
    tmp_path,
) -> None:
    rules_class = game_class(LOOPED)
    # (two turns of two waits, then a move at the first: the loop's second)
    loaded = loaded_save(rules_class, 2, 5, tmp_path)
    assert type(loaded.state) is tuple  # (the flat state)
    assert loaded.rules._waiting_line() == 15
    goes_on_as_recorded(loaded, rules_class, 65)


def test_the_turn_after_a_machine_s_wait_is_written_once() -> None:
    # (each of the six picks' and buttons' bodies goes on to the turn's end
    # and then the turn again until it waits: `flat_then` writes that once,
    # after the bodies of their own, and calls `flat_turn` for the turn again;
    # test_flat_features replays the game as recorded)
    python = paperc.compile_source(MACHINE, "machine.pl").python
    then = python[python.index("def flat_then(") : python.index("def flat_why(")]
    assert then.count("if rows[3].size > 12 start") == 1
    assert then.count("self.flat_turn(s, events)") == 1 and "while" not in then
    assert python.count("# machine.pl:11  turn start") == 2  # (`flat_turn`'s loop, its call)
    assert then.count("number ==") == 2  # (the two buttons' bodies; the picks' have none)
