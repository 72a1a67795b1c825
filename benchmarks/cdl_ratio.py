"""CDL games against a careful hand-written Klondike and the Paperlang
Klondike (issue 23's numbers), each measurement in a fresh process.

    .venv/bin/python benchmarks/cdl_ratio.py [games] [moves per game] [--record]

`--record` adds the run's numbers to `benchmarks/results/cdl_ratio.csv`
(one row a measure: the date, the commit, the measure, its rate and its
ratio: to the hand-written Klondike; the solver's to the Paperlang
Klondike's, and on the search with its stock not folded, the CDL
search's rate to it; a game's, its time against the working copy's), the file the
numbers in docs/cdl.md come from.

1. Random playouts that list every legal move and make one: the careful
   hand-written Klondike (`hand_klondike_careful.py`, the yardstick),
   `klondike` (Paperlang) and `cws_klondike` (CDL) through the `Rules`
   protocol (moves() then successor(), what a search uses) and through the
   Session (moves() then play()). Rates and ratios to the yardstick are
   the median of three rounds.
2. The solver's states per CPU second on `cws_klondike` and `klondike`
   (3,000 states a deal, deals 1-3), and on `klondike` with the stock's
   turns not folded into the moves from the waste (`Search(fold=False)`,
   `runtime/stock_fold.py`): the search a CDL game always gets (no CDL
   stock folds), each state one position, as issue 23's 20,000 states a
   second was counted before the solver folded the stock.
3. Each bundled CDL game as paperc compiles it, with its direct moves
   (paperc/codegen/cdl_direct.py) and its flat system predicates
   (paperc/codegen/cdl_flat.py), against the same game with every method
   and predicate run through the working copy (the search before either):
   moves() then play() through the `Rules`, and the ratio (below 1: the
   compiled game is faster).

Each measurement runs alone, in a process of its own: a CDL class
remembers what its code answered (views, takes, clicks, events) for every
game of the class, so a measure run after another over the same deals
would find the answers the first one paid for. The measures take turns
round by round (the order rotated, so that the machine's load falls on
each alike); every measure of a round plays the same deals, each round
new ones. In its process a measure plays one deal of its own first
(imports, first calls), then its deals, each just after the yardstick
plays it there (the hand-written Klondike shares nothing with a game), so
that its ratio is taken under the same load. Only ratios mean anything on
a shared, noisy machine, and only CPU time (process_time) of the playing
is counted, not the dealing.
"""

from __future__ import annotations

import argparse
import csv
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

from benchmarks import hand_klondike_careful  # noqa: E402
from benchmarks.fresh import in_fresh_process  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

PLUGINS = ROOT / "plugins"
ROUNDS = 3  # the playouts' rates and ratios are the median of this many rounds
CDL_GAMES = sorted(p.stem for p in (ROOT / "games_src").glob("cws_*.cdl"))
WARM_SEED = 1_000_000  # the deal a measure plays first, in its own process, uncounted
YARDSTICK = "careful hand-written Klondike"
PLAYOUTS = {  # measure -> (game, protocol)
    "klondike (Paperlang), Rules": ("klondike", "rules"),
    "cws_klondike (CDL), Rules": ("cws_klondike", "rules"),
    "klondike (Paperlang), Session": ("klondike", "session"),
    "cws_klondike (CDL), Session": ("cws_klondike", "session"),
}


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


# -- the measures, each run in a process of its own (`child`) ---------------------


def playout(game: str, protocol: str, seeds: list[int], per_game: int) -> list[float]:
    """[moves made, CPU seconds] over the deals `seeds`, after one uncounted
    deal, then the same of the yardstick, which plays each deal just before
    it in this process (it shares nothing with a game: only the machine's
    load, which the ratio then cancels)."""
    if protocol == "session":
        run = lambda seed, c: through_session(game, seed, per_game, c)  # noqa: E731
    else:
        rules = rules_of(game)
        run = lambda seed, c: through_rules(rules, seed, per_game, c, True)  # noqa: E731
    run(WARM_SEED, random.Random(WARM_SEED))
    hand(WARM_SEED, per_game, random.Random(WARM_SEED))
    totals = [0, 0.0, 0, 0.0]
    for seed in seeds:
        for at, done in (
            (2, hand(seed, per_game, random.Random(seed))),
            (0, run(seed, random.Random(seed))),
        ):
            totals[at] += done[0]
            totals[at + 1] += done[1]
    return totals


def solver(game: str, seeds: list[int], budget: int, fold: bool = True) -> list[float]:
    """[states searched, CPU seconds] of the solver on the deals `seeds`
    (`fold`: the stock's turns folded, where the game's stock folds)."""
    states, spent = 0, 0.0
    for seed in seeds:
        s = Session.open(PLUGINS / f"{game}.py", seed=seed)
        start = time.process_time()
        states += Search(s.rules, fold=fold).solve(s.state, budget=budget).states
        spent += time.process_time() - start
    return [states, spent]


def compiled(game: str, seeds: list[int], per_game: int) -> list[float]:
    """[the compiled game's moves a second, the working copy's time against
    its]: both in this process, taking turns deal by deal (each class has
    memories of its own, so neither finds the other's answers)."""
    direct = type(rules_of(game))
    trials = type(
        "Trials", (direct,), {"direct": {}, "flat": {}, "flat_presses": {}, "flat_releases": {}}
    )
    pair = {"direct": direct(), "trials": trials()}
    totals = {name: [0, 0.0] for name in pair}
    for rules in pair.values():
        through_rules(rules, WARM_SEED, per_game, random.Random(WARM_SEED), False)
    for seed in seeds:
        for name, rules in pair.items():
            made, took = through_rules(rules, seed, per_game, random.Random(seed), False)
            totals[name][0] += made
            totals[name][1] += took
    rate = {name: made / took for name, (made, took) in totals.items()}
    return [rate["direct"], rate["trials"] / rate["direct"]]


MEASURES = {"playout": playout, "solver": solver, "compiled": compiled}


def child(kind: str, *args) -> list[float]:
    """Runs one measure in a fresh process and returns what it found."""
    return in_fresh_process(__file__, [kind, *args])


def main() -> None:
    if "--child" in sys.argv:
        kind, *args = json.loads(sys.argv[sys.argv.index("--child") + 1])
        print(json.dumps(MEASURES[kind](*args)))
        return
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="?", type=int, default=20, help="deals a round (20)")
    parser.add_argument("moves", nargs="?", type=int, default=150, help="moves a deal (150)")
    parser.add_argument("--record", action="store_true", help="add the rows to cdl_ratio.csv")
    args = parser.parse_intermixed_args()
    games, per_game = args.games, args.moves
    names = list(PLAYOUTS)
    rounds = []
    for r in range(ROUNDS):
        seeds = list(range(r * games, (r + 1) * games))
        found = {}
        for name in names[r % len(names) :] + names[: r % len(names)]:
            game, protocol = PLAYOUTS[name]
            played, spent, by_hand, hand_spent = child("playout", game, protocol, seeds, per_game)
            found[name] = (played / spent, (played / spent) / (by_hand / hand_spent))
            found.setdefault(YARDSTICK, []).append(by_hand / hand_spent)
        rounds.append(found)
    rate = statistics.median(x for r in rounds for x in r[YARDSTICK])
    print(f"{YARDSTICK:32} {rate:9.0f} moves/s  {1:7.3f}x")
    rows = [(YARDSTICK, round(rate), "moves/s", 1.0)]
    for name in names:
        rate = statistics.median(r[name][0] for r in rounds)
        ratio = statistics.median(r[name][1] for r in rounds)
        print(f"{name:32} {rate:9.0f} moves/s  {ratio:7.3f}x")
        rows.append((name, round(rate), "moves/s", round(ratio, 3)))
    searches = {  # measure -> (game, fold)
        "cws_klondike": ("cws_klondike", True),
        "klondike": ("klondike", True),
        "unfolded": ("klondike", False),
    }
    searched = {name: [0, 0.0] for name in searches}
    for seed in range(1, 4):
        order = list(searches)[seed % 3 :] + list(searches)[: seed % 3]
        for name in order:
            states, spent = child("solver", *searches[name][:1], [seed], 3000, searches[name][1])
            searched[name][0] += states
            searched[name][1] += spent
    cdl, paperlang, unfolded = (states / spent for states, spent in searched.values())
    print(f"{'solver, cws_klondike (CDL)':32} {cdl:9.0f} states/s  {cdl / paperlang:7.3f}x")
    print(f"{'solver, klondike (Paperlang)':32} {paperlang:9.0f} states/s  {1:7.3f}x")
    # (its ratio: the CDL search's rate to it, the same search: no CDL stock folds)
    print(f"{'  ... its stock not folded':32} {unfolded:9.0f} states/s  {cdl / unfolded:7.3f}x")
    rows.append(("solver, cws_klondike (CDL)", round(cdl), "states/s", round(cdl / paperlang, 3)))
    rows.append(("solver, klondike (Paperlang)", round(paperlang), "states/s", 1.0))
    unfolding = "solver, klondike (Paperlang), stock not folded"
    rows.append((unfolding, round(unfolded), "states/s", round(cdl / unfolded, 3)))
    print("each CDL game, compiled against the working copy only (moves() then play(), Rules):")
    for game in CDL_GAMES:
        rate, ratio = child("compiled", game, list(range(max(games // 2, 4))), per_game)
        print(f"  {game:24} {rate:8.0f} moves/s, {ratio:6.3f}x the working copy's time")
        rows.append((f"{game}, compiled", round(rate), "moves/s", round(ratio, 3)))
    if args.record:
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
