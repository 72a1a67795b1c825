"""A phase that waits, runs itself once, and does more after that
(`paperc/codegen/paperlang_flat_frames.py`, issue 22): each run of
it that ran it again goes on once that run is over, innermost first
(`docs/paperlang.md`, "Structure"). Compiled from a real source, played
at random, and checked move by move against a little model of the game
written from the reference."""

from __future__ import annotations

import pytest

from runtime.engine.model import Move
from runtime.session import Session
from tests.runtime.paperlang.modelled import compiled, played_against, reached
from tests.runtime.paperlang.test_flat_phase_loops import ASKING
from tests.runtime.paperlang.test_flat_phase_loops import Model as Asking

# `ask` adds 10 after each card it turns, once the run it ran (if any) is over
GOING_ON = ASKING.replace(
    "                    do ask\n                end\n",
    "                    do ask\n                end\n                asked = asked + 10\n",
)


class Model(Asking):
    """Going on as the reference says it plays: Asking's moves, and the 10
    of each run that turned a card, added once the runs it ran are over."""

    def __init__(self, session: Session) -> None:
        super().__init__(session)
        self.waiting = 0  # the runs that ran `ask` again, not over yet
        self.seen["gone on"] = 0

    def play(self, move: Move) -> None:
        again = move.source == "deck" and (self.asked + 1) % 3 > 0
        super().play(move)
        if again:
            self.waiting += 1
            return
        if move.source == "deck":  # (this run's own 10)
            self.asked += 10
        self.asked += 10 * self.waiting  # (each run that ran it again goes on)
        self.seen["gone on"] += self.waiting
        self.waiting = 0
        self.round = self.asked  # (the next turn's `ask`)


@pytest.mark.parametrize("seed", range(3))
def test_a_phase_going_on_after_it_runs_itself_plays_as_the_reference_says(seed: int) -> None:
    session = Session(compiled(GOING_ON)(), seed)
    model = Model(session)

    def scored() -> None:
        assert session.score == model.score()

    played_against(session, model, seed, 100, check=scored)


def test_the_playouts_go_on_after_runs_inside() -> None:
    seen = reached(GOING_ON, Model, 100)
    assert min(seen.values()) > 0, seen
