"""Does the portfolio of searches (`Search.solve`, method "auto") decide
what a plain depth-first search decides? A fixed benchmark of deals per
game, each solved both ways at one budget, in CPU seconds.

    .venv/bin/python benchmarks/portfolio.py [--budget 50000] [--deals 8]
        [--games black_hole,golf,...] [--csv FILE]

For each game: deals 1..N decided by each (won, lost), the deals the
plain search decides and the portfolio leaves unknown (the issue: "wins
found in a few thousand positions must not end unknown at 50,000"), and
the CPU each took; `--csv` keeps one row per game and deal.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

GAMES = ("black_hole", "golf", "tri_peaks", "freecell", "klondike", "bakers_game", "pyramid")


def solve(session: Session, method: str, budget: int) -> tuple[str, int, float]:
    started = time.process_time()
    found = Search(session.rules, method=method).solve(session.state, budget)
    return found.verdict, found.states, time.process_time() - started


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--budget", type=int, default=50_000, help="states a deal (default 50,000)")
    parser.add_argument("--deals", type=int, default=8, help="deals 1..N of each game (default 8)")
    parser.add_argument("--games", default=",".join(GAMES), help="comma separated game ids")
    parser.add_argument("--csv", type=Path, help="keep one row per game and deal")
    args = parser.parse_args(argv)
    rows = []
    print(f"budget {args.budget:,} states, deals 1-{args.deals}; CPU seconds")
    print("game                 portfolio won/lost  cpu    plain dive won/lost  cpu    missed")
    for game in args.games.split(","):
        session = Session.open(game, seed=1)
        tally = {"auto": [0, 0, 0.0], "depth": [0, 0, 0.0]}
        missed = []
        for seed in range(1, args.deals + 1):
            session.new_deal(seed)
            verdicts = {}
            for method in ("auto", "depth"):
                verdict, states, cpu = solve(session, method, args.budget)
                verdicts[method] = verdict
                tally[method][0] += verdict == "won"
                tally[method][1] += verdict == "lost"
                tally[method][2] += cpu
                rows.append([game, seed, method, verdict, states, f"{cpu:.3f}"])
            if verdicts["depth"] != "unknown" and verdicts["auto"] == "unknown":
                missed.append(seed)
        (aw, al, ac), (dw, dl, dc) = tally["auto"], tally["depth"]
        print(
            f"{game:20} {aw:>8}/{al:<8} {ac:6.1f}   {dw:>8}/{dl:<8}  {dc:6.1f}   "
            f"{','.join(map(str, missed)) or '-'}",
            flush=True,
        )
    if args.csv is not None:
        with args.csv.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["game", "seed", "method", "verdict", "states", "cpu"])
            writer.writerows(rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
