"""What a Paperlang game remembers lives in named places: playing, keying,
scoring, refusing and undoing add no attribute to the game object after the
deal."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("plugin", ["accordion.py", "gaps.py", "klondike_vegas.py", "freecell.py"])
def test_play_adds_no_attribute_to_the_game(plugin):
    session = Session.open(ROOT / "plugins" / plugin, seed=3)
    game = session.rules
    dealt = set(vars(game))
    chooser = random.Random(3)
    for number in range(60):
        moves = session.moves()
        if not moves:
            break
        session.key()
        assert session.score is None or type(session.score) is int
        move = chooser.choice(moves)
        if move.source is not None and move.target is not None:
            session.drag(move.target, 0, move.source)  # mostly refused: asks why
        session.play(move)
        if number % 7 == 3:
            session.undo()
            session.key()
            session.redo()
    assert set(vars(game)) == dealt
