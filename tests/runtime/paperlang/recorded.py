"""The recordings of test_flat_features.py's sources (tests/traces/features/,
written by `python -m tests.runtime.paperlang.record` from the general
engine) replayed on the compiled engine: the same moves, tables, status,
events and score at every step, and what each recording reads besides
(`feature_sources.Recording`). Imports nothing of the general engine."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from runtime.engine.model import Event
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.feature_sources import RECORDINGS
from tests.traces import record

FOLDER = Path(__file__).resolve().parents[2] / "traces" / "features"


def recording_path(name: str) -> Path:
    return FOLDER / f"{name}.json.gz"


def rules_class(name: str) -> type:
    """The compiled class of recording `name`'s source."""
    recording = RECORDINGS[name]
    return game_class(recording.source, recording.path)


def replayed(name: str, slow: bool = False) -> list[Session]:
    """Recording `name`'s deals replayed on the compiled engine, each
    checked at every step: its sessions at the end (the slow deals, when
    `slow`)."""
    trace = record.read_path(recording_path(name))
    runs = trace["runs"][trace["fast"] :] if slow else trace["runs"][: trace["fast"]]
    assert runs, f"{name}: no deals recorded"
    cls, reads = rules_class(name), RECORDINGS[name].reads
    sessions = []
    for run in runs:
        seed = run["seed"]
        session = Session(cls(), seed)
        dealt = cls().deal(seed)[1]

        def watch(session: Session, events: list[Event]) -> dict[str, Any]:
            return compiled_reads(session, events, reads)

        record.replay_run(session, run, f"{name} seed {seed}", watch, dealt)
        sessions.append(session)
    return sessions


def saved(name: str) -> dict[str, Any]:
    """The save the general engine made of recording `name`'s last deal,
    one move undone (a save is the seed and the moves)."""
    return record.read_path(recording_path(name))["save"]


def refusals(session: Session) -> list[list[Any]]:
    """Why each move of a pile's bottom or top card onto each pile (or a
    click) is refused, where it is: [pile, card, onto, sentence]. None while
    the turn waits at `buttons` (where the general engine still names the
    last `pickone`'s filters)."""
    if any(move.source is None for move in session.moves()):
        return []
    names = session.stacks()
    found = []
    for a in names:
        size = len(session.cards(a))
        for b in [*names, None]:
            for index in sorted({0, max(size - 1, 0)}):
                said = session.rules.refusal(session.state, a, index, b)
                if said is not None:
                    found.append([a, index, b, said])
    return found


def common_reads(session: Session, events: list[Event], reads: tuple[str, ...]) -> dict[str, Any]:
    """What both engines read the same way: the events, the score, the refusals."""
    found: dict[str, Any] = {
        "events": [record.event_record(event) for event in events],
        "score": session.score,
    }
    if "refusals" in reads:
        found["refusals"] = refusals(session)
    return found


def compiled_reads(session: Session, events: list[Event], reads: tuple[str, ...]) -> dict[str, Any]:
    """What a recording reads, from the compiled engine's state."""
    found = common_reads(session, events, reads)
    rules, state = session.rules, session.state
    if "variables" in reads:
        kept = state[rules.flat_stacks]
        found["variables"] = {
            name: kept[at]
            for at, name in enumerate(rules.flat_changing)
            if not name.startswith("(")
        }
        if rules.flat_wait >= 0 and session.moves():
            found["line"] = rules._waiting_line()
    if "visibility" in reads:
        visibility = list(rules.flat_visibility)
        for index, at in rules._shown_at.items():
            visibility[index] = "visible" if state[rules.flat_stacks][at] else "hidden"
        found["visibility"] = visibility
    return found
