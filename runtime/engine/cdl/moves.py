"""Every click and drag that would change a CDL game, found by trying them.

CDL rules are code, so the only exact way to know what a press does is to
run it on a copy. The search stays small: a press is tried at each position
a player can click, and presses that leave the game in the same state (the
Cursor included) share one set of release trials; releases go only to
stacks that answer a release; moves with the same source, target and
resulting state are listed once (the first position wins). A move whose
press completes the transaction is a click, whatever the drop target.

Trials the compiler proved useless are not run (`Plan`, from the facts in
the generated class; paperc/codegen/cdl_facts.py proves them): a release
that can never take a card from the Cursor always fails; a press that does
nothing on an empty stack changes nothing there; a press (and a release on
its own stack) that never reads the position does the same at every
position, so the first stands for all. Trials share piles (`Vm.branch`),
so each copies only the piles it writes. A release that touches only the
Cursor and its own stack (`local_release`) does the same whenever those
two piles are the same: its result is remembered (`CdlGame._releases`),
and a search that meets those piles again does not run it. A press that
touches only its own stack and the Cursor (`local_press`) likewise
(`CdlGame._presses`): a press on an unchanged pile costs a look-up.

Where paperc proved what a method does (paperc/codegen/cdl_direct.py), no
trial runs at all: a direct press takes the top cards its `take_` version
counts, a direct release takes the Cursor when its `accept_` version says
it takes them all (`_direct`), each counted over the piles by its flat
version where paperc wrote one (`by_flat`). A direct press that sets
globals as it takes (`_setting`) has its releases found as after a
trial, its direct releases' results built over the piles (`_settle`). A press that keeps its trials
but has a flat version (cdl_flat.py) runs as plain Python over the piles
when it leaves the Cursor empty (`_flat_click`). The moves, their order
and their results are the trials' own (tests/runtime/cdl/test_cdl_direct.py).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.state import CdlState, at_most, made
from runtime.engine.cdl.vm import Vm
from runtime.engine.model import Event, GameError, IllegalMove, Move
from runtime.engine.tables import moved


class Trials(Protocol):
    """What the move search needs of a game (`CdlGame` is one): its
    buttons' press and release methods, the compiler's facts, the memories
    of local trials, and how a trial starts, ends and becomes a `Move`.
    A protocol, so that this module comes before `game.py` in the chain."""

    facts: dict[str, tuple[str, ...]]
    _cursor: int
    _buttons: tuple[str, ...]
    _press: dict[str, dict[int, Any]]
    _release: dict[str, dict[int, Any]]
    _plans: tuple[Plan, ...]
    _releases: dict[tuple, Any]
    _presses: dict[tuple, Any]
    _flat_press: dict[str, Any]
    _unjudged_cards: int
    _unjudged_now: bool  # is the running search listing unjudged?
    _globals: tuple[str, ...]  # the globals' names, in the order of a state's
    # the clicks a flat press made in the last state listed (button, stack, position)
    _clicks: tuple[CdlState | None, set[tuple[str, int, int]]]

    def _vm(self, state: CdlState, quiet: bool = False) -> Vm: ...

    def _finish(
        self,
        vm: Vm,
        before: CdlState,
        known: CdlState | None = None,
        changed: bool = False,
        judge: bool = True,
    ) -> tuple[CdlState, list[Event]]: ...

    def _settled(
        self, piles: list, before: CdlState, bottoms: Any = None, judge: bool = True
    ) -> CdlState | None | bool: ...

    def _move(
        self,
        button: str,
        press: int,
        pos: int,
        target: int | None,
        release: int,
        release_pos: int,
        count: int,
    ) -> Move: ...

    def _remember(self, state: CdlState, after: dict[tuple, CdlState]) -> None: ...


MEMORY = 20_000  # Cursors (and presses) whose trials are remembered, at most (then
# all are forgotten at once)
BUCKET = 5_000  # release results remembered for one Cursor, at most (then forgotten)


@dataclass(frozen=True)
class Plan:
    """One button's trials: `presses` (stack, method, idle when empty, the
    positions it is tried at (`places`), its direct version or None), `targets` the stacks
    whose release may take cards, `release` those stacks' release methods,
    `accepts` the direct versions of those that have one, `local` those
    whose results may be remembered."""

    button: str
    presses: tuple[tuple[int, Any, bool, bool, Any], ...]
    targets: tuple[int, ...]
    release: dict[int, Any]
    local: frozenset[int]
    local_presses: frozenset[int]
    accepts: dict[int, Any]
    drops: tuple[tuple[int, Any], ...] = ()  # each target and its direct release (or None)
    trial_drops: bool = False  # a target whose release is a trial
    # each target whose release (a trial) has a flat version (cdl_flat.py): that version
    flats: dict[int, Any] = field(default_factory=dict)


EVERY, FIRST, TOP = 0, 1, 2  # a press is tried at each position, the first only, the top only


def places(at: int, size: int) -> Any:
    """The positions a press is tried at on a pile of `size` cards (0 on an
    empty one): each, or the first only (`position_blind`: it never reads
    its position), or the top only (`top_only`: it does nothing elsewhere)."""
    if not size:
        return (0,)
    return range(1, size + 1) if at == EVERY else (1,) if at == FIRST else (size,)


def plans(game: Trials) -> tuple[Plan, ...]:
    """The trials of each button, pruned by what the compiler proved."""
    facts: dict[str, tuple[str, ...]] = getattr(game, "facts", {})
    direct: dict[str, str] = getattr(game, "direct", {})
    sets: dict[str, tuple] = getattr(game, "take_sets", {})
    flat_releases: dict[str, str] = getattr(game, "flat_releases", {})

    def proved(method: Any, fact: str) -> bool:
        return fact in facts.get(method.__name__, ())

    def version(method: Any, kind: str) -> Any:
        """The method's direct version of this kind (`take_`, `accept_`), if
        any: (the version, a function of the class called with the game and
        the working copy, its name)."""
        name = direct.get(method.__name__, "")
        if not name.removeprefix("flat_").startswith(kind + "_"):
            return None
        found = getattr(type(game), name)  # (a function: no bound method kept)
        if name.startswith("flat_"):  # written over the piles (paperc/codegen/cdl_flat.py)
            found = by_flat(found, method, kind)
        if kind == "take" and method.__name__ in sets:  # it sets globals as it takes
            return found, name, sets[method.__name__]
        return found, name

    out = []
    for button in game._buttons:
        press, release = game._press[button], game._release[button]
        takes = {k: m for k, m in release.items() if not proved(m, "never_take")}
        presses = []
        for key, method in sorted(press.items()):
            own = takes.get(key)
            blind = proved(method, "position_blind") and (
                own is None or proved(own, "position_blind")
            )
            at = TOP if proved(method, "top_only") else FIRST if blind else EVERY
            idle = proved(method, "idle_when_empty")
            presses.append((key, method, idle, at, version(method, "take")))
        accepts = {k: m for k, m in ((k, version(m, "accept")) for k, m in takes.items()) if m}
        local = frozenset(k for k, m in takes.items() if proved(m, "local_release"))
        local_presses = frozenset(k for k, m in press.items() if proved(m, "local_press"))
        targets = tuple(sorted(takes))
        drops = tuple((k, accepts.get(k)) for k in targets)
        trial_drops = any(accept is None for _, accept in drops)
        flats = {
            k: getattr(type(game), flat_releases[m.__name__])
            for k, m in takes.items()
            if m.__name__ in flat_releases and k not in accepts
        }
        plan = Plan(
            button,
            tuple(presses),
            targets,
            takes,
            local,
            local_presses,
            accepts,
            drops,
            trial_drops,
            flats,
        )
        out.append(plan)
    return tuple(out)


def all_moves(game: Trials, state: CdlState, only: int | None = None) -> list[Move]:
    """Every move; `only` limits the search to presses on one stack."""
    if state.outcome != "playing":
        return []
    found: dict[tuple, Move] = {}
    after: dict[tuple, CdlState] = {}  # each listed move's detail -> the state it leads to
    clicks: set[tuple[str, int, int]] = set()  # flat presses' clicks (`CdlGame._clicked`)
    cursor = game._cursor
    memory, pressed = game._releases, game._presses
    if len(memory) > MEMORY:
        memory.clear()
    if len(pressed) > MEMORY:
        pressed.clear()
    reader = None  # the direct presses' working copy (the state, never changed)
    # may direct moves be listed unjudged (game._unjudged_cards)?
    unjudged = at_most(state, game._unjudged_cards)
    game._unjudged_now = unjudged
    for plan in game._plans:
        button = plan.button
        for key, method, idle_when_empty, at, take in plan.presses:
            if only is not None and key != only:
                continue
            size = len(state.piles[key])
            if not size and idle_when_empty:
                continue
            # (`places`, written in place: this runs for every press of every state)
            positions = (
                (0,)
                if not size
                else range(1, size + 1)
                if at == EVERY
                else (1,)
                if at == FIRST
                else (size,)
            )
            if take is not None:
                if reader is None:
                    reader = game._vm(state, quiet=True)
                _direct(game, state, plan, key, take, positions, (found, after, unjudged), reader)
                continue
            tried: set = set()
            if key in plan.local_presses:  # its results at each position, for this pile
                seen = (key, method.__name__, state.piles[key], state.bottoms[key])
                results = pressed.get(seen)
                if results is None:
                    results = pressed[seen] = {}
            for pos in positions:
                if key in plan.local_presses:
                    if results.get(pos, MISSING) is None:
                        continue  # changes nothing there
                    vm = _press(game, results, state, method, key, pos)
                    if vm is None:
                        continue
                else:
                    flat = game._flat_press.get(method.__name__)
                    done = flat and _flat_click(game, state, flat, key, pos, unjudged)
                    if done is True:
                        continue  # it changed nothing, or it is refused
                    if type(done) is CdlState:
                        at = (button, key, pos, None, key, pos, 0)
                        _listed(game, found, after, done, *at, unjudged=unjudged)
                        clicks.add((button, key, pos))
                        continue
                    vm = done  # type: ignore[assignment]
                    if vm is None:
                        vm = game._vm(state, quiet=True)  # a trial: no events
                        if not _run(game, vm, method, key, pos):
                            continue
                count = len(vm.piles[cursor])
                if not count:
                    _record(game, found, after, state, vm, button, key, pos, None, key, pos, 0)
                    continue
                if key in plan.local_presses:  # its piles are tuples already
                    signature: Any = (vm.piles[key], vm.piles[cursor], vm.bottoms[key])
                else:
                    signature = vm.freeze()
                    vm.piles, vm.bottoms = list(signature.piles), signature.bottoms
                # a local press dropped back on its own stack by a local
                # release changes nothing when the stack ends as it was
                home = (state.piles[key], state.bottoms[key]) if key in plan.local_presses else None
                pressed_at = (key, pos, count)
                _drops(game, state, plan, vm, pressed_at, (found, after), home, signature in tried)
                tried.add(signature)
    if only is None:
        game._remember(state, after)
        game._clicks = (state, clicks)
    return list(found.values())


def _drops(
    game: Trials,
    state: CdlState,
    plan: Plan,
    vm: Vm,
    pressed: tuple[int, int, int],
    out: tuple[dict, dict],
    home: Any = None,
    again: bool = False,
    taken: CdlState | None = None,
) -> None:
    """The releases after a press (`pressed`: its stack, position and the
    cards it put on the Cursor) that left `vm` (its piles all tuples): on
    its own stack (the click), then on each target (unless `again`: a press
    that left the same state before has had them), each a trial or a
    direct release, listed as the trials list them. `home`, a local
    press's pile and drawing before it: a local release that puts them
    back changes nothing. `taken`, where the press is a direct take: the
    state with the globals it set, from which a direct release's result
    is built over the piles (`_settle`)."""
    found, after = out
    key, pos, count = pressed
    button, release_methods, local, accepts = plan.button, plan.release, plan.local, plan.accepts
    G = tuple(vm.g.values()) if vm.g and accepts else ()  # (what the direct releases read)
    memory = game._releases
    # local releases' results for this Cursor: (target, position,
    # its pile, its drawing) -> (its pile after, drawing after) or None
    held = (button, vm.piles[game._cursor])
    known = memory.get(held)
    if known is None or len(known) > BUCKET:
        known = memory[held] = {}
    own = release_methods.get(key)
    if own is not None and key in accepts:
        if _count(game, accepts[key][0], vm, G, key, pos) == count:
            at = (button, key, pos, None, key, pos, count)
            _settle(game, (found, after), state, vm, at, taken)
    elif own is not None and not _home(known, vm, key, pos, home, local):
        trial = _released(game, known, vm, key, own, pos, key in local, plan.flats.get(key))
        if trial is not None:
            _record(game, found, after, state, trial, button, key, pos, None, key, pos, count)
    if again:
        return
    piles, bottoms = vm.piles, vm.bottoms
    for target in plan.targets:
        pile = piles[target]
        place = len(pile)
        if target == key and place == pos:
            continue  # the click above
        accept = accepts.get(target)
        if accept is not None:
            if _count(game, accept[0], vm, G, target, place) == count:
                at = (button, key, pos, target, target, place, count)
                _settle(game, (found, after), state, vm, at, taken)
            continue
        if target in local:
            done = known.get((target, place, pile, bottoms[target]), MISSING)
            if done is None:
                continue  # refused before, on the same piles
            if target == key and home is not None and done == home:
                continue  # back where it was: nothing changes
        release = release_methods[target]
        flat = plan.flats.get(target)
        trial = _released(game, known, vm, target, release, place, target in local, flat)
        if trial is not None:
            at = (key, pos, target, target, place, count)
            _record(game, found, after, state, trial, button, *at)


MISSING = object()


def _home(known: dict, vm: Vm, key: int, pos: int, home: Any, local: frozenset[int]) -> bool:
    """Is the release on the pressed stack known to put it back as it was?"""
    if home is None or key not in local:
        return False
    return known.get((key, pos, vm.piles[key], vm.bottoms[key])) == home


def _flat_click(
    game: Trials,
    state: CdlState,
    flat: Any,
    key: int,
    pos: int,
    unjudged: bool,
    ran: tuple[list, list] | None = None,
) -> CdlState | Vm | bool | None:
    """A press's trial run by its flat version (paperc/codegen/cdl_flat.py):
    when it leaves the Cursor empty (a click), its state (judged unless
    `unjudged`), or True when it changed nothing or integrity? or a judge
    refuses it (no move, as the trial finds); a working copy of the state
    after it when the releases must run, or integrity? has no flat
    version; None when the trial must run (a fault or the step budget:
    the trial finds exactly what it finds). `ran`: the piles and drawings
    (lists) the flat version left where it ran already (the written
    listing runs some over a copy of the piles)."""
    if ran is None:
        piles, bottoms = list(state.piles), list(state.bottoms)
        if flat_run(game, flat, piles, bottoms, state.globals, key, pos) is MISSING:
            return None  # (the trial names the fault)
    else:
        piles, bottoms = ran
    if not piles[-1]:
        if piles == list(state.piles) and bottoms == list(state.bottoms):
            return True  # nothing changed: no move
        try:
            new = game._settled(piles, state, bottoms, judge=not unjudged)
        except GameError:
            return True  # win? or loose? faults: no move
        if new is None:
            return True  # integrity? refused it
        if new is not False:
            return new  # type: ignore[return-value]
    vm = game._vm(state, quiet=True)  # as the trial leaves it (a trial makes no events)
    vm.piles, vm.bottoms, vm.context = piles, tuple(bottoms), key
    return vm


def _released(
    game: Trials,
    known: dict,
    vm: Vm,
    target: int,
    release: Any,
    place: int,
    local: bool,
    flat: Any = None,
) -> Vm | None:
    """A release trial on a branch of `vm` (the press done; its piles all
    tuples): the branch when the release emptied the Cursor, else None. A
    local release's result is remembered in `known` (this Cursor's) by the
    target's pile; another's is found by its flat version where it has one
    (`flat`, `_flat_released`)."""
    cursor = vm.cursor
    if not local:
        if flat is not None:
            done = _flat_released(game, flat, vm, target, place)
            if done is not MISSING:
                return done
        trial = vm.branch()
        if not _run(game, trial, release, target, place) or trial.piles[cursor]:
            return None
        return trial
    pile, bottom = vm.piles[target], vm.bottoms[target]
    seen = (target, place, pile, bottom)
    done = known.get(seen, MISSING)
    if done is None:
        return None
    trial = vm.branch()
    if done is MISSING:
        ok = _run(game, trial, release, target, place) and not trial.piles[cursor]
        known[seen] = (tuple(trial.piles[target]), trial.bottoms[target]) if ok else None
        return trial if ok else None
    trial.piles[cursor] = ()
    trial.piles[target] = done[0]
    if done[1] != bottom:
        trial._set_bottom(target, done[1])
    return trial


def _flat_released(game: Trials, flat: Any, vm: Vm, target: int, place: int) -> Any:
    """A release's trial run by its flat version (paperc/codegen/cdl_flat.py)
    over the piles of `vm`, the globals a list it may set: a branch of
    `vm` holding the result where it took every card off the Cursor, None
    where it left some (refused), MISSING where it gives way (any error,
    or past the step budget: the trial runs and finds what it finds)."""
    piles, bottoms = list(vm.piles), list(vm.bottoms)
    G = list(vm.g.values()) if vm.g else []
    if flat_run(game, flat, piles, bottoms, G, target, place) is MISSING:
        return MISSING  # (the trial finds the fault)
    if piles[-1]:
        return None
    trial = vm.branch()
    trial.piles, trial.bottoms = piles, tuple(bottoms)
    if G:
        trial.g = dict(zip(trial.g, G, strict=True))
    return trial


def _press(game: Trials, results: dict, state: CdlState, method: Any, key: int, pos: int):
    """A local press's trial, remembered in `results` (this pile's) by its
    position: the working copy after it, or None when it faults or changes
    nothing (then it lists nothing)."""
    seen = pos
    done = results.get(seen, MISSING)
    if done is None:
        return None
    vm = game._vm(state, quiet=True)  # a trial: no events
    cursor = vm.cursor
    if done is MISSING:
        if not _run(game, vm, method, key, pos) or (not vm.piles[cursor] and vm.same_as(state)):
            results[seen] = None
            return None
        vm.piles[key], vm.piles[cursor] = tuple(vm.piles[key]), tuple(vm.piles[cursor])
        vm.bottoms = tuple(vm.bottoms)  # the press touched no other pile: all tuples now
        results[seen] = (vm.piles[key], vm.bottoms[key], vm.piles[cursor])
        return vm
    vm.context = key
    vm.piles[key], bottom, vm.piles[cursor] = done
    if bottom != state.bottoms[key]:
        vm._set_bottom(key, bottom)
        vm.bottoms = tuple(vm.bottoms)  # branches share it: a tuple, copied on write
    return vm


def _direct(
    game: Trials,
    state: CdlState,
    plan: Plan,
    key: int,
    take: tuple[Any, str],
    positions: Any,
    out: tuple[dict, dict, bool],
    reader: Vm,
) -> None:
    """The moves of a direct press on `key` (paperc/codegen/cdl_direct.py),
    in the order the trials would list them: at each position, the count
    of top cards it takes (from its direct version), then the release on
    its own stack, then on each target. A direct release answers from its
    direct version too; another release is a
    trial. A direct press dropped back by a direct release changes nothing.
    `out`: the moves found, their states, and whether direct drops may be
    listed unjudged (then no click on `key` can do what a drop does)."""
    found, after, unjudged = out
    piles, pile = state.piles, state.piles[key]
    size, button, accepts = len(pile), plan.button, plan.accepts
    if len(take) == 3:  # it sets globals too: the releases see them, the state keeps them
        _setting(game, state, plan, key, take, positions, (found, after), reader)
        return
    memory = game._releases
    own = plan.release.get(key) if key not in accepts else None
    if own is not None:
        out = (found, after, False)
    tried = set()
    for pos, count in _takes(game, take, reader, key, positions, pile):
        rest, held = pile[: size - count], pile[size - count :]
        vm = None
        known: dict = {}
        if own is not None or plan.trial_drops:
            vm = _pressed(reader, key, rest, held)
            known = memory.get((button, held))  # type: ignore[assignment]
            if known is None or len(known) > BUCKET:
                known = memory[(button, held)] = {}
        if own is not None:
            flat = plan.flats.get(key)
            trial = _released(game, known, vm, key, own, pos, key in plan.local, flat)  # type: ignore[arg-type]
            if trial is not None:
                _record(game, found, after, state, trial, button, key, pos, None, key, pos, count)
        if count in tried:
            continue  # the same cards as at an earlier position: the same moves
        tried.add(count)
        for target, accept in plan.drops:
            if target == key:
                if own is None or len(rest) == pos:
                    continue  # put back as it was (or the click above)
                place, accept = len(rest), None
            else:
                place = len(piles[target])
            if accept is None:
                release = plan.release[target]
                if vm is None:
                    vm = _pressed(reader, key, rest, held)
                local = target in plan.local
                flat = plan.flats.get(target)
                trial = _released(game, known, vm, target, release, place, local, flat)
                if trial is not None:
                    at = (key, pos, target, target, place, count)
                    _record(game, found, after, state, trial, button, *at)
                continue
            if vm is None:
                vm = _pressed(reader, key, rest, held)
            taken = _call(game, vm, accept[0], target, place) == count
            if taken:
                at = (button, key, pos, target, place, count)
                _dropped(game, out, state, reader, at, rest, held)


def _setting(
    game: Trials,
    state: CdlState,
    plan: Plan,
    key: int,
    take: tuple[Any, str, tuple],
    positions: Any,
    out: tuple[dict, dict],
    reader: Vm,
) -> None:
    """The moves of a direct press on `key` that sets globals as it takes
    (`Source := SELF; Pull 1 to Cursor`; `take_sets` in the generated
    class, each global's value a constant, or None for the pressed stack):
    the press is built from its count with those globals set, without
    running it, and its releases are found as after a trial (`_drops`)."""
    tried = set()
    for pos, count in _takes(game, take, reader, key, positions, state.piles[key]):
        vm, after = taking(game, state, reader, key, count, take[2])
        _drops(game, state, plan, vm, (key, pos, count), out, None, count in tried, after)
        tried.add(count)


def taking(
    game: Trials, state: CdlState, reader: Vm, key: int, count: int, sets: tuple
) -> tuple[Vm, CdlState]:
    """A direct press on `key` that took `count` cards and set the globals
    `sets` (each a value, or None for the pressed stack): the working copy
    after it, and the state with those globals (`taken`)."""
    pile = state.piles[key]
    size = len(pile)
    vm = _pressed(reader, key, pile[: size - count], pile[size - count :])
    for name, value in sets:
        vm.g[name] = key if value is None else value
    return vm, taken(game, state, key, sets)


def taken(game: Trials, state: CdlState, key: int, sets: tuple) -> CdlState:
    """`state` with the globals a direct take on `key` sets (`sets`), from
    which its drops are built over the piles (`built`)."""
    G = list(state.globals)
    for name, value in sets:
        G[game._globals.index(name)] = key if value is None else value
    return made(state.piles, state.bottoms, tuple(G), state.rng, state.next_id)


def _takes(
    game: Trials, take: Any, reader: Vm, key: int, positions: Any, pile: tuple
) -> list[tuple[int, int]]:
    """Each position of `positions` where the direct press takes cards, and
    their count (from 1 to the pile's size), in order."""
    size, out = len(pile), []
    for pos in positions:
        count = _call(game, reader, take[0], key, pos)
        if 0 < count <= size:  # else nothing taken (or a PULL that faults)
            out.append((pos, count))
    return out


def _call(game: Trials, vm: Vm, method: Any, stack: int, pos: int) -> Any:
    """A direct version's count at `pos` of `stack` (-1 for a fault): the
    version, a function of the game's class, called with the game."""
    vm.context, vm.steps = stack, 0
    try:
        return method(game, vm, pos)
    except (GameError, RecursionError):
        return -1


def flat_count(
    game: Trials, flat: Any, piles: Any, bottoms: Any, globals_: tuple, stack: int, pos: int
) -> int | None:
    """A direct version's count at `pos` of `stack` by its flat version, over
    `piles` (the Cursor last); None where it gives way (any error, or past
    the step budget): the version then runs on the working copy (`_call`)."""
    count = flat_run(game, flat, piles, bottoms, globals_, stack, pos)
    return None if count is MISSING else count


def flat_run(
    game: Trials, flat: Any, piles: Any, bottoms: Any, globals_: Any, stack: int, pos: int
) -> Any:
    """A flat version (paperc/codegen/cdl_flat.py) run over `piles` and
    `bottoms` (changed in place) on `stack` at `pos`: what it returns, or
    MISSING where it gives way (any error, or past the step budget), for
    the method itself to run and find what it finds."""
    steps = [0, STEP_BUDGET]
    try:
        done = flat(game, piles, bottoms, globals_, steps, stack, pos)
    except Exception:  # noqa: BLE001 - any fault: the method run itself finds it
        return MISSING
    return done if steps[0] <= STEP_BUDGET else MISSING


def by_flat(flat: Any, method: Any, kind: str) -> Any:
    """A direct version paperc wrote over the piles (`flat_take_...`,
    `flat_accept_...`) as the engine calls one, on the working copy: the
    flat version counts; where it gives way (any error, or past the step
    budget) the stack method itself runs on a copy and says what the
    version would have counted (`_tried`). `flat` is kept with it, so that
    the listing can count over the piles without a working copy."""

    def counted(game: Trials, vm: Vm, pos: int) -> Any:
        globals_ = tuple(vm.g.values())
        count = flat_count(game, flat, vm.piles, vm.bottoms, globals_, vm.context, pos)
        return _tried(game, vm, method, kind, pos) if count is None else count

    counted.flat = flat  # type: ignore[attr-defined]
    counted.__name__ = flat.__name__
    return counted


def _tried(game: Trials, vm: Vm, method: Any, kind: str, pos: int) -> int:
    """What a direct version counts, found by running its stack method on a
    copy of `vm` (a fault raises, as the version's would): a press (its
    body a PULL to the Cursor under IFs), the cards it put on the Cursor; a
    release (a PULL from the Cursor under IFs), the Cursor's count where it
    took them all, else -1 (a count it would not have pulled)."""
    held = len(vm.piles[vm.cursor])
    trial = vm.fork()
    method(game, trial, pos)
    left = len(trial.piles[trial.cursor])
    if kind == "take":
        return left - held
    return held if not left else -1


def _pressed(reader: Vm, key: int, rest: tuple, held: tuple) -> Vm:
    """A branch of the state with `key`'s pile `rest` and the Cursor `held`."""
    vm = reader.branch()
    vm.piles[key], vm.piles[vm.cursor] = rest, held
    vm.context = key
    return vm


def _count(game: Trials, version: Any, vm: Vm, G: tuple, stack: int, pos: int) -> Any:
    """A direct release's count at `pos` of `stack` after a press (`vm`,
    `G` its globals): by its flat version over the piles where it has one
    (`by_flat`), else, or where that gives way, on the working copy."""
    flat = getattr(version, "flat", None)
    if flat is not None:
        count = flat_count(game, flat, vm.piles, vm.bottoms, G, stack, pos)
        if count is not None:
            return count
    return _call(game, vm, version, stack, pos)


def _settle(
    game: Trials,
    out: tuple[dict, dict],
    state: CdlState,
    vm: Vm,
    at: tuple[str, int, int, int | None, int, int, int],
    taken: CdlState | None,
) -> None:
    """List a direct release that took the Cursor's cards onto its stack
    after the press that left `vm`. After a direct take (`taken`: the
    state with the globals it set) the result is built over the piles, as
    `_dropped` builds a drop's; else (or where integrity? gives way) on a
    branch of `vm`, as a trial's."""
    found, after = out
    button, key, pos, target, release, place, count = at
    if taken is not None and built(game, out, state, at, taken):
        return
    held = vm.piles[vm.cursor]
    trial = vm.branch()
    trial.piles[release] = vm.piles[release] + held
    trial.piles[vm.cursor] = ()
    _record(game, found, after, state, trial, *at)


def built(
    game: Trials,
    out: tuple[dict, dict],
    state: CdlState,
    at: tuple[str, int, int, int | None, int, int, int],
    taken: CdlState,
) -> bool:
    """`_settle` after a direct take, its result built over the piles
    (`taken`: the state with the globals the take set): False where
    integrity? gives way, and the working copy must settle it."""
    found, after = out
    button, key, pos, target, release, place, count = at
    unjudged = game._unjudged_now
    if release == key:  # back onto the pressed stack: only the globals may change
        if taken.globals == state.globals:
            return True
        piles = list(state.piles)
    else:
        piles = moved(state.piles, key, count, release)
    try:
        new = game._settled(piles, taken, judge=not unjudged)
    except GameError:
        return True  # win? or loose? faults: not listed (the player's own move names it)
    if new is None:
        return True  # integrity? refused it
    if new is False:
        return False
    _listed(game, found, after, new, *at, unjudged=unjudged)
    return True


def _run(game: Trials, vm: Vm, method: Any, stack: int, pos: int) -> bool:
    """Run a press or release method (a function of the game's class) in a
    trial: False if it faulted (the trial then lists nothing; a player's
    own move names the fault)."""
    vm.context, vm.steps = stack, 0
    try:
        method(game, vm, pos)
    except (GameError, RecursionError):
        return False
    return True


def _record(
    game: Trials,
    found: dict,
    after: dict,
    state: CdlState,
    vm: Vm,
    button: str,
    key: int,
    pos: int,
    target: int | None,
    release: int,
    place: int,
    count: int,
    changed: bool = False,
) -> None:
    """List the move if its transaction completes; `changed`: it moved cards
    between two stacks (a direct drop), so it changed the state for sure."""
    if not changed and vm.same_as(state):
        return  # nothing changed: no move (as _finish would refuse it)
    unjudged = game._unjudged_now
    try:
        new, _ = game._finish(vm, state, changed=changed, judge=not unjudged)
    except (IllegalMove, GameError):
        return
    at = (button, key, pos, target, release, place, count)
    _listed(game, found, after, new, *at, unjudged=unjudged)


def _listed(
    game: Trials,
    found: dict,
    after: dict,
    new: CdlState,
    button: str,
    key: int,
    pos: int,
    target: int | None,
    release: int,
    place: int,
    count: int,
    unjudged: bool = False,
) -> None:
    """List the move to `new` unless one listed before does the same
    (`unjudged`: `new` is the state before win? and loose?, which judge
    it when it is played)."""
    if target is not None and (key, None, new) in found:
        return  # a drag that does what the click does
    slot = (key, target, new)
    if slot not in found:
        move = found[slot] = game._move(button, key, pos, target, release, place, count)
        after[move.detail] = (new,) if unjudged else new


def _dropped(
    game: Trials,
    out: tuple[dict, dict, bool],
    state: CdlState,
    reader: Vm,
    at: tuple[str, int, int, int, int, int],
    rest: tuple,
    held: tuple,
) -> None:
    """List a direct move: the press on `key` left `rest`, and `held` went
    onto `target`. Its state is built from the piles themselves, without a
    working copy, where integrity? has a flat version (or there is none).
    Unjudged: listed without its state (built when it is played,
    `CdlGame._known`); no other move from `key` to `target` moves `count`
    cards, so none can have the same result."""
    found, after, unjudged = out
    button, key, pos, target, place, count = at
    if unjudged:
        slot = (key, target, count)
        if slot not in found:
            move = found[slot] = game._move(button, key, pos, target, target, place, count)
            after[move.detail] = (key, count, target)
        return
    try:
        new = game._settled(moved(state.piles, key, count, target), state)
    except GameError:
        return  # win? or loose? faults: not listed (the player's own move names it)
    if new is None:
        return  # integrity? refused it
    if new is False:
        trial = _pressed(reader, key, rest, ())
        trial.piles[target] = state.piles[target] + held
        where = (key, pos, target, target, place, count)
        _record(game, found, after, state, trial, button, *where, changed=True)
        return
    _listed(game, found, after, new, button, key, pos, target, target, place, count)
