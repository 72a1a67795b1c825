"""Klondike draw one against a model written from its rules text (the
header of games_src/klondike_draw_one.pl, PySolFC's and Aisleriot's
Klondike with one card turned at a time): unlimited turns of the waste;
columns down in alternate colours, a face-up run in sequence moves with the
cards on it, only a king (not one already at the bottom of its column)
fills an empty column; foundations up in suit from the ace, one card at a
time, from the waste or the columns. Thoughtful Klondike (all column cards
dealt face up) shares the model."""

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

TABLEAU = members("tableau", 7)
FOUNDATIONS = members("foundations", 4)


def in_sequence(run) -> bool:
    """Face up and built down in alternate colours, bottom card first."""
    return all(c[2] for c in run) and all(
        alternate_down(run[k + 1], run[k]) for k in range(len(run) - 1)
    )


class KlondikeDrawOneModel:
    draw = 1

    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in TABLEAU:
            pile = table[source]
            for start, card in enumerate(pile):
                if not in_sequence(pile[start:]):
                    continue
                count = len(pile) - start
                for target in TABLEAU:
                    if target == source:
                        continue
                    onto = top(table, target)
                    if onto is None:
                        if card[0] == 13 and start > 0:
                            found.add((source, target, count))
                    elif alternate_down(card, onto):
                        found.add((source, target, count))
            if pile and pile[-1][2]:
                for target in FOUNDATIONS:
                    if fits_foundation(pile[-1], table[target]):
                        found.add((source, target, 1))
        waste = top(table, "waste")
        if waste is not None:
            for target in TABLEAU:
                onto = top(table, target)
                if (onto is None and waste[0] == 13) or (
                    onto is not None and alternate_down(waste, onto)
                ):
                    found.add(("waste", target, 1))
            for target in FOUNDATIONS:
                if fits_foundation(waste, table[target]):
                    found.add(("waste", target, 1))
        if table["deck"]:
            found.add(("deck", "waste", min(self.draw, len(table["deck"]))))
        elif table["waste"]:
            found.add(("deck", None, 0))  # turn the waste over, as often as you like
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:  # the waste turned over: its first card on top, face down
            return moved(table, "waste", "deck", len(table["waste"]), face=False, one_by_one=True)
        if source == "deck":
            return moved(table, "deck", "waste", count, face=True, one_by_one=True)
        result = moved(table, source, target, count)
        if source in TABLEAU:
            turn_up_top(result, source)
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_klondike_draw_one_follows_its_rules():
    model = KlondikeDrawOneModel
    assert compare_random_games("klondike_draw_one", lambda s: model(), range(1, 3), 100) == 200


def test_klondike_draw_one_follows_its_rules_played_homeward():
    model = KlondikeDrawOneModel
    compare_random_games("klondike_draw_one", lambda s: model(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_klondike_draw_one_follows_its_rules_in_many_games():
    model = KlondikeDrawOneModel
    compare_random_games("klondike_draw_one", lambda s: model(), range(100, 200), 200)
    compare_random_games(
        "klondike_draw_one", lambda s: model(), range(1000, 1050), 400, choose=homeward
    )
