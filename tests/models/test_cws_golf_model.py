"""cws_golf against a model written from its rules text.

The rules (the header of games_src/cws_golf.cdl, its piles' help, and Golf
as PySolFC plays it): seven columns of five cards, all face up, and one
card on the foundation; the rest is the stock. The top card of a column
goes to the foundation when it is one above or one below the foundation's
top card, whatever the suit; the Ace is low and the King high, so nothing
goes on a King and only a Two on an Ace. A click on the stock turns its
next card onto the foundation. Won when every card is on the foundation;
lost when the stock is empty and no column's top card fits.
"""

from __future__ import annotations

import pytest

from .cdl_models import (
    KING,
    VerdictModel,
    check_model,
    copy,
    deal_one,
    guided,
    progress,
    rank,
    shift,
    slow_only,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_golf"
COLUMNS = [f"C{n}" for n in range(1, 8)]


def fits(table: Table, card: Seen) -> bool:
    top = table["Found"][-1]
    return rank(top) != KING and abs(rank(card) - rank(top)) == 1


class GolfModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    def open_moves(self, table: Table) -> set[MoveKey]:
        found = {(c, "Found", 1) for c in COLUMNS if table[c] and fits(table, table[c][-1])}
        if table["Stock"]:
            found.add(("Stock", None, 0))
        return found

    def verdict(self, table: Table) -> str | None:
        if len(table["Found"]) == 52:
            return "won"
        if table["Stock"] or any(table[c] and fits(table, table[c][-1]) for c in COLUMNS):
            return None
        return "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is not None:
            return shift(table, source, target, count)
        out = copy(table)
        deal_one(out, "Stock", "Found")
        return out


def test_model_agrees_on_short_random_games():
    check_model(GAME, GolfModel, seeds=range(1, 5), steps=100)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, GolfModel, seeds=range(1, 150), steps=200)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(GolfModel, progress(["Found"]))
        check_model(GAME, factory, seeds=[seed], steps=100, choose=choose)
