"""Sir Tommy against a model written from its rules text (the header of
games_src/sir_tommy.pl, PySolFC's Sir Tommy): the stock turned one card at
a time onto the waste, only when the waste is empty, once; the waste card
to a foundation or any of four reserve piles; a reserve's top card only to
a foundation; foundations up from the ace whatever the suits."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

RESERVES = members("reserves", 4)
FOUNDATIONS = members("foundations", 4)


def goes_home(card, pile) -> bool:
    return card[0] == (pile[-1][0] + 1 if pile else 1)


class SirTommyModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in ["waste", *RESERVES]:
            card = top(table, source)
            if card is not None:
                for target in FOUNDATIONS:
                    if goes_home(card, table[target]):
                        found.add((source, target, 1))
        if table["waste"]:
            found |= {("waste", r, 1) for r in RESERVES}
        elif table["deck"]:
            found.add(("deck", "waste", 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target, count, face=True if source == "deck" else None)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_sir_tommy_follows_its_rules():
    assert compare_random_games("sir_tommy", lambda s: SirTommyModel(), range(1, 3), 120) > 100
    compare_random_games("sir_tommy", lambda s: SirTommyModel(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_sir_tommy_follows_its_rules_in_many_games():
    compare_random_games("sir_tommy", lambda s: SirTommyModel(), range(100, 250), 200)
    compare_random_games(
        "sir_tommy", lambda s: SirTommyModel(), range(1000, 1060), 200, choose=homeward
    )
