"""`Progress` reads a fast-path state as card codes (`FlatGame.flat_table`):
its measure must be the one it reads from the same position's Cards on the
general engine, position after position of real play."""

from __future__ import annotations

import random

import pytest

from runtime import Session
from runtime.progress import Progress


@pytest.mark.parametrize("game", ["klondike", "freecell", "golf", "calculation"])
def test_measure_of_codes_is_measure_of_cards(game: str) -> None:
    compared = 0
    for seed in (1, 2, 3):
        session = Session.open(game, seed=seed)
        rules = session.rules
        progress = Progress(rules)
        choose = random.Random(seed)
        state = session.state
        assert rules.flat_table(state) is not None  # on the fast path
        for _ in range(60):
            general = rules.general(state)
            assert rules.flat_table(general) is None
            assert progress.measure(state) == progress.measure(general)
            compared += 1
            moves = rules.moves(state)
            if not moves:
                break
            state = rules.play(state, choose.choice(moves))[0]
    assert compared > 25
