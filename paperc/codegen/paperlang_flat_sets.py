"""`turnup`, `turndown`, `flip`, `show`, `hide` and `shuffle` of a set of
stacks (`turndown up, keeper all`, `flip spare, rows`), for the fast
path: the statement once for each item of the set, in the set's order, as
the language runs it (each stack
in turn). A stacklist or grid named whole stays whole: the writer loops
over its members itself, in order (a grid's row by row). The deal's
writer names sets itself: the load pass and the setup stay as they are."""

from __future__ import annotations

import dataclasses
import operator
from typing import Any

from paperc import ir
from paperc.irwalk import rewrite


def each_stack(program: ir.PaperlangProgram) -> ir.PaperlangProgram:
    """`program` with each such statement of a set written once a stack."""

    def split(stmt: Any) -> list[Any]:
        if not isinstance(stmt, ir.FaceTurn | ir.StackOp):
            return [stmt]
        if not isinstance(stmt.target, ir.StackSet):
            return [stmt]
        return [dataclasses.replace(stmt, target=item) for item in stmt.target.items]

    def spliced(value: Any) -> Any:
        if not isinstance(value, tuple):
            return value
        items: list[Any] = []
        for item in value:
            items += split(item) if not isinstance(item, tuple) else [spliced(item)]
        same = len(items) == len(value) and all(map(operator.is_, items, value))
        return value if same else tuple(items)

    def change(node: Any) -> Any:
        fields = {
            name: spliced(value)
            for name, value in node.__dict__.items()
            if isinstance(value, tuple)
        }
        fields = {name: value for name, value in fields.items() if value is not node.__dict__[name]}
        return dataclasses.replace(node, **fields) if fields else node

    return dataclasses.replace(
        program,
        turn=rewrite(program.turn, change),
        phases=rewrite(program.phases, change),
        hooks=rewrite(program.hooks, change),
    )
