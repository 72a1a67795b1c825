"""Record random playouts of the bundled games, for the differential test.

    .venv/bin/python tests/traces/record.py [--games klondike,accordion] [--seeds N] [--steps N]

Each game's trace (`tests/traces/<game>.json.gz`) holds, per seed, every
step of one random playout through `Session`: the moves offered (their text,
source, target, count, index and detail), the one chosen, and after it the
cards of every stack and the status. `test_traces.py` replays them and
requires the engine to offer the same moves and reach the same tables, so a
faster engine is proved to play exactly like the one that recorded them.
Re-record a game only when its rules change on purpose.
"""

from __future__ import annotations

import argparse
import gzip
import json
import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from runtime.engine.model import Move  # noqa: E402
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


def table_record(session: Session) -> list[str]:
    """Every stack as one line: its name, then its cards bottom first ("[KD]" face down)."""
    return [
        " ".join([name, *(str(card) for card in session.cards(name))]) for name in session.stacks()
    ]


def _lists(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_lists(item) for item in value]
    return value


def record_seed(game: str, seed: int, steps: int) -> dict[str, Any]:
    session = Session.open(PLUGINS / f"{game}.py", seed=seed)
    chooser = random.Random(seed * 7919 + 17)
    played: list[dict[str, Any]] = []
    start = {"table": table_record(session), "status": session.status}
    for _ in range(steps):
        offered = session.moves()
        if not offered:
            break
        chosen = chooser.randrange(len(offered))
        session.play(offered[chosen])
        played.append(
            {
                "moves": [move_record(move) for move in offered],
                "chosen": chosen,
                "table": table_record(session),
                "status": session.status,
            }
        )
    return {"seed": seed, "start": start, "steps": played}


def record_game(game: str, seeds: int, steps: int) -> dict[str, Any]:
    language = Session.open(PLUGINS / f"{game}.py").language
    return {
        "game": game,
        "fast": FAST_SEEDS.get(language, 1),
        "runs": [record_seed(game, seed, steps) for seed in range(seeds)],
    }


def write(game: str, trace: dict[str, Any]) -> None:
    text = json.dumps(trace, separators=(",", ":"))
    # mtime=0: the same trace gives the same bytes
    with open(trace_path(game), "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0) as gz:
        gz.write(text.encode("utf-8"))


def read(game: str) -> dict[str, Any]:
    with gzip.open(trace_path(game), "rt", encoding="utf-8") as handle:
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
