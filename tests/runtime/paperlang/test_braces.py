"""Sequence patterns (reference §3.11, §4.9, Appendix B2), brace selectors
(§3.10) and orderless runs (`sq`)."""

from __future__ import annotations

import pytest

from runtime.engine.paperlang.select import Pattern, matches, sq_run
from runtime.engine.paperlang.values import CardObj, TypeInfo
from tests.runtime.paperlang.conftest import names, open_game

TYPES = {name: TypeInfo(name, None, ()) for name in "ABCD"}


def cards(top_first: str) -> list[CardObj]:
    return [CardObj(i, TYPES[name], []) for i, name in enumerate(top_first.split(), 1)]


def pattern(text: str) -> Pattern:
    items = {"_": ("any",), ":": ("rest",)}
    return Pattern(tuple(items.get(word, ("type", word)) for word in text.split()))


@pytest.mark.parametrize(
    ("stack", "written", "expected"),
    [
        ("A B C D", "A B C D", True),
        ("A B C D", "A B C", False),
        ("A B C D", "A :", True),
        ("A B C D", ": C :", True),
        ("A B C D", "_ B C D", True),
        ("A B C D", "A : D", True),
        ("A B C D", "", False),
        ("", "", True),
        ("", ":", True),
        ("", "_", False),
        ("A B A C A D D", "A : B _ D : D", False),
        ("A B C D A D", "A : B _ D : D", True),
        ("A A A A A A A A A A A A A B", ": : : : : : : C", False),  # no blow-up
    ],
)
def test_b2_sequence_patterns(stack, written, expected):
    assert matches(cards(stack), pattern(written)) is expected


def test_a_pattern_name_matches_descendant_types():
    parent = TypeInfo("Unit", None, ())
    child = TypeInfo("Knight", parent, ())
    assert matches([CardObj(1, child, [])], Pattern((("type", "Unit"),)))
    assert not matches([CardObj(1, parent, [])], Pattern((("type", "Knight"),)))


def test_sq_finds_the_first_run_among_duplicates():
    info = TypeInfo("N", None, ("v",))
    hand = [CardObj(i, info, [v]) for i, v in enumerate((5, 3, 4, 4, 9), 1)]
    run = sq_run(hand, 3, lambda c: c.values[0], lambda a, b: b.values[0] == a.values[0] + 1)
    assert [c.values[0] for c in run] == [3, 4, 5]
    assert sq_run(hand, 4, lambda c: c.values[0], lambda a, b: True) != []
    assert sq_run(hand, 6, lambda c: c.values[0], lambda a, b: True) == []


BRACES = """game Braces start
    card Tile start int v = 1 end
    card Rune Tile start v = 5 end
    card Gem start int v = 2 end
    stacklist r[4]
    visiblestack hand
    visiblestack out
    visiblestack runs
    visiblestack flags
    card Flag start end
    place Tile -> r[1] 1
    place Rune -> r[1] 1
    place Tile -> r[3] 1
    place Gem -> hand 1 place Rune -> hand 1 place Tile -> hand 2 place Rune -> hand 1
    ; the first and last empty members
    auto place Flag -> r{|[]} 1
    auto place Flag -> r{[]|} 1
    ; the members whose top card is a Rune: r[1] only
    auto place Flag -> r{[Rune :]} 1
    ; a type filter as a source, and an attribute sum
    int total = hand{v}
    if total == 14 start place Flag -> flags 1 end
    hand{Rune} -> out top all
    if (hand{Tile}).size == 2 start place Flag -> flags 1 end
    ; a card predicate
    if (hand{v > 1}).size == 1 start place Flag -> flags 1 end
    ; an orderless run: values 1 and 2 in a row
    hand{sq 2 v (l.v + 1) == n.v} -> runs top all
    turn start pickone start pick out -> out top 0 then end end
end
"""


def test_brace_selectors():
    session = open_game(BRACES)
    assert names(session, "r[0]") == ["Flag"]
    assert names(session, "r[2]") == ["Flag"]
    assert names(session, "r[1]") == ["Tile", "Rune", "Flag"]
    assert names(session, "flags") == ["Flag", "Flag", "Flag"]
    assert names(session, "out") == ["Rune", "Rune"]
    assert sorted(names(session, "runs")) == ["Gem", "Tile"]
    assert names(session, "hand") == ["Tile"]


GRID = """game G start
    card T start end
    stackgrid floor[3 3]
    visiblestack pool
    place T -> floor[1 1] 1
    place T -> pool 1
    turn start
        pickone start
            pick floor -> floor[:up 1 :left 1 :down 1 right 1] top 1 where from{from.size > 0} then
            pick pool -> floor{col 2 {|[]}} top 1 then
        end
    end
end
"""


def test_grid_relative_destinations_and_lines():
    session = open_game(GRID)
    targets = sorted(m.target for m in session.moves() if m.source == "floor[1 1]")
    assert targets == ["floor[0 1]", "floor[1 0]", "floor[2 2]"]
    assert session.drag("pool", 0, "floor[2 0]")
    assert session.stacks()[:4] == ["floor[0 0]", "floor[1 0]", "floor[2 0]", "floor[0 1]"]
