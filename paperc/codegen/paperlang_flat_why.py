"""`flat_why`: why the waiting pick's `where` filters refuse a move, on the
engine's own state (`FlatGame.refusal` reads it; `refusals.py` words it).

For pick `number`, source `a`, destination `b` (-1: a click, asked only
of a pick a click may choose) and cut point `p` (a build pick's grabbed
card), the method answers None when the pick offers no move from `a` onto
`b`, else whether its `from{...}` filter holds, whether its `to{...}`
filter holds (read only when `from` holds and there is a destination,
with `moving` the cards from `p` up, or the pick's amount), and the values
of the turn's locals a `; refused:` sentence names. It works out the
turn's locals as `flat_options` does.

A part of the compiled engine's writer (`paperlang_flat.py`): it reads the
writer's piles and writes its expressions.
"""

from __future__ import annotations

import re
from typing import Any

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat_checks import moving_of
from paperc.codegen.paperlang_flat_filters import filter_call, split_test
from paperc.codegen.paperlang_flat_ir import walk_stmts
from paperc.codegen.paperlang_flat_rules import VARS, Counted, amount_text, condition, names, tables
from paperc.codegen.pyfmt import WIDTH, flat
from paperc.codegen.render import py

PAD = " " * 8
SIZE = re.compile(r"(?<![\w.\"'])n(?![\w\"'])")  # `n`, the source's size, in code


def filtered(writer: Any) -> list[dict[str, Any]]:
    """The picks with a `where` filter (the only ones `flat_why` answers for)."""
    return [
        pick
        for pick in writer.picks
        if pick["transfer"] is not None
        and (pick["transfer"].where_from is not None or pick["transfer"].where_to is not None)
    ]


def stacks_of(writer: Any, pick: dict[str, Any]) -> tuple[str, str] | None:
    """A filtered pick's sources and destinations, as its `FlatPick` names
    them (`sources=`, `dests=`: the engine asks `flat_why` only of those);
    None when `flat_why` tells itself (`-> every`, a destination near the source)."""
    if pick["every"] or pick["near"] is not None:
        return None
    sources = tuple(index for _, found in pick["sources"] for index in found)
    dests = tuple(index for _, found in pick["dests"] for index in found)
    return writer.piles.loop(sources), writer.piles.loop(dests)


def why_body(writer: Any, shown: set[str]) -> list[str]:
    """`flat_why`'s body (empty when no pick has a filter); `shown`: the
    variables `; refused:` sentences name."""
    picks = filtered(writer)
    if not picks:
        return []
    writer.listing, writer.here = True, {}
    again = bool(writer.prefix) and not writer.moves_in_turn  # (else `flat_turn` ran it)
    try:
        turn = [s.name for s in walk_stmts(writer.prefix) if isinstance(s, ir.VarDecl)]
        known = sorted({name for name in turn if name in shown}) if again else []
        fields = ", ".join(f"{py(name)}: v_{pyident(name)}" for name in known)
        lines = [f"{PAD}known = {{{fields}}}"]
        for pick in picks:
            lines += _pick(writer, pick)
        lines.append(f"{PAD}return None")
    finally:
        writer.listing = False
    if not known:  # (no sentence names a local of the turn: each answer says `{}`)
        lines = [line.replace(", known", ", {}") for line in lines[1:]]
    # the turn's values, worked out again, only when a filter or a sentence reads them
    read = _read(lines) & writer._before_names()
    prefix = writer._before_call(read, 8) if again and read else []
    staged = writer.wait_place is not None
    if prefix and staged:  # (a turn of several waits: at a later one the state holds them)
        prefix = [f"{PAD}if not s[KEPT][{writer.wait_place}]:", *writer._before_call(read, 12)]
    lines = prefix + lines
    used = _read(lines) | read
    head = [f"{PAD}{name} = self.flat_{name}" for name in tables(used)]
    head += writer._wants(used, PAD)
    head += writer._globals(used, PAD)
    for name in writer.turn_sets:  # (as the turn left them, unless it sets them again here)
        if f"g_{pyident(name)}" in used and (not prefix or staged):
            head.append(f"{PAD}g_{pyident(name)} = {writer.kept(name)}")
    if "steps" in used:
        head.append(f"{PAD}steps = self.flat_steps")
    head += writer._turn_lists(used, PAD)
    if "fixed" in used:  # the rank the first card on an `X` pile fixed (0: none yet)
        head += [f"{PAD}fixed = 0", f"{PAD}for i in {writer.piles.loop(tuple(writer.fixed))}:"]
        head += [f"{PAD}    if s[i]:", f"{PAD}        fixed = rank[s[i][0]]", f"{PAD}        break"]
        if not any(line.strip().startswith("rank = ") for line in head):
            head.insert(0, f"{PAD}rank = self.flat_rank")
    return head + lines


def _read(lines: list[str]) -> set[str]:
    """The names the code of `lines` reads or sets (comments left out)."""
    return names("\n".join(line.split("#")[0] for line in lines))


def _pick(writer: Any, pick: dict[str, Any]) -> list[str]:
    t: ir.Transfer = pick["transfer"]
    pad = PAD + "    "
    lines = [f"{PAD}if number == {pick['number']}:"]
    chosen = pick["chosen"]
    if chosen is not None and chosen.tests:  # (`pick piles[k] ->`: only that member)
        writer.sides = {
            "from": [n for n, _ in pick["sources"]],
            "to": [n for n, _ in pick["dests"]],
        }
        lines += _chosen(writer, chosen.tests, pad)
        t = chosen.asked
    if stacks_of(writer, pick) is not None:  # (the engine asks it of those stacks only)
        return lines + _answers(writer, pick, t, pad)
    sources = [writer.piles.loop(found) for _, found in pick["sources"]]
    offers = [f"{pad}if {outside('a', sources)}:", f"{pad}    return None"]
    if not pick["every"]:
        tests = []  # (`b` none of the places near `a`, nor one of the other destinations)
        laid: list[str] = []  # (several lists' places, laid out first, once `a` is known)
        for k, near in enumerate(pick["nears"].values()):
            if near.node is not None:
                laid += near.laid(len(pad), f"near{k} = ")
                tests.append(f"b not in near{k}")
            elif near.call:  # (a grid's: its own places from `a`)
                tests.append(f"b not in {near.call}")
            else:
                deltas = ", ".join(map(str, near.deltas)) + ("," if len(near.deltas) == 1 else "")
                tests.append(f"(b - a not in ({deltas}) or b not in {near.members})")
        dests = enumerate(pick["dests"])
        others = [writer.piles.loop(found) for at, (_, found) in dests if at not in pick["nears"]]
        test = " and ".join(tests + ([outside("b", others)] if others else []))
        both = f"{pad}if {outside('a', sources)} or (b >= 0 and {test}):"
        if len(both) <= WIDTH and not laid:  # (the source and the destination asked at once)
            offers = [both, f"{pad}    return None"]
        else:
            offers += [*laid, f"{pad}if b >= 0 and {test}:", f"{pad}    return None"]
    return lines + offers + _answers(writer, pick, t, pad)


def _chosen(writer: Any, tests: dict[str, Any], pad: str) -> list[str]:
    """None for stacks a pick of members by worked-out places does not offer."""
    lines: list[str] = []
    if tests.get("from") is not None:
        test = flat(writer.expr(tests["from"], {"from": True}))
        lines += [f"{pad}if not ({test}):", f"{pad}    return None"]
    if tests.get("to") is not None:
        test = flat(writer.expr(tests["to"], {"to": True}))
        lines += [f"{pad}if b >= 0 and not ({test}):", f"{pad}    return None"]
    return lines


def _answers(writer: Any, pick: dict[str, Any], t: ir.Transfer, pad: str) -> list[str]:
    """Whether pick `number`'s filters hold, for a move it offers."""
    lines: list[str] = []
    writer.sides = {"from": [n for n, _ in pick["sources"]], "to": [n for n, _ in pick["dests"]]}
    writer.moving = moving_of(t)
    tests: list[str] = []
    counted = isinstance(pick["amount"], Counted)
    chooses = pick.get("chooses")  # (`p`: the card the player took, `_chosen_moving`)
    if counted and not chooses:  # (`p`: the cards a move takes; of another count, none)
        tests += [f"{pad}amount = {flat(writer.expr(pick['amount'].expr, {}))}"]
        tests += [
            f"{pad}if b >= 0 and type(amount) is int and amount != p:",
            f"{pad}    return None",
        ]
    if t.where_from is not None:
        writer.nonempty = set()
        test = filter_call(writer, pick, "from", writer.expr(t.where_from, {"from": True}))
        tests += condition(test, 12, "if ", ":", negate=True)
        tests.append(f"{pad}    return False, True, known")
    if t.where_to is None:
        if t.where_from is not None and not counted:  # (in one return when it fits)
            one = f"{pad}return bool({flat(test)}), True, known"
            if len(one) <= WIDTH:
                return lines + _sized([one])
        return lines + _sized(tests) + [f"{pad}return True, True, known"]
    if pick["click"]:  # (a click has no destination: only a click pick is asked of one)
        tests += [f"{pad}if b < 0:", f"{pad}    return True, True, known"]
    if t.build:
        moving = [f"{pad}cards = s[a]", f"{pad}c = cards[p]", f"{pad}m = n - p"]
        writer.nonempty = {"a"} | writer._passed(t.where_from)
    elif chooses:
        moving = _chosen_moving(t, pick["amount"], pad)
        if moving is None:  # (which of its ways a move is, a card taken does not say)
            return lines + _sized(tests) + [f"{pad}return None"]
        writer.nonempty = writer._passed(t.where_from)
    else:
        amount = pick["amount"]
        moving = [f"{pad}m = {'n' if amount is None else f'min({amount_text(amount, VARS)}, n)'}"]
        if counted:
            moving = [f"{pad}m = min(self.flat_count(amount), n)"]
        writer.nonempty = writer._passed(t.where_from)
    test = split_test(writer, pick)  # (as the listing tests it: `paperlang_flat_filters`)
    if test is None:
        test = writer.expr(t.where_to, {"from": True, "to": True, "moving": True})
    writer.nonempty = set()
    after = [f"{pad}return True, bool({flat(test)}), known"]  # (whether `to` holds)
    if len(after[0]) > WIDTH:
        after = condition(test, 12, "if ", ":")
        after += [f"{pad}    return True, True, known", f"{pad}return True, False, known"]
    after = _defined(after, moving)
    return lines + _sized(tests + after)


def _chosen_moving(t: ir.Transfer, amount: Any, pad: str) -> list[str] | None:
    """`moving` of a `choose` pick (`MOVING["choose"]`) when the player
    takes the card at `p`: with `/>` the run from it up; one card, that
    card; None for several chosen cards (a move of one of those ways, the
    card taken does not say which)."""
    if t.op == "cut":
        return [f"{pad}moved = s[a][p:]", f"{pad}m = n - p"]
    if amount == 1:
        return [f"{pad}moved = (s[a][p],)", f"{pad}m = 1"]
    return None


def _sized(lines: list[str]) -> list[str]:
    """`lines` with `n`, the source's size, worked out first when they
    read it more than once, else read where they read it."""
    code = [line.split("#")[0] for line in lines]
    reads = sum(len(SIZE.findall(line)) for line in code)
    if reads != 1:
        return _defined(lines, [f"{PAD}    n = len(s[a])"])
    at = next(k for k, line in enumerate(code) if SIZE.search(line))
    inlined = SIZE.sub("len(s[a])", lines[at], count=1)
    if len(inlined) > WIDTH:  # (as laid out: kept as it was)
        return _defined(lines, [f"{PAD}    n = len(s[a])"])
    return [*lines[:at], inlined, *lines[at + 1 :]]


def _defined(lines: list[str], values: list[str]) -> list[str]:
    """`lines` after those of `values` (`x = ...`, each may read those
    before it) that they, or the values after, read."""
    kept: list[str] = []
    read = _read(lines)
    for value in reversed(values):
        name, text = value.strip().split(" = ", 1)
        if name in read:
            kept.insert(0, value)
            read |= names(text)
    return kept + lines


def outside(name: str, places: list[str]) -> str:
    """`name not in X` for one place (a stack constant, a range), or
    `not (name in X or name in Y)` for several."""
    if len(places) == 1:
        return f"{name} not in {places[0]}"
    return "not (" + " or ".join(f"{name} in {place}" for place in places) + ")"
