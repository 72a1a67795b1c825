"""A `choose` pick to every stack with rules or a `to` filter (`pick
choose hand -> every rows 1 where to{...}`): its move, a method of its
own (`flat_every_N(self, s, events, a, places)`, which
`FlatGame._flat_moved` calls with the places the player chose)."""

from __future__ import annotations

from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat import SIDES
from paperc.codegen.paperlang_flat_checks import moving_of
from paperc.codegen.paperlang_flat_every import PAD, by_rules
from paperc.codegen.paperlang_flat_picks import chosen_lines
from paperc.codegen.paperlang_flat_rules import condition, names, tables


def every_chosen(writer: Any, pick: dict[str, Any]) -> list[str]:
    """The body of `flat_every_N(self, s, events, a, places)` for a `choose`
    pick to every stack with rules or a `to` filter: each destination in
    turn takes the cards at the places chosen as the source holds them
    then (`/>`: the run from the first), when the piles' rules
    (`chosen_lines`) and its filter (`moving` the cards) let them go there."""
    t: ir.Transfer = pick["transfer"]
    (origin, _), *others = by_rules(writer.piles.props, pick["sources"])
    assert not others  # (`Checks._check_choose`)
    writer.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
    writer.moving = moving_of(t)
    test = None
    if t.where_to is not None:
        test = writer.expr(t.where_to, {"from": True, "to": True, "moving": True})
    lines: list[str] = []
    cut = t.op == "cut"  # (the run from the card cut at, as one)
    for name, dests in pick["dests"]:
        turn: list[str] = []
        if pick["judged"]:
            turn += chosen_lines(origin, writer.piles.props[name], t.under, PAD)
        if test is not None:
            turn += [*condition(test, len(PAD), "if not ", ":"), PAD + "    continue"]
        turn.append(PAD + f"self.flat_move_chosen(s, events, a, b, chosen, {cut}, {t.under})")
        read = names("\n".join(line.split("#")[0] for line in turn))
        lines += [
            f"        for b in {writer.piles.loop(dests)}:",
            PAD + "chosen = tuple([at for at in places if at < len(s[a])])",
        ]
        if read & {"m", "moved"}:  # (the cards at the places chosen, as they land)
            lines.append(
                PAD
                + (
                    "moved = s[a][chosen[0] :] if chosen else ()"
                    if cut
                    else "moved = [s[a][at] for at in chosen]"
                )
            )
            lines.append(PAD + "m = len(moved)")
        lines += turn
    used = names("\n".join(line.split("#")[0] for line in lines))
    return [f"        {name} = self.flat_{name}" for name in tables(used)] + lines
