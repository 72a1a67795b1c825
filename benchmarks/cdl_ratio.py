"""CDL games against a careful hand-written Klondike and the Paperlang
Klondike, in one run (issue 23's numbers).

    .venv/bin/python benchmarks/cdl_ratio.py [games] [moves per game] [--record]

`--record` adds the run's numbers to `benchmarks/results/cdl_ratio.csv`
(one row a measure: the date, the commit, the measure, its rate and its
ratio: to the hand-written Klondike; the solver's to the Paperlang
Klondike's; a game's, its time against the working copy's), the file the
numbers in docs/cdl.md come from.

1. Random playouts that list every legal move and make one: the careful
   hand-written Klondike (`hand_klondike_careful.py`, the yardstick), then
   `klondike` (Paperlang) and `cws_klondike` (CDL) through the `Rules`
   protocol (moves() then successor(), what a search uses) and through the
   Session (moves() then play()). Ratios to the yardstick, the median of
   three rounds.
2. The solver's states per CPU second on `cws_klondike` and `klondike`.
3. Each bundled CDL game as paperc compiles it, with its direct moves
   (paperc/codegen/cdl_direct.py) and its flat system predicates
   (paperc/codegen/cdl_flat.py), against the same game with every method
   and predicate run through the working copy (the search before either):
   moves() then play() through the `Rules`, and the ratio (below 1: the
   compiled game is faster).

Only ratios mean anything: the machine is shared and noisy, so CPU time
(process_time) is measured, dealing is not, and the compared runs are
interleaved deal by deal. Each part starts from a full garbage collection:
a full collection that fell in one row (a few tenths of a second, when a
CDL game referred to itself and was freed only by the collector) made it
look twice as slow, at the same place in every run.
"""

from __future__ import annotations

import csv
import gc
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from benchmarks import hand_klondike_careful  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

PLUGINS = ROOT / "plugins"
ROUNDS = 3  # the playouts' rates and ratios are the median of this many rounds
CDL_GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))


def rules_of(game: str):
    return Session.open(PLUGINS / f"{game}.py", seed=0).rules


def through_rules(rules, seed: int, per_game: int, chooser: random.Random, search: bool):
    """(moves made, CPU seconds): moves() then successor() (a search's
    step) or play() (with the events)."""
    state = rules.deal(seed)[0]
    played = 0
    start = time.process_time()
    for _ in range(per_game):
        options = rules.moves(state)
        if not options:
            break
        move = chooser.choice(options)
        state = rules.successor(state, move) if search else rules.play(state, move)[0]
        played += 1
    return played, time.process_time() - start


def through_session(game: str, seed: int, per_game: int, chooser: random.Random):
    current = Session.open(PLUGINS / f"{game}.py", seed=seed)
    played = 0
    start = time.process_time()
    for _ in range(per_game):
        options = current.moves()
        if not options:
            break
        current.play(chooser.choice(options))
        played += 1
    return played, time.process_time() - start


def hand(seed: int, per_game: int, chooser: random.Random):
    game = hand_klondike_careful.Klondike(seed)
    played = 0
    start = time.process_time()
    for _ in range(per_game):
        options = game.moves()
        if not options:
            break
        game.play(chooser.choice(options))
        played += 1
    return played, time.process_time() - start


def interleaved(runs: dict, games: int) -> dict[str, float]:
    """Moves per CPU second of each run, the runs taking turns deal by deal."""
    gc.collect()
    totals = {name: [0, 0.0] for name in runs}
    for seed in range(games):
        for name, run in runs.items():
            played, spent = run(seed, random.Random(seed))
            totals[name][0] += played
            totals[name][1] += spent
    return {name: played / spent for name, (played, spent) in totals.items()}


def solver_rate(game: str, seeds: range, budget: int) -> float:
    gc.collect()
    states, spent = 0, 0.0
    for seed in seeds:
        s = Session.open(PLUGINS / f"{game}.py", seed=seed)
        start = time.process_time()
        states += Search(s.rules).solve(s.state, budget=budget).states
        spent += time.process_time() - start
    return states / spent


def main() -> None:
    numbers = [int(arg) for arg in sys.argv[1:] if arg.isdigit()]  # (`-m benchmarks` passes names)
    games = numbers[0] if numbers else 20
    per_game = numbers[1] if len(numbers) > 1 else 150
    paper, cws = rules_of("klondike"), rules_of("cws_klondike")
    runs = {
        "careful hand-written Klondike": lambda seed, c: hand(seed, per_game, c),
        "klondike (Paperlang), Rules": lambda s, c: through_rules(paper, s, per_game, c, True),
        "cws_klondike (CDL), Rules": lambda s, c: through_rules(cws, s, per_game, c, True),
        "klondike (Paperlang), Session": lambda s, c: through_session("klondike", s, per_game, c),
        "cws_klondike (CDL), Session": lambda s, c: through_session("cws_klondike", s, per_game, c),
    }
    interleaved(runs, 2)  # warm up: imports, first deals, remembered answers
    rounds = [interleaved(runs, games) for _ in range(ROUNDS)]
    rows = []
    for name in runs:
        rate = statistics.median(r[name] for r in rounds)
        ratio = statistics.median(r[name] / r["careful hand-written Klondike"] for r in rounds)
        print(f"{name:32} {rate:9.0f} moves/s  {ratio:7.3f}x")
        rows.append((name, round(rate), "moves/s", round(ratio, 3)))
    cdl = solver_rate("cws_klondike", range(1, 4), 3000)
    paperlang = solver_rate("klondike", range(1, 4), 3000)
    print(f"{'solver, cws_klondike (CDL)':32} {cdl:9.0f} states/s  {cdl / paperlang:7.3f}x")
    print(f"{'solver, klondike (Paperlang)':32} {paperlang:9.0f} states/s  {1:7.3f}x")
    rows.append(("solver, cws_klondike (CDL)", round(cdl), "states/s", round(cdl / paperlang, 3)))
    rows.append(("solver, klondike (Paperlang)", round(paperlang), "states/s", 1.0))
    print("each CDL game, compiled against the working copy only (moves() then play(), Rules):")
    for game in CDL_GAMES:
        direct = type(rules_of(game))
        trials = type("Trials", (direct,), {"direct": {}, "flat": {}, "flat_presses": {}})
        pair = {"direct": direct(), "trials": trials()}
        runs = {
            name: (lambda s, c, r=r: through_rules(r, s, per_game, c, False))
            for name, r in pair.items()
        }
        found = interleaved(runs, max(games // 2, 4))
        ratio = found["trials"] / found["direct"]
        print(f"  {game:24} {found['direct']:8.0f} moves/s, {ratio:6.3f}x the working copy's time")
        rows.append((f"{game}, compiled", round(found["direct"]), "moves/s", round(ratio, 3)))
    if "--record" in sys.argv:
        record(rows)


def record(
    rows: list[tuple],
    name: str = "cdl_ratio.csv",
    header: tuple[str, ...] = ("measure", "rate", "unit", "ratio"),
) -> None:
    """Add the run's rows to benchmarks/results/`name` (each after the date
    and the commit; `header` names the rest, for a new file)."""
    out = ROOT / "benchmarks" / "results" / name
    commit = subprocess.run(
        ["git", "rev-parse", "--short", "HEAD"], cwd=ROOT, capture_output=True, text=True
    ).stdout.strip()
    when = time.strftime("%Y-%m-%d %H:%M", time.gmtime())
    new = not out.exists()
    with out.open("a", newline="") as f:
        writer = csv.writer(f)
        if new:
            writer.writerow(["date (UTC)", "commit", *header])
        for row in rows:
            writer.writerow([when, commit, *row])


if __name__ == "__main__":
    main()
