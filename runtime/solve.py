"""One solver for every game: a depth-first dive and best-first searches,
taking turns, over the `Rules` protocol with the search key (`key_of`) as
their transposition table.

It knows no game. It asks the rules for the moves of a state, plays them,
keys the results, and orders them by a game-independent measure of
progress (`runtime.progress`): cards on the foundations (the game's score,
or its foundation piles), face-down cards turned up, emptied piles. A move
back to a position already searched (an undo among them) is never searched
twice; a move to the foundations that the game's pile model proves can
never hurt is played at once, without trying its siblings
(`runtime.progress.SafeMoves`).

Verdicts: "won" with the moves (they replay to a win through
`Session.play`), "lost" when every reachable state has been searched,
"unknown" when the budget of states or seconds ran out, or the search was
cancelled. A fault in the game's own code (`GameError`: an endless loop,
an overflow) is no verdict: it ends the search and reaches the caller,
with its line; only a move the rules refuse (`IllegalMove`) is passed over.
"""

from __future__ import annotations

import heapq
import math
import numbers
import random
import time
from collections.abc import Callable, Container, Generator, Hashable, Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from runtime.engine.model import IllegalMove, Move, Rules
from runtime.meta_moves import FIRST, ORDERS, MetaMoves
from runtime.narrow import Cells, Narrow, narrowing
from runtime.progress import SUITED, Progress, SafeMoves
from runtime.stock_fold import Folded, StockFold, unfold

Verdict = Literal["won", "lost", "unknown"]
Cancel = Callable[[], bool]

DEFAULT_BUDGET = 100_000  # states
SLICE = 250  # states each search takes in its turn
# the searches `Search.solve` runs in turn, in this order, and each one's
# share of the budget in eighths: a dive; dives restarted with the moves'
# order shaken (`Search._restarts`); best-first searches weighing (as
# `Progress.weights`: home, buried, empty, blocking, unordered, moves open,
# suited) the default way, and with more weight on the cards that block the
# next ones home and on room to move. The restarts come second: the order
# decides no verdict (each search keeps its own table and stops at its own
# share), only the positions spent on a deal decided in the turns, and the
# restarts win most FreeCell and Klondike deals sooner than the best-first
# searches (docs/solver.md, "The method")
SOFT_THREADS: tuple[tuple[str, tuple[float, ...] | None, int], ...] = (
    ("depth", None, 1),
    ("restarts", None, 3),
    ("best", None, 3),
    ("best", (100.0, 20.0, 10.0, 15.0, 20.0, 2.0, SUITED), 1),
)
# the searches take turns on part of the budget; then the default
# best-first search (the first "best" with the default weights: the lead,
# `_lead`) goes on alone with the rest (ALONE), so that a deal whose
# reachable positions fit the budget is proved lost
ALONE = 0.5
# a budget past this many states: the turns and the default search alone
# take these first, as with a budget of this many, and then the plain dive
# (SOFT_THREADS[DEEP]; where the turns have no plain dive, CELL_THREADS, the
# default best-first search) goes on alone with the rest, from the table its
# turns made. What is still undecided there is mostly proofs of loss over a few
# hundred thousand positions, which the dive makes as any search does but
# alone has the whole rest for, and deep wins (Klondike deals 20 and 90 are
# lost in 341,713 and 536,940 of the dive's positions: docs/solver-figures.md,
# "Beside Klondike-Solver"). No budget up to DEEP_FROM changes
DEEP_FROM = 200_000
DEEP = 0
# in a game whose stock folds, the deep part's first DEEP_WINS states go to
# a search for wins (`Search(method="astar")`: Klondike-Solver's kind of
# search), before the dive: Klondike deals 33 and 38, which no search of the
# portfolio won within 750,000 states, in 37,588 and 62,896 of its own
# (docs/solver-figures.md, "Beside Klondike-Solver")
DEEP_WINS = 80_000
# the A* search's measure (as `Progress.weights`): a card home 100, a
# face-down card 50, 5 a card lying on a card the foundations want next, and
# each real move it took to get there (a turn of the stock counted) STEP: a
# card home is worth two moves, a card turned up one
ASTAR: tuple[float, ...] = (100.0, 50.0, 0.0, 5.0, 0.0, 0.0, 0.0)
STEP = 50.0
# a game whose stock folds (Klondike's shape) also dives through its narrow
# moves (`runtime.narrow`), for wins only, restarted as the restarts are:
# Klondike-Solver's move list, whose wins Paper's whole move list buried
# (draw three, deals 54, 58 and 99)
NARROW_THREADS: tuple[tuple[str, tuple[float, ...] | None, int], ...] = (
    ("narrow depth", None, 1),
    ("narrow restarts", None, 2),
)
# a game with free cells (`runtime.narrow.Cells`: FreeCell, Baker's Game,
# Eight Off, Seahaven Towers, Stronghold) takes these instead: two dives over
# the meta moves (`runtime.meta_moves`: several moves as one, as Freecell
# Solver's dives move, in the orders of its `lg` preset's first two dives;
# for wins only; most deals are won by the first in its first turn, and half
# of the rest by the second in its first), a dive over the narrow moves (a
# card into a cell or an empty column only on the way to something; for wins
# only), restarted dives ("mixed": the odd restarts over the narrow moves,
# the even ones over every move) and the default best-first search over every
# move (the lead, which goes on alone: the proofs of loss) (docs/solver.md,
# "The portfolio")
CELL_THREADS: tuple[tuple[str, tuple[float, ...] | None, int], ...] = (
    ("meta", None, 1),
    ("meta second", None, 2),
    ("narrow depth", None, 1),
    ("mixed", None, 1),
    ("best", None, 3),
)
HINT_BUDGET = 1_500  # states a hint looks ahead
RESTART = 500  # states of the shortest restart (Luby's sequence multiplies it)
NOISE = 15  # the most a restart's dive adds at random to a move's rate


@dataclass(frozen=True)
class Solution:
    """What a search found. `moves` wins from where it started (when won);
    `states` the distinct positions it searched; `plays` the moves it
    played to find them (the engine's work); `why` why it stopped short
    ("states", "seconds", "cancelled") when unknown."""

    verdict: Verdict
    moves: list[Move] = field(default_factory=list)
    states: int = 0
    seconds: float = 0.0
    plays: int = 0
    why: str = ""
    # not won: the moves to the most promising position the best-first
    # search reached (what a hint heads for when it finds no win)
    toward: list[Move] = field(default_factory=list)

    @property
    def difficulty(self) -> str:
        """How hard the solver found it: "easy", "medium" or "hard"
        (by the states it searched; "" unless won)."""
        if self.verdict != "won":
            return ""
        if self.states <= 2_000:
            return "easy"
        return "medium" if self.states <= 20_000 else "hard"


@dataclass(frozen=True)
class Hint:
    """A move to suggest, and why, in a player's words."""

    move: Move
    reason: str
    solution: Solution | None = None


class LimitError(ValueError):
    """A search's `budget`, `seconds` or `cancel` is not of the kind it
    takes; the message says which and why."""


def check_limits(
    budget: object,
    seconds: object = None,
    cancel: object = None,
    error: type[Exception] = LimitError,
) -> tuple[int, float | None]:
    """`budget` (a whole number of states, at least 1), `seconds` (None, or
    a finite number above 0) and `cancel` (None, or a function) as a search
    takes them; `error` (LimitError unless the caller names its own) with a
    message saying what is wrong otherwise."""
    if isinstance(budget, bool) or not isinstance(budget, numbers.Integral):
        raise error(f"budget must be a whole number of states, not {budget!r}")
    if budget < 1:
        raise error(f"budget must be at least 1 state, not {budget}")
    if seconds is not None:
        if isinstance(seconds, bool) or not isinstance(seconds, numbers.Real):
            raise error(f"seconds must be a number (or None: no time limit), not {seconds!r}")
        if not math.isfinite(seconds) or seconds <= 0:
            raise error(f"seconds must be above 0 and finite (or None: no limit), not {seconds}")
        seconds = float(seconds)
    if cancel is not None and not callable(cancel):
        raise error(f"cancel must be a function that returns True to stop, not {cancel!r}")
    return int(budget), seconds


class _Stop(Exception):
    def __init__(self, why: str) -> None:
        self.why = why


class _Frame:
    """A position on the search path and the moves still to try from it
    (best last: the search pops them)."""

    __slots__ = ("state", "moves")

    def __init__(self, state: Any, moves: list[Move]) -> None:
        self.state = state
        self.moves = moves


class Search:
    """One search over one game's rules. Reuse it for several searches of
    the same game (hint, then stuck): it keeps what it learnt of the game."""

    def __init__(
        self,
        rules: Rules,
        safe: bool = True,
        method: str = "auto",
        key: Callable[[Any], Hashable] | None = None,
        weights: tuple[float, ...] | None = None,
        fold: bool = True,
        prune: bool = True,
        narrow: bool = False,
        like: Search | None = None,
    ) -> None:
        """`key`: what positions are kept by (default `key_of(rules)`; the
        exact `rules.key` to compare); `weights`: how the best-first search
        weighs progress (default `Progress.weights`); `fold`: fold a
        stock's turns into the moves from its waste (`runtime.stock_fold`)
        when the pile model allows it; `prune`: leave out the positions the
        stock's turns reach from one already searched (`StockFold.covered`;
        False to compare); `like`: a search of the same rules whose reading
        of the pile model (the measure of progress, the safe moves) this one
        takes over instead of reading it again (the searches `solve` runs in
        turn: a deal's fixed cost)."""
        # a dive over the meta moves in one of their orders ("meta second")
        given = method
        method, _, self.order = method.partition(" ")
        self.order = self.order or FIRST
        if method not in ("auto", "best", "depth", "restarts", "astar", "mixed", "meta") or (
            self.order not in ORDERS or self.order != FIRST and method != "meta"
        ):
            raise ValueError(
                "method must be 'auto', 'best', 'depth', 'restarts', 'astar', 'mixed', 'meta'"
                f" or 'meta second', not {given!r}"
            )
        self.rules = rules
        self.method = method
        self.prune = prune
        self._noise: random.Random | None = None  # a restart's shaking of the rates
        self.successor: Any = successor_of(rules)
        self.key: Callable[[Any], Hashable] = key or key_of(rules)
        self.moves_of: Callable[[Any], list[Move]] = rules.moves
        if like is None:
            self.progress = Progress(rules)
            self.safe = SafeMoves.of(rules) if safe else None
        else:
            self.progress = like.progress.copy()
            self.safe = like.safe if safe else None
        if weights is not None:
            self.progress.weights = weights
        self.fold = StockFold.of(rules, self.successor, self.key) if fold else None
        if self.fold is not None:
            self.successor, self.moves_of = self.fold.successor, self.fold.moves
        # the successor and its key together, where the engine offers them for
        # the key this search keeps its positions by (`keyed_successor_of`); else None
        if like is not None and self.key is like.key and self.fold is like.fold is None:
            self.keyed = like.keyed  # (the searches `solve` runs in turn: asked once)
        else:
            keyed = keyed_successor_of(rules) if self.fold is None else None
            self.keyed = keyed if keyed is not None and self.key == key_of(rules) else None
        # the narrow moves the game's searches for wins use (`threads`), read
        # once for the searches `solve` runs in turn (a deal's fixed cost)
        folds = self.fold is not None
        self.narrowed = narrowing(rules, folds) if like is None else like.narrowed
        self.narrow = self.narrowed if narrow or method in ("astar", "meta") else None
        # the meta moves (`runtime.meta_moves`) a game with free cells dives through
        cells = self.narrowed if isinstance(self.narrowed, Cells) else None
        self.meta = MetaMoves.of(rules, cells) if like is None else like.meta
        self.whole = self.moves_of  # every move (the "mixed" restarts' even ones)
        if self.narrow is not None:
            listed, cut = self.moves_of, self.narrow.moves
            self.moves_of = lambda state: cut(state, listed(state))
        # the best-first search's rank: less its measure, plus (moves made - 1)
        # times `step`; among equals the oldest first, or the newest (`newest`)
        self.step, self.newest, self.turns_count = 1 / 8, False, False
        if method == "astar":
            # Klondike-Solver's kind of search (`SolveMinimal`): best-first by
            # the real moves made (the stock's turns counted) plus an estimate
            # of the moves left, the newest first among equals, keyed without
            # the stock's place: a search for wins (its table leaves out
            # positions it has not searched), over the narrow moves
            self.method, self.step, self.newest, self.turns_count = "best", STEP, True, True
            self.progress.weights = ASTAR
            if self.fold is not None:
                self.key, self.prune = self.fold.unturned(self.key), False

    # -- the search ---------------------------------------------------------------

    def solve(
        self,
        state: Any,
        budget: int = DEFAULT_BUDGET,
        seconds: float | None = None,
        cancel: Cancel | None = None,
        avoid: Iterable[Hashable] = (),
        first: Iterable[Move] | None = None,
        alone: float = ALONE,
    ) -> Solution:
        """Look for a win from `state` within `budget` states and `seconds`.
        `avoid`: search keys (`key_of`) of positions the search must not enter (a hint never
        leads back to where the player has been); `first`: only these moves
        from `state` (None: all); `alone`: the share of the budget the default
        best-first search takes on its own after the searches' turns (a
        search that exhausts the positions it can reach proves a deal lost;
        0: turns only, for a hint, which wants a win quickly); a budget
        past `DEEP_FROM` states gives the rest to the plain dive. A fault in
        the game's code (`GameError`) ends the search: it is raised here."""
        budget, seconds = check_limits(budget, seconds, cancel)
        rules = self.rules
        started = time.perf_counter()
        if rules.status(state) == "won":
            return Solution("won", [], 1, time.perf_counter() - started)
        limits = (None if seconds is None else started + seconds, cancel, started)
        if self.fold is not None:  # no table of an earlier search's positions
            self.fold.covered = None
        root_moves = self.moves_of(state) if first is None else list(first)
        if self.method != "auto" or budget < 8:
            steps = _Steps(self._steps(state, root_moves, avoid, budget, limits))
            return steps.stop("states") if steps.run() else steps.result
        # searches in turn, as Freecell Solver's soft threads: a dive that is
        # quick when the moves' order is right (Golf, Klondike), and best-first
        # searches weighing progress differently (FreeCell: a deal one of them
        # finds hard another often wins in a few thousand positions), a slice
        # of states each in turn, each its share of the budget; the first to
        # decide decides
        safe = self.safe is not None
        portfolio = min(budget, DEEP_FROM)  # (see DEEP_FROM)
        turns = [
            (
                Search(
                    rules,
                    safe,
                    method.removeprefix("narrow "),
                    self.key,
                    weights,
                    self.fold is not None,
                    self.prune,
                    method.startswith("narrow "),
                    self,
                ),
                max(int(portfolio * (1 - alone)) * eighths // 8, 1),
                SLICE * eighths,
            )
            for method, weights, eighths in self.threads()
        ]
        # (a narrow search's first moves are narrowed too)
        running = [
            _Steps(one._steps(state, one._narrowed(state, root_moves), avoid, 1, limits))
            for one, _, _ in turns
        ]
        lead = _lead(self.threads())
        decided: Solution | None = None
        spent: set[int] = set()  # the narrow searches that ran out of positions
        while decided is None and any(
            one._budget < share and number not in spent
            for number, (one, share, _) in enumerate(turns)
        ):
            for number, ((one, share, more), steps) in enumerate(zip(turns, running, strict=True)):
                if one._budget < share and number not in spent:
                    one._budget = min(share, one._budget + more)
                    if not steps.run():
                        if steps.result is not None and steps.result.why == "narrow":
                            spent.add(number)  # no verdict: the others go on
                            continue
                        decided = steps.result
                        break
        if decided is None:  # the default best-first search goes on alone with the rest
            turns[lead][0]._budget += max(portfolio - sum(one._states for one, _, _ in turns), 0)
            if not running[lead].run():
                decided = running[lead].result
        if decided is None and budget > portfolio and isinstance(self.narrowed, Narrow):
            # then a search for wins (DEEP_WINS)
            wins = Search(rules, safe, "astar", self.key, None, self.fold is not None, like=self)
            turns.append((wins, 0, 0))
            running.append(
                _Steps(wins._steps(state, wins._narrowed(state, root_moves), avoid, 1, limits))
            )
            wins._budget += min(DEEP_WINS, budget - sum(one._states for one, _, _ in turns))
            if not running[-1].run() and running[-1].result.why != "narrow":
                decided = running[-1].result
        if decided is None and budget > portfolio:  # then the plain dive (DEEP_FROM)
            # (the plain dive; where the turns have none, the default search)
            first = turns[DEEP][0]
            deeper = DEEP if first.method == "depth" and first.narrow is None else lead
            deep = turns[deeper][0]
            deep._budget += budget - sum(one._states for one, _, _ in turns)
            if not running[deeper].run():
                decided = running[deeper].result
        why = "states" if decided is None else decided.why or "states"
        ends = [steps.stop(why) for steps in running]
        if decided is None:  # all ran out of states
            decided = ends[lead]
        return Solution(
            decided.verdict,
            decided.moves,
            sum(one._states for one, _, _ in turns) - len(turns) + 1,  # (the start once)
            time.perf_counter() - started,
            sum(one._plays for one, _, _ in turns),
            decided.why,
            [] if decided.verdict == "won" else ends[lead].toward,
        )

    def _narrowed(self, state: Any, moves: list[Move]) -> list[Move]:
        """`moves` of `state` as this search lists them: narrowed, in a
        search of the narrow moves."""
        if self.narrow is None or self.method == "meta":  # (the meta moves are not listed)
            return moves
        return self.narrow.moves(state, moves)

    def threads(self) -> tuple[tuple[str, tuple[float, ...] | None, int], ...]:
        """The searches `solve` runs in turn: `SOFT_THREADS`, and in a game
        whose stock folds and whose columns narrow, `NARROW_THREADS`; in a
        game with free cells, `CELL_THREADS` instead."""
        narrow = self.narrowed
        if isinstance(narrow, Narrow):
            return SOFT_THREADS + NARROW_THREADS
        return SOFT_THREADS if narrow is None else CELL_THREADS

    def _steps(
        self,
        state: Any,
        root_moves: list[Move],
        avoid: Iterable[Hashable],
        budget: int,
        limits: tuple[float | None, Cancel | None, float],
    ) -> Generator[None, None, Solution]:
        """The search, as steps: it pauses (yields) when it has searched
        `self._budget` states; raise the budget and resume it, or throw
        `_Stop` into it to end it. It returns its Solution."""
        self._deadline, self._cancel, self._started = limits
        self._budget = budget
        self._states, self._plays = 1, 0
        avoid = frozenset(avoid)
        folding = self.fold is not None and self.prune
        if folding:  # the turns' positions go in the table
            self.fold.avoid = avoid
        if self.method in ("restarts", "mixed"):  # each restart has a table of its own
            return self._restarts(state, root_moves, avoid)
        seen: set[Hashable] = set(avoid)
        if folding:
            self.fold.covered = seen
        seen.add(self.key(state))
        if self.method == "depth":
            return self._depth_first(state, root_moves, seen)
        if self.method == "meta" and self.meta is not None:
            return self._meta_dive(state, root_moves, seen)
        return self._best_first(state, root_moves, seen)

    def _depth_first(
        self, state: Any, root_moves: list[Move], seen: set[Hashable], limit: int | None = None
    ) -> Generator[None, None, Solution]:
        """Straight down the best move first, back up when a position has no
        new move left. `limit`: give up ("unknown", why "restart") once the
        search has searched that many states."""
        rules = self.rules
        path: list[Move] = []
        successor, key_of, status, moves_of = self.successor, self.key, rules.status, self.moves_of
        keyed = self.keyed
        timed = self._deadline is not None or self._cancel is not None
        try:
            stack = [_Frame(state, self._order(state, root_moves))]
            while stack:
                frame = stack[-1]
                if not frame.moves:
                    stack.pop()
                    if path:
                        path.pop()
                    continue
                while self._states >= self._budget:
                    yield
                if limit is not None and self._states >= limit:
                    return self._done("unknown", [], "restart")
                if timed:
                    self._check()
                move = frame.moves.pop()
                if keyed is None:
                    try:
                        child = successor(frame.state, move)
                    except IllegalMove:
                        continue
                    self._plays += 1
                    key = key_of(child)
                    if key in seen:
                        continue
                else:
                    try:
                        child, key = keyed(frame.state, move, seen)
                    except IllegalMove:
                        continue
                    self._plays += 1
                    if child is None:  # (its key is in `seen`)
                        continue
                seen.add(key)
                self._states += 1
                path.append(move)
                if status(child) == "won":
                    return self._done("won", path)
                # straight down: the child is the engine's live position, so its
                # first move plays without replaying anything
                stack.append(_Frame(child, self._order(child, moves_of(child))))
        except _Stop as stop:
            return self._done("unknown", [], stop.why)
        return self._done("lost", [])

    def _meta_dive(
        self, state: Any, root_moves: list[Move], seen: set[Hashable]
    ) -> Generator[None, None, Solution]:
        """Straight down the first meta move (`runtime.meta_moves`), back up
        when a position has no new one left; each position after a meta move
        and the cards it sends home safely. For wins only, as the narrow
        moves: the meta moves are a part of the game's."""
        meta = self.meta
        assert meta is not None
        key_of, status = self.key, self.rules.status
        timed = self._deadline is not None or self._cancel is not None
        try:
            here, path = meta.settle(state, [])
            if path:
                key = key_of(here)
                seen.add(key)
                if status(here) == "won":
                    return self._done("won", path)
            # each frame: a position, its meta moves still to try, the number
            # of real moves that reached it
            stack = [(meta.children(here, 0, self.order), len(path))]
            while stack:
                children, made = stack[-1]
                while self._states >= self._budget:
                    yield
                if timed:
                    self._check()
                played = next(children, None)
                if played is None:
                    stack.pop()
                    del path[len(path) - made :]
                    continue
                child, moves = played
                if len(stack) == 1 and not made and moves[0] not in root_moves:
                    continue  # (a hint's first moves leave some out)
                self._plays += len(moves)
                key = key_of(child)
                if key in seen:
                    continue
                seen.add(key)
                self._states += 1
                path.extend(moves)
                if meta.cleared(child) and status(child) == "won":
                    if not meta.replays(state, path):  # (a step the rules would refuse)
                        return self._done("unknown", [], "narrow")
                    return self._done("won", path)
                stack.append((meta.children(child, len(stack), self.order), len(moves)))
        except _Stop as stop:
            return self._done("unknown", [], stop.why)
        return self._done("lost", [])

    def _restarts(
        self, state: Any, root_moves: list[Move], avoid: frozenset[Hashable]
    ) -> Generator[None, None, Solution]:
        """Dives from the start again and again, each with its own table and
        the moves' rates shaken a little at random (each restart's generator
        seeded by its number, so a search is the same every time), the
        restarts' budgets following Luby's sequence (1, 1, 2, 1, 1, 2, 4, ...
        times RESTART). A dive's effort is heavy-tailed: one that goes wrong
        early can search millions of positions below a bad move (Klondike
        deal 85: no win in 6,000,000 positions), where another order wins in
        a few hundred (90). A restart that runs out of positions proves the
        deal lost, as any dive does."""
        number = 0
        # "mixed": the odd restarts go through the narrow moves, the even
        # ones through every move
        mixed = self.method == "mixed" and self.narrowed is not None
        if mixed:
            whole, roots, cut = self.whole, root_moves, self.narrowed.moves
            narrow_roots = cut(state, roots)

            def narrowed(here: Any) -> list[Move]:
                return cut(here, whole(here))

        while True:
            number += 1
            if mixed:
                odd = number % 2 == 1
                self.narrow = self.narrowed if odd else None
                self.moves_of = narrowed if odd else whole
                root_moves = narrow_roots if odd else roots
            self._noise = random.Random(number)
            seen = set(avoid)
            if self.fold is not None and self.prune:
                self.fold.covered = seen
            seen.add(self.key(state))
            limit = self._states + RESTART * _luby(number)
            found = yield from self._depth_first(state, root_moves, seen, limit)
            if mixed:  # (every move again: what the search lists when it ends)
                self.moves_of, self.narrow = whole, None
                if found.why == "narrow":
                    continue  # a narrow restart ran out of positions: proof of nothing
            if found.why != "restart":
                return found

    def _best_first(
        self, state: Any, root_moves: list[Move], seen: set[Hashable]
    ) -> Generator[None, None, Solution]:
        """Always go on from the most promising position found yet (a little
        less eagerly the deeper it lies); the positions waiting are kept.
        Not won: `toward` leads to the position it would have gone on from
        next, the most promising one still open (a position whose moves
        were all searched may be a dead end: no place to head for)."""
        rules = self.rules
        root = self.key(state)
        parents: dict[Hashable, tuple[Hashable, Move]] = {}
        waiting: list[tuple[float, int, int, Any, Hashable, list[Move] | None]] = []
        heapq.heappush(waiting, (0.0, 0, 0, state, root, root_moves))
        count = 0
        successor, key_of, status, moves_of = self.successor, self.key, rules.status, self.moves_of
        keyed = self.keyed
        score, rank_of, safe = self.progress.score, self.progress.rank, self.safe
        # a position waits unlisted (moves None) when the weights allow it:
        # its status and moves are asked when the search goes on from it
        lazy = rank_of(state) is not None
        timed = self._deadline is not None or self._cancel is not None
        push, pop = heapq.heappush, heapq.heappop
        # (moves made - 1) * step: the moves made to the parent, `depth`, each
        # 1/8 by default; the A* search counts the stock's turns too (`__init__`)
        step, turns_count, order = self.step, self.turns_count, -1 if self.newest else 1
        try:
            while waiting:
                _, _, depth, here, here_key, moves = pop(waiting)
                if moves is None:
                    if status(here) == "won":
                        return self._done("won", _path(parents, here_key, root))
                    moves = moves_of(here)
                    if not moves:
                        continue
                if safe is not None:
                    forced = safe.find(here, moves)
                    if forced is not None:
                        moves = [forced]
                for move in moves:
                    while self._states >= self._budget:
                        yield
                    if timed:
                        self._check()
                    if keyed is None:
                        try:
                            child = successor(here, move)
                        except IllegalMove:
                            continue
                        self._plays += 1
                        key = key_of(child)
                        if key in seen:
                            continue
                    else:
                        try:
                            child, key = keyed(here, move, seen)
                        except IllegalMove:
                            continue
                        self._plays += 1
                        if child is None:  # (its key is in `seen`)
                            continue
                    seen.add(key)
                    self._states += 1
                    parents[key] = (here_key, move)
                    count += 1
                    made = depth + 1
                    if turns_count and isinstance(move, Folded):
                        made = depth + len(move.path)
                    if lazy:
                        rank = -rank_of(child) + (made - 1) * step
                        push(waiting, (rank, order * count, made, child, key, None))
                        continue
                    if status(child) == "won":
                        return self._done("won", _path(parents, key, root))
                    child_moves = moves_of(child)
                    if not child_moves:
                        continue
                    rank = -score(child, child_moves) + (made - 1) * step
                    push(waiting, (rank, order * count, made, child, key, child_moves))
        except _Stop as stop:
            toward = _path(parents, waiting[0][4], root) if waiting else []
            return self._done("unknown", [], stop.why, toward)
        return self._done("lost", [])

    def _done(
        self, verdict: Verdict, path: list[Move], why: str = "", toward: list[Move] | None = None
    ) -> Solution:
        if verdict == "lost" and self.narrow is not None:
            verdict, why = "unknown", "narrow"  # the narrow moves prove no loss
        spent = time.perf_counter() - self._started
        return Solution(
            verdict, unfold(path), self._states, spent, self._plays, why, unfold(toward or [])
        )

    def _order(self, state: Any, moves: list[Move]) -> list[Move]:
        """The moves to try from `state`, worst first; only the forced one
        when a safe move is open."""
        if not moves:
            return []
        if self.safe is not None:
            forced = self.safe.find(state, moves)
            if forced is not None:
                return [forced]
        if self.fold is not None:
            rate = self._rates_folded(state, moves)
        else:
            rate = self.progress.rate_moves(state, moves)
        noise = self._noise
        if noise is not None:  # a restart's dive (see `_restarts`)
            rate = [r + noise.uniform(0, NOISE) for r in rate]
        # by rate, the earlier listed last among equals: the indexes from the
        # last down, sorted stably by rate
        order = sorted(range(len(moves) - 1, -1, -1), key=rate.__getitem__)
        return [moves[at] for at in order]

    def _rates_folded(self, state: Any, moves: list[Move]) -> list[int]:
        """`Progress.rate_moves` of `moves` listed with the stock's turns
        folded (`StockFold.moves`): a folded move rated where its card comes
        up (`Folded.before`; those listed from one place rated together),
        here and not in the walk, which a best-first search's listings make
        too (it rates no move)."""
        rate_moves = self.progress.rate_moves
        plain = iter(rate_moves(state, [m for m in moves if not isinstance(m, Folded)]))
        rates: list[int] = []
        at, size = 0, len(moves)
        while at < size:
            move = moves[at]
            if not isinstance(move, Folded):
                rates.append(next(plain))
                at += 1
            elif move.rate is not None:  # (a walk's last turn, stopped short)
                rates.append(move.rate)
                at += 1
            else:
                end, before = at + 1, move.before
                while end < size and getattr(moves[end], "before", None) is before:
                    end += 1
                rates += rate_moves(before, moves[at:end])
                at = end
        return rates

    def _check(self) -> None:
        if self._deadline is not None and time.perf_counter() > self._deadline:
            raise _Stop("seconds")
        if self._cancel is not None and self._cancel():
            raise _Stop("cancelled")

    # -- stuck ------------------------------------------------------------------------

    def stuck(self, state: Any, budget: int = 20_000, seconds: float | None = None) -> bool:
        """True when no position reachable from `state` makes progress (more
        cards on the foundations, fewer face-down cards under face-up ones,
        or a win): the reachable positions are searched to the end within
        the budget. A game whose moves only shuffle cards between columns
        (or turn the stock round and round) is stuck. Unknown (the budget ran
        out) counts as not stuck."""
        budget, seconds = check_limits(budget, seconds)
        rules = self.rules
        status = rules.status(state)
        if status != "playing":
            return status == "lost"
        start = self.progress.measure(state)
        started = time.perf_counter()
        key_of = self.key
        seen = {key_of(state)}
        todo = [state]
        while todo:
            if len(seen) > budget:
                return False
            if seconds is not None and time.perf_counter() - started > seconds:
                return False
            here = todo.pop()
            for move in rules.moves(here):
                try:
                    child = self.successor(here, move)
                except IllegalMove:
                    continue
                key = key_of(child)
                if key in seen:
                    continue
                seen.add(key)
                if rules.status(child) == "won" or self.progress.better(
                    self.progress.measure(child), start
                ):
                    return False
                todo.append(child)
        return True

    # -- hints --------------------------------------------------------------------------

    def hint(
        self,
        state: Any,
        previous: Move | None = None,
        visited: Iterable[Hashable] = (),
        budget: int = HINT_BUDGET,
        seconds: float | None = 2.0,
        cancel: Cancel | None = None,
    ) -> Hint | None:
        """The first move of a win found within a small budget, else the
        move that makes the most progress. Never the reverse of `previous`,
        never a move back to a position in `visited` (the search keys of
        where the game has been)."""
        budget, seconds = check_limits(budget, seconds, cancel)
        rules = self.rules
        if rules.status(state) != "playing":
            return None
        visited = set(visited)
        visited.add(self.key(state))
        open_moves = [m for m in rules.moves(state) if not _reverses(m, previous)]
        allowed: list[tuple[Move, Any, list[Move]]] = []
        for move in open_moves:
            try:
                child = self.successor(state, move)
            except IllegalMove:
                continue
            if self.key(child) not in visited:
                allowed.append((move, child, rules.moves(child)))
        if not allowed:
            return None
        first = [move for move, _, _ in allowed]
        found = self.solve(state, budget, seconds, cancel, visited, first, alone=0.0)
        if found.verdict == "won" and found.moves:
            count = len(found.moves)
            words = "move" if count == 1 else "moves"
            return Hint(found.moves[0], f"leads to a win in {count} {words}", found)
        before = self.progress.measure(state)
        best = max(
            enumerate(allowed),
            key=lambda item: (self.progress.score(item[1][1], item[1][2]), -item[0]),
        )[1]
        if found.toward:  # the first move toward the most promising position reached
            best = next((item for item in allowed if item[0] == found.toward[0]), best)
        lead = "no win found; " if found.verdict == "unknown" else "no win is left; "
        change = self.progress.describe(before, self.progress.measure(best[1]))
        return Hint(best[0], lead + f"this move {change}", found)


def _lead(threads: tuple[tuple[str, tuple[float, ...] | None, int], ...]) -> int:
    """Which of `threads` is the default best-first search, the lead."""
    return next(
        at
        for at, (method, weights, _) in enumerate(threads)
        if method == "best" and weights is None
    )


def _luby(number: int) -> int:
    """Luby's sequence, from 1: 1, 1, 2, 1, 1, 2, 4, 1, 1, 2, 1, 1, 2, 4, 8, ..."""
    size = 1
    while size < number + 1:
        size = 2 * size + 1
    # `number` lies in a block of `size` = 2^k - 1 terms ending in 2^(k-1)
    while True:
        if number == size:
            return (size + 1) // 2
        size //= 2
        if number > size:
            number -= size


def _path(
    parents: dict[Hashable, tuple[Hashable, Move]], key: Hashable, root: Hashable
) -> list[Move]:
    path = []
    while key != root:
        key, move = parents[key]
        path.append(move)
    return path[::-1]


class _Steps:
    """A search as steps (see `Search._steps`): `run` resumes it until it
    pauses (True) or ends (False; `result` is its Solution); `stop` ends it."""

    def __init__(self, steps: Generator[None, None, Solution]) -> None:
        self.steps = steps
        self.result: Solution | None = None

    def run(self) -> bool:
        try:
            next(self.steps)
        except StopIteration as end:
            self.result = end.value
            return False
        return True

    def stop(self, why: str) -> Solution:
        """Its Solution: as it ended, or unknown for `why` if it was paused."""
        if self.result is None:
            try:
                self.steps.throw(_Stop(why))
            except StopIteration as end:
                self.result = end.value
            except _Stop:  # never started
                self.result = Solution("unknown", why=why)
        assert self.result is not None
        return self.result


def _reverses(move: Move, previous: Move | None) -> bool:
    """Does `move` carry back what `previous` just carried?"""
    return (
        previous is not None
        and previous.target is not None
        and move.source == previous.target
        and move.target == previous.source
        and move.count == previous.count
    )


def solve(
    rules: Rules,
    state: Any,
    budget: int = DEFAULT_BUDGET,
    seconds: float | None = None,
    cancel: Cancel | None = None,
) -> Solution:
    """Search `state` of a game for a win (see `Search.solve`)."""
    return Search(rules).solve(state, budget, seconds, cancel)


def key_of(rules: Rules) -> Callable[[Any], Hashable]:
    """The key a search keeps its positions by: the engine's `search_key`
    when it has one (equal for two states that are the same for winning,
    such as FreeCell's with two free cells' cards swapped), else its exact
    `key`. The moves a search returns are still real moves from real
    states: a key stands for the first state that reached it."""
    coarse = getattr(rules, "search_key", None)
    return coarse if coarse is not None else rules.key


def keyed_successor_of(rules: Rules) -> Callable[[Any, Move, Container[Hashable]], tuple] | None:
    """The engine's successor and search key together, where it has them
    (CDL's `search_step`): called `(state, move, seen)`, it gives the state after
    the move and its key (`key_of`), or None in place of the state where
    the key is in `seen` (the engine need not make a state the search
    already has); None where the engine has none (the search then
    asks `successor_of` and `key_of` in turn)."""
    return getattr(rules, "search_step", None)


def successor_of(rules: Rules) -> Callable[[Any, Move], Any]:
    """The state after a move, without the events a player sees: the
    engine's successor for a search when it has one (CDL's
    `search_successor`: the outcome worked out when first read), else its
    cheap `successor` (Paperlang's engine), else its `play` with the
    events dropped."""
    cheap = getattr(rules, "search_successor", None) or getattr(rules, "successor", None)
    if cheap is not None:
        return cheap

    def successor(state: Any, move: Move) -> Any:
        return rules.play(state, move)[0]

    return successor
