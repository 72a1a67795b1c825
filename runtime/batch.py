"""Solving many deals: `paper solve`'s work, and the winnable-deals option.

A run solves each seed of a range, here (one process, or a pool of
`jobs`) or on a Dask cluster, and appends one CSV row per seed
(`seed,verdict,moves,states,seconds,cpu,why`: `seconds` of the clock,
`cpu` seconds of the process, `why` the limit an unknown ran into) as
soon as it is known, so an
interrupted run started again skips the seeds already in the file. The
summary gives the share of winnable deals with a Wilson 95% interval over
the deals decided, the unknowns counted apart, and the states searched per
second.
"""

from __future__ import annotations

import csv
import multiprocessing
import os
import signal
import threading
import time
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from multiprocessing.connection import Connection, wait
from pathlib import Path

from runtime.engine.model import GameError, IllegalMove, Move
from runtime.estimate import wilson
from runtime.session import Session
from runtime.solve import DEFAULT_BUDGET, Search, Solution

FIELDS = ("seed", "verdict", "moves", "states", "seconds", "cpu", "why")
FIELDS_VERDICTS = ("won", "lost", "unknown")
OLD_FIELDS = FIELDS[:5]  # files written before `cpu` and `why` (still read and appended to)


MAX_SEEDS = 1_000_000  # deals one run may name (a list of them is held in memory)
MAX_JOBS = 4 * (os.cpu_count() or 1)  # local processes: more only wait for a core
DASK_TIMEOUT = 10  # seconds to reach a Dask scheduler


class BatchError(Exception):
    """Bad seeds, a results file that is not ours, a scheduler out of
    reach, or a fault in the game's code: the message says why."""


@dataclass(frozen=True)
class Row:
    """One deal's verdict, as a CSV row."""

    seed: int
    verdict: str
    moves: int
    states: int
    seconds: float
    cpu: float = 0.0  # CPU seconds of the process that solved it (0: not recorded)
    why: str = ""  # unknown: the limit that ran out ("states", "seconds", "cancelled")

    def as_csv(self, fields: tuple[str, ...] = FIELDS) -> list[str]:
        seconds, cpu = f"{self.seconds:.3f}", f"{self.cpu:.3f}"
        row = [str(self.seed), self.verdict, str(self.moves), str(self.states), seconds, cpu]
        return [*row, self.why][: len(fields)]


def parse_seeds(text: str) -> list[int]:
    """`1-100`, `7`, or a comma list of both: `1-10,20,30-35`."""
    ranges: list[range] = []
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
        ranges.append(range(first, last + 1))
        if sum(len(r) for r in ranges) > MAX_SEEDS:
            raise BatchError(
                f"too many seeds: one run solves at most {MAX_SEEDS:,} deals "
                "(split the range into several runs with one results file)"
            )
    return list(dict.fromkeys(seed for r in ranges for seed in r))


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
    cpu = time.process_time()
    try:
        found = Search(session.rules).solve(session.state, budget, seconds)
    except GameError as exc:  # a fault, not a verdict: no row is written for it
        raise BatchError(
            f"{session.game_id} seed {seed}: a fault in the game's code stopped the search: {exc}"
        ) from None
    cpu = time.process_time() - cpu
    if found.verdict == "won":
        _replay(session, seed, found.moves)
    return Row(seed, found.verdict, len(found.moves), found.states, found.seconds, cpu, found.why)


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
    """Rows as they finish: in this process (jobs 1) or a pool of at most
    `jobs` processes (no more than there are seeds). However the run ends
    (done, an error, the generator closed, SIGTERM turned into SystemExit
    by `paper solve`), the pool's processes are ended with it."""
    if not 1 <= jobs <= MAX_JOBS:
        raise BatchError(f"jobs must be 1 to {MAX_JOBS} (4 a core), not {jobs}")
    jobs = min(jobs, len(seeds))
    if jobs <= 1:
        for seed in seeds:
            yield solve_seed(game, seed, budget, seconds, plugins)
        return
    work = [(game, seed, budget, seconds, plugins) for seed in seeds]
    yield from _in_processes(_solve_args, work, jobs)


def _in_processes(
    fn: Callable[[tuple[str, int, int, float | None, tuple[str, ...]]], Row],
    work: list[tuple[str, int, int, float | None, tuple[str, ...]]],
    jobs: int,
) -> Iterator[Row]:
    """`fn` of each item of `work`, done by `jobs` forked processes, in the
    order they finish. Each process has a pipe of its own, so no lock is
    shared between processes and ending them never waits on one (a
    `multiprocessing.Pool` could hang in `terminate` on a worker stuck in
    its queue's lock). However the run ends, the processes are killed and
    reaped; an error in one is raised here."""
    context = multiprocessing.get_context("fork")
    items = iter(work)
    workers: dict[Connection, multiprocessing.process.BaseProcess] = {}
    try:
        for _ in range(jobs):
            ours, theirs = context.Pipe()
            process = context.Process(target=_serve, args=(fn, theirs), daemon=True)
            process.start()
            theirs.close()
            workers[ours] = process
        busy: set[Connection] = set()
        for conn in workers:
            if _give(conn, items):
                busy.add(conn)
        while busy:
            for conn in wait(list(busy)):
                assert isinstance(conn, Connection)
                try:
                    done, value = conn.recv()
                except EOFError:
                    workers[conn].join(1)
                    code = workers[conn].exitcode
                    why = f"a solver process ended without its answer (exit code {code})"
                    raise BatchError(why) from None
                if not _give(conn, items):
                    busy.discard(conn)
                if not done:
                    raise value
                yield value
    finally:
        for process in workers.values():
            process.kill()
        for conn, process in workers.items():
            process.join()
            conn.close()


def _give(conn: Connection, items: Iterator[object]) -> bool:
    """Send the next item to a process; False when there is none left."""
    item = next(items, None)
    if item is None:
        return False
    conn.send(item)
    return True


def _serve(fn: Callable[[object], object], conn: Connection) -> None:
    """A solver process: answers items from its pipe until the pipe closes.
    SIGTERM ends it, whatever its parent made of the signal, and Ctrl+C is
    left to the parent."""
    signal.signal(signal.SIGTERM, signal.SIG_DFL)
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            item = conn.recv()
        except EOFError:
            return
        try:
            answer: tuple[bool, object] = (True, fn(item))
        except Exception as exc:  # raised again in the parent, as Pool did
            answer = (False, exc)
        try:
            conn.send(answer)
        except Exception as exc:  # an answer or error that does not pickle
            conn.send((False, BatchError(f"a solver process could not send its answer: {exc}")))


def _solve_args(args: tuple[str, int, int, float | None, tuple[str, ...]]) -> Row:
    return solve_seed(*args)


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

    try:
        client = Client(address, timeout=DASK_TIMEOUT)
    except (OSError, ValueError, TypeError) as exc:  # TimeoutError is an OSError
        reason = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
        raise BatchError(f"cannot reach the Dask scheduler at {address!r}: {reason}") from None
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
        if tuple(header) not in (FIELDS, OLD_FIELDS):
            raise BatchError(f"{path}: not a results file of paper solve (header {header})")
        for number, raw in enumerate(reader, 2):
            if not raw:
                continue
            try:
                if len(raw) != len(header):
                    raise ValueError
                seed, verdict, moves, states, seconds, *more = raw
                cpu = float(more[0]) if more else 0.0
                why = more[1] if more else ""
                if verdict not in FIELDS_VERDICTS:
                    raise ValueError
                row = Row(int(seed), verdict, int(moves), int(states), float(seconds), cpu, why)
            except ValueError:
                raise BatchError(f"{path}:{number}: not a result row: {raw}") from None
            rows.append(row)
    return rows


def read_fields(path: Path) -> tuple[str, ...]:
    """The columns of a results file: an older file keeps its five."""
    try:
        with path.open(newline="", encoding="utf-8") as handle:
            header = next(csv.reader(handle), None)
    except FileNotFoundError:
        return FIELDS
    return OLD_FIELDS if header is not None and tuple(header) == OLD_FIELDS else FIELDS


class ResultsFile:
    """Rows appended (and flushed) one at a time."""

    def __init__(self, path: Path | None) -> None:
        self.path = path
        self.handle = None
        self.fields = FIELDS
        if path is not None:
            fresh = not path.exists() or path.stat().st_size == 0
            self.fields = FIELDS if fresh else read_fields(path)
            self.handle = path.open("a", newline="", encoding="utf-8")
            self.writer = csv.writer(self.handle)
            if fresh:
                self.writer.writerow(FIELDS)
                self.handle.flush()

    def add(self, row: Row) -> None:
        if self.handle is not None:
            self.writer.writerow(row.as_csv(self.fields))
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
    cpu: float = 0.0
    why: dict[str, int] = field(default_factory=dict)  # the unknowns, by the limit reached

    @classmethod
    def of(cls, rows: Iterable[Row]) -> Summary:
        rows = list(rows)
        count = {verdict: sum(r.verdict == verdict for r in rows) for verdict in FIELDS_VERDICTS}
        why: dict[str, int] = {}
        for row in rows:
            if row.verdict == "unknown":
                why[row.why] = why.get(row.why, 0) + 1
        return cls(
            len(rows),
            count["won"],
            count["lost"],
            count["unknown"],
            sum(r.states for r in rows),
            sum(r.seconds for r in rows),
            sum(r.cpu for r in rows),
            why,
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
        """The summary in words. It leads with what is known of all the
        deals (the bounds, and the 95% interval counting the unknowns both
        ways); the share of the decided deals comes after, marked as
        leaning to the wins, and not at all when nothing was decided."""
        counts = f"deals: {self.deals}  won: {self.won}  lost: {self.lost}  unknown: {self.unknown}"
        if self.unknown:
            counts += f" ({self.limits()})"
        lines = [counts]
        if not self.decided:
            lines.append(
                "nothing decided: no deal was won or proved lost within the limits, "
                "so no winnable share can be given (raise --budget or --seconds)"
            )
        else:
            least, most = self.bounds
            start, end = self.interval_all
            share = (
                f"{100 * least:.1f}%"
                if least == most
                else (
                    f"between {100 * least:.1f}% (every unknown lost) "
                    f"and {100 * most:.1f}% (every unknown won)"
                )
            )
            lines.append(
                f"winnable: {share} of the {self.deals} deals "
                f"(95% interval {100 * start:.1f}%-{100 * end:.1f}%, unknowns counted both ways)"
            )
            if self.unknown:
                low, high = self.interval
                lines.append(
                    f"of the {self.decided} decided alone: {100 * self.winnable:.1f}% won "
                    f"(Wilson {100 * low:.1f}%-{100 * high:.1f}%), which leans to the wins: "
                    "a win is found sooner than a loss is proved"
                )
        cpu = f", {self.cpu:.1f} s of CPU" if self.cpu else ""
        lines.append(
            f"searched {self.states:,} states in {self.seconds:.1f} s of solving{cpu}: "
            f"{self.states_per_second:,.0f} states/s"
        )
        return lines

    def limits(self) -> str:
        """Which limit the unknown deals ran into, in words."""
        names = {
            "states": "the budget of states ran out",
            "seconds": "the time limit ran out",
            "cancelled": "cancelled",
            "": "limit not recorded",
        }
        return ", ".join(f"{names.get(why, why)}: {count}" for why, count in self.why.items())

    @property
    def interval_all(self) -> tuple[float, float]:
        """The 95% interval of the winnable share of all deals, the
        unknowns counted both ways (as Blake and Gent count them): from
        the Wilson interval's low end with every unknown lost to its high
        end with every unknown won."""
        return (
            wilson(self.won, self.deals)[0],
            wilson(self.won + self.unknown, self.deals)[1],
        )


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
