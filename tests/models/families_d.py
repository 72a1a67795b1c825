"""Models of the games of branch games-d (the Spider and Forty Thieves
families), written from their rules texts (the sources' headers and the
PySolFC rules they follow), never from their code."""

from __future__ import annotations

from tests.models.cards import alternate_down, members, moved, red, top, turn_up_top
from tests.models.harness import MoveKey, Table


def one_suit_run(pile: list, start: int) -> bool:
    """Are the cards from `start` up face up, each one lower than the card
    under it, and all of one suit?"""
    run = pile[start:]
    return all(c[2] for c in run) and all(
        a[0] == b[0] + 1 and a[1] == b[1] for a, b in zip(run, run[1:], strict=False)
    )


def goes_home(card, home: list) -> bool:
    """May `card` go on a foundation built up in suit from the ace?"""
    if not home:
        return card[0] == 1
    return home[-1][1] == card[1] and home[-1][0] == card[0] - 1


class SpiderModel:
    """Spider: columns built down regardless of suit; a run of one suit
    moves as a unit; any card or run fills an empty column; a whole suit,
    king down to ace, goes to an empty foundation; the stock deals a card
    to each column when none is empty."""

    def __init__(self, width: int = 10, foundations: int = 8) -> None:
        self.tableau = members("tableau", width)
        self.foundations = members("foundations", foundations)

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau:
            pile = table[source]
            for start in range(len(pile)):
                if not one_suit_run(pile, start):
                    continue
                card, count = pile[start], len(pile) - start
                for target in self.tableau:
                    onto = top(table, target)
                    if target != source and (onto is None or onto[0] == card[0] + 1):
                        found.add((source, target, count))
                if count == 13 and card[0] == 13:
                    found.update((source, f, 13) for f in self.foundations if not table[f])
        if table["deck"] and all(table[c] for c in self.tableau):
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table | None:
        source, target, count = move
        if target is None:
            return None  # the rules text does not say which card goes where
        result = moved(table, source, target, count)
        turn_up_top(result, source)
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.foundations) else "lost"


class FortyThievesModel:
    """Forty Thieves and its variants: foundations up in suit from the ace;
    columns down in suit (or, `alternate`, in alternate colours); one card
    at a time (or, `runs`, any run in sequence); any card or run fills an
    empty column; the stock turns one card onto the waste, once."""

    def __init__(self, width: int = 10, *, alternate: bool = False, runs: bool = False) -> None:
        self.tableau = members("tableau", width)
        self.foundations = members("foundations", 8)
        self.alternate = alternate
        self.runs = runs

    def fits(self, card, onto) -> bool:
        if onto[0] != card[0] + 1:
            return False
        if self.alternate:
            return red(onto) != red(card)
        return onto[1] == card[1]

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        sources = [(name, table[name]) for name in [*self.tableau, "waste"]]
        for source, pile in sources:
            if not pile:
                continue
            found.update((source, f, 1) for f in self.foundations if goes_home(pile[-1], table[f]))
            starts = [len(pile) - 1]
            if self.runs and source != "waste":
                start = len(pile) - 1
                while start > 0 and self.fits(pile[start], pile[start - 1]):
                    start -= 1
                starts = range(start, len(pile))
            for start in starts:
                for target in self.tableau:
                    onto = top(table, target)
                    if target != source and (onto is None or self.fits(pile[start], onto)):
                        found.add((source, target, len(pile) - start))
        if table["deck"]:
            found.add(("deck", "waste", 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target or "", count, face=True if source == "deck" else None)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.foundations) else "lost"


class GypsyModel:
    """Gypsy: foundations up in suit from the ace; columns down in
    alternate colours; any face-up run in sequence moves, and any card or
    run fills an empty column; the stock deals a card to each column at any
    time."""

    def __init__(self) -> None:
        self.tableau = members("tableau", 8)
        self.foundations = members("foundations", 8)

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in self.tableau:
            pile = table[source]
            if not pile:
                continue
            found.update((source, f, 1) for f in self.foundations if goes_home(pile[-1], table[f]))
            start = len(pile) - 1
            while start > 0 and pile[start - 1][2] and alternate_down(pile[start], pile[start - 1]):
                start -= 1
            for k in range(start, len(pile)):
                for target in self.tableau:
                    onto = top(table, target)
                    if target != source and (onto is None or alternate_down(pile[k], onto)):
                        found.add((source, target, len(pile) - k))
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table | None:
        source, target, count = move
        if target is None:
            return None  # the rules text does not say which card goes where
        result = moved(table, source, target, count)
        turn_up_top(result, source)
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in self.foundations) else "lost"
