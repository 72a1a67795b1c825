"""CDL Klondike against the plain hand-written Python Klondike, in one run.

    .venv/bin/python benchmarks/cdl_ratio.py [games] [moves per game]

Random playouts that list every legal move and play one (moves() then
play() through the Session), for `benchmarks/hand_klondike.py` and
`cws_klondike` (CDL); then the solver's states per CPU second on
`cws_klondike`. The target (issue 8) is a ratio of at least 0.1x. Only
ratios mean anything: the machine is shared and noisy, so CPU time
(process_time) is measured, and dealing is not.
"""

from __future__ import annotations

import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import hand_klondike  # noqa: E402
from benchmarks.engine_ratios import hand_written, session  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

PLUGINS = ROOT / "plugins"


def solver_rate(seeds: range, budget: int) -> tuple[float, int]:
    """States per CPU second of the solver on cws_klondike, and the states."""
    states, spent = 0, 0.0
    for seed in seeds:
        game = Session.open(PLUGINS / "cws_klondike.py", seed=seed)
        start = time.process_time()
        found = Search(game.rules).solve(game.state, budget=budget)
        spent += time.process_time() - start
        states += found.states
    return states / spent, states


def main() -> None:
    numbers = [int(arg) for arg in sys.argv[1:] if arg.isdigit()]  # (`-m benchmarks` passes names)
    games = numbers[0] if numbers else 10
    per_game = numbers[1] if len(numbers) > 1 else 100
    Session.open(PLUGINS / "cws_klondike.py", seed=0)  # import before timing
    hand = hand_written(hand_klondike.Klondike, 30, 200)
    cdl = session("cws_klondike", games, per_game)
    print(f"{'hand-written Klondike':26} {hand:9.0f} moves/s  {1:7.3f}x")
    print(f"{'cws_klondike (CDL)':26} {cdl:9.0f} moves/s  {cdl / hand:7.3f}x  (target >= 0.1x)")
    rate, states = solver_rate(range(1, 4), 1500)
    print(f"{'cws_klondike solver':26} {rate:9.0f} states/s ({states} states, 3 deals)")


if __name__ == "__main__":
    main()
