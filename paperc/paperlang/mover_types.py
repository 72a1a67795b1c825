"""Lowering's check of a name whose type depends on who runs the code.

A card hook sees the variables of whoever moved the card, and a phase
those of whoever runs it (dynamic scope, `docs/paperlang.md`): where a
local `landed` of the turn, the setup, a phase or a hook hides the game
variable `landed`, a hook's `landed` is that local. Lowering types the
hook's `landed` as the game variable; this check lowers the hook (or the
phase) again for each other type a local of that name is declared with,
and reports what does not check so at its own file, line and column,
naming the local's declaration. Where the statements check for every
type (`landed == 2` of an `int` and of a `playerref`), the compiled code
reads whichever value the mover's innermost declaration holds, and
`seat + 1` moves it round the table or counts it on as that
declaration's type says (`paperc/codegen/paperlang_flat_hook_frames.py`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from paperc import ir
from paperc.errors import Diagnostic
from paperc.irwalk import walk
from paperc.paperlang.exprs import Ctx, describe


def check_mover_types(lowerer: Any, body: tuple, ctx: Ctx, lowered: tuple, what: str) -> None:
    """`body` (lowered as `lowered` in `ctx`) of a card hook or a phase
    (`what`), lowered again for each other type of each game variable it
    names that a local of that name may hide; its new errors reported."""
    symbols = lowerer.symbols
    named = {n.name for n in walk(lowered) if isinstance(n, ir.Var) and n.scope == "global"}
    for name in sorted(named):
        info = symbols.globals.get(name)
        for kind, span in symbols.local_types.get(name, {}).items():
            if info is None or kind is None or kind == info.type:
                continue
            errors: list[Diagnostic] = lowerer.errors
            before, sites = len(errors), len(lowerer.phase_reads.sites)
            lowerer.block(body, replace(ctx, scopes=({name: kind}, *ctx.scopes)))
            found = errors[before:]
            del errors[before:]
            del lowerer.phase_reads.sites[sites:]  # (recorded once, by the first lowering)
            where = f"{span.path.rsplit('/', 1)[-1]}:{span.line}:{span.col}"
            hides = (
                f" (`{name}` in {what} is the innermost `{name}` of whoever runs it: here"
                f" the local declared at {where}, {describe(kind)}, may hide the game"
                f" variable, {describe(info.type)}; give the local a name of its own)"
            )
            for error in found:  # (those of the game variable's type: reported already)
                told = replace(error, message=error.message + hides)
                if error not in errors and told not in errors:
                    errors.append(told)
