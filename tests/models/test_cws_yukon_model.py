"""cws_yukon against a model written from its rules text.

The rules (the header of games_src/cws_yukon.cdl, its piles' help, and
Yukon as PySolFC and Aisleriot play it): seven columns of 1 to 7 cards, the
top card of each face up, then four more cards face up on each column but
the first; no stock. Any face-up card moves, with every card on it (in
order or not), onto a face-up card one higher of the other colour; only a
King, with the cards on it, may fill an empty column. A card a move
uncovers turns face up. A column's top card may go to a foundation, built
up in suit from the Ace; cards on a foundation stay there. Won when the
foundations hold every card; lost when no move is left but a King
heading a whole column going to an empty one (which changes nothing).
"""

from __future__ import annotations

import pytest

from .cdl_models import (
    KING,
    VerdictModel,
    alternate,
    changes_something,
    check_model,
    face_up,
    foundation_takes,
    guided,
    progress,
    rank,
    shift,
    slow_only,
    turn_top_up,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_yukon"
FOUNDATIONS = ["A1", "A2", "A3", "A4"]
COLUMNS = [f"T{n}" for n in range(1, 8)]


def column_takes(pile: list[Seen], card: Seen) -> bool:
    if not pile:
        return rank(card) == KING
    top = pile[-1]
    return face_up(top) and alternate(card, top) and rank(card) + 1 == rank(top)


class YukonModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in COLUMNS:
            pile = table[source]
            if not pile:
                continue
            found |= {(source, f, 1) for f in FOUNDATIONS if foundation_takes(table[f], pile[-1])}
            for at, card in enumerate(pile):
                if face_up(card):
                    found |= {
                        (source, t, len(pile) - at)
                        for t in COLUMNS
                        if t != source and column_takes(table[t], card)
                    }
        return found

    def verdict(self, table: Table) -> str | None:
        if sum(len(table[f]) for f in FOUNDATIONS) == 52:
            return "won"
        left = self.open_moves(table)
        if any(changes_something(table, move, COLUMNS) for move in left):
            return None
        return "lost"

    def after(self, table: Table, move: MoveKey) -> Table:
        out = shift(table, *move)
        turn_top_up(out, COLUMNS)
        return out


def test_model_agrees_on_short_random_games():
    check_model(GAME, YukonModel, seeds=range(1, 3), steps=80)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, YukonModel, seeds=range(1, 15), steps=300)


@pytest.mark.slow
def test_model_agrees_on_guided_games(request):
    """Games steered towards the foundations reach wins and late positions."""
    slow_only(request)
    for seed in range(1, 7):
        factory, choose = guided(YukonModel, progress(FOUNDATIONS))
        check_model(GAME, factory, seeds=[seed], steps=200, choose=choose)
