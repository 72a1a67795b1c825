"""moves() is exact: every listed move plays, and any click or drag that
changes the game ends where some listed move ends (random playouts)."""

from __future__ import annotations

import random

import pytest

GAMES = ["cws_klondike", "cws_golf", "cws_calculation", "cws_canfield", "cws_tour"]


def probe(session, rnd):
    """A random click or drag, as a player could make it."""
    stacks = session.stacks()
    name = rnd.choice(stacks)
    size = len(session.cards(name))
    index = rnd.randrange(size) if size else -1
    if rnd.random() < 0.4:
        return session.click(name, index)
    return session.drag(name, index, rnd.choice(stacks))


@pytest.mark.parametrize("game", GAMES)
def test_moves_are_exactly_what_changes_the_game(open_game, game):
    rnd = random.Random(game)
    s = open_game(game, seed=rnd.randrange(1000))
    rules = s.rules
    for _ in range(25):
        listed = s.moves()
        if not listed:
            break
        results = set()
        for move in listed:
            state, _ = rules.play(s.state, move)  # raises if a listed move does not play
            assert state != s.state
            results.add(state)
        for _ in range(6):
            before = s.state
            if probe(s, rnd):
                assert s.state in results, s.history()[-1]
                assert s.history()[-1] in listed  # the same Move, not only the same result
                assert s.undo() and s.state == before
            else:
                assert s.state == before
        s.play(rnd.choice(listed))
        assert s.state in results


def test_undo_to_the_start_restores_the_deal_and_redo_replays(open_game):
    s = open_game("cws_klondike", seed=11)
    dealt = s.state
    rnd = random.Random(4)
    for _ in range(30):
        moves = s.moves()
        if not moves:
            break
        s.play(rnd.choice(moves))
    end, count = s.state, s.move_count
    while s.undo():
        pass
    assert s.state == dealt
    while s.redo():
        pass
    assert s.state == end and s.move_count == count


def test_deals_are_a_pure_function_of_the_seed(open_game):
    first = open_game("cws_golf", seed=42).state
    assert open_game("cws_golf", seed=42).state == first
    assert open_game("cws_golf", seed=43).state != first
