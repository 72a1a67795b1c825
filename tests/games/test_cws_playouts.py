"""Random playouts of the five CDL solitaires of tests/games: whatever is
played, cards are neither made nor lost, every listed move plays, undo goes
back to the deal, redo and a save file bring the game back."""

from __future__ import annotations

import random

import pytest
from cws_play import open_game

GAMES = ["cws_aces_up", "cws_clock", "cws_spider_two_suits", "cws_yukon", "cws_forty_thieves"]


def cards_by_id(s) -> dict[int, str]:
    return {c.id: c.name for n in s.stacks() for c in s.cards(n)}


@pytest.mark.parametrize("game", GAMES)
def test_random_playout(game, tmp_path):
    s = open_game(game, seed=11)
    dealt, deal_state = cards_by_id(s), s.state
    chooser = random.Random(game)
    for _ in range(40):
        moves = s.moves()
        if not moves:
            break
        s.play(chooser.choice(moves))
        assert cards_by_id(s) == dealt
    end, made = s.state, s.move_count
    assert made > 0
    s.save(tmp_path / "game.json")
    while s.undo():
        pass
    assert s.state == deal_state
    for _ in range(made):
        assert s.redo()
    assert s.state == end
    loaded = type(s).load(tmp_path / "game.json")
    assert loaded.state == end and loaded.move_count == made
