"""Find a won game of Gypsy (games_src/gypsy.pl) for a test to replay.

    .venv/bin/python scripts/find_deals/solve_gypsy.py 1-20 [--nodes 100000]

Searches best first (`best_first.py`) on a small model of the rules,
written again in Python: the deal, face-down cards included, is read from
a Session (the search may look under them: it only has to find a game).
The moves are printed as the `game` fixture's move texts, and replayed
through the Session to check that the game agrees that it is won.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
# the repository, this folder, and tests/games for cws_play (the tests' move notation)
sys.path[:0] = [str(HERE.parents[1]), str(HERE), str(HERE.parents[1] / "tests" / "games")]

from best_first import Model, search  # noqa: E402
from cws_play import open_game  # noqa: E402

from runtime.pytest_plugin import GameUnderTest  # noqa: E402

SUITS = "SHCD"
# a card is suit * 13 + rank - 1; a state is (columns, face-down counts,
# stock, foundation tops (-1: empty)), tuples all, the top card last
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], tuple[int, ...]]
Move = tuple  # ("F", column, foundation) | ("T", column, start, column) | ("S",)


def deal(seed: int) -> State:
    s = open_game("gypsy", seed)

    def value(card) -> int:
        return SUITS.index(card.suit) * 13 + card.rank - 1

    names = [f"tableau[{n}]" for n in range(8)]
    columns = tuple(tuple(value(c) for c in s.cards(n)) for n in names)
    down = tuple(sum(not c.face_up for c in s.cards(n)) for n in names)
    return columns, down, tuple(value(c) for c in s.cards("deck")), (-1,) * 8


def fits(card: int, onto: int) -> bool:
    red = SUITS[card // 13] in "HD"
    return onto % 13 == card % 13 + 1 and red != (SUITS[onto // 13] in "HD")


def moves(state: State) -> list[Move]:
    columns, down, stock, found = state
    out: list[Move] = []
    for i, col in enumerate(columns):
        if not col:
            continue
        card = col[-1]
        for k, top in enumerate(found):
            if (top < 0 and card % 13 == 0) or (top >= 0 and card == top + 1):
                out.append(("F", i, k))
                break
        start = len(col) - 1
        while start > down[i] and fits(col[start], col[start - 1]):
            start -= 1
        # the search moves whole runs only: the rules allow a part of a run
        # too, but that seldom helps, and leaving it out keeps the search small
        empty_done = False
        for j, onto in enumerate(columns):
            if j == i:
                continue
            if onto and fits(col[start], onto[-1]):
                out.append(("T", i, start, j))
            elif not onto and start > 0 and not empty_done:
                out.append(("T", i, start, j))
                empty_done = True
    if stock:
        out.append(("S",))
    return out


def apply(state: State, move: Move) -> State:
    columns, down, stock, found = state
    cols, downs, tops = list(columns), list(down), list(found)
    if move[0] == "S":
        for n in range(min(8, len(stock))):
            cols[n] = cols[n] + (stock[-1 - n],)
        stock = stock[: max(len(stock) - 8, 0)]
    elif move[0] == "F":
        _, i, k = move
        tops[k] = cols[i][-1]
        cols[i] = cols[i][:-1]
    else:
        _, i, k, j = move
        cols[j] = cols[j] + cols[i][k:]
        cols[i] = cols[i][:k]
    for n, col in enumerate(cols):
        if downs[n] and downs[n] >= len(col):
            downs[n] = max(len(col) - 1, 0)
    return tuple(cols), tuple(downs), stock, tuple(tops)


def score(state: State) -> float:
    columns, down, stock, found = state
    home = sum(top % 13 + 1 for top in found if top >= 0)
    built = sum(
        1
        for n, col in enumerate(columns)
        for a, b in zip(col[down[n] :], col[down[n] + 1 :], strict=False)
        if fits(b, a)
    )
    empty = sum(1 for col in columns if not col)
    return 10 * home - 8 * sum(down) + 2 * built + 4 * empty - len(stock) / 8


def done(state: State) -> bool:
    return all(top >= 0 and top % 13 == 12 for top in state[3])


def key(state: State) -> tuple:
    columns, down, stock, found = state
    return tuple(sorted(zip(columns, down, strict=True))), len(stock), tuple(sorted(found))


MODEL = Model(moves, apply, score, done, key)


def texts(start: State, path: list[Move]) -> list[str]:
    out, state = [], start
    for move in path:
        if move[0] == "S":
            out.append("click deck")
        elif move[0] == "F":
            out.append(f"tableau[{move[1]}] -> foundations[{move[2]}] (1 card)")
        else:
            _, i, k, j = move
            n = len(state[0][i]) - k
            out.append(f"tableau[{i}] -> tableau[{j}] ({n} card{'s' * (n > 1)})")
        state = apply(state, move)
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seeds", help="a range, such as 1-20")
    parser.add_argument("--nodes", type=int, default=100_000)
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        start = deal(seed)
        path = search(MODEL, start, args.nodes)
        if path is None:
            print(f"seed {seed}: no win found", flush=True)
            continue
        found = texts(start, path)
        session = open_game("gypsy", seed)
        GameUnderTest(session).play_all(" | ".join(found))
        print(f"seed {seed}: {session.status} in {len(found)} moves", flush=True)
        print("   ", " | ".join(found), flush=True)


if __name__ == "__main__":
    main()
