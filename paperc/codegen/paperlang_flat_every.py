"""A pick to every stack of piles with rules (`pick deck -> every tableau
top 1` onto columns built down): its move, a method of its own
(`flat_every_N`, which `FlatGame._flat_moved` calls for a `FlatPick` that
says `judged`). The amount goes to each destination in turn when the piles'
rules let it go there, judged as a plain pick's options are
(`judged_lines`, `group_from`, `group_onto`) on the table as the moves
before it left it; a destination they refuse gets nothing."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from paperc.codegen.paperlang_flat_picks import group_from, group_onto, order_of
from paperc.codegen.paperlang_flat_rules import Counted, judged_lines, names, ruled, tables

PAD = " " * 12  # (in the destinations' loop)


def flat_every(pick: dict[str, Any]) -> bool:
    """Is `pick` one whose move is its own method (a pick to every pile with
    rules; with a `to` filter too, its `then` body's sweep moves the cards;
    a `choose` pick to every pile with rules, with a `to` filter or to
    places near its source: its method is
    `paperlang_flat_chosen.every_chosen`'s)?"""
    t = pick["transfer"]
    if t is None or not pick["every"] or pick.get("swept"):
        return False
    chosen = bool(pick.get("chooses")) and (t.where_to is not None or bool(pick["nears"]))
    return pick["judged"] or chosen


def every_judged(writer: Any, pick: dict[str, Any]) -> list[str]:
    """The body of `flat_every_N(self, s, events, a, amount)` for `pick`,
    the source `a` the player chose, `amount` its cards (None: all); from
    sources of other rules than each other's, a branch for each rules
    (`if a in PILES:`), the sources' own judging the cards."""
    lines = branched(
        writer.piles,
        pick["sources"],
        "        ",
        lambda origin, deeper: [deeper + line for line in _loops(writer, pick, origin)],
    )
    used = names("\n".join(line.split("#")[0] for line in lines))
    bound = tables(used | ({"rank"} if "fixed" in used else set()))
    return [f"        {name} = self.flat_{name}" for name in bound] + lines


def by_rules(props: dict[str, Any], sources: Any) -> list[tuple[Any, list[int]]]:
    """The sources (declaration, indexes) grouped by their piles' rules, in
    order: each rules and its sources."""
    rules: list[tuple[Any, list[int]]] = []
    for name, found in sources:
        same = next((group for origin, group in rules if origin == props[name]), None)
        if same is None:
            rules.append((props[name], list(found)))
        else:
            same += found
    return rules


def branched(
    piles: Any, sources: Any, pad: str, lines_of: Callable[[Any, str], list[str]]
) -> list[str]:
    """The lines `lines_of(origin, deeper)` writes for the sources' rules
    (`by_rules`): for one rules, alone (`deeper` ""); for several, a branch
    each at `pad` (`if a in PILES:`), its lines one level deeper."""
    rules = by_rules(piles.props, sources)
    if len(rules) == 1:
        return lines_of(rules[0][0], "")
    lines = []
    for k, (origin, found) in enumerate(rules):
        word = "if" if k == 0 else "elif" if k < len(rules) - 1 else "else"
        test = "" if word == "else" else f" a in {piles.loop(tuple(found))}"
        lines += [f"{pad}{word}{test}:", *lines_of(origin, "    ")]
    return lines


def _loops(writer: Any, pick: dict[str, Any], origin: Any) -> list[str]:
    """Each destination's turn, from a source of pile properties `origin`."""
    t, amount = pick["transfer"], pick["amount"]
    lines: list[str] = []
    mine = {index for _, found in pick["sources"] for index in found}
    for name, dests in pick["dests"]:
        lines.append(f"        for b in {writer.piles.loop(dests)}:")
        turn = judged_turn(writer, origin, writer.piles.props[name], t, amount, PAD)
        lines += own_turn(turn, PAD) if mine & set(dests) else turn
        cut, under, bottom = t.op == "cut", t.under, t.end == "bottom"
        lines.append(PAD + f"self.flat_move(s, events, a, b, amount, {cut}, {under}, {bottom})")
    return lines


def own_turn(turn: list[str], pad: str) -> list[str]:
    """A destination's judged turn (`judged_turn`, at `pad`) when the
    source may be that destination: its own cards leave it and come back,
    which no rules judge (`if b != a:` around the judging)."""
    return [pad + "if b != a:", *("    " + line for line in turn)]


def judged_turn(writer: Any, origin: Any, pile: Any, t: Any, amount: Any, pad: str) -> list[str]:
    """The head of destination `b`'s turn (at `pad`, in its loop) that goes
    on to the next (`continue`) when the piles' rules keep the cards of
    source `a` (of properties `origin`) off `b` (of `pile`'s) now; `amount`
    as the checks worked it out (a `Counted` one in the code's `amount`)."""
    body = [PAD + "n = len(s[a])", *_source_lines(origin, t, amount)]
    body += _dest_lines(origin, pile, t, amount)
    if "fixed" in names("\n".join(line.split("#")[0] for line in body)):
        body = writer._fixed(PAD) + body  # (a move may fix it: each destination anew)
    return [pad + line[len(PAD) :] for line in body]


def _source_lines(origin: Any, t: Any, amount: Any) -> list[str]:
    """What the source's rules decide, at the head of each destination's
    turn: the cards `m` it moves, face up when it has a rule, in sequence."""
    if amount == 1:
        lines = [PAD + f"c = s[a][{'0' if t.end == 'bottom' else '-1'}] if n else 0"]
        if origin is not None and origin.build:
            lines += [PAD + "if n and not c & 1:", PAD + "    continue  # face down"]
        return lines
    most = amount if type(amount) is int else None
    if most is not None:
        lines = [PAD + f"m = n if n < {most} else {most}"]
    elif isinstance(amount, Counted):
        lines = [PAD + "m = n if amount is None else max(min(amount, n), 0)"]
    else:
        lines = [PAD + "m = n"]
    return lines + group_from(origin, order_of(t), most)


def _dest_lines(origin: Any, pile: Any, t: Any, amount: Any) -> list[str]:
    """What destination `b`'s rules decide (`continue`: it takes nothing)."""
    if amount == 1:
        lines = judged_lines(pile, t.under) if ruled(pile) else []
    else:
        most = amount if type(amount) is int else None
        lines = group_onto(origin, pile, t.under, order_of(t), most)
    return [line[4:] for line in lines]  # (written for a loop one level deeper)
