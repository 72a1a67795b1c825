"""Stronghold against a model written from its rules text (the header of
games_src/stronghold.pl, PySolFC's Stronghold): Streets and Alleys' eight
rows of face-up cards (7 7 7 7 6 6 6 6), built down regardless of suit, any
card in an empty row; one free cell; foundations up in suit from the ace;
one card at a time, or a run down by rank as long as (1 + an empty cell)
doubled for each empty row (not the one moved into) allows."""

from __future__ import annotations

import pytest

from tests.models.families_g import goes_home
from tests.models.harness import MoveKey, Table, compare_random_games
from tests.models.pl_cards import homeward, members, moved, top

TABLEAU = members("tableau", 8)
FOUNDATIONS = members("foundations", 4)


def run_length(pile) -> int:
    """How many cards at the top of the pile run down by rank."""
    n = 1 if pile else 0
    while n < len(pile) and pile[-n - 1][0] == pile[-n][0] + 1:
        n += 1
    return n


class StrongholdModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        cell_free = not table["cell"]
        empty = sum(not table[t] for t in TABLEAU)
        for source in [*TABLEAU, "cell"]:
            card = top(table, source)
            if card is None:
                continue
            found |= {(source, f, 1) for f in FOUNDATIONS if goes_home(card, table[f])}
            if source == "cell":
                found |= {
                    ("cell", t, 1)
                    for t in TABLEAU
                    if not table[t] or table[t][-1][0] == card[0] + 1
                }
                continue
            if cell_free:
                found.add((source, "cell", 1))
            for target in TABLEAU:
                if target == source:
                    continue
                room = (1 + cell_free) * 2 ** (empty - (not table[target]))
                for n in range(1, min(run_length(table[source]), room) + 1):
                    onto = top(table, target)
                    if onto is None or onto[0] == table[source][-n][0] + 1:
                        found.add((source, target, n))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def model(_session):
    return StrongholdModel()


def test_stronghold_follows_its_rules():
    assert compare_random_games("stronghold", model, range(1, 3), 120) > 200
    compare_random_games("stronghold", model, [40], 150, choose=homeward)


@pytest.mark.slow
def test_stronghold_follows_its_rules_in_many_games():
    compare_random_games("stronghold", lambda s: StrongholdModel(), range(100, 160), 300)
    compare_random_games(
        "stronghold", lambda s: StrongholdModel(), range(1000, 1040), 400, homeward
    )
