"""What the positions a direct press is tried at decide of its take, for
the written listing (cdl_listing.py): where they are (every position,
the first, the top: runtime/engine/cdl/moves.py), the tests they settle,
and whether its count is one of its own at each position."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from paperc import ir
from paperc.codegen.cdl_facts import walk
from paperc.codegen.cdl_flat import plain

EVERY, FIRST, TOP = 0, 1, 2  # where a press is tried (runtime/engine/cdl/moves.py)
WHERE = {EVERY: "at every position", FIRST: "at the first position", TOP: "at the top"}


def spans(at: int, idle: bool) -> tuple[int, int]:
    """The least and greatest position a press is tried at (`_places`)."""
    if at == FIRST:
        return (1, 1) if idle else (0, 1)
    return (1 if idle else 0, 32767)


def places(at: int, idle: bool) -> str:
    """The positions a press is tried at, on a pile of `n` cards (runtime/engine/cdl/moves.py)."""
    if at == TOP:
        return "(n,)"
    if at == FIRST:
        return "(1,)" if idle else "(1 if n else 0,)"
    return "range(1, n + 1)" if idle else "range(1, n + 1) if n else (0,)"


def decided(take: ir.CdlRoutine, position: str, at: int, idle: bool) -> ir.CdlRoutine:
    """`take` (a direct version: IFs without ELSE around its RETURN) with
    the tests the positions it is tried at decide worked out: `Spos > 0`
    where they start at 1, `Spos = !` at the top, `! > 0` on a stack idle
    when empty; an IF whose test holds is its body."""
    low = 1 if idle else 0  # (the least length, and position)
    span = {"_n": (low, 32767), position: spans(at, idle)}
    same = at == TOP or (at == FIRST and idle)  # (the position is the length... or 1 of 1+)
    if at == FIRST:
        same = False

    def value(e: Any) -> tuple[int, int] | None:
        if isinstance(e, ir.Const) and type(e.value) is int:
            return (e.value, e.value)
        if isinstance(e, ir.Var) and e.name in span:
            return span[e.name]
        return None

    def decide(e: Any) -> Any:
        if isinstance(e, ir.Binary) and e.op in ("and", "or"):
            left, right = decide(e.left), decide(e.right)
            known = [x.value for x in (left, right) if isinstance(x, ir.Const)]
            stop = e.op == "or"  # (a TRUE decides an OR, a FALSE an AND)
            if stop in known:
                return ir.Const(stop)
            if len(known) == 2:
                return ir.Const(not stop)
            return (
                right
                if isinstance(left, ir.Const)
                else left
                if known
                else replace(e, left=left, right=right)
            )
        if not (isinstance(e, ir.Binary) and e.op in ("==", "!=", "<", ">", "<=", ">=")):
            return e
        names = {x.name for x in (e.left, e.right) if isinstance(x, ir.Var)}
        if names == {position, "_n"} and same:  # (the position is the length)
            return ir.Const(e.op in ("==", "<=", ">="))
        if names == {position, "_n"} and at == EVERY:  # (a position is at most the length)
            flip = isinstance(e.left, ir.Var) and e.left.name == "_n"
            op = {"<=": ">=", ">": "<"}.get(e.op, e.op) if flip else e.op
            if op in ("<=", ">"):
                return ir.Const(op == "<=")
            return e
        a, b = value(e.left), value(e.right)
        if a is None or b is None or len(names) != 1:
            return e
        outcomes = {
            "==": (a[0] == a[1] == b[0] == b[1], a[1] < b[0] or b[1] < a[0]),
            "!=": (a[1] < b[0] or b[1] < a[0], a[0] == a[1] == b[0] == b[1]),
            "<": (a[1] < b[0], a[0] >= b[1]),
            ">": (a[0] > b[1], a[1] <= b[0]),
            "<=": (a[1] <= b[0], a[0] > b[1]),
            ">=": (a[0] >= b[1], a[1] < b[0]),
        }[e.op]
        return ir.Const(True) if outcomes[0] else ir.Const(False) if outcomes[1] else e

    def unwrapped(body: tuple[Any, ...]) -> tuple[Any, ...]:
        out: list[Any] = []
        for s in body:
            if isinstance(s, ir.If) and len(s.branches) == 1 and not s.orelse:
                cond = decide(s.branches[0][0])
                if isinstance(cond, ir.Const):
                    out += unwrapped(s.branches[0][1]) if cond.value else []
                    continue
                s = replace(s, branches=((cond, unwrapped(s.branches[0][1])),))
            out.append(s)
        return tuple(out)

    return replace(take, body=unwrapped(take.body))


def from_position(take: ir.CdlRoutine, position: str) -> bool:
    """Does every count `take` returns (but its last, 0) take the cards from
    its position up (`! - Spos + 1`)?"""
    run = ir.Binary("-", ir.Var("_n", "local"), ir.Var(position, "param"))
    step = ir.Binary("+", run, ir.Const(1))
    found = [n for n in walk(take.body[:-1]) if isinstance(n, ir.CdlReturn)]
    return bool(found) and all(plain(r.value, step) for r in found)


__all__ = ["EVERY", "FIRST", "TOP", "WHERE", "decided", "from_position", "places", "spans"]
