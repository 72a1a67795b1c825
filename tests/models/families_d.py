"""Models of the games of branch games-d (the Spider and Forty Thieves
families), written from their rules texts (the sources' headers and the
PySolFC rules they follow), never from their code."""

from __future__ import annotations

from tests.models.harness import MoveKey, Table
from tests.models.pl_cards import members, moved, top, turn_up_top


def one_suit_run(pile: list, start: int) -> bool:
    """Are the cards from `start` up face up, each one lower than the card
    under it, and all of one suit?"""
    run = pile[start:]
    return all(c[2] for c in run) and all(
        a[0] == b[0] + 1 and a[1] == b[1] for a, b in zip(run, run[1:], strict=False)
    )


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
