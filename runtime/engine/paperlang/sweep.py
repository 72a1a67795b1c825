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
from typing import TYPE_CHECKING, Any

from runtime.engine.paperlang.transfer import (
    Filters,
    Option,
    Relative,
    Spec,
    build_options,
    execute,
)
from runtime.engine.paperlang.values import Stack

if TYPE_CHECKING:
    from runtime.engine.paperlang.runtime import Runtime

SITE_LIMIT = 256  # remembered sites per runtime (dynamic operands make new ones)
LOG_LIMIT = 100_000  # logged changes before the log (and every site) starts afresh
MISSING = object()


def trim(rt: Runtime) -> None:
    """Between turns (never while a statement runs): keep the log small."""
    if len(rt.table.log) > LOG_LIMIT:
        rt.table.log.clear()
        rt.sites.clear()


class Site:
    """What one statement found last time, per source, and which sources
    read each stack (so a change names the sources to look at again)."""

    __slots__ = ("sources", "dests", "dependents", "results", "flat", "position", "card_stamp")

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
        self.results: list[list[Option]] = [[] for _ in sources]
        self.flat: list[Option] = []  # `results` end to end (read only)
        self.position = -1  # where the change log stood when last looked at
        self.card_stamp = -1


def site(rt: Runtime, spec: Spec) -> Site | None:
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
    found = _make_site(rt, spec)
    if len(sites) >= SITE_LIMIT:
        sites.clear()
    sites[key] = found
    return found


def _make_site(rt: Runtime, spec: Spec) -> Site | None:
    if (spec.choose and not spec.build) or spec.every_dest or spec.create is not None:
        return None
    for test in (spec.where_from, spec.where_to):
        if test is not None and getattr(test, "memory", None) is None:
            return None
    sources: list[Stack] = []
    for item in spec.sources:
        for stack in item if type(item) is tuple else (item,):
            if type(stack) is not Stack:
                return None
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
                return None
        dests.append(tuple(targets))
    # a build move's check also reads the piles whose first card fixes an `X` base
    extra = rt.game.judge.fixed if spec.build else ()
    return Site(sources, dests, extra)


def _stale(rt: Runtime, found: Site) -> list[int] | None:
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
    stale = {n for index in set(log[start:]) for n in dependents.get(index, ())}
    return sorted(stale)


def options(rt: Runtime, spec: Spec, found: Site) -> list[Option]:
    """`transfer.options`, looking again only at sources whose stacks
    changed. The list returned is the site's own: read it, never change it."""
    stale = _stale(rt, found)
    if stale is not None and not stale:
        return found.flat
    filters = Filters(rt, spec)
    source_ok, dests_ok = filters.source_ok, filters.dests_ok
    results, sources, dests = found.results, found.sources, found.dests
    for number in range(len(sources)) if stale is None else stale:
        source = sources[number]
        if spec.build:
            results[number] = build_options(rt, spec, filters, (source,))
        elif not source_ok(source):
            results[number] = []
        else:
            results[number] = [(source, dest, ()) for dest in dests_ok(source, dests[number])]
    found.flat = [option for result in results for option in result]
    return found.flat


def every(rt: Runtime, spec: Spec, found: Site) -> None:
    """`Runtime.every`: one lazy pass, skipping sources nothing touched since
    last time (they found no destination then, and would not now)."""
    stale = _stale(rt, found)
    if stale is not None and not stale:
        return
    log = rt.table.log
    sources, dests, dependents = found.sources, found.dests, found.dependents
    todo = list(range(len(sources))) if stale is None else stale
    heapq.heapify(todo)
    filters = Filters(rt, spec)
    source_ok, dest_ok = filters.source_ok, filters.dest_ok
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
                if stale is not None:  # later sources may see this change
                    for index in set(log[mark:]):
                        for later in dependents.get(index, ()):
                            if later > number:
                                heapq.heappush(todo, later)
                break
