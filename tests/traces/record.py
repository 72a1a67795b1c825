"""Record random playouts of the bundled games, for the differential test.

    .venv/bin/python tests/traces/record.py [--games klondike,accordion] [--seeds N] [--steps N]

Each game's trace (`tests/traces/<game>.json.gz`) holds, per seed, every
step of one random playout through `Session`: the moves offered (their text,
source, target, count, index and detail), the one chosen, and after it the
cards of every stack and the status. `test_traces.py` replays them and
requires the engine to offer the same moves and reach the same tables, so a
faster engine is proved to play exactly like the one that recorded them.
Re-record a game only when its rules change on purpose.

The same format holds the recordings of sources played on the first,
general, engine Paper had (`tests/traces/features/`): `record_run` with a `watch` adds,
per step, the events and whatever else the watch reads (the score, the
refusals' sentences...), and `replay_run` requires them again.
"""

from __future__ import annotations

import argparse
import gzip
import json
import lzma
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from runtime.engine.model import Event, Move  # noqa: E402
from runtime.session import Session  # noqa: E402

PLUGINS = ROOT / "plugins"
FAST_SEEDS = {"paperlang": 2, "cdl": 1}  # replayed by the default run (CDL plays slower)
SEEDS = 6  # the rest are replayed by the slow test
STEPS = 150


def bundled_games() -> list[str]:
    return sorted(path.stem for path in PLUGINS.glob("*.py") if not path.stem.startswith("_"))


def trace_path(game: str) -> Path:
    return HERE / f"{game}.json.gz"


def move_record(move: Move) -> list[Any]:
    return [str(move), move.source, move.target, move.count, move.index, _lists(move.detail)]


def event_record(event: Event) -> list[Any]:
    return [event.kind, event.source, event.target, list(event.cards), event.text]


def table_record(session: Session) -> list[str]:
    """Every stack as one line: its name, then its cards bottom first ("[KD]" face down)."""
    return [
        " ".join([name, *(str(card) for card in session.cards(name))]) for name in session.stacks()
    ]


def _lists(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_lists(item) for item in value]
    return value


# what a recording reads of a position besides its moves, table and status
# (with the events that led there: the deal's, or the move's), as JSON
Watch = Callable[[Session, list[Event]], dict[str, Any]]


def record_seed(game: str, seed: int, steps: int) -> dict[str, Any]:
    session = Session.open(PLUGINS / f"{game}.py", seed=seed)
    return record_run(session, seed, random.Random(seed * 7919 + 17), steps)


def record_run(
    session: Session,
    seed: int,
    chooser: Any,
    steps: int,
    watch: Watch | None = None,
    dealt: list[Event] | None = None,
) -> dict[str, Any]:
    """One random playout of `session` (dealt with `seed`, making the
    `dealt` events): each step's moves offered, the one chosen (by
    `chooser`: a `random.Random`, or what has `choose(moves) -> index`),
    then the table and status, and what `watch` reads there."""
    played: list[dict[str, Any]] = []
    start = {"table": table_record(session), "status": session.status}
    if watch is not None:
        start.update(watch(session, dealt or []))
    for _ in range(steps):
        offered = session.moves()
        if not offered:
            break
        choose = getattr(chooser, "choose", None)  # (a chooser that reads the moves)
        chosen = choose(offered) if choose else chooser.randrange(len(offered))
        events = session.play(offered[chosen])
        step = {
            "moves": [move_record(move) for move in offered],
            "chosen": chosen,
            "table": table_record(session),
            "status": session.status,
        }
        if watch is not None:
            step.update(watch(session, events))
        played.append(step)
    return {"seed": seed, "start": start, "steps": played}


def replay_run(
    session: Session,
    run: dict[str, Any],
    where: str,
    watch: Watch | None = None,
    dealt: list[Event] | None = None,
) -> None:
    """Play `run` again on `session` (dealt with its seed): the same moves
    offered, tables, status and what `watch` reads at every step."""
    start = run["start"]
    assert table_record(session) == start["table"], f"{where}: deal"
    assert session.status == start["status"], f"{where}: deal"
    if watch is not None:
        assert _read(watch, session, dealt or [], start) == _kept(start), f"{where}: deal"
    for number, step in enumerate(run["steps"], 1):
        at = f"{where} step {number}"
        offered = session.moves()
        assert [move_record(move) for move in offered] == step["moves"], at
        events = session.play(offered[step["chosen"]])
        assert table_record(session) == step["table"], at
        assert session.status == step["status"], at
        if watch is not None:
            assert _read(watch, session, events, step) == _kept(step), at


_RECORDED = {"moves", "chosen", "table", "status"}  # (what every step holds)


def _kept(step: dict[str, Any]) -> dict[str, Any]:
    return {name: value for name, value in step.items() if name not in _RECORDED}


def _read(watch: Watch, session: Session, events: list[Event], step: dict[str, Any]) -> Any:
    """What `watch` reads now, as JSON reads it back (tuples as lists)."""
    return json.loads(json.dumps(watch(session, events)))


def record_game(game: str, seeds: int, steps: int) -> dict[str, Any]:
    language = Session.open(PLUGINS / f"{game}.py").language
    return {
        "game": game,
        "fast": FAST_SEEDS.get(language, 1),
        "runs": [record_seed(game, seed, steps) for seed in range(seeds)],
    }


def write(game: str, trace: dict[str, Any]) -> None:
    write_path(trace_path(game), trace)


def read(game: str) -> dict[str, Any]:
    return read_path(trace_path(game))


def write_path(path: Path, trace: dict[str, Any]) -> None:
    """A trace as JSON, gzipped, or (a `.xz` path) compressed by LZMA,
    which packs long recordings of one game about a third smaller."""
    data = json.dumps(trace, separators=(",", ":")).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    if path.suffix == ".xz":
        path.write_bytes(lzma.compress(data, preset=9 | lzma.PRESET_EXTREME))
        return
    # mtime=0: the same trace gives the same bytes
    with open(path, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        gz.write(data)


def read_path(path: Path) -> dict[str, Any]:
    if path.suffix == ".xz":
        return json.loads(lzma.decompress(path.read_bytes()))
    with gzip.open(path, "rt", encoding="utf-8") as handle:
        return json.load(handle)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", help="comma-separated game ids (default: every bundled game)")
    parser.add_argument("--seeds", type=int, default=SEEDS)
    parser.add_argument("--steps", type=int, default=STEPS)
    args = parser.parse_args(argv)
    games = args.games.split(",") if args.games else bundled_games()
    for game in games:
        trace = record_game(game, args.seeds, args.steps)
        write(game, trace)
        steps = sum(len(run["steps"]) for run in trace["runs"])
        print(f"{game}: {len(trace['runs'])} seeds, {steps} steps -> {trace_path(game).name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
