"""A plain hand-written Python Klondike, draw three: the yardstick the
compiled games are measured against (`engine_ratios.py`).

The same rules as games_src/klondike.pl: seven columns built down in
alternate colours, any face-up run moves, only a king fills an empty
column (a king already at the bottom of a column stays there), four
foundations built up in suit from the ace; the stock turns three cards at
a time onto the waste and, once empty, turns the waste over provided a card
has moved since the last time. Written as anyone would write it: lists of
ints, a move is a tuple, play changes the game in place.

A card is an int: rank 1..13 times 4 plus the suit 0..3 (0, 1 red).
"""

from __future__ import annotations

import random

STOCK, WASTE = 0, 1  # move sources besides the columns 2..8
FOUNDATION, COLUMN, TURN, REDEAL = range(4)


def rank(card: int) -> int:
    return card >> 2


def red(card: int) -> bool:
    return card & 3 < 2


class Klondike:
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

    def won(self) -> bool:
        return all(len(pile) == 13 for pile in self.foundations)

    def moves(self) -> list[tuple]:
        found: list[tuple] = []
        sources = [(WASTE, self.waste, len(self.waste) - 1)] if self.waste else []
        for number, column in enumerate(self.columns):
            if column:
                sources.append((number + 2, column, self.down[number]))
        for source, cards, _ in sources:  # to the foundations: one card
            card = cards[-1]
            for number, pile in enumerate(self.foundations):
                if (not pile and rank(card) == 1) or (
                    pile and pile[-1] + 4 == card  # the next rank, same suit
                ):
                    found.append((FOUNDATION, source, number, 1))
                    break
        for source, cards, lowest in sources:  # to the columns: a run
            starts = [len(cards) - 1]  # where the movable run may be cut, top card first
            while starts[-1] > lowest and fits(cards[starts[-1] - 1], cards[starts[-1]]):
                starts.append(starts[-1] - 1)
            for number, column in enumerate(self.columns):
                if source == number + 2:
                    continue
                for start in starts:
                    card = cards[start]
                    if column:
                        ok = fits(column[-1], card)
                    else:
                        ok = rank(card) == 13 and (source == WASTE or start > 0)
                    if ok:
                        found.append((COLUMN, source, number, len(cards) - start))
        if self.stock:
            found.append((TURN, STOCK, WASTE, min(3, len(self.stock))))
        elif self.waste and self.moved:
            found.append((REDEAL, WASTE, STOCK, len(self.waste)))
        return found

    def play(self, move: tuple) -> None:
        kind, source, target, count = move
        if kind == TURN:
            for _ in range(count):
                self.waste.append(self.stock.pop())
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


def fits(lower: int, upper: int) -> bool:
    """May `upper` go on `lower` in a column: one rank lower, the other colour."""
    return rank(upper) == rank(lower) - 1 and red(upper) != red(lower)


def playout(seed: int, steps: int, chooser: random.Random) -> int:
    game = Klondike(seed)
    played = 0
    for _ in range(steps):
        options = game.moves()
        if not options:
            break
        game.play(chooser.choice(options))
        played += 1
    return played


if __name__ == "__main__":
    import argparse

    argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    ).parse_args()
    import time

    chooser = random.Random(1)
    start = time.process_time()
    total = sum(playout(seed, 200, chooser) for seed in range(100))
    print(f"hand-written klondike: {total / (time.process_time() - start):9.0f} moves/s")
