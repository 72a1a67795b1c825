"""Find won Aces Up games (games_src/aces_up.pl) for the rule tests.

    .venv/bin/python scripts/find_deals/solve_aces_up.py --seeds 1-40 [--nodes 50000]

The deal comes from the plugin itself; a best-first search (best_first.py)
over a small Python model of Aces Up looks for a win. Moves are printed in
the test's notation: `d` deals, `x2` discards column 2's top card, `m13`
moves column 1's top card into empty column 3. Not a test: run it by hand
when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402

from runtime.session import Session  # noqa: E402

# a card is (rank, suit); a state is (stock, top first; the four columns,
# bottom first; cards discarded)


def value(card) -> int:
    return (card[0] + 11) % 13  # the two is lowest, the ace highest


def moves(state) -> list[str]:
    stock, cols, _ = state
    tops = [col[-1] for col in cols if col]
    found = [
        f"x{i}"
        for i, col in enumerate(cols)
        if col and any(t[1] == col[-1][1] and value(t) > value(col[-1]) for t in tops)
    ]
    for j, empty in enumerate(cols):
        if not empty:
            found += [f"m{i}{j}" for i, col in enumerate(cols) if len(col) > 1]
    return found + (["d"] if stock else [])


def apply(state, move: str):
    stock, cols, gone = state
    cols = list(cols)
    if move == "d":
        return (
            stock[4:],
            tuple(col + (card,) for col, card in zip(cols, stock[:4], strict=False)),
            gone,
        )
    i = int(move[1])
    card, cols[i] = cols[i][-1], cols[i][:-1]
    if move[0] == "x":
        return stock, tuple(cols), gone + 1
    cols[int(move[2])] += (card,)
    return stock, tuple(cols), gone


def score(state) -> float:
    stock, cols, gone = state
    return 10 * gone + 4 * sum(not col for col in cols) - sum(len(col) for col in cols)


def deal(seed: int):
    s = Session.open(str(ROOT / "plugins" / "aces_up.py"), seed=seed)
    stock = tuple((c.rank, c.suit) for c in reversed(s.cards("deck")))
    cols = tuple(tuple((c.rank, c.suit) for c in s.cards(f"cols[{i}]")) for i in range(4))
    return stock, cols, 0


def solve(seed: int, nodes: int) -> list[str] | None:
    done = lambda state: state[2] == 48  # noqa: E731
    return search(Model(moves, apply, score, done, lambda state: state), deal(seed), nodes)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=50000)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        path = solve(seed, args.nodes)
        print(seed, "no win found" if path is None else f"{len(path)} moves: " + " ".join(path))


if __name__ == "__main__":
    main()
