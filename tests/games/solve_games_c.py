"""Find won and lost games for the rule tests of Simple Simon, Bristol,
Clock, La Belle Lucie and Cruel.

    .venv/bin/python tests/games/solve_games_c.py simple_simon --seeds 1-5 [--nodes 20000] \
        [--lose] [--dfs]

The same search as solve_games_a.py (best first over the game's model, the
line replayed through a real Session), over the models of
tests/models/families_c.py. Not a test: run it by hand when a deal a test
relies on changes.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

import solve_games_a  # noqa: E402

from tests.models import families_c as fc  # noqa: E402


def sequences(model, table) -> float:
    """Cards home count most; then cards lying on the next lower card of
    their suit, and empty columns."""
    home = sum(len(table[f]) for f in model.foundations)
    linked = 0
    for name in model.tableau:
        pile = table[name]
        for below, above in zip(pile, pile[1:], strict=False):
            if below[1] == above[1] and below[0] == above[0] + 1:
                linked += 1
    empty = sum(not table[t] for t in model.tableau)
    return 10.0 * home + 2.0 * linked + 3.0 * empty


solve_games_a.MODELS.update(
    {
        "simple_simon": lambda _fa: (fc.SimpleSimon(), sequences),
        "bristol": lambda _fa: (fc.Bristol(), solve_games_a.builders),
    }
)

if __name__ == "__main__":
    solve_games_a.main()
