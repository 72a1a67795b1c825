"""cws_tour against a model of what the toy is meant to do.

The tour is not a solitaire: it is a toy that runs every CDL statement.
Its rules are its header, its Help texts and the manual examples it names:
- A1 holds the manual's MOVE example [13,5,8,3,2,4] (AH 6S 9S 4S 3S 5S)
  and A2 [1,6,9] (2S 7S 10S). A left click on A1 does `MOVE A1[2..4] TO
  A2[3]` (while A1 has four cards and A2 a third position to insert
  before); a right click INVERSEs A1. A click on A2 REMOVEs its top card.
- D1 (AH..4H) runs the manual's DoShade at the clicked position: that card
  becomes a shaded King of Spades and the top card is turned face down.
- The Deck is shuffled face down. A left drag takes its top card, face up,
  to Goal; a right drag its top two; Goal takes cards while it holds four
  at most, and a click on a Goal card moves it and those on it back onto
  the Deck. A left click on the Deck only notes its top card (`Last`,
  `Picked`) and leaves it face down.
- A click on Loops only sets variables (Total, counted over the stacks
  holding cards up to the first empty one, Flag?, Note, Where, Picked).
- Won when Goal holds four cards; there is no losing.

A click that changes nothing is no move, so the model keeps the variables
a click can change (Last, Picked, and what Loops sets) as its memory.
Keys the game shares between moves (the left and right click on A1, a
click on each D1 or Goal position) leave `after` silent when ambiguous.
"""

from __future__ import annotations

import pytest

from .cdl_models import (
    VerdictModel,
    check_model,
    copy,
    face_up,
    guided,
    rank,
    slow_only,
    suit,
    turned,
)
from .harness import MoveKey, Seen, Table

GAME = "cws_tour"
LIMIT = 4
KING_OF_SPADES = (13, "S")


class TourModel(VerdictModel):
    def __init__(self, _session=None) -> None:
        self.last: tuple[int, str] | None = None
        self.picked: str | None = None
        self.total: int | None = None  # None until Loops has been clicked

    @staticmethod
    def count_until_empty(table: Table) -> int:
        total = 0
        for name in ("A1", "A2", "D1", "Goal"):
            if not table[name]:
                break
            total += 1
        return total

    @staticmethod
    def d1_results(table: Table) -> list[list[Seen]]:
        """D1 after a click on each of its positions, when that changes it."""
        pile = table["D1"]
        out = []
        for at in range(len(pile)):
            new = list(pile)
            new[at] = (*KING_OF_SPADES, True)
            new[-1] = turned(new[-1], False)
            if new != pile:
                out.append(new)
        return out

    def a1_left(self, table: Table) -> bool:
        return len(table["A1"]) >= 4 and len(table["A2"]) >= 2

    def a1_right(self, table: Table) -> bool:
        return len(table["A1"]) >= 2

    def open_moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        if self.a1_left(table) or self.a1_right(table):
            found.add(("A1", None, 0))
        if table["A2"]:
            found.add(("A2", None, 0))
        if self.d1_results(table):
            found.add(("D1", None, 0))
        deck = table["Deck"]
        if deck:
            top = deck[-1]
            if face_up(top) or self.last != (rank(top), suit(top)) or self.picked != "Deck":
                found.add(("Deck", None, 1))
            for count in (1, 2):
                if len(deck) >= count and len(table["Goal"]) + count <= LIMIT:
                    found.add(("Deck", "Goal", count))
        if table["Goal"]:
            found.add(("Goal", None, 0))
        if self.total != self.count_until_empty(table) or self.picked != "Loops":
            found.add(("Loops", None, 0))
        return found

    def verdict(self, table: Table) -> str | None:
        return "won" if len(table["Goal"]) == LIMIT else None

    def after(self, table: Table, move: MoveKey) -> Table | None:
        source, target, count = move
        out = copy(table)
        if source == "Deck" and target == "Goal":
            cut = len(out["Deck"]) - count
            out["Goal"] += [turned(c) for c in out["Deck"][cut:]]
            del out["Deck"][cut:]
        elif source == "Deck":
            out["Deck"][-1] = turned(out["Deck"][-1], False)
        elif source == "A2":
            out["A2"].pop()
        elif source == "A1":
            left, right = self.a1_left(table), self.a1_right(table)
            if left and right:
                return None
            if left:
                moved = out["A1"][1:4]
                del out["A1"][1:4]
                out["A2"][2:2] = moved
            else:
                out["A1"].reverse()
        elif source == "D1":
            results = self.d1_results(table)
            if len(results) != 1:
                return None
            out["D1"] = results[0]
        elif source == "Goal":
            if len(table["Goal"]) != 1:
                return None
            out["Deck"] += out["Goal"]
            out["Goal"] = []
        return out

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        source, target, count = move
        if source == "Deck" and (target is None or count == 1):
            top = table["Deck"][-1]
            self.last, self.picked = (rank(top), suit(top)), "Deck"
        elif source == "Loops":
            self.total, self.picked = self.count_until_empty(table), "Loops"


def test_model_agrees_on_short_random_games():
    check_model(GAME, TourModel, seeds=range(1, 6), steps=40)


@pytest.mark.slow
def test_model_agrees_on_long_random_games(request):
    slow_only(request)
    check_model(GAME, TourModel, seeds=range(1, 200), steps=100)


@pytest.mark.slow
def test_model_agrees_on_games_that_keep_off_the_goal(request):
    """Random play fills Goal soon; these games mostly click elsewhere."""
    slow_only(request)
    for seed in range(1, 21):
        factory, choose = guided(TourModel, lambda table: -len(table["Goal"]), explore=0.5)
        check_model(GAME, factory, seeds=[seed], steps=100, choose=choose)
