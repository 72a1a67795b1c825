"""The whole move listing of a game whose every press and release paperc
read before it runs, as masks of small numbers instead of trials.

A game qualifies (`qualifies`) when, for each button, every release that
may take cards is direct (paperc/codegen/cdl_direct.py) and remembered by
views, and every press is direct and remembered by its view, or keeps its
trials but has a flat version (cdl_flat.py) and no memory of its own.

Each different view of a target (what a release reads of its stack) gets
a small number, once (`Memory.number`); a target's number is remembered
with its pile. For the cards a take holds (by the release's view of the
Cursor), a release's answers are two masks over those numbers: the views
it was asked about and the views that take the cards (`Memory.answers`).
The targets of a take are then one AND of the state's mask of views with
the mask that takes them: no target is asked twice about the same cards
and the same view, and a state costs a few integer operations per take.
What a direct press takes from a pile (each position's count, the first
of each count) is remembered with the pile (`Memory.takes`). A flat
press runs as plain Python over the piles; while moves are listed
unjudged (`CdlGame._unjudged_cards`) and it has one position, its
result's integrity?, win? and loose? wait until the move is played, and
where paperc proved which stacks it touches (`touches=`), its result is
remembered by their piles (`Memory.clicks`).

The moves, their order (the trials': by button, pressed stack, position,
then target) and their results are `moves.all_moves`'s own
(tests/runtime/cdl/test_cdl_direct.py); where a flat press must run its
trial (it left cards on the Cursor, or faulted) the listing gives way and
`all_moves` lists.
"""

from __future__ import annotations

import threading
from typing import Any

from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.flat import Recording
from runtime.engine.cdl.moves import (
    FIRST,
    MEMORY,
    Trials,
    _call,
    _dropped,
    _flat_click,
    _listed,
    _pressed,
    flat_count,
    places,
)
from runtime.engine.cdl.state import CdlState
from runtime.engine.cdl.vm import Vm
from runtime.engine.model import Move

NUMBERS = 4_096  # views numbered at most (then everything is forgotten): masks stay small
CHECKS = 64  # listings between two looks at the memories' sizes


def qualifies(game: Trials) -> bool:
    """Does every button's plan qualify for this listing?"""
    flat_press = game._flat_press
    for plan in game._plans:
        if plan.trial_drops:
            return False
        for _, accept in plan.drops:
            if accept is None or accept[2] is None or accept[3] is None:
                return False
        for key, method, _, _, take in plan.presses:
            if take is not None:
                if take[2] is None or (key in plan.release and key not in plan.accepts):
                    return False
            elif method.__name__ not in flat_press or key in plan.local_presses:
                return False
    return True


class Memory:
    """What the listing remembers, shared by every game of a class:
    `numbers` each release's views' numbers (and `views` the other way),
    `piles` each target pile's number by release, `answers` each release's
    masks by the Cursor's view, `takes` each direct press's takes by pile.
    Forgotten all at once when it grows past its bounds."""

    def __init__(self) -> None:
        self.numbers: dict[tuple[str, Any], int] = {}
        self.views: dict[str, list[Any]] = {}
        self.piles: dict[str, dict[int, tuple[tuple, int, int]]] = {}
        self.answers: dict[tuple[str, Any], list[int]] = {}
        # each direct press's takes (by its button and name), by pile (`_takes`)
        self.takes: dict[tuple[str, str], dict[int, tuple[tuple, int, list]]] = {}
        # flat presses' results by the piles they touch (`_flat_later`), and those stacks
        self.clicks: dict[tuple, Any] = {}
        # the same, played: the piles it changes and the events it makes (`CdlGame._clicked`)
        self.recorded: dict[tuple, tuple[tuple, tuple]] = {}
        self.touches: dict[tuple[str, int], tuple[int, ...] | None] = {}
        # the drops' Moves the generated listing made, by what they do (written.py `Lister`)
        self.made: dict[tuple, tuple] = {}
        # one listing at a time: the memories are the class's (the trials' of
        # moves.py too), and a search in another thread (runtime/analysis.py)
        # lists with another game of the class; a view numbered twice, an
        # answer half written or the memories forgotten in the middle of a
        # listing would list wrong moves
        self.lock = threading.RLock()
        self.generation = 0  # counts the times `piles` or `takes` were forgotten
        self.unchecked = 0  # listings until `clear_if_full` looks again

    def clear_if_full(self) -> None:
        """Forget what grew past its bound, looking every `CHECKS` listings
        (a listing adds a few entries at most)."""
        self.unchecked -= 1
        if self.unchecked > 0:
            return
        self.unchecked = CHECKS
        full = len(self.answers) > MEMORY * 5 or sum(map(len, self.piles.values())) > MEMORY * 5
        if full or len(self.numbers) > NUMBERS:
            self.generation += 1
            self.numbers.clear()
            self.views.clear()
            self.piles.clear()
            self.answers.clear()
            self.takes.clear()
        elif sum(map(len, self.takes.values())) > MEMORY * 5:
            self.generation += 1
            self.takes.clear()
        if len(self.clicks) > MEMORY:
            self.clicks.clear()
        if len(self.recorded) > MEMORY:
            self.recorded.clear()

    def number(self, accept: Any, pile: tuple, bottom: int) -> int:
        """The number of the view release `accept` has of a target pile."""
        name = accept[1]
        piles = self.piles.get(name)
        if piles is None:
            piles = self.piles[name] = {}
        found = piles.get(id(pile))
        if found is not None and found[0] is pile and found[1] == bottom:
            return found[2]
        view = accept[2](pile, bottom, len(pile))
        number = self.numbers.get((name, view))
        if number is None:
            views = self.views.setdefault(name, [])
            number = self.numbers[(name, view)] = len(views)
            views.append(view)
        piles[id(pile)] = (pile, bottom, number)
        return number


def listed_moves(game: Any, state: CdlState, unjudged: bool) -> list[Move] | None:
    """The moves of `state`, or None when a flat press gave way (then
    `all_moves` lists them)."""
    memory: Memory = game._listing
    memory.clear_if_full()
    if len(game._views) > MEMORY * 10:
        game._views.clear()
    game._unjudged_now = unjudged
    found: dict[tuple, Move] = {}
    after: dict[tuple, Any] = {}
    drops: dict[tuple, tuple[int, int, int]] = {}  # (`CdlGame._dropped`)
    clicks: set[tuple[str, int, int]] = set()  # flat presses' clicks (`CdlGame._clicked`)
    P, B = state.piles, state.bottoms
    reader: list[Vm | None] = [None]  # a working copy of the state, made at the first need
    number = memory.number
    names = game._names
    for plan in game._plans:
        button = plan.button
        # per release: the state's mask of its targets' views, each target's
        # number, and the mask of the views two targets or more have
        groups = []
        for accept, targets in plan.groups:
            mask = twice = 0
            numbered = []
            for t in targets:
                n = number(accept, P[t], B[t])
                bit = 1 << n
                twice |= mask & bit
                mask |= bit
                numbered.append((t, n))
            groups.append((accept, mask, numbered, twice, dict(numbered)))
        for index, (key, method, idle, at, take) in enumerate(plan.presses):
            size = len(P[key])
            if not size and idle:
                continue
            if take is None:
                flat = game._flat_press[method.__name__]
                if at == FIRST and unjudged:
                    done = _flat_later(game, memory, state, method.__name__, flat, key)
                    if done is None:
                        return None  # its trial must run
                    if done is not True:
                        pos = 1 if size else 0
                        clicks.add((button, key, pos))
                        move = found[(key, None, pos)] = game._move(
                            button, key, pos, None, key, pos, 0
                        )
                        after[move.detail] = done
                    continue
                for pos in places(at, size):
                    done = _flat_click(game, state, flat, key, pos, unjudged)
                    if done is True:
                        continue
                    if type(done) is not CdlState:
                        return None  # its trial must run
                    click = (button, key, pos, None, key, pos, 0)
                    _listed(game, found, after, done, *click, unjudged=unjudged)
                    clicks.add((button, key, pos))
                continue
            # the views to ask about: not the pressed stack's, unless another target has it
            asked = []
            for _, mask, _, twice, where in groups:
                n = where.get(key)
                asked.append(mask if n is None or twice >> n & 1 else mask & ~(1 << n))
            for pos, count, answers in _takes(game, memory, state, plan, index, key, at, reader):
                hits: list[int] = []
                for (accept, mask, numbered, _, _), masks, ask in zip(
                    groups, answers, asked, strict=True
                ):
                    if ask & ~masks[1]:  # views this release was not asked about yet
                        _ask(game, memory, state, accept, masks, numbered, key, count, reader)
                    taken = mask & masks[0]
                    if taken:
                        hits += [t for t, n in numbered if taken >> n & 1 and t != key]
                if not hits:
                    continue
                if len(groups) > 1:
                    hits.sort()
                for target in hits:
                    place = len(P[target])
                    drop = (key, count, target)
                    drops[(button, names[key], pos, names[target], place)] = drop
                    if not unjudged:
                        where = (button, key, pos, target, place, count)
                        _judged_drop(game, state, where, found, after, reader)
                    elif drop not in found:  # no other move from key to target moves count cards
                        move = game._move(button, key, pos, target, target, place, count)
                        found[drop] = move
                        after[move.detail] = drop
    game._remember(state, after)
    game._drops = (state, drops)
    game._clicks = (state, clicks)
    return list(found.values())


def _judged_drop(
    game: Any, state: CdlState, at: tuple, found: dict, after: dict, reader: list[Vm | None]
) -> None:
    """A direct drop listed with its result judged (`moves._dropped`)."""
    key, count = at[1], at[5]
    pile = state.piles[key]
    cut = len(pile) - count
    vm = _reader(game, state, reader)
    _dropped(game, (found, after, False), state, vm, at, pile[:cut], pile[cut:])


def _reader(game: Any, state: CdlState, reader: list[Vm | None]) -> Vm:
    if reader[0] is None:
        reader[0] = game._vm(state, quiet=True)
    return reader[0]  # type: ignore[return-value]


def _takes(
    game: Any,
    memory: Memory,
    state: CdlState,
    plan: Any,
    index: int,
    key: int,
    at: int,
    reader: list[Vm | None],
) -> list[tuple[int, int, list[list[int]]]]:
    """Each position where direct press `index` of `plan` takes cards from
    `key`'s pile (the first of each count: the same cards make the same
    moves), the count, and each release's masks for those cards."""
    pile, bottom = state.piles[key], state.bottoms[key]
    take = plan.presses[index][4]
    takes = memory.takes.get((plan.button, take[1]))
    if takes is None:
        takes = memory.takes[(plan.button, take[1])] = {}
    found = takes.get(id(pile))
    if found is not None and found[0] is pile and found[1] == bottom:
        return found[2]
    size = len(pile)
    positions = places(at, size)
    counts: set[int] = set()
    out = []
    answers, views = memory.answers, game._views
    method, name, own_view, _ = take
    # (its flat version, where paperc wrote one, counts without a working copy)
    flat, P, B, G = getattr(method, "flat", None), state.piles, state.bottoms, state.globals
    for pos in positions:
        # (`moves._taken`, written in place: the working copy made only when asked)
        seen = (name, own_view(pile, bottom, pos))
        count = views.get(seen)
        if count is None:
            count = None if flat is None else flat_count(game, flat, P, B, G, key, pos)
            if count is None:
                count = _call(game, _reader(game, state, reader), method, key, pos)
            views[seen] = count
        if not 0 < count <= size or count in counts:
            continue  # nothing taken (or a PULL that faults), or the same cards
        counts.add(count)
        held = pile[size - count :]
        masks = []
        for accept, _ in plan.groups:
            cards = (accept[1], accept[3](held))
            both = answers.get(cards)
            if both is None:
                both = answers[cards] = [0, 0]
            masks.append(both)
        out.append((pos, count, masks))
    takes[id(pile)] = (pile, bottom, out, {})  # (and its hits by the state's masks, written.py)
    return out


def _ask(
    game: Any,
    memory: Memory,
    state: CdlState,
    accept: Any,
    masks: list[int],
    numbered: list[tuple[int, int]],
    key: int,
    count: int,
    reader: list[Vm | None],
) -> None:
    """Ask release `accept` about each view of this state's targets it was
    not asked about with these cards, on a target other than the pressed
    stack (whose pile the press changed), and record its answers."""
    pile = state.piles[key]
    cut = len(pile) - count
    vm = None
    # (its flat version, where paperc wrote one, answers over the piles as pressed)
    flat, P = getattr(accept[0], "flat", None), None
    for target, n in numbered:
        bit = 1 << n
        if masks[1] & bit or target == key:
            continue
        place, found = len(state.piles[target]), None
        if flat is not None:
            if P is None:
                P = list(state.piles)
                P[key], P[-1] = pile[:cut], pile[cut:]
            found = flat_count(game, flat, P, state.bottoms, state.globals, target, place)
        if found is None:
            if vm is None:
                vm = _pressed(_reader(game, state, reader), key, pile[:cut], pile[cut:])
            found = _call(game, vm, accept[0], target, place)
        taken = found == count
        masks[1] |= bit
        if taken:
            masks[0] |= bit


def _flat_later(game: Any, memory: Memory, state: CdlState, name: str, flat: Any, key: int) -> Any:
    """A flat press of one position, listed unjudged: `(changes, None)`,
    each stack it changed with its pile and drawing after it (`changes`),
    whose integrity?, win? and loose? wait until it is played (they cannot
    fault, and integrity? refuses nothing, `_unjudged_cards`); True when it
    changes nothing; None when its trial must run. Where paperc proved which
    stacks it touches (`touches=`), the answer is remembered by their piles
    (and, being the changes alone, is the answer in any state they are in)."""
    P, B = state.piles, state.bottoms
    stacks = touched_by(game, memory, name, key)
    seen = None
    if stacks is not None:
        seen = touched_key((name, key), stacks, P, B)
        done = known_click(game, memory, state, key, seen)
        if done is not MISSING:
            return done
    return flat_changes(game, memory, state, flat, key, seen)


def known_click(game: Any, memory: Memory, state: CdlState, key: int, seen: tuple) -> Any:
    """`flat_changes`' answer remembered by `seen`, else MISSING; MISSING
    too, in a game whose moves are played (`_plays`), for a change whose
    events were not noted (a game that only follows moves, a search in
    another thread, met those piles first): it runs again, noting them."""
    done = memory.clicks.get(seen, MISSING)
    if game._plays and type(done) is tuple:
        pos = 1 if state.piles[key] else 0
        if (seen[0], key, pos, *seen[2:]) not in memory.recorded:
            return MISSING
    return done


def flat_changes(game: Any, memory: Memory, state: CdlState, flat: Any, key: int, seen: Any) -> Any:
    """`_flat_later`'s answer, worked out: the flat press run on a copy of
    the piles (remembered by `seen`, the key of the piles it touches,
    unless None); in a game whose moves are played (`_plays`), noting its
    events as it goes (`Recording`), so that the click played finds them
    by the same piles (`recorded`) and does not run again."""
    P, B = state.piles, state.bottoms
    pos = 1 if P[key] else 0
    piles = Recording(P, game._names) if game._plays else list(P)
    bottoms = list(B)
    steps = [0, STEP_BUDGET]
    try:
        flat(game, piles, bottoms, state.globals, steps, key, pos)
    except Exception:  # noqa: BLE001 - any fault: the trial names it
        found = None
    else:
        changed = tuple(
            (s, piles[s], bottoms[s])
            for s in range(len(P))
            if not (piles[s] is P[s] or piles[s] == P[s]) or bottoms[s] != B[s]
        )
        if steps[0] > STEP_BUDGET or piles[-1]:
            found = None
        elif not changed:
            found = True  # nothing changed: no move
        else:
            found = (changed, None)
            if seen is not None and type(piles) is Recording and piles.whole:
                stacks = touched_by(game, memory, seen[0], key)
                record(memory, (seen[0], key, pos, *seen[2:]), stacks, piles, bottoms)
    if seen is not None:
        memory.clicks[seen] = found
    return found


def record(memory: Memory, seen: tuple, stacks: tuple[int, ...], piles: Any, bottoms: list) -> None:
    """Keep what a flat press did (`piles`, a `Recording`, and `bottoms`
    after it) by `seen`, the key of the piles of `stacks` it touches with
    its name, stack and position: each stack's pile and drawing, and the
    events it made (`CdlGame._clicked` plays them again)."""
    changes = tuple((s, piles[s], bottoms[s]) for s in set(stacks))
    memory.recorded[seen] = (changes, tuple(piles.events))


def touched_key(head: tuple, stacks: tuple[int, ...], P: tuple, B: tuple) -> tuple:
    """`head`, then the piles and the drawings of `stacks`: the key of what a
    flat press does to them. (Built without a generator or a comprehension:
    it runs at every listing, and those cost more than the rest of it.)"""
    if len(stacks) == 2:
        a, b = stacks
        return (*head, P[a], P[b], B[a], B[b])
    out = list(head)
    for s in stacks:
        out.append(P[s])
    for s in stacks:
        out.append(B[s])
    return tuple(out)


def touched_by(game: Any, memory: Memory, name: str, key: int) -> tuple[int, ...] | None:
    """The stacks flat press `name` on `key` can read or write, where
    paperc proved them (`touches=`: its result depends on their piles
    alone, and the position), else None."""
    found = memory.touches.get((name, key), MISSING)
    if found is MISSING:
        fact = [f for f in game.facts.get(name, ()) if f.startswith("touches=")]
        touches = fact[0].removeprefix("touches=").split(",") if fact else None
        found = memory.touches[(name, key)] = (
            None if touches is None else tuple(key if t == "self" else int(t) for t in touches)
        )
    return found


MISSING = object()


__all__ = [
    "Memory",
    "flat_changes",
    "known_click",
    "listed_moves",
    "qualifies",
    "record",
    "touched_by",
    "touched_key",
]
