"""Phases (dynamic scope), hooks, control flow, variables and attributes,
stack operations, and the step budget."""

from __future__ import annotations

import pytest

import paperc
from paperc import CompileError
from runtime import GameError
from tests.runtime.paperlang.conftest import names, not_yet, open_game

WAIT = "turn start pickone start pick out -> out top 0 then end end"
BUTTON = 'turn start buttons start button "Next" then end end'  # (a turn that waits)


def game(body: str) -> str:
    head = (
        "card A start int x = 1 end card B A start x = 7 end card Flag start end\n"
        "visiblestack s visiblestack d visiblestack out"
    )
    return f"game T start\n{head}\n{body}\n{WAIT}\nend\n"


def flags(session) -> int:
    return len(session.cards("out"))


def test_if_elseif_else_and_while():
    body = """
    int i = 0
    while i < 5 start
        i = i + 1
        if i == 1 start place A -> s 1
        elseif i < 4 then place B -> s 1
        else place Flag -> out 1
        end
    end
    """
    session = open_game(game(body))
    assert names(session, "s") == ["A", "B", "B"]
    assert flags(session) == 2


def test_none_propagates_through_empty_positions():
    body = """
    if d.top.x == d.top.x start place Flag -> out 1 end
    if (d.top.x + 1) > 0 start place Flag -> out 1 end
    if (d.top.x == 1) || (s.size == 0) start place Flag -> out 1 end
    if (d.top.x == 1) && true start place Flag -> out 1 end
    """
    assert flags(open_game(game(body))) == 1  # only `... || (s.size == 0)`


def test_card_positions_types_and_attributes():
    body = """
    place A -> s 1 place B -> s 1 place A -> s 1
    if (s.top - 1) == B start place Flag -> out 1 end
    if (s.top - 1) == A start place Flag -> out 1 end
    if s.bottom == B start place Flag -> out 1 end
    if (s.bottom + 1).x == 7 start place Flag -> out 1 end
    if (s.top - 5).x == 7 start place Flag -> out 1 end
    s.top.x = 40
    if s{x} == 48 start place Flag -> out 1 end
    A.x = 3
    place A -> d 1
    if (d.top.x == 3) && (B.x == 7) start place Flag -> out 1 end
    """
    # B is-an A; positions out of range are none (the game's own statements
    # know the cards they made where they lie: `paperlang_flat_load_known`)
    assert flags(open_game(game(body))) == 5


def test_stack_attributes_and_scopes():
    body = """
    int s.count = 2
    int n = 1
    if n == 1 start
        int n = 5
        s.count = s.count + n
    end
    if (s.count == 7) && (n == 1) start place Flag -> out 1 end
    """
    assert flags(open_game(game(body))) == 1


def test_phases_see_their_callers_variables():
    source = """game P start
    card Flag start end
    visiblestack out visiblestack pile
    phase grant start
        k = k + 1
        place Flag -> out 1
        if k < 3 start do grant end
    end
    phase wait start
        pickone start pick pile -> pile top 0 then end
    end
    turn start
        int k = 0
        do grant
        do wait
    end
end
"""
    session = open_game(source)
    assert flags(session) == 3
    session.click("pile")
    assert flags(session) == 6


def test_hooks_fire_per_card_with_this_from_and_to():
    source = """game H start
    card A start end card B A start end card Flag start end
    visiblestack s visiblestack d visiblestack out visiblestack log
    premove A start
        if (from == s) && (to == d) && (this == B) start place Flag -> log 1 end
    end
    onmoved B start
        if d.size > 0 start place Flag -> out 1 end
    end
    place A -> s 1 place B -> s 2
    s -> d top all
    turn start pickone start pick out -> out top 0 then end end
end
"""
    session = open_game(source)
    assert len(session.cards("log")) == 2
    assert flags(session) == 2


def test_recursive_hooks_stop_at_the_depth_limit():
    source = """game H start
    card A start end
    visiblestack s visiblestack d
    onmoved A start
        to -> from top 1
    end
    place A -> s 1
    turn start
        pickone start pick s -> d top 1 where from{from.size > 0} then end
    end
end
"""
    session = open_game(source)
    with pytest.raises(GameError, match=r"t\.pl:4: card hooks set each other off too deeply"):
        session.click("s")
    assert len(session.cards("s")) == 1


def test_stack_operations_and_visibility():
    body = """
    place A -> s 1 place B -> s 1 place Flag -> s 1
    flip s
    hide d
    show out
    """
    session = open_game(game(body))
    assert names(session, "s") == ["Flag", "B", "A"]
    assert not any(card.face_up for card in session.cards("s"))


def test_shuffle_is_a_pure_function_of_the_seed():
    body = "place A -> s 10 place B -> s 10 shuffle s"
    first = [c.name for c in open_game(game(body), seed=11).cards("s")]
    again = [c.name for c in open_game(game(body), seed=11).cards("s")]
    other = [c.name for c in open_game(game(body), seed=12).cards("s")]
    assert first == again != other
    assert sorted(first) == ["A"] * 10 + ["B"] * 10


ENDLESS = """game E start
    card A start end
    visiblestack s
    int i = 0
    place A -> s 1
    turn start
        pickone start
            pick s -> s top 0 then
                while i > -1 start
                    i = i + 1
                end
        end
    end
end
"""


def test_an_endless_loop_is_a_game_error_naming_its_line_and_changes_nothing():
    session = open_game(ENDLESS)
    before = session.state
    with pytest.raises(GameError, match=r"^t\.pl:9: this runs forever"):
        session.click("s")
    assert session.state is before
    assert session.move_count == 0
    with pytest.raises(GameError):  # and again: the error does not corrupt anything
        session.play(session.moves()[0])


@pytest.mark.parametrize(
    ("turn", "where", "said"),
    [
        ("", (1, 1), "the game has no `turn`"),
        ("  turn start place A -> s 1 end", (4, 3), "the turn never waits for the player"),
        ("phase p start place A -> s 1 end\nturn start do p end", (5, 1), "never waits"),
    ],
)
def test_a_turn_that_never_waits_is_a_compile_error_at_the_turn(turn, where, said):
    source = f"game E start\ncard A start end\nvisiblestack s\n{turn}\nend\n"
    with pytest.raises(CompileError) as caught:
        paperc.compile_source(source, "t.pl")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code == "P152" and said in diagnostic.message
    assert (diagnostic.span.path, diagnostic.span.line, diagnostic.span.col) == ("t.pl", *where)


def test_division_by_zero_names_the_line():
    """Not compiled yet: paperc says so at the feature (P180)."""
    source = f"game D start\nvisiblestack s\nint z = 0\nint q = 4 / z\n{BUTTON}\nend\n"
    assert not_yet(source) == (4, 1, "not supported yet: the game's own statements divide by zero")
