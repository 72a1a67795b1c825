"""A `choose` pick to every stack with rules, with a `to` filter or to the
places near its source (`pick choose hand -> every rows 1 where to{...}`,
`pick choose rows -> every rows[:-1:1] 1`): its move, a method of its own
(`flat_every_N(self, s, events, a, places)`, which `FlatGame._flat_moved`
calls with the places the player chose). Each option is a way of choosing
the cards (`FlatGame.flat_choices`; `/>`: where to cut), listed once a
source; each destination in turn takes the cards at the places chosen as
the source holds them then, judged by the piles' rules as a plain pick's
group is (`chosen_lines`: from sources of other rules than each other's, a
branch for each rules, `if a in CELLS:`) and by its `to` filter, which
reads the cards chosen (`moving`, `MOVING["choose"]`)."""

from __future__ import annotations

from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat import SIDES
from paperc.codegen.paperlang_flat_checks import moving_of
from paperc.codegen.paperlang_flat_every import PAD, branched
from paperc.codegen.paperlang_flat_picks import chosen_lines
from paperc.codegen.paperlang_flat_rules import condition, names, tables


def every_chosen(writer: Any, pick: dict[str, Any]) -> list[str]:
    """The body of `flat_every_N(self, s, events, a, places)` for a `choose`
    pick to every stack with rules, a `to` filter or places near it."""
    t: ir.Transfer = pick["transfer"]
    writer.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
    writer.moving = moving_of(t)
    test = None
    if t.where_to is not None:
        test = writer.expr(t.where_to, {"from": True, "to": True, "moving": True})
    lines = branched(
        writer.piles,
        pick["sources"],
        "        ",
        lambda origin, deeper: [deeper + line for line in _turns(writer, pick, origin, test)],
    )
    used = names("\n".join(line.split("#")[0] for line in lines))
    return [f"        {name} = self.flat_{name}" for name in tables(used)] + lines


def _turns(writer: Any, pick: dict[str, Any], origin: Any, test: Any) -> list[str]:
    """Each destination's turn, from a source of pile properties `origin`:
    the cards at the places chosen, as the source holds them now, go there
    when the piles' rules (`chosen_lines`) and the filter let them."""
    t: ir.Transfer = pick["transfer"]
    cut = t.op == "cut"  # (the run from the card cut at, as one)
    lines: list[str] = []
    for k, (name, dests) in enumerate(pick["dests"]):
        turn: list[str] = []
        if pick["judged"]:
            turn += chosen_lines(origin, writer.piles.props[name], t.under, PAD)
        if test is not None:
            turn += [*condition(test, len(PAD), "if not ", ":"), PAD + "    continue"]
        turn.append(PAD + f"self.flat_move_chosen(s, events, a, b, chosen, {cut}, {t.under})")
        read = names("\n".join(line.split("#")[0] for line in turn))
        near = pick["nears"].get(k)  # (`rows[:-1:1]`: the places near the source)
        lines += (
            near.loop("        ") if near else [f"        for b in {writer.piles.loop(dests)}:"]
        )
        lines.append(PAD + "chosen = tuple([at for at in places if at < len(s[a])])")
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
    return lines
