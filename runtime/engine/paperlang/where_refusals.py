"""Why the general engine's waiting pick refuses a move: its `where`
filters, asked of the running turn (`refusals.sentence` words it)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from runtime.engine.model import GameError
from runtime.engine.paperlang import transfer as tr
from runtime.engine.paperlang.refusals import sentence, worded
from runtime.engine.paperlang.values import Stack


def where_reason(
    rt: Any, specs: Sequence[tr.Spec], source: Stack, dest: Stack | None, index: int
) -> str | None:
    """Why the waiting pick's `where` filters refuse moving the cards from
    `index` up of `source` onto `dest` (None: a click), or None when no
    pick offering that move has a false filter.

    A click on an empty place (no cards, `dest` None) is told only by a
    `; refused from:` sentence of a pick that takes no chosen cards from
    it (a turn-over such as `deck -> deck top 0`): any other filter there
    says no more than that the place is empty."""
    cards = rt.table.stacks[source.index]
    empty = dest is None and not cards
    if not empty and not 0 <= index < len(cards):
        return None
    for spec in specs:
        if spec.create is not None or (spec.where_from is None and spec.where_to is None):
            continue
        if empty and (spec.build or spec.choose or _worded(spec, "from") is None):
            continue
        if not any(item is source for item in tr.flat_sources(spec)):
            continue
        if dest is None:
            if not (spec.single_dest() or spec.amount == 0 or spec.every_dest):
                continue
        elif spec.every_dest or not any(d is dest for d in tr.flat_dests(rt, spec, source)):
            continue
        if not spec.build and not spec.choose and spec.amount is not tr.ALL:
            wanted = spec.amount if type(spec.amount) is int else None
            if wanted is not None and dest is not None and wanted != len(cards) - index:
                continue
        saved = rt.transit
        try:
            found = _judge(rt, spec, source, dest, index)
        except GameError:
            found = None  # a filter that cannot be read here tells nothing
        finally:
            rt.transit = saved
        if found is not None:
            return found
    return None


def _judge(rt: Any, spec: tr.Spec, source: Stack, dest: Stack | None, index: int) -> str | None:
    if spec.where_from is not None and not spec.where_from(rt, source):
        return _sentence(rt, spec, "from", source, dest, 0)
    if spec.where_to is None or dest is None:
        return None
    chosen = (index,) if spec.build or spec.choose else ()
    rt.transit = (spec, chosen)
    if spec.where_to(rt, source, dest):
        return None
    most = 0
    if chosen:  # the most cards the filter lets go, cut by cut
        size = len(rt.table.stacks[source.index])
        for point in range(size - 1, index, -1):
            rt.transit = (spec, (point,))
            if not spec.where_to(rt, source, dest):
                break
            most = size - point
    return _sentence(rt, spec, "to", source, dest, most)


def _worded(spec: tr.Spec, which: str) -> str | None:
    """The author's sentence for a false `which` ("from" or "to") filter."""
    return worded(spec.refused, which)


def _sentence(
    rt: Any, spec: tr.Spec, which: str, source: Stack, dest: Stack | None, most: int
) -> str:
    return sentence(spec.refused, spec.line, which, source, dest, most, rt.var)
