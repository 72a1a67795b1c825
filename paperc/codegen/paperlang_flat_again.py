"""A stock game's options from its columns, kept while nothing they read
changes: one loop of the listing over a build pick's sources (the first
of the picks `_builds` lists together, written first, or a pick's one
loop, `_build`) written as `for a in sources:`, its options the last
listing's while `flat_changed` stays.

Most moves of a game whose stock turns onto a waste (a listing with a
`bare` form, `paperlang_flat_bare.py`) leave its columns and foundations
as they were. The piles whose tables of the card each takes `flat_takes`
keeps (`takes_NAME`, `empty_NAME`: the writer's `held`) are worked out
again only when any changed, and each change counts in `flat_changed`.
A loop that reads nothing but such piles (its sources, and destinations
found through those tables) and the move's own cards (its `to` filter
reads `from`, `to` and `moving` alone: no other pile's cards, no game
variable, no attribute) lists what it listed last while that count is
the same: `FlatGame.flat_walked` holds the count and the lists it filled.
Only where some move leaves all those piles alone (a turn of the stock),
else they would never be read again. The writer decides it here, from
the picks and the piles, and writes it (`kept_head`, `kept_tail`).
"""

from __future__ import annotations

from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_bare import SKIPPED
from paperc.codegen.paperlang_flat_ir import NotFlat, Piles
from paperc.codegen.paperlang_flat_rules import fixed_first, one_key
from paperc.codegen.pyfmt import WIDTH
from paperc.irwalk import walk

PAIR = ("from", "to", "moving")  # (what a `to` filter may read of a kept loop)
SOURCES = "sources"  # (the kept loop's piles: `for a in sources:`)


def kept_pick(writer: Any, groups: list[list[dict[str, Any]]]) -> int | None:
    """The number of the pick whose loop's options the listing keeps (of
    the group `_builds` lists together, written first: its first loop's),
    or None. One loop keeps them: the first that may."""
    for at, group in enumerate(groups):
        pick = group[0]
        t = pick["transfer"]
        alone = len(group) == 1 and t.build and len(pick["sources"]) == 1  # (one loop)
        alone = alone and t.where_from is None and not pick["dedupe"] and not writer.empties(pick)
        if (alone or (len(group) > 1 and not at)) and _keeps(writer, group):
            return int(pick["number"])
    return None


def _keeps(writer: Any, group: list[dict[str, Any]]) -> bool:
    """May the listing keep the options of the first loop of `group`?"""
    if writer.after or len(writer.branches) != 1:
        return False
    held = {i for dests in writer.held.values() for i in dests}
    props = writer.piles.props
    sources = group[0]["sources"][0][1]
    if not set(sources) <= held:  # (a source that no table `flat_takes` keeps covers)
        return False
    lists = found_lists(group) if len(group) > 1 else []
    lines = kept_head(lists, writer.piles.loop(sources)) + kept_tail(lists)
    if any(len(line) > WIDTH for line in lines):
        return False
    kept = set(sources)  # (the piles it reads)
    for pick in group:
        for k, (name, _) in enumerate(pick["dests"]):
            pile = props[name]
            if k in pick["nears"] or name not in writer.held or one_key(pile) is None:
                return False  # (a destination asked pile by pile)
            if fixed_first(pile) and not set(writer.fixed) <= held:
                return False  # (it reads the piles whose first card fixed a rank)
            kept |= set(writer.held[name]) | (set(writer.fixed) if fixed_first(pile) else set())
        where = pick["transfer"].where_to
        if where is not None and not _of_pair(where):
            return False
    return any(_leaves(writer.piles, pick, kept) for pick in writer.picks)


def found_lists(group: list[dict[str, Any]]) -> list[str]:
    """The lists `_builds` adds the options of `group`'s picks to, in order."""
    return ["found", *(f"found_{k}" for k in range(1, len(group)))]


def _leaves(piles: Piles, pick: dict[str, Any], kept: set[int]) -> bool:
    """Does `pick` leave the piles `kept` as they were, its `then` body
    too (a stock turned onto its waste)? Else the options kept would never
    be read again (every move changes what they read)."""
    touched = {i for key in ("sources", "dests") for _, found in pick[key] for i in found}
    for node in walk(pick["body"]):
        if isinstance(node, ir.Do):
            return False  # (a phase: whatever it does)
        stacks: tuple[Any, ...] = ()
        if isinstance(node, ir.Transfer):
            source = node.source
            stacks = (*(source.stacks if isinstance(source, ir.SourceStacks) else ()), *node.dests)
        elif isinstance(node, ir.FaceTurn | ir.StackOp):
            stacks = (node.target,)
        for stack in stacks:
            if isinstance(stack, ir.Var) and stack.scope == "builtin" and stack.name in PAIR[:2]:
                continue  # (the pick's own, counted above)
            if isinstance(stack, ir.Member) and stack.base in piles.where:
                stack = ir.ListRef(stack.base)  # (a member worked out as it runs: any of them)
            try:
                touched |= set(piles.indexes(stack)[1])
            except NotFlat:  # (a pile worked out as it runs: any)
                return False
    return not touched & kept


def _of_pair(e: Any) -> bool:
    """Does `e` read nothing but the move's own piles and cards (`from`,
    `to`, `moving`, their built-in properties) and constants? A named pile
    may be what `from` or `to` is compared with (`from == waste`)."""
    for node in walk(e, skip=_compared):
        if isinstance(node, ir.Var):
            if node.scope != "builtin" or node.name not in PAIR:
                return False
        elif isinstance(node, ir.Prop):
            if not node.builtin:
                return False
        elif not isinstance(node, ir.Const | ir.Unary | ir.Binary | ir.Chain | ir.PosOffset):
            return False
    return True


def _compared(node: Any) -> bool:
    """Is `node` `from`/`to` compared with a named pile (no cards read)?"""
    if not isinstance(node, ir.Binary) or node.op not in ("==", "!="):
        return False
    sides = (node.left, node.right)
    side = any(isinstance(x, ir.Var) and x.scope == "builtin" and x.name in PAIR[:2] for x in sides)
    named = any(
        isinstance(x, ir.StackRef) or (isinstance(x, ir.Member) and _constant(x)) for x in sides
    )
    return side and named


def _constant(member: ir.Member) -> bool:
    """Is `member` a list's member by a constant index (a grid's too)?"""
    return all(isinstance(x, ir.Const) for x in (member.index, member.y) if x is not None)


def kept_head(lists: list[str], sources: str) -> list[str]:
    """The lines before the kept loop: the lists it fills (`lists`, made
    here: the listing's first loop) and `sources`, the piles to walk (none
    in a bare listing), then, while nothing it reads changed, the last
    listing's lists and no pile. With no `lists`, its options go on
    `found` after those before it (from `kept_at`)."""
    if not lists:
        return [
            f"        kept_at, sources = len(found), {SKIPPED}{sources}",
            KEPT,
            "            found, sources = found + walked[1], ()",
        ]
    copies = ", ".join(f"walked[{k}][:]" for k in range(1, len(lists) + 1))
    return [
        f"        {', '.join(lists)}, sources = {', '.join('[]' for _ in lists)}, {SKIPPED}"
        f"{sources}",
        KEPT,
        f"            {', '.join(lists)}, sources = {copies}, ()",
    ]


def kept_tail(lists: list[str]) -> list[str]:
    """The lines after the kept loop: what it listed, kept with the count."""
    copies = ", ".join(f"{found}[:]" for found in lists) or "found[kept_at:]"
    return [
        "        if sources:  # (its options, kept while the piles `flat_takes` keeps are)",
        f"            self.flat_walked = (self.flat_changed, {copies})",
    ]


KEPT = "        if not bare and (walked := self.flat_walked)[0] == self.flat_changed:"
