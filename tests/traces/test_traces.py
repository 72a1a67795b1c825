"""The differential test: every bundled game replays its recorded random
playouts (`record.py`) and must offer the same moves and reach the same
tables at every step. The first seeds of each game run by default, the rest
under `-m slow`."""

from __future__ import annotations

from typing import Any

import pytest

from runtime.session import Session
from tests.traces import record

GAMES = record.bundled_games()


def replay(game: str, run: dict[str, Any]) -> None:
    session = Session.open(record.PLUGINS / f"{game}.py", seed=run["seed"])
    record.replay_run(session, run, f"{game} seed {run['seed']}")


def runs(game: str, slow: bool) -> list[dict[str, Any]]:
    """The game's first recorded seeds, or the rest. (Read by the test, not
    at collection: every worker would decode all the traces.)"""
    trace = record.read(game)
    return trace["runs"][trace["fast"] :] if slow else trace["runs"][: trace["fast"]]


def test_every_bundled_game_has_a_trace() -> None:
    missing = [game for game in GAMES if not record.trace_path(game).exists()]
    assert not missing, f"record them: tests/traces/record.py --games {','.join(missing)}"


@pytest.mark.parametrize("game", GAMES)
def test_replays_as_recorded(game: str) -> None:
    fast = runs(game, slow=False)
    assert fast, f"{game}: its trace has no seeds for the default run"
    for run in fast:
        replay(game, run)


@pytest.mark.slow
@pytest.mark.parametrize("game", GAMES)
def test_more_seeds_replay_as_recorded(game: str) -> None:
    for run in runs(game, slow=True):
        replay(game, run)
