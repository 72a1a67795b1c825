"""cws_calculation against a model written from its rules text.

The rules (the header of games_src/cws_calculation.cdl, its piles' help,
and Calculation as PySolFC plays it): the four foundations start with an
Ace, a Two, a Three and a Four taken out of the deck, and are built,
whatever the suit, by ones, twos, threes and fours (ranks counted modulo
13, the King last), up to thirteen cards each. A click on the stock turns
one card onto the waste, once the waste is empty. The waste's card goes to
a foundation it fits or to any of the four holding piles. A holding pile's
top card may only go to a foundation. Won when the foundations hold every
card; lost when the stock and the waste are empty and no holding pile's top
card fits a foundation.
"""

from __future__ import annotations

import pytest

from .cdl_models import (
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

GAME = "cws_calculation"
FOUNDATIONS = ["F1", "F2", "F3", "F4"]
HOLDING = ["W1", "W2", "W3", "W4"]


def takes(table: Table, foundation: str, card: Seen) -> bool:
    pile = table[foundation]
    step = FOUNDATIONS.index(foundation) + 1
    return len(pile) < 13 and rank(card) == (rank(pile[-1]) + step - 1) % 13 + 1


class CalculationModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        if table["Stock"] and not table["Waste"]:
            found.add(("Stock", None, 0))
        if table["Waste"]:
            card = table["Waste"][-1]
            found |= {("Waste", f, 1) for f in FOUNDATIONS if takes(table, f, card)}
            found |= {("Waste", w, 1) for w in HOLDING}
        for pile in HOLDING:
            if table[pile]:
                card = table[pile][-1]
                found |= {(pile, f, 1) for f in FOUNDATIONS if takes(table, f, card)}
        return found

    def verdict(self, table: Table) -> str | None:
        if all(len(table[f]) == 13 for f in FOUNDATIONS):
            return "won"
        if table["Stock"] or table["Waste"]:
            return None
        fits = any(table[w] and takes(table, f, table[w][-1]) for w in HOLDING for f in FOUNDATIONS)
        return None if fits else "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is not None:
            return shift(table, source, target, count)
        out = copy(table)
        deal_one(out, "Stock", "Waste")
        return out


def test_deal_seeds_the_foundations():
    from runtime import Session

    from .harness import table_of

    table = table_of(Session.open(GAME, seed=5))
    assert [rank(table[f][0]) for f in FOUNDATIONS] == [1, 2, 3, 4]
    assert all(len(table[f]) == 1 for f in FOUNDATIONS)
    assert len(table["Stock"]) == 48 and not any(c[2] for c in table["Stock"])


def test_model_agrees_on_short_random_games():
    check_model(GAME, CalculationModel, seeds=range(1, 4), steps=100)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, CalculationModel, seeds=range(1, 60), steps=400)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(CalculationModel, progress(FOUNDATIONS))
        check_model(GAME, factory, seeds=[seed], steps=200, choose=choose)
