"""Westcliff against a model written from its rules text (the header of
games_src/westcliff.pl, PySolFC's Westcliff): ten columns of three, the top
card up; columns down in alternate colours, a face-up run in sequence moves
as a unit, any card or run fills an empty column; foundations up in suit
from the ace, one card at a time from the waste or a column; the stock is
turned one card at a time, once."""

from __future__ import annotations

import pytest

from tests.models.cards import (
    alternate_down,
    fits_foundation,
    homeward,
    members,
    moved,
    top,
    turn_up_top,
)
from tests.models.harness import MoveKey, Table, compare_random_games

TABLEAU = members("tableau", 10)
FOUNDATIONS = members("foundations", 4)


def in_sequence(run) -> bool:
    return all(c[2] for c in run) and all(
        alternate_down(run[k + 1], run[k]) for k in range(len(run) - 1)
    )


class WestcliffModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        sources = [(name, table[name]) for name in TABLEAU]
        if table["waste"]:
            sources.append(("waste", table["waste"]))
        for source, pile in sources:
            starts = range(len(pile)) if source != "waste" else [len(pile) - 1]
            for start in starts:
                if not in_sequence(pile[start:]):
                    continue
                card, count = pile[start], len(pile) - start
                for target in TABLEAU:
                    onto = top(table, target)
                    if target != source and (onto is None or alternate_down(card, onto)):
                        found.add((source, target, count))
            if pile and pile[-1][2]:
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
        result = moved(table, source, target, count)
        if source in TABLEAU:
            turn_up_top(result, source)
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_westcliff_follows_its_rules():
    assert compare_random_games("westcliff", lambda s: WestcliffModel(), range(1, 3), 100) > 100
    compare_random_games("westcliff", lambda s: WestcliffModel(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_westcliff_follows_its_rules_in_many_games():
    compare_random_games("westcliff", lambda s: WestcliffModel(), range(100, 200), 200)
    compare_random_games(
        "westcliff", lambda s: WestcliffModel(), range(1000, 1050), 400, choose=homeward
    )
