"""Transfers run through the engine: move vs cut (reference §4.6, Appendix
B1), under, from the bottom, create, choose, every/auto, where filters."""

from __future__ import annotations

import pytest

from tests.runtime.paperlang.conftest import names, open_game

WAIT = "turn start pickone start pick s -> s top 0 then end end"


def game(body: str, cards: str = "A B C D E") -> str:
    decls = "\n".join(f"card {c} start end" for c in cards.split())
    stacks = "visiblestack s visiblestack d visiblestack e"
    return f"game T start\n{decls}\n{stacks}\n{body}\n{WAIT}\nend\n"


def test_b1_move_reverses_and_cut_keeps_order():
    session = open_game(
        game(
            "place A -> s 1 place B -> s 1 place C -> s 1\n"
            "s -> d top 2\n"
            "place B -> s 1 place C -> s 1\n"
            "s /> e top 2"
        )
    )
    assert names(session, "d") == ["C", "B"]  # d == [B C], top first
    assert names(session, "e") == ["B", "C"]  # e == [C B]
    assert names(session, "s") == ["A"]


FILL = "place X -> d 1 place A -> s 1 place B -> s 1 place C -> s 1\n"


@pytest.mark.parametrize(
    ("statement", "expected"),
    [
        ("s -> d top 3", ["X", "C", "B", "A"]),
        ("s /> d top 3", ["X", "A", "B", "C"]),
        ("s ->_ d top 3", ["A", "B", "C", "X"]),
        ("s />_ d top 3", ["A", "B", "C", "X"]),
        ("s -> d bottom 2", ["X", "A", "B"]),
        ("s ->_ d bottom 2", ["B", "A", "X"]),
        ("s /> d bottom 2", ["X", "A", "B"]),
        ("s -> d top 10", ["X", "C", "B", "A"]),  # clamped to the source's size
        ("s -> d top all", ["X", "C", "B", "A"]),
        ("s -> d top 0", ["X"]),
    ],
)
def test_move_and_cut_orders(statement, expected):
    session = open_game(game(FILL + statement, "A B C X"))
    assert names(session, "d") == expected


def test_moving_from_an_empty_stack_does_nothing():
    session = open_game(game("e -> d top 3 place A -> d 1 e /> d top all"))
    assert names(session, "d") == ["A"]


def test_place_and_every_destination():
    """Cards the game's own statements make onto every stack of a list:
    run in the deal's own code (the load pass cannot write it), each
    member given the amount in turn."""
    source = (
        "card X start end stacklist r[3] hiddenstack pool\n"
        "place X -> every r 2\n"
        "turn start pickone start pick pool -> pool top 0 then end end"
    )
    session = open_game(f"game T start\n{source}\nend\n")
    assert [names(session, f"r[{k}]") for k in range(3)] == [["X", "X"]] * 3
    assert names(session, "pool") == []


def test_random_makes_leaf_descendants_the_same_for_a_seed():
    source = (
        "card Unit start int power end card Knight Unit start power = 4 end\n"
        "card Archer Unit start power = 2 end card Elite Knight start end\n"
        "hiddenstack pool random Unit -> pool 30\n"
        "turn start pickone start pick pool -> pool top 0 then end end"
    )
    text = f"game T start\n{source}\nend\n"
    first = names(open_game(text, seed=3), "pool")
    assert set(first) <= {"Archer", "Elite"}  # Knight has a child, so it is not a leaf
    assert len(set(first)) == 2
    assert names(open_game(text, seed=3), "pool") == first
    assert names(open_game(text, seed=4), "pool") != first


def test_where_on_a_single_stack_filters_it():
    body = (
        "place A -> s 1\n"
        "s -> d top 1 where from{from.size > 5}\n"
        "s -> e top 1 where to{to.size == 0}"
    )
    session = open_game(game(body))
    assert names(session, "d") == []
    assert names(session, "e") == ["A"]


def test_auto_takes_the_first_eligible_source_and_destination():
    source = (
        "card X start end stacklist r[4] visiblestack pool\n"
        "place X -> pool 3\n"
        "place X -> r[0] 1\n"
        "auto pool -> r top 1 where to{to.size == 0}\n"
        "auto pool -> r{[]|} top 1\n"
        "turn start pickone start pick pool -> pool top 0 then end end"
    )
    session = open_game(f"game T start\n{source}\nend\n")
    assert [len(session.cards(f"r[{i}]")) for i in range(4)] == [1, 1, 0, 1]


def test_every_is_one_lazy_pass_that_closes_gaps():
    source = (
        "card X start end stacklist r[5] hiddenstack pool\n"
        "place X -> r[2] 1 place X -> r[4] 2\n"
        "every r /> r[:-1] top all where to{(to.size == 0) && (from.size > 0)}\n"
        "turn start pickone start pick pool -> pool top 0 then end end"
    )
    session = open_game(f"game T start\n{source}\nend\n")
    # r[2] slides to r[1]; r[4] reaches r[3] (r[3] was empty when its turn came)
    assert [len(session.cards(f"r[{i}]")) for i in range(5)] == [0, 1, 0, 2, 0]
