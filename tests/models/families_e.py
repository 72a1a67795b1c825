"""Models of the games of branch games-e (Yukon's and Scorpion's families),
written from their rules texts (the sources' headers and PySolFC's rules),
never from the sources: any face-up card of a column moves with all the
cards on it, whatever their order, when it fits the card it goes on.

A model sees the harness's plain table ({stack: [(rank, suit, face_up)]}).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.models.harness import MoveKey, Seen, Table
from tests.models.pl_cards import members, moved, red, turn_up_top

Fits = Callable[[Seen, Seen], bool]  # may a card go on another in a column?


def alternate_down(card: Seen, onto: Seen) -> bool:
    return onto[0] == card[0] + 1 and red(onto) != red(card)


def suit_down(card: Seen, onto: Seen) -> bool:
    return onto[0] == card[0] + 1 and onto[1] == card[1]


def suit_up_or_down(card: Seen, onto: Seen) -> bool:
    return abs(onto[0] - card[0]) == 1 and onto[1] == card[1]


def to_foundation(card: Seen, pile: list[Seen]) -> bool:
    if not pile:
        return card[0] == 1
    return pile[-1][1] == card[1] and pile[-1][0] == card[0] - 1


class YukonFamily:
    """Columns where any face-up card moves with what lies on it; only a
    king (not one heading its column already) fills an empty column;
    foundations up in suit from the ace, one card at a time."""

    def __init__(self, fits: Fits, columns: int = 7) -> None:
        self.fits = fits
        self.tableau = members("tableau", columns)
        self.foundations = members("foundations", 4)

    def column_moves(self, table: Table, source: str) -> set[MoveKey]:
        found: set[MoveKey] = set()
        pile = table[source]
        for at, card in enumerate(pile):
            if not card[2]:
                continue
            for target in self.tableau:
                onto = table[target]
                if target == source:
                    continue
                if onto and onto[-1][2] and self.fits(card, onto[-1]):
                    found.add((source, target, len(pile) - at))
                elif not onto and card[0] == 13 and at > 0:
                    found.add((source, target, len(pile) - at))
        return found

    def home_moves(self, table: Table, source: str) -> set[MoveKey]:
        pile = table[source]
        if not pile or not pile[-1][2]:
            return set()
        return {(source, f, 1) for f in self.foundations if to_foundation(pile[-1], table[f])}

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau:
            found |= self.column_moves(table, source) | self.home_moves(table, source)
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        out = moved(table, source, target, count)  # type: ignore[arg-type]
        for name in self.tableau:
            turn_up_top(out, name)
        return out

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.foundations) else "lost"
