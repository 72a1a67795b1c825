"""CDL Sessions one after another, as a table opening deal after deal (or a
"winnable deals only" check) makes them: the moves a second, and the share
of the CPU time the garbage collector took.

    .venv/bin/python benchmarks/cdl_sessions.py [sessions] [moves per session] [--record]

Each bundled CDL game: `sessions` Sessions, each dealt, then a random
playout of up to `moves` moves (moves() then play()), then let go. A game
that refers to itself (a bound method of its own in its tables) is freed
only by the collector, and what it holds (its memories of states, the
states themselves) stays until a full collection walks it; a game that
does not is freed when its Session is. `--record` adds the rows to
`benchmarks/results/cdl_sessions.csv`.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.cdl_ratio import record  # noqa: E402
from runtime.session import Session  # noqa: E402

PLUGINS = ROOT / "plugins"
CDL_GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))


class Collector:
    """The CPU time the garbage collector takes, and its collections."""

    def __init__(self) -> None:
        self.spent, self.count, self.started = 0.0, 0, 0.0

    def __call__(self, phase: str, info: dict) -> None:
        if phase == "start":
            self.started = time.process_time()
        else:
            self.spent += time.process_time() - self.started
            self.count += 1


def stream(game: str, sessions: int, moves: int, collector: Collector) -> tuple[float, float]:
    """(moves a second, the collector's share of the time) over `sessions`
    Sessions of `game` one after another."""
    plugin = PLUGINS / f"{game}.py"
    Session.open(plugin, seed=0)  # (warm: the plugin imported)
    gc.collect()
    collector.spent = 0.0
    played = 0
    start = time.process_time()
    for seed in range(sessions):
        s = Session.open(plugin, seed=seed)
        chooser = random.Random(seed)
        for _ in range(moves):
            listed = s.moves()
            if not listed:
                break
            s.play(chooser.choice(listed))
            played += 1
        del s
    spent = time.process_time() - start
    return played / spent, collector.spent / spent


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("sessions", nargs="?", type=int, default=100, help="sessions a game (100)")
    parser.add_argument("moves", nargs="?", type=int, default=100, help="moves a session (100)")
    parser.add_argument("--record", action="store_true", help="add the rows to the results")
    args = parser.parse_intermixed_args()
    sessions, moves = args.sessions, args.moves
    collector = Collector()
    gc.callbacks.append(collector)
    rows = []
    for game in CDL_GAMES:
        rate, share = stream(game, sessions, moves, collector)
        print(f"{game:24} {rate:8.0f} moves/s, the collector {share * 100:5.1f}% of the time")
        rows.append((game, round(rate), round(share, 3)))
    gc.callbacks.remove(collector)
    if args.record:
        header = ("game", "sessions", "moves each", "moves/s", "gc share")
        record([(g, sessions, moves, r, s) for g, r, s in rows], "cdl_sessions.csv", header)


if __name__ == "__main__":
    main()
