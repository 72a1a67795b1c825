"""The journal keeps states and moves, not each move's events: undo and
redo play the move again to find them. What they say must be what the
move said when it was played (undo's backwards, `_reversed`), for both
engines."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.session import Session, _reversed

PLUGINS = Path(__file__).resolve().parents[2] / "plugins"


@pytest.mark.parametrize("game", ["klondike", "spider", "cws_klondike"])
def test_undo_and_redo_say_what_the_moves_said(game: str) -> None:
    session = Session.open(PLUGINS / f"{game}.py", seed=5)
    dealt = session.events
    chooser = random.Random(5)
    said, states = [], [session.state]
    for _ in range(40):
        moves = session.moves()
        if not moves:
            break
        said.append(session.play(chooser.choice(moves)))
        states.append(session.state)
    assert any(events for events in said)
    for at in range(len(said), 0, -1):
        assert session.undo()
        assert session.events == _reversed(said[at - 1])
        assert session.state is states[at - 1]
    assert not session.undo()
    for at in range(len(said)):
        assert session.redo()
        assert session.events == said[at]
        assert session.state is states[at + 1]
    assert not session.redo()
    session.restart()
    assert session.events == dealt and session.move_count == 0
    # a new move after the undo drops the redo tail; undo then says that move's events
    session.redo()
    moves = session.moves()
    played = session.play(moves[-1])
    assert not session.redo()
    assert session.undo() and session.events == _reversed(played)
