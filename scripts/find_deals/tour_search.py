"""Find deals and move lists for the rule tests of the Paperlang solitaires
of the Grand Tour (games_src/pyramid.pl, golf.pl, klondike.pl, corners.pl).

    .venv/bin/python scripts/find_deals/tour_search.py golf --seeds 1-20 [--nodes 20000]

A best-first search (best_first.py) over the generated game's own `Rules`
states, so a move list found here is one a test can replay through
`Session`. It prints, per seed, whether a win was found and the moves as
`str(move)`. Not a test: run it by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402

from runtime.session import Session  # noqa: E402


def _cards(rules, state, prefix: str) -> int:
    return sum(
        len(state.now.stacks[i]) for i, name in enumerate(rules.stacks()) if name.startswith(prefix)
    )


def golf(rules, state) -> float:
    """Column cards gone count most; stock cards kept in hand are options."""
    return -3.0 * _cards(rules, state, "columns") + _cards(rules, state, "deck")


def pyramid(rules, state) -> float:
    return float(rules.score(state) or 0) + 0.5 * _cards(rules, state, "deck")


def klondike(rules, state) -> float:
    faces = state.now.faces
    down = sum(
        1
        for i, name in enumerate(rules.stacks())
        if name.startswith("tableau")
        for card in state.now.stacks[i]
        if faces and not faces[card - 1]
    )
    return 10.0 * (rules.score(state) or 0) - 6.0 * down


def corners(rules, state) -> float:
    """Cards buried in the waste are hard to reach again (it is never turned
    over), so each counts against."""
    return 10.0 * (rules.score(state) or 0) - 4.0 * _cards(rules, state, "waste")


SCORES = {"golf": golf, "pyramid": pyramid, "klondike": klondike, "corners": corners}


def _fits_foundation(card, pile, base: int) -> bool:
    """Corners or Klondike: may `card` go on this foundation pile?"""
    if not pile:
        return card.rank == base
    return pile[-1].suit == card.suit and (card.rank - pile[-1].rank) % 13 == 1


def useful(rules, state, move) -> bool:
    """Prunes the search only (a pruned move is still legal): a move from
    column to column is tried when it turns a card up, empties the column,
    or lays bare a card that can go home at once."""
    source, target = move.source or "", move.target or ""
    if not (source.startswith("tableau") and target.startswith("tableau")):
        return True
    if not move.index:
        return True
    below = rules.cards(state, source)[move.index - 1]
    if not below.face_up:
        return True
    names = [n for n in rules.stacks() if n.startswith("foundations")]
    piles = [rules.cards(state, n) for n in names]
    base = piles[0][0].rank if rules.game_id == "corners" else 1
    return any(_fits_foundation(below, pile, base) for pile in piles)


def solve(game: str, seed: int, nodes: int) -> list[str] | None:
    session = Session.open(str(ROOT / "plugins" / f"{game}.py"), seed=seed)
    rules = session.rules
    weigh = SCORES[game]
    model = Model(
        moves=lambda state: [m for m in rules.moves(state) if useful(rules, state, m)],
        apply=lambda state, move: rules.play(state, move)[0],
        score=lambda state: weigh(rules, state),
        done=lambda state: rules.status(state) == "won",
        key=lambda state: (state.now.stacks, state.now.faces),
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
