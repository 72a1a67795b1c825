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
    assert record.table_record(session) == run["start"]["table"], f"{game} seed {run['seed']}: deal"
    for number, step in enumerate(run["steps"], 1):
        where = f"{game} seed {run['seed']} step {number}"
        offered = session.moves()
        assert [record.move_record(move) for move in offered] == step["moves"], where
        session.play(offered[step["chosen"]])
        assert record.table_record(session) == step["table"], where
        assert session.status == step["status"], where


def runs(slow: bool) -> list[Any]:
    cases = []
    for game in GAMES:
        trace = record.read(game)
        for run in trace["runs"][trace["fast"] :] if slow else trace["runs"][: trace["fast"]]:
            cases.append(pytest.param(game, run, id=f"{game}-{run['seed']}"))
    return cases


def test_every_bundled_game_has_a_trace() -> None:
    missing = [game for game in GAMES if not record.trace_path(game).exists()]
    assert not missing, f"record them: tests/traces/record.py --games {','.join(missing)}"


@pytest.mark.parametrize(("game", "run"), runs(slow=False))
def test_replays_as_recorded(game: str, run: dict[str, Any]) -> None:
    replay(game, run)


@pytest.mark.slow
@pytest.mark.parametrize(("game", "run"), runs(slow=True))
def test_more_seeds_replay_as_recorded(game: str, run: dict[str, Any]) -> None:
    replay(game, run)
