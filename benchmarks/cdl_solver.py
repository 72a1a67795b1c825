"""The solver on every bundled CDL game, before and after a change, in one run.

    .venv/bin/python benchmarks/cdl_solver.py [--before REV] [--deals N]
        [--budget STATES] [--rounds N] [--record] [games...]

`--before` (default HEAD~1) is checked out into a temporary git worktree;
each measure (one game's searches of deals 1..N at --budget states, each
in a fresh process, CPU seconds counted) runs there and in this tree in
turn, round by round, the order swapped each round, so that the shared
machine's load falls on both alike. Both trees must have their plugins.
It prints each game's states a second before and after (the medians of
the rounds), their ratio, and whether the searches were the same (each
deal's verdict, states searched, moves played and win length equal: a
change that makes a search cheaper must not change what it searches).
`--record` adds the rows to `cdl_solver.csv` in benchmarks/results. The
measure and the comparison are `benchmarks/search_same.py`'s (which runs
games of both languages).
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.search_same import compare  # noqa: E402

CDL_GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))

if __name__ == "__main__":
    compare(CDL_GAMES, "cdl_solver.csv", __doc__)
