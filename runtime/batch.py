"""Solving many deals: `paper solve`'s work, and the winnable-deals option.

A run solves each seed of a range, here (one process, or a pool of
`jobs`) or on a Dask cluster, and appends one CSV row per seed
(`seed,verdict,moves,states,seconds`) as soon as it is known, so an
interrupted run started again skips the seeds already in the file. The
summary gives the share of winnable deals with a Wilson 95% interval over
the deals decided, the unknowns counted apart, and the states searched per
second.
"""

from __future__ import annotations

import csv
import os
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass
from pathlib import Path

from runtime.engine.model import IllegalMove, Move
from runtime.estimate import wilson
from runtime.session import Session
from runtime.solve import DEFAULT_BUDGET, Search, Solution

FIELDS = ("seed", "verdict", "moves", "states", "seconds")


class BatchError(Exception):
    """Bad seeds, or a results file that is not ours: the message says why."""


@dataclass(frozen=True)
class Row:
    """One deal's verdict, as a CSV row."""

    seed: int
    verdict: str
    moves: int
    states: int
    seconds: float

    def as_csv(self) -> list[str]:
        seconds = f"{self.seconds:.3f}"
        return [str(self.seed), self.verdict, str(self.moves), str(self.states), seconds]


def parse_seeds(text: str) -> list[int]:
    """`1-100`, `7`, or a comma list of both: `1-10,20,30-35`."""
    seeds: list[int] = []
    for part in text.split(","):
        part = part.strip()
        low, dash, high = part.partition("-")
        try:
            first = int(low)
            last = int(high) if dash else first
        except ValueError:
            raise BatchError(f"seeds must be N or A-B (comma separated), not {part!r}") from None
        if first < 0 or last < first:
            raise BatchError(f"bad seed range {part!r}: want 0 <= A <= B")
        seeds.extend(range(first, last + 1))
    return list(dict.fromkeys(seeds))


# -- one deal ------------------------------------------------------------------------

_OPENED = threading.local()  # a Dask worker may run several solves at once, in threads


def _session(game: str, plugins: tuple[str, ...], seed: int) -> Session:
    """A Session of `game` dealt with `seed`; the game is opened (or
    compiled) once per process and thread."""
    opened = getattr(_OPENED, "sessions", None)
    if opened is None:
        opened = _OPENED.sessions = {}
    session = opened.get((game, plugins))
    if session is None:
        session = Session.open(game, seed=seed, plugins=[Path(p) for p in plugins])
        opened[(game, plugins)] = session
    else:
        session.new_deal(seed)
    return session


def solve_seed(
    game: str,
    seed: int,
    budget: int = DEFAULT_BUDGET,
    seconds: float | None = None,
    plugins: tuple[str, ...] = (),
) -> Row:
    """Solve one deal from its start; a win is replayed move by move
    through the Session before it is written down. (A plain function of
    plain values: what a process pool or a Dask worker runs.)"""
    session = _session(game, tuple(plugins), seed)
    found = Search(session.rules).solve(session.state, budget, seconds)
    if found.verdict == "won":
        _replay(session, seed, found.moves)
    return Row(seed, found.verdict, len(found.moves), found.states, found.seconds)


def _replay(session: Session, seed: int, moves: list[Move]) -> None:
    """Play a win from the deal; BatchError if it does not win (a bug of
    the solver's: the row would claim a win nobody can play)."""
    session.new_deal(seed)
    for number, move in enumerate(moves, 1):
        try:
            session.play(move)
        except IllegalMove as exc:
            raise BatchError(
                f"{session.game_id} seed {seed}: the solver's win does not replay: "
                f"move {number} of {len(moves)} is refused ({exc})"
            ) from None
    if session.status != "won":
        raise BatchError(
            f"{session.game_id} seed {seed}: the solver's win does not replay: "
            f"after its {len(moves)} moves the game is {session.status}"
        )


# -- many deals ----------------------------------------------------------------------


def run_local(
    game: str,
    seeds: list[int],
    jobs: int = 1,
    budget: int = DEFAULT_BUDGET,
    seconds: float | None = None,
    plugins: tuple[str, ...] = (),
) -> Iterator[Row]:
    """Rows as they finish: in this process (jobs 1) or a pool of processes."""
    if jobs <= 1:
        for seed in seeds:
            yield solve_seed(game, seed, budget, seconds, plugins)
        return
    with ProcessPoolExecutor(max_workers=jobs) as pool:
        futures = [pool.submit(solve_seed, game, s, budget, seconds, plugins) for s in seeds]
        try:
            for future in as_completed(futures):
                yield future.result()
        finally:
            for future in futures:
                future.cancel()


def run_dask(
    address: str | object,
    game: str,
    seeds: list[int],
    budget: int = DEFAULT_BUDGET,
    seconds: float | None = None,
    plugins: tuple[str, ...] = (),
) -> Iterator[Row]:
    """Rows as they finish on a Dask cluster: `address` is a scheduler's
    address ("tcp://host:8786") or a cluster object (a LocalCluster)."""
    from distributed import Client
    from distributed import as_completed as finished

    client = Client(address)
    try:
        futures = client.map(
            solve_seed,
            [game] * len(seeds),
            seeds,
            budget=budget,
            seconds=seconds,
            plugins=tuple(plugins),
            pure=False,
        )
        try:
            for future in finished(futures):
                yield future.result()
        finally:
            client.cancel(futures)
    finally:
        client.close()


# -- the results file ---------------------------------------------------------------


def read_rows(path: Path) -> list[Row]:
    """The rows of an earlier run (none if the file does not exist)."""
    if not path.exists():
        return []
    rows = []
    with path.open(newline="", encoding="utf-8") as handle:
        reader = csv.reader(handle)
        header = next(reader, None)
        if header is None:
            return []
        if tuple(header) != FIELDS:
            raise BatchError(f"{path}: not a results file of paper solve (header {header})")
        for number, raw in enumerate(reader, 2):
            if not raw:
                continue
            try:
                seed, verdict, moves, states, seconds = raw
                rows.append(Row(int(seed), verdict, int(moves), int(states), float(seconds)))
            except ValueError:
                raise BatchError(f"{path}:{number}: not a result row: {raw}") from None
    return rows


class ResultsFile:
    """Rows appended (and flushed) one at a time."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.handle = None
        if path is not None:
            fresh = not path.exists() or path.stat().st_size == 0
            self.handle = path.open("a", newline="", encoding="utf-8")
            self.writer = csv.writer(self.handle)
            if fresh:
                self.writer.writerow(FIELDS)
                self.handle.flush()

    def add(self, row: Row) -> None:
        if self.handle is not None:
            self.writer.writerow(row.as_csv())
            self.handle.flush()
            os.fsync(self.handle.fileno())

    def close(self) -> None:
        if self.handle is not None:
            self.handle.close()


# -- the summary ---------------------------------------------------------------------


@dataclass(frozen=True)
class Summary:
    deals: int
    won: int
    lost: int
    unknown: int
    states: int
    seconds: float

    @classmethod
    def of(cls, rows: Iterable[Row]) -> Summary:
        rows = list(rows)
        count = {verdict: sum(r.verdict == verdict for r in rows) for verdict in FIELDS_VERDICTS}
        return cls(
            len(rows),
            count["won"],
            count["lost"],
            count["unknown"],
            sum(r.states for r in rows),
            sum(r.seconds for r in rows),
        )

    @property
    def decided(self) -> int:
        return self.won + self.lost

    @property
    def winnable(self) -> float:
        return self.won / self.decided if self.decided else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.won, self.decided)

    @property
    def bounds(self) -> tuple[float, float]:
        """The winnable share of all the deals lies between won/N (every
        unknown lost) and (won + unknown)/N (every unknown won)."""
        deals = max(self.deals, 1)
        return self.won / deals, (self.won + self.unknown) / deals

    @property
    def states_per_second(self) -> float:
        return self.states / self.seconds if self.seconds > 0 else 0.0

    def lines(self) -> list[str]:
        low, high = self.interval
        least, most = self.bounds
        return [
            f"deals: {self.deals}  won: {self.won}  lost: {self.lost}  unknown: {self.unknown}",
            f"winnable: {100 * self.winnable:.1f}% of the {self.decided} decided "
            f"(95% interval {100 * low:.1f}%-{100 * high:.1f}%, Wilson); "
            f"{self.unknown} unknown counted apart",
            f"all {self.deals} deals: between {100 * least:.1f}% (every unknown lost) "
            f"and {100 * most:.1f}% (every unknown won)",
            f"searched {self.states} states in {self.seconds:.1f} s of solving: "
            f"{self.states_per_second:,.0f} states/s",
        ]


FIELDS_VERDICTS = ("won", "lost", "unknown")


# -- winnable deals (the table's option) ------------------------------------------------


@dataclass(frozen=True)
class WinnableDeal:
    """A deal the solver has won: its seed, how hard the solver found it,
    and the solution (its `moves` win from the deal)."""

    seed: int
    difficulty: str
    solution: Solution


def winnable_seed(
    game: str | Session,
    start_seed: int,
    budget: int = 20_000,
    tries: int = 50,
    seconds: float | None = None,
    cancel: Callable[[], bool] | None = None,
) -> WinnableDeal | None:
    """The first seed from `start_seed` on whose deal the solver proves a
    win within `budget` states (each), trying at most `tries` seeds; None
    if none is found (or `cancel()` said stop)."""
    if isinstance(game, Session):  # its own rules object: safe beside a table being played
        session = Session(type(game.rules)(), start_seed, origin=game.origin)
    else:
        session = Session.open(game, seed=start_seed)
    search = Search(session.rules)
    stop = None if seconds is None else time.perf_counter() + seconds
    for seed in range(start_seed, start_seed + tries):
        if cancel is not None and cancel():
            return None
        left = None if stop is None else stop - time.perf_counter()
        if left is not None and left <= 0:
            return None
        session.new_deal(seed)
        found = search.solve(session.state, budget, left, cancel)
        if found.verdict == "won":
            return WinnableDeal(seed, found.difficulty, found)
    return None
