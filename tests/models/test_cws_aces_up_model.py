"""cws_aces_up against a model written from its rules text.

The rules (the header of games_src/cws_aces_up.cdl, its piles' help, and
Aces Up as PySolFC plays it): four columns of one card each, the rest is
the stock. A click on the stock deals one more card, face up, onto each
column, empty or not, while it lasts; it is dealt once only. A column's top
card may be discarded (a click on it, or a drag to the discard pile) when a
higher card of the same suit tops another column; the Ace is the highest
card. Any top card may go to an empty column. Won when the 48 cards other
than the Aces are discarded; lost when the stock is dealt, no top card can
be discarded, and no card can be uncovered by moving the one on it to an
empty column.
"""

from __future__ import annotations

import pytest

from .cdl_models import (
    ACE,
    VerdictModel,
    check_model,
    copy,
    deal_one,
    guided,
    progress,
    rank,
    shift,
    slow_only,
    suit,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_aces_up"
COLUMNS = ["C1", "C2", "C3", "C4"]


def value(card: Seen) -> int:
    """Aces high."""
    return 14 if rank(card) == ACE else rank(card)


class AcesUpModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    @staticmethod
    def beaten(table: Table, column: str) -> bool:
        card = table[column][-1]
        return any(
            table[other]
            and suit(table[other][-1]) == suit(card)
            and value(table[other][-1]) > value(card)
            for other in COLUMNS
            if other != column
        )

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        if table["Stock"]:
            found.add(("Stock", None, 0))
        for column in COLUMNS:
            if not table[column]:
                continue
            if self.beaten(table, column):
                # a drag to the discard pile does what the click does: the
                # game lists such a drag as the click
                found.add((column, None, 1))
            found |= {(column, other, 1) for other in COLUMNS if not table[other]}
        return found

    def verdict(self, table: Table) -> str | None:
        if len(table["Discard"]) == 48:
            return "won"
        if table["Stock"]:
            return None
        if any(table[c] and self.beaten(table, c) for c in COLUMNS):
            return None
        spread = any(not table[c] for c in COLUMNS) and any(len(table[c]) > 1 for c in COLUMNS)
        return None if spread else "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if source == "Stock":
            out = copy(table)
            for column in COLUMNS:
                deal_one(out, "Stock", column)
            return out
        return shift(table, source, target or "Discard", count)


def test_model_agrees_on_short_random_games():
    check_model(GAME, AcesUpModel, seeds=range(1, 4), steps=100)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, AcesUpModel, seeds=range(1, 80), steps=400)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(AcesUpModel, progress(["Discard"]))
        check_model(GAME, factory, seeds=[seed], steps=100, choose=choose)
