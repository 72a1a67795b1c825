"""Find won Canfield games (games_src/canfield.pl) for the rule tests.

    .venv/bin/python scripts/find_deals/solve_canfield.py --seeds 1-20 [--nodes 100000]

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
# the repository, this folder, and tests/games for canfield_rules (the tests' model)
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent), str(ROOT / "tests" / "games")]

from best_first import Model, search  # noqa: E402
from canfield_rules import apply, moves  # noqa: E402

from runtime.session import Session  # noqa: E402

# a state is canfield_rules' (stock, waste, reserve, rwaste, found, tableau)


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
