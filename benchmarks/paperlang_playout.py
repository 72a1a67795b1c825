"""How fast the Paperlang engine plays: random accordion playouts through
the Session (moves() then play()), as a real player or a search would.

    .venv/bin/python benchmarks/paperlang_playout.py [games] [moves per game]

Prints moves per second for live play (the engine keeps the running turn),
for undo + replay (each move played from an older state, which replays its
turn), and deals per second.
"""

from __future__ import annotations

import argparse
import gc
import random
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.session import Session  # noqa: E402

PLUGIN = ROOT / "plugins" / "accordion.py"


def live(games: int, per_game: int) -> tuple[int, float]:
    chooser = random.Random(1)
    moves = 0
    spent = 0.0
    for seed in range(games):
        session = Session.open(PLUGIN, seed=seed)
        start = time.process_time()
        for _ in range(per_game):
            options = session.moves()
            if not options:
                break
            session.play(chooser.choice(options))
            moves += 1
        spent += time.process_time() - start
    return moves, spent


def replayed(count: int) -> tuple[int, float]:
    """Moves played from a state the engine no longer runs (after undo)."""
    session = Session.open(PLUGIN, seed=3)
    chooser = random.Random(2)
    spent = 0.0
    for number in range(count):
        start = time.process_time()
        for _ in range(2):
            offered = session.moves()
            if not offered:  # the game is over: go on with another deal (not timed)
                spent += time.process_time() - start
                session = Session.open(PLUGIN, seed=number)
                start = time.process_time()
                offered = session.moves()
            session.play(chooser.choice(offered))
        session.undo()
        spent += time.process_time() - start
    return count, spent


def deals(count: int) -> tuple[int, float]:
    rules = Session.open(PLUGIN, seed=0).rules
    start = time.process_time()
    for seed in range(count):
        rules.deal(seed)
    return count, time.process_time() - start


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="?", type=int, default=40, help="deals played (40)")
    parser.add_argument("moves", nargs="?", type=int, default=300, help="moves a deal (300)")
    args = parser.parse_intermixed_args()
    games, per_game = args.games, args.moves
    Session.open(PLUGIN, seed=0)  # import the plugin before timing
    moves, spent = live(games, per_game)
    print(f"accordion live play:     {moves / spent:9.0f} moves/s ({moves} moves, {games} games)")
    gc.collect()  # the games above are garbage (cycles): do not time their collection below
    moves, spent = replayed(2000)
    print(f"accordion after an undo: {moves / spent:9.0f} moves/s (each replays its turn)")
    gc.collect()
    count, spent = deals(500)
    print(f"accordion deals:         {count / spent:9.0f} deals/s")


if __name__ == "__main__":
    main()
