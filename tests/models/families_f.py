"""Independent models of the rules of the games of branch games-f (Gaps,
Monte Carlo, Osmosis...), written from their rules texts (the headers of
games_src/gaps.pl and the others) and the PySolFC rules they follow, never
from the sources' code.

Each model sees only the table (harness.Table), keeps what memory the
rules need (redeals used), and gives the set of moves the rules allow,
(source, target, count), and the table a move leads to when it can say.
"""

from __future__ import annotations

from dataclasses import dataclass

from tests.models.cards import alternate_down, fits_foundation
from tests.models.families_a import moved, names
from tests.models.harness import MoveKey, Table

SUITS = "HDCS"


def in_order(table: Table, cells: list[str], row: int) -> int:
    """How many cards of a Gaps row lie in order, two upwards in one suit,
    from the row's left end."""
    first = table[cells[row * 13]]
    if not first or first[-1][0] != 2:
        return 0
    suit = first[-1][1]
    k = 1
    while k < 12:
        pile = table[cells[row * 13 + k]]
        if not pile or pile[-1][1] != suit or pile[-1][0] != k + 2:
            break
        k += 1
    return k


@dataclass
class Gaps:
    """Four rows of thirteen places, the aces out: a card goes into a gap
    when it is one rank above the card left of the gap, in its suit; a two
    into a gap at a row's left end. Two redeals."""

    redeals: int = 0

    def __post_init__(self) -> None:
        self.cells = names("cells", 52)

    def moves(self, table: Table) -> set[MoveKey]:
        where = {table[c][-1][:2]: c for c in self.cells if table[c]}
        found: set[MoveKey] = set()
        for i, gap in enumerate(self.cells):
            if table[gap]:
                continue
            if i % 13 == 0:
                found |= {(where[(2, s)], gap, 1) for s in SUITS}
                continue
            left = table[self.cells[i - 1]]
            if left and left[-1][0] < 13:
                found.add((where[(left[-1][0] + 1, left[-1][1])], gap, 1))
        if self.redeals < 2:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table | None:
        return None if move[1] is None else moved(table, move)

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        if move[1] is None:
            self.redeals += 1

    def status(self, table: Table) -> str:
        done = all(in_order(table, self.cells, r) == 12 for r in range(4))
        return "won" if done else "lost"


def touching(a: int, b: int, width: int = 5) -> bool:
    """Do places a and b of a grid `width` wide touch, across a side or a
    corner?"""
    return a != b and abs(a % width - b % width) <= 1 and abs(a // width - b // width) <= 1


@dataclass
class MonteCarlo:
    """Five rows of five: two touching cards of one rank pair off to the
    discard pile; a click on the stock closes the rows up and fills the
    places freed at the end, when that changes something."""

    def __post_init__(self) -> None:
        self.cells = names("cells", 25)

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for a, source in enumerate(self.cells):
            for b, target in enumerate(self.cells):
                pa, pb = table[source], table[target]
                if pa and pb and touching(a, b) and pa[-1][0] == pb[-1][0]:
                    found.add((source, target, 1))
        filled = [bool(table[c]) for c in self.cells]
        gaps_before_cards = any(not f and any(filled[i + 1 :]) for i, f in enumerate(filled))
        if gaps_before_cards or (not all(filled) and table["deck"]):
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, _ = move
        after = dict(table)
        if target is not None:
            after[source], after[target] = [], []
            after["foundation"] = table["foundation"] + table[source] + table[target]
            return after
        left = [table[c][-1] for c in self.cells if table[c]]
        stock = list(table["deck"])
        while len(left) < 25 and stock:
            rank, suit, _ = stock.pop()
            left.append((rank, suit, True))
        after["deck"] = stock
        for i, cell in enumerate(self.cells):
            after[cell] = [left[i]] if i < len(left) else []
        return after

    def status(self, table: Table) -> str:
        return "won" if len(table["foundation"]) == 52 else "lost"


@dataclass
class Osmosis:
    """Four reserves; one foundation per suit (hearts, diamonds, clubs,
    spades), any rank order, but a foundation with fewer cards than the
    first fullest one takes only the rank at that place in it. The stock
    turns one card at a time, the waste turned over as often as you like."""

    def __post_init__(self) -> None:
        self.reserves = names("reserves", 4)
        self.foundations = names("foundations", 4)

    def takes(self, table: Table, index: int, card) -> bool:
        pile = table[self.foundations[index]]
        if card[1] != SUITS[index]:
            return False
        sizes = [len(table[f]) for f in self.foundations]
        lead = table[self.foundations[sizes.index(max(sizes))]]
        return len(pile) >= len(lead) or lead[len(pile)][0] == card[0]

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in [*self.reserves, "waste"]:
            if table[source]:
                card = table[source][-1]
                found |= {
                    (source, f, 1)
                    for i, f in enumerate(self.foundations)
                    if self.takes(table, i, card)
                }
        if table["deck"]:
            found.add(("deck", "waste", 1))
        elif table["waste"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, _ = move
        if target is None:
            after = dict(table)
            after["deck"] = [(r, s, False) for r, s, _ in reversed(table["waste"])]
            after["waste"] = []
            return after
        after = moved(table, move)
        if source in self.reserves and after[source] and not after[source][-1][2]:
            rank, suit, _ = after[source][-1]
            after[source] = after[source][:-1] + [(rank, suit, True)]
        return after

    def status(self, table: Table) -> str:
        return "won" if sum(len(table[f]) for f in self.foundations) == 52 else "lost"


@dataclass
class KingAlbert:
    """Columns built down one card at a time (in alternate colours, or for
    Flower Garden regardless of suit), any card filling an empty column; a
    reserve whose cards go to the foundations or the columns and that is
    never filled; foundations up in suit from the ace."""

    columns: int = 9
    reserves: int = 7
    fits: object = alternate_down

    def __post_init__(self) -> None:
        self.tableau = names("tableau", self.columns)
        self.reserve_piles = names("reserves", self.reserves)
        self.foundations = names("foundations", 4)

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau + self.reserve_piles:
            if not table[source]:
                continue
            card = table[source][-1]
            found |= {(source, f, 1) for f in self.foundations if fits_foundation(card, table[f])}
            for target in self.tableau:
                pile = table[target]
                if target != source and (not pile or self.fits(card, pile[-1])):
                    found.add((source, target, 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        return moved(table, move)

    def status(self, table: Table) -> str:
        return "won" if sum(len(table[f]) for f in self.foundations) == 52 else "lost"


def down_in_suit_round(card, onto) -> bool:
    """`card` on `onto`: one rank lower in the same suit, a king on an ace."""
    return card[1] == onto[1] and onto[0] == card[0] % 13 + 1


@dataclass
class Penguin:
    """Seven columns built down in suit going round, seven cells, the
    foundations up in suit going round from the beak's rank (read from the
    foundations the deal started); only the rank below the beak's fills an
    empty column, and nothing goes on the beak's rank. Runs move as far as
    the free cells and empty columns would let single cards."""

    def __post_init__(self) -> None:
        self.tableau = names("tableau", 7)
        self.cells = names("cells", 7)
        self.foundations = names("foundations", 4)

    def moves(self, table: Table) -> set[MoveKey]:
        base = next(table[f][0][0] for f in self.foundations if table[f])
        low = (base + 11) % 13 + 1
        free = sum(not table[c] for c in self.cells)
        empty = sum(not table[t] for t in self.tableau)
        room = (free + 1) * 2**empty
        found: set[MoveKey] = set()
        for source in self.tableau + self.cells:
            if not table[source]:
                continue
            card = table[source][-1]
            for f in self.foundations:
                pile = table[f]
                if (not pile and card[0] == base) or (
                    pile
                    and len(pile) < 13
                    and pile[-1][1] == card[1]
                    and card[0] == pile[-1][0] % 13 + 1
                ):
                    found.add((source, f, 1))
        for source in self.tableau:
            if table[source]:
                found |= {(source, c, 1) for c in self.cells if not table[c]}
        for source in self.cells:
            if not table[source]:
                continue
            card = table[source][-1]
            for target in self.tableau:
                pile = table[target]
                if (not pile and card[0] == low) or (
                    pile and card[0] != low and down_in_suit_round(card, pile[-1])
                ):
                    found.add((source, target, 1))
        for source in self.tableau:
            pile = table[source]
            run = 1 if pile else 0
            while run < len(pile) and down_in_suit_round(pile[-run], pile[-run - 1]):
                run += 1
            for n in range(1, run + 1):
                card = pile[-n]
                for target in self.tableau:
                    onto = table[target]
                    if target == source:
                        continue
                    if onto and card[0] != low and down_in_suit_round(card, onto[-1]):
                        if n <= room:
                            found.add((source, target, n))
                    elif not onto and card[0] == low and n * 2 <= room:
                        found.add((source, target, n))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        return moved(table, move)

    def status(self, table: Table) -> str:
        return "won" if sum(len(table[f]) for f in self.foundations) == 52 else "lost"
