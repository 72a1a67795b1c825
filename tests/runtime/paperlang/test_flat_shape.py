"""The turn's shape (`paperlang_flat_stages`,
`paperlang_flat_machine`): turns the compiler once refused, each compiled
from a real source and played at random as recorded
(`recorded.played`: moves, tables, status, events, the variables, the
refusals' reasons)."""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import played
from tests.runtime.paperlang.test_flat import ENDS, RUNS, game_ir_of
from tests.runtime.paperlang.test_flat_features import not_compiled
from tests.runtime.paperlang.test_flat_phases import PHASES
from tests.runtime.paperlang.test_flat_players import HELD
from tests.runtime.paperlang.test_flat_waits import KEEPING

GAME = """game Shape start
    #use "deck"
    stacklist rows[4] start int count = 0 end
    visiblestack waste start end
    int moved = 0
    int low = 0
    shuffle deck

    setup start
        turnup deck all
    end
    turn start
BODY
        if waste.size > 25 start
            winneris currentPlayer
        end
        if deck.size == 0 start
            looseris currentPlayer
        end
    end
end
"""
TURNS = {
    # a string and a card kept across the waits one after another
    "a string and a card read across a wait": """
        string said = "low"
        card seen = deck.top
        if deck.size > 30 start
            said = "high"
        end
        pickone start
            pick rows -> waste top 1 where from{from.size > 0} then
            pick deck -> rows top 1 where from{from.size > 0} then
                moved = moved + 1
        end
        pickone start
            pick waste -> rows top 1 where from{(said == "high") || (from.size > 2)} then
            pick deck -> waste top 1 where from{from.size > 0} then
        end
        if (waste.size > 0) && (seen == waste.top) start
            moved = moved + 10
        end
        if (deck.size > 0) && (seen.v > 9) start
            moved = moved + 100
        end
""",
    # the same kept by a machine (the waits inside a `while`)
    "a string and a card a machine keeps": """
        int n = 0
        string said = "none"
        card seen
        while n < 2 start
            pickone start
                pick rows -> waste top 1 where from{from.size > 0} then
                    said = "row"
                pick deck -> rows top 1 where from{said != "deck"} then
                    said = "deck"
            end
            if waste.size > 0 start
                seen = waste.top
            end
            n = n + 1
        end
        if (said == "row") && (seen.v > 7) start
            moved = moved + 1
        end
""",
    # a wait inside a pick's body, reading a local of the body declared
    # before it; the game won in a pick's body
    "a pickone inside a pick's body": """
        int n = 0
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                int seen = waste.size
                pickone start
                    pick waste -> rows top 1 where to{to.size < seen % 5 + 1} then
                        n = n + 1
                    pick waste -> deck top 1 then
                        n = n + 2
                end
                moved = moved + n
            pick rows -> waste top 1 where from{from.size > 0} then
                if waste.size > 20 start
                    winneris currentPlayer
                end
                moved = moved + 1
        end
""",
    # buttons inside a button's body, inside a `while`
    "buttons inside a button's body": """
        int n = 0
        while n < 2 start
            buttons start
                button "deal" then
                    deck -> waste top 1
                    if moved % 2 == 0 start
                        buttons start
                            button "again" then
                                deck -> rows[n] top 1
                            button "back" then
                                waste -> deck top 1
                                moved = moved + 3
                        end
                    end
                    moved = moved + 1
                button "row" then
                    rows[n] -> waste top 1
            end
            n = n + 1
        end
""",
    # a game variable set to a value that may be none (none while the row
    # is empty), by the turn before its wait and by a pick's body, read in
    # filters, arithmetic and conditions (none: as Paperlang reads it)
    "a game variable that may hold none": """
        low = rows[1].top.v
        pickone start
            pick deck -> rows top 1 where to{(to.size < low) || (to.size < 2)} then
                moved = rows[0].top.v
            pick rows -> waste top 1 where from{from.size > moved % 4} then
                if moved > 5 start
                    moved = moved + low
                end
            pick waste -> deck top 1 where from{(moved == 0) || (from.size > 9)} then
                moved = 0
        end
""",
    # an attribute the turn sets on one member of a list before its wait,
    # read by a filter and a pick's body
    "an attribute set on one member before the wait": """
        rows[0].count = rows[0].count + 1
        pickone start
            pick rows -> waste top 1 where from{from.size > from.count % 3} then
                moved = moved + from.count
            pick deck -> rows top 1 where from{from.size > 0} then
        end
""",
    # the game ended in a pick's body (a machine)
    "winneris in a pick's body": """
        pickone start
            pick rows -> waste top 1 where from{from.size > 0} then
                if waste.size > 12 start
                    winneris currentPlayer
                end
            pick deck -> rows top 1 where from{from.size > 0} then
                moved = moved + 1
        end
""",
    # one name for several locals (each block its own frame), in a machine
    # (a game variable read before the turn sets it)
    "a name declared in several blocks": """
        int a = 1
        moved = moved + 1
        if deck.size > 20 start
            int a = 2
            rows[0].count = a
        else
            int a = 3
            if a > 2 start
                int a = 4
                rows[1].count = a
            end
            rows[2].count = a
        end
        int n = 0
        while n < 2 start
            pickone start
                pick rows -> waste top 1 where from{from.size > a + from.count % 2} then
                    int a = from.size
                    moved = moved + a
                pick deck -> rows top 1 where from{from.size > 0} then
                    int n = 5
                    moved = moved + n
            end
            int a = n + 7
            n = n + 1
        end
        if a > 8 start
            moved = moved + 1000
        end
        moved = moved + rows[0].count * 10 + rows[1].count * 100 + rows[2].count
""",
}


@pytest.mark.parametrize("name", sorted(TURNS))
def test_a_turn_s_shape_once_refused_compiles(name: str) -> None:
    source = GAME.replace("BODY\n", TURNS[name])
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    statuses = set()
    for seed in range(2):
        fast = played(rules_class, seed, 120, ("playing variables", "some refusals"))
        statuses.add(fast.status)
    assert "won" in statuses or "lost" in statuses


def test_a_body_declaring_a_local_of_the_turn_read_across_a_wait_compiles() -> None:
    # (the button's `left` its own, in the body's frame: the turn's is kept)
    change = ("                moved = moved + 2\n", "                int left = 2\n")
    source = KEEPING.replace(*change)
    assert source != KEEPING
    assert refusal(game_ir_of(source)) is None and not_compiled(source) == []
    rules_class = game_class(source)
    for seed in range(3):
        played(rules_class, seed, 120, ("playing variables", "some refusals"))


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(TURNS))
def test_longer_playouts_of_turns_once_refused(name: str) -> None:
    rules_class = game_class(GAME.replace("BODY\n", TURNS[name]))
    for seed in (4,):
        played(rules_class, seed, 400, ("playing variables", "some refusals"))


CHANGED = {
    # a game variable read before the turn sets it, its phases run twice
    # (each copy's locals its own): a machine
    "phases whose locals are declared twice": (
        PHASES,
        ("            seen = total\n", "            seen = seen + total\n"),
    ),
    # a game variable the turn sets to a value that may be none (while the
    # waste is empty): the state keeps the none
    "a game variable set to none by the turn's phases": (
        PHASES,
        ("            seen = total\n", "            seen = waste.top.v\n"),
    ),
    # the ending reads what the turn sets before it waits: a machine
    "an ending reading what the turn set before it waits": (
        PHASES,
        (
            "                end\n        end\n    end\nend",
            "                end\n        end\n"
            "        if seen > 40 start\n            winneris currentPlayer\n"
            "        end\n    end\nend",
        ),
    ),
    # an attribute the turn sets on every member, read outside a filter
    # before the wait (then kept in the state): a machine
    "an attribute the turn sets read before the wait": (
        RUNS,
        ("        pickone", "        i = rows[0].run\n        pickone"),
    ),
    # `winneris` in a pick's body, of a turn that ends the game before its
    # wait too (a machine)
    "winneris in a then body": (
        ENDS,
        ("then\n        end", "then\n                winneris currentPlayer\n        end"),
    ),
    # a body's int of the name of the turn's card variable (its own)
    "a body's int named as the turn's card": (
        HELD,
        (
            "homes build then\n            pick deck",
            "homes build then\n                int under = 1\n            pick deck",
        ),
    ),
}


@pytest.mark.parametrize("name", sorted(CHANGED))
def test_a_change_once_refused_compiles(name: str) -> None:
    source, change = CHANGED[name]
    changed = source.replace(*change)
    assert changed != source
    assert refusal(game_ir_of(changed)) is None and not_compiled(changed) == []
    rules_class = game_class(changed)
    for seed in range(3):
        played(rules_class, seed, 120, ("playing variables", "some refusals"))


# a `do` in a button's body (once run where no phase's method could be called)
BUTTONED = """game Buttoned start
    #use "deck"
    stacklist rows[3] start end
    visiblestack waste start end
    int dealt = 0
    shuffle deck

    phase deal start
        deck -> waste top 1
        dealt = dealt + 1
    end

    setup start
        turnup deck all
    end
    turn start
        buttons start
            button "deal" then
                do deal
            button "row" then
                waste -> rows[dealt % 3] top 1
        end
        if deck.size == 0 start
            looseris currentPlayer
        end
    end
end
"""


def test_a_phase_run_in_a_button_s_body_compiles() -> None:
    assert refusal(game_ir_of(BUTTONED)) is None and not_compiled(BUTTONED) == []
    rules_class = game_class(BUTTONED)
    for seed in range(3):
        played(rules_class, seed, 120, ("playing variables", "some refusals"))


def chain(depth: int) -> str:
    """A game whose turn runs phases `depth` deep, each running the next."""
    phases = "".join(
        f"    phase p{i} start\n        if deck.size > {i % 7} start\n"
        f"            moved = moved + 1\n        end\n        do p{i + 1}\n    end\n"
        for i in range(depth)
    )
    phases += f"    phase p{depth} start\n        moved = moved + 1\n    end\n"
    body = """        do p0
        pickone start
            pick deck -> waste top 1 where from{from.size > moved % 5} then
            pick rows -> waste top 1 where from{from.size > 0} then
            pick waste -> rows top 1 where to{to.size < 4} then
        end
"""
    return GAME.replace("    setup start", phases + "    setup start").replace("BODY\n", body)


def test_phases_running_each_other_deep_compile() -> None:
    # (the phases inlined 24 deep)
    source = chain(24)
    assert refusal(game_ir_of(source)) is None and not_compiled(source) == []
    rules_class = game_class(source)
    for seed in range(2):
        played(rules_class, seed, 60, ("playing variables", "some refusals"))
