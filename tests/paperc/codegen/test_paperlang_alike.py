"""The proof behind the search key's alike piles (`paperlang_alike.py`):
which stacklists a game's rules cannot tell apart, written into
the plugin as `flat_alike`. Small games both ways: proved, and refused
for each way the code can single out a member."""

from __future__ import annotations

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class

GAME = """\
game Mini start
    #use "deck"
    pile deck start at 0 0 empty none end
    stacklist cells[2] start at 0 0 build "YNN" end
    stacklist foundations[4] start at 2 0 build "AUSK" maxlength 13 end
    stacklist cascades[4] start at 0 1 step 1 0 fan down build "YDA" end
    shuffle deck
    setup start
        int i = 0
        while i < 52 start
            deck -> cascades[i % 4] top 1
            i = i + 1
        end
    end
    turn start
        int free = 0
        int room = 1
        int i = 0
        LOOP
        pickone start
            pick cascades, cells -> foundations build then
            pick cascades -> cells build then
            pick cells -> cascades build then
            PICK then
        end
    end
end
"""
CELLS = (1, 2)
FOUNDATIONS = (3, 4, 5, 6)
CASCADES = (7, 8, 9, 10)

COUNT_CELLS = """while i < 2 start
            if cells[i].size == 0 start
                free = free + 1
                room = room * 2
            end
            i = i + 1
        end"""


def alike(loop: str = COUNT_CELLS, pick: str = "pick cascades -> cascades build") -> tuple:
    cls = game_class(GAME.replace("LOOP", loop).replace("PICK", pick))
    assert issubclass(cls, FlatGame)  # the proof is made for compiled games
    return cls.flat_alike


def test_every_list_named_whole_or_counted_alike_is_proved():
    assert alike() == (CELLS, FOUNDATIONS, CASCADES)
    where = "pick cascades -> cascades build where to{(to.size > 0) || (from != to)}"
    assert alike(pick=where) == (CELLS, FOUNDATIONS, CASCADES)


def test_the_bundled_freecell_and_klondike_are_proved():
    freecell = type(Session.open("freecell", seed=1).rules)
    klondike = type(Session.open("klondike", seed=1).rules)
    assert freecell.flat_alike == ((1, 2, 3, 4), (5, 6, 7, 8), tuple(range(9, 17)))
    assert klondike.flat_alike == ((2, 3, 4, 5), tuple(range(6, 13)))


@pytest.mark.parametrize(
    ("why", "loop", "pick", "left"),
    [
        (
            "a member by a constant index in a pick",
            COUNT_CELLS,
            "pick cascades[0] -> cascades build",
            (CELLS, FOUNDATIONS),
        ),
        (
            "a member in a filter",
            COUNT_CELLS,
            "pick cascades -> cascades build where to{to != cascades[3]}",
            (CELLS, FOUNDATIONS),
        ),
        (
            "a loop over part of the list",
            COUNT_CELLS.replace("i < 2", "i < 1"),
            "pick cascades -> cascades build",
            (FOUNDATIONS, CASCADES),
        ),
        (
            "a loop that reads its counter as a number",
            COUNT_CELLS.replace("cells[i].size == 0", "cells[i].size == i"),
            "pick cascades -> cascades build",
            (FOUNDATIONS, CASCADES),
        ),
        (
            "a loop whose result depends on the order",
            COUNT_CELLS.replace("room = room * 2", "room = room * 2\n room = room + 1"),
            "pick cascades -> cascades build",
            (FOUNDATIONS, CASCADES),
        ),
        (
            "a loop that reads what it changes",
            COUNT_CELLS.replace("cells[i].size == 0", "(cells[i].size == 0) && (free < 1)"),
            "pick cascades -> cascades build",
            (FOUNDATIONS, CASCADES),
        ),
        (
            "a loop over two lists at once",
            COUNT_CELLS.replace("cells[i].size == 0", "cells[i].size == cascades[i].size"),
            "pick cascades -> cascades build",
            (FOUNDATIONS,),
        ),
        (
            "a loop that does not start at 0",
            COUNT_CELLS,
            "pick cascades -> cascades build",
            (FOUNDATIONS, CASCADES),
        ),
    ],
)
def test_a_list_the_code_singles_out_is_refused(why, loop, pick, left):
    if why == "a loop that does not start at 0":
        loop = loop.replace("while", "i = 1\n        while")
    assert alike(loop, pick) == left, why


def test_a_list_whose_first_card_fixes_the_base_is_refused():
    source = GAME.replace('build "AUSK"', 'build "XUSK"')
    cls = game_class(
        source.replace("LOOP", COUNT_CELLS).replace("PICK", "pick cascades -> cascades build")
    )
    assert issubclass(cls, FlatGame)
    assert cls.flat_alike == (CELLS, CASCADES)
