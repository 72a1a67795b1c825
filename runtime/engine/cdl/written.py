"""The move listing paperc writes for a game whose every press is direct or
flat (at its first position) and every release that can take cards direct
(`flat_moves`, paperc/codegen/cdl_listing.py): plain loops over the
pressed stacks, their positions and the releases' targets, each take's
and acceptance's conditions written in place over the piles' card codes.
It keeps nothing from one state to the next. A game that judges each
move it lists (past its limit of cards for listing them unjudged) judges
the moves this listing finds, as the trials would.

`listing_plan`, beside the method, is the move search's plan the method
was written for (`plan_of`): the engine uses the method only when its own
plan, from the class's facts, is that one (a class that drops the direct
versions, as the tests' trials-only class does, lists the general way).
The moves, their order and their results are the trials' own
(tests/runtime/cdl/test_cdl_direct.py).
"""

from __future__ import annotations

from typing import Any

from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.moves import (
    _dropped,
    _flat_click,
    _listed,
    _record,
    _settle,
    built,
    taken,
    taking,
)
from runtime.engine.cdl.state import CdlState
from runtime.engine.model import Move

LISTED = 100_000  # listed drops and clicks kept (`_kept`) at most, then all are forgotten


def plan_of(game: Any) -> tuple:
    """The search's plan as a generated listing names it: per button, each
    press (its stack, its direct version's name or its own, where it is
    tried (moves.EVERY, FIRST, TOP), idle when empty), then each release
    (its direct version's name, its flat version's, or its own, a trial
    remembered by its piles among them) and its targets."""
    return tuple(
        (
            plan.button,
            tuple(
                (key, take[1] if take is not None else method.__name__, at, idle)
                for key, method, idle, at, take in plan.presses
            ),
            _releases(plan),
        )
        for plan in game._plans
    )


def _releases(plan: Any) -> tuple:
    """Each release of `plan` and the targets that answer with it, in the
    order of their first targets."""
    named: dict[str, list[int]] = {}
    for target, accept in plan.drops:
        if accept is not None:
            name = accept[1]
        elif target in plan.flats and target not in plan.local:
            name = plan.flats[target].__name__
        else:
            name = plan.release[target].__name__
        named.setdefault(name, []).append(target)
    return tuple((name, tuple(targets)) for name, targets in named.items())


def usable(game: Any) -> tuple[dict[int, tuple], bool] | None:
    """Where the game's generated listing fits the plan its class searches
    by, what `written_moves` needs to know of it (`_shape`); else None."""
    written = getattr(game, "listing_plan", None)
    return _shape(game) if written is not None and written == plan_of(game) else None


def written_moves(game: Any, state: CdlState, unjudged: bool) -> list[Move] | None:
    """The moves of `state` by the game's generated listing. Listed
    unjudged (`CdlGame._unjudged`): a drop is `(stack, count, target)`, a
    click the stacks it changed, or `(button, stack, position, None)`
    where paperc proved it changes the game (its press runs when the
    click is followed: paperc/codegen/cdl_click.py); else each is judged as the trials judge
    it (moves.py `_dropped`, `_flat_click`): integrity?, win? and loose?
    run on its result, and one they refuse or fault on is not listed. None
    where the listing gives way (a flat press left cards on the Cursor, any
    fault, the step budget): the trials then list them, and find what they
    find."""
    P, B = state.piles, state.bottoms
    out: list[tuple] = []
    steps = [0, STEP_BUDGET]
    try:
        if not game.flat_moves(P, B, state.globals, steps, out):
            return None
    except Exception:  # noqa: BLE001 - any fault: the trials name it
        return None
    if steps[0] > STEP_BUDGET:
        return None
    setting, flat = game._written  # (`usable`)
    if not unjudged or setting or flat:
        return _judged(game, state, out, setting)
    listed = game._listed_drops
    found: list[Move] = []
    after: dict[tuple, Any] = {}
    drops: dict[tuple, tuple[int, int, int]] = {}  # (`CdlGame._dropped`)
    clicks: set[tuple[str, int, int]] = set()  # (`CdlGame._clicked`)
    for item in out:
        if len(item) == 4:  # a drop: its Move, detail and result, kept by what it does
            seen = (item, len(P[item[3]]))
            known = listed.get(seen)
            if known is None:
                known = _drop_listed(game, seen)
            made, detail, drop = known
            drops[detail] = after[detail] = drop
        elif len(item) == 3:  # a click that changes the game: its press runs when followed
            known = listed.get(item)
            if known is None:
                known = _click_listed(game, item)
            made, detail, press, click = known
            after[detail] = press
            clicks.add(click)
        else:
            key, pos, _, piles, bottoms = item
            changed = tuple(
                [
                    (s, piles[s], bottoms[s])
                    for s in range(len(P))
                    if not (piles[s] is P[s] or piles[s] == P[s]) or bottoms[s] != B[s]
                ]
            )
            if not changed:
                continue  # nothing changed: no move
            made = game._move("left", key, pos, None, key, pos, 0)
            after[made.detail] = (changed, None)
            clicks.add(("left", key, pos))
        found.append(made)
    game._remember(state, after)
    game._drops = (state, drops)
    game._clicks = (state, clicks)
    return found


def _drop_listed(game: Any, seen: tuple) -> tuple[Move, tuple, tuple[int, int, int]]:
    """The Move of a listed drop `((stack, position, count, target), the
    target's length)`, its detail and what `successor` makes of it,
    kept (the game's class's `_listed_drops`: a playout lists the same
    drops state after state)."""
    (key, pos, count, target), place = seen
    made = game._move("left", key, pos, target, target, place, count)
    found = _kept(game)[seen] = (made, made.detail, (key, count, target))
    return found


def _click_listed(game: Any, item: tuple) -> tuple[Move, tuple, tuple, tuple]:
    """The Move of a listed click `(stack, position, None)` whose press runs
    when it is followed, its detail, what `successor` makes of it and what
    `play` knows of it (`CdlGame._clicks`), kept as `_drop_listed` keeps a drop's."""
    key, pos, _ = item
    made = game._move("left", key, pos, None, key, pos, 0)
    found = _kept(game)[item] = (made, made.detail, ("left", key, pos, None), ("left", key, pos))
    return found


def _kept(game: Any) -> dict[tuple, tuple]:
    """The game's class's kept drops and clicks, all forgotten past `LISTED`."""
    listed = game._listed_drops
    if len(listed) > LISTED:
        listed.clear()
    return listed


def _shape(game: Any) -> tuple[dict[int, tuple], bool]:
    """Each pressed stack whose direct take sets globals (`take_sets`) and
    the globals it sets, and whether a release runs its flat version (the
    engine's plan, `moves.plans`)."""
    sets = {
        key: take[2]
        for plan in game._plans
        for key, _, _, _, take in plan.presses
        if take is not None and len(take) == 3
    }
    return sets, any(plan.flats for plan in game._plans)


def _judged(
    game: Any, state: CdlState, out: list[tuple], setting: dict[int, tuple]
) -> list[Move] | None:
    """`written_moves`' moves, each judged on its result as the trials judge
    it. A take that sets globals (`setting`) is built with them
    (`moves.taking`) and settled as the trials settle it, a drop back on
    its own stack too (where only the globals change: target None, the
    click, or its own stack, the drop onto the rest of its pile, listed
    where the click was not), in the targets' order. A release that ran
    its flat version over a copy of the piles (the item holds the piles,
    drawings and globals it left) is settled as a trial."""
    P = state.piles
    if setting:
        game._unjudged_now = False  # (`_settle` judges as this listing does)
        out = _in_order(out)
    found: dict[tuple, Move] = {}
    after: dict[tuple, Any] = {}
    drops: dict[tuple, tuple[int, int, int]] = {}
    clicks: set[tuple[str, int, int]] = set()
    reader = game._vm(state, quiet=True)
    tooks: dict[int, CdlState] = {}  # (each stack's take's state with the globals it set)
    names = game._names
    for item in out:
        key, pos = item[0], item[1]
        if len(item) == 7:  # a release's flat version ran: its piles, drawings and globals
            count, target, piles, bottoms, globals_ = item[2:]
            vm = reader.branch()
            vm.piles, vm.bottoms, vm.context = piles, tuple(bottoms), key
            if globals_:
                vm.g = dict(zip(vm.g, globals_, strict=True))
            if target is None:
                at = ("left", key, pos, None, key, pos, count)
            else:
                place = len(P[target]) - (count if target == key else 0)
                at = ("left", key, pos, target, target, place, count)
            _record(game, found, after, state, vm, *at)
            continue
        if len(item) == 4 and key in setting:
            count, target = item[2], item[3]
            if target is None:
                at = ("left", key, pos, None, key, pos, count)
            else:
                place = len(P[target]) - (count if target == key else 0)
                at = ("left", key, pos, target, target, place, count)
            took = tooks.get(key)
            if took is None:  # (the same after each of the stack's takes)
                took = tooks[key] = taken(game, state, key, setting[key])
            if not built(game, (found, after), state, at, took):
                vm = taking(game, state, reader, key, count, setting[key])[0]
                _settle(game, (found, after), state, vm, at, None)
            continue
        if len(item) == 4:
            count, target = item[2], item[3]
            pile, place = P[key], len(P[target])
            at = ("left", key, pos, target, place, count)
            _dropped(game, (found, after, False), state, reader, at, pile[:-count], pile[-count:])
            drops[("left", names[key], pos, names[target], place)] = (key, count, target)
            continue
        flat = game._flat_press[game._press["left"][key].__name__]
        # (where the listing ran the press over a copy of the piles, they are in the item)
        done = _flat_click(game, state, flat, key, pos, False, item[3:] or None)
        if done is True:
            continue  # it changed nothing, or it is refused
        if type(done) is not CdlState:
            return None  # its trial must run
        _listed(game, found, after, done, "left", key, pos, None, key, pos, 0)
        clicks.add(("left", key, pos))
    game._remember(state, after)
    game._drops = (state, drops)
    game._clicks = (state, clicks)
    return list(found.values())


def _in_order(out: list[tuple]) -> list[tuple]:
    """The listing's items with each drop of a take back onto its own stack
    (`(stack, position, count, stack)`, written before the take's other
    drops) moved among them in the targets' order, where the trials list it."""
    out = list(out)
    for i in range(len(out) - 1, -1, -1):
        item = out[i]
        if len(item) != 4 or item[3] != item[0]:
            continue
        j = i
        while j + 1 < len(out):
            other = out[j + 1]
            if len(other) != 4 or other[:2] != item[:2] or other[3] is None or other[3] > item[0]:
                break
            out[j], out[j + 1] = other, item
            j += 1
    return out


__all__ = ["plan_of", "usable", "written_moves"]
