"""A plain hand-written Python FreeCell: the yardstick the compiled
FreeCell is measured against (`engine_ratios.py`).

The same rules as games_src/freecell.pl: eight face-up columns built down
in alternate colours, any card fills an empty column; four free cells of
one card; four foundations built up in suit from the ace. A run in sequence
may move from column to column when (free cells + 1) doubled for each empty
column (not counting the one moved into) could carry it. Written as anyone
would write it: lists of ints, a move is a tuple, play changes the game in
place. A card is an int: rank 1..13 times 4 plus the suit 0..3 (0, 1 red).
"""

from __future__ import annotations

import random

COLUMN, CELL, FOUNDATION = range(3)


def rank(card: int) -> int:
    return card >> 2


def fits(lower: int, upper: int) -> bool:
    """May `upper` go on `lower` in a column: one rank lower, the other colour."""
    return (upper >> 2) == (lower >> 2) - 1 and ((upper & 3) < 2) != ((lower & 3) < 2)


class FreeCell:
    def __init__(self, seed: int) -> None:
        deck = [r * 4 + s for r in range(1, 14) for s in range(4)]
        random.Random(seed).shuffle(deck)
        self.columns: list[list[int]] = [deck[start::8] for start in range(8)]
        self.cells: list[int | None] = [None] * 4
        self.foundations: list[list[int]] = [[], [], [], []]

    def won(self) -> bool:
        return all(len(pile) == 13 for pile in self.foundations)

    def onto_foundation(self, card: int) -> int | None:
        for number, pile in enumerate(self.foundations):
            if (not pile and rank(card) == 1) or (pile and pile[-1] + 4 == card):
                return number
        return None

    def moves(self) -> list[tuple]:
        found: list[tuple] = []
        columns, cells = self.columns, self.cells
        free = cells.count(None)
        empty = sum(1 for column in columns if not column)
        for number, column in enumerate(columns):  # columns to the foundations
            if column:
                target = self.onto_foundation(column[-1])
                if target is not None:
                    found.append((COLUMN, number, FOUNDATION, target, 1))
        for number, card in enumerate(cells):  # cells to the foundations
            if card is not None:
                target = self.onto_foundation(card)
                if target is not None:
                    found.append((CELL, number, FOUNDATION, target, 1))
        if free:  # a column's top card to the first free cell... and to every free cell
            for number, column in enumerate(columns):
                if column:
                    for cell, card in enumerate(cells):
                        if card is None:
                            found.append((COLUMN, number, CELL, cell, 1))
        for cell, card in enumerate(cells):  # cells to the columns
            if card is not None:
                for number, column in enumerate(columns):
                    if not column or fits(column[-1], card):
                        found.append((CELL, cell, COLUMN, number, 1))
        room = (free + 1) * 2**empty
        for number, column in enumerate(columns):  # column to column: a run
            if not column:
                continue
            starts = [len(column) - 1]
            while starts[-1] > 0 and fits(column[starts[-1] - 1], column[starts[-1]]):
                starts.append(starts[-1] - 1)
            for target, onto in enumerate(columns):
                if target == number:
                    continue
                for start in starts:
                    size = len(column) - start
                    if onto:
                        if size <= room and fits(onto[-1], column[start]):
                            found.append((COLUMN, number, COLUMN, target, size))
                    elif size * 2 <= room:
                        found.append((COLUMN, number, COLUMN, target, size))
        return found

    def play(self, move: tuple) -> None:
        kind, source, where, target, count = move
        if kind == CELL:
            taken = [self.cells[source]]
            self.cells[source] = None
        else:
            column = self.columns[source]
            taken = column[-count:]
            del column[-count:]
        if where == FOUNDATION:
            self.foundations[target].extend(taken)
        elif where == CELL:
            self.cells[target] = taken[0]
        else:
            self.columns[target].extend(taken)


def playout(seed: int, steps: int, chooser: random.Random) -> int:
    game = FreeCell(seed)
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
    print(f"hand-written freecell: {total / (time.process_time() - start):9.0f} moves/s")
