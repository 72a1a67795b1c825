"""Find won FreeCell games (games_src/freecell.pl) for the rule tests.

    .venv/bin/python scripts/find_deals/solve_freecell.py 1 [--nodes 200000]

The deal comes from the plugin itself (Microsoft's numbering), then a
best-first search (best_first.py) over a small Python model of FreeCell
with single-card moves finds a win; the moves are printed as `str(move)`
of the Session's moves, which the test replays. Not a test: run it by hand
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
from tests.models.cards import red  # noqa: E402

# a card is (rank, suit); a state is (cascades, cells, foundations), each
# a tuple of piles as the Session numbers them
SUITS = "HDCS"


def moves(state) -> list[tuple[str, int, str, int]]:
    cascades, cells, founds = state
    found = []
    sources = [("cascades", i, p[-1]) for i, p in enumerate(cascades) if p]
    sources += [("cells", i, c) for i, c in enumerate(cells) if c is not None]
    for kind, i, card in sources:
        for j, top in enumerate(founds):
            if (top is None and card[0] == 1) or (
                top is not None and top[1] == card[1] and top[0] + 1 == card[0]
            ):
                found.append((kind, i, "foundations", j))
                break
        for j, pile in enumerate(cascades):
            if kind == "cascades" and j == i:
                continue
            if not pile:
                if kind == "cells" or len(cascades[i]) > 1:
                    found.append((kind, i, "cascades", j))
            elif pile[-1][0] == card[0] + 1 and red(pile[-1]) != red(card):
                found.append((kind, i, "cascades", j))
        if kind == "cascades" and None in cells:
            found.append((kind, i, "cells", cells.index(None)))
    return found


def apply(state, move):
    cascades, cells, founds = (list(part) for part in state)
    kind, i, dest, j = move
    if kind == "cascades":
        card = cascades[i][-1]
        cascades[i] = cascades[i][:-1]
    else:
        card, cells[i] = cells[i], None
    if dest == "cascades":
        cascades[j] = cascades[j] + (card,)
    elif dest == "cells":
        cells[j] = card
    else:
        founds[j] = card
    return tuple(cascades), tuple(cells), tuple(founds)


def score(state) -> float:
    cascades, cells, founds = state
    home = sum(top[0] for top in founds if top is not None)
    free = cells.count(None) + 2 * sum(not p for p in cascades)
    # how deep the next card each foundation wants lies
    wanted = {
        (top[0] + 1 if top else 1, suit) for suit, top in zip(SUITS, _by_suit(founds), strict=True)
    }
    depth = sum(len(p) - n for p in cascades for n, card in enumerate(p) if card in wanted)
    return 10 * home + 2 * free - depth


def _by_suit(founds):
    tops = {top[1]: top for top in founds if top is not None}
    return [tops.get(suit) for suit in SUITS]


def key(state):
    cascades, cells, founds = state
    return tuple(sorted(cascades)), frozenset(c for c in cells if c), frozenset(founds)


def deal(seed: int):
    s = Session.open(str(ROOT / "plugins" / "freecell.py"), seed=seed)
    cascades = tuple(tuple((c.rank, c.suit) for c in s.cards(f"cascades[{i}]")) for i in range(8))
    return cascades, (None,) * 4, (None,) * 4


def solve(seed: int, nodes: int) -> list[str] | None:
    model = Model(moves, apply, score, lambda st: all(t and t[0] == 13 for t in st[2]), key)
    path = search(model, deal(seed), nodes)
    if path is None:
        return None
    return [f"{kind}[{i}] -> {dest}[{j}] (1 card)" for kind, i, dest, j in path]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("seed", type=int)
    parser.add_argument("--nodes", type=int, default=200000)
    args = parser.parse_args()
    path = solve(args.seed, args.nodes)
    print("no win found" if path is None else f"{len(path)} moves:\n" + "\n".join(path))


if __name__ == "__main__":
    main()
