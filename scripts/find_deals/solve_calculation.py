"""Find won Calculation games (games_src/calculation.pl) for the rule tests.

    .venv/bin/python scripts/find_deals/solve_calculation.py --seeds 1-20 [--nodes 100000]

The deal comes from the plugin itself; a depth-first search over a small
Python model of Calculation, trying the least blocking places first, looks
for a win, and the moves are
printed as `str(move)` of the Session's moves, which the test replays. Not
a test: run it by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from runtime.session import Session  # noqa: E402

# a state: (the stock's ranks still to turn, top first; the four waste piles
# of ranks, bottom first; the four foundations' top ranks and sizes)


def next_rank(top: int, pile: int) -> int:
    return (top + pile) % 13 + 1


def moves(state) -> list[tuple[str, int, str, int]]:
    stock, wastes, founds = state
    found = []
    sources = [("wastes", i, p[-1]) for i, p in enumerate(wastes) if p]
    if stock:
        sources.append(("turned", 0, stock[0]))
    for kind, i, rank in sources:
        for j, (top, size) in enumerate(founds):
            if size < 13 and next_rank(top, j) == rank:
                found.append((kind, i, "foundations", j))
    if stock:
        found += [("turned", 0, "wastes", j) for j in range(4)]
    return found


def apply(state, move):
    stock, wastes, founds = state
    wastes, founds = list(wastes), list(founds)
    kind, i, dest, j = move
    if kind == "turned":
        rank, stock = stock[0], stock[1:]
    else:
        rank, wastes[i] = wastes[i][-1], wastes[i][:-1]
    if dest == "wastes":
        wastes[j] = wastes[j] + (rank,)
    else:
        founds[j] = (rank, founds[j][1] + 1)
    return stock, tuple(wastes), tuple(founds)


def wait(rank: int, founds) -> int:
    """How many cards must reach the foundations before `rank` can."""
    best = 13
    for j, (top, size) in enumerate(founds):
        for n in range(1, 14 - size):
            top = next_rank(top, j)
            if top == rank:
                best = min(best, n)
                break
    return best


def key(state):
    stock, wastes, founds = state
    return len(stock), tuple(sorted(wastes)), founds


def deal(seed: int):
    s = Session.open(str(ROOT / "plugins" / "calculation.py"), seed=seed)
    stock = tuple(card.rank for card in reversed(s.cards("deck")))
    founds = tuple((s.cards(f"foundations[{j}]")[-1].rank, 1) for j in range(4))
    return stock, ((),) * 4, founds


def placements(state) -> list:
    """The moves worth trying, best first: a foundation move when there is
    one (playing up never hurts much), else the turned card onto the waste
    pile where it blocks least."""
    found = moves(state)
    home = [m for m in found if m[2] == "foundations"]
    stock, wastes, founds = state
    if home or not stock:
        return home
    card = wait(stock[0], founds)

    def cost(move) -> tuple:
        pile = wastes[move[3]]
        if not pile:
            return (1, 0)
        below = wait(pile[-1], founds)
        return (0, below - card) if below >= card else (2, card - below)

    return sorted(found, key=cost)


def depth_first(state, seen: set, budget: list[int]) -> list | None:
    if all(size == 13 for _, size in state[2]):
        return []
    budget[0] -= 1
    if budget[0] < 0 or key(state) in seen:
        return None
    seen.add(key(state))
    for move in placements(state):
        rest = depth_first(apply(state, move), seen, budget)
        if rest is not None:
            return [move, *rest]
    return None


def solve(seed: int, nodes: int) -> list[str] | None:
    sys.setrecursionlimit(10000)
    path = depth_first(deal(seed), set(), [nodes])
    if path is None:
        return None
    found = []
    for kind, i, dest, j in path:
        if kind == "turned":
            found.append("deck -> turned (1 card)")
            found.append(f"turned -> {dest}[{j}] (1 card)")
        else:
            found.append(f"{kind}[{i}] -> {dest}[{j}] (1 card)")
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=100000)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        path = solve(seed, args.nodes)
        print(seed, "no win found" if path is None else f"{len(path)} moves: " + " | ".join(path))


if __name__ == "__main__":
    main()
