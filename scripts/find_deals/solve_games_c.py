"""Find won and lost games for the rule tests of Simple Simon, Bristol,
Clock, La Belle Lucie and Cruel.

    .venv/bin/python scripts/find_deals/solve_games_c.py simple_simon --seeds 1-5 [--nodes 20000] \
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


def simon(seed: int, nodes: int = 200000) -> list[str] | None:
    """Simple Simon: a depth-first search that tries a whole suit home
    first, then moves that join cards of one suit, then other moves of a
    whole run onto a card one higher, then moves into the first empty
    column; replayed through a Session, which must end won."""
    from runtime import Session
    from tests.models.harness import table_of

    session = Session.open("simple_simon", seed=seed)
    table = table_of(session)
    start = tuple(tuple(c[:2] for c in table[f"tableau[{i}]"]) for i in range(10))

    def moves(state):
        found = []
        for i, pile in enumerate(state):
            run = fc.suit_run(pile)
            if run == 13:
                found.append((0, i, None, 13))
                continue
            below = pile[-run - 1] if len(pile) > run else None
            first_empty = True
            for j, dest in enumerate(state):
                if j == i or not pile:
                    continue
                if not dest:
                    if first_empty and len(pile) > run:
                        found += [(4, i, j, n) for n in range(1, run + 1)]
                    first_empty = False
                    continue
                for n in range(1, run + 1):
                    card = pile[-n]
                    if dest[-1][0] != card[0] + 1:
                        continue
                    if dest[-1][1] == card[1]:
                        found.append((1 if n == run else 2, i, j, n))
                    elif n == run and not (below and below[0] == card[0] + 1):
                        found.append((3, i, j, n))
        return sorted(found)

    def apply(state, move):
        _, i, j, n = move
        after = list(state)
        if j is not None:
            after[j] = state[j] + state[i][-n:]
        after[i] = state[i][:-n]
        return tuple(after)

    seen: set = set()
    path: list = []
    sys.setrecursionlimit(100000)

    def dive(state) -> bool:
        if not any(state):
            return True
        key = tuple(sorted(state))
        if key in seen or len(seen) > nodes:
            return False
        seen.add(key)
        for move in moves(state):
            path.append(move)
            if dive(apply(state, move)):
                return True
            path.pop()
        return False

    if not dive(start):
        return None
    line, home = [], 0
    for _, i, j, n in path:
        target = f"tableau[{j}]" if j is not None else f"foundations[{home}]"
        home += j is None
        move = next(
            m
            for m in session.moves()
            if (m.source, m.target, m.count) == (f"tableau[{i}]", target, n)
        )
        line.append(str(move))
        session.play(move)
    assert session.status == "won", session.status
    return line


class NoRedeal(fc.LaBelleLucie):
    """La Belle Lucie without its redeals (a search cannot foresee a
    shuffle): a line won with the first deal."""

    def moves(self, table):
        return {m for m in super().moves(table) if m[1] is not None}


def _lucie_deal(start, nodes: int) -> list:
    """The moves of one deal of La Belle Lucie that win, or else bring the
    most cards home: a depth-first search, home moves first."""
    best: list = [sum(start[1]), []]
    seen: set = set()
    path: list = []

    def moves(state):
        fans, homes = state
        found = []
        for i, fan in enumerate(fans):
            if not fan:
                continue
            rank, suit = fan[-1]
            if homes["SHCD".index(suit)] == rank - 1:
                found.append((0, i, None))
            for j, dest in enumerate(fans):
                if j != i and dest and dest[-1] == (rank + 1, suit):
                    found.append((1, i, j))
        return sorted(found)

    def apply(state, move):
        fans, homes = state
        _, i, j = move
        card = fans[i][-1]
        after = list(fans)
        after[i] = fans[i][:-1]
        if j is None:
            homes = list(homes)
            homes["SHCD".index(card[1])] += 1
            return tuple(after), tuple(homes)
        after[j] = fans[j] + (card,)
        return tuple(after), homes

    def dive(state) -> bool:
        done = sum(state[1])
        if done > best[0]:
            best[:] = [done, list(path)]
        if done == 52:
            return True
        if state in seen or len(seen) > nodes:
            return False
        seen.add(state)
        for move in moves(state):
            path.append(move)
            if dive(apply(state, move)):
                return True
            path.pop()
        return False

    sys.setrecursionlimit(100000)
    dive(start)
    return best[1]


def lucie(seed: int, nodes: int = 60000) -> list[str] | None:
    """La Belle Lucie with its redeals: from each deal, a depth-first
    search (home moves first) for a win, else for the position with the
    most cards home; play that, redeal in the real Session, and go on. A
    line that ends won, or None. Fans only ever shrink or take a card one
    lower in suit, so no position repeats within a deal."""
    from runtime import Session
    from tests.models.harness import table_of

    session = Session.open("la_belle_lucie", seed=seed)
    line: list[str] = []
    for deal in range(3):
        table = table_of(session)
        fans = tuple(tuple(c[:2] for c in table[f"tableau[{i}]"]) for i in range(18))
        home = {p[-1][1]: p[-1][0] for i in range(4) if (p := table[f"foundations[{i}]"])}
        start = (fans, tuple(home.get(s, 0) for s in "SHCD"))
        best = _lucie_deal(start, nodes)
        for _, i, j in best:
            source = f"tableau[{i}]"
            if j is None:
                card = session.cards(source)[-1]
                move = next(
                    m
                    for m in session.moves()
                    if m.source == source
                    and m.target.startswith("foundations")
                    and (
                        (session.cards(m.target) and session.cards(m.target)[-1].suit == card.suit)
                        or (card.rank == 1 and not session.cards(m.target))
                    )
                )
            else:
                move = next(
                    m for m in session.moves() if (m.source, m.target) == (source, f"tableau[{j}]")
                )
            line.append(f"{move.source} -> {move.target}")
            session.play(move)
        if session.status == "won":
            return line
        if deal < 2:
            line.append("click deck")
            session.play(next(m for m in session.moves() if m.target is None))
    return None


solve_games_a.MODELS.update(
    {
        "simple_simon": lambda _fa: (fc.SimpleSimon(), sequences),
        "bristol": lambda _fa: (fc.Bristol(), solve_games_a.builders),
        "la_belle_lucie": lambda _fa: (NoRedeal(), solve_games_a.builders),
        "cruel": lambda _fa: (fc.Cruel(), solve_games_a.builders),
    }
)

if __name__ == "__main__":
    if sys.argv[1:2] == ["simple_simon"] and "--lose" not in sys.argv:
        seeds = sys.argv[sys.argv.index("--seeds") + 1] if "--seeds" in sys.argv else "1"
        first, _, last = seeds.partition("-")
        for seed in range(int(first), int(last or first) + 1):
            found = simon(seed)
            print(seed, "none found" if found is None else " | ".join(found), flush=True)
    elif sys.argv[1:2] == ["la_belle_lucie"] and "--lose" not in sys.argv:
        seeds = sys.argv[sys.argv.index("--seeds") + 1] if "--seeds" in sys.argv else "1"
        first, _, last = seeds.partition("-")
        for seed in range(int(first), int(last or first) + 1):
            found = lucie(seed)
            print(seed, "none found" if found is None else " | ".join(found), flush=True)
    else:
        solve_games_a.main()
