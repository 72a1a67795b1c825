"""CDL moves() on a mid-game Klondike position, and a whole CDL compile;
with `--before`, every bundled CDL game's move listing before and after a
change, in one run.

    .venv/bin/python benchmarks/cdl_moves.py
    .venv/bin/python benchmarks/cdl_moves.py --before REV [--deals N]
        [--rounds N] [--record] [games...]

moves() tries every click and drag a player could make on copies of the
state (runtime/engine/cdl/moves.py); the target is at most 20 ms a call on
a mid-game Klondike. Prints the median and the worst of several positions,
each listed by fresh rules (nothing remembered from an earlier call).

With `--before` (a revision, checked out into a temporary git worktree),
each bundled CDL game (or those named) plays random playouts of deals
1..N (150 moves each; moves() then play() through the `Rules`) as paperc
compiles it and as the same class with every method and predicate run
through the working copy (the trials), taking turns deal by deal in one
fresh process (the measure of `cdl_ratio.py`'s last part), with the code
of the revision and of this tree in turn, round by round, the order
swapped each round, under `nice`. It prints each game's compiled moves a
second before and after (the medians of the rounds), their ratio, and
the compiled time against the trials' in each tree; `--record` adds the
rows to `cdl_moves.csv` in benchmarks/results.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

MOVES = 150  # moves a deal, at most, in the before-and-after measure


def mid_game(seed: int, plies: int = 40):
    from runtime.session import Session

    session = Session.open(str(ROOT / "plugins" / "cws_klondike.py"), seed=seed)
    rnd = random.Random(seed)
    for _ in range(plies):
        moves = session.moves()
        tableau = [m for m in moves if m.target and m.target.startswith(("T", "A"))]
        if not moves:
            break
        session.play(rnd.choice(tableau or moves))
    return session


def main() -> None:
    timings, counts = [], []
    for seed in range(1, 11):
        session = mid_game(seed)
        state = session.state
        runs = []
        for _ in range(10):
            rules = type(session.rules)()  # cold: nothing remembered from an earlier search
            start = time.perf_counter()
            listed = rules.moves(state)
            runs.append(time.perf_counter() - start)
        timings.append(statistics.median(runs) * 1_000_000)
        counts.append(len(listed))
    print("cdl moves() on mid-game Klondike, cold, 10 positions x 10 runs (target <= 20 ms):")
    print(
        f"  median {statistics.median(timings):.0f} us, worst {max(timings):.0f} us, "
        f"moves listed {min(counts)}..{max(counts)}"
    )
    from paperc import compile_file_to_source

    start = time.perf_counter()
    compile_file_to_source(ROOT / "games_src" / "cws_klondike.cdl")
    print(f"compile games_src/cws_klondike.cdl in process: {time.perf_counter() - start:.2f} s")


def compiled(root: str, game: str, deals: int) -> list[float]:
    """[the compiled game's moves a second, its time against the trials']
    with the code of the tree at `root`: both classes in this process,
    taking turns deal by deal (each has memories of its own)."""
    sys.path.insert(0, root)
    from runtime.session import Session

    direct = type(Session.open(Path(root) / "plugins" / f"{game}.py", seed=0).rules)
    trials = type(
        "Trials", (direct,), {"direct": {}, "flat": {}, "flat_presses": {}, "flat_releases": {}}
    )
    pair = {"direct": direct(), "trials": trials()}
    totals = {name: [0, 0.0] for name in pair}
    for seed in (1_000_000, *range(1, deals + 1)):  # the first uncounted: imports, first calls
        for name, rules in pair.items():
            chooser, state = random.Random(seed), rules.deal(seed)[0]
            start, made = time.process_time(), 0
            for _ in range(MOVES):
                options = rules.moves(state)
                if not options:
                    break
                state = rules.play(state, chooser.choice(options))[0]
                made += 1
            if seed < 1_000_000:
                totals[name][0] += made
                totals[name][1] += time.process_time() - start
    rate = {name: made / took for name, (made, took) in totals.items()}
    return [rate["direct"], rate["trials"] / rate["direct"]]


def before_and_after(args: argparse.Namespace) -> None:
    """Each game's compiled listing before and after (see the module's text)."""
    from benchmarks.cdl_ratio import record
    from benchmarks.fresh import checked_out, in_fresh_process

    before, deals, rounds = args.before, args.deals, args.rounds
    games = args.games or sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))
    rev = subprocess.run(
        ["git", "rev-parse", "--short", before], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    rows = []
    with checked_out(before) as old:
        for game in games:
            found: dict[str, list[list[float]]] = {"before": [], "after": []}
            for number in range(rounds):
                trees = [("before", old), ("after", ROOT)]
                for name, root in trees[number % 2 :] + trees[: number % 2]:
                    payload = [str(root), game, deals]
                    found[name].append(in_fresh_process(__file__, payload, cwd=root, nice=True))
            then, now = (statistics.median(r[0] for r in found[n]) for n in ("before", "after"))
            was, new = (statistics.median(r[1] for r in found[n]) for n in ("before", "after"))
            print(
                f"{game:24} before {then:7.0f}  after {now:7.0f} moves/s  {now / then:6.3f}x"
                f"  (against the trials: {was:.3f}x, {new:.3f}x)",
                flush=True,
            )
            rows.append((game, rev, round(then), round(now), round(now / then, 3)))
            rows[-1] += (round(was, 3), round(new, 3))
    if args.record:
        header = ("game", "before", "before moves/s", "after moves/s", "ratio")
        record(rows, "cdl_moves.csv", (*header, "before/trials", "after/trials"))


if __name__ == "__main__":
    if "--child" in sys.argv:
        print(json.dumps(compiled(*json.loads(sys.argv[sys.argv.index("--child") + 1]))))
    else:
        parser = argparse.ArgumentParser(
            description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
        )
        parser.add_argument("games", nargs="*", help="with --before: CDL games (default: all)")
        parser.add_argument("--before", help="a revision: each game's listing before and after")
        parser.add_argument("--deals", type=int, default=10, help="with --before: deals 1..N")
        parser.add_argument("--rounds", type=int, default=3, help="with --before: rounds (3)")
        parser.add_argument("--record", action="store_true", help="add the rows to cdl_moves.csv")
        args = parser.parse_intermixed_args()
        every = {p.stem for p in (ROOT / "games_src").glob("cws_*.cdl")}
        if args.games and not args.before or set(args.games) - every:
            parser.error(f"games are CDL games ({', '.join(sorted(every))}), with --before")
        if args.before:
            before_and_after(args)
        else:
            main()
