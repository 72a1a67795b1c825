"""Where a search's position goes: the share of each part the search calls.

    .venv/bin/python benchmarks/search_parts.py [--seed S] [--budget STATES]
        [--instructions] [GAME[:unfolded] ...]

Each game (default: Klondike folded and unfolded, `cws_klondike`) is
solved from deal `--seed` (1) at `--budget` states (3,000)
by `Search.solve`, the portfolio as `paper solve` runs it, with every
Python bytecode counted (`sys.settrace`, opcode events) and charged to
the call the search's own code (runtime/solve.py, runtime/stock_fold.py)
made to reach it: the listing (`status`, `moves`, the stock walk's
`bare_moves`), the successor, the key (where the engine gives both in
one call, CDL's `search_step`, what the key's code runs is the key's),
the measure of progress (`rank`,
`score`), the dive's ordering (`rate_moves`, `SafeMoves.find`), the walk
round the stock, a dive's meta moves (`runtime/meta_moves.py`) and the
search loop itself. Counting bytecodes is slow
(minutes a game) but does not move with the machine's load.
`--instructions`: also the machine instructions a position costs, by
valgrind's cachegrind (the search at --budget less the same at 1 state).
"""

from __future__ import annotations

import argparse
import collections
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# (FreeCell's deals are won within a few hundred positions: there a deal's
# own costs, and the meta dive, count more than a position's)
GAMES = ("klondike", "klondike:unfolded", "cws_klondike")
OWN = ("solve.py", "stock_fold.py")  # the search's own code
KEYS = ("search_key.py",)  # the keys' code, where a successor and its key come together
PARTS = {  # what the search's code calls -> the part
    "status": "listing", "moves": "listing", "bare_moves": "listing",
    "successor": "successor", "search_successor": "successor",
    "search_key": "key", "__call__": "key", "key": "key",
    "rank": "measure", "score": "measure", "measure": "measure",
    "rate_moves": "ordering", "find": "ordering", "_order": "ordering",
    "_rates_folded": "ordering", "uniform": "ordering",
    "plans": "meta moves", "play": "meta moves", "settle": "meta moves",
    "cleared": "meta moves", "replays": "meta moves",
}  # fmt: skip


def solved(game: str, seed: int, budget: int) -> Any:
    from runtime.session import Session
    from runtime.solve import Search

    name, _, how = game.partition(":")
    session = Session.open(ROOT / "plugins" / f"{name}.py", seed=seed)
    search = Search(session.rules, fold=how != "unfolded")
    return lambda: search.solve(session.state, budget)


def part(frame: Any) -> str:
    """The part of the search that runs `frame`'s code. In an engine's
    successor and key together (CDL's `search_step`), what the key's code
    runs is the key's, the rest the successor's."""
    callee, keying = None, False
    while frame is not None:
        code = frame.f_code
        file = code.co_filename.rsplit("/", 1)[-1]
        if file in OWN:
            if callee == "_search_step":
                return "key" if keying else "successor"
            if callee is not None:
                return PARTS.get(callee, "other")
            return (
                "stock walk"
                if file == "stock_fold.py"
                else PARTS.get(frame.f_code.co_name, "search loop")
            )
        callee = code.co_name
        keying = keying or file in KEYS
        frame = frame.f_back
    return "other"


def shares(game: str, seed: int, budget: int) -> tuple[int, dict[str, int]]:
    """[positions searched, bytecodes run by part]."""
    run = solved(game, seed, budget)
    counts: collections.Counter[str] = collections.Counter()

    def tracer(frame: Any, event: str, _: Any) -> Any:
        frame.f_trace_opcodes = True
        if event == "opcode":
            counts[part(frame)] += 1
        return tracer

    sys.settrace(tracer)
    try:
        found = run()
    finally:
        sys.settrace(None)
    return found.states, dict(counts)


def instructions(game: str, seed: int, budget: int) -> float:
    """Machine instructions a position (cachegrind: the run at `budget`
    less the run at 1 state, each in a fresh process)."""
    counted = []
    for states in (1, budget):
        command = [sys.executable, __file__, "--child", json.dumps([game, seed, states])]
        subprocess.run(command, capture_output=True, check=True)  # (its .pyc written first)
        done = subprocess.run(
            ["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null"]
            + command,
            capture_output=True,
            text=True,
            check=True,
        )
        refs = next(line for line in done.stderr.splitlines() if "I   refs" in line)
        counted.append((int(refs.split()[-1].replace(",", "")), json.loads(done.stdout)))
    (low, _), (high, states) = counted
    return (high - low) / states


def main() -> None:
    args = sys.argv[1:]
    if "--child" in args:  # (one search for cachegrind: prints its states)
        game, seed, budget = json.loads(args[args.index("--child") + 1])
        print(json.dumps(solved(game, seed, budget)().states))
        return
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("games", nargs="*", help="games (GAME:unfolded too; default: GAMES)")
    parser.add_argument("--seed", type=int, default=1, help="the deal (1)")
    parser.add_argument("--budget", type=int, default=3_000, help="states (3,000)")
    parser.add_argument("--instructions", action="store_true", help="cachegrind's count too")
    options = parser.parse_intermixed_args(args)
    seed, budget = options.seed, options.budget
    for game in options.games or GAMES:
        states, counts = shares(game, seed, budget)
        total = sum(counts.values())
        line = f"{game} deal {seed}, {states} states: {total / states:,.0f} bytecodes a position"
        if options.instructions:
            line += f", {instructions(game, seed, budget):,.0f} instructions"
        print(line)
        for name, count in sorted(counts.items(), key=lambda item: -item[1]):
            print(f"    {name:12} {100 * count / total:5.1f}%")


if __name__ == "__main__":
    main()
