"""Canfield draw one against the model of Canfield's rules text
(tests/models/test_canfield_model.py, written from the seed's description)
with the one change the header of games_src/canfield_draw_one.pl makes:
the main stock is turned one card at a time, so in another round every
card of the main waste comes to the top in turn."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward
from tests.models.harness import MoveKey, Table, compare_random_games
from tests.models.test_canfield_model import FOUNDATIONS, CanfieldModel


class CanfieldDrawOneModel(CanfieldModel):
    def _allowed(self, table: Table) -> set[MoveKey]:
        found = super()._allowed(table)
        if table["deck"]:
            found.discard(("deck", "waste", min(3, len(table["deck"]))))
            found.add(("deck", "waste", 1))
        return found

    def _no_play_in_another_round(self, table: Table) -> bool:
        if table["deck"] or table["reserve"] or not table["waste"]:
            return False
        if all(len(table[f]) == 13 for f in FOUNDATIONS):
            return False
        if self._plays(table):
            return False
        seen = self.after(table, ("deck", None, 0))
        while seen["deck"]:
            seen = self.after(seen, ("deck", "waste", 1))
            if self._plays(seen):
                return False
        return True


def test_canfield_draw_one_follows_its_rules():
    model = CanfieldDrawOneModel
    assert compare_random_games("canfield_draw_one", lambda s: model(), range(1, 3), 100) > 100
    compare_random_games("canfield_draw_one", lambda s: model(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_canfield_draw_one_follows_its_rules_in_many_games():
    model = CanfieldDrawOneModel
    compare_random_games("canfield_draw_one", lambda s: model(), range(100, 250), 200)
    compare_random_games(
        "canfield_draw_one", lambda s: model(), range(1000, 1060), 400, choose=homeward
    )
