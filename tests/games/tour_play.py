"""Playing the Paperlang solitaires of the Grand Tour through
`runtime.Session` in tests: replaying a move list found by
`tour_search.py`, and random playouts that check every position's open moves
against the rules written again in Python."""

from __future__ import annotations

import random
from collections.abc import Callable

from cws_play import open_game  # noqa: F401  (re-exported for the game tests)

from runtime.engine.model import Move
from runtime.session import Session

Pairs = set[tuple]  # (source, target) per open move, or what `describe` makes of it


def replay(session: Session, path: str) -> None:
    """Play moves written as `str(move)`, separated by ` | `; each must be open."""
    for number, word in enumerate(path.split(" | "), 1):
        found = [m for m in session.moves() if str(m) == word.strip()]
        assert found, f"move {number} ({word}) is not open: {session.message}"
        session.play(found[0])


def pair(move: Move) -> tuple:
    """A move as (source, target); a click has no target."""
    return (move.source or "", move.target)


def open_moves(session: Session, describe: Callable[[Move], tuple] = pair) -> Pairs:
    return {describe(m) for m in session.moves()}


def playout(
    session: Session,
    expected: Callable[[Session], Pairs],
    rng: random.Random,
    prefer: Callable[[Session, object], bool] = lambda s, m: True,
    limit: int = 400,
    describe: Callable[[Move], tuple] = pair,
) -> int:
    """Play at random (moves that `prefer` likes first) until the game ends,
    checking at every position that the open moves are what `expected`
    says. Returns the number of moves played."""
    played = 0
    while session.status == "playing" and played < limit:
        assert open_moves(session, describe) == expected(session), f"after {played} moves"
        moves = session.moves()
        liked = [m for m in moves if prefer(session, m)] or moves
        session.play(rng.choice(liked))
        played += 1
    assert session.status != "playing" or played == limit
    if session.status == "lost":
        assert expected(session) == set(), "lost while a move was open"
    return played


def pile_cards(session: Session, prefix: str) -> int:
    return sum(len(session.cards(n)) for n in session.stacks() if n.startswith(prefix))
