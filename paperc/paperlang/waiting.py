"""Lowering's checks of where the game may wait for the player.

Only setup, turn and the phases they run may wait (a `pickone`, a
`buttons`, an interactive transfer, or a `do` of a phase that waits). The
game's own top-level statements run while the game loads, and a card hook
runs in the middle of a move: neither can stop for the player. Both are
found here, each at its statement's own place, and reported with the
file's other errors.
"""

from __future__ import annotations

from collections.abc import Callable

from paperc import ir
from paperc.errors import SourceSpan
from paperc.flow import interactive_phases, waiting

Fail = Callable[[str, str, SourceSpan], None]


def check_waiting(
    program: ir.PaperlangProgram, spans: dict[int, SourceSpan], main_path: str, fail: Fail
) -> None:
    phases = {phase.name: phase for phase in program.phases}
    waits = interactive_phases(phases)

    def where(stmt: object) -> SourceSpan:
        line = int(getattr(stmt, "line", 0) or 1)
        return spans.get(id(stmt)) or SourceSpan(main_path, line, 1)

    for stmt in waiting(program.load, waits):
        fail(
            "P150",
            f"{_what(stmt)}, but the game's own statements run while it loads and "
            "cannot wait for the player: put this in `setup` or `turn`",
            where(stmt),
        )
    for hook in program.hooks:
        for stmt in waiting(hook.body, waits):
            fail(
                "P151",
                f"{_what(stmt)}, but a card hook (`{hook.kind} {hook.card_type}`) runs in "
                "the middle of a move and cannot wait",
                where(stmt),
            )


def _what(stmt: object) -> str:
    if isinstance(stmt, ir.PickOne):
        return "`pickone` waits for the player"
    if isinstance(stmt, ir.Buttons):
        return "`buttons` waits for the player"
    if isinstance(stmt, ir.Do):
        return f"`do {stmt.phase}` runs a phase that waits for the player"
    return "this transfer waits for the player to choose"
