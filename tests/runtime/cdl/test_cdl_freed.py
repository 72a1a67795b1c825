"""A CDL game refers to itself nowhere: a Session let go frees its game at
once, without the garbage collector (whose full collection took tenths of
a second, paid by whoever opened the next Session)."""

from __future__ import annotations

import gc
import random
import weakref
from pathlib import Path

import pytest

from runtime.solve import Search

ROOT = Path(__file__).resolve().parents[3]
GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("*.cdl"))


@pytest.mark.parametrize("game", GAMES)
def test_a_session_let_go_frees_its_game_without_the_collector(open_game, game):
    s = open_game(game, seed=4)
    rnd = random.Random(game)
    gc.disable()
    try:
        # what a table does with a game: moves, plays, undo, hints, help, the
        # search and its key, a click and a drag of the player's own
        for _ in range(40):
            listed = s.moves()
            if not listed:
                break
            s.play(rnd.choice(listed))
        s.undo()
        for name in s.stacks():
            s.rules.help(s.state, name)
            s.click(name)
        stacks = s.stacks()
        s.drag(stacks[-1], -1, stacks[0])
        s.rules.search_key(s.state)
        Search(s.rules).solve(s.state, budget=200)
        s.hint()
        rules = weakref.ref(s.rules)
        del s
        assert rules() is None, "the game outlives its Session until a collection"
    finally:
        gc.enable()
