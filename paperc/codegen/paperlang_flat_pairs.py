"""A plain pick's `to{...}` filter, split so the parts that read no
`from` are worked out once per listing, not once per source.

A pick from several sources onto several destinations (Pyramid's pairs)
tries every destination for every source, and its `to` filter works out
the destination's own conditions again each time. Here the filter's
`and` operands are sorted into three kinds:

- *hoisted*: reads no `from` (nor `moving`): worked out once per
  destination, before the sources' loops, as a list of the destinations
  that pass (in their order);
- *keyed*: `F == T`, or `F + T == C` / `F - T == C` (either way round),
  where `F` reads only `from`, `T` only `to`, `C` neither: the
  destinations that pass the hoisted operands are filed by `T` in a
  dictionary, and each source looks up its `F` (`C - F`, ...) there;
- the *rest*, tested per pair as before, in their order.

Exact, option for option: a source still meets its destinations in
their order (filing and filtering keep the order), and the test of a
pair is the same `and` of pure operands. The operands are only moved
when that cannot change what is raised: every hoisted and keyed operand
is *total* (its Python calls only `len`; `X.top` only where an operand
before it said `X.size > 0`; no value that may be none), and every
operand of the rest that is not total comes after all of them in the
filter, so it is still tried only once every operand before it passed.
"""

from __future__ import annotations

import dataclasses
import re
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_ir import NotFlat
from paperc.codegen.paperlang_flat_rules import condition, logic, wrapped
from paperc.codegen.pyfmt import WIDTH, Atom, flat

AND = ("and", "&&")
CALL = re.compile(r"([A-Za-z_][\w.]*)\(")


@dataclasses.dataclass
class Split:
    """How one pick's `to` filter is split (`split`)."""

    hoisted: list[Any]  # pyfmt nodes over `b`
    key: Any | None  # a node over `b`, or None (no keyed operand)
    want: Any | None  # the node over `a` the key must equal
    rest: Any | None  # a node over `a` and `b`, or None (nothing left to test)


def conjuncts(e: Any) -> list[Any]:
    """The operands of a filter's top-level `and`, left to right."""
    if isinstance(e, ir.Chain) and {op for op, _ in e.rest} <= set(AND):
        return [x for part in (e.first, *(x for _, x in e.rest)) for x in conjuncts(part)]
    if isinstance(e, ir.Binary) and e.op in AND:
        return conjuncts(e.left) + conjuncts(e.right)
    return [e]


def split(gen: Any, where_to: Any, passed: set[str]) -> Split | None:
    """The split of `where_to` (`gen` is the engine's writer, `passed`
    the stacks the `from` filter says hold a card), or None when no
    operand can move."""
    helpers = set(gen.helpers)
    try:
        return _split(gen, conjuncts(where_to), passed)
    finally:  # (a trial may have asked for a helper the code finally written does not call)
        gen.helpers.clear()
        gen.helpers.update(helpers)


def _split(gen: Any, operands: list[Any], passed: set[str]) -> Split | None:
    facts: set[str] = set()  # what the hoisted operands say hold a card
    hoisted: list[Any] = []
    moved: list[int] = []
    keyed = None
    for number, operand in enumerate(operands):
        node = _compiled(gen, operand, {"to": True}, facts)
        if node is not None and _total(gen, node):
            hoisted.append(node)
            moved.append(number)
            facts |= gen.facts(operand, {"to": True})
        elif keyed is None and (found := _keyed(gen, operand, passed, facts)) is not None:
            keyed = found
            moved.append(number)
    if not moved:
        return None
    rest, known = [], passed | facts
    for number, operand in enumerate(operands):
        if number in moved:
            continue
        node = _compiled(gen, operand, {"from": True, "to": True, "moving": True}, known)
        if node is None:
            raise NotFlat("a `to` filter that cannot be split")  # (compiled whole before)
        if number < max(moved) and not _total(gen, node):
            return None  # (it would be tried for fewer pairs than the filter tries it)
        rest.append(node)
        known = known | gen.facts(operand, {"from": True, "to": True})
    key, want = keyed if keyed is not None else (None, None)
    test = None if not rest else rest[0] if len(rest) == 1 else logic("and", rest)
    return Split(hoisted, key, want, test)


def _compiled(gen: Any, e: Any, context: dict[str, bool], facts: set[str]) -> Any | None:
    """`e` as a node in `context` knowing `facts`, or None if it reads outside it."""
    known = gen.nonempty
    gen.nonempty = set(facts)
    try:
        return gen.expr(e, context)
    except NotFlat:
        return None
    finally:
        gen.nonempty = known


def _total(gen: Any, node: Any) -> bool:
    """Can the node's Python raise nothing? (only `len` called, no value
    that may be none: an `X.top` unguarded is written as one that may be)"""
    if gen._maybe(node):
        return False
    text = flat(node)
    return " else None" not in text and all(name == "len" for name in CALL.findall(text))


def _keyed(gen: Any, e: Any, passed: set[str], facts: set[str]) -> tuple[Any, Any] | None:
    """`(key over b, want over a)` for a keyed operand (see the module's
    docstring), else None."""
    if not isinstance(e, ir.Binary) or e.op != "==":
        return None
    for one, other in ((e.left, e.right), (e.right, e.left)):
        to = _compiled(gen, one, {"to": True}, facts)
        source = _compiled(gen, other, {"from": True}, passed)
        if to is not None and source is not None and _total(gen, to) and _total(gen, source):
            return to, source
    for total, constant in ((e.left, e.right), (e.right, e.left)):
        terms = _two_terms(total)
        value = _compiled(gen, constant, {}, set())
        if terms is None or value is None or not _total(gen, value):
            continue
        op, left, right = terms
        for to_side, first in ((right, True), (left, False)):
            source_side = left if first else right
            to = _compiled(gen, to_side, {"to": True}, facts)
            source = _compiled(gen, source_side, {"from": True}, passed)
            if to is None or source is None or not (_total(gen, to) and _total(gen, source)):
                continue
            c, f = wrapped(value), wrapped(source)
            if op == "+":  # F + T == C, T + F == C: T == C - F
                want = f"{c} - {f}"
            elif first:  # F - T == C: T == F - C
                want = f"{f} - {c}"
            else:  # T - F == C: T == C + F
                want = f"{c} + {f}"
            return to, Atom(want)
    return None


def _two_terms(e: Any) -> tuple[str, Any, Any] | None:
    if isinstance(e, ir.Binary) and e.op in ("+", "-"):
        return e.op, e.left, e.right
    if isinstance(e, ir.Chain) and len(e.rest) == 1 and e.rest[0][0] in ("+", "-"):
        return e.rest[0][0], e.first, e.rest[0][1]
    return None


def fits(plan: Split, name: str) -> bool:
    """Do the key's and the want's lines fit in a line (else the pick is
    not split: a line ruff would break is not worth the bytes)?"""
    lines = [loop(plan, name)]
    if plan.key is not None:
        lines.append(f"{' ' * 16}{name}.setdefault({flat(plan.key)}, []).append(b)")
    return all(len(line) <= WIDTH for line in lines)


def tables(plan: Split, name: str, dests: str) -> list[str]:
    """The lines, before the sources' loops, that list (or file by key)
    the destinations of one group (`dests`: their indexes, as the code
    names them) passing the hoisted operands."""
    lines = [f"        {name} = {{}}" if plan.key is not None else f"        {name} = []"]
    lines.append(f"        for b in {dests}:")
    pad = 12
    if plan.hoisted:
        test = plan.hoisted[0] if len(plan.hoisted) == 1 else logic("and", plan.hoisted)
        lines += condition(test, 12, "if ", ":")
        pad = 16
    if plan.key is None:
        lines.append(" " * pad + f"{name}.append(b)")
    else:
        lines.append(" " * pad + f"{name}.setdefault({flat(plan.key)}, []).append(b)")
    return lines


def loop(plan: Split, name: str) -> str:
    """The `for b ...` line of a source over one group's listed destinations."""
    if plan.key is None:
        return f"            for b in {name}:"
    return f"            for b in {name}.get({flat(plan.want)}, ()):"
