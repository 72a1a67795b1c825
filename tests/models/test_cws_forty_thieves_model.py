"""cws_forty_thieves against a model written from its rules text.

The rules (the header of games_src/cws_forty_thieves.cdl, its piles' help,
and Forty Thieves as PySolFC plays it): two packs. Ten columns of four
cards, all face up; the other 64 cards are the stock. Eight foundations are
built up in suit from the Ace, and their cards stay there. The columns are
built down in suit, one card at a time (only a top card moves); any card
may fill an empty column. A click on the stock turns one card onto the
waste; the stock is gone through once only. The waste's top card goes to a
foundation or a column. Won when the foundations hold all 104 cards; lost
when no move is left but a lone card going from its column to an empty
one (which changes nothing).
"""

from __future__ import annotations

import pytest

from .cdl_models import (
    VerdictModel,
    changes_something,
    check_model,
    copy,
    deal_one,
    foundation_takes,
    guided,
    progress,
    rank,
    shift,
    slow_only,
    suit,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_forty_thieves"
FOUNDATIONS = [f"F{n}" for n in range(1, 9)]
COLUMNS = [f"T{n}" for n in range(1, 11)]


def column_takes(pile: list[Seen], card: Seen) -> bool:
    if not pile:
        return True
    return suit(pile[-1]) == suit(card) and rank(card) + 1 == rank(pile[-1])


class FortyThievesModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        if table["Stock"]:
            found.add(("Stock", None, 0))
        for source in ["Waste", *COLUMNS]:
            if not table[source]:
                continue
            card = table[source][-1]
            found |= {(source, f, 1) for f in FOUNDATIONS if foundation_takes(table[f], card)}
            found |= {
                (source, t, 1) for t in COLUMNS if t != source and column_takes(table[t], card)
            }
        return found

    def verdict(self, table: Table) -> str | None:
        if sum(len(table[f]) for f in FOUNDATIONS) == 104:
            return "won"
        left = self.open_moves(table)
        if any(changes_something(table, move, COLUMNS) for move in left):
            return None
        return "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is not None:
            return shift(table, source, target, count)
        out = copy(table)
        deal_one(out, "Stock", "Waste")
        return out


def test_model_agrees_on_short_random_games():
    check_model(GAME, FortyThievesModel, seeds=range(1, 3), steps=60)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, FortyThievesModel, seeds=range(1, 15), steps=400)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(FortyThievesModel, progress(FOUNDATIONS))
        check_model(GAME, factory, seeds=[seed], steps=300, choose=choose)
