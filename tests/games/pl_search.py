"""Find deals and move lists for the rule tests of the Paperlang solitaires
(games_src/calculation.pl, canfield.pl, freecell.pl).

    .venv/bin/python tests/games/pl_search.py calculation --seeds 1-20 [--nodes 20000]

A best-first search (best_first.py) over the game's own `Rules` states:
every open move is played by the generated plugin itself, so a move list
found here is one the test can replay through `Session`. It prints, per
seed, whether a win was found and the moves as `str(move)`, one list a
line. Not a test: run it by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402

from runtime.session import Session  # noqa: E402

Weights = Callable[[Session, object], float]


def foundation_cards(rules, state) -> float:
    return float(rules.score(state) or 0)


def _piles(rules, state, prefix: str) -> list[tuple[int, ...]]:
    return [
        state.now.stacks[i] for i, name in enumerate(rules.stacks()) if name.startswith(prefix)
    ]


def calculation(rules, state) -> float:
    """Foundation cards, less the waste-pile cards that lie on a card needed
    sooner than themselves (each such card blocks a foundation)."""
    names = rules.stacks()
    tops = []
    for i, name in enumerate(names):
        if name.startswith("foundations"):
            step = int(name[-2]) + 1
            pile = state.now.stacks[i]
            tops.append((rules.cards(state, name)[-1].rank, step, len(pile)))

    def wait(rank: int) -> int:
        best = 13
        for top, step, size in tops:
            if size < 13:
                for n in range(1, 14 - size):
                    if (top + n * step - 1) % 13 + 1 == rank:
                        best = min(best, n)
                        break
        return best

    blocked = 0
    for name in names:
        if name.startswith("wastes"):
            waits = [wait(card.rank) for card in rules.cards(state, name)]
            blocked += sum(1 for a, b in zip(waits, waits[1:]) if a < b)
    return 10 * foundation_cards(rules, state) - 4 * blocked


def canfield(rules, state) -> float:
    tableau = sum(len(p) for p in _piles(rules, state, "tableau"))
    reserve = len(_piles(rules, state, "reserve")[0])
    return 10 * foundation_cards(rules, state) + tableau - 2 * reserve


def freecell(rules, state) -> float:
    cells = sum(len(p) for p in _piles(rules, state, "cells"))
    empty = sum(not p for p in _piles(rules, state, "cascades"))
    return 10 * foundation_cards(rules, state) - 2 * cells + 3 * empty


SCORES = {"calculation": calculation, "canfield": canfield, "freecell": freecell}


def solve(game: str, seed: int, nodes: int) -> list[str] | None:
    session = Session.open(str(ROOT / "plugins" / f"{game}.py"), seed=seed)
    rules = session.rules
    weigh = SCORES[game]

    def key(state):
        return state.now.stacks, state.now.faces

    model = Model(
        moves=lambda state: rules.moves(state),
        apply=lambda state, move: rules.play(state, move)[0],
        score=lambda state: weigh(rules, state),
        done=lambda state: rules.status(state) == "won",
        key=key,
    )
    path = search(model, session.state, nodes)
    return None if path is None else [str(move) for move in path]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("game", choices=sorted(SCORES))
    parser.add_argument("--seeds", default="1-10")
    parser.add_argument("--nodes", type=int, default=20000)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        path = solve(args.game, seed, args.nodes)
        if path is None:
            print(seed, "no win found", flush=True)
        else:
            print(seed, len(path), "moves:", " | ".join(path), flush=True)


if __name__ == "__main__":
    main()
