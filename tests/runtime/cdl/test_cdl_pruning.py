"""The trials the compiler's facts rule out change nothing: on random
playouts of the bundled CDL games, the pruned move search lists exactly the
moves (and in the same order) of the search that runs every trial."""

from __future__ import annotations

import random

import pytest

from runtime.engine.cdl.moves import all_moves

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
    # no facts: every trial is run, and no routine's result is remembered
    full = type("Unproved", (type(s.rules),), {"facts": {}})()
    assert not full._plans[0].local and not vars(full).keys() & vars(type(s.rules)).keys()
    rnd = random.Random(game)
    for _ in range(150 if game == "cws_klondike" else 30):  # Klondike: round the stock
        listed = s.moves()
        assert [m.detail for m in listed] == [m.detail for m in all_moves(full, s.state)]
        if not listed:
            break
        s.play(rnd.choice(listed))


@pytest.mark.parametrize("game", ["cws_klondike", "cws_tour", "cws_spider_two_suits"])
def test_successor_is_play_without_events_and_keys_are_bytes(open_game, game):
    s = open_game(game, seed=5)
    rules = s.rules
    rnd = random.Random(game)
    for _ in range(15):
        listed = s.moves()
        if not listed:
            break
        for move in listed:
            played, _ = rules.play(s.state, move)
            assert rules.successor(s.state, move) == played
            key = rules.key(played)
            assert isinstance(key, bytes) and key == rules.key(rules.successor(s.state, move))
        keys = {rules.key(rules.successor(s.state, m)) for m in listed}
        states = {rules.successor(s.state, m) for m in listed}
        assert len(keys) <= len(states)  # ids take no part; values do
        s.play(rnd.choice(listed))
    fresh = open_game(game, seed=5)
    assert rules.key(fresh.state) != rules.key(s.state)
