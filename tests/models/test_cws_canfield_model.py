"""cws_canfield against a model written from its rules text.

The rules (the header of games_src/cws_canfield.cdl and its piles' help):
four foundations built up in suit from the Ace; four columns of one card,
built down in alternate colours; a reserve of 13 cards turned one at a time
onto its own waste and never turned again; a stock turned three at a time
onto the waste, and the waste turned over again when the stock is empty,
as often as you like. The top card of either waste goes to a foundation or
a column. A column moves to another only as a whole unit; its top card may
go to a foundation. An empty column is filled from the reserve's waste
while the reserve lasts (the reserve or its waste still holds a card);
after that, only a King from the waste may fill it. Cards on a foundation
stay there. The game is lost when the reserve is turned and no card
anywhere (stock, waste, reserve waste, columns) could still move.
"""

from __future__ import annotations

import pytest

from .cdl_models import (
    KING,
    VerdictModel,
    alternate,
    check_model,
    copy,
    deal_one,
    foundation_takes,
    guided,
    progress,
    rank,
    shift,
    slow_only,
    turned,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_canfield"
FOUNDATIONS = ["A1", "A2", "A3", "A4"]
COLUMNS = ["T1", "T2", "T3", "T4"]


class CanfieldModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    @staticmethod
    def reserve_lasts(table: Table) -> bool:
        return bool(table["Reserve"] or table["RWaste"])

    def column_takes(self, table: Table, column: str, card: Seen, source: str) -> bool:
        pile = table[column]
        if not pile:
            if self.reserve_lasts(table):
                return source == "RWaste"
            return source == "Waste" and rank(card) == KING
        top = pile[-1]
        return alternate(card, top) and rank(card) + 1 == rank(top)

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        if table["Stock"] or table["Waste"]:
            found.add(("Stock", None, 0))
        if table["Reserve"]:
            found.add(("Reserve", None, 0))
        for source in ("Waste", "RWaste"):
            if not table[source]:
                continue
            card = table[source][-1]
            found |= {(source, f, 1) for f in FOUNDATIONS if foundation_takes(table[f], card)}
            found |= {(source, t, 1) for t in COLUMNS if self.column_takes(table, t, card, source)}
        for source in COLUMNS:
            pile = table[source]
            if not pile:
                continue
            found |= {(source, f, 1) for f in FOUNDATIONS if foundation_takes(table[f], pile[-1])}
            found |= {
                (source, t, len(pile))
                for t in COLUMNS
                if t != source and table[t] and self.column_takes(table, t, pile[0], source)
            }
        return found

    def could_move(self, table: Table, card: Seen, source: str) -> bool:
        return any(foundation_takes(table[f], card) for f in FOUNDATIONS) or any(
            self.column_takes(table, t, card, source) for t in COLUMNS if t != source
        )

    def verdict(self, table: Table) -> str | None:
        if sum(len(table[f]) for f in FOUNDATIONS) == 52:
            return "won"
        if table["Reserve"]:
            return None
        stock_cards = [turned(c) for c in table["Stock"]] + table["Waste"]
        if any(self.could_move(table, c, "Waste") for c in stock_cards):
            return None
        if table["RWaste"] and self.could_move(table, table["RWaste"][-1], "RWaste"):
            return None
        for column in COLUMNS:
            pile = table[column]
            if pile and any(foundation_takes(table[f], pile[-1]) for f in FOUNDATIONS):
                return None
            if pile and any(
                table[t] and self.column_takes(table, t, pile[0], column)
                for t in COLUMNS
                if t != column
            ):
                return None
        return "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is not None:
            return shift(table, source, target, count)
        out = copy(table)
        if source == "Reserve":
            deal_one(out, "Reserve", "RWaste")
        elif out["Stock"]:
            for _ in range(min(3, len(out["Stock"]))):
                deal_one(out, "Stock", "Waste")
        else:
            out["Stock"] = [turned(c, False) for c in reversed(out["Waste"])]
            out["Waste"] = []
        return out


def test_model_agrees_on_short_random_games():
    check_model(GAME, CanfieldModel, seeds=range(1, 3), steps=100)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, CanfieldModel, seeds=range(1, 25), steps=400)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(CanfieldModel, progress(FOUNDATIONS))
        check_model(GAME, factory, seeds=[seed], steps=300, choose=choose)
