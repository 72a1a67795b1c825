"""Independent models shared by games-g's games (Easthaven, Thumb and
Pouch, Canister, Stronghold, Somerset), written from their rules texts (the
headers of their sources in games_src/) and the PySolFC rules they follow,
never from the sources' code.

`RunColumns` is the common ground: columns whose face-up runs in sequence
move as a unit, any card or run in an empty column, foundations up in suit
from the ace, one card at a time, and a stock that either turns one card
onto a waste (once through) or deals one card to each column.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from tests.models.cards import copied, members, moved, top, turn_up_top
from tests.models.harness import MoveKey, Seen, Table


def goes_home(card: Seen, pile: list[Seen]) -> bool:
    """A foundation built up in suit from the ace."""
    if not pile:
        return card[0] == 1
    return pile[-1][1] == card[1] and pile[-1][0] == card[0] - 1


@dataclass
class RunColumns:
    columns: int
    goes_on: Callable[[Seen, Seen], bool]  # may this card lie on that one in a column?
    deals_rows: bool  # True: a click deals a card to each column; False: one card to the waste

    def __post_init__(self) -> None:
        self.tableau = members("tableau", self.columns)
        self.foundations = members("foundations", 4)

    def in_sequence(self, run: list[Seen]) -> bool:
        return all(c[2] for c in run) and all(
            self.goes_on(run[k + 1], run[k]) for k in range(len(run) - 1)
        )

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        sources = [(name, table[name]) for name in self.tableau]
        if table.get("waste"):
            sources.append(("waste", table["waste"]))
        for source, pile in sources:
            starts = range(len(pile)) if source != "waste" else [len(pile) - 1]
            for start in starts:
                if not self.in_sequence(pile[start:]):
                    continue
                card, count = pile[start], len(pile) - start
                for target in self.tableau:
                    onto = top(table, target)
                    if target != source and (onto is None or self.goes_on(card, onto)):
                        found.add((source, target, count))
            if pile and pile[-1][2]:
                found |= {(source, f, 1) for f in self.foundations if goes_home(pile[-1], table[f])}
        if table["deck"]:
            found.add(("deck", None, 0) if self.deals_rows else ("deck", "waste", 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:  # a row dealt from the stock, face up, as far as it goes
            result = copied(table)
            for column in self.tableau:
                if result["deck"]:
                    rank, suit, _ = result["deck"].pop()
                    result[column].append((rank, suit, True))
            return result
        if source == "deck":
            return moved(table, "deck", "waste", count, face=True)
        result = moved(table, source, target, count)
        if source in self.tableau:
            turn_up_top(result, source)
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.foundations) else "lost"


@dataclass
class SupermoveColumns:
    """Stronghold, Somerset: face-up columns, one card at a time or a run
    in sequence as long as the free cells and empty columns could carry it
    one card at a time ((1 + empty cells) doubled for each empty column, not
    the one moved into); any card in an empty column; foundations up in
    suit from the ace."""

    columns: int
    goes_on: Callable[[Seen, Seen], bool]
    cells: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        self.tableau = members("tableau", self.columns)
        self.foundations = members("foundations", 4)

    def run_length(self, pile: list[Seen]) -> int:
        n = 1 if pile else 0
        while n < len(pile) and self.goes_on(pile[-n], pile[-n - 1]):
            n += 1
        return n

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        free = [c for c in self.cells if not table[c]]
        empty = sum(not table[t] for t in self.tableau)
        for source in [*self.tableau, *self.cells]:
            pile = table[source]
            if not pile:
                continue
            found |= {(source, f, 1) for f in self.foundations if goes_home(pile[-1], table[f])}
            if source in self.cells:
                found |= {
                    (source, t, 1)
                    for t in self.tableau
                    if not table[t] or self.goes_on(pile[-1], table[t][-1])
                }
                continue
            found |= {(source, cell, 1) for cell in free}
            for target in self.tableau:
                if target == source:
                    continue
                room = (1 + len(free)) * 2 ** (empty - (not table[target]))
                onto = top(table, target)
                for n in range(1, min(self.run_length(pile), room) + 1):
                    if onto is None or self.goes_on(pile[-n], onto):
                        found.add((source, target, n))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.foundations) else "lost"
