"""The solver on every bundled CDL game, before and after a change, in one run.

    .venv/bin/python benchmarks/cdl_solver.py [--before REV] [--deals N]
        [--budget STATES] [--rounds N] [--record] [games...]

`--before` (default HEAD~1) is checked out into a temporary git worktree;
each measure (one game's searches of deals 1..N at --budget states, each
in a fresh process, CPU seconds counted) runs there and in this tree in
turn, round by round, the order swapped each round, so that the shared
machine's load falls on both alike. Both trees must have their plugins.
It prints each game's states a second before and after (the medians of
the rounds), their ratio, and whether the searches were the same (the
states searched and each deal's verdict equal: a change that makes a
search cheaper must not change what it searches). `--record` adds the
rows to `cdl_solver.csv` in benchmarks/results.
"""

from __future__ import annotations

import json
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# (nothing of either tree is imported here: a measure's process imports the code of its own)
CDL_GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))


def measure(root: str, game: str, deals: int, budget: int) -> list:
    """[states, CPU seconds, verdicts] of the solver on deals 1..`deals` of
    `game`, with the code of the tree at `root`."""
    sys.path.insert(0, root)
    from runtime.session import Session
    from runtime.solve import Search

    states, spent, verdicts = 0, 0.0, []
    for seed in range(1, deals + 1):
        session = Session.open(Path(root) / "plugins" / f"{game}.py", seed=seed)
        start = time.process_time()
        found = Search(session.rules).solve(session.state, budget=budget)
        spent += time.process_time() - start
        states += found.states
        verdicts.append(found.verdict)
    return [states, spent, verdicts]


def child(root: Path, game: str, deals: int, budget: int) -> list:
    """`measure` in a fresh process (this file, the code of `root`)."""
    # (this tree's benchmarks module only: its runtime is never imported here)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from benchmarks.fresh import in_fresh_process

    return in_fresh_process(__file__, [str(root), game, deals, budget], cwd=root, nice=True)


def option(name: str, default: str) -> str:
    return sys.argv[sys.argv.index(name) + 1] if name in sys.argv else default


def main() -> None:
    if "--child" in sys.argv:
        print(json.dumps(measure(*json.loads(sys.argv[sys.argv.index("--child") + 1]))))
        return
    before = option("--before", "HEAD~1")
    deals, budget = int(option("--deals", "5")), int(option("--budget", "3000"))
    rounds = int(option("--rounds", "3"))
    values = {option(o, "") for o in ("--before", "--deals", "--budget", "--rounds")}
    games = [a for a in sys.argv[1:] if not a.startswith("--") and a not in values] or CDL_GAMES
    rev = subprocess.run(
        ["git", "rev-parse", "--short", before], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    rows = []
    with tempfile.TemporaryDirectory() as temp:
        old = Path(temp) / "before"
        subprocess.run(
            ["git", "worktree", "add", "-q", "--detach", str(old), before], cwd=ROOT, check=True
        )
        try:
            for game in games:
                rates: dict[str, list[float]] = {"before": [], "after": []}
                searched: dict[str, list] = {}
                for number in range(rounds):
                    trees = [("before", old), ("after", ROOT)]
                    for name, root in trees[number % 2 :] + trees[: number % 2]:
                        states, spent, verdicts = child(root, game, deals, budget)
                        rates[name].append(states / spent)
                        searched[name] = [states, verdicts]
                then, now = (statistics.median(rates[n]) for n in ("before", "after"))
                same = searched["before"] == searched["after"]
                print(
                    f"{game:24} before {then:8.0f}  after {now:8.0f} states/s"
                    f"  {now / then:6.3f}x  {'the same searches' if same else 'SEARCHES DIFFER'}",
                    flush=True,
                )
                rows.append((game, rev, round(then), round(now), round(now / then, 3), same))
        finally:
            subprocess.run(
                ["git", "worktree", "remove", "--force", str(old)], cwd=ROOT, check=False
            )
    if "--record" in sys.argv:
        from benchmarks.cdl_ratio import record

        header = ("game", "before", "before states/s", "after states/s", "ratio", "same searches")
        record(rows, "cdl_solver.csv", header)


if __name__ == "__main__":
    main()
