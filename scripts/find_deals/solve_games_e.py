"""Find won and lost games for the rule tests of Yukon's and Scorpion's
families (branch games-e).

    .venv/bin/python scripts/find_deals/solve_games_e.py yukon --seeds 1-5 [--nodes 20000] [--lose]
    .venv/bin/python scripts/find_deals/solve_games_e.py double_yukon --seeds 30-40 --fewest

The same search as solve_games_a.py (best first over the game's model, the
line replayed through a real Session, which must end won or lost), over
the models of tests/models/families_e.py. `--fewest` looks for a lost game
the way the Roslin and Double Yukon tests' were found: a player who always
takes the move that leaves the fewest moves open, never going back to a
position, a few tries a seed (best-first `--lose` does not get there in
those games, where a card can go back and forth between two places).
Australian Patience has a search of its own: solve_australian.py. Not a
test: run it by hand when a deal a test relies on changes.
"""

from __future__ import annotations

import random
import sys
import textwrap
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

import solve_games_a  # noqa: E402
import solve_games_c  # noqa: E402

from runtime.session import Session  # noqa: E402
from tests.models import families_e as fe  # noqa: E402
from tests.models.harness import table_of  # noqa: E402


def _yukon(fits, **shape):
    return lambda _: (fe.YukonFamily(fits, **shape), solve_games_a.builders)


def _scorpion(kings):
    return lambda _: (fe.ScorpionFamily(kings), solve_games_c.sequences)


def agnes(model, table) -> float:
    """Cards home count most; then column cards lying on their next card,
    empty columns, and few cards left on the reserves."""
    home = sum(len(table[f]) for f in model.homes)
    linked = sum(
        model.fits(above, below)
        for name in model.tableau
        for below, above in zip(table[name], table[name][1:], strict=False)
    )
    empty = sum(not table[t] for t in model.tableau)
    held = sum(len(table[r]) for r in model.reserves)
    return 10.0 * home + 2.0 * linked + 3.0 * empty - 1.0 * held


class YukonSearch(fe.YukonFamily):
    """The rules' moves less those a search need not try: a card that lies
    on a card it fits already is moved only to an empty column."""

    def moves(self, table):
        def settled(move) -> bool:
            source, target, count = move
            pile = table[source]
            if target not in self.tableau or count >= len(pile) or not table[target]:
                return False
            below = pile[-count - 1]
            return below[2] and self.fits(pile[-count], below)

        return {move for move in super().moves(table) if not settled(move)}


solve_games_a.MODELS.update(
    {
        "yukon": _yukon(fe.alternate_down),
        "russian_solitaire": _yukon(fe.suit_down),
        "alaska": _yukon(fe.suit_up_or_down),
        "double_yukon": lambda _: (YukonSearch(fe.alternate_down, 10, 8), solve_games_a.builders),
        "scorpion": _scorpion(True),
        "wasp": _scorpion(False),
        "agnes_bernauer": lambda _: (fe.AgnesModel(), agnes),
    }
)

RULES = {
    "double_yukon": lambda: fe.YukonFamily(fe.alternate_down, 10, 8),
    "roslin": lambda: fe.YukonFamily(fe.alternate_up_or_down),
}


def fewest(game: str, seed: int, tries: int = 6) -> list[str] | None:
    """A lost game of `game`'s deal `seed`, as the tests write its moves, or None."""
    model = RULES[game]()
    start = table_of(Session.open(game, seed=seed))

    def key(table) -> tuple:
        return tuple(tuple(pile) for pile in table.values())

    for attempt in range(tries):
        rnd = random.Random(seed * 100 + attempt)
        table, seen, path = start, {key(start)}, []
        for _ in range(500):
            options = []
            for move in sorted(model.moves(table), key=str):
                after = model.after(table, move)
                if key(after) not in seen:
                    options.append((len(model.moves(after)) + rnd.random() * 3, move, after))
            if not options:
                break
            _, move, table = min(options, key=lambda option: option[0])
            seen.add(key(table))
            path.append(move)
        if not model.moves(table):
            return _words(game, seed, path)
    return None


def _words(game: str, seed: int, path: list) -> list[str]:
    session = Session.open(game, seed=seed)
    line = []
    for source, target, count in path:
        move = next(
            m for m in session.moves() if (m.source, m.target, m.count) == (source, target, count)
        )
        fits = [m for m in session.moves() if (m.source, m.target) == (source, target)]
        line.append(f"{source} -> {target}" if len(fits) == 1 else str(move))
        session.play(move)
    assert session.status == "lost", session.status
    return line


def main() -> None:
    if "--fewest" not in sys.argv:
        solve_games_a.main()
        return
    game, seeds = sys.argv[1], sys.argv[sys.argv.index("--seeds") + 1]
    first, _, last = seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        line = fewest(game, seed)
        if line is None:
            print(seed, "none found", flush=True)
            continue
        text = textwrap.wrap(" | ".join(line), 88, break_on_hyphens=False)
        print(seed, len(line), "moves:", flush=True)
        print("\n".join(f'    "{part} "' for part in text), flush=True)
        return


if __name__ == "__main__":
    main()
