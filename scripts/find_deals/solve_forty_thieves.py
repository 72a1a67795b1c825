"""Find a won game of Forty Thieves for a test to replay: the CDL game
(cws_forty_thieves), or a Paperlang one of its family (`--game ID`:
forty_thieves, josephine, lucas, limited, maria).

    .venv/bin/python scripts/find_deals/solve_forty_thieves.py 1-20 [--nodes 200000] [--game ID]

The greedy player of `search_seeds.py` rarely wins Forty Thieves, so this
searches best first on a small model of the rules, written again in Python
(an independent reading of them): the deal is read from a Session, the
solution is printed in the notation of `cws_play.py` (or of the `game`
fixture's move texts, for a Paperlang game), then replayed through
the Session to check that the game itself agrees that it is won.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# the repository, this folder, and tests/games for cws_play (the tests' move notation)
sys.path[:0] = [str(HERE.parents[1]), str(HERE), str(HERE.parents[1] / "tests" / "games")]

from best_first import Model, search, staged  # noqa: E402
from cws_play import open_game, replay  # noqa: E402

from runtime.pytest_plugin import GameUnderTest  # noqa: E402

SUITS = "SHCD"
GAME = "cws_forty_thieves"

# a card is suit * 13 + rank - 1, as CDL has it; a state is
# (columns, waste, stock, foundations), tuples all, the top card last
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]


# Maria builds its columns down in alternate colours; the others in suit;
# in Josephine runs move as a unit
ALTERNATE = {"maria"}
RUNS = {"josephine"}
alternate = runs = False  # set by main() for the game searched


def deal(seed: int, game: str = GAME) -> State:
    s = open_game(game, seed)

    def value(card) -> int:
        return SUITS.index(card.suit) * 13 + card.rank - 1

    if game == GAME:
        columns = tuple(tuple(value(c) for c in s.cards(f"T{n}")) for n in range(1, 11))
        return columns, (), tuple(value(c) for c in s.cards("Stock")), (-1,) * 8
    names = [n for n in s.stacks() if n.startswith("tableau")]
    columns = tuple(tuple(value(c) for c in s.cards(n)) for n in names)
    found = tuple(
        value(s.cards(n)[-1]) if s.cards(n) else -1 for n in s.stacks() if n.startswith("found")
    )
    return columns, (), tuple(value(c) for c in s.cards("deck")), found


def fits(card: int, onto: int) -> bool:
    """May `card` go on `onto` in a column?"""
    if onto % 13 != card % 13 + 1:
        return False
    if alternate:
        return (SUITS[card // 13] in "HD") != (SUITS[onto // 13] in "HD")
    return onto == card + 1


def moves(state: State) -> list[tuple[str, int, str, int]]:
    """(source kind, index, target kind, index), the most useful first."""
    columns, waste, stock, found = state
    out: list[tuple[int, tuple[str, int, str, int]]] = []
    sources = [("T", i, col[-1]) for i, col in enumerate(columns) if col]
    if waste:
        sources.append(("W", 0, waste[-1]))
    for kind, i, card in sources:
        lone = kind == "T" and len(columns[i]) == 1
        for k, top in enumerate(found):
            if (top < 0 and card % 13 == 0) or (top >= 0 and card == top + 1 and card % 13):
                out.append((0, (kind, i, "F", k)))
                break
        for j, col in enumerate(columns):
            if kind == "T" and j == i:
                continue
            if col and fits(card, col[-1]):
                freed = 1 if kind == "W" or len(columns[i]) == 1 else 2
                out.append((freed, (kind, i, "T", j)))
            elif not col and not lone:
                out.append((3, (kind, i, "T", j)))
                break  # one empty column is as good as another
    if runs:
        out.extend((2, move) for move in run_moves(columns))
    if stock:
        out.append((4, ("S", 0, "W", 0)))
    out.sort(key=lambda pair: pair[0])
    return [move for _, move in out]


def run_length(col: tuple[int, ...], onto: tuple[int, ...]) -> int:
    """How many top cards of `col`, in sequence, go onto `onto` as a run
    (0: none; the whole run onto an empty column)."""
    n = 1
    while n < len(col) and fits(col[-n], col[-n - 1]):
        n += 1
    if not onto:
        return n
    for k in range(2, n + 1):
        if fits(col[-k], onto[-1]):
            return k
    return 0


def run_moves(columns: tuple[tuple[int, ...], ...]) -> list[tuple[str, int, str, int]]:
    """Moves of two cards or more from column to column ("R")."""
    out = []
    for i, col in enumerate(columns):
        for j, onto in enumerate(columns):
            if i != j and col and run_length(col, onto) > 1 and run_length(col, onto) < len(col):
                out.append(("R", i, "T", j))
    return out


def apply(state: State, move: tuple[str, int, str, int]) -> State:
    columns, waste, stock, found = state
    cols, waste_l, found_l = list(columns), list(waste), list(found)
    kind, i, target, j = move
    if kind == "R":
        n = run_length(cols[i], cols[j])
        cols[j], cols[i] = cols[j] + cols[i][-n:], cols[i][:-n]
        return tuple(cols), waste, stock, found
    if kind == "S":
        return columns, waste + (stock[-1],), stock[:-1], found
    if kind == "W":
        card = waste_l.pop()
    else:
        card = cols[i][-1]
        cols[i] = cols[i][:-1]
    if target == "F":
        found_l[j] = card
    else:
        cols[j] = cols[j] + (card,)
    return tuple(cols), tuple(waste_l), stock, tuple(found_l)


def key(state: State) -> tuple:
    columns, waste, stock, found = state
    return tuple(sorted(columns)), waste, len(stock), tuple(sorted(found))


def score(state: State) -> int:
    """How far along a position is: cards home, built pairs, empty columns."""
    columns, _, stock, found = state
    home = sum(top % 13 + 1 for top in found if top >= 0)
    built = sum(1 for col in columns for a, b in zip(col, col[1:], strict=False) if fits(b, a))
    empty = sum(1 for col in columns if not col)
    return 10 * home + 3 * built + 4 * empty - len(stock) // 4


def done(state: State) -> bool:
    return all(top >= 0 and top % 13 == 12 for top in state[3])


MODEL = Model(moves, apply, score, done, key)


def words(start: State, path: list[tuple[str, int, str, int]]) -> list[str]:
    out, state = [], start
    for move in path:
        columns, waste = state[0], state[1]
        kind, i, target, j = move
        if kind == "S":
            out.append("Stock")
        else:
            source = f"T{i + 1}:{len(columns[i]) - 1}" if kind == "T" else f"Waste:{len(waste) - 1}"
            out.append(f"{source}>{target}{j + 1}")
        state = apply(state, move)
    return out


def texts(start: State, path: list[tuple[str, int, str, int]]) -> list[str]:
    """The moves as the `game` fixture writes them."""
    out, state = [], start
    for move in path:
        kind, i, target, j = move
        count = run_length(state[0][i], state[0][j]) if kind == "R" else 1
        state = apply(state, move)
        if kind == "S":
            out.append("deck -> waste (1 card)")
            continue
        if kind == "R":
            out.append(f"tableau[{i}] -> tableau[{j}] ({count} cards)")
            continue
        source = f"tableau[{i}]" if kind == "T" else "waste"
        dest = f"foundations[{j}]" if target == "F" else f"tableau[{j}]"
        out.append(f"{source} -> {dest} (1 card)")
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seeds", help="a range, such as 1-20")
    parser.add_argument("--nodes", type=int, default=200_000)
    parser.add_argument("--game", default=GAME, help="which game (a plugin's id)")
    parser.add_argument("--staged", action="store_true", help="search card by card")
    args = parser.parse_args()
    global alternate, runs
    alternate, runs = args.game in ALTERNATE, args.game in RUNS
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        start = deal(seed, args.game)
        if args.staged:  # card by card through the stock
            path = staged(MODEL, start, args.nodes, ("S", 0, "W", 0), lambda s: bool(s[2]))
        else:
            path = search(MODEL, start, args.nodes)
        if path is None:
            print(f"seed {seed}: no win found", flush=True)
            continue
        session = open_game(args.game, seed)
        if args.game == GAME:
            found = words(start, path)
            replay(session, " ".join(found))
        else:
            found = texts(start, path)
            GameUnderTest(session).play_all(" | ".join(found))
        print(f"seed {seed}: {session.status} in {len(found)} moves", flush=True)
        print("   ", " | ".join(found), flush=True)


if __name__ == "__main__":
    main()
