"""Find a won (or lost) game of two-suit Spider (cws_spider_two_suits) for a test.

    .venv/bin/python tests/games/solve_spider.py 1-20 [--nodes 200000] [--lose]

Searches best first (`best_first.py`) on a small model of the rules, written
again in Python; the deal, face-down cards included, is read from a Session
(the search may look under them: it only has to find a game, not play
fair). The moves are printed in the notation of `cws_play.py`, with how
the game itself ended them when replayed through the Session.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parents[2]), str(Path(__file__).resolve().parent)]

from best_first import Model, search  # noqa: E402
from cws_play import open_game, replay  # noqa: E402

GAME = "cws_spider_two_suits"

# a card is suit * 13 + rank - 1 (spades 0..12, hearts 13..25); a state is
# (columns, face-down counts, stock, runs off), the top card last
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], int]
Move = tuple[int, int, int]  # column, index, target column; (-1, 0, 0) deals


def deal(seed: int) -> State:
    s = open_game(GAME, seed)

    def value(card) -> int:
        return "SH".index(card.suit) * 13 + card.rank - 1

    names = [f"T{n}" for n in range(1, 11)]
    columns = tuple(tuple(value(c) for c in s.cards(n)) for n in names)
    down = tuple(sum(not c.face_up for c in s.cards(n)) for n in names)
    return columns, down, tuple(value(c) for c in s.cards("Stock")), 0


def run_start(col: tuple[int, ...], down: int) -> int:
    """Where the run of one suit on top of a column begins."""
    k = len(col) - 1
    while k > down and col[k - 1] == col[k] + 1 and col[k] % 13 != 12:
        k -= 1
    return k


def moves(state: State) -> list[Move]:
    columns, down, stock, _ = state
    out: list[Move] = []
    empty = [j for j, col in enumerate(columns) if not col]
    for i, col in enumerate(columns):
        if not col:
            continue
        start = run_start(col, down[i])
        for k in range(start, len(col)):
            rank = col[k] % 13
            for j, target in enumerate(columns):
                if j != i and target and target[-1] % 13 == rank + 1:
                    out.append((i, k, j))
            if empty and (k > 0):
                out.append((i, k, empty[0]))
    if stock and not empty:
        out.append((-1, 0, 0))
    return out


def apply(state: State, move: Move) -> State:
    columns, down, stock, off = state
    cols, downs = list(columns), list(down)
    i, k, j = move
    if i < 0:
        for n in range(10):
            cols[n] = cols[n] + (stock[-1 - n],)
        stock = stock[:-10]
        touched = range(10)
    else:
        cols[j] = cols[j] + cols[i][k:]
        cols[i] = cols[i][:k]
        touched = (i, j)
    for n in touched:
        col = cols[n]
        if len(col) >= 13 and col[-13] % 13 == 12 and run_start(col, downs[n]) <= len(col) - 13:
            cols[n] = col = col[:-13]
            off += 1
        if downs[n] and downs[n] >= len(col):
            downs[n] = len(col) - 1 if col else 0
    return tuple(cols), tuple(downs), stock, off


def score(state: State) -> float:
    columns, down, stock, off = state
    same = loose = 0
    for n, col in enumerate(columns):
        for a, b in zip(col[down[n] :], col[down[n] + 1 :], strict=False):
            if a % 13 == b % 13 + 1:
                if a // 13 == b // 13:
                    same += 1
                else:
                    loose += 1
    empty = sum(1 for col in columns if not col)
    return 100 * off - 12 * sum(down) + 5 * same + 1 * loose + 8 * empty - len(stock) / 5


def done(state: State) -> bool:
    return state[3] == 8


def key(state: State) -> tuple:
    columns, _, stock, off = state
    return tuple(sorted(columns)), len(stock), off


def lost(state: State) -> bool:
    """What the game's loose? says: the stock is dealt and no run can move
    but from a column to an empty one."""
    return not state[2] and not moves(state)


MODEL = Model(moves, apply, score, done, key)
# for a short lost game: deal soon, and go where few moves are left
LOSING = Model(moves, apply, lambda s: -10 * len(s[2]) - len(moves(s)), lost, key)


def words(start: State, path: list[Move]) -> list[str]:
    return ["Stock" if i < 0 else f"T{i + 1}:{k}>T{j + 1}" for i, k, j in path]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seeds", help="a range, such as 1-20")
    parser.add_argument("--nodes", type=int, default=200_000)
    parser.add_argument("--lose", action="store_true", help="find a lost game instead")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    for seed in range(int(first), int(last or first) + 1):
        start = deal(seed)
        path = search(LOSING if args.lose else MODEL, start, args.nodes)
        if path is None:
            print(f"seed {seed}: no {'loss' if args.lose else 'win'} found", flush=True)
            continue
        found = words(start, path)
        session = open_game(GAME, seed)
        replay(session, " ".join(found))
        print(f"seed {seed}: {session.status} in {len(found)} moves", flush=True)
        print("   ", " ".join(found), flush=True)


if __name__ == "__main__":
    main()
