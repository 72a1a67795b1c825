"""A game's whole move listing as one generated method, where every press
is direct or flat and every release direct (paperc/codegen/cdl_direct.py,
cdl_flat.py), each remembered by its views.

The engine's listing (runtime/engine/cdl/listing.py) reads the search's
plan in loops over buttons, presses and releases. For such a game paperc
writes that listing out over the game's own stacks (`flat_listing`): the
targets of each release are numbered by their views (a look-up by pile,
in place), the state's mask of those views is kept in a local, each direct
press's takes are looked up by pile in place and each take's masks ANDed
with the state's; only what is met for the first time and the moves found
go through runtime/engine/cdl/written.py. `listing_plan` says which plan
the method was written for: the engine checks it against the plan it
derives from the class's facts, and lists the general way if they differ.

`plan` mirrors the engine's `moves.plans` and `listing.qualifies` on what
paperc knows (the facts, the direct versions, the flat presses); a
bundled game that qualifies and does not take its written listing fails
tests/runtime/cdl/test_cdl_direct.py.
"""

from __future__ import annotations

from typing import Any

from paperc import ir
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
EVERY, FIRST, TOP = 0, 1, 2  # where a press is tried (runtime/engine/cdl/moves.py)
WHERE = {EVERY: "at every position", FIRST: "at the first position", TOP: "at the top"}


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
    direct: dict[str, tuple[str, ...]],
    flat_presses: set[str],
) -> tuple | None:
    """The search's plan as the engine will derive it (runtime/engine/cdl/
    written.py `plan_of`), when the game qualifies for a written listing:
    one button, every press direct (remembered by its view) or flat, every
    release that may take cards direct and remembered by its views; else None.
    `facts` and `direct` are the generated class's (by Python method name)."""
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
        version = direct.get(names[takes[target]], ())
        if len(version) != 3 or not version[0].removeprefix("flat_").startswith("accept_"):
            return None  # a release that keeps its trials, or is not remembered
        groups.setdefault(version[0], []).append(target)
    presses = []
    for key in sorted(press):
        routine = press[key]
        own = takes.get(key)
        blind = proved(routine, "position_blind") and (own is None or proved(own, "position_blind"))
        at = TOP if proved(routine, "top_only") else FIRST if blind else EVERY
        version = direct.get(names[routine], ())
        if version and version[0].removeprefix("flat_").startswith("take_"):
            if len(version) != 2:
                return None  # not remembered by its view
            name = version[0]
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
        "    # the search's plan `flat_listing` is written for (runtime/engine/cdl/written.py):",
        "    # per press its stack, version, where it is tried (0 every position, 1 the",
        "    # first, 2 the top) and whether it is idle when empty; per release its targets",
    ]
    return lines + layout(_atoms(found), 4, "listing_plan = ")


def _atoms(value: Any) -> Any:
    if isinstance(value, tuple):
        return Call("", tuple(_atoms(v) for v in value), tuple=True)
    return Atom(py(value))


def listing_method(found: tuple, program: ir.CdlProgram, constants: dict[str, str]) -> dict:
    """`flat_listing(P, B, L)`: the moves of a state (through `L`, a
    runtime Lister); False when a flat press's trial must run."""
    _, presses, groups = found[0]
    stack = [constants[s.name] for s in program.stacks]
    display = [s.display for s in program.stacks]
    width = len(groups)
    kept = any(len(targets) > 1 for _, targets in groups)
    names, values = (
        ("memos, takes, seen", "L.memos, L.takes, L.seen")
        if kept
        else ("memos, takes", "L.memos, L.takes")
    )
    body = [f"        {names} = {values}"]
    # (the state's masks recur, and what is kept by them pays, where a release has
    # several targets: a release's only target changes with most moves that reach it)
    for g, (accept, targets) in enumerate(groups):
        piles, bottoms = _pick("P", targets, stack), _pick("B", targets, stack)
        numbering = [
            f"memo = memos[{g}]",
            f"m{g} = w{g} = 0",
            f"n{g} = []",
            f"for t in {_tuple(stack[t] for t in targets)}:",
            "    p = P[t]",
            "    f = memo.get(id(p))",
            f"    n = f[2] if f is not None and f[0] is p and f[1] == B[t] else L.number({g}, t)",
            f"    w{g} |= m{g} & 1 << n",
            f"    m{g} |= 1 << n",
            f"    n{g}.append(n)",
        ]
        if len(targets) == 1:
            body += [
                f"        # {comment(accept)}: its target's view, numbered; the state's mask of it",
                *("        " + line for line in numbering),
            ]
            continue
        body += [
            f"        # {comment(accept)}: its targets' views, numbered; the state's mask of",
            "        # them (kept while its targets' piles are the same: most moves leave them)",
            f"        q = {piles}",
            f"        if seen[{g}][0] == q and seen[{g}][1] == {bottoms}:",
            f"            _, _, m{g}, w{g}, n{g} = seen[{g}]",
            "        else:",
            *("            " + line for line in numbering),
            f"            seen[{g}] = (q, {bottoms}, m{g}, w{g}, n{g})",
        ]
    body.append(f"        L.numbers = {_tuple(f'n{g}' for g in range(width))}")
    index = 0
    runs = 0  # the runs of direct presses whose moves are kept (`L.again`)
    while index < len(presses):
        key, name, at, idle = presses[index]
        if not name.removeprefix("flat_").startswith("take_"):
            body += [
                f"        # {comment(display[key])}: flat ({name}), {WHERE[at]}",
                f"        if not L.flat({index}, {stack[key]}):",
                "            return False",
            ]
            index += 1
            continue
        member = _member(key, groups)
        run = [(index, key)]
        while index + len(run) < len(presses):
            other = presses[index + len(run)]
            if other[1:] != (name, at, idle) or [m is None for m in _member(other[0], groups)] != [
                m is None for m in member
            ]:
                break
            run.append((index + len(run), other[0]))
        index += len(run)
        places = [m is not None for m in member]
        rows = [(i, stack[k], *(m for m in _member(k, groups) if m is not None)) for i, k in run]
        inside = ["i", "key"] + [f"j{g}" for g, here in enumerate(places) if here]
        who = ", ".join(display[k] for _, k in run)
        loop = [
            *_loop(", ".join(inside), [_tuple(map(str, r)) for r in rows]),
            "            p = P[key]",
            "            if not p:",
            "                continue",
            "            f = takes[i].get(id(p))",
            "            if f is None or f[0] is not p or f[1] != B[key]:",
            "                f = L.take(i, key)",
        ]
        again = kept and len(run) > 1
        if again:  # (its moves again where its piles and the targets' views are as last time)
            sources = [k for _, k in run]
            again = f"L.again({runs}, {_pick('P', sources, stack)}, {_pick('B', sources, stack)})"
            loop = [f"        if not {again}:", *("    " + line for line in loop)]
            runs += 1
        body += [f"        # {comment(who)}: direct ({name}), {WHERE[at]}", *loop]
        indent = "    " if again else ""
        asks = []
        for g, here in enumerate(places):
            if here:  # not its own view, unless another target has it
                own = f"n{g}[j{g}]"
                mine = f"m{g} if w{g} >> {own} & 1 else m{g} & ~(1 << {own})"
                body.append(f"{indent}            k{g} = {mine}")
                asks.append(f"k{g}")
            else:
                asks.append(f"m{g}")
        if not kept:
            answers = ", ".join(f"a{g}" for g in range(width)) + ("," if width == 1 else "")
            body.append(f"            for pos, count, ({answers}) in f[2]:")
            for g in range(width):
                body += [
                    f"                if {asks[g]} & ~a{g}[1]:",
                    f"                    L.ask({g}, a{g}, key, count)",
                ]
            for g in range(width):
                body.append(f"                h{g} = m{g} & a{g}[0]")
            hits = " or ".join(f"h{g}" for g in range(width))
            found = _tuple(f"h{g}" for g in range(width))
            body += [
                f"                if {hits}:",
                f"                    L.hit(key, pos, count, {found})",
            ]
            continue
        masks = [f"m{g}" for g in range(width)]
        seen = _tuple(masks + [a for a in asks if a not in masks])
        answers = ", ".join(f"a{g}" for g in range(width)) + ("," if width == 1 else "")
        part = [
            "            # (its takes' hits, kept with its takes by the state's masks)",
            f"            g = f[3].get({seen})",
            "            if g is None:",
            "                g = []",
            f"                for pos, count, ({answers}) in f[2]:",
        ]
        for g in range(width):
            part += [
                f"                    if {asks[g]} & ~a{g}[1]:",
                f"                        L.ask({g}, a{g}, key, count)",
            ]
        hits = " or ".join(f"m{g} & a{g}[0]" for g in range(width))
        part += [
            f"                    if {hits}:",
            "                        g.append((pos, count, "
            f"{_tuple(f'm{g} & a{g}[0]' for g in range(width))}))",
            f"                L.keep(f, {seen}, g)",
            "            for pos, count, hits in g:",
            "                L.hit(key, pos, count, hits)",
        ]
        body += [indent + line for line in part]
        if again:
            body.append(f"            L.done({runs - 1})")
    body.append("        return True")
    signature = ["    def flat_listing(self, P: tuple, B: tuple, L: Lister) -> bool:"]
    first = dispatch(program, PRESS["left"])[presses[0][0]]
    line = next(r.line for r in program.routines if r.key == first)
    note = f"# the whole move listing over the piles, from {display[presses[0][0]]}'s (line {line})"
    return method(note, signature, body)


def _loop(names: str, rows: list[str]) -> list[str]:
    """`for names in (rows):` on one line, or one row a line as ruff lays it out."""
    line = f"        for {names} in {_tuple(rows)}:"
    if len(line) <= 100:
        return [line]
    return [f"        for {names} in (", *(f"            {r}," for r in rows), "        ):"]


def _pick(table: str, targets: tuple[int, ...], stack: list[str]) -> str:
    """The piles (or drawings) of `targets` from `table`: a slice where they
    are stacks in a row (`P[A1 : A4 + 1]`), else a tuple."""
    first, last = targets[0], targets[-1]
    if list(targets) == list(range(first, last + 1)):
        return f"{table}[{stack[first]} : {stack[last]} + 1]"
    return _tuple(f"{table}[{stack[t]}]" for t in targets)


def _member(key: int, groups: tuple) -> list[int | None]:
    """Where stack `key` is among each release's targets (None: not one)."""
    return [targets.index(key) if key in targets else None for _, targets in groups]


def _tuple(items: Any) -> str:
    items = list(items)
    return "(" + ", ".join(items) + ("," if len(items) == 1 else "") + ")"


__all__ = ["attribute", "listing_method", "plan"]
