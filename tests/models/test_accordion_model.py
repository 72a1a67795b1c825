"""Accordion against a model written from its rules text (the header of
games_src/accordion.pl and the worked example's description): deal one by
one into a row of twenty places; a pile goes, whole, onto the pile one or
three places to its left when their top cards share a suit or a rank; the
row closes up; won with all 52 cards in one pile, lost when no pile can
move and no card can be dealt."""

from __future__ import annotations

import pytest

from tests.models.cards import copied, homeward, members, moved
from tests.models.harness import MoveKey, Table, compare_random_games

ROW = members("row", 20)


class AccordionModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for i, place in enumerate(ROW):
            pile = table[place]
            if not pile:
                continue
            for j in (i - 1, i - 3):
                if j < 0 or not table[ROW[j]]:
                    continue
                card, other = pile[-1], table[ROW[j]][-1]
                if card[0] == other[0] or card[1] == other[1]:
                    found.add((place, ROW[j], len(pile)))
        if table["deck"] and any(not table[place] for place in ROW):
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:  # deal the deck's top card face up into the first free place
            first = next(place for place in ROW if not table[place])
            return moved(table, "deck", first, 1, face=True)
        result = moved(table, source, target, count)
        piles = [result[place] for place in ROW if result[place]]
        closed = copied(result)
        for i, place in enumerate(ROW):
            closed[place] = piles[i] if i < len(piles) else []
        return closed

    def status(self, table: Table) -> str:
        return "won" if len(table[ROW[0]]) == 52 else "lost"


def test_accordion_follows_its_rules():
    assert compare_random_games("accordion", lambda s: AccordionModel(), range(1, 5), 150) > 300


@pytest.mark.slow
def test_accordion_follows_its_rules_in_many_games():
    compare_random_games("accordion", lambda s: AccordionModel(), range(100, 400), 200)


@pytest.mark.slow
def test_accordion_follows_its_rules_played_homeward():
    compare_random_games(
        "accordion", lambda s: AccordionModel(), range(1000, 1060), 400, choose=homeward
    )
