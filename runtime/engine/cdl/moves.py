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
position, so the first stands for all. Trials share piles (`Vm.fork`), so
each copies only the piles it writes. A release that touches only the
Cursor and its own stack (`local_release`) does the same whenever those
two piles are the same: its result is remembered (`CdlGame._releases`),
and a search that meets those piles again does not run it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from runtime.engine.model import GameError, IllegalMove, Move

if TYPE_CHECKING:
    from runtime.engine.cdl.game import CdlGame
    from runtime.engine.cdl.state import CdlState
    from runtime.engine.cdl.vm import Vm


MEMORY = 200_000  # remembered release results kept at most (then forgotten at once)


@dataclass(frozen=True)
class Plan:
    """One button's trials: `presses` (stack, method, idle when empty, one
    position suffices), `targets` the stacks whose release may take cards,
    `release` those stacks' release methods, `local` those whose results
    may be remembered."""

    button: str
    presses: tuple[tuple[int, Any, bool, bool], ...]
    targets: tuple[int, ...]
    release: dict[int, Any]
    local: frozenset[int]


def plans(game: CdlGame) -> tuple[Plan, ...]:
    """The trials of each button, pruned by what the compiler proved."""
    facts: dict[str, tuple[str, ...]] = getattr(game, "facts", {})

    def proved(method: Any, fact: str) -> bool:
        return fact in facts.get(method.__name__, ())

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
            presses.append((key, method, proved(method, "idle_when_empty"), blind))
        local = frozenset(k for k, m in takes.items() if proved(m, "local_release"))
        out.append(Plan(button, tuple(presses), tuple(sorted(takes)), takes, local))
    return tuple(out)


def all_moves(game: CdlGame, state: CdlState, only: int | None = None) -> list[Move]:
    """Every move; `only` limits the search to presses on one stack."""
    if state.outcome != "playing":
        return []
    found: dict[tuple, Move] = {}
    after: dict[tuple, CdlState] = {}  # each listed move's detail -> the state it leads to
    cursor = game._cursor
    memory = game._releases
    if len(memory) > MEMORY:
        memory.clear()
    for plan in game._plans:
        button, release_methods, local = plan.button, plan.release, plan.local
        for key, method, idle_when_empty, blind in plan.presses:
            if only is not None and key != only:
                continue
            size = len(state.piles[key])
            if not size and idle_when_empty:
                continue
            tried: set = set()
            for pos in (1,) if blind and size else range(1, size + 1) if size else (0,):
                vm = game._vm(state, quiet=True)  # a trial: no events
                if not _run(vm, method, key, pos):
                    continue
                count = len(vm.piles[cursor])
                if not count:
                    _record(game, found, after, state, vm, button, key, pos, None, key, pos, 0)
                    continue
                own = release_methods.get(key)
                if own is not None:
                    trial = vm.fork()
                    if _run(trial, own, key, pos) and not trial.piles[cursor]:
                        at = (key, pos, None, key, pos, count)
                        _record(game, found, after, state, trial, button, *at)
                signature = vm.freeze()
                if signature in tried:
                    continue
                tried.add(signature)
                held = signature.piles[cursor]
                for target in plan.targets:
                    pile = signature.piles[target]
                    place = len(pile)
                    if target == key and place == pos:
                        continue  # the click above
                    release = release_methods[target]
                    if target not in local:
                        trial = vm.fork()
                        if not _run(trial, release, target, place) or trial.piles[cursor]:
                            continue
                    else:
                        bottom = signature.bottoms[target]
                        seen = (target, release.__name__, held, pile, bottom)
                        done = memory.get(seen, MISSING)
                        if done is MISSING:
                            trial = vm.fork()
                            ok = _run(trial, release, target, place) and not trial.piles[cursor]
                            new = tuple(trial.piles[target]), trial.bottoms[target]
                            memory[seen] = new if ok else None
                            if not ok:
                                continue
                        elif done is None:
                            continue
                        else:
                            trial = vm.fork()
                            trial.piles[cursor] = ()
                            trial.piles[target] = done[0]
                            if done[1] != bottom:
                                trial._set_bottom(target, done[1])
                    at = (key, pos, target, target, place, count)
                    _record(game, found, after, state, trial, button, *at)
    if only is None:
        game._remember(state, after)
    return list(found.values())


MISSING = object()


def _run(vm: Vm, method: Any, stack: int, pos: int) -> bool:
    """Run a press or release method in a trial: False if it faulted (the
    trial then lists nothing; a player's own move names the fault)."""
    vm.context, vm.steps = stack, 0
    try:
        method(vm, pos)
    except (GameError, RecursionError):
        return False
    return True


def _record(
    game: CdlGame,
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
) -> None:
    try:
        new, _ = game._finish(vm, state)
    except (IllegalMove, GameError):
        return
    if target is not None and (key, None, new) in found:
        return  # a drag that does what the click does
    slot = (key, target, new)
    if slot not in found:
        move = found[slot] = game._move(button, key, pos, target, release, place, count)
        after[move.detail] = new
