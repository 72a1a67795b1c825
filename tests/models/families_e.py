"""Models of the games of branch games-e (Yukon's and Scorpion's families),
written from their rules texts (the sources' headers and PySolFC's rules),
never from the sources: any face-up card of a column moves with all the
cards on it, whatever their order, when it fits the card it goes on.

A model sees the harness's plain table ({stack: [(rank, suit, face_up)]}).
"""

from __future__ import annotations

from collections.abc import Callable

from tests.models.cards import (
    fits_foundation,
    members,
    moved,
    red,
    suit_down,
    turn_up_top,
)
from tests.models.harness import MoveKey, Seen, Table

Fits = Callable[[Seen, Seen], bool]  # may a card go on another in a column?


class YukonFamily:
    """Columns where any face-up card moves with what lies on it; only a
    king (not one heading its column already) fills an empty column;
    foundations up in suit from the ace, one card at a time."""

    def __init__(self, fits: Fits, columns: int = 7, foundations: int = 4) -> None:
        self.fits = fits
        self.tableau = members("tableau", columns)
        self.foundations = members("foundations", foundations)

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
        return {(source, f, 1) for f in self.foundations if fits_foundation(pile[-1], table[f])}

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


def whole_suit(pile: list[Seen]) -> bool:
    """Are the top 13 cards of a pile a suit from the king down to the ace?"""
    top = pile[-13:]
    return len(top) == 13 and all(
        card[2] and card[1] == top[0][1] and card[0] == 13 - n for n, card in enumerate(top)
    )


class ScorpionFamily(YukonFamily):
    """Yukon's moves, built down in suit; a stock of three cards dealt one
    to each of the first three columns at a click; a whole suit (king to
    ace, face up) at the top of a column goes by itself to the first empty
    foundation. `kings`: only
    a king fills an empty column (else any card)."""

    def __init__(self, kings: bool = True) -> None:
        super().__init__(suit_down)
        self.kings = kings

    def column_moves(self, table: Table, source: str) -> set[MoveKey]:
        found = super().column_moves(table, source)
        if not self.kings:
            pile = table[source]
            found |= {
                (source, target, len(pile) - at)
                for at, card in enumerate(pile)
                if card[2] and at > 0
                for target in self.tableau
                if not table[target]
            }
        return found

    def home_moves(self, table: Table, source: str) -> set[MoveKey]:
        return set()  # whole suits go home by themselves (`after`)

    def moves(self, table: Table) -> set[MoveKey]:
        found = super().moves(table)
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        if move[0] != "deck":
            out = super().after(table, move)
        else:
            out = table
            for name in self.tableau[: len(table["deck"])]:
                out = moved(out, "deck", name, 1, face=True)
        for name in self.tableau:
            if whole_suit(out[name]):
                home = next(f for f in self.foundations if not out[f])
                out = moved(out, name, home, 13)
                turn_up_top(out, name)
        return out


class AustralianModel(YukonFamily):
    """Yukon's moves, built down in suit, from seven columns of four; a
    stock turned `draw` cards at a time onto a waste, `redeals` more times
    than once (the waste turned over onto the stock at a click on its empty
    place); the waste's top card plays to the columns and the foundations.
    `kings`: only a king fills a space (else any card)."""

    def __init__(self, redeals: int = 0, kings: bool = True, draw: int = 1) -> None:
        super().__init__(suit_down)
        self.redeals = redeals  # -1: as often as you like
        self.kings = kings
        self.draw = draw

    def column_moves(self, table: Table, source: str) -> set[MoveKey]:
        found = super().column_moves(table, source)
        if not self.kings:
            pile = table[source]
            found |= {
                (source, target, len(pile) - at)
                for at in range(1, len(pile))
                for target in self.tableau
                if not table[target]
            }
        return found

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        if move == ("deck", None, 0) and self.redeals > 0:
            self.redeals -= 1

    def moves(self, table: Table) -> set[MoveKey]:
        found = super().moves(table)
        waste = table["waste"]
        if waste:
            card = waste[-1]
            found |= self.home_moves(table, "waste")
            for target in self.tableau:
                onto = table[target]
                if (onto and self.fits(card, onto[-1])) or (
                    not onto and (card[0] == 13 or not self.kings)
                ):
                    found.add(("waste", target, 1))
        if table["deck"]:
            found.add(("deck", "waste", min(self.draw, len(table["deck"]))))
        elif table["waste"] and self.redeals != 0:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        if move == ("deck", None, 0):
            return moved(table, "waste", "deck", len(table["waste"]), face=False, one_by_one=True)
        if move[0] == "deck":
            return moved(table, "deck", "waste", move[2], face=True, one_by_one=True)
        return super().after(table, move)


def up_round(rank: int) -> int:
    return rank % 13 + 1


class AgnesModel:
    """Agnes Bernauer: seven columns built down in alternate colours, ranks
    going round; runs in sequence move; an empty column takes a card one
    below the foundations' base (the rank of foundation 1's first card);
    seven reserves whose top cards play; foundations up in suit from the
    base, going round, 13 cards each; the stock deals a card to each reserve.
    (Its foundations are `homes`: the solver's "safe move" shortcut reads
    ranks as ace-based, and these go round.)"""

    def __init__(self) -> None:
        self.tableau = members("tableau", 7)
        self.reserves = members("reserves", 7)
        self.homes = members("foundations", 4)

    @staticmethod
    def fits(card: Seen, onto: Seen) -> bool:
        return up_round(card[0]) == onto[0] and red(card) != red(onto)

    def home_takes(self, table: Table, card: Seen, pile: list[Seen]) -> bool:
        if not pile:
            return card[0] == table["foundations[0]"][0][0]
        return len(pile) < 13 and pile[-1][1] == card[1] and up_round(pile[-1][0]) == card[0]

    def column_takes(self, table: Table, card: Seen, pile: list[Seen]) -> bool:
        if pile:
            return self.fits(card, pile[-1])
        base = table["foundations[0]"][0][0]
        return card[0] == (base - 2) % 13 + 1

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau + self.reserves:
            pile = table[source]
            if not pile:
                continue
            found |= {
                (source, f, 1) for f in self.homes if self.home_takes(table, pile[-1], table[f])
            }
            start = len(pile) - 1
            if source in self.tableau:
                while start > 0 and self.fits(pile[start], pile[start - 1]):
                    start -= 1
            for at in range(start, len(pile)):
                for target in self.tableau:
                    onto = table[target]
                    if target == source or not self.column_takes(table, pile[at], onto):
                        continue
                    if onto or at > 0 or source in self.reserves:
                        found.add((source, target, len(pile) - at))
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if source != "deck":
            return moved(table, source, target, count)  # type: ignore[arg-type]
        out = table
        for name in self.reserves[: len(table["deck"])]:
            out = moved(out, "deck", name, 1, face=True)
        return out

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.homes) else "lost"
