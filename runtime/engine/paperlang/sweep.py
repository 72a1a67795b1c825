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
    """What one statement found last time, per source."""

    __slots__ = ("sources", "dests", "deps", "results", "position", "card_stamp")

    def __init__(
        self, sources: list[Stack], dests: list[tuple[Stack, ...]], extra: tuple[int, ...] = ()
    ) -> None:
        self.sources = sources
        self.dests = dests
        self.deps = [
            frozenset((s.index, *(d.index for d in ds), *extra))
            for s, ds in zip(sources, dests, strict=True)
        ]
        self.results: list[list[Option]] = [[] for _ in sources]
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


def _changed(rt: Runtime, found: Site) -> set[int] | None:
    """The stacks changed since the site was last looked at (None: all)."""
    table = rt.table
    if found.position < 0 or found.card_stamp != table.card_stamp:
        return None
    return set(table.log[found.position :])


def options(rt: Runtime, spec: Spec, found: Site) -> list[Option]:
    """`transfer.options`, looking again only at sources whose stacks changed."""
    changed = _changed(rt, found)
    table = rt.table
    found.position, found.card_stamp = len(table.log), table.card_stamp
    if changed is not None and not changed:
        return [option for result in found.results for option in result]
    filters = Filters(rt, spec)
    source_ok, dests_ok = filters.source_ok, filters.dests_ok
    results, deps = found.results, found.deps
    for number, source in enumerate(found.sources):
        if changed is not None and deps[number].isdisjoint(changed):
            continue
        if spec.build:
            results[number] = build_options(rt, spec, filters, (source,))
            continue
        if not source_ok(source):
            results[number] = []
            continue
        results[number] = [(source, dest, ()) for dest in dests_ok(source, found.dests[number])]
    return [option for result in results for option in result]


def every(rt: Runtime, spec: Spec, found: Site) -> None:
    """`Runtime.every`: one lazy pass, skipping sources nothing touched since
    last time (they found no destination then, and would not now)."""
    changed = _changed(rt, found)
    table = rt.table
    log = table.log
    found.position, found.card_stamp = len(log), table.card_stamp
    filters: Filters | None = None  # made only if some source needs a look
    deps = found.deps
    for number, source in enumerate(found.sources):
        if changed is not None and deps[number].isdisjoint(changed):
            continue
        if filters is None:
            filters = Filters(rt, spec)
            source_ok, dest_ok = filters.source_ok, filters.dest_ok
        if not source_ok(source):
            continue
        for dest in found.dests[number]:
            if dest_ok(source, dest):
                mark = len(log)
                execute(rt, spec, source, dest, ())
                if changed is not None:
                    changed.update(log[mark:])  # later sources may see this change
                break
