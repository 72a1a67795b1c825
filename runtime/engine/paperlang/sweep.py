"""Incremental evaluation of the commonest transfers, for speed.

Most turns change two or three stacks, yet a `pick row /> row[:-1] ...`
or an `every row ...` looks at every member each turn. When a statement's
sources are fixed stacks, its destinations fixed or relative, and its
filters local (they read only the cards of `from` and `to`; paperc marks
them), an option's eligibility depends only on the contents of its source
and destinations. So each such statement (a "site": its line and
operands) remembers, per source, what it found, and the table logs which
stacks changed; next time only the sources whose stacks changed since are
looked at again. Anything else takes the general path in `transfer.py`.
"""

from __future__ import annotations

import heapq
from itertools import chain
from typing import Any

from runtime.engine.paperlang.core import RuntimeCore
from runtime.engine.paperlang.transfer import (
    Filters,
    Option,
    Relative,
    Spec,
    build_each,
    execute,
    filter_env,
)
from runtime.engine.paperlang.values import Stack

SITE_LIMIT = 256  # remembered sites per runtime (dynamic operands make new ones)
LOG_LIMIT = 100_000  # logged changes before the log (and every site) starts afresh
MISSING = object()


def trim(rt: RuntimeCore) -> None:
    """Between turns (never while a statement runs): keep the log small."""
    if len(rt.table.log) > LOG_LIMIT:
        rt.table.log.clear()
        rt.sites.clear()


class Shape:
    """A statement's sources, each one's destinations, and which sources
    read each stack (so a change names the sources to look at again). It
    follows from the statement alone: a shared Spec keeps its own."""

    __slots__ = ("sources", "dests", "dependents")

    def __init__(
        self, sources: list[Stack], dests: list[tuple[Stack, ...]], extra: tuple[int, ...] = ()
    ) -> None:
        self.sources = sources
        self.dests = dests
        dependents: dict[int, list[int]] = {}
        for number, (source, targets) in enumerate(zip(sources, dests, strict=True)):
            for index in {source.index, *(d.index for d in targets), *extra}:
                dependents.setdefault(index, []).append(number)
        self.dependents = {index: tuple(numbers) for index, numbers in dependents.items()}


class Site:
    """What one statement found last time in one runtime, per source."""

    __slots__ = (
        "sources",
        "dests",
        "dependents",
        "results",
        "flat",
        "position",
        "card_stamp",
        "filters",
        "env",
    )

    def __init__(self, shape: Shape) -> None:
        self.sources = shape.sources
        self.dests = shape.dests
        self.dependents = shape.dependents
        self.results: list[list[Option]] = [[] for _ in shape.sources]
        self.flat: list[Option] = []  # `results` end to end (read only)
        self.position = -1  # where the change log stood when last looked at
        self.card_stamp = -1
        self.filters: Filters | None = None
        self.env: tuple[Any, ...] | None = ()  # the values its filter reads (transfer.filter_env)


def site(rt: RuntimeCore, spec: Spec) -> Site | None:
    """The statement's site, or None when it cannot be evaluated incrementally."""
    sites = rt.sites
    # a shared Spec (most statements) is its own key; others are keyed by operands
    key: Any = (
        spec
        if spec.shared
        else (spec.line, spec.sources, spec.dests, spec.where_from, spec.where_to)
    )
    found = sites.get(key, MISSING)
    if found is not MISSING:
        return found
    shape = spec.shape
    if shape is None:
        shape = _shape(rt, spec)
        if spec.shared:
            spec.shape = shape
    found = Site(shape) if shape else None
    if len(sites) >= SITE_LIMIT:
        sites.clear()
    sites[key] = found
    return found


def _shape(rt: RuntimeCore, spec: Spec) -> Shape | bool:
    """The statement's shape, or False when it cannot be evaluated incrementally."""
    if (spec.choose and not spec.build) or spec.every_dest or spec.create is not None:
        return False
    for test in (spec.where_from, spec.where_to):
        if test is not None and not getattr(test, "local", False):
            return False
        if getattr(test, "moving", False) and not spec.build:
            return False  # remembered per cut, which only a build option has
    sources: list[Stack] = []
    for item in spec.sources:
        for stack in item if type(item) is tuple else (item,):
            if type(stack) is not Stack:
                return False
            sources.append(stack)
    dests: list[tuple[Stack, ...]] = []
    for source in sources:
        targets: list[Stack] = []
        for item in spec.dests:
            if type(item) is Relative:
                targets.extend(rt.relative_members(item, source))
            elif type(item) is Stack:
                targets.append(item)
            elif type(item) is tuple and all(type(s) is Stack for s in item):
                targets.extend(item)
            else:
                return False
        dests.append(tuple(targets))
    # a build move's check also reads the piles whose first card fixes an `X` base
    extra = rt.game.judge.fixed if spec.build else ()
    return Shape(sources, dests, extra)


def _stale(rt: RuntimeCore, found: Site) -> list[int] | None:
    """The numbers of the sources whose stacks changed since the site was
    last looked at, in order (None: all of them); the site is up to date
    from now on."""
    table = rt.table
    log = table.log
    start = found.position
    found.position = len(log)
    if start < 0 or found.card_stamp != table.card_stamp:
        found.card_stamp = table.card_stamp
        return None
    if start == len(log):
        return []
    dependents = found.dependents
    if start == len(log) - 1:  # one stack changed: its readers, in order already
        return list(dependents.get(log[start], ()))
    stale = {n for index in set(log[start:]) for n in dependents.get(index, ())}
    return sorted(stale)


def options(rt: RuntimeCore, spec: Spec, found: Site) -> list[Option]:
    """`transfer.options`, looking again only at sources whose stacks
    changed. The list returned is the site's own: read it, never change it."""
    if getattr(spec.where_to, "reads", ()):
        env = filter_env(rt, spec.where_to)
        if env is None or env != found.env:
            found.position = -1  # what it found holds for other values: look at all again
            found.env = env
            found.filters = None
    stale = _stale(rt, found)
    if stale is not None and not stale:
        return found.flat
    filters = _filters(rt, spec, found)
    source_ok, dests_ok = filters.source_ok, filters.dests_ok
    results, sources, dests = found.results, found.sources, found.dests
    numbers = range(len(sources)) if stale is None else stale
    if spec.build:
        built = build_each(rt, spec, filters, [sources[number] for number in numbers])
        for number, listed in zip(numbers, built, strict=True):
            results[number] = listed
        found.flat = list(chain.from_iterable(results))
        return found.flat
    for number in numbers:
        source = sources[number]
        if not source_ok(source):
            results[number] = []
        else:
            results[number] = [(source, dest, ()) for dest in dests_ok(source, dests[number])]
    found.flat = list(chain.from_iterable(results))
    return found.flat


def _filters(rt: RuntimeCore, spec: Spec, found: Site) -> Filters:
    """The statement's filters, kept while no card's attributes change."""
    filters = found.filters
    if filters is None or filters.card_stamp != rt.table.card_stamp or filters.full():
        filters = found.filters = Filters(rt, spec)
    return filters


def every(rt: RuntimeCore, spec: Spec, found: Site) -> None:
    """`Runtime.every`: one lazy pass, skipping sources nothing touched since
    last time (they found no destination then, and would not now)."""
    stale = _stale(rt, found)
    if stale is not None and not stale:
        return
    log = rt.table.log
    sources, dests, dependents = found.sources, found.dests, found.dependents
    filters = _filters(rt, spec, found)
    source_ok, dest_ok = filters.source_ok, filters.dest_ok
    if stale is None:
        for number, source in enumerate(sources):
            if source_ok(source):
                for dest in dests[number]:
                    if dest_ok(source, dest):
                        execute(rt, spec, source, dest, ())
                        break
        return
    todo = stale  # sorted: a heap already
    last = -1
    while todo:
        number = heapq.heappop(todo)
        if number <= last:
            continue  # named twice
        last = number
        source = sources[number]
        if not source_ok(source):
            continue
        for dest in dests[number]:
            if dest_ok(source, dest):
                mark = len(log)
                execute(rt, spec, source, dest, ())
                for index in set(log[mark:]):  # later sources may see this change
                    for later in dependents.get(index, ()):
                        if later > number:
                            heapq.heappush(todo, later)
                break
