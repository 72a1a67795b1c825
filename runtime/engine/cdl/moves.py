"""Every click and drag that would change a CDL game, found by trying them.

CDL rules are code, so the only exact way to know what a press does is to
run it on a copy. The search stays small: a press is tried at each position
a player can click, and presses that leave the game in the same state (the
Cursor included) share one set of release trials; releases go only to
stacks that answer a release; moves with the same source, target and
resulting state are listed once (the first position wins). A move whose
press completes the transaction is a click, whatever the drop target.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from runtime.engine.cdl.vm import CURSOR, Vm
from runtime.engine.model import GameError, IllegalMove, Move

if TYPE_CHECKING:
    from runtime.engine.cdl.game import CdlGame
    from runtime.engine.cdl.state import CdlState


def all_moves(game: CdlGame, state: CdlState, only: str | None = None) -> list[Move]:
    """Every move; `only` limits the search to presses on one stack."""
    if state.outcome != "playing":
        return []
    found: dict[tuple, Move] = {}
    keys = game._keys[:-1]
    for button in game._buttons:
        press_methods = game._press[button]
        release_methods = game._release[button]
        targets = [k for k in keys if k in release_methods]
        for index, key in enumerate(keys):
            method = press_methods.get(key)
            if method is None or (only is not None and key != only):
                continue
            size = len(state.piles[index])
            tried: set = set()
            for pos in range(1, size + 1) if size else (0,):
                vm = game._vm(state, quiet=True)  # a trial: no events
                vm.context = key
                try:
                    game._run(vm, method, pos)
                except GameError:
                    continue
                cursor = vm.piles[CURSOR]
                if not cursor:
                    _record(game, found, state, vm, button, key, pos, None, key, pos, 0)
                    continue
                count = len(cursor)
                if key in release_methods:
                    _release(game, found, state, vm.fork(), button, key, pos, None, key, pos, count)
                signature = vm.freeze()
                if signature in tried:
                    continue
                tried.add(signature)
                for target in targets:
                    place = len(vm.piles[target])
                    if target == key and place == pos:
                        continue  # the click above
                    _release(
                        game,
                        found,
                        state,
                        vm.fork(),
                        button,
                        key,
                        pos,
                        target,
                        target,
                        place,
                        count,
                    )
    return list(found.values())


def _release(
    game: CdlGame,
    found: dict,
    state: CdlState,
    vm: Vm,
    button: str,
    key: str,
    pos: int,
    target: str | None,
    release: str,
    place: int,
    count: int,
) -> None:
    try:
        game._release_into(vm, button, release, place)
    except (IllegalMove, GameError):
        return
    _record(game, found, state, vm, button, key, pos, target, release, place, count)


def _record(
    game: CdlGame,
    found: dict,
    state: CdlState,
    vm: Vm,
    button: str,
    key: str,
    pos: int,
    target: str | None,
    release: str,
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
        found[slot] = game._move(button, key, pos, target, release, place, count)
