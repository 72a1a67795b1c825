"""Find won Canfield games (games_src/canfield.pl) for the rule tests.

    .venv/bin/python tests/games/solve_canfield.py --seeds 1-20 [--nodes 100000]

The deal comes from the plugin itself; a best-first search (best_first.py)
over a small Python model of the seed's Canfield looks for a win. Moves are
printed in the test's notation: `d` clicks the main stock (turns three, or
turns the waste over), `h` the holding stock; `w`, `v`, `t0`..`t3`, `f0`..`f3`
are the main waste, the holding waste, the columns and the foundations, so
`v>t2` plays the holding waste's card on the third column. Not a test: run
it by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402

from runtime.session import Session  # noqa: E402

# a card is (rank, suit); a state is (stock, waste, reserve, rwaste, found,
# tableau): piles bottom first, `found` the four foundations' sizes and suits


def red(card) -> bool:
    return card[1] in "HD"


def fits_foundation(card, found) -> int | None:
    for j, (size, suit) in enumerate(found):
        if (size == 0 and card[0] == 1) or (size and suit == card[1] and size + 1 == card[0]):
            return j
    return None


def fits_column(card, pile) -> bool:
    return bool(pile) and pile[-1][0] == card[0] + 1 and red(pile[-1]) != red(card)


def moves(state) -> list[str]:
    stock, waste, reserve, rwaste, found, tableau = state
    out = []
    for name, pile in (("w", waste), ("v", rwaste)):
        if pile:
            j = fits_foundation(pile[-1], found)
            if j is not None:
                out.append(f"{name}>f{j}")
            for t, column in enumerate(tableau):
                if fits_column(pile[-1], column):
                    out.append(f"{name}>t{t}")
                elif not column and (
                    name == "v" or (not reserve and not rwaste and pile[-1][0] == 13)
                ):
                    out.append(f"{name}>t{t}")
    for t, column in enumerate(tableau):
        if column:
            j = fits_foundation(column[-1], found)
            if j is not None:
                out.append(f"t{t}>f{j}")
            out += [
                f"t{t}>t{o}" for o, other in enumerate(tableau) if fits_column(column[0], other)
            ]
    if reserve:
        out.append("h")
    if stock or waste:
        out.append("d")
    return out


def apply(state, move: str):
    stock, waste, reserve, rwaste, found, tableau = state
    found, tableau = list(found), list(tableau)
    if move == "h":
        return stock, waste, reserve[:-1], rwaste + reserve[-1:], tuple(found), tuple(tableau)
    if move == "d":
        if not stock:
            return waste[::-1], (), reserve, rwaste, tuple(found), tuple(tableau)
        drawn = stock[-3:][::-1]
        return stock[:-3], waste + drawn, reserve, rwaste, tuple(found), tuple(tableau)
    source, dest = move.split(">")
    if source == "w":
        cards, waste = waste[-1:], waste[:-1]
    elif source == "v":
        cards, rwaste = rwaste[-1:], rwaste[:-1]
    else:
        t = int(source[1])
        take = 1 if dest[0] == "f" else len(tableau[t])
        cards, tableau[t] = tableau[t][-take:], tableau[t][:-take]
    n = int(dest[1])
    if dest[0] == "f":
        found[n] = (found[n][0] + 1, cards[0][1])
    else:
        tableau[n] = tableau[n] + cards
    return stock, waste, reserve, rwaste, tuple(found), tuple(tableau)


def score(state) -> float:
    stock, waste, reserve, rwaste, found, tableau = state
    home = sum(size for size, _ in found)
    return 10 * home - 3 * len(reserve) - len(rwaste) + sum(len(c) for c in tableau)


def deal(seed: int):
    s = Session.open(str(ROOT / "plugins" / "canfield.py"), seed=seed)

    def pile(name):
        return tuple((c.rank, c.suit) for c in s.cards(name))

    tableau = tuple(pile(f"tableau[{t}]") for t in range(4))
    return pile("deck"), (), pile("reserve"), (), ((0, ""),) * 4, tableau


def solve(seed: int, nodes: int) -> list[str] | None:
    done = lambda state: all(size == 13 for size, _ in state[4])  # noqa: E731
    return search(Model(moves, apply, score, done, lambda state: state), deal(seed), nodes)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=100000)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        path = solve(seed, args.nodes)
        print(seed, "no win found" if path is None else f"{len(path)} moves: " + " ".join(path))


if __name__ == "__main__":
    main()
