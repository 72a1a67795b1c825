"""What a game's generated listing calls: the listing of listing.py, written
by paperc as one method of the game's class (`flat_listing`,
paperc/codegen/cdl_listing.py) for a game whose every press is direct or
flat and every release direct, remembered by its views.

The generated method loops over the game's own stacks with its numbers
written in: it numbers each release's targets' views (looked up by pile,
in place), runs the flat presses (`Lister.flat`), looks up each direct
press's takes by pile (in place) and ANDs the state's masks of views with
each take's masks. Only what it meets for the first time, and the moves
it finds, come here: `Lister.number`, `Lister.take`, `Lister.ask` (the
release's answers for views it was not asked about), `Lister.hit` (the
targets a take goes to, listed in the trials' order).

`listing_plan`, beside the method, is the move search's plan the method
was written for (`plan_of`): the engine uses the method only when its own
plan, from the class's facts, is that one (a class that drops the direct
versions, as the tests' trials-only class does, lists the general way).
The moves, their order and their results are `listed_moves`'s own
(tests/runtime/cdl/test_cdl_direct.py).
"""

from __future__ import annotations

import weakref
from typing import Any

from runtime.engine.cdl.listing import (
    FIRST,
    MISSING,
    Memory,
    _ask,
    _flat_later,
    _judged_drop,
    _takes,
    flat_changes,
    known_click,
    qualifies,
    touched_by,
    touched_key,
)
from runtime.engine.cdl.moves import MEMORY, _flat_click, _listed, places
from runtime.engine.cdl.state import CdlState
from runtime.engine.model import Move

DROPS = 100_000  # the drops' Moves `Lister.hit` keeps, at most (then all are forgotten)
SEEN = 64  # the hits a pile's takes keep, by the state's masks (`Lister.keep`), at most


def plan_of(game: Any) -> tuple:
    """The search's plan as a generated listing names it: per button, each
    press (its stack, its direct version's name or its own, where it is
    tried (moves.EVERY, FIRST, TOP), idle when empty), then each release
    and its targets."""
    return tuple(
        (
            plan.button,
            tuple(
                (key, take[1] if take is not None else method.__name__, at, idle)
                for key, method, idle, at, take in plan.presses
            ),
            tuple((accept[1], targets) for accept, targets in plan.groups),
        )
        for plan in game._plans
    )


def usable(game: Any) -> bool:
    """Does the game's generated listing fit the plan its class searches by?"""
    written = getattr(game, "listing_plan", None)
    return written is not None and qualifies(game) and written == plan_of(game)


class Lister:
    """A game's listings, as the generated method makes them, one state at a
    time (`start`): `memos` each release's targets' numbers by pile, `takes`
    each press's takes by pile (`Memory`); `numbers` each release's targets'
    numbers in the state; `kept` what one listing keeps for the next."""

    __slots__ = (
        "after",
        "clicks",
        "drops",
        "found",
        "game",
        "kept",
        "log",
        "memory",
        "memos",
        "numbers",
        "pending",
        "plan",
        "reader",
        "seen",
        "state",
        "takes",
        "unjudged",
    )

    def __init__(self, game: Any) -> None:
        memory: Memory = game._listing
        plan = game._plans[0]
        # (its game, weakly: the game holds its Lister, and is freed when let go)
        self.game, self.memory, self.plan = weakref.ref(game), memory, plan
        memos = [memory.piles.setdefault(accept[1], {}) for accept, _ in plan.groups]
        takes = [
            {} if take is None else memory.takes.setdefault((plan.button, take[1]), {})
            for _, _, _, _, take in plan.presses
        ]
        groups = tuple(targets for _, targets in plan.groups)
        # (then each release's targets, in order; the drops' Moves, by what they do:
        # the class's, as every Move is)
        made = memory.made
        # (each release's last targets' piles, drawings, masks and numbers: the listing's)
        seen = [((), (), 0, 0, [])] * len(groups)
        # (each run of direct presses' moves, and what they were listed in: `again`)
        runs: dict[int, tuple] = {}
        # (each flat press's click's Move, by its button, stack and position, and
        # the stacks it touches, their piles and what it did in them last: `flat`)
        clicked: dict[tuple, Move] = {}
        last: dict[int, list] = {}
        self.kept = (memory.generation, memos, takes, groups, made, seen, runs, last, clicked)
        self.memos, self.takes, self.seen = memos, takes, seen

    def start(self, state: CdlState, unjudged: bool) -> None:
        """Begin the listing of `state`."""
        self.state, self.unjudged = state, unjudged
        self.found: dict[tuple, Move] = {}
        self.after: dict[tuple, Any] = {}
        self.drops: dict[tuple, tuple[int, int, int]] = {}
        self.clicks: set[tuple[str, int, int]] = set()
        self.reader: list[Any] = [None]
        self.numbers: tuple = ()
        self.log: list[tuple] | None = None  # the moves of the run being listed (`again`)
        self.pending: tuple = ()

    def number(self, group: int, target: int) -> int:
        """The number of release `group`'s view of `target`'s pile."""
        state = self.state
        accept = self.plan.groups[group][0]
        return self.memory.number(accept, state.piles[target], state.bottoms[target])

    def take(self, index: int, key: int) -> tuple:
        """Press `index`'s takes from `key`'s pile, remembered (listing.py `_takes`)."""
        plan, state = self.plan, self.state
        at = plan.presses[index][3]
        _takes(self.game(), self.memory, state, plan, index, key, at, self.reader)
        return self.takes[index][id(state.piles[key])]

    def ask(self, group: int, masks: list[int], key: int, count: int) -> None:
        """Ask release `group` about its views it was not asked about with
        the `count` cards a take from `key` holds (listing.py `_ask`)."""
        accept, targets = self.plan.groups[group]
        numbered = list(zip(targets, self.numbers[group], strict=True))
        _ask(self.game(), self.memory, self.state, accept, masks, numbered, key, count, self.reader)

    @staticmethod
    def keep(takes: tuple, seen: tuple, hits: list[tuple]) -> None:
        """Keep with a direct press's takes from a pile (`take`) the takes
        whose cards some target takes (`hits`: each one's position, count
        and releases' masks of views), by the state's masks (`seen`) they
        were found with: a release's answers, once asked, never change."""
        memo = takes[3]
        if len(memo) > SEEN:
            memo.clear()
        memo[seen] = hits

    def hit(self, key: int, pos: int, count: int, hits: tuple[int, ...]) -> None:
        """List the moves of the take of `count` cards at `pos` of `key`:
        `hits` each release's mask of the views that take them. Each
        target whose view a mask holds is a drop, its Move made once
        (`_drop`); while moves are listed unjudged, the drop is the move's
        result (`CdlGame._unjudged`)."""
        found, drops, after = self.found, self.drops, self.after
        P, made = self.state.piles, self.kept[4]
        targets = []
        for index, hit in enumerate(hits):
            if not hit:
                continue
            group, numbered = self.kept[3][index], self.numbers[index]
            while hit:  # (each view in the mask: mostly one, and one target has it)
                low = hit & -hit
                hit ^= low
                n, at = low.bit_length() - 1, -1
                for _ in range(numbered.count(n)):
                    at = numbered.index(n, at + 1)
                    targets.append(group[at])
        if len(targets) > 1:  # (the trials' order: by target)
            targets.sort()
        if key in targets:  # (a take never lands on its own stack)
            targets.remove(key)
        unjudged = self.unjudged
        for target in targets:
            place = len(P[target])
            seen = (key, pos, count, target, place)
            detail, drop, move = made.get(seen) or self._drop(seen)
            if self.log is not None:
                self.log.append((detail, drop, move))
            drops[detail] = drop
            if unjudged:
                if drop not in found:  # no other move from key to target moves count cards
                    found[drop] = move
                    after[detail] = drop
            else:
                where = (self.plan.button, key, pos, target, place, count)
                _judged_drop(self.game(), self.state, where, found, after, self.reader)

    def again(self, run: int, piles: tuple, bottoms: tuple) -> bool:
        """List again the moves run `run` of direct presses (the stacks of
        `piles` and `bottoms`) listed last, where its piles and every
        release's targets' piles are as they were then (the numbering
        `seen` kept: the same objects): the same takes, the same targets,
        the same moves, in the same order. While moves are listed unjudged
        only; False (the run is listed, and kept by `done`) otherwise."""
        if not self.unjudged:
            return False
        seen = tuple(self.seen)
        last = self.kept[6].get(run)
        if last is not None and last[0] == seen and last[1] == piles and last[2] == bottoms:
            found, after, drops = self.found, self.after, self.drops
            for detail, drop, move in last[3]:
                drops[detail] = drop
                if drop not in found:
                    found[drop] = move
                    after[detail] = drop
            return True
        self.log, self.pending = [], (seen, piles, bottoms)
        return False

    def done(self, run: int) -> None:
        """Keep the moves run `run` listed (`again`)."""
        if self.log is not None:
            self.kept[6][run] = (*self.pending, tuple(self.log))
            self.log = None

    def _drop(self, seen: tuple) -> tuple:
        """A drop's detail, what it does and its Move, remembered by `seen`
        (the pressed stack, position, count, target and its place)."""
        made = self.kept[4]
        if len(made) > DROPS:
            made.clear()
        key, pos, count, target, place = seen
        move = self.game()._move(self.plan.button, key, pos, target, target, place, count)
        found = made[seen] = (move.detail, (key, count, target), move)
        return found

    def flat(self, index: int, key: int) -> bool:
        """List the clicks of flat press `index` on `key`; False when its
        trial must run (the listing then gives way, as listing.py's)."""
        game, state, plan = self.game(), self.state, self.plan
        _, method, idle, at, _ = plan.presses[index]
        size = len(state.piles[key])
        if not size and idle:
            return True
        name = method.__name__
        flat = game._flat_press[name]
        button = plan.button
        if at == FIRST and self.unjudged:
            # (what it did last, kept with the piles it touches, where paperc proved
            # them: most moves leave them, and then it does the same again)
            last = self.kept[7].get(index)
            if last is None:
                stacks = touched_by(game, self.memory, name, key)
                last = self.kept[7][index] = [stacks, None, None, None]
            stacks, head = last[0], (name, key)
            seen = None if stacks is None else touched_key(head, stacks, state.piles, state.bottoms)
            if seen is None or seen != last[1]:
                # (what the class's memory holds of it by those piles, else it runs)
                if seen is None:
                    done = _flat_later(game, self.memory, state, name, flat, key)
                else:
                    done = known_click(game, self.memory, state, key, seen)
                    if done is MISSING:
                        done = flat_changes(game, self.memory, state, flat, key, seen)
                if done is None:
                    return False
                move = None
                if done is not True:
                    pos = 1 if size else 0
                    move = self.kept[8].get((button, key, pos))
                    if move is None:  # (its Move, kept: the same click recurs state after state)
                        move = self.kept[8][(button, key, pos)] = game._move(
                            button, key, pos, None, key, pos, 0
                        )
                last[1:] = seen, done, move
            done, move = last[2], last[3]
            if move is not None:
                self.clicks.add((button, key, move.detail[2]))
                self.found[(key, None, move.detail[2])] = move
                self.after[move.detail] = done
            return True
        for pos in places(at, size):
            done = _flat_click(game, state, flat, key, pos, self.unjudged)
            if done is True:
                continue
            if type(done) is not CdlState:
                return False
            click = (button, key, pos, None, key, pos, 0)
            _listed(game, self.found, self.after, done, *click, unjudged=self.unjudged)
            self.clicks.add((button, key, pos))
        return True


def written_moves(game: Any, state: CdlState, unjudged: bool) -> list[Move] | None:
    """The moves of `state` by the game's generated listing, or None when
    a flat press gave way (then `all_moves` lists them)."""
    memory: Memory = game._listing
    memory.clear_if_full()
    if len(game._views) > MEMORY * 10:
        game._views.clear()
    game._unjudged_now = unjudged
    # (the game's own, not its class's: a search in another thread lists with
    # another instance, and what one listing keeps for the next is its own)
    lister = game.__dict__.get("_lister")
    if lister is None or lister.kept[0] != memory.generation:
        lister = game._lister = Lister(game)
    lister.start(state, unjudged)
    if not game.flat_listing(state.piles, state.bottoms, lister):
        return None
    game._remember(state, lister.after)
    game._drops = (state, lister.drops)
    game._clicks = (state, lister.clicks)
    return list(lister.found.values())


__all__ = ["Lister", "plan_of", "usable", "written_moves"]
