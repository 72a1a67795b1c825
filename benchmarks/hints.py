"""Following the hint alone: how many deals `Session.hint()` wins, and
whether it ever leads back to a position already seen.

    .venv/bin/python benchmarks/hints.py [--game freecell] [--deals 1-100] [--moves 400]
        [--seconds S | --seconds none]

Each deal starts afresh and plays the hint's move until the game is won,
lost, stuck, offers no hint, or reaches the move limit. Issue 9's target:
on FreeCell deals 1-100 the hint alone wins at least 95% and never
repeats a position. Times are CPU seconds (time.process_time). Each hint
searches as `Session.hint()` does by default (20,000 states or 2 seconds);
`--seconds none` drops the seconds, so that a busy machine does not cut
the searches short (the figures then depend on the states alone).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.session import Session  # noqa: E402


def follow(game: str, seed: int, limit: int, seconds: float | None) -> tuple[str, int, bool]:
    """(how the deal ended, moves played, whether a position came back)."""
    session = Session.open(game, seed=seed)
    seen = {session.key()}
    repeated = False
    for played in range(limit):
        if session.status != "playing":
            return session.status, played, repeated
        hint = session.hint(seconds=seconds)
        if hint is None:
            return "no hint", played, repeated
        session.play(hint.move)
        key = session.key()
        repeated = repeated or key in seen
        seen.add(key)
    return "move limit", limit, repeated


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--game", default="freecell")
    parser.add_argument("--deals", default="1-100", help="A-B")
    parser.add_argument("--moves", type=int, default=400, help="moves per deal at most")
    parser.add_argument("--seconds", default="2.0", help="a hint's seconds at most, or none")
    args = parser.parse_args()
    seconds = None if args.seconds == "none" else float(args.seconds)
    first, _, last = args.deals.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    won = repeats = 0
    start = time.process_time()
    for seed in seeds:
        ended, played, repeated = follow(args.game, seed, args.moves, seconds)
        won += ended == "won"
        repeats += repeated
        flag = "  REPEATED A POSITION" if repeated else ""
        print(f"  {args.game} {seed}: {ended:10} after {played:3} moves{flag}", flush=True)
    seconds = time.process_time() - start
    print(f"  hint alone won {won} of {len(seeds)} deals ({100 * won / len(seeds):.0f}%);")
    print(f"  deals that came back to a position: {repeats}; {seconds:.0f} CPU s in all")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
