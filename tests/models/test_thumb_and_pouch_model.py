"""Thumb and Pouch against a model written from its rules text (the header
of games_src/thumb_and_pouch.pl, PySolFC's Thumb and Pouch): seven columns
of 1 to 7, the top card up; columns down in any suit but the card's own, a
face-up run in sequence moves as a unit, any card or run fills an empty
column; foundations up in suit from the ace, one card at a time from the
waste or a column; the stock is turned one card at a time, once."""

from __future__ import annotations

import pytest

from tests.models.harness import MoveKey, Table, compare_random_games
from tests.models.pl_cards import homeward, members, moved, top, turn_up_top

TABLEAU = members("tableau", 7)
FOUNDATIONS = members("foundations", 4)


def goes_on(card, onto) -> bool:
    """Down by one, in any suit but the card's own."""
    return onto[0] == card[0] + 1 and onto[1] != card[1]


def fits_foundation(card, pile) -> bool:
    if not pile:
        return card[0] == 1
    return pile[-1][1] == card[1] and pile[-1][0] == card[0] - 1


def in_sequence(run) -> bool:
    return all(c[2] for c in run) and all(goes_on(run[k + 1], run[k]) for k in range(len(run) - 1))


class ThumbAndPouchModel:
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
                    if target != source and (onto is None or goes_on(card, onto)):
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


def test_thumb_and_pouch_follows_its_rules():
    model = lambda s: ThumbAndPouchModel()  # noqa: E731
    assert compare_random_games("thumb_and_pouch", model, range(1, 3), 100) > 60
    compare_random_games("thumb_and_pouch", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_thumb_and_pouch_follows_its_rules_in_many_games():
    model = lambda s: ThumbAndPouchModel()  # noqa: E731
    compare_random_games("thumb_and_pouch", model, range(100, 200), 200)
    compare_random_games("thumb_and_pouch", model, range(1000, 1050), 400, choose=homeward)
