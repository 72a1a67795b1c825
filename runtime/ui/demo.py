"""The demo (D): the computer plays the deal out, a move at a time,
animated, until the game ends or the player stops it (a key, a click, D
again), leaving the game at the move it reached.

The way comes from the solver through the Session, in the background
(`runtime.analysis.Worker`): a win when `Session.solve` finds one within
its budget, else `Session.hint`'s move, one at a time (a hint never leads
back to a position of the game, so a lost deal is played to its end too).
Each move is an ordinary Session move (undo takes it back); autoplay stays
out of the way, as the solver's moves already send what is safe home.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from runtime.analysis import Cancel, Position, Worker
from runtime.engine.model import GameError, IllegalMove, Move
from runtime.session import Session
from runtime.settings import Settings
from runtime.ui.autoplayer import Autoplayer
from runtime.ui.board import Board
from runtime.ui.widgets import Dialog

SOLVE_BUDGET = 100_000  # states the demo's search looks at for a win
SOLVE_SECONDS = 10.0
HINT_BUDGET = 5_000  # where no win was found: each next move
HINT_SECONDS = 2.0
STEP = 0.35  # seconds between two moves, at normal speed
MOST_MOVES = 1_000  # a demo stops there, won or not


class Stage(Protocol):
    """What the demo needs of the table (the view imports this module)."""

    session: Session
    settings: Settings
    board: Board
    auto: Autoplayer
    dialog: Dialog | None
    grab: object | None
    notice: str
    clock: Callable[[], float]

    def _after_change(self, kind: str | None = "play") -> None: ...


def way_from(position: Position, cancel: Cancel) -> list[Move] | None:
    """The moves the demo plays next from `position`: a win when the solver
    finds one, else the hint's one move; [] when no move is left, None
    when cancelled."""
    session = position.session(cancel)
    if session is None:
        return None
    found = session.solve(budget=SOLVE_BUDGET, seconds=SOLVE_SECONDS, cancel=cancel)
    if cancel():
        return None
    if found.verdict == "won":
        return list(found.moves)
    hint = session.hint(budget=HINT_BUDGET, seconds=HINT_SECONDS, cancel=cancel)
    return [] if hint is None else [hint.move]


class Demo:
    def __init__(self, view: Stage) -> None:
        self.view = view
        self.worker = Worker()
        self.running = False
        self.plan: list[Move] = []
        self.played = 0
        self.winning = False  # the plan is a win the solver found
        self._next_at = 0.0

    def start(self) -> None:
        view = self.view
        session = view.session
        if session.status != "playing":
            view.notice = "the game is over: nothing left to show"
            return
        if not callable(getattr(session.rules, "key", None)):
            view.notice = "this game's plugin predates the solver: it has no demo"
            return
        view.auto.rest()
        self.running, self.plan, self.played, self.winning = True, [], 0, False
        self._ask()
        view.notice = "demo: looking for the way..."

    def stop(self, why: str = "") -> None:
        if not self.running:
            return
        self.worker.cancel()
        self.running, self.plan = False, []
        self.view.notice = why or (
            f"demo stopped after {self.played} move{'s' if self.played != 1 else ''}: "
            "play on from here"
        )

    def _ask(self) -> None:
        position = Position.of(self.view.session)
        self.worker.submit("demo", lambda cancel: way_from(position, cancel), position.key)

    def tick(self) -> None:
        """Each frame: take in the solver's answer; when the cards have
        landed (and a short pause has passed), play the next move."""
        if not self.running:
            return
        view = self.view
        for job in self.worker.poll():
            if job.error is not None:
                self.stop(f"the solver failed: {type(job.error).__name__}: {job.error}")
                return
            if job.tag != view.session.key():
                continue
            if not job.result:
                self.stop("demo: no move is left")
                return
            self.plan = list(job.result)
            self.winning = len(self.plan) > 1 or self.winning
        if not self.plan:
            return
        if view.dialog is not None:
            self.stop()
            return
        now = view.clock()
        if view.grab is not None or view.board.busy() or now < self._next_at:
            return
        move = self.plan.pop(0)
        try:
            view.session.play(move)
        except (IllegalMove, GameError):
            self.plan = []  # the plan went stale: ask again from here
            self._ask()
            return
        self.played += 1
        view._after_change()
        self._next_at = now + STEP / max(view.settings.speed, 0.1)
        status = view.session.status
        if status != "playing":
            self.stop(f"demo: {status} in {self.played} moves")
        elif self.played >= MOST_MOVES:
            self.stop()
        elif not self.plan:
            self._ask()
        else:
            view.notice = f"demo: move {self.played} of {self.played + len(self.plan)}"
