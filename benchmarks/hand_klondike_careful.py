"""A careful hand-written Python Klondike, draw three: the same rules, deal,
moves and move order as `hand_klondike.py`, written for speed the way a
careful programmer would (tables looked up instead of rules worked out,
each column's movable run kept as a count, no helper calls in the inner
loops). It is the yardstick of the CDL ratios (`cdl_ratio.py`): about
twice as fast as the plain one.

`python benchmarks/hand_klondike_careful.py` checks, on random playouts,
that it lists exactly the plain one's moves, then prints both rates.

A card is an int: rank 1..13 times 4 plus the suit 0..3 (0, 1 red).
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

STOCK, WASTE = 0, 1  # move sources besides the columns 2..8
FOUNDATION, COLUMN, TURN, REDEAL = range(4)
CARDS = range(4, 56)
# ON[lower][upper]: may `upper` go on `lower` in a column (one rank lower, the other colour)
ON = [
    [(u >> 2) == (lo >> 2) - 1 and (u & 3 < 2) != (lo & 3 < 2) for u in range(56)]
    for lo in range(56)
]
KING = 13


class Klondike:
    __slots__ = ("columns", "down", "stock", "waste", "foundations", "moved")

    def __init__(self, seed: int) -> None:
        deck = [r * 4 + s for r in range(1, 14) for s in range(4)]
        random.Random(seed).shuffle(deck)
        self.columns: list[list[int]] = []
        self.down: list[int] = []  # face-down cards at the bottom of each column
        for size in range(1, 8):
            self.columns.append([deck.pop() for _ in range(size)])
            self.down.append(size - 1)
        self.stock = deck
        self.waste: list[int] = []
        self.foundations: list[list[int]] = [[], [], [], []]
        self.moved = False

    def moves(self) -> list[tuple]:
        found: list[tuple] = []
        add = found.append
        # the card each foundation takes next (its top card + 4, or any ace: -1)
        wanted = [pile[-1] + 4 if pile else -1 for pile in self.foundations]
        waste, columns, down = self.waste, self.columns, self.down
        sources = [(WASTE, waste, len(waste) - 1)] if waste else []
        for number in range(7):
            if columns[number]:
                sources.append((number + 2, columns[number], down[number]))
        for source, cards, _ in sources:  # to the foundations: one card
            card = cards[-1]
            if card < 8:  # an ace: the first empty foundation
                if -1 in wanted:
                    add((FOUNDATION, source, wanted.index(-1), 1))
            elif card in wanted:
                add((FOUNDATION, source, wanted.index(card), 1))
        tops = [column[-1] if column else 0 for column in columns]
        for source, cards, lowest in sources:  # to the columns: a run
            start = len(cards) - 1
            starts = [start]  # where the movable run may be cut, top card first
            while start > lowest and ON[cards[start - 1]][cards[start]]:
                start -= 1
                starts.append(start)
            count = len(cards)
            for number in range(7):
                if source == number + 2:
                    continue
                top = tops[number]
                if top:
                    fits = ON[top]
                    for start in starts:
                        if fits[cards[start]]:
                            add((COLUMN, source, number, count - start))
                else:
                    for start in starts:
                        if cards[start] >> 2 == KING and (source == WASTE or start > 0):
                            add((COLUMN, source, number, count - start))
        if self.stock:
            add((TURN, STOCK, WASTE, min(3, len(self.stock))))
        elif waste and self.moved:
            add((REDEAL, WASTE, STOCK, len(waste)))
        return found

    def play(self, move: tuple) -> None:
        kind, source, target, count = move
        if kind == TURN:
            stock, waste = self.stock, self.waste
            for _ in range(count):
                waste.append(stock.pop())
            return
        if kind == REDEAL:
            self.stock = self.waste[::-1]
            self.waste = []
            self.moved = False
            return
        cards = self.waste if source == WASTE else self.columns[source - 2]
        taken = cards[-count:]
        del cards[-count:]
        if kind == FOUNDATION:
            self.foundations[target].extend(taken)
        else:
            self.columns[target].extend(taken)
        if source != WASTE:
            column = source - 2
            if self.down[column] >= len(cards) and cards:
                self.down[column] = len(cards) - 1  # the uncovered card turns up
            elif not cards:
                self.down[column] = 0
        self.moved = True


def rate(make, seeds: range, steps: int) -> float:
    """Random-playout moves per CPU second (moves() then play())."""
    chooser = random.Random(1)
    played, spent = 0, 0.0
    for seed in seeds:
        game = make(seed)
        start = time.process_time()
        for _ in range(steps):
            options = game.moves()
            if not options:
                break
            game.play(chooser.choice(options))
            played += 1
        spent += time.process_time() - start
    return played / spent


def same_moves(seeds: range, steps: int) -> None:
    """The careful game lists exactly the plain game's moves, in order."""
    root = Path(__file__).resolve().parent.parent
    if str(root) not in sys.path:
        sys.path.insert(0, str(root))
    from benchmarks import hand_klondike

    chooser = random.Random(2)
    for seed in seeds:
        plain, careful = hand_klondike.Klondike(seed), Klondike(seed)
        for _ in range(steps):
            options = plain.moves()
            assert careful.moves() == options, (seed, options)
            if not options:
                break
            move = chooser.choice(options)
            plain.play(move)
            careful.play(move)


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    ).parse_args()
    same_moves(range(40), 200)
    from benchmarks import hand_klondike

    plain = rate(hand_klondike.Klondike, range(100), 200)
    careful = rate(Klondike, range(100), 200)
    print(f"plain hand-written klondike:   {plain:9.0f} moves/s")
    print(f"careful hand-written klondike: {careful:9.0f} moves/s  ({careful / plain:.2f}x)")
