"""Whitehead against a model written from its rules text (the header of
games_src/whitehead.pl, PySolFC's Whitehead): seven columns of 1 to 7, all
face up; columns down in the same colour; only a run of one suit moves as a
unit; any card or such run fills an empty column; foundations up in suit
from the ace, one card at a time; the stock turned one card at a time,
once."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import fits_foundation, homeward, members, moved, red, top
from tests.models.harness import MoveKey, Table, compare_random_games, table_of

TABLEAU = members("tableau", 7)
FOUNDATIONS = members("foundations", 4)


def colour_down(card, onto) -> bool:
    return onto[0] == card[0] + 1 and red(onto) == red(card)


def suit_run(run) -> bool:
    return all(
        run[k + 1][1] == run[k][1] and run[k + 1][0] == run[k][0] - 1 for k in range(len(run) - 1)
    )


class WhiteheadModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        sources = [(name, table[name]) for name in TABLEAU]
        if table["waste"]:
            sources.append(("waste", table["waste"]))
        for source, pile in sources:
            starts = range(len(pile)) if source != "waste" else [len(pile) - 1]
            for start in starts:
                if not suit_run(pile[start:]):
                    continue
                card, count = pile[start], len(pile) - start
                for target in TABLEAU:
                    onto = top(table, target)
                    if target != source and (onto is None or colour_down(card, onto)):
                        found.add((source, target, count))
            if pile:
                for target in FOUNDATIONS:
                    if fits_foundation(pile[-1], table[target]):
                        found.add((source, target, 1))
        if table["deck"]:
            found.add(("deck", "waste", 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if source == "deck":
            return moved(table, "deck", "waste", count, face=True)
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_every_card_is_dealt_face_up_in_the_columns():
    table = table_of(Session.open("whitehead", seed=3))
    assert [len(table[t]) for t in TABLEAU] == list(range(1, 8))
    assert all(card[2] for t in TABLEAU for card in table[t])


def test_whitehead_follows_its_rules():
    assert compare_random_games("whitehead", lambda s: WhiteheadModel(), range(1, 3), 100) > 100
    compare_random_games("whitehead", lambda s: WhiteheadModel(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_whitehead_follows_its_rules_in_many_games():
    compare_random_games("whitehead", lambda s: WhiteheadModel(), range(100, 200), 200)
    compare_random_games(
        "whitehead", lambda s: WhiteheadModel(), range(1000, 1050), 400, choose=homeward
    )
