"""Games on the fast path against the same games on the general engine,
in one run: random playouts (moves() then play(), through the Session) and
a search's states per second (runtime.solve), for Yukon and Spider by
default.

    .venv/bin/python benchmarks/flat_games.py [game ...] [--games N] [--budget STATES]

Only the ratios mean anything: the machine is shared and noisy. Times are
CPU seconds (process_time).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks.engine_ratios import PLUGINS, session  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402
from tests.runtime.paperlang.general import general_of  # noqa: E402


def states_per_second(game: str, fast: bool, seeds: int, budget: int) -> float:
    """A search of `budget` states from each of the first `seeds` deals."""
    rules_class = type(Session.open(PLUGINS / f"{game}.py").rules)
    rules = (rules_class if fast else general_of(rules_class))()  # (the general build)
    states = 0
    spent = 0.0
    for seed in range(seeds):
        state, _ = rules.deal(seed)
        start = time.process_time()
        states += Search(rules).solve(state, budget).states
        spent += time.process_time() - start
    return states / spent


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", nargs="*")
    parser.add_argument("--games", type=int, default=6, help="deals played per engine")
    parser.add_argument("--budget", type=int, default=1500, help="states searched per deal")
    scripts = {path.stem for path in Path(__file__).parent.glob("*.py")}  # (`-m benchmarks` names)
    args = parser.parse_args([arg for arg in sys.argv[1:] if arg not in scripts])
    for game in args.game or ["yukon", "spider"]:
        session(game, 2, 100)  # import and warm up before timing
        fast = session(game, args.games, 200)
        general = session(game, args.games, 200, general=True)
        print(f"{game:12} playouts: fast path {fast:8.0f} moves/s, general {general:8.0f}")
        print(f"{'':12}   ratio {fast / general:6.1f}x")
        searched = states_per_second(game, True, 3, args.budget)
        slow = states_per_second(game, False, 3, args.budget)
        print(f"{'':12} search: fast path {searched:8.0f} states/s, general {slow:8.0f}")
        print(f"{'':12}   ratio {searched / slow:6.1f}x")


if __name__ == "__main__":
    main()
