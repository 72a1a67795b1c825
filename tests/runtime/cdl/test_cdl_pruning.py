"""The trials the compiler's facts rule out change nothing: on random
playouts of the bundled CDL games, the pruned move search lists exactly the
moves (and in the same order) of the search that runs every trial."""

from __future__ import annotations

import random

import pytest

from runtime.engine.cdl.moves import all_moves, plans

GAMES = [
    "cws_klondike",
    "cws_golf",
    "cws_canfield",
    "cws_spider_two_suits",
    "cws_yukon",
    "cws_clock",
    "cws_tour",
]


@pytest.mark.parametrize("game", GAMES)
def test_pruned_search_lists_what_the_full_search_lists(open_game, game):
    s = open_game(game, seed=3)
    assert s.rules.facts, "the compiler proved nothing of this game"
    full = type(s.rules)()
    full.facts = {}  # no facts: every trial is run
    full._plans = plans(full)
    rnd = random.Random(game)
    for _ in range(30):
        listed = s.moves()
        assert [m.detail for m in listed] == [m.detail for m in all_moves(full, s.state)]
        if not listed:
            break
        s.play(rnd.choice(listed))
