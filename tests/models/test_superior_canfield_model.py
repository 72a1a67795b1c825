"""Superior Canfield against a model written from its rules text (the
header of games_src/superior_canfield.pl, PySolFC's Superior Canfield): a
face-up reserve of 13 whose top card plays; foundations up in suit from
the rank of the card dealt to the first, ranks going round; four columns
down in alternate colours, ranks going round, a column's top card or the
whole column moves, any card fills a space; the stock turned three at a
time, the waste turned over only after a pass that played a card from the
waste or the reserve, or to a foundation."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, members, moved, red
from tests.models.harness import MoveKey, Seen, Table, compare_random_games

TABLEAU = members("tableau", 4)
FOUNDATIONS = members("foundations", 4)


def goes_home(card: Seen, pile: list[Seen], base: int) -> bool:
    if not pile:
        return card[0] == base
    return len(pile) < 13 and pile[-1][1] == card[1] and card[0] == pile[-1][0] % 13 + 1


def goes_on(card: Seen, pile: list[Seen]) -> bool:
    if not pile:
        return True
    onto = pile[-1]
    return red(onto) != red(card) and (onto[0] - card[0]) % 13 == 1


def unplayed(table: Table) -> int:
    """Falls by one or more with every card played from the stock's waste
    or the reserve, or to a foundation."""
    home = sum(len(table[f]) for f in FOUNDATIONS)
    return len(table["deck"]) + len(table["waste"]) + len(table["reserve"]) + 52 - home


class SuperiorCanfieldModel:
    def __init__(self) -> None:
        self.last_pass = 200  # unplayed() when the waste was last turned over

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        base = table["foundations[0]"][0][0]
        for source in ["reserve", "waste", *TABLEAU]:
            pile = table[source]
            if not pile:
                continue
            found |= {(source, f, 1) for f in FOUNDATIONS if goes_home(pile[-1], table[f], base)}
            counts = {1, len(pile)} if source in TABLEAU else {1}
            for target in TABLEAU:
                for count in counts:
                    if target != source and goes_on(pile[-count], table[target]):
                        found.add((source, target, count))
        if table["deck"]:
            found.add(("deck", "waste", min(3, len(table["deck"]))))
        elif table["waste"] and unplayed(table) < self.last_pass:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:
            return moved(table, "waste", "deck", len(table["waste"]), face=False, one_by_one=True)
        if source == "deck":
            return moved(table, "deck", "waste", count, face=True, one_by_one=True)
        return moved(table, source, target, count)

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        if move[1] is None:
            self.last_pass = unplayed(table)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_superior_canfield_follows_its_rules():
    model = lambda s: SuperiorCanfieldModel()  # noqa: E731
    assert compare_random_games("superior_canfield", model, range(1, 6), 120) > 250
    compare_random_games("superior_canfield", model, [40, 41], 150, choose=homeward)


@pytest.mark.slow
def test_superior_canfield_follows_its_rules_in_many_games():
    model = lambda s: SuperiorCanfieldModel()  # noqa: E731
    compare_random_games("superior_canfield", model, range(100, 200), 300)
    compare_random_games("superior_canfield", model, range(1000, 1060), 400, choose=homeward)
