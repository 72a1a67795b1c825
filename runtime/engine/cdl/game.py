"""`CdlGame`: the base class of every generated CDL game; implements `Rules`.

A generated subclass lists its stacks (`StackInfo`), ORDER, globals and the
names of its methods; this class deals (the Start methods in ORDER order),
runs transactions as docs/cdl.md describes them, and answers the Session.

A transaction: the press goes to the most specific press method of the
stack (SelectLeftFrom, else SelectLeft, else SelectFrom, else Select; Right
alike). If it left cards on the Cursor, the release goes to the stack under
the pointer (the ...To methods the same way); cards still on the Cursor
undo everything. Then `integrity?` (false undoes it), `win?`, `loose?`.
"""

from __future__ import annotations

import re
import threading
import weakref
from collections.abc import Callable, Container, Hashable
from dataclasses import dataclass, field
from typing import Any

from runtime.engine import rng
from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.changed import Changed
from runtime.engine.cdl.flat import ChangeEvents, Recording, unjudged_limit
from runtime.engine.cdl.moves import all_moves, plans
from runtime.engine.cdl.reads import PressMemo
from runtime.engine.cdl.search_key import search_key_of
from runtime.engine.cdl.state import CdlState, Outcome, at_most, lazy, made, same_table
from runtime.engine.cdl.values import CROSS_CARD, EMPTY_CARD, VALUE_MASK, to_card
from runtime.engine.cdl.vm import Vm
from runtime.engine.cdl.written import usable, written_moves
from runtime.engine.lines import line_table
from runtime.engine.model import (
    Card,
    Event,
    GameError,
    HelpBox,
    HelpButton,
    IllegalMove,
    Layout,
    Move,
    PileLayout,
    Status,
)
from runtime.engine.tables import Interned, PileMemo, moved

PRESS = {
    "left": ("selectleftfrom", "selectleft", "selectfrom", "select"),
    "right": ("selectrightfrom", "selectright", "selectfrom", "select"),
}
RELEASE = {
    "left": ("selectleftto", "selectleft", "selectto", "select"),
    "right": ("selectrightto", "selectright", "selectto", "select"),
}


@dataclass(frozen=True)
class StackInfo:
    """A stack as the generated class declares it. `methods` maps CDL method
    names ("start", "selectleftfrom"...) to the class's Python method names."""

    key: str
    name: str
    x: int
    y: int
    w: int
    h: int
    direction: str = "over"
    methods: dict[str, str] = field(default_factory=dict)


@dataclass(frozen=True)
class Transaction:
    """What one press (and release) did: the new state and the Move for it."""

    state: CdlState
    events: list[Event]
    move: Move


OUTCOME_BYTES = {"playing": b"p", "won": b"w", "lost": b"l"}
SUCCESSORS = 20_000  # states whose listed moves' results are kept for `successor`
MET = 64  # listings kept for a state met again (`CdlGame._met`), at most
OLD = 4_096  # states noted as possibly met again (`CdlGame._noted`), at most
REPLAYS = 4_096  # moves played from such states, kept (`CdlGame.play`), at most
MOVES = 100_000  # Move objects kept for reuse at most (then all are forgotten)
NOTHING = "nothing happens"  # a transaction that changed nothing (then worded)
REFUSED = "the game's integrity? check refused this"


class CdlGame:
    """Implements `runtime.engine.model.Rules` for a compiled CDL program."""

    language = "cdl"
    # `moves` lists none when the game is over (its outcome is not "playing"):
    # the Session lists them without asking the status first
    moves_say_status = True
    game_id = ""
    title = ""
    source_path = ""
    grid: tuple[int, int] = (1, 1)
    stack_table: tuple[StackInfo, ...] = ()
    order: tuple[str, ...] = ()
    global_vars: tuple[tuple[str, Any], ...] = ()
    integrity: str | None = None
    win: str | None = None
    loose: str | None = None
    # what the compiler proved of each method (paperc/codegen/cdl_facts.py):
    # Python method name -> facts; the move search skips trials they rule out
    facts: dict[str, tuple[str, ...]] = {}
    # the system predicates paperc wrote flat versions of: predicate -> flat version
    flat: dict[str, str] = {}
    # press methods that keep their trials -> their flat versions, which run them
    # over the piles (paperc/codegen/cdl_flat.py)
    flat_presses: dict[str, str] = {}
    # the flat predicates proved unable to fault (paperc/codegen/cdl_safe.py):
    # predicate -> its step bound (a polynomial in the cards of the largest pile)
    safe: dict[str, tuple[int, ...]] = {}

    def __init__(self) -> None:
        # stacks are numbers: their place in stack_table, the Cursor last
        self._keys = tuple(s.key for s in self.stack_table) + ("cursor",)
        self._cursor = len(self.stack_table)
        self._info = self.stack_table
        self._names = tuple(s.name for s in self.stack_table) + ("cursor",)
        self._by_name = {s.name: index for index, s in enumerate(self.stack_table)}
        self._order = tuple(self._keys.index(key) for key in self.order)
        self._globals = tuple(name for name, _ in self.global_vars)
        self._press = {b: self._dispatch(PRESS[b]) for b in PRESS}
        self._release = {b: self._dispatch(RELEASE[b]) for b in RELEASE}
        self._buttons = (
            ("left", "right")
            if self._press["right"] != self._press["left"]
            or (self._release["right"] != self._release["left"])
            else ("left",)
        )
        self._plans = plans(self)
        # the system predicates' flat versions (paperc/codegen/cdl_flat.py), by predicate
        cls = type(self)
        self._flat = {name: getattr(cls, flat) for name, flat in self.flat.items()}
        self._flat_press = {name: getattr(cls, f) for name, f in self.flat_presses.items()}
        # win? then loose?, each with the outcome it gives and its flat version (or None)
        self._judges = tuple(
            (slot, result, self._flat.get(slot))
            for slot, result in ((self.win, "won"), (self.loose, "lost"))
            if slot is not None
        )
        self._pure_judges = all(
            slot is None or "pure" in self.facts.get(slot, ()) for slot in (self.win, self.loose)
        )
        # integrity?'s flat version (or None, without one) and win?'s and loose?'s
        # with the outcome each gives, where every one the game has is flat
        # (`_settled_at_once`); else None
        flats = [self._flat.get(s) for s in (self.integrity, self.win, self.loose) if s]
        self._at_once = (
            (
                self._flat.get(self.integrity) if self.integrity else None,
                tuple((flat, result) for _, result, flat in self._judges),
            )
            if None not in flats
            else None
        )
        # while at most this many cards are in play, the search lists direct
        # moves unjudged (-1: never): every system predicate is flat and
        # cannot fault, and integrity? refuses nothing (`_unjudged`)
        slots = [s for s in (self.integrity, self.win, self.loose) if s is not None]
        lazy = self._pure_judges and all(s in self.safe and s in self._flat for s in slots)
        self._unjudged_cards = unjudged_limit([self.safe[s] for s in slots]) if lazy else -1
        # what the game's code answers, remembered: it depends on the code alone, so
        # every instance of the class (a Session per deal) shares it (`_memory`)
        memory = _memory(type(self), self._names)
        self._calls: dict[tuple, Any] = memory[0]  # routines' results, by their piles
        for name, found in self.facts.items():
            for fact in found:
                if fact.startswith("stack_params="):
                    stacks = tuple(int(i) for i in fact.removeprefix("stack_params=").split(","))
                    setattr(self, name, _remembering(self, name, stacks, self._calls))
        self._releases: dict[tuple, Any] = memory[1]  # local releases' results (moves.py)
        self._presses: dict[tuple, Any] = memory[2]  # local presses' results (moves.py)
        # one trials' search at a time: their memories are the class's, and a search
        # in another thread (runtime/analysis.py) lists with another game of the class
        self._lock: threading.RLock = memory[3]
        # the game's own listing, written by paperc (written.py), where it fits the plan
        self._written = usable(self)
        # the changes of the flat presses the search followed, by what they read
        self._pressed = PressMemo()
        # the successors made over the piles a move changed alone (None: the general way)
        self._changed = Changed.of(self)
        # judges the states the search makes lazily (`LazyState`), holding the game weakly
        self._judge = Judge(self)
        # what moves() found each listed move leads to, by the state's id
        self._successors: dict[int, tuple[CdlState, dict[tuple, Any]]] = {}
        # the last listings of the generated listing (`_written`), by the hash of the
        # state's piles (`_keep_met`), and the states that may be met again, by
        # their ids (`_noted`)
        self._met: dict[int, tuple] = {}
        self._old: dict[int, CdlState] = {}
        # the moves played from those states: (the id of the listing's results
        # the state shares, the move's detail) -> (the state after, its events)
        self._replays: dict[tuple, tuple] = {}
        # the direct drops the listing found in the last state it listed, by
        # their detail: (the pressed stack, the count, the target) (`_dropped`)
        self._drops: tuple[CdlState | None, dict[tuple, tuple[int, int, int]]] = (None, {})
        # the clicks of flat presses the last listing found, by (button, stack, position)
        self._clicks: tuple[CdlState | None, set[tuple[str, int, int]]] = (None, set())
        self._unjudged_now = False  # is the running move search listing unjudged?
        # the piles, drawings and tables of targets `targets` made last
        self._targets: tuple[tuple, tuple, tuple] = ((), (), ())
        # the Moves made, by what they do (`_move`): a Move never changes, so every
        # instance (a Session per deal) shares them
        self._made: dict[tuple, Move] = memory[5]
        # the drops and clicks the written listing found, by what they do (written.py `_kept`)
        self._listed_drops: dict[tuple, tuple] = memory[6]
        # the events of the changes a move played makes, by change (`Recording`)
        self._change_events: ChangeEvents = memory[7]
        self._cache: tuple[Any, ...] = ()
        self._words: dict[int, str] = {}  # readable names, by stack number
        self._layout: Layout | None = None
        # each pile's card values as bytes, remembered by pile (the key's parts)
        self._values = PileMemo(lambda pile: bytes(map(VALUE_MASK.__and__, pile)))
        # each pile's cards as the outside world sees them (`cards`), remembered by pile
        self._shown = PileMemo(lambda pile: tuple(map(to_card, pile)), limit=20_000)
        # the piles the search builds, one object per content (more found in the memories)
        self._interned: Interned = memory[4]
        # the search key (`search_key`): None until asked, False where no stacks are alike
        self._search_key: Any = None

    def _dispatch(self, chain: tuple[str, ...]) -> dict[int, Callable[..., Any]]:
        """Each stack's method for a press or a release, as the class's plain
        function (called with the game): the tables of dispatch, like every
        table of the game's own code it keeps, hold no bound method, so that
        a game refers to itself nowhere and is freed as soon as it is let go
        (not at the garbage collector's next full collection)."""
        out = {}
        cls = type(self)
        for index, info in enumerate(self.stack_table):
            for method in chain:
                if method in info.methods:
                    out[index] = getattr(cls, info.methods[method])
                    break
        return out

    def _vm(self, state: CdlState, quiet: bool = False) -> Vm:
        vm = Vm(self._names, self._globals, state)
        vm.quiet = quiet
        return vm

    def _key(self, name: str) -> int:
        try:
            return self._by_name[name]
        except KeyError:
            raise KeyError(f"no stack named {name!r} in {self.game_id}") from None

    # -- Rules: reading -----------------------------------------------------------

    def stacks(self) -> list[str]:
        return [s.name for s in self.stack_table]

    def cards(self, state: CdlState, name: str) -> list[Card]:
        # (a search's progress measure asks for them state after state: remembered by pile)
        return list(self._shown.one(state.piles[self._key(name)]))

    def pile_table(
        self, state: CdlState
    ) -> tuple[tuple[tuple[int, ...], ...], Callable[[tuple[int, ...]], tuple[Card, ...]]]:
        """The state's piles in `stacks()` order (a move shares the piles it
        leaves alone) and how to read one as Cards: what the solver's measure
        of progress remembers its figures by (runtime.progress)."""
        return state.piles, self._shown.one

    def bottom(self, state: CdlState, name: str) -> Card:
        """Position 0 of a stack: the drawing shown when it is empty."""
        return to_card(state.bottoms[self._key(name)])

    def status(self, state: CdlState) -> Status:
        return state.outcome

    def score(self, state: CdlState) -> int | None:
        return None

    def layout(self) -> Layout:
        if self._layout is None:
            try:
                bottoms = self.deal(0)[0].bottoms
            except GameError:
                bottoms = (EMPTY_CARD,) * len(self._keys)
            piles = {}
            for index, s in enumerate(self.stack_table):
                mark = bottoms[index]
                empty = {EMPTY_CARD: "circle", CROSS_CARD: "cross"}.get(mark, "outline")
                piles[s.name] = PileLayout(s.x, s.y, s.w, s.h, s.direction, empty)  # type: ignore[arg-type]
            self._layout = Layout(self.grid[0], self.grid[1], piles)
        return self._layout

    # -- the canonical key (for searches) -----------------------------------------

    def key(self, state: CdlState) -> Hashable:
        """A compact value equal for two states exactly when the tables and
        all that the program can still read are the same. The program reads
        a card's value, never its id, so ids take no part (two identical
        cards of a two-deck game may trade places); the deal generator and
        the next card id count only when a method run after the deal can
        shuffle or ADD cards.

        It is bytes: each pile's card values (all below 0xFE), 0xFF after
        each pile, then the empty-pile drawings, the outcome where win? or
        loose? may change the game (where both are pure, the rest decides
        it, and a search's `LazyState` is keyed without judging it), and,
        only when the game has them, the globals and the generator (as
        text)."""
        key = b"\xff".join(self._values.each(state.piles)) + b"\xfe" + bytes(state.bottoms)
        if not self._pure_judges:
            key += OUTCOME_BYTES[state.outcome]
        if state.globals or self._draws_after_deal():
            extra = (state.rng, state.next_id) if self._draws_after_deal() else ()
            key += repr((state.globals, extra)).encode()
        return key

    @property
    def search_key(self) -> Callable[[CdlState], Hashable]:
        """The search's key (`runtime.solve.key_of`): `key` with the piles of
        each group of stacks the game cannot tell apart sorted
        (runtime/engine/cdl/search_key.py); `key` itself when none are."""
        made = self._search_key
        if made is None:  # (False: no stacks alike; not `key` itself, which is bound to the game)
            made = self._search_key = search_key_of(self) or False
        return made or self.key

    @property
    def home_stacks(self) -> tuple[str, ...] | None:
        """The stacks whose cards the player can never pick up again (no
        press method) and that take cards (a release method, or empty at the
        deal): where finished cards go, as the solver and hints count
        progress. None when the game has none."""
        start = self.deal(0)[0].piles
        sinks = tuple(
            s.name
            for index, s in enumerate(self.stack_table)
            if all(index not in self._press[b] for b in PRESS)
            and (not start[index] or any(index in self._release[b] for b in RELEASE))
        )
        return sinks or None

    def _draws_after_deal(self) -> bool:
        draws = self.__dict__.get("_draws")
        if draws is None:
            starts = {info.methods.get("start") for info in self.stack_table}
            draws = self._draws = any(
                "shuffle" in value.__code__.co_names or "add" in value.__code__.co_names
                for name, value in vars(type(self)).items()
                if name not in starts and hasattr(value, "__code__")
            )
        return draws

    # -- dealing --------------------------------------------------------------------

    def deal(self, seed: int) -> tuple[CdlState, list[Event]]:
        """The Start methods, in ORDER order; the position every undo returns to."""
        n = len(self._keys)
        state = CdlState(
            piles=((),) * n,
            bottoms=(EMPTY_CARD,) * n,
            globals=tuple(value for _, value in self.global_vars),
            rng=rng.seed_state(seed, self.game_id),
        )
        vm = self._vm(state)
        for index in self._order:
            method = self._info[index].methods.get("start")
            if method is not None:
                vm.context, vm.steps = index, 0
                self._run(vm, getattr(type(self), method))
        if vm.piles[vm.cursor]:
            raise GameError("the Start methods left cards on the Cursor", self.source_path)
        return vm.freeze(), vm.events

    def _run(self, vm: Vm, method: Callable[..., Any], *args: Any) -> Any:
        """Run `method`, a function of the game's class, with the game."""
        try:
            return method(self, vm, *args)
        except RecursionError as exc:
            line = self._line_of(exc)
            raise GameError(
                "calls nest too deeply (endless recursion?)", self.source_path, line
            ) from None
        except GameError as exc:
            if exc.source:
                raise
            line = exc.line or self._line_of(exc)
            raise GameError(exc.message, self.source_path, line) from None

    def _line_of(self, exc: BaseException) -> int:
        """The `.cdl` line of the generated line that raised `exc`: the
        innermost frame of this game's module in the traceback, read
        through the module's line table (runtime/engine/lines.py)."""
        found = line_table(type(self), self.source_path).in_traceback(exc.__traceback__)
        return found[1] if found else 0

    # -- readable names -------------------------------------------------------------

    def pile_name(self, name: str) -> str:
        """How a player names a stack: its Help title with the number in its
        name ("T6" with help "Column" is "column 6"), or its name when that is
        a word ("the stock"), else its place in the table ("pile 3")."""
        key = self._by_name.get(name)
        return name if key is None else self._readable(key, None)

    def _readable(self, key: int, state: Any) -> str:
        known = self._words.get(key)
        if known is not None:
            return known
        name = self._names[key]
        title = ""
        if "help" in self._info[key].methods:
            try:
                if not isinstance(state, CdlState):
                    state = self.deal(0)[0]
                box = self.help(state, name)
            except (GameError, IllegalMove):
                box = None
            title = box.title.strip() if box is not None else ""
        words = _readable(name, title, key + 1)
        self._words[key] = words
        return words

    # -- transactions ---------------------------------------------------------------

    def transaction(
        self,
        state: CdlState,
        button: str,
        press: int,
        pos: int,
        release: int | None,
        release_pos: int,
        known: CdlState | None = None,
    ) -> Transaction:
        """Press on `press` at `pos`, release on `release`; IllegalMove if refused.
        `known`: the state the move search found it leads to, if it did."""
        if state.outcome != "playing":
            raise IllegalMove(f"the game is over ({state.outcome})")
        vm = self._press_vm(state, button, press, pos)
        count = len(vm.piles[vm.cursor])
        target = None
        if count:
            if release is None:
                raise IllegalMove("the cards were dropped on no stack")
            self._release_into(vm, button, release, release_pos)
            target = release if release != press or release_pos != pos else None
        move = self._move(
            button,
            press,
            pos,
            target,
            release if count else press,
            release_pos if count else pos,
            count,
        )
        try:
            return Transaction(*self._finish(vm, state, known), move)
        except IllegalMove as exc:
            if exc.reason != NOTHING:
                raise
            pile = self._readable(press, state)
            if target is not None:
                to = self._readable(target, state)
                raise IllegalMove(f"cannot move from {pile} to {to}") from None
            raise IllegalMove(f"nothing to do on {pile}") from None

    def _press_vm(self, state: CdlState, button: str, press: int, pos: int) -> Vm:
        method = self._press[button].get(press)
        if method is None:
            raise IllegalMove(f"nothing to do on {self._readable(press, state)}")
        size = len(state.piles[press])
        if not 0 <= pos <= size or (size and pos == 0):
            raise IllegalMove(f"{self._readable(press, state)} has no card at position {pos}")
        vm = self._vm(state)
        vm.context = press
        self._run(vm, method, pos)
        return vm

    def _release_into(self, vm: Vm, button: str, release: int, pos: int) -> None:
        method = self._release[button].get(release)
        if method is None:
            raise IllegalMove(f"{self._readable(release, vm)} does not take cards")
        vm.context, vm.steps = release, 0
        self._run(vm, method, pos)
        if vm.piles[vm.cursor]:
            raise IllegalMove(f"those cards cannot go on {self._readable(release, vm)}")

    def _finish(
        self,
        vm: Vm,
        before: CdlState,
        known: CdlState | None = None,
        changed: bool = False,
        judge: bool = True,
    ) -> tuple[CdlState, list[Event]]:
        """integrity?, then win?, then loose?; the transaction's new state.
        `known`: the state the move search found this transaction leads to;
        when win? and loose? are pure, they need not judge it again.
        `changed`: the caller knows the state changed (cards moved).
        `judge` False (the search, `_unjudged_cards`): the state before
        win? and loose?, which cannot fault, judge it.
        A trial's integrity?, and win? and loose?, run as their flat
        versions where paperc wrote them (paperc/codegen/cdl_flat.py)."""
        vm.context = None
        if not changed and before.outcome == "playing" and vm.same_as(before):
            raise IllegalMove(NOTHING)
        globals_ = tuple(vm.g.values()) if vm.g else ()
        done = None
        if self.integrity is not None:
            flat = self._flat.get(self.integrity) if vm.quiet else None
            if flat is not None:
                piles = [p if type(p) is tuple else tuple(p) for p in vm.piles]
                done = _flat_run(self, flat, piles, list(vm.bottoms), globals_)
            if done is None:
                vm.steps = 0
                if not self._run(vm, getattr(type(self), self.integrity)):
                    raise IllegalMove(REFUSED)
            elif not done[0]:
                raise IllegalMove(REFUSED)
        if done is None:
            piles = tuple([p if type(p) is tuple else tuple(p) for p in vm.piles])
            bottoms = tuple(vm.bottoms)
        else:
            piles, bottoms = tuple(done[1]), tuple(done[2])
        if not self._pure_judges:  # judges that may change the game: as they run
            if done is not None:
                vm.piles, vm.bottoms = list(piles), bottoms
            outcome = "playing"
            for slot, result in ((self.win, "won"), (self.loose, "lost")):
                if slot is not None:
                    vm.steps = 0
                    if self._run(vm, getattr(type(self), slot)):
                        outcome = result
                        break
            return vm.freeze(outcome), vm.events  # type: ignore[arg-type]
        new = made(piles, bottoms, globals_, vm.rng, vm.next_id)
        if (
            known is not None
            and known.piles == piles
            and known.bottoms == bottoms
            and known.globals == globals_
            and known.rng == vm.rng
            and known.next_id == vm.next_id
        ):
            return known, vm.events
        return (self._judged(new, vm) if judge else new), vm.events

    def _settled(
        self, piles: list, before: CdlState, bottoms: Any = None, judge: bool = True
    ) -> CdlState | None | bool:
        """The state after a move the search built itself (`piles`: the
        piles after it, a list; `bottoms` the drawings, if it changed
        them), after integrity?'s flat version, judged by win? and loose?
        (`judge` False: not judged yet, `_unjudged_cards`); None when
        integrity? refuses it; False when the working copy must run it (no
        flat version, it gave way, or win? or loose? may change the game).
        A fault in win? or loose? raises GameError: the move is not listed,
        as a trial would not list it."""
        if not self._pure_judges:
            return False
        if judge and self._at_once is not None:
            new = self._settled_at_once(piles, before, bottoms)
            if new is not MISSING:
                return new
        bottoms = before.bottoms if bottoms is None else _drawings(bottoms, before.bottoms)
        integrity = self.integrity
        if integrity is not None:
            flat = self._flat.get(integrity)
            done = (
                None
                if flat is None
                else _flat_run(self, flat, piles, list(bottoms), before.globals)
            )
            if done is None:
                return False
            if not done[0]:
                return None
            bottoms = _drawings(done[2], bottoms)
        piles = self._interned.fresh(piles, before.piles)
        new = made(piles, bottoms, before.globals, before.rng, before.next_id)
        return self._noted(self._judged(new) if judge else new)

    def _settled_at_once(
        self, piles: list, before: CdlState, bottoms: Any, changed: Any = None
    ) -> CdlState | None | object:
        """`_settled`, judged, where integrity? (if any), win? and loose? all
        have flat versions: the three run one after the other on one count
        of steps, without a working copy at hand. MISSING where one gives
        way (a fault, past the budget): `_settled` then runs each on its
        own, as ever (on `piles` as given: they run on a copy here).
        `changed`, where the caller knows them: the only stacks whose piles
        are not `before`'s (integrity? may change more)."""
        integrity = self._at_once[0]  # type: ignore[index]
        B = before.bottoms if bottoms is None else _drawings(bottoms, before.bottoms)
        G = before.globals
        steps = [0, STEP_BUDGET]
        P = list(piles)
        try:
            if integrity is not None:
                drawings = list(B)
                if not integrity(self, P, drawings, G, steps, None):
                    return None if steps[0] <= STEP_BUDGET else MISSING
                B = _drawings(drawings, B)
            if changed is not None and (integrity is None or P == piles):
                P = self._interned.fresh_at(P, changed)  # (integrity? changed no pile)
            else:
                P = self._interned.fresh(P, before.piles)
            outcome = "playing"
            for flat, result in self._at_once[1]:  # type: ignore[index]
                if flat(self, P, B, G, steps, None):  # (`_outcome`, in place: once a move)
                    outcome = result
                    break
        except Exception:  # noqa: BLE001 - any fault: each runs on its own, and names it
            return MISSING
        if steps[0] > STEP_BUDGET:
            return MISSING
        return self._noted(made(P, B, G, before.rng, before.next_id, outcome))  # type: ignore[arg-type]

    def _outcome(self, P: tuple, B: tuple, G: tuple, steps: list[int]) -> str:
        """win? then loose? by their flat versions (`_at_once`), counting
        `steps`: the outcome they give (raising where one faults)."""
        for flat, result in self._at_once[1]:  # type: ignore[index]
            if flat(self, P, B, G, steps, None):
                return result
        return "playing"

    def _outcome_later(self, state: CdlState) -> Outcome:
        """The outcome of a `LazyState` this game made, when first read:
        win? and loose? by their flat versions (`_at_once`), else (one gave
        way all the same) as `_judged` finds it."""
        steps = [0, STEP_BUDGET]
        try:
            outcome = self._outcome(state.piles, state.bottoms, state.globals, steps)
        except Exception:  # noqa: BLE001 - any fault: as `_judged` finds it, naming it
            steps[0] = STEP_BUDGET + 1
        if steps[0] <= STEP_BUDGET:
            return outcome  # type: ignore[return-value]
        found = made(state.piles, state.bottoms, state.globals, state.rng, state.next_id)
        return self._judged(found).outcome

    def _judged(self, state: CdlState, vm: Vm | None = None) -> CdlState:
        """`state` ("playing") after win? and loose?: their flat versions
        where paperc wrote them, else the working copy (`vm`, or a new one);
        where both are flat, on one count of steps first (`_settled_at_once`)."""
        piles, bottoms, globals_ = state.piles, state.bottoms, state.globals
        outcome = "playing"
        if self._at_once is not None:
            steps = [0, STEP_BUDGET]
            try:
                outcome = self._outcome(piles, bottoms, globals_, steps)
            except Exception:  # noqa: BLE001 - any fault: each runs on its own, and names it
                steps[0] = STEP_BUDGET + 1
            if steps[0] <= STEP_BUDGET:
                if outcome == "playing":
                    return state
                return made(piles, bottoms, globals_, state.rng, state.next_id, outcome)  # type: ignore[arg-type]
            outcome = "playing"
        for slot, result, flat in self._judges:
            done = None if flat is None else _flat_run(self, flat, piles, bottoms, globals_)
            if done is None:
                if vm is None:
                    vm = self._vm(state, quiet=True)
                vm.piles, vm.bottoms, vm.steps, vm.context = list(piles), bottoms, 0, None
                done = (self._run(vm, getattr(type(self), slot)),)
            if done[0]:
                outcome = result
                break
        if outcome == "playing":
            return state
        return made(piles, bottoms, globals_, state.rng, state.next_id, outcome)  # type: ignore[arg-type]

    def _move(
        self,
        button: str,
        press: int,
        pos: int,
        target: int | None,
        release: int,
        release_pos: int,
        count: int,
    ) -> Move:
        """The Move of a transaction (remembered: a search lists the same
        moves state after state, and a Move never changes)."""
        seen = (button, press, pos, target, release, release_pos, count)
        made = self._made.get(seen)
        if made is None:
            if len(self._made) > MOVES:
                self._made.clear()
            made = self._made[seen] = self._new_move(seen)
        return made

    def _new_move(self, seen: tuple) -> Move:
        button, press, pos, target, release, release_pos, count = seen
        names = self._names
        detail = (button, names[press], pos, names[release], release_pos)
        label = ""
        if button != "left":
            label = (
                f"{button}-click {names[press]}"
                if target is None
                else (f"{button}-drag {names[press]} -> {names[target]}")
            )
        return Move(
            names[press],
            None if target is None else names[target],
            count,
            pos - 1 if pos else None,
            detail,
            label,
        )

    # -- Rules: playing -------------------------------------------------------------

    def play(self, state: CdlState, move: Move) -> tuple[CdlState, list[Event]]:
        """`_play`, remembered for a state that may be met again (`_noted`):
        a state met again shares its listing's results (`_met`), and the same
        move played from it again gives the same state and events (a random
        playout: the stock going round, the same click made again)."""
        known = self._successors.get(id(state))
        if known is None or known[0] is not state:
            return self._play(state, move, None)
        after = known[1]
        if self._old.get(id(state)) is not state:
            return self._play(state, move, after)
        try:
            seen = (id(after), move.detail)
            again = self._replays.get(seen)
        except TypeError:  # a detail read back from JSON (lists)
            return self._play(state, move, after)
        if again is not None:
            return again[0], list(again[1])
        new, events = self._play(state, move, after)
        replays = self._replays
        if len(replays) >= REPLAYS:
            replays.clear()
        replays[seen] = (new, tuple(events), after)  # (`after` kept: its id stays its own)
        return new, events

    def _play(
        self, state: CdlState, move: Move, after: dict[tuple, Any] | None
    ) -> tuple[CdlState, list[Event]]:
        """`move` played from `state`; `after`, what `moves(state)` noted of
        the moves it listed (`_successors`), if it listed them."""
        detail = move.detail
        try:
            # the state the listing found, or what `_unjudged` makes it of; None if unlisted
            found = None if after is None else after.get(detail)
        except TypeError:  # a detail read back from JSON (lists)
            found = None
        clicked = False  # (a listed click's flat version was tried)
        if type(found) is tuple:
            if len(found) == 3:  # a direct drop, listed unjudged: (stack, count, target)
                return self._dropped(state, found, None)
            if len(found) == 4:  # a flat press's click, listed unjudged: (button, stack, position)
                played = self._clicked(state, found[0], found[1], found[2], None)
                if played is not None:
                    return played
                clicked = True
        drops = self._drops
        if drops[0] is state and found is not None:  # a direct drop the listing found
            try:
                drop = drops[1].get(detail)
            except TypeError:  # a detail read back from JSON (lists)
                drop = None
            if drop is not None:
                return self._dropped(state, drop, found if type(found) is CdlState else None)
        if detail and detail[0] == "help":
            if len(detail) != 3 or not isinstance(detail[2], int):
                raise IllegalMove(f"not a move of {self.title}: {move}")
            return self.press_help(state, str(detail[1]), detail[2])
        try:
            button, press, pos, release, release_pos = detail
            keys = self._key(press), self._key(release)
        except (KeyError, ValueError, TypeError):
            raise IllegalMove(f"not a move of {self.title}: {move}") from None
        if button not in PRESS or not isinstance(pos, int) or not isinstance(release_pos, int):
            raise IllegalMove(f"not a move of {self.title}: {move}")
        done = self._cached(state, detail)
        if done is None:
            clicks = self._clicks
            click = (button, keys[0], pos)
            listed = not clicked and clicks[0] is state and click in clicks[1] and found is not None
            if listed and keys[1] == keys[0] and release_pos == pos:
                known = found if type(found) is CdlState else None
                played = self._clicked(state, button, keys[0], pos, known)
                if played is not None:
                    return played
            found = self._known(state, detail)
            done = self.transaction(state, button, keys[0], pos, keys[1], release_pos, found)
        return done.state, list(done.events)

    def _clicked(
        self, state: CdlState, button: str, key: int, pos: int, after: CdlState | None
    ) -> tuple[CdlState, list[Event]] | None:
        """A listed click of a press with a flat version (cdl_flat.py),
        played without running the press's code on the working copy: the
        flat version runs over the piles making the events the working
        copy would make of each change (`Recording`); then integrity? (its
        events) and `after`, the state the listing found (None: listed
        unjudged, made there), as `_dropped` (`_recorded`). Only for a
        click the listing found by the flat version (`_clicks`); None (the
        transaction runs) if it gives way all the same, or where the Cursor
        takes part in a change (its events depend on where its cards came
        from)."""
        press = self._press[button].get(key)
        flat = None if press is None else self._flat_press.get(press.__name__)
        if flat is None:
            return None
        P, B = state.piles, state.bottoms
        piles, bottoms = Recording(P, self._change_events), list(B)
        steps = [0, STEP_BUDGET]
        try:
            flat(self, piles, bottoms, state.globals, steps, key, pos)
        except Exception:  # noqa: BLE001 - any fault: the transaction names it
            return None
        if steps[0] > STEP_BUDGET or piles[-1]:
            return None
        if not piles.whole:
            return None
        return self._recorded(state, list(piles), bottoms, piles.events, after)

    def _dropped(
        self, state: CdlState, drop: tuple[int, int, int], after: CdlState | None
    ) -> tuple[CdlState, list[Event]]:
        """A direct drop the listing found (written.py): `count` cards from
        `key` onto `target`, played without running its press and release.
        They would make one event, the block's move from `key` to `target`
        (the press's PULL onto the Cursor makes none); then integrity?
        runs on the working copy as in any move (its events), and `after`,
        the state the listing found (None: listed unjudged, made here once),
        saves win? and loose? their run."""
        key, count, target = drop
        pile = state.piles[key]
        cut = len(pile) - count
        block = pile[cut:]
        made = self._change_events[key, target, block]
        piles = moved(state.piles, key, count, target)
        done = self._recorded(state, piles, None, [made], after, (key, target))
        if done is not None:
            return done
        vm = self._vm(state)
        vm.piles[key], vm.piles[target] = pile[:cut], state.piles[target] + block
        vm.events.append(made)
        new, events = self._finish(vm, state, after, changed=True)
        return new, list(events)

    def _recorded(
        self,
        state: CdlState,
        piles: list,
        bottoms: list | None,
        events: list[Event],
        after: CdlState | None,
        changed: tuple[int, ...] | None = None,
    ) -> tuple[CdlState, list[Event]] | None:
        """A listed move played without the working copy: `piles` and
        `bottoms` (None: the state's) after its press and release, whose
        `events` are made; integrity?'s flat version runs on them making
        the events of its changes as the working copy would (`Recording`);
        the result is `after`, the state the listing found, judged by win?
        and loose? (pure), or, with `after` None (a drop listed unjudged),
        the state those piles make, judged here, as `_unjudged` would make
        it. None (the working copy runs) where integrity? has no flat
        version, gives way or refuses, a change involves the Cursor, or
        the piles are not `after`'s. `changed`, where the caller knows
        them: the only stacks whose piles are not the state's before
        integrity? runs."""
        if not self._pure_judges:
            return None
        if after is None and self._at_once is not None:
            new = self._settled_at_once(piles, state, bottoms, changed)
            if new is None:
                return None  # (integrity? refuses: the working copy says so)
            if new is not MISSING:
                if new.piles == tuple(piles) and new.bottoms == (
                    state.bottoms if bottoms is None else tuple(bottoms)
                ):
                    return new, events  # (integrity? changed nothing: no events of its own)
                return self._integrity_events(state, piles, bottoms, events, new)
        bottoms = list(state.bottoms) if bottoms is None else bottoms
        integrity = self.integrity
        if integrity is not None:
            flat = self._flat.get(integrity)
            if flat is None:
                return None
            recording = Recording(piles, self._change_events)
            done = _flat_run(self, flat, recording, bottoms, state.globals)
            if done is None or not done[0] or not recording.whole:
                return None
            events += recording.events
            piles, bottoms = recording, done[2]
            if recording != piles:  # (integrity? changed a pile too)
                changed = None
        if after is None:
            if changed is not None:
                fresh = self._interned.fresh_at(piles, changed)
            else:
                fresh = self._interned.fresh(piles, state.piles)
            new = made(fresh, tuple(bottoms), state.globals, state.rng, state.next_id)
            return self._noted(self._judged(new)), events
        if (
            after.piles != tuple(piles)
            or after.bottoms != tuple(bottoms)
            or after.globals != state.globals
            or after.rng != state.rng
            or after.next_id != state.next_id
        ):
            return None
        return after, events

    def _integrity_events(
        self, state: CdlState, piles: list, bottoms: list | None, events: list[Event], new: CdlState
    ) -> tuple[CdlState, list[Event]] | None:
        """`new`, the state `_settled_at_once` made of `piles` and `bottoms`
        (None: the state's), where integrity? changed them (Klondike's
        column turned up): its flat version runs again over them making the
        events of its changes (`Recording`), then `events`. None (the
        working copy runs) where a change involves the Cursor."""
        recording = Recording(piles, self._change_events)
        drawings = list(state.bottoms if bottoms is None else bottoms)
        done = _flat_run(self, self._at_once[0], recording, drawings, state.globals)  # type: ignore[index]
        if done is None or not done[0] or not recording.whole or tuple(recording) != new.piles:
            return None
        events += recording.events
        return new, events

    def _cached(self, state: CdlState, detail: tuple) -> Transaction | None:
        if self._cache and self._cache[0] is state and self._cache[1] == detail:
            return self._cache[2]
        return None

    def _attempt(
        self, state: CdlState, button: str, press: int, pos: int, release: int, release_pos: int
    ) -> Move:
        try:
            done = self.transaction(state, button, press, pos, release, release_pos)
        except IllegalMove:
            return self._move(
                button, press, pos, None if release == press else release, release, release_pos, 0
            )
        done = self._canonical(state, press, done)
        self._cache = (state, done.move.detail, done)
        return done.move

    def _canonical(self, state: CdlState, press: int, done: Transaction) -> Transaction:
        """The transaction moves() lists for this result: a click anywhere on
        the stock is the stock's first listed click, so the Session's history
        holds moves a hint or a test would recognise."""
        fallback = None
        with self._lock:  # (the trials' memories are the class's: `moves`)
            listed = all_moves(self, state, only=press)
        for move in listed:
            if move.detail == done.move.detail:
                return done
            other = self.transaction(state, *self._decode(move))
            if other.state == done.state:
                if move.target == done.move.target:
                    return other
                fallback = fallback or other
        return fallback or done

    def _decode(self, move: Move) -> tuple[str, int, int, int, int]:
        button, press, pos, release, release_pos = move.detail
        return button, self._key(press), pos, self._key(release), release_pos

    def click(self, state: CdlState, name: str, index: int, button: str = "left") -> Move:
        """Press and release on the same stack, at position index + 1 (0 if empty)."""
        key = self._key(name)
        pos = index + 1 if index >= 0 else 0
        return self._attempt(state, button, key, pos, key, pos)

    def drag(
        self, state: CdlState, name: str, index: int, target: str, button: str = "left"
    ) -> Move:
        """Press on one stack, release on the top of another (0 if it is empty)."""
        key, dest = self._key(name), self._key(target)
        pos = index + 1 if index >= 0 else 0
        try:
            vm = self._press_vm(state, button, key, pos)
        except IllegalMove:
            return self._move(button, key, pos, dest, dest, 0, 0)
        if not vm.piles[vm.cursor]:
            return self._attempt(state, button, key, pos, key, pos)
        return self._attempt(state, button, key, pos, dest, len(vm.piles[dest]))

    def moves(self, state: CdlState) -> list[Move]:
        if self._written and state.outcome == "playing":
            seen = None
            if self._old.get(id(state)) is state:  # (it may be a state met again)
                seen = hash(state.piles)
                again = self._met.get(seen)
                if again is not None and same_table(again[0], state):
                    self._remember(state, again[2])
                    self._drops, self._clicks = (state, again[3]), (state, again[4])
                    return list(again[1])
            cards = self._unjudged_cards  # (`at_most`, its common case first: no call)
            unjudged = cards >= 0 and (state.next_id - 1 <= cards or at_most(state, cards))
            found = written_moves(self, state, unjudged)
            if found is not None:
                if seen is not None:
                    self._keep_met(seen, state, found)
                return found
        with self._lock:  # (the trials' memories are the class's: one search at a time)
            return all_moves(self, state)

    def targets(self, P: Any, B: Any) -> tuple:
        """The tables the written listing sorts its releases' targets into
        (`flat_targets`), of the piles `P` and drawings `B`: the last made
        again where `P` is the same tuple and the drawings the same (loose?
        asks them of a state's piles, then the listing of the same)."""
        last = self._targets
        if P is last[0] and (B is last[1] or B == last[1]):
            return last[2]
        found = self.flat_targets(P, B)  # type: ignore[attr-defined]
        if type(P) is tuple:  # (a list may change: its tables are not kept)
            self._targets = (P, B if type(B) is tuple else tuple(B), found)
        return found

    def _noted(self, state: CdlState) -> CdlState:
        """`state`, the successor of a move, noted (`_old`) where each pile
        the move changed is one met before (`Interned.new`): then it may be
        a state met again, whose listing `moves` looks for (`_met`)."""
        if not self._interned.new:
            old = self._old
            if len(old) >= OLD:
                old.clear()
            old[id(state)] = state
        return state

    def _keep_met(self, seen: int, state: CdlState, found: list[Move]) -> None:
        """Keep the listing of `state` (by the hash of its piles, `seen`) for
        a state met again: its moves and what the listing noted of them (the
        states they lead to, filled in as `successor` finds them; the drops
        and the clicks `play` knows). A random playout meets a third of its
        states again (the stock going round, a card moved back and forth),
        and the table asks again of the state it shows (hints, the stuck
        check). Only a state whose piles were all met before (`_noted`) is
        kept or looked for: a game that never returns (Golf) pays nothing,
        and a listing met again is missed the first time only."""
        met = self._met
        if len(met) >= MET:
            met.clear()
        after = self._successors[id(state)][1]
        met[seen] = (state, tuple(found), after, self._drops[1], self._clicks[1])

    # -- search -------------------------------------------------------------------------

    def successor(self, state: CdlState, move: Move) -> CdlState:
        """The state `move` leads to, as `play` would give it, without its
        events: a search's cheap `play`. A move listed by `moves(state)`
        costs nothing, since the move search already made its state."""
        new = self._known(state, move.detail)
        return new if new is not None else self.play(state, move)[0]

    def search_successor(self, state: CdlState, move: Move) -> CdlState:
        """`successor` for a search (`runtime.solve.successor_of`): a move
        listed unjudged leads to a `LazyState`, whose win? and loose? run
        when its outcome is first read. A search reads it only of the
        positions it goes on from, about a third of those it makes (the rest
        it met before, by their key, or never reaches); a random playout
        reads it of every one, and pays for the deferring: it takes
        `successor`. Such a state is made over the piles alone
        (`_search_piles`), and the search key told which piles changed."""
        known = self._successors.get(id(state))
        if known is not None and known[0] is state:
            try:
                found = known[1].get(move.detail)
            except TypeError:  # a detail read back from JSON (lists)
                found = None
            if type(found) is tuple:  # listed unjudged
                found = self._listed_unjudged(state, known[1], move.detail, found)
                if type(found) is tuple:  # (made over the piles)
                    P, B, changed = found
                    found = lazy(tuple(P), B, state.globals, state.rng, state.next_id, self._judge)
                    keyed = self._search_key
                    if keyed:
                        keyed.played = (found, state, changed)
            if found is not None:
                return found
        return self.play(state, move)[0]

    @property
    def search_step(
        self,
    ) -> Callable[[CdlState, Move, Container[Hashable]], tuple[CdlState | None, Hashable]] | None:
        """`_search_step`, where the game's search key is coarser than its
        key (`search_key`: some stacks are alike) and its moves may be listed
        unjudged (`_unjudged_cards`: states made over the piles); None where
        the key is the key itself, whose working out gains nothing from the
        parent's, or where every state the search makes is judged already."""
        if self._unjudged_cards < 0:
            return None
        return self._search_step if self.search_key is self._search_key else None

    def _search_step(
        self, state: CdlState, move: Move, seen: Container[Hashable]
    ) -> tuple[CdlState | None, Hashable]:
        """`search_successor` and the search key (`search_key`) of the state
        it leads to, together (`runtime.solve.keyed_successor_of`): None in
        place of the state where its key is in `seen`. A search meets most
        of the states it makes again; the key of a state made over the
        piles (`_search_piles`) is worked out from them (`SearchKey.after`)
        and its `LazyState` made only where the key is new."""
        keyed = self._search_key
        known = self._successors.get(id(state))
        if known is not None and known[0] is state:  # (as `search_successor`)
            try:
                found = known[1].get(move.detail)
            except TypeError:  # a detail read back from JSON (lists)
                found = None
            if type(found) is tuple:  # listed unjudged
                found = self._listed_unjudged(state, known[1], move.detail, found)
                if type(found) is tuple:  # (made over the piles)
                    P, B, changed = found
                    key = keyed.after(state, P, changed, B)
                    if key is not None and key in seen:
                        return None, key
                    found = lazy(tuple(P), B, state.globals, state.rng, state.next_id, self._judge)
                    if key is not None:
                        return found, key
        else:
            found = None
        if found is None:
            found = self.play(state, move)[0]
        key = keyed(found)
        return (None if key in seen else found), key

    def _listed_unjudged(
        self, state: CdlState, after: dict, detail: Any, listed: tuple
    ) -> CdlState | tuple | None:
        """The state after the move `detail` the listing found unjudged
        (`listed`, its entry in `after`), where it is a `LazyState` made
        over the piles what it is made of (`_search_piles`); None where
        the move must be played."""
        if self._at_once is not None:
            changed = self._changed  # (a drop kept by the piles it moves between)
            made = None
            if changed is not None and len(listed) == 3:
                made = changed.drop(self, state, *listed)
            if made is None:
                made = self._search_piles(state, listed)
            if made is not None:
                return made  # (not kept: a search follows a move once)
        found = after[detail] = self._unjudged(state, listed)
        return found

    def _search_piles(self, state: CdlState, listed: tuple) -> CdlState | tuple | None:
        """What the `LazyState` after a move the listing found unjudged is
        made of (`_unjudged` reads `listed` alike): the piles after it (a
        block moved, a flat press run over them), then integrity?'s flat
        version; the changed piles interned (`Interned`), the others the
        parent's own; win? and loose? wait until the outcome is read (they
        cannot fault: `_unjudged_cards`). That is (the piles, a list; the
        drawings; the stacks whose piles changed), or after a trial the
        `LazyState` itself. None where integrity? refuses or a flat
        version gives way: `_known` then finds what it finds."""
        piles = state.piles
        B = state.bottoms
        if len(listed) == 3:  # a direct drop: (source, count, target); see `Changed.drop`
            source, count, target = listed
            P = list(piles)
            pile = P[source]
            cut = len(pile) - count
            P[source], P[target] = pile[:cut], P[target] + pile[cut:]
            changed: Any = (source, target)
        elif len(listed) == 4:  # a flat press's click: run it over the piles
            button, key, pos, _ = listed
            flat = self._flat_press[self._press[button][key].__name__]
            done = self._pressed.run(self, flat, piles, B, state.globals, key, pos)
            if done is None:
                return None
            P, drawings, changed = done
            if drawings is B and self._changed is not None:  # (integrity? over those alone)
                new = self._changed.pressed(self, state, P, changed)
                if new is not None:
                    return new
            B = _drawings(drawings, B)
        elif len(listed) == 2:  # a flat press's changes (written.py)
            P, drawings = list(piles), list(B)
            for stack, pile, bottom in listed[0]:
                P[stack], drawings[stack] = pile, bottom
            B = _drawings(drawings, B)
            changed = [stack for stack, _, _ in listed[0]]
        else:  # a trial's state, before win? and loose?
            found = listed[0]
            P, B = found.piles, found.bottoms
            return lazy(P, B, found.globals, found.rng, found.next_id, self._judge)
        integrity = self._at_once[0]  # type: ignore[index]
        if integrity is not None:
            before = P.copy()
            drawings = list(B)
            steps = [0, STEP_BUDGET]
            try:
                if not integrity(self, P, drawings, state.globals, steps, None):
                    return None
            except Exception:  # noqa: BLE001 - any fault: the general way names it
                return None
            if steps[0] > STEP_BUDGET:
                return None
            if P != before:  # (integrity? turned a card: Klondike's column tops)
                changed = [i for i in range(len(P)) if P[i] is not before[i] or i in changed]
            drawn = tuple(drawings)
            if drawn != B:
                B = drawn
        interned = self._interned.known
        if len(interned) >= self._interned.limit:
            interned.clear()
        for i in changed:
            pile = P[i]
            P[i] = interned.setdefault(pile, pile)
        return P, B, changed

    def _known(self, state: CdlState, detail: Any) -> CdlState | None:
        """The state `moves(state)` found the move `detail` leads to, if it
        did."""
        known = self._successors.get(id(state))
        if known is None or known[0] is not state:
            return None
        try:
            found = known[1].get(detail)
        except TypeError:  # a detail read back from JSON (lists)
            return None
        if type(found) is tuple:  # listed unjudged (`_unjudged_cards`)
            found = known[1][detail] = self._unjudged(state, found)
        return found

    def _unjudged(self, state: CdlState, listed: tuple) -> CdlState | None:
        """The state after a move the search listed without judging it
        (`_unjudged_cards`): `(its state before win? and loose?,)` after a
        trial, `(source, count, target)` after a direct move (the block
        moved, then integrity?'s turns), `(changes, None)` after a flat
        press (each stack it changed, with its pile and drawing; then
        integrity?'s turns), `(button, stack, position, None)` after a
        flat press's click the listing did not run (cdl_click.py: it runs
        here); then win? and loose?, all through
        their flat versions, which cannot fault (None if one gave way all
        the same: the move then runs). A search's successor makes the same
        state, judged later (`_search_piles`)."""
        if len(listed) == 1:
            return self._judged(listed[0])
        if len(listed) == 2:  # a flat press's changes (written.py)
            piles, bottoms = list(state.piles), list(state.bottoms)
            changed = []
            for stack, pile, bottom in listed[0]:
                piles[stack], bottoms[stack] = pile, bottom
                changed.append(stack)
        elif len(listed) == 4:  # a flat press's click, proved to change the game: run now
            button, key, pos, _ = listed
            piles, bottoms, changed = list(state.piles), list(state.bottoms), None
            flat = self._flat_press[self._press[button][key].__name__]
            if _flat_run(self, flat, piles, bottoms, state.globals, key, pos) is None:
                return None
        else:
            piles, bottoms, changed = moved(state.piles, *listed), None, (listed[0], listed[2])
        # (every judge is flat: unjudged)
        new = self._settled_at_once(piles, state, bottoms, changed)
        if new is MISSING:
            new = self._settled(piles, state, bottoms)
        return new if isinstance(new, CdlState) else None

    def _remember(self, state: CdlState, after: dict[tuple, CdlState]) -> None:
        if len(self._successors) >= SUCCESSORS:
            self._successors.clear()
        self._successors[id(state)] = (state, after)  # by identity: hashing a state costs

    # -- help -----------------------------------------------------------------------

    def _help_vm(self, state: CdlState, name: str) -> Vm | None:
        key = self._key(name)
        method = self._info[key].methods.get("help")
        if method is None:
            return None
        vm = self._vm(state)
        vm.context = key
        self._run(vm, getattr(type(self), method))
        return vm

    def help(self, state: CdlState, name: str) -> HelpBox | None:
        vm = self._help_vm(state, name)
        if vm is None:
            return None
        buttons = tuple(HelpButton(label, action) for label, action, _ in vm.box_buttons)
        return HelpBox(vm.box_title or name, "".join(vm.box_text), buttons)

    def press_help(
        self, state: CdlState, name: str, button_index: int
    ) -> tuple[CdlState, list[Event]]:
        """Press a button of a stack's help box: run its procedure as a transaction."""
        vm = self._help_vm(state, name)
        if vm is None or not 0 <= button_index < len(vm.box_buttons):
            raise IllegalMove(f"{name}'s help has no button {button_index}")
        if state.outcome != "playing":
            raise IllegalMove(f"the game is over ({state.outcome})")
        run = vm.box_buttons[button_index][2]
        work = self._vm(state)
        work.context = self._key(name)
        self._run(work, run.__func__)  # (the bound method the code named)
        if work.piles[work.cursor]:
            raise IllegalMove("the button's procedure left cards on the Cursor")
        if work.freeze() == state:
            return state, work.events + self._box_events(work)
        new, events = self._finish(work, state)
        return new, events + self._box_events(work)

    @staticmethod
    def _box_events(vm: Vm) -> list[Event]:
        text = "".join(vm.box_text)
        return [Event("message", text=text)] if text else []

    def rules_text(self) -> str:
        try:
            state = self.deal(0)[0]
        except GameError:
            return ""
        parts: list[str] = []
        for s in self.stack_table:
            box = self.help(state, s.name) if "help" in s.methods else None
            if box is None or not box.text:
                continue
            # the stack's name as the sentence's lead-in, so that text
            # reflowed into one paragraph reads "Stock: Click to turn..."
            title = box.title.strip()
            lead = f"{title}:" if title and title[-1].isalnum() else title
            part = f"{lead}\n{box.text}".strip()
            if part not in parts:  # stacks that inherit one Help show it once
                parts.append(part)
        return "\n\n".join(parts)


class Judge:
    """A game's judge of its `LazyState`s (win? and loose?, when the outcome
    is first read). It holds the game weakly (the game keeps the states);
    a state read after its game was let go is judged by a new one."""

    __slots__ = ("cls", "game")

    def __init__(self, game: CdlGame) -> None:
        self.game, self.cls = weakref.ref(game), type(game)

    def __call__(self, state: CdlState) -> Outcome:
        game = self.game()
        return (self.cls() if game is None else game)._outcome_later(state)


def _drawings(drawings: Any, before: tuple[int, ...]) -> tuple[int, ...]:
    """`drawings` as a tuple: `before` itself where they are the same (most
    moves change none), so that what is kept by the tuple is found again."""
    drawn = tuple(drawings)
    return before if drawn == before else drawn


def _memory(cls: type, names: tuple[str, ...]) -> tuple[dict, ...]:
    """The class's own memories of what its code answers (not a base
    class's: a subclass may be another game, or the same game compiled
    otherwise, as the tests' trials-only class is); `names`, its stacks'."""
    found = cls.__dict__.get("_memories")
    if found is None:
        found = ({}, {}, {}, threading.RLock(), Interned(), {}, {}, ChangeEvents(names))
        setattr(cls, "_memories", found)  # noqa: B010 - on the class itself, not an instance
    return found


def _flat_run(
    game: CdlGame,
    flat: Callable[..., Any],
    piles: Any,
    bottoms: Any,
    globals_: tuple,
    *press: int,
) -> tuple[Any, Any, Any] | None:
    """A flat version's answer, and the piles and drawings after it, or None
    when it gave way (a fault, or past the step budget, or a press that
    left cards on the Cursor): the working copy then runs the predicate
    (or the press) and names the fault. `press`: a press's stack and
    position (a predicate has no stack)."""
    steps = [0, STEP_BUDGET]
    try:
        answer = flat(game, piles, bottoms, globals_, steps, *(press or (None,)))
    except Exception:  # noqa: BLE001 - any fault: the working copy names it
        return None
    if steps[0] > STEP_BUDGET or (press and piles[-1]):
        return None
    return answer, piles, bottoms


def _remembering(
    game: CdlGame, name: str, stacks: tuple[int, ...], memory: dict[tuple, Any]
) -> Callable[..., Any]:
    """The game's routine `name` (pure, reading no pile but those its stack
    arguments `stacks` name) answering from memory when called again with
    the same arguments on the same piles. A remembered answer counts no
    steps. (It refers to the game weakly: the game holds it.)"""
    routine, me = getattr(type(game), name), weakref.ref(game)

    def remembered(vm: Vm, *args: Any) -> Any:
        key: tuple = (name, args)
        try:
            for i in stacks:
                pile = vm.piles[args[i]]
                key += (pile if type(pile) is tuple else tuple(pile), vm.bottoms[args[i]])
        except TypeError:  # a STACK variable holding no stack: the routine says so
            return routine(me(), vm, *args)
        found = memory.get(key, MISSING)
        if found is MISSING:
            if len(memory) > CALLS:
                memory.clear()
            found = memory[key] = routine(me(), vm, *args)
        return found

    remembered.__name__ = name
    return remembered


MISSING = object()
CALLS = 200_000  # remembered routine results kept at most (then forgotten at once)


def _readable(name: str, title: str, place: int) -> str:
    """A stack's name in words: `T6` with the title "Column" is "column 6",
    `Stock` is "the stock"; an id that is no word, "pile 3" (its place)."""
    title = re.sub(r"^(the|an|a)\s+", "", title, flags=re.IGNORECASE).strip()
    number = re.fullmatch(r"([A-Za-z]+?)(\d+)", name)
    if title and title.lower() != name.lower() and re.fullmatch(r"[A-Za-z][A-Za-z ]*", title):
        noun = title.lower()
        return f"{noun} {number.group(2)}" if number else f"the {noun}"
    if re.fullmatch(r"[A-Za-z]{3,}", name) and not number:
        return f"the {name.lower()}"
    return f"pile {place}"


__all__ = ["CdlGame", "StackInfo", "Transaction"]
