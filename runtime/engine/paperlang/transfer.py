"""Transfers: what a `->`/`/>` statement may do (its options) and doing it.

A `Spec` is one transfer statement with its operands evaluated. `options`
lists the (source, destination, chosen cards) it allows, in set order;
`execute` carries one out: premove hooks, the cards moving in the exact
order of reference §4.6, then onmoved hooks.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from itertools import chain, combinations
from typing import Any, NamedTuple

from runtime.engine.model import Event, GameError
from runtime.engine.paperlang.core import RuntimeCore
from runtime.engine.paperlang.select import Relative
from runtime.engine.paperlang.values import CardObj, Logical, Stack

ALL = "all"
CHOICE_LIMIT = 5000  # flattened `choose` options, beyond which a move list is useless


def local_filter(method: Any) -> Any:
    """Marks a generated `where` filter that reads nothing but the cards of
    its `from`/`to` stacks (paperc proves it): the engine may reuse its
    answer while those stacks and their cards are unchanged."""
    method.local = True  # its answers are remembered by the game (see transfer.Filters)
    return method


def local_move_filter(method: Any) -> Any:
    """Marks a generated `where to{...}` filter of a `build` transfer that
    reads nothing but the cards of `from`, `to` and `moving` (paperc proves
    it): the engine may reuse its answer for the same two stacks and the
    same cut while they and their cards are unchanged."""
    local_filter(method)
    method.moving = True
    return method


def move_filter_reading(*names: str) -> Any:
    """`local_move_filter` for a filter that also reads the values of the
    variables named (paperc proves it reads no other): its answers are
    remembered per value of those variables too."""

    def mark(method: Any) -> Any:
        local_move_filter(method)
        method.reads = names
        return method

    return mark


@dataclass(eq=False, slots=True)
class Spec:
    """One transfer statement, its operands evaluated."""

    line: int
    sources: tuple[Any, ...]  # Stack | Logical | tuple of Stacks, flattened in order
    dests: tuple[Any, ...]  # Stack | tuple of Stacks | Relative
    cut: bool = False
    under: bool = False
    end: str = "top"
    amount: Any = ALL
    choose: bool = False
    create: tuple[str, str] | None = None  # ("place" | "random", card type)
    where_from: Callable[..., Any] | None = None
    where_to: Callable[..., Any] | None = None
    every_dest: bool = False
    # Paper's `; refused: ...` comments: what a refusal by a `where` filter
    # says, as ("" | "from" | "to", sentence) pairs
    refused: tuple[tuple[str, str], ...] = ()
    build: bool = False  # Paper's `build` suffix: the moves the piles' rules allow
    shared: bool = False  # made once per game and reused (see `shareable`)
    how: dict[str, Any] | None = None  # the keywords it was made with, when shared
    shape: Any = None  # its sweep.Shape when shared (False: it has none)

    def single_dest(self) -> bool:
        """True when the destination needs no choice (a click does)."""
        if len(self.dests) != 1:
            return False
        only = self.dests[0]
        return isinstance(only, Stack) or (isinstance(only, Relative) and len(only.offsets) == 1)


Option = tuple[Any, Any, tuple[int, ...]]  # (source or None, destination or None, chosen)

SHARED_LIMIT = 4096  # operands with shared Specs per game (dynamic ones make ever more)


def shareable(sources: tuple[Any, ...], dests: tuple[Any, ...], how: dict[str, Any]) -> bool:
    """May a statement's Spec be reused whenever it runs with operands equal
    to these? Only when equality there is identity: stacks, relative
    destinations and tuples of stacks (a logical stack compares by its
    cards' ids, though it also holds where they lie), and an amount that is
    a plain number (True == 1, but moves no card)."""
    for item in (*sources, *dests):
        kind = type(item)
        if kind is tuple:
            if not all(type(stack) is Stack for stack in item):
                return False
        elif kind is not Stack and kind is not Relative:
            return False
    amount = how.get("amount")
    return amount is None or amount == ALL or type(amount) is int


def flat_sources(spec: Spec) -> list[Any]:
    if spec.create is not None:
        return [None]
    found: list[Any] = []
    for item in spec.sources:
        if isinstance(item, tuple):
            found.extend(item)
        elif item is not None:
            found.append(item)
    return found


def flat_dests(rt: RuntimeCore, spec: Spec, source: Any) -> Sequence[Stack]:
    dests = spec.dests
    if len(dests) == 1:  # the common case, without building a list
        only = dests[0]
        if type(only) is Relative:
            if type(source) is Stack:
                found = only.targets.get(source.index)
                if found is not None:
                    return found
                return rt.relative_members(only, source)
            return rt.relative_members(only, None)
        if type(only) is tuple:
            return only
        if type(only) is Stack:
            return dests
    found: list[Stack] = []
    for item in spec.dests:
        if isinstance(item, Stack):
            found.append(item)
        elif isinstance(item, tuple):
            found.extend(item)
        elif isinstance(item, Relative):
            origin = source if isinstance(source, Stack) else None
            found.extend(rt.relative_members(item, origin))
        elif isinstance(item, Logical):
            raise GameError("cards cannot be moved into a logical stack", line=spec.line)
    return found


MEMORY_LIMIT = 200_000  # remembered answers per filter, before starting afresh
CUT_BITS = 16  # a cut's position, below the two stamps in a remembered answer's key
CUT_LIMIT = 1 << CUT_BITS
NOTHING: frozenset[str] = frozenset()


def _memory(rt: RuntimeCore, test: Any, card_stamp: int) -> dict[int, bool] | None:
    """A local filter's remembered answers, kept in the game's memory (per
    filter function, `Memory.filters`), valid while no card attribute changes."""
    if test is None or not getattr(test, "local", False):
        return None
    function = getattr(test, "__func__", test)
    memories = rt.game.memory.filters
    memory = memories.get(function)
    if memory is None:
        memory = memories[function] = [card_stamp, {}]
    if memory[0] != card_stamp or len(memory[1]) > MEMORY_LIMIT:
        memory[0], memory[1] = card_stamp, {}
    return memory[1]


PLAIN_VALUES = (int, bool, str, type(None))


def filter_env(rt: RuntimeCore, test: Any) -> tuple[Any, ...] | None:
    """The values of the variables a `move_filter_reading` filter reads (()
    for a filter that reads none); None when one is not a plain value (or
    not there), and the filter's answers are not remembered."""
    names = getattr(test, "reads", ())
    if not names:
        return ()
    try:
        values = tuple(rt.var(name) for name in names)
    except GameError:
        return None
    return values if all(type(value) in PLAIN_VALUES for value in values) else None


class Filters:
    """A statement's `where` filters, answering from memory where they may:
    a local filter's answer is kept by the stamps of the stacks it read
    (one int key: two stamps side by side), for as long as no card's
    attributes change."""

    __slots__ = (
        "rt",
        "where_from",
        "where_to",
        "memory_from",
        "memory_to",
        "memory_cut",
        "card_stamp",
        "env",
    )

    def __init__(self, rt: RuntimeCore, spec: Spec) -> None:
        self.rt = rt
        self.where_from, self.where_to = spec.where_from, spec.where_to
        self.card_stamp = card_stamp = rt.table.card_stamp
        self.memory_from = _memory(rt, self.where_from, card_stamp)
        self.memory_to = _memory(rt, self.where_to, card_stamp)
        # a filter that reads `moving` is remembered per cut, and only in builds
        self.memory_cut: dict[int, bool] | None = None
        self.env = filter_env(rt, self.where_to)
        if getattr(self.where_to, "moving", False):
            if spec.build and self.memory_to is not None and self.env is not None:
                # answers per value of the variables the filter reads (none: one set)
                self.memory_cut = self.memory_to.setdefault(self.env, {})  # type: ignore[call-overload]
            self.memory_to = None

    def full(self) -> bool:
        """Has a memory grown past its limit (so a new Filters starts it afresh)?"""
        for memory in (self.memory_to, self.memory_cut):
            if memory is not None and len(memory) > MEMORY_LIMIT:
                return True
        memory = self.memory_from
        return memory is not None and len(memory) > MEMORY_LIMIT

    def source_ok(self, source: Any) -> bool:
        test = self.where_from
        if test is None:
            return True
        memory = self.memory_from
        if memory is None or type(source) is not Stack:
            return test(self.rt, source)
        key = self.rt.table.stamps[source.index]
        answer = memory.get(key)
        if answer is None:
            answer = memory[key] = test(self.rt, source)
        return answer

    def dest_ok(self, source: Any, dest: Stack) -> bool:
        test = self.where_to
        if test is None:
            return True
        memory = self.memory_to
        if memory is None or type(source) is not Stack:
            return test(self.rt, source, dest)
        stamps = self.rt.table.stamps
        key = (stamps[source.index] << 40) | stamps[dest.index]
        answer = memory.get(key)
        if answer is None:
            answer = memory[key] = test(self.rt, source, dest)
        return answer

    def cut_ok(self, source: Any, dest: Stack, point: int) -> bool:
        """`dest_ok` for a build option cut at `point` (`rt.transit` says so)."""
        memory = self.memory_cut
        if memory is None or type(source) is not Stack or point >= CUT_LIMIT:
            return self.dest_ok(source, dest)
        stamps = self.rt.table.stamps
        key = (((stamps[source.index] << 40) | stamps[dest.index]) << CUT_BITS) | point
        answer = memory.get(key)
        if answer is None:
            answer = memory[key] = self.where_to(self.rt, source, dest)  # type: ignore[misc]
        return answer

    def dests_ok(self, source: Any, dests: Sequence[Stack]) -> Sequence[Stack]:
        test = self.where_to
        if test is None:
            return dests
        memory = self.memory_to
        rt = self.rt
        if memory is None or type(source) is not Stack:
            return [d for d in dests if test(rt, source, d)]
        stamps = rt.table.stamps
        base = stamps[source.index] << 40
        passed = []
        for dest in dests:
            key = base | stamps[dest.index]
            answer = memory.get(key)
            if answer is None:
                answer = memory[key] = test(rt, source, dest)
            if answer:
                passed.append(dest)
        return passed


def options(rt: RuntimeCore, spec: Spec) -> list[Option]:
    """Every (source, destination, chosen cards) the statement allows now.

    This runs for every statement that waits, at every turn, so the loop
    is written out flat: it is most of the time a game spends."""
    filters = Filters(rt, spec)
    found: list[Option] = []
    rt.transit = (spec, ())
    if spec.build:
        return build_options(rt, spec, filters)
    if spec.every_dest or spec.choose:
        for source in flat_sources(spec):
            if not filters.source_ok(source):
                continue
            if spec.every_dest:
                found.append((source, None, ()))
                continue
            dests = flat_dests(rt, spec, source)
            for chosen in _card_choices(rt, spec, source):
                rt.transit = (spec, chosen)  # what `moving` is in to{...}
                found += [(source, dest, chosen) for dest in dests if filters.dest_ok(source, dest)]
        return found
    test_from, memory_from = filters.where_from, filters.memory_from
    test_to, memory_to = filters.where_to, filters.memory_to
    stamps = rt.table.stamps
    only = spec.dests[0] if len(spec.dests) == 1 else None
    relative = only if type(only) is Relative else None
    for source in flat_sources(spec):
        plain = type(source) is Stack
        if test_from is not None:
            if memory_from is not None and plain:
                key = stamps[source.index]
                ok = memory_from.get(key)
                if ok is None:
                    ok = memory_from[key] = test_from(rt, source)
            else:
                ok = test_from(rt, source)
            if not ok:
                continue
        if relative is not None and plain:
            dests = relative.targets.get(source.index)
            if dests is None:
                dests = rt.relative_members(relative, source)
        else:
            dests = flat_dests(rt, spec, source)
        if test_to is None:
            found += [(source, dest, ()) for dest in dests]
        elif memory_to is not None and plain:
            base = stamps[source.index] << 40
            for dest in dests:
                key = base | stamps[dest.index]
                ok = memory_to.get(key)
                if ok is None:
                    ok = memory_to[key] = test_to(rt, source, dest)
                if ok:
                    found.append((source, dest, ()))
        else:
            found += [(source, dest, ()) for dest in dests if test_to(rt, source, dest)]
    return found


def build_options(
    rt: RuntimeCore, spec: Spec, filters: Filters, sources: Sequence[Any] | None = None
) -> list[Option]:
    """A `build` transfer's options (see `build_each`), in one list."""
    each = build_each(rt, spec, filters, flat_sources(spec) if sources is None else sources)
    return each[0] if len(each) == 1 else list(chain.from_iterable(each))


def build_each(
    rt: RuntimeCore, spec: Spec, filters: Filters, sources: Sequence[Any]
) -> list[list[Option]]:
    """A `build` transfer's options from each of `sources`: from each source, its top card and
    (from a group source) each longer face-up run in sequence, onto each
    other destination the piles' rules and the `where` filters allow. An
    option is a cut at a card (`chosen` = its position), as `choose />` has.

    What the rules allow between two piles depends only on their cards
    (and faces), and on the base an `X` pile fixed: it is remembered by the
    stamps of the two stacks (every change of a stack, or of a face on it,
    draws a new one), so a move looks again only at the piles it changed."""
    judge = rt.game.judge
    table = rt.table
    stacks, stamps = table.stacks, table.stamps
    memory = rt.game.memory.builds  # stamp -> piles.Run; (stamps, fixed) -> cut points
    if len(memory) > MEMORY_LIMIT:
        memory.clear()
    fixed = judge.fixed_base(stacks) if judge.fixed else None
    rules, onto, bases, groups, caps = judge.rules, judge.onto, judge.base, judge.groups, judge.caps
    targets = _targets(rt, spec, judge) if len(sources) > 1 else None
    each: list[list[Option]] = []
    for source in sources:
        if type(source) is not Stack:
            raise GameError("a build move takes cards from stacks only", line=spec.line)
        cards = stacks[source.index]
        found: list[Option] = []
        each.append(found)
        if not cards or not filters.source_ok(source):
            continue
        stamp = stamps[source.index]
        run = memory.get(stamp)
        if run is None:
            run = memory[stamp] = judge.run(cards, source)
        if targets is not None and (rules[source.index] is not None or len(run.points) <= 1):
            _build_from(rt, spec, filters, source, cards, run, targets, found)
            continue
        base = stamp << 40
        allowed = []  # per destination, the cut points the rules allow
        size = lowest = len(cards)
        # a ruled pile's run is in sequence by its rule; any other offers one card
        ruled_source = rules[source.index] is not None or len(run.points) <= 1
        may_leave = groups[source.index][0]
        for dest in flat_dests(rt, spec, source):
            if dest is source:
                continue
            # stamps stay below 2**40: an int key cannot meet a Run's (one stamp)
            key = base | stamps[dest.index] if fixed is None else (base | stamps[dest.index], fixed)
            points = memory.get(key)
            if points is None:
                index = dest.index
                allowed_types = None
                if ruled_source and rules[index] is not None:  # the rule's own tables
                    pile = stacks[index]
                    if not pile:
                        allowed_types = bases[index]
                    elif pile[-1].up:
                        allowed_types = onto[index].get(pile[-1].info.name, NOTHING)
                    else:
                        allowed_types = NOTHING
                if allowed_types is None:
                    points = judge.build_points(stacks, source, dest, run)
                else:
                    single = not (may_leave and groups[index][1])
                    cap = caps[index]
                    room = size if cap is None else cap - len(stacks[index])
                    cut = []
                    for point in run.points:  # top first: each cut moves one card more
                        moving = size - point
                        if moving > room or (single and moving > 1):
                            break
                        if cards[point].info.name in allowed_types:
                            cut.append(point)
                    points = tuple(cut)
                memory[key] = points
            if points:
                allowed.append((dest, points))
                if points[-1] < lowest:
                    lowest = points[-1]
        for point in range(len(cards) - 1, lowest - 1, -1):  # the top card first
            for dest, points in allowed:
                if point in points:
                    rt.transit = (spec, (point,))
                    if filters.cut_ok(source, dest, point):
                        found.append((source, dest, (point,)))
    return each


class Targets(NamedTuple):
    """A build transfer's destinations as its piles' rules stand now (the
    same for every source): by the type of card each takes on top, and
    those that take many types (empty piles; rules of any rank)."""

    dests: tuple[Stack, ...]
    narrow: dict[str, list[int]]  # card type -> the positions of the piles that take it
    wide: list[tuple[int, frozenset[str]]]  # (position, the types it takes)
    room: list[int | None]  # per position: the cards its `maxlength` still takes
    groups: list[bool]  # per position: may a group land there?


def _targets(rt: RuntimeCore, spec: Spec, judge: Any) -> Targets | None:
    """`Targets` when every destination is a ruled pile whose rule's tables
    decide it (no `X` base), and they are the same for every source."""
    if len(spec.dests) != 1 or type(spec.dests[0]) is Relative:
        return None
    only = spec.dests[0]
    dests = (only,) if type(only) is Stack else only
    if type(dests) is not tuple:
        return None
    if not all(type(dest) is Stack for dest in dests):
        return None
    stamps = rt.table.stamps
    memory = rt.game.memory.builds
    key = (dests, *[stamps[dest.index] for dest in dests])  # (a Stack is never an int)
    known = memory.get(key)
    if known is not None:
        return known
    stacks = rt.table.stacks
    narrow: dict[str, list[int]] = {}
    wide: list[tuple[int, frozenset[str]]] = []
    room: list[int | None] = []
    groups: list[bool] = []
    for position, dest in enumerate(dests):
        index = dest.index
        if judge.rules[index] is None:
            return None
        pile = stacks[index]
        if not pile:
            takes = judge.base[index]
            if takes is None:
                return None  # an `X` base: asked each time
        elif pile[-1].up:
            takes = judge.onto[index].get(pile[-1].info.name, NOTHING)
        else:
            takes = NOTHING
        if len(takes) > 4:
            wide.append((position, takes))
        else:
            for name in takes:
                narrow.setdefault(name, []).append(position)
        cap = judge.caps[index]
        room.append(None if cap is None else cap - len(pile))
        groups.append(judge.groups[index][1])
    made = memory[key] = Targets(dests, narrow, wide, room, groups)
    return made


def _build_from(
    rt: RuntimeCore,
    spec: Spec,
    filters: Filters,
    source: Stack,
    cards: list[CardObj],
    run: Any,
    targets: Targets,
    found: list[Option],
) -> None:
    """`build_each` for one source onto `targets`: each cut point, top card
    first, onto each pile (in set order) whose rule takes the card there."""
    size = len(cards)
    may_leave = rt.game.judge.groups[source.index][0]
    narrow, wide, dests = targets.narrow, targets.wide, targets.dests
    room, groups = targets.room, targets.groups
    for point, name in zip(run.points, run.types, strict=True):
        moving = size - point
        positions = narrow.get(name, ())
        if wide:
            positions = sorted([*positions, *(at for at, takes in wide if name in takes)])
        for position in positions:
            dest = dests[position]
            if dest is source:
                continue
            left = room[position]
            if (left is not None and moving > left) or (
                moving > 1 and not (may_leave and groups[position])
            ):
                continue
            rt.transit = (spec, (point,))
            if filters.cut_ok(source, dest, point):
                found.append((source, dest, (point,)))


def _card_choices(rt: RuntimeCore, spec: Spec, source: Any) -> Iterator[tuple[int, ...]]:
    if not spec.choose:
        yield ()
        return
    size = rt.size(source) or 0
    if spec.cut:
        for point in range(size - 1, -1, -1):  # top card first: the smallest cut
            yield (point,)
        return
    wanted = min(_amount(spec.amount, size), size)
    count = 0
    # the first pick lands first; offering the top-most card first keeps
    # `choose s -> d 1` in the same order as the cards are seen
    for chosen in combinations(range(size - 1, -1, -1), wanted):
        count += 1
        if count > CHOICE_LIMIT:
            raise GameError(f"choose offers more than {CHOICE_LIMIT} ways", line=spec.line)
        yield chosen


def _amount(amount: Any, size: int) -> int:
    if amount == ALL:
        return size
    if amount is None or type(amount) is not int:
        return 0
    return max(0, amount)


def count(rt: RuntimeCore, spec: Spec, source: Any, chosen: tuple[int, ...]) -> int:
    """How many cards the option moves (what a Move reports)."""
    if spec.create is not None:
        return _amount(spec.amount, 0) if spec.amount != ALL else 0
    size = rt.size(source) or 0
    if spec.choose:
        return size - chosen[0] if spec.cut else len(chosen)
    return min(_amount(spec.amount, size), size)


def execute(rt: RuntimeCore, spec: Spec, source: Any, dest: Stack, chosen: tuple[int, ...]) -> None:
    """Carry out one transfer from `source` to `dest` (reference §4.5, §4.6)."""
    if spec.create is not None:
        number = _amount(spec.amount, 0) if spec.amount != ALL else 0
        cards = [rt.new_card(spec.create[0], spec.create[1], spec.line) for _ in range(number)]
        _land(rt, spec, None, dest, cards)  # creating cards fires no hooks
        return
    if type(source) is Stack and not spec.choose and not rt.has_hooks:
        _plain(rt, spec, source, dest)
        return
    picked = picked_cards(rt, spec, source, chosen)
    if not picked:
        return
    hooked = rt.has_hooks and any(c.info.premove or c.info.onmoved for _, c in picked)
    if hooked:
        for owner, card in picked:
            rt.fire(card.info.premove, card, owner, dest)
    table = rt.table
    for owner, card in picked:
        cards = table.stacks[owner.index]
        if cards and cards[-1] is card:
            cards.pop()
        elif cards and cards[0] is card:
            del cards[0]
        elif card in cards:
            cards.remove(card)
        else:
            continue  # a premove hook moved it already
        table.touch(owner.index)
    _land(rt, spec, _owner_name(source), dest, [card for _, card in picked])
    if hooked:
        for owner, card in picked:
            rt.fire(card.info.onmoved, card, owner, dest)


def picked_cards(
    rt: RuntimeCore, spec: Spec, source: Any, chosen: tuple[int, ...]
) -> list[tuple[Stack, CardObj]]:
    """The cards an option moves, each with the stack it sits in, in the
    order they move (reference §4.6)."""
    if isinstance(source, Logical):
        entries = source.entries
    else:
        entries = [(source, card) for card in rt.table.stacks[source.index]]
    if spec.choose:
        if not chosen:
            return []
        return [entries[i] for i in chosen] if not spec.cut else entries[chosen[0] :]
    k = min(_amount(spec.amount, len(entries)), len(entries))
    if k == 0:
        return []
    if spec.end == "top":
        found = entries[len(entries) - k :]
        return found if spec.cut else found[::-1]  # one at a time: the top card goes first
    return entries[:k]


def _plain(rt: RuntimeCore, spec: Spec, source: Stack, dest: Stack) -> None:
    """`execute` for the common case (a real stack, no hooks in the game),
    with slices instead of card-by-card bookkeeping; same result."""
    cards = rt.table.stacks[source.index]
    size = len(cards)
    k = min(_amount(spec.amount, size), size)
    if k == 0:
        return
    if spec.end == "top":
        picked = cards[size - k :]
        del cards[size - k :]
        if not spec.cut:
            picked.reverse()  # one at a time: the top card goes first
    else:
        picked = cards[:k]
        del cards[:k]
    rt.table.touch(source.index)
    _land(rt, spec, source.name, dest, picked)


def _owner_name(source: Any) -> str | None:
    if isinstance(source, Stack):
        return source.name
    if isinstance(source, Logical) and source.entries:
        return source.entries[0][0].name
    return None


def _land(
    rt: RuntimeCore, spec: Spec, source: str | None, dest: Stack, cards: list[CardObj]
) -> None:
    """Put cards on (or under) `dest`, in the order they move."""
    target = rt.table.stacks[dest.index]
    if not spec.under:
        target.extend(cards)
        landing = cards
    elif spec.cut:
        target[0:0] = cards
        landing = cards
    else:
        for card in cards:  # each goes under the one before it
            target.insert(0, card)
        landing = cards
    facing = rt.game.facing[dest.index]
    if facing != "keep" and cards:  # the card takes the face its new pile gives it
        up = rt.table.visibility[dest.index] != "hidden" if facing == "stack" else facing == "up"
        turned = [card for card in cards if card.up is not up]
        if turned:
            for card in turned:
                card.up = up
            rt.table.touch_faces(turned)
    rt.table.touch(dest.index)
    if rt.animate and cards:
        rt.events.append(Event("move", source, dest.name, tuple(c.id for c in landing)))
