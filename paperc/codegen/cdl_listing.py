"""A game's whole move listing as one generated method (`flat_moves`),
where every press is direct or flat (at its first position) and every
release that may take cards direct, each with a flat version
(paperc/codegen/cdl_direct.py, cdl_flat.py).

The method works straight from the state's piles, as the Paperlang
engine's generated listing does: a loop over each run of pressed stacks
and their positions, each take's conditions and count written in place
(`Inline`), then a loop over each release's targets, its conditions in
place too. The parts of a release's conditions that read its target
alone are worked out once per target and state, those that read the
take alone once per take, a leading condition on the take alone guards
the loop, and where a branch of the release compares a part of the take
with a part of the target (`Rank(c) + 1 = Rank(it[it!])`) the targets of
that branch are found in a table by their part (`_cases`, `_indexed`).
A flat press's click is listed by the condition cdl_click.py proves
where it can (else its press runs over a copy of the piles), and what
the positions a take is tried at decide of it is cdl_positions.py's.
It keeps nothing from one state to the next; runtime/engine/cdl/written.py
makes its results the listed moves. `listing_plan` says which plan the
method was written for: the engine checks it against the plan it derives
from the class's facts, and lists the general way if they differ.

`plan` mirrors the engine's `moves.plans` on what paperc knows (the
facts, the direct versions, the flat presses); a bundled game that
qualifies and does not take its written listing fails
tests/runtime/cdl/test_cdl_direct.py.
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Any

from paperc import ir
from paperc.codegen.cdl_click import LIMIT, Click
from paperc.codegen.cdl_emit import P_ATOM, P_CMP
from paperc.codegen.cdl_flat import Choice, FlatEmitter, bounds, chosen, inlined, plain
from paperc.codegen.cdl_positions import (
    EVERY,
    FIRST,
    TOP,
    WHERE,
    decided,
    from_position,
    places,
    spans,
)
from paperc.codegen.pyfmt import Atom, Call, layout
from paperc.codegen.render import comment, py
from paperc.codegen.writer import method

# the engine's dispatch of a press and a release (runtime/engine/cdl/game.py)
PRESS = {
    "left": ("selectleftfrom", "selectleft", "selectfrom", "select"),
    "right": ("selectrightfrom", "selectright", "selectfrom", "select"),
}
RELEASE = {
    "left": ("selectleftto", "selectleft", "selectto", "select"),
    "right": ("selectrightto", "selectright", "selectto", "select"),
}


def dispatch(program: ir.CdlProgram, chain: tuple[str, ...]) -> dict[int, str]:
    """Stack number -> the routine key of its method for this chain."""
    out = {}
    for index, stack in enumerate(program.stacks):
        methods = dict(stack.methods)
        for name in chain:
            if name in methods:
                out[index] = methods[name]
                break
    return out


def plan(
    program: ir.CdlProgram,
    names: dict[str, str],
    facts: dict[str, tuple[str, ...]],
    direct: dict[str, str],
    flat_presses: set[str],
    flat_releases: dict[str, str] | None = None,
) -> tuple | None:
    """The search's plan as the engine will derive it (runtime/engine/cdl/
    written.py `plan_of`), when the game qualifies for a written listing:
    one button, every press direct or flat, every release that may take
    cards direct or flat (`flat_releases`: a release method -> its flat
    version), each direct version with a flat version; else None. `facts`
    and `direct` are the generated class's (by Python method name)."""
    if any(dispatch(program, PRESS[b]) != dispatch(program, PRESS["left"]) for b in PRESS):
        return None
    if any(dispatch(program, RELEASE[b]) != dispatch(program, RELEASE["left"]) for b in RELEASE):
        return None

    def proved(key: str, fact: str) -> bool:
        return fact in facts.get(names[key], ())

    press, release = dispatch(program, PRESS["left"]), dispatch(program, RELEASE["left"])
    takes = {k: m for k, m in release.items() if not proved(m, "never_take")}
    groups: dict[str, list[int]] = {}
    for target in sorted(takes):
        version = direct.get(names[takes[target]], "")
        if not version.startswith("flat_accept_"):
            version = (flat_releases or {}).get(names[takes[target]], "")
        if not version:
            return None  # a release that keeps its trials, with no flat version
        groups.setdefault(version, []).append(target)
    presses = []
    for key in sorted(press):
        routine = press[key]
        own = takes.get(key)
        blind = proved(routine, "position_blind") and (own is None or proved(own, "position_blind"))
        at = TOP if proved(routine, "top_only") else FIRST if blind else EVERY
        version = direct.get(names[routine], "")
        if version.removeprefix("flat_").startswith("take_"):
            if not version.startswith("flat_"):
                return None  # no flat version
            name = version
        elif names[routine] in flat_presses and not proved(routine, "local_press"):
            name = names[routine]
        else:
            return None
        presses.append((key, name, at, proved(routine, "idle_when_empty")))
    if not presses:
        return None  # nothing to list
    return (("left", tuple(presses), tuple((a, tuple(t)) for a, t in groups.items())),)


def attribute(found: tuple) -> list[str]:
    """The class attribute naming the plan the written listing is for."""
    lines = [
        "    # the search's plan `flat_moves` is written for (runtime/engine/cdl/written.py):",
        "    # per press its stack, version, where it is tried (0 every position, 1 the",
        "    # first, 2 the top) and whether it is idle when empty; per release its targets",
    ]
    return lines + layout(_atoms(found), 4, "listing_plan = ")


def _atoms(value: Any) -> Any:
    if isinstance(value, tuple):
        return Call("", tuple(_atoms(v) for v in value), tuple=True)
    return Atom(py(value))


class Inline(FlatEmitter):
    """Writes a direct version's body (its IFs, cdl_direct.py `direct_routine`)
    in place in the listing: its RETURN sets `result` instead. Where
    `shared` is a dict, each part of a release's conditions that reads
    nothing but its target's pile and drawing (and constants) is read
    from a local (`_v1`...) computed once per target and listing, and each
    part that reads nothing but the Cursor's first card and count, from a
    local (`_w1`...) computed once per take: the listing asks each release
    about every take and target, and most of what it asks is one of
    those."""

    result = "count"
    shared: dict[str, dict[str, str]] | None = None  # "target", "held": text -> local
    position = ""  # the release's position parameter (its target's length)
    # (a test in a loop over the few targets a look-up found: the take's parts written in
    # place, worked out for a target found rather than for every take)
    looked_up = False

    def s_CdlReturn(self, indent: int, s: ir.CdlReturn) -> None:
        if self.result == "drop":  # a release: the drop, where it takes all the take's cards
            value = self.text(s.value, P_CMP + 1)
            self.emit(
                indent, "if T != H:" if value == "count" else f"if count == {value} and T != H:"
            )
            self.emit(indent + 4, "out.append((H, pos, count, T))")
            return
        text = f"{self.result} = {self.text(s.value)}"
        if not self.fits(indent, text):
            text = f"{self.result} = {self.assign_temp(indent, s.value).name}"
        self.emit(indent, text)

    def render(self, e: Any) -> tuple[str, int]:
        shared = self.shared
        if shared is None or isinstance(e, ir.Const | ir.CdlContext | ir.Var):
            return super().render(e)
        kind = self.kind(e)
        if kind is None or (kind == "held" and self.looked_up):
            return super().render(e)
        self.shared = None  # (the whole part, as one local)
        try:
            text = super().render(e)[0]
        finally:
            self.shared = shared
        found = shared[kind]
        if text not in found:
            found[text] = f"_{'v' if kind == 'target' else 'w'}{len(found) + 1}"
        return found[text], P_ATOM

    def kind(self, e: Any) -> str | None:
        """ "target" for a part that reads its target alone, "held" one that
        reads the Cursor's first card or count alone (`_read_once`), else None."""
        found: set[str] = set()
        if not self.reads(e, found) or len(found) != 1:
            return None
        return found.pop()

    def reads(self, e: Any, found: set[str]) -> bool:
        if isinstance(e, ir.Const):
            return True
        if isinstance(e, ir.CdlContext):
            found.add("target")
            return True
        if isinstance(e, ir.Var):
            if e.name == "_held" or e.name == "_count":
                found.add("held")
                return True
            if e.scope == "param" and e.name == self.position:
                found.add("target")
                return True
            return False
        if isinstance(e, ir.CdlLength):
            return isinstance(e.stack, ir.CdlContext) and self.reads(e.stack, found)
        if isinstance(e, ir.CdlCardAt):
            if not isinstance(e.stack, ir.CdlContext):
                return False
            found.add("target")
            return self.reads(e.pos, found)
        if isinstance(e, ir.Unary):
            return self.reads(e.operand, found)
        if isinstance(e, ir.Binary):
            return self.reads(e.left, found) and self.reads(e.right, found)
        if isinstance(e, ir.Chain):
            return self.reads(e.first, found) and all(self.reads(x, found) for _, x in e.rest)
        if isinstance(e, ir.Call):
            if e.name in self.flat_names:
                body = inlined(self.routines[e.name], e.args) or chosen(
                    self.routines[e.name], e.args
                )
                return body is not None and self.reads(body, found)
            return e.name in SIDE_TESTS and all(self.reads(a, found) for a in e.args)
        if isinstance(e, Choice):
            parts = [x for branch in e.branches for x in branch] + [e.last]
            return all(self.reads(x, found) for x in parts)
        return False


SIDE_TESTS = ("issideup?", "issidedown?", "isshaded?")


def listing_method(
    found: tuple,
    program: ir.CdlProgram,
    constants: dict[str, str],
    directs: dict[str, ir.CdlRoutine],
    flat_presses: dict[str, str],
    inline: Callable[[ir.CdlRoutine], Inline],
    sets: dict[int, tuple[tuple[str, str], ...]] | None = None,
) -> Listing | None:
    """`flat_moves(P, B, G, S, out)`: the moves of a state, found over its
    piles (`P` the state's, a list where it changes them and puts them back) and put
    in `out` in the trials' order: `(stack, position, count, target)` for
    a drop, `(stack, position, None)` for a flat press's click proved to
    change the game where its condition holds (cdl_click.py), `(stack,
    position, None, piles, drawings)` for another's (its piles and
    drawings after it), `(stack, position, count, None)` for a take that
    sets globals (`sets`: by pressed stack, each global and its value,
    "None" for the stack) dropped back where it was pressed, which changes
    those globals only (listed by written.py as the trials list it, where
    they change); False where a flat press's trial must run (it
    left cards on the Cursor, or a pile the proof bounds is larger). None (no such method)
    where the releases' targets interleave, or a flat press is tried at
    more than one position."""
    _, presses, groups = found[0]
    routines = {r.key: r for r in program.routines}
    stack = [constants[s.name] for s in program.stacks]
    display = [s.display for s in program.stacks]
    groups = sorted(groups, key=lambda g: g[1][0])
    if any(a[1][-1] > b[1][0] for a, b in zip(groups, groups[1:], strict=False)):
        return None  # (the trials list a take's targets in order: one loop per release)
    body: list[str] = []
    rows: list[list[str]] = [[] for _ in groups]  # each release's targets' parts, per state
    sets = {k: v for k, v in (sets or {}).items() if any(k == key for key, *_ in presses)}
    # (where a take sets globals, the releases read them from `GH`: the globals after each take)
    at_globals = "GH" if sets else "G"
    # (a release that keeps its trials runs its flat version over a copy of the piles)
    flats = [(accept, targets) for accept, targets in groups if accept not in directs]
    releases = [
        _release(g, accept, targets, directs, inline, stack, rows[g], at_globals)
        if accept in directs
        else ([], _flat_release(accept, targets, stack, at_globals))
        for g, (accept, targets) in enumerate(groups)
    ]
    tables = [g for g, lines in enumerate(rows) if lines]
    if tables:  # (read through the engine: loose? may have made them of this state already)
        body.append(f"        {_unpacked([f'R{g}' for g in tables])} = {READ}")
    # (a take's piles are cut where a release reads more than its first card and count,
    # or a take sets globals: its own stack's release then runs over them)
    cut = any(re.search(r"\bP\b(?!\[T\])", line) for r in releases for line in r[1])
    cut = cut or bool(sets) or bool(flats)
    if cut:
        body.append("        P = list(P)")
    index = 0
    while index < len(presses):
        key, name, at, idle = presses[index]
        if name not in directs:
            if at != FIRST:
                return None
            routine = routines[dispatch(program, PRESS["left"])[key]]
            proof = Click(routine, routines, program.stacks[key].name, idle)
            click = (stack[key], display[key], name, flat_presses[name], idle)
            body += _click(*click, proof, inline(routine), constants)
            index += 1
            continue
        run = [key]
        while (
            index + len(run) < len(presses)
            and presses[index + len(run)][1:] == (name, at, idle)
            and sets.get(presses[index + len(run)][0]) == sets.get(key)
        ):
            run.append(presses[index + len(run)][0])
        index += len(run)
        who = comment(", ".join(display[k] for k in run))
        body += [
            "        # " + part
            for part in textwrap.wrap(f"{who}: direct ({name}), {WHERE[at]}", 90)
        ]
        body.append(f"        for H in {_tuple(stack[k] for k in run)}:")
        mine = sets.get(key)
        if mine:  # (the globals after the take: what its releases read)
            given = dict(mine)
            values = [given.get(v.name, f"G[{i}]") for i, v in enumerate(program.globals)]
            values = ["H" if value == "None" else value for value in values]
            body.append(f"            GH = {_tuple(values)}")
        elif sets:
            body.append("            GH = G")
        body += [
            "            p = P[H]",
            "            n = len(p)",
            "            if n > 32767:",
            "                return False  # (a length CDL cannot count: the trials fault)",
        ]
        if idle:
            body += ["            if not p:", "                continue"]
        take = directs[name]
        position = take.params[0].name
        take = _read_once(take, ir.CdlContext(), ir.Var(position, "param"), "_at")
        take = _swapped(
            take,
            lambda n: isinstance(n, ir.CdlLength) and isinstance(n.stack, ir.CdlContext),
            ir.Var("_n", "local"),
        )
        take = decided(take, position, at, idle)
        emitter = inline(take)
        # (what the positions can be, on a pile of at most 32,767 cards: its arithmetic
        # is then unchecked where it fits 16 bits)
        emitter.ranges.update({"_n": (0, 32767), position: spans(at, idle)})
        lines = _inline(emitter, take, "H", "pos", "count", 16)
        reads = any(re.search(r"\bat\b", line) for line in lines)
        # (positions 1..n, each taking the cards from it up: each count its own, within the pile)
        spread = at == EVERY and idle and from_position(take, position)
        skip = None  # (one test before its count: a position failing it is skipped at once)
        if spread and len(take.body) == 2 and isinstance(take.body[0], ir.If):
            ((cond, then),) = take.body[0].branches
            if len(then) == 1 and isinstance(then[0], ir.CdlReturn) and not take.body[0].orelse:
                skip = [
                    f"                if {emitter.text(ir.Unary('not', cond))}:",
                    "                    continue",
                    f"                count = {emitter.text(then[0].value)}",
                ]
                if emitter.fits(16, skip[0].strip()) and emitter.fits(16, skip[2].strip()):
                    lines = skip
                else:
                    skip = None
        if at == EVERY and not spread:
            body.append("            seen = 0")
        if at == EVERY and idle:  # (the cards in order, each position's read in place)
            body.append(f"            for pos, {'c' if reads else '_'} in enumerate(p, 1):")
            if reads:
                lines.insert(0, "                at = c & 255")
        else:
            body.append(f"            for pos in {places(at, idle)}:")
            if reads:
                lines.insert(0, "                at = p[pos - 1] & 255 if pos else B[H]")
        settled = len(take.body) == 2 and isinstance(take.body[0], ir.CdlReturn)
        if not settled and skip is None:  # (else the positions decide its tests)
            body.append("                count = 0")
        body += lines
        click, drop = _back_home(run, groups, stack, directs, at_globals, bool(mine))
        if spread:
            if skip is None:
                body += ["                if not count:", "                    continue"]
        elif at == EVERY and click:  # (its drop back where it was pressed: at each position)
            body += ["                if not 0 < count <= n:", "                    continue"]
        elif at == EVERY:
            body += [
                "                if not 0 < count <= n or seen >> count & 1:",
                "                    continue",
                "                seen |= 1 << count",
            ]
        elif not (idle and settled and plain(take.body[0].value, ir.Const(1))):
            # (one position: one count; one card from a stack holding one is there)
            body += ["                if not 0 < count <= n:", "                    continue"]
        if cut:
            body += [
                "                P[H] = p[: n - count]",
                "                P[CURSOR] = p[n - count :]",
            ]
        # (a count from the position up holds the position's card first: `at` is `held`)
        same = spread and reads
        if any(re.search(r"\bheld\b", line) for r in releases for line in r[0] + r[1]):
            if not same:
                body.append("                held = p[n - count] & 255")
        if click:
            body += click
            if at == EVERY and not spread:  # (the same count as at a position before)
                body += [
                    "                if seen >> count & 1:",
                    "                    P[H] = p",
                    "                    P[CURSOR] = ()",
                    "                    continue",
                    "                seen |= 1 << count",
                ]
            body += drop
        for head, lines in releases:
            for line in head + lines:
                body.append(re.sub(r"\bheld\b", "at", line) if same else line)
        if cut:
            body += ["                P[H] = p", "                P[CURSOR] = ()"]
    body.append("        return True")
    signature = [
        "    def flat_moves(self, P: tuple, B: tuple, G: tuple, S: list, out: list) -> bool:"
    ]
    first = dispatch(program, PRESS["left"])[presses[0][0]]
    line = next(r.line for r in program.routines if r.key == first)
    note = f"# the whole move listing over the piles, from {display[presses[0][0]]}'s (line {line})"
    found = Listing(method(note, signature, body), rows)
    if tables:
        accept, targets = groups[tables[0]]
        first = f"{display[targets[0]]}'s (line {directs[accept].line})"
        found.tables = method(
            f"# the releases' targets by what they take, from {first}",
            ["    def flat_targets(self, P: list, B: tuple) -> tuple:"],
            [line for g in tables for line in rows[g]]
            + [f"        return {_tuple(f'R{g}' for g in tables)}"],
        )
        found.slots = {g: n for n, g in enumerate(tables)}
    return found


def _back_home(
    run: list[int],
    groups: list,
    stack: list[str],
    directs: dict[str, Any],
    at_globals: str,
    sets: bool,
) -> tuple[list[str], list[str]]:
    """A take dropped back on its own stack (`run`'s stacks, those a release
    takes on): the click (tried at every position the take is), then the
    drop on the top of what is left (tried where its other drops are). A
    release that keeps its trials runs its flat version over a copy of the
    piles for the click (the drop is one of its targets, `_flat_release`);
    a direct one, after a take that sets globals (`sets`), where they
    change (it changes them only), runs its flat version over the piles
    for each, listed where it takes the cards (written.py lists them as
    the trials do: the first a move, the second one where the first was
    not)."""
    click: list[str] = []
    drop: list[str] = []
    for accept, targets in groups:
        mine = [stack[t] for t in targets if t in run]
        if not mine:
            continue
        test = f"H == {mine[0]}" if len(mine) == 1 else f"H in {_tuple(mine)}"
        if accept not in directs:
            click += [
                f"                if {test}:",
                f"                    q, d, g = list(P), list(B), list({at_globals})",
                f"                    self.{accept}(q, d, g, S, H, pos)",
                "                    if not q[CURSOR]:",
                "                        out.append((H, pos, count, None, q, d, g))",
            ]
            continue
        if not sets:
            continue
        click += [
            f"                if {test} and GH != G:",
            f"                    if self.{accept}(P, B, GH, S, H, pos) == count:",
            "                        out.append((H, pos, count, None))",
        ]
        drop += [
            f"                if {test} and GH != G and n - count != pos:",
            f"                    if self.{accept}(P, B, GH, S, H, n - count) == count:",
            "                        out.append((H, pos, count, H))",
        ]
    return click, drop


def _flat_release(accept: str, targets: tuple[int, ...], stack: list[str], at_globals: str):
    """A release that keeps its trials, after a take: its flat version run
    over a copy of the piles (the globals a list it may set) on each
    target, its own stack at the top of what the take left (the click is
    `_back_home`'s); each that empties the Cursor listed with the piles,
    drawings and globals it left (written.py settles it as the trials
    settle a trial)."""
    return [
        f"                for T in {_tuple(stack[t] for t in targets)}:",
        "                    place = len(P[T])",
        "                    if T == H and place == pos:",
        "                        continue",
        f"                    q, d, g = list(P), list(B), list({at_globals})",
        f"                    self.{accept}(q, d, g, S, T, place)",
        "                    if not q[CURSOR]:",
        "                        out.append((H, pos, count, T, q, d, g))",
    ]


@dataclass
class Listing:
    """The written listing (`flat_moves`), the method making its releases'
    tables of targets (`flat_targets`, None where no release has one), each
    release's rows of that method and the slot of its table in what the
    method returns (by release)."""

    method: dict
    rows: list[list[str]]
    tables: dict | None = None
    slots: dict[int, int] = field(default_factory=dict)

    def alone(self) -> None:
        """The listing making its tables itself, where nothing else reads them."""
        if self.tables is not None:
            body = self.method["body"]
            at = next(i for i, line in enumerate(body) if line.endswith(f"= {READ}"))
            body[at : at + 1] = self.tables["body"][:-1]
            self.tables, self.slots = None, {}


READ = "self.targets(P, B)"  # (the engine's `CdlGame.targets`: `flat_targets`, kept a state)


def _release(
    g: int,
    accept: str,
    targets: tuple[int, ...],
    directs: dict[str, ir.CdlRoutine],
    inline: Callable[[ir.CdlRoutine], Inline],
    stack: list[str],
    body: list[str],
    at_globals: str = "G",
) -> tuple[list[str], list[str]]:
    """A release's part of each take's listing: the loop over its targets
    (its head, with the parts read once per take) and what it asks of each
    (its conditions in place); `body` gets its targets' parts read once per
    listing (`Inline.shared`)."""
    routine = directs[accept]
    cursor = ir.CdlStack("cursor")
    routine = _read_once(routine, cursor, ir.Const(1), "_held")
    routine = _swapped(
        routine,
        lambda n: (
            isinstance(n, ir.CdlLength)
            and isinstance(n.stack, ir.CdlStack)
            and n.stack.name == "cursor"
        ),
        ir.Var("_count", "local"),
    )
    emitter = inline(routine)
    emitter.shared = {"target": {}, "held": {}}
    emitter.position = routine.params[0].name
    emitter.globals_at = at_globals
    _inline(emitter, routine, "T", "place", "drop", 20, ())
    # (its first conditions that read the take alone, once per take: around the loop)
    statements, guards, held = routine.body[:-1], [], []
    while (
        len(statements) == 1
        and isinstance(statements[0], ir.If)
        and not statements[0].orelse
        and emitter.kind(statements[0].branches[0][0]) == "held"
    ):
        cond, statements = statements[0].branches[0]
        held.append(cond)
        guards.append(f"{'    ' * len(guards)}if {emitter.text(cond)}:")
    indent = 20 + 4 * len(guards)
    targets_text = _tuple(stack[t] for t in targets)
    cases = _cases(emitter, statements)
    if cases is not None:  # (the targets by the value each case compares the take's with)
        head, lines = _indexed(emitter, cases, g, targets_text, indent, body, held)
        parts, lines = _take_parts(emitter, guards, indent, lines)
        return parts + head, lines
    lines = _inline(emitter, routine, "T", "place", "drop", indent, statements)
    values = emitter.shared["target"]
    names = ", ".join(["T", *values.values()])
    loop = " " * (indent - 4)
    if values:
        body.append(f"        R{g} = []")
        rows = [f"        for T in {targets_text}:"]
        if any(re.search(r"\bplace\b", v) for v in values):
            rows.append("            place = len(P[T])")
        row = Call("", tuple(Atom(v) for v in ["T", *values]), tuple=True)
        body += _top_once(rows + layout(Call(f"R{g}.append", (row,)), 12))
        head = [f"{loop}for {names} in R{g}:"]
    else:
        head = [f"{loop}for T in {targets_text}:"]
        if any(re.search(r"\bplace\b", line) for line in lines):
            lines.insert(0, f"{loop}    place = len(P[T])")
    parts, lines = _take_parts(emitter, guards, indent, lines)
    return parts + head, lines


def _take_parts(
    emitter: Inline, guards: list[str], indent: int, lines: list[str] | None = None
) -> tuple[list[str], list[str]]:
    """The guards, and each part read once per take where it is first
    needed: before the guards, or inside them; and `lines`. Where `lines`
    are given, only the parts they or the guards read, and a part read
    once, as a whole test (`if _w1:`) or as the key a loop's table is
    looked up by (`.get(_w1, ())`), is written there in place (either is
    met once a take)."""
    guards = list(guards)
    known = lines is not None
    lines = list(lines or ())
    take = []
    for text, name in emitter.shared["held"].items():  # type: ignore[union-attr]
        word = re.compile(rf"\b{name}\b")
        reads = [(seq, i) for seq in (guards, lines) for i, x in enumerate(seq) if word.search(x)]
        if known and not reads:
            continue
        if known and len(reads) == 1 and len(word.findall(reads[0][0][reads[0][1]])) == 1:
            seq, i = reads[0]
            whole = re.fullmatch(rf" *(?:el)?if {name}:", seq[i]) or re.fullmatch(
                rf" *for .+ in .+\.get\({name}, \(\)\):", seq[i]
            )
            placed = word.sub(text.replace("\\", "\\\\"), seq[i])
            if whole and len(placed) + (16 if seq is guards else 0) <= 100:
                seq[i] = placed
                continue
        at = 16 if any(word.search(guard) for guard in guards) else indent - 4
        take.append((at, f"{name} = {text}"))
    take.sort(key=lambda line: line[0])  # (stable: in the order they were met)
    first = [" " * at + line for at, line in take if at == 16]
    later = [" " * at + line for at, line in take if at != 16]
    return [*first, *("                " + guard for guard in guards), *later], lines


def _cases(emitter: Inline, statements: tuple[Any, ...]) -> list[tuple] | None:
    """A release's last IF (`if FitsTableau?(Cursor[1], SELF) then Pull ...`)
    as cases a target falls in by its own values alone (the branches of a
    routine written in place whose conditions read the target alone: an
    empty column, a face-down top, the rest), each with what it asks: no
    case (it never takes), or its conditions, one of them (where there is
    one) an equality of a part of the take with a part of the target, by
    which the listing finds the targets that can take the cards in a table,
    instead of asking every target. None where it is not of that shape, or
    no case has such an equality."""
    if len(statements) != 1 or not isinstance(statements[0], ir.If):
        return None
    s = statements[0]
    if s.orelse or len(s.branches) != 1:
        return None
    cond, inner = s.branches[0]
    if len(inner) != 1 or not isinstance(inner[0], ir.CdlReturn):
        return None
    whole = _expanded(emitter, cond)
    found = []
    if isinstance(whole, Choice) and all(emitter.kind(c) == "target" for c, _ in whole.branches):
        parts = [*whole.branches, (None, whole.last)]
    else:
        parts = [(None, whole)]
    for case, value in parts:
        value = _expanded(emitter, value)
        if isinstance(value, ir.Const) and value.value is False:
            found.append((case, None, None, ()))
            continue
        terms = _conjuncts(emitter, value)
        key = next(
            (
                t
                for t in terms
                if isinstance(t, ir.Binary)
                and t.op == "=="
                and {emitter.kind(t.left), emitter.kind(t.right)} == {"held", "target"}
            ),
            None,
        )
        rest = tuple(t for t in terms if t is not key)
        found.append((case, key, inner[0].value, rest))
    if not any(key is not None for _, key, _, _ in found):
        return None
    return found


def _expanded(emitter: Inline, e: Any) -> Any:
    """`e`, a call of a routine written in place, as what it computes."""
    while isinstance(e, ir.Call) and e.name in emitter.flat_names:
        routine = emitter.routines[e.name]
        body = inlined(routine, e.args) or chosen(routine, e.args)
        if body is None:
            break
        e = body
    return e


def _conjuncts(emitter: Inline, e: Any) -> list[Any]:
    """The terms of an AND (of routines written in place too), in order."""
    e = _expanded(emitter, e)
    if isinstance(e, ir.Binary) and e.op == "and":
        return _conjuncts(emitter, e.left) + _conjuncts(emitter, e.right)
    if isinstance(e, ir.Chain) and all(op == "and" for op, _ in e.rest):
        return [t for x in (e.first, *(x for _, x in e.rest)) for t in _conjuncts(emitter, x)]
    return [e]


def _indexed(
    emitter: Inline,
    cases: list[tuple],
    g: int,
    targets: str,
    indent: int,
    body: list[str],
    guards: list[Any],
    hits: tuple[str, ...] = ("if T != H:", "    out.append((H, pos, count, T))"),
) -> tuple[list[str], list[str]]:
    """A release's part of each take's listing by `_cases`: `body` sorts its
    targets by case once per listing (a table by the target's side of the
    equality where the case has one, else a list); each take looks up the
    targets its side of the equality picks in each case's table and asks
    those the rest, and runs `hits` on each that takes it. The drops come
    in the targets' order (`hits` a listing's)."""
    loop = " " * (indent - 4)
    tests, picks, sides = [], [], []  # (sides: each case's parts of its equality, or None)
    for index, (case, key, result, rest) in enumerate(cases):
        test = None if case is None else emitter.text(case)
        if key is None and result is None:
            tests.append((test, None))
            continue
        held = target = None
        if key is not None:
            held, target = (key.left, key.right)
            if emitter.kind(held) != "held":
                held, target = target, held
        tests.append((test, (index, None if target is None else emitter.text(target))))
        check = [*rest]
        if emitter.text(result) != "count":
            check.append(ir.Binary("==", ir.Var("_count", "local"), result))
        # (what the guards around the loop hold is not asked again: `Cursor! = 1`)
        check = [term for term in check if not any(plain(term, x) for x in guards)]
        picks.append((index, None if held is None else emitter.text(held), check))
        sides.append((held, target))
    several = len(picks) > 1 and "out.append" in hits[-1]
    slot = {index: n for n, (index, _, _) in enumerate(picks)}
    asked = []
    guards_of = []  # (each case's test of the take alone, around its loop: None where none)
    for index, held, check in picks:
        source = f"R{g}[{slot[index]}]" + ("" if held is None else f".get({held}, ())")
        emitter.lines = []
        at, guard = indent, None
        if check and emitter.kind(_all(check)) == "held":  # (the take's alone: once)
            guard = _all(check)
            emitter.condition(indent - 4, "if", guard)
            check, at = [], indent + 4
        before = list(emitter.lines)
        emitter.lines = []
        emitter.looked_up = held is not None
        if check and emitter.text(_all(check)) == "True":
            check = []  # (a test that always holds: an empty column takes any card)
        if check:
            emitter.condition(at, "if", _all(check))
        emitter.looked_up = False
        asked.append((source, at, check, before, list(emitter.lines)))
        guards_of.append(guard)
    values = emitter.shared["target"]  # type: ignore[index]
    # (a row holds the target and the parts its checks read: the target alone where none)
    asks = "\n".join(line for *_, inner in asked for line in inner)
    kept = [name for name in values.values() if re.search(rf"\b{name}\b", asks)]
    names = ", ".join(["T", *kept])
    lines: list[str] = []
    # (two cases whose tests of the take are each other's negation: the second is the
    # first's ELSE, and no take's drops come from both, so they need no sorting)
    either = len(picks) == 2 and None not in guards_of and _negated(emitter, *guards_of)
    if either and len(asked[1][3]) == 1:
        asked[1] = (*asked[1][:3], [loop + "else:"], asked[1][4])
        several = False
    # (nor where the second case's look-up finds nothing when the first's test holds)
    if len(picks) == 2 and guards_of[0] is not None and _apart(emitter, guards_of[0], *sides[1]):
        several = False
    for n, (source, at, check, before, inner) in enumerate(asked):
        step = 4 if check else 0
        mine = [" " * (at + step) + line for line in hits]
        # (a sort only where the first case, tested first, found some: `first` its place + 1)
        mark = [" " * (at - 4) + "first = len(out) + 1"] if several and n == 0 and before else []
        lines += [*before, *mark, " " * (at - 4) + f"for {names} in {source}:", *inner, *mine]
    tables = ["[]" if held is None else "{}" for _, held, _ in picks]
    body.append(f"        R{g} = {_tuple(tables)}")
    rows = [f"        for T in {targets}:"]
    if any(re.search(r"\bplace\b", v) for v in values):
        rows.append("            place = len(P[T])")
    row = _tuple(["T", *kept]) if kept else "T"
    branches = []
    for test, found in tests:
        add = None
        if found is not None:
            index, where = found
            table = f"R{g}[{slot[index]}]"
            add = f"{table}.append({row})"
            if where is not None:
                add = f"{table}.setdefault({where}, []).append({row})"
        branches.append((test, add))
        if test is None:
            break
    rows += _lazy(values, branches)
    body += _top_once(rows)
    if several and asked[0][3]:  # (the drops in the targets' order: sorted where the first
        # case, tested first, and a later one found some)
        lines = [f"{loop}first = 0", *lines]
        lines += [
            f"{loop}if first and len(out) > first:",
            f"{loop}    out[first - 1 :] = sorted(out[first - 1 :])",
        ]
    elif several:  # (sorted where more than one case found some)
        lines = [f"{loop}first = len(out)", *lines]
        lines += [f"{loop}if len(out) - first > 1:", f"{loop}    out[first:] = sorted(out[first:])"]
    return [], lines


def _negated(emitter: Inline, one: Any, other: Any) -> bool:
    """Is `other` the negation of `one` (`x == y` and `x != y`, the same
    text each side: what a condition calls changes nothing)?"""
    if not (isinstance(one, ir.Binary) and isinstance(other, ir.Binary)):
        return False
    shared, emitter.shared = emitter.shared, None  # (read as written, no part hoisted)
    try:
        return (
            {one.op, other.op} == {"==", "!="}
            and emitter.text(one.left) == emitter.text(other.left)
            and emitter.text(one.right) == emitter.text(other.right)
        )
    finally:
        emitter.shared = shared


def _lazy(values: dict[str, str], branches: list[tuple[str | None, str | None]]) -> list[str]:
    """The rows sorting a target into its case's table: each case's test
    (None: the rest) and what it adds (None: nothing), each part of the
    target (`values`: text -> local) worked out where first needed, not all
    before the first test (an empty target's top card is never asked its
    rank): a part read once, as a whole test or a whole item of what is
    added, in place; another just before the first test that reads it, or
    in the branch that adds it."""
    names = {name: text for text, name in values.items()}

    def placed(text: str, rest: list[str], done: set[str], pad: str, out: list[str]) -> str:
        """`text` with each part it reads in place where it is read once there
        and nowhere in `rest` (what may run after it), else set before it."""
        for name in names:
            found = len(re.findall(rf"\b{name}\b", text))
            if not found or name in done:
                continue
            whole = text == name or re.search(rf"[(,] ?{name}(?=[,)])", text)
            if found == 1 and whole and not any(re.search(rf"\b{name}\b", t) for t in rest):
                text = re.sub(rf"\b{name}\b", names[name], text)
            else:
                out.append(f"{pad}{name} = {names[name]}")
                done.add(name)
        return text

    out: list[str] = []
    done: set[str] = set()
    pad, inside = " " * 12, " " * 16
    for n, (test, add) in enumerate(branches):
        later = [t for branch in branches[n + 1 :] for t in branch if t is not None]
        if test is None:
            out.append(pad + (placed(add, [], set(done), pad, out) if add else "pass"))
            break
        test = placed(test, later + ([add] if add else []), done, pad, out)
        inner: list[str] = []
        if add is not None:
            inner.append(inside + placed(add, [], set(done), inside, inner))
        if n < len(branches) - 1:
            inner.append(inside + "continue")
        out += [f"{pad}if {test}:", *(inner or [inside + "pass"])]
    return out


def _apart(emitter: Inline, test: Any, held: Any, target: Any) -> bool:
    """Where `test` (`x == c`: a part of the take equal to a constant)
    holds, does the look-up by `held` never find a target, its value being
    out of every value `target` (the target's side of the equality) can
    take? (FitsTableau?: a king, `Rank(c) = King`, looks up rank 13 among
    the ranks 0..12 of the targets' tops.)"""
    if held is None or not (isinstance(test, ir.Binary) and test.op == "=="):
        return False
    part, value = test.left, test.right
    if isinstance(part, ir.Const):
        part, value = value, part
    if not isinstance(value, ir.Const) or type(value.value) is not int:
        return False
    shared, emitter.shared = emitter.shared, None  # (read as written, no part hoisted)
    try:
        mark = emitter.text(part)

        def fixed(node: Any) -> Any:
            if isinstance(node, tuple):
                return tuple(fixed(item) for item in node)
            if not hasattr(node, "__dataclass_fields__") or isinstance(node, ir.Const):
                return node
            if emitter.text(node) == mark:
                return value
            fields = node.__dataclass_fields__
            return replace(node, **{f: fixed(getattr(node, f)) for f in fields})

        found = bounds(fixed(held), emitter.expand, None, emitter.ranges)
        span = bounds(target, emitter.expand, None, emitter.ranges)
    except Exception:  # noqa: BLE001 - a part the writer cannot read alone: not proved
        return False
    finally:
        emitter.shared = shared
    return found is not None and span is not None and (found[1] < span[0] or found[0] > span[1])


class Lookups:
    """A flat routine's WITH that asks a predicate of each of a release's
    targets and returns TRUE at the first it holds for (`with it do if
    FitsFoundation?(c, it) then return true for A1, A2, A3, A4` in
    Klondike's CanPlay?, which loose? asks of each card of the stock),
    answered from the tables the listing sorts that release's targets into
    (`flat_targets`, through the engine's `targets`: made once per state,
    for loose? and the listing alike): the predicate's cases and
    equalities as the release's (`_cases`, `_indexed`), where the rows that
    sort the targets come out the same as the listing's for that release,
    so that they are its table. The WITH's steps are counted as before; the
    WITH variable is not set, so nothing may read it after the loop."""

    def __init__(
        self,
        listing: Listing,
        targets: list[tuple[int, ...]],
        stack: list[str],
        inline: Callable[[ir.CdlRoutine], Inline],
    ) -> None:
        self.listing = listing
        self.targets = {_tuple(stack[t] for t in group): g for g, group in enumerate(targets)}
        self.inline = inline
        self.used: list[str] = []  # the routines whose WITHs were looked up (for the comment)

    @property
    def looked(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(self.used))

    def __call__(self, flat: FlatEmitter, indent: int, s: ir.CdlWith) -> list[str] | None:
        routine = flat.routine
        if routine is None or len(s.body) != 1 or not isinstance(s.body[0], ir.If):
            return None
        test = s.body[0]
        if test.orelse or len(test.branches) != 1:
            return None
        cond, then = test.branches[0]
        if not (len(then) == 1 and plain(_returned(then[0]), ir.Const(True))):
            return None
        if not (isinstance(cond, ir.Call) and cond.name in flat.flat_names and len(cond.args) == 2):
            return None
        mine = [a for a in cond.args if isinstance(a, ir.Var) and a.name == s.var.name]
        held = [a for a in cond.args if not (isinstance(a, ir.Var) and a.name == s.var.name)]
        if len(mine) != 1 or not isinstance(held[0], ir.Var) or held[0].scope == "global":
            return None
        if not all(isinstance(t, ir.CdlStack) for t in s.stacks) or _read_after(routine, s):
            return None
        targets = _tuple(flat.text(t) for t in s.stacks)
        g = self.targets.get(targets)
        if g is None or g not in self.listing.slots:
            return None
        args = tuple(
            ir.CdlContext() if a is mine[0] else ir.Var("_held", "local") for a in cond.args
        )
        returns = (ir.CdlReturn(ir.Var("_count", "local")),)
        asked = ir.If(((replace(cond, args=args), returns),))
        pseudo = replace(
            routine,
            params=(ir.CdlVar("_place", "index"),),
            result="integer",
            locals=(),
            body=(asked, ir.CdlReturn(ir.Const(0))),
        )
        emitter = self.inline(pseudo)
        emitter.ranges = dict(emitter.ranges)
        emitter.shared = {"target": {}, "held": {}}
        emitter.position = "_place"
        _inline(emitter, pseudo, "T", "place", "drop", 20, ())
        known = flat.ranges.get(held[0].name)
        emitter.ranges.pop("_held")
        if known is not None:
            emitter.ranges["_held"] = known
        cases = _cases(emitter, (asked,))
        if cases is None:
            return None
        rows: list[str] = []
        _, lines = _indexed(emitter, cases, g, targets, indent + 4, rows, [], ("return True",))
        if rows != self.listing.rows[g]:
            return None  # (not the listing's table)
        parts, lines = _take_parts(emitter, [], indent + 4, lines)
        lines = parts + _any(lines)
        names = {flat.text(ir.Var(v.name, "local")) for v in (*routine.params, *routine.locals)}
        if names & set(re.findall(r"[A-Za-z_]\w*", "\n".join(lines))) or "held" in names:
            return None  # (a name of the routine's own)
        self.used.append(routine.display)
        self._read(flat, g)
        pad = " " * indent
        return [f"{pad}S[0] += {len(s.stacks)}", f"{pad}held = {flat.text(held[0])}", *lines]

    def _read(self, flat: FlatEmitter, g: int) -> None:
        """The tables the routine reads, read once at its start (`hoist`)."""
        slots = self.listing.slots
        before = [k for k, v in flat.once.items() if v.startswith(READ)]
        read = {g} | {int(n) for k in before for n in re.findall(r"\d+", k)}
        for k in before:
            del flat.once[k]
        if read == set(slots):
            flat.once[_unpacked([f"R{n}" for n in sorted(read)])] = READ
        else:
            flat.once.update({f"R{n}": f"{READ}[{slots[n]}]" for n in sorted(read)})


def _any(lines: list[str]) -> list[str]:
    """`for T in R0[0]: return True` as `if R0[0]: return True`, and the
    target `_` in a loop where nothing reads it."""
    out = []
    for line, after in zip(lines, [*lines[1:], ""], strict=True):
        loop = re.fullmatch(r"( *)for ([\w, ]+) in (.+):", line)
        if loop and after == f"{loop.group(1)}    return True":
            line = f"{loop.group(1)}if {loop.group(3)}:"
        out.append(line)
    if not any(re.search(r"\bT\b", line) for line in out if not line.lstrip().startswith("for ")):
        out = [re.sub(r"^( *for )T\b", r"\1_", line) for line in out]
    return out


def _returned(s: Any) -> Any:
    return s.value if isinstance(s, ir.CdlReturn) else None


def _read_after(routine: ir.CdlRoutine, s: ir.CdlWith) -> bool:
    """Does anything in `routine` but `s` read `s`'s variable other than
    as a WITH over it of its own (which sets it before any turn reads it)?"""

    def reads(node: Any) -> bool:
        if node is s:
            return False
        if isinstance(node, tuple):
            return any(reads(item) for item in node)
        if isinstance(node, ir.CdlWith) and node.var.name == s.var.name:
            return any(reads(x) for x in node.stacks)
        if isinstance(node, ir.Var):
            return node.name == s.var.name
        if hasattr(node, "__dataclass_fields__"):
            return any(reads(getattr(node, f)) for f in node.__dataclass_fields__)
        return False

    return reads(routine.body)


TOP_CARD = "P[T][-1] & 255 if P[T] else B[T]"  # (a target's top card, or its drawing)


def _top_once(rows: list[str]) -> list[str]:
    """A loop over the targets (`for T in ...:` first) reading each one's
    top card once, into `_q`, where its parts read it more than once."""
    if "\n".join(rows).count(TOP_CARD) < 2:
        return rows
    return [
        rows[0],
        f"            _q = {TOP_CARD}",
        *(line.replace(f"({TOP_CARD})", "_q").replace(TOP_CARD, "_q") for line in rows[1:]),
    ]


def _all(terms: list[Any]) -> Any:
    """The AND of `terms`, in order."""
    out = terms[0]
    for term in terms[1:]:
        out = ir.Binary("and", out, term)
    return out


def _click(
    key: str,
    display: str,
    name: str,
    flat: str,
    idle: bool,
    proof: Click,
    emitter: Inline,
    constants: dict[str, str],
) -> list[str]:
    """A flat press's click, tried at the first position: by its condition
    where cdl_click.py proves when it changes the game (the press runs when
    the click is played), else its piles after it, run over a copy."""
    pos = "1" if idle else f"1 if P[{key}] else 0"
    if proof.condition is not None:
        head = [f"        # {comment(display)}: flat ({name}), {WHERE[FIRST]}, a move where"]
        head.append("        # it changes the game, proved by its condition (cdl_click.py)")
        emitter.lines = []
        lines = []
        if proof.drained:
            sizes = [f"len(P[{constants[d]}]) > {LIMIT}" for d in dict.fromkeys(proof.drained)]
            lines += [
                f"if {' or '.join(sizes)}:",
                "    return False  # (a pile larger than the proof's bound: the trials list it)",
            ]
        lines.append(f"out.append(({key}, {pos}, None))")
        if proof.condition != ir.Const(True):
            lines[-1:] = [f"if {emitter.text(proof.condition)}:", "    " + lines[-1]]
    else:
        head = [f"        # {comment(display)}: flat ({name}), {WHERE[FIRST]}, run over a copy"]
        head.append(f"        # of the piles ({comment(proof.why)})")
        lines = [
            "q, d = list(P), list(B)",
            f"self.{flat}(q, d, G, S, {key}, {pos})",
            "if q[CURSOR]:",
            "    return False",
            f"out.append(({key}, {pos}, None, q, d))",
        ]
    if idle:
        return head + [f"        if P[{key}]:"] + ["            " + x for x in lines]
    return head + ["        " + x for x in lines]


def _inline(
    emitter: Inline,
    routine: ir.CdlRoutine,
    context: str,
    position: str,
    result: str,
    indent: int,
    statements: tuple[Any, ...] | None = None,
) -> list[str]:
    """A direct version's IFs (or `statements` of them) written in place,
    setting `result` (a take's count), or listing the drop ("drop": a
    release's, on a target other than the pressed stack, where it takes
    every card the take holds)."""
    emitter.context, emitter.result = context, result
    emitter.rename[routine.params[0].name] = position
    emitter.rename.update(_held="held", _at="at", _count="count", _n="n")  # (`_read_once`)
    emitter.ranges.update(_held=(0, 255), _at=(0, 255))
    emitter.lines = []
    # (the last RETURN 0 goes: `result` starts at 0)
    emitter.block(indent, routine.body[:-1] if statements is None else statements)
    return emitter.lines


def _read_once(routine: ir.CdlRoutine, stack: Any, pos: Any, name: str) -> ir.CdlRoutine:
    """`routine` reading the card at `pos` of `stack` as the local `name`,
    which the listing reads once (a take's card at its position, a
    release's first card of the Cursor): a routine given it is then
    written in place (cdl_flat.py `chosen`), its arithmetic unchecked
    where a card's value (0..255) fits."""

    def card(node: Any) -> bool:
        return (
            isinstance(node, ir.CdlCardAt)
            and same_place(node.stack, stack)
            and same_place(node.pos, pos)
        )

    return _swapped(routine, card, ir.Var(name, "local"))


def _swapped(routine: ir.CdlRoutine, old: Callable[[Any], bool], new: Any) -> ir.CdlRoutine:
    """`routine` with each part `old` picks replaced by `new`."""

    def swap(node: Any) -> Any:
        if isinstance(node, tuple):
            return tuple(swap(item) for item in node)
        if old(node):
            return new
        if hasattr(node, "__dataclass_fields__"):
            return replace(node, **{f: swap(getattr(node, f)) for f in node.__dataclass_fields__})
        return node

    return replace(routine, body=swap(routine.body))


def same_place(a: Any, b: Any) -> bool:
    """The same stack (SELF, or one by name) or position (a constant, a parameter)."""
    if isinstance(a, ir.CdlContext) or isinstance(b, ir.CdlContext):
        return isinstance(a, ir.CdlContext) and isinstance(b, ir.CdlContext)
    if isinstance(a, ir.CdlStack) and isinstance(b, ir.CdlStack):
        return a.name == b.name
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return a.value == b.value and type(a.value) is type(b.value)
    if isinstance(a, ir.Var) and isinstance(b, ir.Var):
        return a.name == b.name and a.scope == b.scope
    return False


def _unpacked(names: list[str]) -> str:
    """What a tuple of `names` is unpacked into: `R0, R1`, `(R0,)`."""
    return ", ".join(names) if len(names) > 1 else f"({names[0]},)"


def _tuple(items: Any) -> str:
    items = list(items)
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


__all__ = ["Inline", "Listing", "Lookups", "attribute", "listing_method", "plan"]
