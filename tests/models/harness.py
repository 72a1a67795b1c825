"""Check a game against an independent model of its rules.

A model is written from the game's rules text (its source's header and the
published rules it follows), never from its source code. It sees only what
a player sees, the table, and keeps whatever memory the rules need (how
many redeals are left, whether a card moved since the last pass...).

`compare_random_games` plays random games through a real `Session` and, at
every step, compares the moves the game offers with the moves the model
allows, as a set of (source, target, count); when the model can say what a
move does, it also compares the table after the move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Protocol

from runtime import Session
from runtime.engine.model import Move

# A card as a model sees it: (rank, suit, face_up); rank 1..13, suit "SHCD".
Seen = tuple[int | None, str | None, bool]
Table = dict[str, list[Seen]]
MoveKey = tuple[str | None, str | None, int]


class Model(Protocol):
    """What a model gives the harness. `moves` is required; `after` and
    `status` are optional (return None to say nothing)."""

    def moves(self, table: Table) -> set[MoveKey]:
        """Every move the rules allow on this table: (source, target, count);
        target None for a click, count the cards taken (0 for a click that
        takes none, as the game's Move says)."""
        ...

    def after(self, table: Table, move: MoveKey) -> Table | None:
        """The table the move leads to, or None if the model does not say."""
        ...

    def played(self, table: Table, move: MoveKey, result: Table) -> None:
        """Told after each move, to update the model's own memory."""
        ...

    def status(self, table: Table) -> str | None:
        """'won', 'lost' or 'playing' when no move is left, or None."""
        ...


def table_of(session: Session) -> Table:
    return {
        name: [(c.rank, c.suit, c.face_up) for c in session.cards(name)]
        for name in session.stacks()
    }


def key_of(move: Move) -> MoveKey:
    return (move.source, move.target, move.count)


@dataclass
class Mismatch(AssertionError):
    game: str
    seed: int
    step: int
    what: str
    history: list[str]
    table: Table

    def __str__(self) -> str:
        piles = "\n".join(
            f"  {name}: {' '.join(_show(c) for c in cards)}" for name, cards in self.table.items()
        )
        last = " | ".join(self.history[-8:])
        return (
            f"{self.game} seed {self.seed}, step {self.step}: {self.what}\n"
            f"last moves: {last}\ntable:\n{piles}"
        )


def _show(card: Seen) -> str:
    rank, suit, up = card
    name = f"{'A23456789TJQK'[rank - 1] if rank else '?'}{suit or ''}"
    return name if up else f"[{name}]"


def compare_random_games(
    game: str,
    model_factory: Callable[[Session], Model],
    seeds: Iterable[int],
    steps: int = 200,
    choose: Callable[[random.Random, list[Move]], Move] | None = None,
) -> int:
    """Play a random game per seed, comparing with the model at every step.
    Returns the number of steps compared; raises Mismatch at the first
    difference."""
    compared = 0
    for seed in seeds:
        session = Session.open(game, seed=seed)
        model = model_factory(session)
        rnd = random.Random(seed)
        history: list[str] = []
        for step in range(steps):
            table = table_of(session)
            offered = session.moves()
            got = {key_of(m) for m in offered}
            want = model.moves(table)
            if got != want:
                extra = sorted(got - want, key=str)
                missing = sorted(want - got, key=str)
                raise Mismatch(
                    game,
                    seed,
                    step,
                    f"game offers {extra} the model refuses; model allows {missing} "
                    "the game does not offer",
                    history,
                    table,
                )
            compared += 1
            if not offered:
                said = getattr(model, "status", None)
                verdict = said(table) if said else None
                if verdict is not None and verdict != session.status:
                    raise Mismatch(
                        game,
                        seed,
                        step,
                        f"game says {session.status}, model says {verdict}",
                        history,
                        table,
                    )
                break
            move = choose(rnd, offered) if choose else rnd.choice(offered)
            session.play(move)
            result = table_of(session)
            predict = getattr(model, "after", None)
            expected = predict(table, key_of(move)) if predict else None
            if expected is not None and expected != result:
                differ = sorted(n for n in result if expected.get(n) != result[n])
                raise Mismatch(
                    game,
                    seed,
                    step,
                    f"after {move} the model expects other cards on {differ}",
                    history + [str(move)],
                    result,
                )
            told = getattr(model, "played", None)
            if told:
                told(table, key_of(move), result)
            history.append(str(move))
    return compared
