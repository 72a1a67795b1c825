"""cws_clock against a model written from its rules text.

The rules (the header of games_src/cws_clock.cdl, its piles' help, and
Clock as PySolFC and Aisleriot play it): thirteen piles of four cards, face
down: H1..H12 around a clock (the Ace at one o'clock .. the Jack at eleven,
the Queen at twelve) and the Kings' pile in the centre. The first move is a
click on the centre pile: its top card is turned up and goes, face up,
under the pile of its rank, and that pile's top card is turned up. From then
on the one pile whose top card is face up and not yet in its place is
clicked (or its card dragged to the pile of its rank: the same move) to do
the same with it. Won when every card is face up under its own pile; lost
when the fourth King turns up before that. As in Aisleriot ("game is over
when there are four kings in the middle"), a King that turns up on an
hour's pile still goes to the centre: the game is lost when the fourth King
is there, face up, and a card is still face down.
"""

from __future__ import annotations

import pytest

from .cdl_models import KING, VerdictModel, check_model, copy, face_up, rank, slow_only, turned
from .harness import MoveKey, Seen, Table

GAME = "cws_clock"
HOURS = [f"H{n}" for n in range(1, 13)]


def home(card: Seen) -> str:
    return "Kings" if rank(card) == KING else f"H{rank(card)}"


class ClockModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        pass

    @staticmethod
    def to_place(table: Table) -> str | None:
        """The pile whose top card is the next to go home."""
        if not any(face_up(c) for pile in table.values() for c in pile):
            return "Kings"
        for name, pile in table.items():
            if not pile or not face_up(pile[-1]):
                continue
            waiting = any(not face_up(c) for c in pile)
            if home(pile[-1]) != name or waiting:
                return name
        return None

    def open_moves(self, table: Table) -> set[MoveKey]:
        pile = self.to_place(table)
        return set() if pile is None else {(pile, None, 1)}

    def verdict(self, table: Table) -> str | None:
        placed = all(
            len(pile) == 4 and all(face_up(c) and home(c) == name for c in pile)
            for name, pile in table.items()
        )
        if placed:
            return "won"
        centre = [c for c in table["Kings"] if face_up(c) and rank(c) == KING]
        hidden = any(not face_up(c) for pile in table.values() for c in pile)
        return "lost" if len(centre) == 4 and hidden else None

    def after(self, table: Table, move: MoveKey) -> Table:
        out = copy(table)
        card = turned(out[move[0]].pop())
        target = out[home(card)]
        target.insert(0, card)
        target[-1] = turned(target[-1])
        return out


def test_model_agrees_on_short_random_games():
    check_model(GAME, ClockModel, seeds=range(1, 4), steps=60)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, ClockModel, seeds=range(1, 200), steps=60)
