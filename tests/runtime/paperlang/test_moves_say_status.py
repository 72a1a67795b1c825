"""A compiled game lists no move exactly when it is over (`FlatGame.
moves_say_status`), so the Session lists its moves without asking the
status first: checked at every step of random games that end every way
(won by full foundations, won and lost by the game's own code, stalled)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.feature_sources import ASK, BUTTONS

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("game", ["aces_up", "accordion", "ask", "buttons"])
def test_no_move_is_listed_exactly_when_the_game_is_over(game: str) -> None:
    ends = set()
    for seed in range(4):
        if game in ("ask", "buttons"):
            session = Session(game_class({"ask": ASK, "buttons": BUTTONS}[game])(), seed)
        else:
            session = Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)
        assert session._moves_say_status
        rules, chooser = session.rules, random.Random(seed)
        for _ in range(400):
            listed = rules.moves(session.state)
            assert bool(listed) == (rules.status(session.state) == "playing")
            assert session.moves() == listed
            if not listed:
                break
            session.play(chooser.choice(listed))
        ends.add(session.status)
    assert ends - {"playing"}  # (some game ended)
