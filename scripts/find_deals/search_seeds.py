"""Find deals that make short rule tests of the CDL solitaires possible.

    .venv/bin/python scripts/find_deals/search_seeds.py cws_yukon --seeds 1-200 [--jobs 2]

Plays each seed through `runtime.Session` with a greedy player: every open
move is tried (play, score the position, undo) and the best one that leads
to a position not seen before is kept; a move that wins is taken at once.
It prints, per seed, how the game ended and the moves in the notation of
`cws_play.py`, which a test can replay. Not a test itself: run it by hand
when a deal a test relies on changes (a change of the game or the RNG).
It seldom wins Spider or Forty Thieves: `solve_spider.py` and
`solve_forty_thieves.py` search a model of their rules for that.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

HERE = Path(__file__).resolve().parent
# the repository, this folder, and tests/games for cws_play (the tests' move notation)
sys.path[:0] = [str(HERE.parents[1]), str(HERE), str(HERE.parents[1] / "tests" / "games")]

from cws_play import notation, open_game  # noqa: E402

from runtime.session import Session  # noqa: E402

Score = Callable[[Session], float]


def _sizes(s: Session, prefix: str) -> list[int]:
    return [len(s.cards(n)) for n in s.stacks() if n.rstrip("0123456789") == prefix]


def _columns(s: Session, prefix: str = "T") -> list[list]:
    return [s.cards(n) for n in s.stacks() if n.rstrip("0123456789") == prefix]


def aces_up(s: Session) -> float:
    tops = [c[-1] for c in _columns(s, "C") if c]

    def value(card) -> int:
        return (card.rank + 11) % 13

    beaten = sum(
        1 for a in tops for b in tops if a is not b and a.suit == b.suit and value(a) < value(b)
    )
    empty = sum(1 for c in _columns(s, "C") if not c)
    return 100 * len(s.cards("Discard")) + 10 * beaten + 3 * empty


def clock(s: Session) -> float:
    return sum(c.face_up for n in s.stacks() for c in s.cards(n))


def _face_up(s: Session) -> int:
    return sum(c.face_up for col in _columns(s) for c in col)


def yukon(s: Session) -> float:
    found = sum(_sizes(s, "A"))
    ordered = 0
    for col in _columns(s):
        for low, high in zip(col[1:], col, strict=False):
            if low.face_up and high.face_up and low.rank + 1 == high.rank:
                ordered += (low.suit in "HD") != (high.suit in "HD")
    empty = sum(1 for col in _columns(s) if not col)
    return 100 * found + 20 * _face_up(s) + 3 * ordered + 5 * empty


def spider(s: Session) -> float:
    off = sum(_sizes(s, "F"))
    same = loose = 0
    for col in _columns(s):
        for low, high in zip(col[1:], col, strict=False):
            if low.face_up and high.face_up and low.rank + 1 == high.rank:
                if low.suit == high.suit:
                    same += 1
                else:
                    loose += 1
    empty = sum(1 for col in _columns(s) if not col)
    return 100 * off + 20 * _face_up(s) + 6 * same + 2 * loose + 15 * empty


def forty_thieves(s: Session) -> float:
    found = sum(_sizes(s, "F"))
    built = 0
    for col in _columns(s):
        for low, high in zip(col[1:], col, strict=False):
            built += low.suit == high.suit and low.rank + 1 == high.rank
    empty = sum(1 for col in _columns(s) if not col)
    return 100 * found + 8 * built + 10 * empty - len(s.cards("Waste"))


SCORES: dict[str, Score] = {
    "cws_aces_up": aces_up,
    "cws_clock": clock,
    "cws_yukon": yukon,
    "cws_spider_two_suits": spider,
    "cws_forty_thieves": forty_thieves,
}


def losing(s: Session) -> float:
    """For a short lost game: fewer open moves is better."""
    return -len(s.moves())


def greedy(game: str, seed: int, aim: str = "win", limit: int = 600) -> tuple[str, list[str]]:
    """Play a seed greedily; the outcome ("won", "lost", "stuck") and the moves.

    The stock is a last resort: it is clicked only when no other move raises
    the score, so the cards already out are used first. Aiming to lose, the
    player looks for the position with the fewest moves open."""
    s = open_game(game, seed)
    score = SCORES[game] if aim == "win" else losing
    goal, bad = ("won", "lost") if aim == "win" else ("lost", "won")
    seen = {s.state}
    words: list[str] = []
    while s.status == "playing" and len(words) < limit:
        now = score(s)
        best: dict[bool, tuple] = {}
        for move in s.moves():
            s.play(move)
            key = s.state
            value = float("inf") if s.status == goal else score(s)
            if s.status == bad:
                value = -float("inf")
            s.undo()
            stock = move.source == "Stock"
            if key not in seen and (stock not in best or value > best[stock][0]):
                best[stock] = (value, move, key)
        if not best:
            return "stuck", words
        choice = best.get(False)
        if True in best and (choice is None or choice[0] <= now):
            choice = best[True]
        words.append(notation(s, choice[1]))
        s.play(choice[1])
        seen.add(choice[2])
    return (s.status if s.status != "playing" else "stuck"), words


def _run(job: tuple[str, int, str]) -> tuple[int, str, list[str]]:
    game, seed, aim = job
    outcome, words = greedy(game, seed, aim)
    return seed, outcome, words


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=sorted(SCORES))
    parser.add_argument("--seeds", default="1-50", help="a range, such as 1-200")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--aim", choices=["win", "lose"], default="win")
    parser.add_argument("--show", default="won,lost", help="outcomes to print the moves of")
    args = parser.parse_args()
    first, _, last = args.seeds.partition("-")
    seeds = range(int(first), int(last or first) + 1)
    show = set(args.show.split(","))
    with ProcessPoolExecutor(args.jobs) as pool:
        for seed, outcome, words in pool.map(_run, [(args.game, n, args.aim) for n in seeds]):
            print(f"seed {seed}: {outcome} in {len(words)} moves", flush=True)
            if outcome in show:
                print("   ", " ".join(words), flush=True)


if __name__ == "__main__":
    main()
