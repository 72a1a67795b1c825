"""Find a won game of Australian Patience for its rule tests.

    .venv/bin/python scripts/find_deals/solve_australian.py --seeds 1-20 [--nodes 200000]

A depth-first search over the game's positions, written from its rules
(PySolFC's): cards home first, then a card (with what lies on it) onto the
next card of its suit, a king to a space, the waste's card, and last the
stock. A card that already lies on the next card of its suit is not moved
again (it has nowhere better to go). Best-first search (solve_games_e.py)
loses itself among the orders of the one-pass stock; this finds seed 1 in
seconds. The line found is replayed through a real Session, which must end
won. Not a test: run it by hand when a deal the tests rely on changes.
"""

from __future__ import annotations

import argparse
import sys
import textwrap
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2])]

from runtime.session import Session  # noqa: E402
from tests.models.harness import table_of  # noqa: E402

SUITS = "SHCD"
GAME = "australian_patience"


def start(seed: int) -> tuple:
    """(columns, waste, stock, foundation heights): cards as (rank, suit),
    bottom first."""
    table = table_of(Session.open(GAME, seed=seed))

    def cards(name: str) -> tuple:
        return tuple(card[:2] for card in table[name])

    columns = tuple(cards(f"tableau[{i}]") for i in range(7))
    return (columns, cards("waste"), cards("deck"), (0, 0, 0, 0))


def moves(state: tuple) -> list[tuple]:
    columns, waste, stock, home = state
    height = dict(zip(SUITS, home, strict=True))
    tops = {column[-1]: i for i, column in enumerate(columns) if column}
    space = next((i for i, column in enumerate(columns) if not column), None)
    found: list[tuple] = []
    for i, column in enumerate(columns):
        if column and height[column[-1][1]] + 1 == column[-1][0]:
            found.append(("home", i))
    if waste and height[waste[-1][1]] + 1 == waste[-1][0]:
        found.append(("waste home",))
    for i, column in enumerate(columns):
        for k, card in enumerate(column):
            successor = (card[0] + 1, card[1])
            if k > 0 and column[k - 1] == successor:
                continue
            j = tops.get(successor)
            if j is not None and j != i:
                found.append(("column", i, k, j))
            if card[0] == 13 and k > 0 and space is not None:
                found.append(("column", i, k, space))
    if waste:
        j = tops.get((waste[-1][0] + 1, waste[-1][1]))
        if j is not None:
            found.append(("waste", j))
        if waste[-1][0] == 13 and space is not None:
            found.append(("waste", space))
    if stock:
        found.append(("stock",))
    return found


def apply(state: tuple, move: tuple) -> tuple:
    columns, waste, stock, home = state
    columns, home = list(columns), list(home)
    if move[0] == "home":
        column = columns[move[1]]
        home[SUITS.index(column[-1][1])] += 1
        columns[move[1]] = column[:-1]
    elif move[0] == "waste home":
        home[SUITS.index(waste[-1][1])] += 1
        waste = waste[:-1]
    elif move[0] == "column":
        _, i, k, j = move
        columns[j] = columns[j] + columns[i][k:]
        columns[i] = columns[i][:k]
    elif move[0] == "waste":
        columns[move[1]] = columns[move[1]] + waste[-1:]
        waste = waste[:-1]
    else:
        waste, stock = waste + stock[-1:], stock[:-1]
    return (tuple(columns), waste, stock, tuple(home))


def search(state: tuple, nodes: int) -> list[tuple] | None:
    seen: set = set()
    path: list[tuple] = []

    def dive(state: tuple) -> bool:
        if sum(state[3]) == 52:
            return True
        key = (tuple(sorted(state[0])), state[1], len(state[2]), state[3])
        if key in seen or len(seen) > nodes:
            return False
        seen.add(key)
        for move in moves(state):
            path.append(move)
            if dive(apply(state, move)):
                return True
            path.pop()
        return False

    sys.setrecursionlimit(100000)
    return path if dive(state) else None


def replay(seed: int, path: list[tuple]) -> list[str]:
    """The line as the tests write it, played through a Session to "won"."""
    session = Session.open(GAME, seed=seed)
    state = start(seed)
    line = []
    for move in path:
        columns = state[0]
        if move[0] in ("home", "waste home"):
            source = f"tableau[{move[1]}]" if move[0] == "home" else "waste"
            target, count = None, 1
        elif move[0] == "column":
            source, target = f"tableau[{move[1]}]", f"tableau[{move[3]}]"
            count = len(columns[move[1]]) - move[2]
        elif move[0] == "waste":
            source, target, count = "waste", f"tableau[{move[1]}]", 1
        else:
            source, target, count = "deck", "waste", 1
        chosen = next(
            m
            for m in session.moves()
            if m.source == source
            and m.count == count
            and (m.target == target or (target is None and m.target.startswith("foundations")))
        )
        fits = [m for m in session.moves() if (m.source, m.target) == (source, chosen.target)]
        line.append(f"{source} -> {chosen.target}" if len(fits) == 1 else str(chosen))
        session.play(chosen)
        state = apply(state, move)
    assert session.status == "won", session.status
    return line


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=200000)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        path = search(start(seed), args.nodes)
        if path is None:
            print(seed, "none found", flush=True)
            continue
        line = replay(seed, path)
        text = textwrap.wrap(" | ".join(line), 88, break_on_hyphens=False)
        print(seed, len(line), "moves:", flush=True)
        print("\n".join(f'    "{part} "' for part in text), flush=True)


if __name__ == "__main__":
    main()
