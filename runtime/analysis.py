"""The solver's work for a table, off the frame loop: hints, the
"winnable?" verdict after each move, the stuck check, and finding a
winnable deal. UI-free (no arcade): the table submits jobs and polls.

`Worker` runs each job in its own daemon thread. Jobs have a kind
("hint", "verdict", "deal"); submitting a job of a kind supersedes the
older one of that kind: the older is told to stop (its `cancel()` turns
True, which the solver checks between positions) and its result is never
reported. `poll()` hands over each finished, current job once.

A job never touches the table's Session: `Position.of(session)` copies
what it needs (the game's class, the seed, the moves played) on the
calling thread, and the job replays it on a rules object of its own (an
engine keeps the position it played last, so two threads must not share
one).
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from runtime.batch import winnable_seed
from runtime.engine.model import Move
from runtime.session import Session

Cancel = Callable[[], bool]

VERDICT_BUDGET = 20_000  # states the "winnable?" search may look at after a move
VERDICT_SECONDS = 8.0
STUCK_BUDGET = 20_000
STUCK_SECONDS = 4.0
HINT_BUDGET = 20_000  # states a hint looks ahead (its seconds come first on slow engines)
HINT_SECONDS = 3.0
DEAL_BUDGET = 5_000  # states per seed when finding a winnable deal
DEAL_TRIES = 40
DEAL_SECONDS = 90.0  # in all, before the table gives up and deals at random


# -- jobs and the worker -----------------------------------------------------------------


@dataclass
class Job:
    """One piece of background work and what became of it."""

    kind: str
    tag: Any = None  # the caller's note: what the job was for (a position key...)
    result: Any = None
    error: BaseException | None = None
    stop: threading.Event = field(default_factory=threading.Event)
    finished: threading.Event = field(default_factory=threading.Event)
    thread: threading.Thread | None = None

    def cancelled(self) -> bool:
        return self.stop.is_set()

    @property
    def done(self) -> bool:
        return self.finished.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self.finished.wait(timeout)


class Worker:
    """Background jobs, at most one current job of each kind."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._current: dict[str, Job] = {}

    def submit(self, kind: str, work: Callable[[Cancel], Any], tag: Any = None) -> Job:
        """Start `work(cancel)` in a thread; the older job of `kind`, if any,
        is cancelled and will not be reported."""
        job = Job(kind, tag)
        with self._lock:
            older = self._current.get(kind)
            if older is not None:
                older.stop.set()
            self._current[kind] = job

        def run() -> None:
            try:
                job.result = work(job.cancelled)
            except BaseException as exc:  # reported to the table, never lost
                job.error = exc
            finally:
                job.finished.set()

        job.thread = threading.Thread(target=run, name=f"paper-{kind}", daemon=True)
        job.thread.start()
        return job

    def busy(self, kind: str) -> bool:
        """Is a job of `kind` current and still running?"""
        with self._lock:
            job = self._current.get(kind)
        return job is not None and not job.done

    def current(self, kind: str) -> Job | None:
        with self._lock:
            return self._current.get(kind)

    def poll(self) -> list[Job]:
        """The current jobs that have finished since the last poll (each
        once); superseded and cancelled jobs are dropped."""
        ready = []
        with self._lock:
            for kind, job in list(self._current.items()):
                if job.done:
                    del self._current[kind]
                    if not job.cancelled():
                        ready.append(job)
        return ready

    def cancel(self, kind: str | None = None) -> None:
        """Stop the job of `kind` (every job when None); nothing is reported."""
        with self._lock:
            kinds = [kind] if kind is not None else list(self._current)
            for name in kinds:
                job = self._current.pop(name, None)
                if job is not None:
                    job.stop.set()


# -- positions ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Position:
    """What a job needs to rebuild a table's position on rules of its own."""

    rules_type: type
    seed: int
    origin: str
    moves: tuple[Move, ...]
    key: Hashable

    @classmethod
    def of(cls, session: Session) -> Position:
        return cls(
            type(session.rules),
            session.seed,
            session.origin,
            tuple(session.history()),
            session.key(),
        )

    def session(self, cancel: Cancel | None = None) -> Session | None:
        """A Session of its own at this position (the moves replayed); None
        when `cancel()` turns True meanwhile."""
        copy = Session(self.rules_type(), self.seed, origin=self.origin)
        for move in self.moves:
            if cancel is not None and cancel():
                return None
            copy.play(move)
        return copy


# -- the jobs --------------------------------------------------------------------------


@dataclass(frozen=True)
class HintAdvice:
    move: Move
    reason: str
    won: bool = False  # the hint's search found a win from this position


@dataclass(frozen=True)
class Verdict:
    """After a move: "winnable", "not winnable" / "no longer winnable", or
    "" when the search could not tell; `stuck` when no move can make
    progress any more."""

    winnable: str
    stuck: bool
    states: int = 0


def find_hint(position: Position, cancel: Cancel) -> HintAdvice | None:
    """`Session.hint()` at `position`: the move and why (None: no move)."""
    session = position.session(cancel)
    if session is None:
        return None
    hint = session.hint(budget=HINT_BUDGET, seconds=HINT_SECONDS, cancel=cancel)
    if hint is None or cancel():
        return None
    won = hint.solution is not None and hint.solution.verdict == "won"
    return HintAdvice(hint.move, hint.reason, won)


def judge(position: Position, cancel: Cancel) -> Verdict | None:
    """Is the game still winnable from `position`, and is it stuck? None
    when cancelled."""
    session = position.session(cancel)
    if session is None:
        return None
    if session.status != "playing":
        return Verdict("", False)
    found = session.solve(budget=VERDICT_BUDGET, seconds=VERDICT_SECONDS, cancel=cancel)
    if cancel():
        return None
    if found.verdict == "won":
        return Verdict("winnable", False, found.states)
    lost = "not winnable" if not position.moves else "no longer winnable"
    stuck = session.is_stuck(STUCK_BUDGET, STUCK_SECONDS)
    if cancel():
        return None
    return Verdict(lost if found.verdict == "lost" else "", stuck, found.states)


@dataclass(frozen=True)
class FoundDeal:
    seed: int
    difficulty: str
    states: int
    moves: int


def find_deal(session: Session, start_seed: int, cancel: Cancel) -> FoundDeal | None:
    """The first seed from `start_seed` whose deal the solver wins within
    its budget (None: none in DEAL_TRIES seeds, or cancelled). Call it on
    the caller's thread only with a Session no other thread plays: it
    makes a rules object of its own from `session`'s game."""
    deal = winnable_seed(session, start_seed, DEAL_BUDGET, DEAL_TRIES, DEAL_SECONDS, cancel)
    if deal is None:
        return None
    return FoundDeal(deal.seed, deal.difficulty, deal.solution.states, len(deal.solution.moves))
