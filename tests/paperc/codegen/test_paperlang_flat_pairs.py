"""A pick's `to` filter split so that what reads no `from` is worked out
once per listing (`paperlang_flat_pairs.py`): small pairing games written
each way, their generated code, and their moves, option for option, the
same as recorded in random playouts (`recorded.played`)."""

from __future__ import annotations

import pytest

import paperc
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.recorded import played

GAME = """\
game Pairs start
    #use "deck"
    stacklist columns[6] start at 0 1 fan down end
    visiblestack reserve start at 1 0 end
    visiblestack home start at 3 0 end
    shuffle deck
    setup start
        deck -> every columns top 6
        deck -> reserve top 4
    end
    turn start
        pickone start
            pick columns, reserve -> columns, reserve top 1 where from{from.size > 0},
                to{FILTER} then
                to -> home top 1
            pick deck -> deck top 0 where from{from.size > 0} then
                deck -> reserve top 1
        end
    end
end
"""
SUM = "(to.size > 0) && (to != from) && ((from.top.v + to.top.v) == 13)"
SAME = "(to.size > 0) && (to.top.v == from.top.v) && (to != from)"
DIFFERENCE = "(to.size > 0) && ((to.top.v - from.top.v) == 1)"
EMPTY = "to.size == 0"
# a stack named by a computed index (which may be out of range) stays first
CHECKED_FIRST = "((columns[to.size % 6]).size >= 0) && (to.size > 0) && (to.top.v == from.top.v)"
# ...and is tried only for the pairs whose values match, as the filter says
CHECKED_LAST = "(to.size > 0) && (to.top.v == from.top.v) && ((columns[to.size % 6]).size >= 0)"


def options_code(filter_text: str) -> str:
    python = paperc.compile_source(GAME.replace("FILTER", filter_text), "t.pl").python
    return python.split("def flat_options", 1)[1].split("\n    def ", 1)[0]


@pytest.mark.parametrize(
    ("filter_text", "lookup"),
    [
        (SUM, "to_0_0.get(13 - card_v[s[a][-1]], ())"),
        (SAME, "to_0_0.get(card_v[s[a][-1]], ())"),
        (DIFFERENCE, "to_0_0.get(1 + card_v[s[a][-1]], ())"),
        (EMPTY, "for b in to_0_0:"),
        (CHECKED_LAST, "to_0_0.get(card_v[s[a][-1]], ())"),
    ],
)
def test_the_parts_that_read_no_from_are_worked_out_once(filter_text: str, lookup: str) -> None:
    code = options_code(filter_text)
    assert lookup in code
    # (once, before the sources' loops: one table of both declarations, in their order)
    assert code.count("for b in (*COLUMNS, RESERVE):") == 1 and "to_0_1" not in code


def test_an_operand_that_may_raise_before_the_others_keeps_the_filter_whole() -> None:
    code = options_code(CHECKED_FIRST)
    assert "to_0_0" not in code
    # (in the loop over each source, written once for both: `merged_loops`)
    assert code.count("for a in (*COLUMNS, RESERVE):") == 1
    assert code.count("for b in COLUMNS:") == 1


@pytest.mark.parametrize("filter_text", [SUM, SAME, DIFFERENCE, EMPTY, CHECKED_FIRST, CHECKED_LAST])
def test_the_moves_are_the_recorded_ones_option_for_option(filter_text: str) -> None:
    rules_class = game_class(GAME.replace("FILTER", filter_text))
    assert issubclass(rules_class, FlatGame)
    for seed in range(3):
        played(rules_class, seed, 40)


def test_pyramid_files_its_pairs_by_value() -> None:
    with open("games_src/pyramid.pl", encoding="utf-8") as source:
        python = paperc.compile_source(source.read(), "games_src/pyramid.pl").python
    assert "for b in to_1_0.get(13 - card_v[s[a][-1]], ()):" in python
