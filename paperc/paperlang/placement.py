"""Piles placed off the table (`at 8 0` on a `table 6 2`): a pass over the
lowered program's layout (Paper's `table`, `at` and `step` extensions).

A pile takes one cell of the table's grid, so a pile at x, y fits a `table
W H` when x + 1 <= W and y + 1 <= H. The table draws only its own grid, so
a pile outside it is drawn cut in half or not at all: P174. The cells are
worked out as the runtime's layout does (runtime/engine/paperlang/layout.py,
`_placed`): a stacklist's members go `step` apart (one cell right unless
said), a grid's `step` spaces x and y (one cell each unless said).
"""

from __future__ import annotations

from collections.abc import Iterator

from paperc import ir
from paperc.errors import Diagnostic, SourceSpan, error


def check_places(
    program: ir.PaperlangProgram,
    at_spans: dict[str, SourceSpan],
    table_span: SourceSpan | None,
) -> list[Diagnostic]:
    """P174 for each declaration with a pile mostly off the table (its first
    such member), P175 for a pile placed on another; each at the `at` that
    placed it. Idle stacks (which never hold a card in play) get no place,
    so they are not checked."""
    found: list[Diagnostic] = []
    placed: list[tuple[str, tuple[float, float], SourceSpan]] = []
    for decl in program.stacks:
        span = at_spans.get(decl.name)
        if span is None or decl.props is None or decl.props.at is None:
            continue
        if decl.kind == "stack" and decl.name in program.idle:
            continue
        off = False
        for member, place in _cells(decl):
            placed.append((member, place, span))
            if not off and program.table is not None and _off(place, program.table):
                found.append(error("P174", _off_message(member, place, program, table_span), span))
                off = True
    found.extend(_overlaps(placed))
    return found


def _off(place: tuple[float, float], table: tuple[float, float]) -> bool:
    """More than half of the pile's cell lies past the table's right or bottom edge."""
    return place[0] + 0.5 > table[0] or place[1] + 0.5 > table[1]


def _off_message(
    member: str,
    place: tuple[float, float],
    program: ir.PaperlangProgram,
    table_span: SourceSpan | None,
) -> str:
    assert program.table is not None
    width, height = program.table
    table = f"`table {_number(width)} {_number(height)}`"
    if table_span is not None:
        table += f" of line {table_span.line}"
    return (
        f"{member} is placed at {_number(place[0])} {_number(place[1])}, off the {table}: "
        f"a pile takes one cell, so x goes from 0 to {_number(width - 1)} and y from 0 "
        f"to {_number(height - 1)}"
    )


def _overlaps(placed: list[tuple[str, tuple[float, float], SourceSpan]]) -> list[Diagnostic]:
    """P175 for a pile whose place is within half a cell of an earlier one's,
    both ways: one hides the other (said once per later declaration)."""
    found: list[Diagnostic] = []
    told: set[SourceSpan] = set()
    for later, (name, (x, y), span) in enumerate(placed):
        for other, (ox, oy), other_span in placed[:later]:
            if other_span == span or span in told:
                continue
            if abs(x - ox) < 0.5 and abs(y - oy) < 0.5:
                message = (
                    f"{name} is placed at {_number(x)} {_number(y)}, on {other} "
                    f"(at {_number(ox)} {_number(oy)}, line {other_span.line}): "
                    "one pile would hide the other"
                )
                found.append(error("P175", message, span))
                told.add(span)
    return found


def _cells(decl: ir.StackDecl) -> Iterator[tuple[str, tuple[float, float]]]:
    """Each member's name and the cell its top-left corner stands on."""
    props = decl.props
    assert props is not None and props.at is not None
    x0, y0 = props.at
    if decl.kind == "stack":
        yield decl.name, (x0, y0)
    elif decl.kind == "list":
        dx, dy = props.step or (1.0, 0.0)
        places = props.places or tuple((x0 + i * dx, y0 + i * dy) for i in range(decl.shape[0]))
        for i, place in enumerate(places):
            yield f"{decl.name}[{i}]", place
    else:
        dx, dy = props.step or (1.0, 1.0)
        columns, rows = decl.shape
        for gy in range(rows):
            for gx in range(columns):
                yield f"{decl.name}[{gx} {gy}]", (x0 + gx * dx, y0 + gy * dy)


def _number(value: float) -> str:
    return f"{value:g}"


__all__ = ["check_places"]
