"""A turn that waits more than once: each compiled from a real source,
played at random as recorded (`recorded.played`: moves, tables, status,
events, the variables, where the turn waits, the refusals' reasons), and
a game saved on the first engine halfway through a turn loads and
goes on."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import goes_on_as_recorded, loaded_save, played
from tests.runtime.paperlang.test_flat import game_ir_of
from tests.runtime.paperlang.test_flat_features import not_compiled

# an interactive transfer, then `buttons`, then a `pickone`, with statements
# between them (a local of their own, a game variable, a transfer in an
# `if`) and an ending after the last
THRICE = """game Thrice start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int moved = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
        int most = rows[0].size
        deck -> rows top 1 where to{to.size <= most + 2}
        moved = moved + 1
        int left = deck.size
        if left % 5 == 0 start
            waste -> rows[2] top 1
        end
        buttons start
            button "more" then
                rows[1] -> waste top 1
            button "keep" then
                moved = moved + 2
        end
        pickone start
            pick waste -> rows top 1 where from{from.size > 0}, to{to.size < 12 - (moved % 3)} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 12 start
            winneris currentPlayer
        end
        if deck.size == 0 start
            looseris currentPlayer
        end
    end
end
"""

# two `pickone`s in a row: the moves on the table, then turning the stock
TWO_STEPS = """game Twosteps start
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
            pick deck -> waste top 0 then
        end
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick waste -> deck top all where from{deck.size == 0} then
        end
    end
end
"""

# the same reading the turn's locals across its waits: `most` (before the
# first) in a button's body, `left` (between the first and the second) in
# the third's filter and in the ending after it
KEEPING = (
    THRICE.replace("to{to.size < 12 - (moved % 3)}", "to{to.size < 12 - (left % 3)}")
    .replace(
        "                rows[1] -> waste top 1\n",
        "                rows[1] -> waste top 1\n"
        "                if most > 3 start\n"
        "                    rows[2] -> waste top 1\n"
        "                end\n",
    )
    .replace("if waste.size > 12 start", "if (waste.size > 12) && (left > 0) start")
)
# each of two waits one that an `if` chooses, the second's `if` reading a
# local of the turn declared before the first wait and one between them
CHOSEN = """game Chosen start
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
        else
            deck -> rows top 1 where from{from.size > 0}, to{to.size <= most + 1}
        end
        int low = rows[1].size
        if (deck.size == 0) && (gathered < 2) start
            buttons start
                button "gather" then
                    rows[0] -> deck top all
                    gathered = gathered + 1
                button "keep" then
                    waste -> rows[1] top 1
            end
        elseif low > 3 then
            rows -> waste top 1 where from{from.size > 3}
        else
            pickone start
                pick deck -> rows top 1 where from{from.size > 0}, to{to.size <= most + low} then
                pick deck -> waste top 1 where from{from.size > 0} then
            end
        end
        if rows[3].size > 12 start
            winneris currentPlayer
        end
    end
end
"""
# waits in phases the turn runs at its top level (inlined there)
PHASED = """game Phased start
    #use "deck"
    stacklist rows[4] start end
    visiblestack waste start end
    int moved = 0
    shuffle deck

    phase dealing start
        int most = rows[0].size
        deck -> rows top 1 where to{to.size <= most + 2}
    end
    phase pressing start
        buttons start
            button "more" then
                rows[1] -> waste top 1
            button "keep" then
                moved = moved + 2
        end
    end

    setup start
        turnup deck all
    end
    turn start
        do dealing
        moved = moved + 1
        do pressing
        pickone start
            pick waste -> rows top 1 where from{from.size > 0}, to{to.size < 12 - (moved % 3)} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
        if waste.size > 12 start
            winneris currentPlayer
        end
        if deck.size == 0 start
            looseris currentPlayer
        end
    end
end
"""
SOURCES = {
    "thrice": THRICE,
    "two steps": TWO_STEPS,
    "keeping locals": KEEPING,
    "chosen": CHOSEN,
    "in phases": PHASED,
}
SEEDS = range(3)


@pytest.mark.parametrize("name", sorted(SOURCES))
def test_a_turn_that_waits_more_than_once_compiles(name: str) -> None:
    source = SOURCES[name]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame) and rules_class.flat_wait >= 0
    statuses, details = set(), set()
    for seed in SEEDS:
        fast = played(rules_class, seed, 300, ("variables", "some refusals"))
        statuses.add(fast.status)
        details |= {move.detail[0] for move in fast.history()}
    if name in ("thrice", "chosen"):
        assert statuses >= {"won", "lost"}
        assert details == {0, 1, "button"}  # (each wait's picks numbered from 0)
    # a search's successor plays as `play`, and the key tells the waits apart
    rules = rules_class()
    state = Session(rules, 1).state
    for move in rules.moves(state)[:3]:
        after = rules.successor(state, move)
        assert after == rules.play(state, move)[0]
        assert rules.key(after) != rules.key(rules.arranged(after, piles(rules, after))[0])


def piles(rules: FlatGame, state: tuple) -> dict[str, list[tuple[int, bool]]]:
    """`state`'s table as `arranged` takes it."""
    return {
        name: [(code >> 1, bool(code & 1)) for code in state[rules.stack_by_name[name].index]]
        for name in rules.stacks()
    }


def test_a_game_saved_halfway_through_a_turn_goes_on(tmp_path) -> None:
    rules_class = game_class(THRICE)
    # (two turns of three waits, then a move at the first: the `buttons` wait)
    loaded = loaded_save(rules_class, 2, 7, tmp_path)
    assert type(loaded.state) is tuple  # (the flat state)
    assert loaded.rules._waiting_line() == 19
    goes_on_as_recorded(loaded, rules_class, 67)


def test_the_locals_read_across_the_waits_are_kept_in_the_state() -> None:
    rules_class = game_class(KEEPING)
    assert sorted(rules_class.flat_changing) == ["(left)", "(most)", "(the wait)", "moved"]


def test_a_wait_inside_a_loop_of_a_turn_that_waits_twice_compiles() -> None:
    source = THRICE.replace(
        "        if left % 5 == 0 start\n            waste -> rows[2] top 1\n",
        "        while left % 5 == 0 start\n            waste -> rows[2] top 1\n"
        "            left = left + 1\n",
    ).replace(
        "            waste -> rows[2] top 1\n",
        "            waste -> rows top 1\n",
    )
    assert refusal(game_ir_of(source)) is None  # (a machine: `paperlang_flat_machine`)
    rules_class = game_class(source)
    for seed in SEEDS:
        played(rules_class, seed, 150, ("variables", "some refusals"))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_longer_playouts_of_turns_that_wait_more_than_once(name: str) -> None:
    rules_class = game_class(SOURCES[name])
    for seed in (4,):
        played(rules_class, seed, 600, ("variables",))
