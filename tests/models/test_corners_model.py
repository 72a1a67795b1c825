"""Corners against a model written from its rules text (the header of
games_src/corners.pl and seed 002's description): the first card dealt
starts the top-left foundation and its rank every other one; foundations
up in suit, round from king to ace; tableau (the cross of five) down
regardless of suit, round from ace to king, any card filling an empty pile
(not a lone tableau card moving to another empty pile); the stock's top
card is face up and playable, a click turns it onto the waste, which is
never turned over; the top cards of the stock, the waste and the tableau
play onto the tableau or the foundations."""

from __future__ import annotations

import pytest

from runtime import Session
from tests.models.cards import homeward, members, moved, top, turn_up_top
from tests.models.harness import MoveKey, Table, compare_random_games, table_of

TABLEAU = members("tableau", 5)
FOUNDATIONS = members("foundations", 4)


def above(rank: int) -> int:
    """The rank after `rank`, going round from king to ace."""
    return rank % 13 + 1


class CornersModel:
    def __init__(self, table: Table) -> None:
        self.base = table[FOUNDATIONS[0]][0][0]  # the first card dealt

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in ["deck", "waste", *TABLEAU]:
            card = top(table, source)
            if card is None:
                continue
            for target in FOUNDATIONS:
                pile = table[target]
                if (not pile and card[0] == self.base) or (
                    pile
                    and len(pile) < 13
                    and pile[-1][1] == card[1]
                    and above(pile[-1][0]) == card[0]
                ):
                    found.add((source, target, 1))
            for target in TABLEAU:
                if target == source:
                    continue
                onto = top(table, target)
                if onto is None:
                    if not (source in TABLEAU and len(table[source]) == 1):
                        found.add((source, target, 1))
                elif above(card[0]) == onto[0]:
                    found.add((source, target, 1))
        if table["deck"]:
            found.add(("deck", "waste", 1))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        result = moved(table, source, target, count, face=True)
        turn_up_top(result, "deck")  # the stock's next card shows
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_corners_shows_the_stock_top_card_and_starts_the_top_left_foundation():
    table = table_of(Session.open("corners", seed=2))
    assert len(table[FOUNDATIONS[0]]) == 1 and table["deck"][-1][2]
    assert not any(up for _, _, up in table["deck"][:-1])


def model(session: Session) -> CornersModel:
    return CornersModel(table_of(session))


def test_corners_follows_its_rules():
    assert compare_random_games("corners", model, range(1, 5), 150) > 300


@pytest.mark.slow
def test_corners_follows_its_rules_in_many_games():
    compare_random_games("corners", model, range(100, 400), 200)


@pytest.mark.slow
def test_corners_follows_its_rules_played_homeward():
    compare_random_games("corners", model, range(1000, 1060), 400, choose=homeward)
