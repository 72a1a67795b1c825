"""Easthaven against a model written from its rules text (the header of
games_src/easthaven.pl, PySolFC's Easthaven): seven columns of three, the
top card up; columns down in alternate colours, a face-up run in sequence
moves as a unit, any card or run fills an empty column; foundations up in
suit from the ace, one card at a time from a column; a click on the stock
deals one card face up to each column in turn, as far as it goes."""

from __future__ import annotations

import pytest

from tests.models.harness import MoveKey, Table, compare_random_games
from tests.models.pl_cards import alternate_down, copied, homeward, members, moved, top, turn_up_top

TABLEAU = members("tableau", 7)
FOUNDATIONS = members("foundations", 4)


def fits_foundation(card, pile) -> bool:
    if not pile:
        return card[0] == 1
    return pile[-1][1] == card[1] and pile[-1][0] == card[0] - 1


def in_sequence(run) -> bool:
    return all(c[2] for c in run) and all(
        alternate_down(run[k + 1], run[k]) for k in range(len(run) - 1)
    )


class EasthavenModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        for source in TABLEAU:
            pile = table[source]
            for start in range(len(pile)):
                if not in_sequence(pile[start:]):
                    continue
                card, count = pile[start], len(pile) - start
                for target in TABLEAU:
                    onto = top(table, target)
                    if target != source and (onto is None or alternate_down(card, onto)):
                        found.add((source, target, count))
            if pile and pile[-1][2]:
                for target in FOUNDATIONS:
                    if fits_foundation(pile[-1], table[target]):
                        found.add((source, target, 1))
        if table["deck"]:
            found.add(("deck", None, 0))
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        if target is None:
            result = copied(table)
            for column in TABLEAU:
                if result["deck"]:
                    rank, suit, _ = result["deck"].pop()
                    result[column].append((rank, suit, True))
            return result
        result = moved(table, source, target, count)
        turn_up_top(result, source)
        return result

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_easthaven_follows_its_rules():
    assert compare_random_games("easthaven", lambda s: EasthavenModel(), range(1, 3), 100) > 60
    compare_random_games("easthaven", lambda s: EasthavenModel(), [40], 150, choose=homeward)


@pytest.mark.slow
def test_easthaven_follows_its_rules_in_many_games():
    compare_random_games("easthaven", lambda s: EasthavenModel(), range(100, 200), 200)
    compare_random_games(
        "easthaven", lambda s: EasthavenModel(), range(1000, 1050), 400, choose=homeward
    )
