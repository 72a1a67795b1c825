"""Find a won (or lost) game of Spider for a test: the CDL two-suit game
(cws_spider_two_suits), or a Paperlang one (spider, spider_one_suit,
spider_four_suits, spiderette: `--game NAME`).

    .venv/bin/python scripts/find_deals/solve_spider.py 1-20 [--nodes 200000] \
        [--lose] [--game spider]

Searches best first (`best_first.py`) on a small model of the rules, written
again in Python; the deal, face-down cards included, is read from a Session
(the search may look under them: it only has to find a game, not play
fair). The moves are printed in the notation of `cws_play.py` (the CDL
game) or of the `game` fixture's move texts (a Paperlang game, which puts
each whole suit on a foundation by a move of its own), with how the game
itself ended them when replayed through the Session.
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

GAME = "cws_spider_two_suits"
SUIT_ORDER = "SHCD"

# a card is suit * 13 + rank - 1 (spades 0..12, hearts 13..25, clubs,
# diamonds); a state is (columns, face-down counts, stock, runs off), the
# top card last
State = tuple[tuple[tuple[int, ...], ...], tuple[int, ...], tuple[int, ...], int]
Move = tuple[int, int, int]  # column, index, target column; (-1, 0, 0) deals


def deal(seed: int, game: str = GAME) -> State:
    s = open_game(game, seed)

    def value(card) -> int:
        return SUIT_ORDER.index(card.suit) * 13 + card.rank - 1

    names = _columns(game, len(s.stacks()))
    columns = tuple(tuple(value(c) for c in s.cards(n)) for n in names)
    down = tuple(sum(not c.face_up for c in s.cards(n)) for n in names)
    stock = "Stock" if game == GAME else "deck"
    return columns, down, tuple(value(c) for c in s.cards(stock)), 0


def _columns(game: str, stacks: int) -> list[str]:
    if game == GAME:
        return [f"T{n}" for n in range(1, 11)]
    width = 7 if game == "spiderette" else 10
    return [f"tableau[{n}]" for n in range(width)]


def run_start(col: tuple[int, ...], down: int) -> int:
    """Where the run of one suit on top of a column begins."""
    k = len(col) - 1
    while k > down and col[k - 1] == col[k] + 1 and col[k] % 13 != 12:
        k -= 1
    return k


# Whether the search leaves out moves that cannot improve a column: a card
# taken off a card it is built on, to one it fits no better (same suit: 2,
# any suit: 1). The rules allow them; set by main() for the Paperlang games.
PRUNE = False


def _link(col: tuple[int, ...], k: int, down: int) -> int:
    """How well card k of a column sits on the card under it: 2 in suit,
    1 down by one in another suit, 0 not built (or nothing face up under)."""
    if k <= down or k == 0:
        return 0
    if col[k - 1] % 13 != col[k] % 13 + 1:
        return 0
    return 2 if col[k - 1] == col[k] + 1 else 1


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
            before = _link(col, k, down[i])
            for j, target in enumerate(columns):
                if j != i and target and target[-1] % 13 == rank + 1:
                    if not PRUNE or before < (2 if target[-1] == col[k] + 1 else 1):
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
        width = min(len(cols), len(stock))
        for n in range(width):
            cols[n] = cols[n] + (stock[-1 - n],)
        stock = stock[: len(stock) - width]
        touched = range(width)
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
    return not any(state[0]) and not state[2]


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
# a Paperlang Spider is lost only when no move at all is left: none into an
# empty column either
LOSING_PL = Model(moves, apply, LOSING.score, lambda s: lost(s) and all(s[0]) and s[3] < 8, key)


def words(start: State, path: list[Move]) -> list[str]:
    return ["Stock" if i < 0 else f"T{i + 1}:{k}>T{j + 1}" for i, k, j in path]


def texts(start: State, path: list[Move]) -> list[str]:
    """The moves as the `game` fixture writes them, with a move of its own
    for each whole suit the model takes off (to the next foundation)."""
    out, state = [], start
    for move in path:
        i, k, j = move
        sizes = [len(col) for col in state[0]]
        if i < 0:
            out.append("click deck")
            for n in range(min(len(sizes), len(state[2]))):
                sizes[n] += 1
        else:
            count = sizes[i] - k
            out.append(f"tableau[{i}] -> tableau[{j}] ({count} card{'s' * (count > 1)})")
            sizes[i], sizes[j] = k, sizes[j] + count
        after = apply(state, move)
        for n, size in enumerate(sizes):
            if len(after[0][n]) == size - 13:
                out.append(f"tableau[{n}] -> foundations[{state[3]}] (13 cards)")
        state = after
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("seeds", help="a range, such as 1-20")
    parser.add_argument("--nodes", type=int, default=200_000)
    parser.add_argument("--lose", action="store_true", help="find a lost game instead")
    parser.add_argument("--game", default=GAME, help="which Spider (a plugin's id)")
    parser.add_argument("--staged", action="store_true", help="search deal by deal")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    losing = LOSING if args.game == GAME else LOSING_PL
    global PRUNE
    PRUNE = args.game != GAME and not args.lose
    for seed in range(int(first), int(last or first) + 1):
        start = deal(seed, args.game)
        if args.staged:
            # deal by deal: a row may be dealt only when no column is empty
            ready = lambda s: bool(s[2]) and all(s[0])  # noqa: E731
            path = staged(MODEL, start, args.nodes, (-1, 0, 0), ready, width=12)
        else:
            path = search(losing if args.lose else MODEL, start, args.nodes)
        if path is None:
            print(f"seed {seed}: no {'loss' if args.lose else 'win'} found", flush=True)
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
