"""Find won and lost games for the rule tests of Yukon's and Scorpion's
families (branch games-e).

    .venv/bin/python tests/games/solve_games_e.py yukon --seeds 1-5 [--nodes 20000] [--lose]

The same search as solve_games_a.py (best first over the game's model, the
line replayed through a real Session, which must end won or lost), over
the models of tests/models/families_e.py (Australian Patience has a search
of its own: solve_australian.py). Not a test: run it by hand when a deal a
test relies on changes.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

import solve_games_a  # noqa: E402
import solve_games_c  # noqa: E402

from tests.models import families_e as fe  # noqa: E402


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

if __name__ == "__main__":
    solve_games_a.main()
