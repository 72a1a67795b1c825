"""Random playouts of a compiled game checked move by move against a
little model of it written from the language reference: what the tests
of the features the compiled engine took over share."""

from __future__ import annotations

import functools
import random
from collections.abc import Callable
from typing import Any, Protocol

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import Move
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled


class Model(Protocol):
    """A game as the reference says it plays: its stacks' cards by name
    (as `read` gives them), the options open in order, and a move played."""

    stacks: dict[str, list[Any]]

    def moves(self) -> list[Any]: ...

    def play(self, move: Move) -> None: ...


@functools.cache
def compiled(source: str) -> type[FlatGame]:
    """The class `source` compiles to, checked to compile without a word:
    once a process (a test calls it for each seed it plays, and the checks
    compile the source again, uncached)."""
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    rules_class = game_class(source)
    assert issubclass(rules_class, FlatGame)
    return rules_class


def cards(session: Session, name: str) -> list[tuple[int | None, str | None]]:
    """A stack's cards, bottom first, as (rank, suit)."""
    return [(card.rank, card.suit) for card in session.cards(name)]


def with_index(move: Move) -> tuple[str | None, str | None, int | None]:
    """A move as an option for `played_against` where the card it takes
    from counts: source, target and the index of its lowest card."""
    return move.source, move.target, move.index


def played_against(
    session: Session,
    model: Model,
    seed: int,
    steps: int = 150,
    option: Callable[[Move], Any] = lambda move: (move.source, move.target),
    read: Callable[[Session, str], list[Any]] = cards,
    check: Callable[[], None] | None = None,
) -> list[Move]:
    """Play `session` at random (by `seed`) until no move is open, at most
    `steps` moves, and before each move check that it offers the model's
    options (each Move read by `option`) in order and lays out the model's
    stacks (each read by `read`), and `check` what else the test watches.
    The moves played."""
    chooser = random.Random(seed)
    played = []
    for _ in range(steps):
        assert [option(move) for move in session.moves()] == model.moves()
        assert {name: read(session, name) for name in model.stacks} == model.stacks
        if check is not None:
            check()
        if not model.moves():
            break
        move = chooser.choice(session.moves())
        session.play(move)
        model.play(move)
        played.append(move)
    return played


def reached(
    source: str,
    model_of: Callable[[Session], Any],
    steps: int = 200,
    read: Callable[[Session, str], list[Any]] = cards,
) -> dict[str, int]:
    """What random playouts of `source` (seeds 0 to 5, each checked
    against its model, its stacks by `read`) reached: the sums of each
    model's `seen` counts."""
    total: dict[str, int] = {}
    for seed in range(6):
        session = Session(game_class(source)(), seed)
        model = model_of(session)
        played_against(session, model, seed, steps, read=read)
        for name, count in model.seen.items():
            total[name] = total.get(name, 0) + count
    return total
