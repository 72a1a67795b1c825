"""The solver before (a revision) and after a change, in one run: the
same searches, and how much faster.

    .venv/bin/python benchmarks/search_same.py [--before REV] [--deals N]
        [--budget STATES] [--rounds N] [--record] [games...]

A change to the search's own parts (its loop, the keys, the measure of
progress, the stock's fold) must not change what it searches. Each game
of `GAMES` (or those named; `GAME:unfolded` searches with the stock's
turns as moves of their own, `Search(fold=False)`) is solved on deals
1..N at --budget states by `Search.solve`, in a fresh process for each
measure, with the code of `--before` (default HEAD~1, checked out into a
temporary git worktree) and of this tree in turn, round by round, the
order swapped each round, under `nice`, so that the shared machine's
load falls on both alike. Each deal's verdict, states searched, moves
played and win length must be equal ("the same searches"), and each win
must replay to a win through `Session.play`. It prints each game's
states per CPU second before and after (the medians of the rounds) and
their ratio; `--record` adds the rows to `search_same.csv` in
benchmarks/results.
"""

from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# (nothing of either tree is imported here: a measure's process imports the code of its own)

# games of both languages and of each shape the search treats its own way:
# a folded stock (Klondike; and unfolded), free cells (FreeCell, Baker's
# Game), top-only and rank-only keys (Golf, Pyramid), alike groups, CDL
GAMES = (
    "klondike", "klondike:unfolded", "freecell", "bakers_game", "golf", "pyramid",
    "forty_thieves", "yukon", "spider", "canfield", "cws_klondike", "cws_forty_thieves",
)  # fmt: skip


def measure(root: str, game: str, deals: int, budget: int) -> list:
    """[states, CPU seconds, each deal's [verdict, states, plays, win
    length]] of the solver on deals 1..`deals` of `game` (`NAME:unfolded`:
    the stock not folded), with the code of the tree at `root`; a win that
    does not replay stops the measure."""
    sys.path.insert(0, root)
    from runtime.session import Session
    from runtime.solve import Search

    name, _, how = game.partition(":")
    states, spent, searched = 0, 0.0, []
    for seed in range(1, deals + 1):
        session = Session.open(Path(root) / "plugins" / f"{name}.py", seed=seed)
        start = time.process_time()
        found = Search(session.rules, fold=how != "unfolded").solve(session.state, budget=budget)
        spent += time.process_time() - start
        states += found.states
        searched.append([found.verdict, found.states, found.plays, len(found.moves)])
        if found.verdict == "won":
            for move in found.moves:
                session.play(move)
            if session.status != "won":
                raise SystemExit(f"{game} deal {seed}: the win does not replay")
    return [states, spent, searched]


def child(root: Path, game: str, deals: int, budget: int) -> list:
    """`measure` in a fresh process (this file, the code of `root`)."""
    # (this tree's benchmarks module only: its runtime is never imported here)
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from benchmarks.fresh import in_fresh_process

    return in_fresh_process(__file__, [str(root), game, deals, budget], cwd=root, nice=True)


def compare(games: tuple[str, ...] | list[str], record_in: str, doc: str | None = __doc__) -> None:
    """Each of `games` before and after, as the command line says (see the
    module's text, or `doc`, the calling script's, which `--help` prints);
    `--record` adds the rows to `record_in`."""
    parser = argparse.ArgumentParser(
        description=doc, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="*", help="bundled games (GAME:unfolded too)")
    parser.add_argument("--before", default="HEAD~1", help="the revision before (HEAD~1)")
    parser.add_argument("--deals", type=int, default=5, help="deals 1..N of each game (5)")
    parser.add_argument("--budget", type=int, default=3000, help="states a search (3000)")
    parser.add_argument("--rounds", type=int, default=3, help="rounds, each tree once (3)")
    parser.add_argument("--record", action="store_true", help=f"add the rows to {record_in}")
    args = parser.parse_intermixed_args()
    before, deals, budget, rounds = args.before, args.deals, args.budget, args.rounds
    unknown = [
        a for a in args.games if not (ROOT / "plugins" / f"{a.partition(':')[0]}.py").exists()
    ]
    if unknown:
        parser.error(f"no bundled game {', '.join(unknown)}")
    games = args.games or games
    rev = subprocess.run(
        ["git", "rev-parse", "--short", before], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from benchmarks.fresh import checked_out

    rows = []
    with checked_out(before) as old:
        for game in games:
            rates: dict[str, list[float]] = {"before": [], "after": []}
            searched: dict[str, list] = {}
            for number in range(rounds):
                trees = [("before", old), ("after", ROOT)]
                for name, root in trees[number % 2 :] + trees[: number % 2]:
                    states, spent, deals_searched = child(root, game, deals, budget)
                    rates[name].append(states / spent)
                    searched[name] = deals_searched
            then, now = (statistics.median(rates[n]) for n in ("before", "after"))
            same = searched["before"] == searched["after"]
            print(
                f"{game:24} before {then:8.0f}  after {now:8.0f} states/s"
                f"  {now / then:6.3f}x  {'the same searches' if same else 'SEARCHES DIFFER'}",
                flush=True,
            )
            if not same:
                for seed, pair in enumerate(zip(*searched.values(), strict=True), 1):
                    if pair[0] != pair[1]:
                        print(f"    deal {seed}: before {pair[0]}, after {pair[1]}")
            rows.append((game, rev, round(then), round(now), round(now / then, 3), same))
    if args.record:
        from benchmarks.cdl_ratio import record

        header = ("game", "before", "before states/s", "after states/s", "ratio", "same searches")
        record(rows, record_in, header)


def main() -> None:
    if "--child" in sys.argv:
        print(json.dumps(measure(*json.loads(sys.argv[sys.argv.index("--child") + 1]))))
        return
    compare(GAMES, "search_same.csv")


if __name__ == "__main__":
    main()
