"""cws_klondike against a model written from its rules text.

The rules (the header of games_src/cws_klondike.cdl, its piles' help, and
Klondike as PySolFC and Aisleriot play it, draw three): seven columns of 1
to 7 cards, the top card face up, and a card a move uncovers turns face up.
The stock turns three cards at a time (fewer at its end) onto the waste;
when it is empty a click turns the waste back over, as often as you like.
The waste's top card goes to a foundation or a column. Any face-up card of
a column moves, with the cards on it, onto a face-up card one higher of the
other colour, or, a King only, to an empty column; a column's top card may
go to a foundation. Foundations are built up in suit from the Ace and their
cards stay there. The game is lost when no card of the stock, the waste or
the columns could move any more: no stock or waste card fits a foundation
or a column, no column's top card fits a foundation, and no face-up column
card fits another column (a King already at the bottom of its column does
not count: moving it changes nothing).
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
    face_up,
    foundation_takes,
    guided,
    progress,
    rank,
    shift,
    slow_only,
    turn_top_up,
    turned,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_klondike"
FOUNDATIONS = ["A1", "A2", "A3", "A4"]
COLUMNS = [f"T{n}" for n in range(1, 8)]


def column_takes(pile: list[Seen], card: Seen) -> bool:
    if not pile:
        return rank(card) == KING
    top = pile[-1]
    return face_up(top) and alternate(card, top) and rank(card) + 1 == rank(top)


class KlondikeModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        if table["Stock"] or table["Waste"]:
            found.add(("Stock", None, 0))
        tops = [("Waste", table["Waste"][-1:])] + [(c, table[c][-1:]) for c in COLUMNS]
        for source, top in tops:
            if top and face_up(top[0]):
                found |= {(source, f, 1) for f in FOUNDATIONS if foundation_takes(table[f], top[0])}
        if table["Waste"]:
            card = table["Waste"][-1]
            found |= {("Waste", t, 1) for t in COLUMNS if column_takes(table[t], card)}
        for source in COLUMNS:
            pile = table[source]
            for at, card in enumerate(pile):
                if not face_up(card):
                    continue
                found |= {
                    (source, t, len(pile) - at)
                    for t in COLUMNS
                    if t != source and column_takes(table[t], card)
                }
        return found

    def verdict(self, table: Table) -> str | None:
        if sum(len(table[f]) for f in FOUNDATIONS) == 52:
            return "won"

        def fits_anywhere(card: Seen) -> bool:
            return any(foundation_takes(table[f], card) for f in FOUNDATIONS) or any(
                column_takes(table[t], card) for t in COLUMNS
            )

        if any(fits_anywhere(turned(c)) for c in table["Stock"] + table["Waste"]):
            return None
        for source in COLUMNS:
            pile = table[source]
            if pile and any(foundation_takes(table[f], pile[-1]) for f in FOUNDATIONS):
                return None
            for at, card in enumerate(pile):
                if face_up(card) and any(
                    t != source and column_takes(table[t], card) and (at > 0 or table[t])
                    for t in COLUMNS
                ):
                    return None
        return "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is not None:
            out = shift(table, source, target, count)
            turn_top_up(out, COLUMNS)
            return out
        out = copy(table)
        if out["Stock"]:
            for _ in range(min(3, len(out["Stock"]))):
                deal_one(out, "Stock", "Waste")
        else:
            out["Stock"] = [turned(c, False) for c in reversed(out["Waste"])]
            out["Waste"] = []
        return out


def test_model_agrees_on_short_random_games():
    check_model(GAME, KlondikeModel, seeds=range(1, 3), steps=80)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, KlondikeModel, seeds=range(1, 20), steps=300)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(KlondikeModel, progress(FOUNDATIONS))
        check_model(GAME, factory, seeds=[seed], steps=300, choose=choose)
