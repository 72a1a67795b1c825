"""Pyramid against a model written from its rules text (the header of
games_src/pyramid.pl and seed 002's description): cards leave in pairs
totalling 13 (drag one onto the other), a king alone (click it); a pyramid
card is playable when no card covers it, and also as the pair of the one
card still covering it (seed 002 selects the covering card first and the
covered one as its pair, so the covered card is dragged onto, not
dragged); the stock's top card (face up) and the waste's top card are
playable; a click turns the stock's top card onto the waste; the stock is
gone through once."""

from __future__ import annotations

import pytest

from tests.models.cards import copied, homeward, members, turn_up_top
from tests.models.harness import MoveKey, Table, compare_random_games

PYRAMID = members("pyramid", 28)


def place(row: int, i: int) -> str:
    return PYRAMID[row * (row + 1) // 2 + i]


COVERS = {  # each pyramid place and the two places of the row below that lie on it
    place(row, i): (place(row + 1, i), place(row + 1, i + 1))
    for row in range(6)
    for i in range(row + 1)
}


class PyramidModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        free = [p for p in PYRAMID if table[p] and not any(table[c] for c in COVERS.get(p, ()))]
        tops = [s for s in ("deck", "waste") if table[s]]
        playable = free + tops
        for name in playable:
            if table[name][-1][0] == 13:
                found.add((name, "foundation", 1))
        for a in playable:
            for b in playable:
                if a != b and table[a][-1][0] + table[b][-1][0] == 13:
                    found.add((a, b, 1))
        # the card still covering its pair: seed 002 selects it first and the
        # covered card as its pair, so the covered card is only ever a target
        for covered, coverers in COVERS.items():
            if not table[covered]:
                continue
            still = [c for c in coverers if table[c]]
            if len(still) == 1 and still[0] in free:
                if table[covered][-1][0] + table[still[0]][-1][0] == 13:
                    found.add((still[0], covered, 1))
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, _ = move
        result = copied(table)
        if target is None:
            card = result["deck"].pop()
            result["waste"].append(card)
        else:
            result["foundation"].append(result[source].pop())
            if target != "foundation":
                result["foundation"].append(result[target].pop())
        turn_up_top(result, "deck")  # the stock's next card shows
        return result

    def status(self, table: Table) -> str:
        return "won" if len(table["foundation"]) == 52 else "lost"


def test_pyramid_follows_its_rules():
    assert compare_random_games("pyramid", lambda s: PyramidModel(), range(1, 9), 150) > 200


@pytest.mark.slow
def test_pyramid_follows_its_rules_in_many_games():
    compare_random_games("pyramid", lambda s: PyramidModel(), range(100, 500), 200)


@pytest.mark.slow
def test_pyramid_follows_its_rules_played_homeward():
    compare_random_games(
        "pyramid", lambda s: PyramidModel(), range(1000, 1060), 400, choose=homeward
    )
