"""The check every pruning gets: on real deals, the solver's verdicts with
the pruning on are compared with a plain exhaustive search's with it off.

    .venv/bin/python benchmarks/pruning_check.py [--games ID,ID...] [--seeds 1-300]
        [--budget 3000] [--csv FILE]

For each game whose foundations take the new safe moves (same suit,
same colour, any suit: `runtime.progress.SafeMoves` with matches other
than alternate colours), each deal is searched three ways at `--budget`
states:

- plain: depth first, every move, no safe move forced, the stock's turns
  not folded and nothing left out (`Search(safe=False, fold=False,
  prune=False, method="depth")`): exhaustive, so "lost" means every
  reachable position was searched;
- pruned: the same depth-first search with the safe moves, the fold and
  its pruning on (the defaults);
- solver: `Search.solve` as `paper solve` and the winnability table run it.

A verdict of the pruned search or the solver that contradicts the plain
one (won against lost) is a fault of the pruning; the counts of deals
decided both ways, won, lost, and of proofs of loss that took fewer
positions with the pruning are printed per game, and `--csv` keeps every
deal's three verdicts and states. The slow test
(tests/runtime/test_safe_moves_suits.py) runs it on a few games.
"""

from __future__ import annotations

import argparse
import csv
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from runtime.batch import parse_seeds  # noqa: E402
from runtime.session import Session  # noqa: E402
from runtime.solve import Search  # noqa: E402

# bundled games whose foundations take the safe moves of issue 24
# (`--list` lists them all; these decide many deals in a few thousand
# states, where Forty Thieves, La Belle Lucie and Flower Garden decide few)
GAMES = (
    "bakers_game", "eight_off", "seahaven_towers", "beleaguered_castle",
    "streets_and_alleys", "whitehead", "canister", "cruel", "stronghold",
    "bakers_dozen",
)  # fmt: skip


@dataclass
class Tally:
    """One game's comparison."""

    game: str
    deals: int = 0
    decided: int = 0  # by the plain search and the pruned one
    won: int = 0
    lost: int = 0
    fewer: int = 0  # losses the pruned search proved in fewer positions
    plain_states: int = 0  # over the losses both proved
    pruned_states: int = 0
    solver_decided: int = 0  # by the plain search and the solver
    clashes: list[tuple[int, str, str, str]] = field(default_factory=list)
    cpu: float = 0.0
    rows: list[list[object]] = field(default_factory=list)


def compare(game: str, seeds: list[int], budget: int) -> Tally:
    """Each deal of `seeds` searched the three ways (see the module)."""
    tally = Tally(game)
    session = Session.open(game, seed=seeds[0])
    rules = session.rules
    started = time.process_time()
    for seed in seeds:
        session.new_deal(seed)
        state = session.state
        plain = Search(rules, safe=False, fold=False, prune=False, method="depth")
        plain_found = plain.solve(state, budget)
        pruned_found = Search(rules, method="depth").solve(state, budget)
        solver_found = Search(rules).solve(state, budget)
        tally.deals += 1
        verdicts = (plain_found.verdict, pruned_found.verdict, solver_found.verdict)
        tally.rows.append([game, seed, *verdicts, plain_found.states, pruned_found.states])
        for other in verdicts[1:]:
            if {verdicts[0], other} == {"won", "lost"}:
                tally.clashes.append((seed, *verdicts))
                break
        if "unknown" not in verdicts[:2]:
            tally.decided += 1
            if pruned_found.verdict == "won":
                tally.won += 1
            else:
                tally.lost += 1
                tally.plain_states += plain_found.states
                tally.pruned_states += pruned_found.states
                tally.fewer += pruned_found.states < plain_found.states
        if "unknown" not in (verdicts[0], verdicts[2]):
            tally.solver_decided += 1
    tally.cpu = time.process_time() - started
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--games", help="comma separated ids (default: the GAMES list)")
    parser.add_argument("--seeds", default="1-300", help="deal numbers (default 1-300)")
    parser.add_argument("--budget", type=int, default=3_000, help="states per search")
    parser.add_argument("--csv", type=Path, help="every deal's verdicts and states")
    parser.add_argument("--list", action="store_true", help="list the games with the safe moves")
    args = parser.parse_args(argv)
    if args.list:
        from runtime.progress import SafeMoves
        from runtime.registry import load_all

        for game in sorted(load_all([], entry_points=False).games):
            safe = SafeMoves.of(Session.open(game, seed=1).rules)
            if safe is not None and safe.matches != {"alternate"}:
                print(game, " ".join(sorted(safe.matches)))
        return 0
    games = args.games.split(",") if args.games else list(GAMES)
    seeds = parse_seeds(args.seeds)
    print("game                 deals decided won lost fewer  states plain/pruned  "
          "solver decided  clashes  CPU s")  # fmt: skip
    faults = 0
    rows: list[list[object]] = []
    for game in games:
        t = compare(game, seeds, args.budget)
        rows += t.rows
        faults += len(t.clashes)
        ratio = f"{t.plain_states / t.pruned_states:.2f}x" if t.pruned_states else "-"
        print(f"{game:20} {t.deals:5} {t.decided:7} {t.won:3} {t.lost:4} {t.fewer:5}"
              f"  {ratio:>19}  {t.solver_decided:14}  {len(t.clashes):7}  {t.cpu:5.0f}"
              f"{'  ' + str(t.clashes) if t.clashes else ''}", flush=True)  # fmt: skip
    if args.csv:
        with args.csv.open("w", newline="", encoding="utf-8") as handle:
            writer = csv.writer(handle)
            writer.writerow(["game", "seed", "plain", "pruned", "solver", "plain_states",
                             "pruned_states"])  # fmt: skip
            writer.writerows(rows)
    print("no verdict contradicts the plain search" if not faults else f"{faults} contradictions")
    return 1 if faults else 0


if __name__ == "__main__":
    raise SystemExit(main())
