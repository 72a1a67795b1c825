"""Canfield against a model written from its rules text (the header of
games_src/canfield.pl and seed 002's description): foundations up in suit
from the ace; four columns built down in alternate colours, a column moving
only as a whole onto another column, its top card to a foundation; the
holding stock (13 cards) turned one card at a time onto its waste, once;
the main stock turned three at a time, its waste turned over as often as
you like; the top card of either waste to a foundation or a column; an
empty column filled only from the holding waste until the holding stock
and its waste are used up, then only by a king from the main waste. The
game is lost "when the main stock runs out and no card could be played in
another round": the model plays that round through on a copy of the table
(the holding stock used up too, as then nothing else can change it)."""

from __future__ import annotations

import pytest

from tests.models.cards import alternate_down, fits_foundation, homeward, members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

TABLEAU = members("tableau", 4)
FOUNDATIONS = members("foundations", 4)


class CanfieldModel:
    def moves(self, table: Table) -> set[MoveKey]:
        if self._no_play_in_another_round(table):
            return set()
        return self._allowed(table)

    def _no_play_in_another_round(self, table: Table) -> bool:
        if table["deck"] or table["reserve"] or not table["waste"]:
            return False
        if all(len(table[f]) == 13 for f in FOUNDATIONS):
            return False
        if self._plays(table):
            return False
        seen = self.after(table, ("deck", None, 0))
        while seen["deck"]:
            seen = self.after(seen, ("deck", "waste", min(3, len(seen["deck"]))))
            if self._plays(seen):
                return False
        return True

    def _plays(self, table: Table) -> set[MoveKey]:
        """The moves that play a card (not those that turn a stock)."""
        return {m for m in self._allowed(table) if m[0] not in ("deck", "reserve")}

    def _allowed(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        holding_out = not table["reserve"] and not table["rwaste"]
        for source in ["waste", "rwaste", *TABLEAU]:
            card = top(table, source)
            if card is None:
                continue
            for target in FOUNDATIONS:
                if fits_foundation(card, table[target]):
                    found.add((source, target, 1))
        for source in ["waste", "rwaste"]:
            card = top(table, source)
            if card is None:
                continue
            for target in TABLEAU:
                onto = top(table, target)
                if onto is not None:
                    if alternate_down(card, onto):
                        found.add((source, target, 1))
                elif source == "rwaste" or (holding_out and card[0] == 13):
                    found.add((source, target, 1))
        for source in TABLEAU:
            pile = table[source]
            if not pile:
                continue
            for target in TABLEAU:
                onto = top(table, target)
                if target != source and onto is not None and alternate_down(pile[0], onto):
                    found.add((source, target, len(pile)))
        if table["reserve"]:
            found.add(("reserve", "rwaste", 1))
        if table["deck"]:
            found.add(("deck", "waste", min(3, len(table["deck"]))))
        elif table["waste"]:
            found.add(("deck", None, 0))  # turn the waste over, as often as you like
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:
            return moved(table, "waste", "deck", len(table["waste"]), face=False, one_by_one=True)
        if source in ("deck", "reserve"):
            return moved(table, source, target, count, face=True, one_by_one=True)
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_canfield_follows_its_rules():
    assert compare_random_games("canfield", lambda s: CanfieldModel(), range(1, 5), 150) > 400


@pytest.mark.slow
def test_canfield_follows_its_rules_in_many_games():
    compare_random_games("canfield", lambda s: CanfieldModel(), range(100, 300), 200)


@pytest.mark.slow
def test_canfield_follows_its_rules_played_homeward():
    compare_random_games(
        "canfield", lambda s: CanfieldModel(), range(1000, 1060), 400, choose=homeward
    )
