"""The options of a pick that makes cards (`pick random T -> rows 1 then
...`, `pick place T -> waste 2`), as `FlatWriter._plain` lists them.

Such a pick has no source: each option is a destination the player
chooses, `(number, -1, b, point, 0)` (`point`: the amount when the code
works it out, as `FlatPick.counted` says), or one option for `-> every`
(`b` -1). Its `from{...}` filter (which cannot read `from`: `made_pick`)
says whether the pick is offered; its `to{...}` filter which stacks.
The cards are made when the move is played (`FlatGame._flat_moved`,
`flat_make`): no pile's rules judge them, as they judge no cards made.
"""

from __future__ import annotations

from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_rules import Counted, condition


def made_options(writer: Any, pick: dict[str, Any]) -> list[str]:
    """The lines (at 8 columns) adding a making pick's options to `found`."""
    t: ir.Transfer = pick["transfer"]
    number, amount = pick["number"], pick["amount"]
    lines: list[str] = []
    point = "-1"
    if isinstance(amount, Counted):  # (worked out once, where the pick is listed)
        lines.append(f"        amount = {writer.amount_code(amount, {})}")
        point = "amount"
    pad = " " * 8
    if t.where_from is not None:
        lines += condition(writer.expr(t.where_from, {"from": True}), 8, "if ", ":")
        pad += "    "
    if pick["every"]:  # (one option: onto every stack named)
        return [*lines, f"{pad}found.append(({number}, -1, -1, {point}, 0))"]
    dests = tuple(index for _, found in pick["dests"] for index in found)
    lines.append(f"{pad}for b in {writer.piles.loop(dests)}:")
    add = f"found.append(({number}, -1, b, {point}, 0))"
    if t.where_to is None:
        return [*lines, f"{pad}    {add}"]
    test = writer.expr(t.where_to, {"from": True, "to": True, "moving": True})
    return [*lines, *condition(test, len(pad) + 4, "if ", ":"), f"{pad}        {add}"]
