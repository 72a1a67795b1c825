"""Picks the engine reads as others it already writes.

A pick of a stacklist's member by an index worked out as the turn runs
(`pick piles[k] -> waste top 1`, `pick waste -> piles[k] top 1`) is a pick
of the whole list whose `from` (or `to`) filter says which member:
`from == piles[k]`, the index read where the filters are, and an index
outside the list the same error as the language gives (`flat_member`).
Other stacks named beside it stay (`from == waste || from == piles[k]`).
"""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

from paperc import ir
from paperc.codegen.paperlang_flat_ir import Piles, of_member, refuse
from paperc.codegen.paperlang_flat_rules import (
    all_of,
    condition,
    fills,
    follows,
    group_source,
    group_target,
    pile_group,
)
from paperc.codegen.pyfmt import WIDTH, Atom, flat
from paperc.irwalk import walk


class Chosen(NamedTuple):
    """A pick of members by worked-out places, as the engine reads it."""

    transfer: ir.Transfer  # of the lists, the tests joined to its filters
    asked: ir.Transfer  # of the lists, its own filters (`flat_why` asks them)
    tests: dict[str, Any]  # `from`/`to`: which stacks the pick offers (or none)
    click: bool  # its one destination was such a member: a click may choose it


def by_index(piles: Piles, t: ir.Transfer) -> Chosen:
    """`t` with its members by a worked-out index read as their lists and
    a filter (above)."""
    tests: dict[str, Any] = {}
    source = t.source
    if isinstance(source, ir.SourceStacks):
        stacks, tests["from"] = _side(piles, source.stacks, "from", t)
        source = dataclasses.replace(source, stacks=stacks)
    dests, tests["to"] = _side(piles, t.dests, "to", t)
    one = len(t.dests) == 1 and _worked_out(piles, t.dests[0])
    if not any(tests.values()):
        return Chosen(t, t, {}, False)
    asked = dataclasses.replace(t, source=source, dests=dests)
    at = {"line": t.line, "file": t.file}
    joined = {
        side: test if where is None else ir.Binary("&&", test, where, **at)
        for side, test, where in (
            ("from", tests.get("from"), t.where_from),
            ("to", tests["to"], t.where_to),
        )
        if test is not None
    }
    found = dataclasses.replace(
        asked,
        where_from=joined.get("from", t.where_from),
        where_to=joined.get("to", t.where_to),
    )
    return Chosen(found, asked, tests, one)


def _worked_out(piles: Piles, e: Any) -> bool:
    """Is `e` a stacklist's member by an index that is no constant?"""
    return (
        isinstance(e, ir.Member)
        and e.y is None
        and not isinstance(e.index, ir.Const)
        and e.base in piles.where
        and e.base not in piles.widths
    )


def _kept(piles: Piles, e: Any) -> bool:
    """Is `e` the members of a stacklist or grid a condition keeps (`rows{size
    < 3}`), its empty members (`rows{[]}`) or those whose cards match a
    pattern (`rows{[Rune :]}`), the first or last of them (`rows{|[]}`,
    `rows{[]|}`), a grid's line (`floor{col 2}`), or those of a line kept so
    (`floor{col 2 {size < 2}}`, `floor{col 2 {|[]}}`)?"""
    if isinstance(e, ir.LineSelect):
        return e.base in piles.widths
    if isinstance(e, ir.SeqSelect) and e.pattern.items and isinstance(e.base, ir.LineSelect):
        return False  # (a line's members that match cards)
    if isinstance(e, ir.StackFilter | ir.SeqSelect):
        if isinstance(e.base, ir.LineSelect):
            return _kept(piles, e.base)
        return isinstance(e.base, ir.ListRef) and e.base.name in piles.where
    return False


def _kept_test(e: ir.StackFilter | ir.SeqSelect, side: str) -> Any:
    """The test of `side` (`from`, `to`) that it is one of the members `e`
    keeps: the condition with its bare names the member's (`to.size`)."""
    at = {"line": e.line, "file": e.file}
    stack = ir.Var(side, "builtin", **at)
    if isinstance(e, ir.LineSelect) or (
        isinstance(e, ir.SeqSelect) and (e.which != "all" or e.pattern.items)
    ):  # (one of the line; the one first or last empty; one that matches, `_among`)
        return ir.Binary("==", stack, e, **at)
    if isinstance(e, ir.SeqSelect):  # (the empty members)
        test: Any = ir.Binary("==", ir.Prop(stack, "size", True, **at), ir.Const(0, **at), **at)
    else:
        test = of_member(e.cond, stack)
    if isinstance(e.base, ir.LineSelect):  # (of the line's members)
        return ir.Binary("&&", ir.Binary("==", stack, e.base, **at), test, **at)
    return test


def _side(piles: Piles, stacks: Any, side: str, t: Any) -> tuple[Any, Any]:
    """The stacks of one side with the members read as their lists, and
    the test saying which the pick offers (None: as they were)."""
    if not any(_worked_out(piles, e) or _kept(piles, e) for e in stacks):
        return stacks, None
    lists = [_list_of(piles, e) for e in stacks]
    lists = [name for name in lists if name is not None]
    if len(lists) != len(set(lists)):
        what = f"a pick naming a list's members by worked-out places on its `{side}` side"
        raise refuse(t, f"{what} (write a pick for each)")
    listed: list[Any] = []
    test: Any = None
    for e in stacks:
        at = {"line": e.line, "file": e.file}
        if _kept(piles, e):  # (`rows{size < 3}`: the list, its members as the condition says)
            listed.append(ir.ListRef(_list_of(piles, e), **at))
            one: Any = _kept_test(e, side)
        elif isinstance(e, ir.ListRef):
            listed.append(e)
            one = ir.Const(True, **at)  # (any of its members)
        else:
            listed.append(ir.ListRef(e.base, **at) if _worked_out(piles, e) else e)
            one = ir.Binary("==", ir.Var(side, "builtin", **at), e, **at)
        test = one if test is None else ir.Binary("||", test, one, **at)
    for e in stacks:
        if _worked_out(piles, e) and _reads_sides(e.index):
            raise refuse(e, f"a pick's stack at a place worked out from `{side}`'s")
    return tuple(listed), test


def _reads_sides(e: Any) -> bool:
    return any(
        isinstance(n, ir.Var) and n.scope == "builtin" and n.name in ("from", "to", "moving")
        for n in walk(e)
    )


def _list_of(piles: Piles, e: Any) -> str | None:
    """The stacklist `e` names or names a member of, if any."""
    if isinstance(e, ir.Member):
        return e.base
    if isinstance(e, ir.ListRef):
        return e.name
    if isinstance(e, ir.StackFilter | ir.SeqSelect):
        return _list_of(piles, e.base)
    if isinstance(e, ir.LineSelect):
        return e.base
    found = piles.member(e.name) if isinstance(e, ir.StackRef) else None
    return found[0] if found else None


def swept(t: ir.Transfer, body: tuple[Any, ...]) -> tuple[ir.Transfer, tuple[Any, ...]]:
    """`pick deck -> every piles top 1 where to{...}`: offered as its
    `from{...}` filter says (the `to` filter chooses no option), its cards
    put by its `then` body's first statement, `deck -> every piles top 1
    where to{...}`, a sweep (from its one source; from several, `from ->
    every piles ...`, from the one the player chose): each destination the
    filter allows as the moves before left the table (`Runtime._do`). Its
    `FlatPick` says `swept`, so `_apply` moves no card itself."""
    stacks = t.source.stacks if isinstance(t.source, ir.SourceStacks) else ()
    if isinstance(t.source, ir.SourceCreate):  # (cards made: no source)
        source: Any = t.source
    elif len(stacks) != 1 or not isinstance(stacks[0], ir.StackRef):  # (from the chosen one)
        chosen = ir.Var("from", "builtin", line=t.line, file=t.file)
        source = ir.SourceStacks((chosen,))
    else:
        source = t.source
    sweep = dataclasses.replace(t, source=source, where_from=None, interactive=False)
    return dataclasses.replace(t, where_to=None), (sweep, *body)


def order_of(t: ir.Transfer) -> str:
    """How a plain transfer's cards land: "cut" (`/>`: the top ones as they
    lie), "move" (`->`: one at a time, the top card first) or "bottom" (from
    the bottom, in their order, cut or not; reference §4.6)."""
    return "bottom" if t.end == "bottom" else "cut" if t.op == "cut" else "move"


# the `m` cards a plain pick moves off source `a` (of `n`), in the order
# they land, by `order_of`: (the first, the two when they are two, all)
LANDING = {
    "cut": ("s[a][n - m]", "s[a][-2], s[a][-1]", "s[a][n - m :]"),
    "move": ("s[a][-1]", "s[a][-1], s[a][-2]", "s[a][n - m :][::-1]"),
    "bottom": ("s[a][0]", "s[a][0], s[a][1]", "s[a][:m]"),
}


def group_from(origin: ir.PileProps | None, order: str, most: int | None) -> list[str]:
    """A plain pick of several cards judged by the piles' rules
    (`refusals.build_problem`), what its source decides: the `m` cards it
    moves off source `a` (its top, or its bottom; at most `most`, None: any
    number) are face up when the source has a rule, and follow its rule one
    on another, in the order they land (`order_of`), unless it lets them go
    in any order (`group "F."`). Lines at 12 columns, before the
    destinations' loop."""
    pad = " " * 12
    moved = LANDING[order][2]
    lines: list[str] = []
    if origin is not None and origin.build:
        if most is not None and most <= 2:  # (its two end cards: the only ones, or one)
            ends = "s[a][0] & s[a][m - 1]" if order == "bottom" else "s[a][-1] & s[a][n - m]"
            lines += [f"{pad}if m and not {ends} & 1:", f"{pad}    continue"]
        else:
            lines += [f"{pad}if m and not all(k & 1 for k in {moved}):", f"{pad}    continue"]
    if origin is not None and origin.build and not _loose(origin):
        lines += _sequence(origin, pad, order, most)
    return lines


def group_onto(
    origin: ir.PileProps | None,
    pile: ir.PileProps | None,
    under: bool,
    order: str,
    most: int | None,
) -> list[str]:
    """The same, what destination `b` decides (lines at 16 columns, in its
    loop): several cards only from and onto piles that let groups go and
    take them; its `maxlength`; its rule for the card landing first, `c`
    (none under a pile with a rule); the order of the cards on one another
    by its rule when the source has none."""
    pad = " " * 16
    lines: list[str] = []
    if not group_source(origin) or not group_target(pile):
        lines += [f"{pad}if m > 1:", f"{pad}    continue  # one card at a time"]
    if pile is not None and pile.maxlength is not None:
        lines += [f"{pad}if m and len(s[b]) + m > {pile.maxlength}:", f"{pad}    continue"]
    if pile is not None and pile.build:
        lines += [f"{pad}if m:"]
        if under:
            lines.append(f"{pad}    continue  # cards may only be put on top")
            return lines
        lines += [f"{pad}    c = {LANDING[order][0]}"]
        onto = follows(pile.build, pile.wrap, "t", "c")
        lines += [f"{pad}    pile = s[b]", f"{pad}    if pile:", f"{pad}        t = pile[-1]"]
        lines += condition(all_of(["t & 1", *onto]), 24, "if ", ":", negate=True)
        lines.append(f"{pad}            continue")
        base = fills(pile.build)
        if base != "True":
            lines += condition(Atom(base), 20, "elif ", ":", negate=True)
            lines.append(f"{pad}        continue")
        loose = origin is not None and _loose(origin)
        if not loose and (origin is None or not origin.build):
            lines += _sequence(pile, pad + "    ", order, most)
    return lines


def chosen_lines(
    origin: ir.PileProps | None, pile: ir.PileProps | None, under: bool, pad: str
) -> list[str]:
    """A `choose` option's `m` cards `moved` (codes, in the order they land)
    onto destination `b`, judged by the piles' rules as a plain pick's
    group is (`refusals.build_problem`): face up off a pile with a rule,
    several only from and onto piles that let groups go, the destination's
    `maxlength`, its rule for the first (none under a pile with a rule),
    each on the one before by the source's rule (the destination's when it
    has none) unless the source lets them go in any order (`continue`:
    refused). Lines at `pad`, in the loop of the ways of choosing."""
    lines: list[str] = []
    if origin is not None and origin.build:
        lines += [f"{pad}if not all(k & 1 for k in moved):", f"{pad}    continue  # face down"]
    groups = group_source(origin) and group_target(pile)
    if not groups:
        lines += [f"{pad}if m > 1:", f"{pad}    continue  # one card at a time"]
    if pile is not None and pile.maxlength is not None:
        lines += [f"{pad}if len(s[b]) + m > {pile.maxlength}:", f"{pad}    continue"]
    if pile is not None and pile.build and under:
        lines += [f"{pad}if m:", f"{pad}    continue  # cards may only be put on top"]
    elif pile is not None and pile.build:
        onto = follows(pile.build, pile.wrap, "t", "c")
        lines += [
            f"{pad}c = moved[0] if m else 0",
            f"{pad}if m and s[b]:",
            f"{pad}    t = s[b][-1]",
        ]
        lines += condition(all_of(["t & 1", *onto]), len(pad) + 4, "if ", ":", negate=True)
        lines.append(f"{pad}        continue")
        base = fills(pile.build)
        if base != "True":
            lines += condition(Atom(f"m and not ({base})"), len(pad), "elif ", ":")
            lines.append(f"{pad}    continue")
    rule = origin if origin is not None and origin.build else pile
    if groups and rule is not None and rule.build and not _loose(origin):
        onto = follows(rule.build, rule.wrap, "t", "c")
        if onto:
            lines += [f"{pad}if m > 1:"] + in_order(flat(all_of(onto)), pad + "    ", "moved")
    return lines


def in_order(each: str, pad: str, cards: str) -> list[str]:
    """`continue` unless each of `cards` follows the one before by `each`
    (a test of `t`, then `c`), laid out as ruff lays it out."""
    pairs = f"for t, c in zip({cards}, {cards}[1:], strict=False)"
    test = f"{pad}if not all({each} {pairs}):"
    inner = f"{pad}    {each} {pairs}"
    if len(test) <= WIDTH:
        lines = [test]
    elif len(inner) <= WIDTH:
        lines = [f"{pad}if not all(", inner, f"{pad}):"]
    else:
        lines = [f"{pad}if not all(", f"{pad}    {each}", f"{pad}    {pairs}", f"{pad}):"]
    return lines + [f"{pad}    continue  # out of sequence"]


def _sequence(rule: ir.PileProps, pad: str, order: str, most: int | None) -> list[str]:
    """The cards moving, each on the one that landed before by `rule` (two
    or more, in the order they land: `order_of`): two read as they are,
    more in a loop."""
    onto = follows(rule.build, rule.wrap, "t", "c")  # type: ignore[arg-type]
    if not onto:
        return []
    each = flat(all_of(onto))
    _, two, moved = LANDING[order]
    lines = [f"{pad}if m == 2:", f"{pad}    t, c = {two}"]
    lines += condition(all_of(onto), len(pad) + 4, "if ", ":", negate=True)
    lines.append(f"{pad}        continue  # out of sequence")
    if most is not None and most <= 2:
        return lines
    lines += [f"{pad}elif m > 2:", f"{pad}    moved = {moved}"]
    return lines + in_order(each, pad + "    ", "moved")


def _loose(pile: ir.PileProps | None) -> bool:
    """`group "F."`: the cards on the moved one go whatever their order."""
    return pile_group(pile).any_order
