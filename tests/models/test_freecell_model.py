"""FreeCell against a model written from its rules text (the header of
games_src/freecell.pl): foundations up in suit from the ace; columns down
in alternate colours, any card filling an empty column; four free cells of
one card each; one card at a time (a column's top card or a free cell's
card), or as a shortcut a run in sequence from column to column when
(free cells + 1), doubled for each empty column other than the target,
is at least its length."""

from __future__ import annotations

import random

import pytest

from runtime.engine.model import Move
from tests.models.cards import alternate_down, fits_foundation, homeward, members, moved, top
from tests.models.harness import MoveKey, Table, compare_random_games

CASCADES = members("cascades", 8)
CELLS = members("cells", 4)
FOUNDATIONS = members("foundations", 4)


def run_length(pile) -> int:
    """How many cards at the top of `pile` lie in sequence."""
    length = 1 if pile else 0
    while length < len(pile) and alternate_down(pile[-length], pile[-length - 1]):
        length += 1
    return length


class FreeCellModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        free_cells = sum(1 for c in CELLS if not table[c])
        empty = [c for c in CASCADES if not table[c]]
        for source in [*CASCADES, *CELLS]:
            card = top(table, source)
            if card is None:
                continue
            for target in FOUNDATIONS:
                if fits_foundation(card, table[target]):
                    found.add((source, target, 1))
            for target in CELLS:
                # from one free cell to another changes nothing: not a move
                if source not in CELLS and not table[target]:
                    found.add((source, target, 1))
            for target in CASCADES:
                onto = top(table, target)
                if target != source and (onto is None or alternate_down(card, onto)):
                    found.add((source, target, 1))
        for source in CASCADES:
            pile = table[source]
            for target in CASCADES:
                if target == source:
                    continue
                onto = top(table, target)
                others = len(empty) - (1 if onto is None else 0)
                carry = (free_cells + 1) * 2**others
                for count in range(2, min(run_length(pile), carry) + 1):
                    if onto is None or alternate_down(pile[-count], onto):
                        found.add((source, target, count))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def sparing_cells(rnd: random.Random, moves: list[Move]) -> Move:
    """Mostly moves that keep the free cells free, so that games last and
    runs grow long enough for the shortcut."""
    kept = [m for m in moves if not (m.target or "").startswith("cells")]
    return rnd.choice(kept if kept and rnd.random() < 0.85 else moves)


def test_freecell_follows_its_rules():
    compared = compare_random_games(
        "freecell", lambda s: FreeCellModel(), range(1, 5), 150, choose=sparing_cells
    )
    assert compared > 400


@pytest.mark.slow
def test_freecell_follows_its_rules_in_many_games():
    compare_random_games(
        "freecell", lambda s: FreeCellModel(), range(100, 250), 300, choose=sparing_cells
    )


@pytest.mark.slow
def test_freecell_follows_its_rules_played_homeward():
    compare_random_games(
        "freecell", lambda s: FreeCellModel(), range(1000, 1060), 400, choose=homeward
    )
