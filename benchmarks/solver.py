"""How fast and how well the generic solver (runtime.solve) does, beside
the published figures.

    .venv/bin/python benchmarks/solver.py [--deals N | --seeds A-B] [--budget STATES]
        [--jobs N] [--lost-budget STATES] [--part NAME...] [--csv FILE]

Issue 9's FreeCell run (every deal of 1-1000 won, each replayed, and #11982
proved lost), on two processes:

    .venv/bin/python benchmarks/solver.py --part freecell --seeds 1-1000 --jobs 2

Parts (all by default):
  speed      states per CPU second on Klondike and FreeCell, and where the
             time goes: the engine's play/successor/moves, the key, the
             heuristic's reads of the table through `cards` and `score`
             (on a Paperlang game it reads the card codes itself: that time
             counts as the search's), and the search itself
  freecell   Microsoft deals (--seeds, or 1..N): verdicts, deals and states
             per second, each win replayed through Session, the deals not
             won; then deal #11982, which cannot be won, searched to the end
             (--lost-budget states at most): "lost" proves it
  klondike   draw three (the `klondike` game), in --jobs processes, each win
             replayed: won, lost, unknown; the winnable share of the decided
             deals with its Wilson interval; and the bounds on the share of
             all deals, won/N .. (won+unknown)/N, beside Solvitaire's 81.524%.
             Issue 9's figure: --part klondike --seeds 1-1000 --budget 100000 --jobs 2
  golf, pyramid   the same, in --jobs processes, each win replayed; issue 9's
             figures: --part golf --seeds 1-1000 --budget 1000000 --jobs 2
  sample     the second phase of a two-phase estimate (runtime.estimate):
             --game G --first FILE... (the first phase's rows, `paper solve`'s
             CSV; a later file's row for a seed replaces an earlier one's)
             --sample N [--sample-seed S]: N of the first phase's unknowns,
             drawn at random, solved at --budget states (each win replayed;
             --csv FILE keeps them), [--more FILE...] later passes over the
             sample's unknowns, then the winnable share of all the deals
             with its interval
Times are CPU seconds (time.process_time), so a busy machine slows the
figures less; compare ratios, not absolute times. `--csv FILE` (Klondike,
Golf, Pyramid): each deal's row goes to FILE as it is known (`paper
solve`'s format), and a run started again with the same file skips the
deals in it; the figures count them all.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.batch import (  # noqa: E402
    ResultsFile,
    Row,
    Summary,
    parse_seeds,
    read_rows,
    wilson,
)
from runtime.engine.paperlang.flat import FlatGame  # noqa: E402
from runtime.estimate import TwoPhase  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

SOLVITAIRE_KLONDIKE = (0.81524, 0.00089)  # thoughtful draw three, no card off a foundation
PUBLISHED = {
    "freecell": "Freecell Solver: all of deals 1-32,000 solved but #11982 (proved lost)",
    "klondike": "Solvitaire: 81.524% +- 0.089% of thoughtful draw-3 deals winnable "
    "(no card back off a foundation, as Paper's rules), "
    "~460,000 states/s (C++)",
    "golf": "no figure at hand for this rule set "
    "(Golf-A in Wolter's analysis, docs/solver-figures.md)",
    "pyramid": "no solver's figure at hand for this rule set (docs/solver-figures.md)",
}


class Timed:
    """The game's rules with a stopwatch on each call the solver makes."""

    def __init__(self, rules: Any) -> None:
        self._rules = rules
        self.spent: dict[str, float] = {}

    def __getattr__(self, name: str) -> Any:
        value = getattr(self._rules, name)
        if name not in (
            "play",
            "successor",
            "moves",
            "key",
            "search_key",
            "cards",
            "score",
            "status",
        ):
            return value
        engine = ("play", "successor", "moves", "status")
        keys = ("key", "search_key")
        bucket = "engine" if name in engine else "key" if name in keys else "heuristic reads"

        def timed(*args: Any, **kwargs: Any) -> Any:
            start = time.process_time()
            try:
                return value(*args, **kwargs)
            finally:
                self.spent[bucket] = self.spent.get(bucket, 0.0) + time.process_time() - start

        return timed


def speed(game: str, seed: int, budget: int) -> None:
    session = Session.open(game, seed=seed)
    rules = Timed(session.rules)
    search = Search(rules)  # type: ignore[arg-type]
    start = time.process_time()
    found = search.solve(session.state, budget)
    total = time.process_time() - start
    engine = rules.spent.get("engine", 0.0)
    key = rules.spent.get("key", 0.0)
    reads = rules.spent.get("heuristic reads", 0.0)
    own = max(total - engine - key - reads, 0.0)
    print(
        f"{game} deal {seed}: {found.verdict} after {found.states} states "
        f"({found.plays} moves played) in {total:.1f} CPU s: "
        f"{found.states / total:,.0f} states/s, {found.plays / total:,.0f} plays/s"
    )
    for name, part in (
        ("engine play/moves", engine),
        ("key", key),
        ("heuristic reads", reads),
        ("search", own),
    ):
        print(f"    {name:18} {part:6.1f} s  {100 * part / total:5.1f}%")
    # the engine alone, playing on from the newest position (no replay)
    live = Session.open(game, seed=seed)
    plays = 0
    start = time.process_time()
    while time.process_time() - start < 2.0 and live.status == "playing":
        live.play(live.moves()[plays % len(live.moves())])
        plays += 1
    rate = plays / (time.process_time() - start)
    print(f"    engine alone, always the newest position: {rate:,.0f} plays/s")
    if isinstance(session.rules, FlatGame):  # a Paperlang game: its compiled engine
        runs = [("", True)]
        if search.fold is not None:  # each turn of the stock a position of its own too
            runs.append((", the stock not folded", False))
        for label, fold in runs:
            rules_now = type(session.rules)()
            state, _ = rules_now.deal(seed)
            start = time.process_time()
            found = Search(rules_now, fold=fold).solve(state, budget)
            spent = time.process_time() - start
            print(
                f"    the same search without the timers{label}: "
                f"{found.states / spent:,.0f} states/s, {found.plays / spent:,.0f} plays/s"
            )
    # Solvitaire's own figure (`states_searched` in its solver.cpp) counts
    # every position its search enters, one already in its cache too: one
    # per move played, Paper's plays; its distinct ones are Paper's states.


_OPENED: dict[str, tuple[Session, Session]] = {}  # per process: a game is opened once


def _dealt(game: str, seed: int) -> tuple[Session, Session]:
    """Two Sessions of `game` at the deal of `seed`: one to solve, one to replay."""
    pair = _OPENED.get(game)
    if pair is None:
        pair = _OPENED[game] = (Session.open(game, seed=seed), Session.open(game, seed=seed))
    else:
        for session in pair:
            session.new_deal(seed)
    return pair


def solve_and_replay(game: str, seed: int, budget: int) -> tuple[Row, str, float]:
    """One deal from its start: its row, the status its win's replay through a
    fresh Session reaches ("" unless won), and the CPU seconds it took."""
    session, check = _dealt(game, seed)
    start = time.process_time()
    found = Search(session.rules).solve(session.state, budget)
    spent = time.process_time() - start
    replayed = ""
    if found.verdict == "won":
        for move in found.moves:
            check.play(move)
        replayed = check.status
    return Row(seed, found.verdict, len(found.moves), found.states, spent), replayed, spent


def many_deals(
    game: str, seeds: list[int], budget: int, jobs: int, csv: Path | None = None
) -> Summary:
    """`deals` in `jobs` processes, each win replayed; the figures issue 9 asks.
    `csv`: the rows go there as they come, and the deals already in it are
    not solved again (their rows count in the figures)."""
    from concurrent.futures import ProcessPoolExecutor, as_completed

    wanted = set(seeds)
    rows: list[Row] = [row for row in read_rows(csv) if row.seed in wanted] if csv else []
    if rows:
        print(f"  {len(rows)} deals already in {csv}: not solved again")
    known = {row.seed for row in rows}
    results = ResultsFile(csv)
    bad: list[int] = []
    wall = time.perf_counter()
    with ProcessPoolExecutor(max_workers=max(jobs, 1)) as pool:
        futures = [
            pool.submit(solve_and_replay, game, seed, budget) for seed in seeds if seed not in known
        ]
        for future in as_completed(futures):
            row, replayed, _ = future.result()
            results.add(row)
            rows.append(row)
            if row.verdict == "won" and replayed != "won":
                bad.append(row.seed)
            note = f"  replayed: {replayed}" if replayed else ""
            print(
                f"  {game} {row.seed}: {row.verdict:7} {row.moves:4} moves "
                f"{row.states:7} states {row.seconds:7.2f} s{note}",
                flush=True,
            )
    results.close()
    rows.sort(key=lambda row: row.seed)
    wall = time.perf_counter() - wall
    summary = Summary.of(rows)
    for line in summary.lines():
        print("  " + line)
    cpu = sum(row.seconds for row in rows)
    not_won = [row.seed for row in rows if row.verdict != "won"]
    print(
        f"  {len(rows) / cpu:.3f} deals per CPU second, {summary.states_per_second:,.0f} states/s"
    )
    solved = len(futures)  # this run's (not those already in `csv`)
    print(f"  {solved / wall:.3f} deals per second on {jobs} processes ({wall:.0f} s)")
    print(f"  not won: {not_won or 'none'}; wins that did not replay: {bad or 'none'}")
    print(f"  published: {PUBLISHED[game]}")
    return summary


def bounds(summary: Summary) -> str:
    """The share of all the deals winnable lies between won/N (every
    unknown lost) and (won+unknown)/N (every unknown won)."""
    low, high = summary.bounds
    return (
        f"bounds on the share of all {summary.deals} deals: {100 * low:.1f}% .. "
        f"{100 * high:.1f}% (won/N .. (won+unknown)/N)"
    )


def against_solvitaire(summary: Summary) -> list[str]:
    """Klondike's figures beside Solvitaire's: the share of all deals is at
    least won/N (every unknown lost) and at most (won+unknown)/N (every
    unknown won); the share of the decided deals leans to the easy ones."""
    share, spread = SOLVITAIRE_KLONDIKE
    low, high = summary.bounds
    wilson_low, wilson_high = summary.interval
    inside = low <= share <= high
    agrees = wilson_low <= share <= wilson_high
    return [
        f"bounds on the share of all {summary.deals} deals: {100 * low:.1f}% .. "
        f"{100 * high:.1f}% (won/N .. (won+unknown)/N); Solvitaire "
        f"{100 * share:.3f}% +- {100 * spread:.3f}% {'inside' if inside else 'outside'}",
        f"decided deals: {100 * summary.winnable:.1f}% "
        f"({100 * wilson_low:.1f}%-{100 * wilson_high:.1f}%, Wilson); Solvitaire's "
        f"figure {'inside' if agrees else 'outside'} the interval",
    ]


def first_phase(files: list[Path]) -> dict[int, Row]:
    """The first phase's rows by seed; a later file's verdict replaces an
    earlier "unknown" (a second pass over the unknowns at a larger budget:
    a win or a loss is a proof at any budget)."""
    rows: dict[int, Row] = {}
    for path in files:
        if not path.exists():
            raise SystemExit(f"{path}: no such file")
        for row in read_rows(path):
            if row.seed not in rows or rows[row.seed].verdict == "unknown":
                rows[row.seed] = row
    return rows


def second_phase(
    game: str,
    first: dict[int, Row],
    size: int,
    seed: int,
    budget: int,
    jobs: int,
    csv: Path | None,
    more: tuple[Path, ...] = (),
) -> TwoPhase:
    """A random sample of `size` of the first phase's unknowns, solved at
    `budget` states; the two-phase estimate of the winnable share. `more`:
    later passes over the sample's unknowns (`paper solve`'s CSV, a larger
    budget): their verdicts replace its "unknown"s."""
    verdicts = [row.verdict for row in first.values()]
    unknown = sorted(row.seed for row in first.values() if row.verdict == "unknown")
    sample = sorted(random.Random(seed).sample(unknown, min(size, len(unknown))))
    print(f"  the sample (random.Random({seed}), {len(sample)} of {len(unknown)}): {sample}")
    summary = many_deals(game, sample, budget, jobs, csv)
    if csv is None:
        if more:
            raise SystemExit("--more needs --csv: the second phase's own rows")
        second = ["won"] * summary.won + ["lost"] * summary.lost
    else:
        found = first_phase([csv, *more])
        second = [found[number].verdict for number in sample if number in found]
        if more:
            print(f"  with the later passes ({', '.join(str(path) for path in more)}):")
            print("  " + "  ".join(f"{n} {found[n].verdict}" for n in sample if n in found))
    return TwoPhase(
        verdicts.count("won"),
        verdicts.count("lost"),
        len(unknown),
        len(sample),
        second.count("won"),
        second.count("lost"),
    )


def main() -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--deals", type=int, default=5)
    parser.add_argument("--budget", type=int, default=3_000)
    parser.add_argument("--seeds", help="A-B: the deals (instead of 1..--deals)")
    parser.add_argument(
        "--jobs", type=int, default=1, help="processes (FreeCell, Klondike, Golf, Pyramid)"
    )
    parser.add_argument("--lost-budget", type=int, default=2_000_000, help="states for #11982")
    parser.add_argument("--part", action="append", default=[])
    parser.add_argument("--csv", type=Path, help="rows to FILE; a run again skips its deals")
    parser.add_argument("--game", default="klondike", help="the game of --part sample")
    parser.add_argument("--first", type=Path, nargs="*", default=[], help="first-phase rows")
    parser.add_argument("--sample", type=int, default=30, help="unknowns the sample takes")
    parser.add_argument("--sample-seed", type=int, default=2026, help="the sample's draw")
    parser.add_argument(
        "--more", type=Path, nargs="*", default=[], help="later passes over the sample"
    )
    args = parser.parse_args()
    parts = set(args.part) or {"speed", "freecell", "klondike", "golf", "pyramid"}
    seeds = parse_seeds(args.seeds) if args.seeds else list(range(1, args.deals + 1))
    if "speed" in parts:
        print("== speed")
        speed("klondike", 1, args.budget)
        speed("freecell", 1, args.budget)
    if "freecell" in parts:
        print("== freecell (Microsoft deals)")
        many_deals("freecell", seeds, args.budget, args.jobs)
        print("  deal 11982, which cannot be won, searched to the end:")
        row, _, spent = solve_and_replay("freecell", 11982, args.lost_budget)
        print(
            f"  freecell 11982: {row.verdict} after {row.states:,} states in {spent:.1f} CPU s"
            f" ({row.states / spent:,.0f} states/s)"
        )
    if "klondike" in parts:
        print("== klondike")
        summary = many_deals("klondike", seeds, args.budget, args.jobs, args.csv)
        for line in against_solvitaire(summary):
            print("  " + line)
    if "sample" in parts:
        print(f"== sample ({args.game}: a two-phase estimate)")
        found = second_phase(
            args.game,
            first_phase(args.first),
            args.sample,
            args.sample_seed,
            args.budget,
            args.jobs,
            args.csv,
            tuple(args.more),
        )
        for line in found.lines():
            print("  " + line)
        if args.game == "klondike":
            share, _ = SOLVITAIRE_KLONDIKE
            low, high = found.interval
            where = "inside" if low <= share <= high else "outside"
            print(f"  Solvitaire's {100 * share:.3f}%: {where} the interval")
    for game in ("golf", "pyramid"):  # issue 9's 1,000 deals each: run them with --jobs
        if game in parts:
            print(f"== {game}")
            print("  " + bounds(many_deals(game, seeds, args.budget, args.jobs, args.csv)))
    assert wilson(1, 2)[0] < 0.5  # the interval the summaries print
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
