"""Brace selectors (reference §3.10), their sequence patterns (§3.11,
Appendix B2) and orderless runs (`sq`), played."""

from __future__ import annotations

from tests.runtime.paperlang.conftest import names, open_game

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
    """The game's own statements know the cards they made where they lie
    (`paperlang_flat_load_known`): what the braces keep of them, as the
    reference says."""
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
    """A grid's places relative to the source, and a line's first empty
    member (`test_flat_cells.py`, `test_flat_line_picks.py`)."""
    session = open_game(GRID)
    targets = sorted(m.target for m in session.moves() if m.source == "floor[1 1]")
    assert targets == ["floor[0 1]", "floor[1 0]", "floor[2 2]"]
    # (column 2's cells top down: the first empty one)
    assert [m.target for m in session.moves() if m.source == "pool"] == ["floor[2 0]"]


CUT = """game Cut start
    card Tile start end
    card Rune Tile start end
    card Gem start end
    visiblestack hand
    visiblestack out
    place Gem -> hand 1 place Rune -> hand 1 place Tile -> hand 2 place Rune -> hand 1
    hand{Rune} /> out top all
    turn start pickone start pick out -> out top 0 then end end
end
"""


def test_a_filters_cards_cut_in_the_game_statements_are_those_it_keeps():
    """`hand{Rune} /> out top all` with cards between the Runes: the two
    Runes go, as they lie, and the Tiles between them stay: the filter's
    cards, not the run above the first of them."""
    session = open_game(CUT)
    assert names(session, "out") == ["Rune", "Rune"]
    assert names(session, "hand") == ["Gem", "Tile", "Tile"]
