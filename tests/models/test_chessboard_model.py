"""Chessboard against a model written from its rules text (the header of
games_src/chessboard.pl, PySolFC's Chessboard): ten columns of face-up
cards (six, six, then five); one card moves at a time; columns built up or
down in suit with ranks going round, any card in an empty column;
foundations up in suit, ranks going round, each started by a card of the
rank the first foundation card had (any rank for the very first)."""

from __future__ import annotations

import pytest

from tests.models.cards import homeward, members, moved, top
from tests.models.harness import MoveKey, Seen, Table, compare_random_games

TABLEAU = members("tableau", 10)
FOUNDATIONS = members("foundations", 4)


def base_rank(table: Table) -> int | None:
    """The rank every foundation starts with, once one has a card."""
    started = [table[f][0][0] for f in FOUNDATIONS if table[f]]
    return started[0] if started else None


def goes_home(card: Seen, pile: list[Seen], base: int | None) -> bool:
    if not pile:
        return base is None or card[0] == base
    return len(pile) < 13 and pile[-1][1] == card[1] and card[0] == pile[-1][0] % 13 + 1


def goes_on(card: Seen, pile: list[Seen]) -> bool:
    if not pile:
        return True
    return pile[-1][1] == card[1] and (pile[-1][0] - card[0]) % 13 in (1, 12)


class ChessboardModel:
    def moves(self, table: Table) -> set[MoveKey]:
        found: set[MoveKey] = set()
        base = base_rank(table)
        for source in TABLEAU:
            card = top(table, source)
            if card is None:
                continue
            found |= {(source, f, 1) for f in FOUNDATIONS if goes_home(card, table[f], base)}
            found |= {(source, t, 1) for t in TABLEAU if t != source and goes_on(card, table[t])}
        return found

    def after(self, table: Table, move: MoveKey) -> Table:
        source, target, count = move
        return moved(table, source, target, count)

    def status(self, table: Table) -> str:
        return "won" if all(len(table[f]) == 13 for f in FOUNDATIONS) else "lost"


def test_chessboard_follows_its_rules():
    # random games end soon (a move to a foundation fixes its base, and few cards fit)
    assert compare_random_games("chessboard", lambda s: ChessboardModel(), range(1, 40), 80) > 250
    compare_random_games("chessboard", lambda s: ChessboardModel(), range(1, 20), 80, homeward)


@pytest.mark.slow
def test_chessboard_follows_its_rules_in_many_games():
    assert compare_random_games("chessboard", lambda s: ChessboardModel(), range(40, 1000), 300)
    compare_random_games(
        "chessboard", lambda s: ChessboardModel(), range(1000, 1300), 300, homeward
    )
