"""CDL IR -> the Python module of a game: a `CdlGame` subclass, one method per
stack method and routine, in the frame every generated module shares
(writer.py, templates/module.py.jinja).

This module prepares the names (one `Namer` per module for its methods,
so that a call and the definition it calls always agree), the class's data
(laid out by `pyfmt` as ruff would) and the method bodies (cdl_emit.py).
"""

from __future__ import annotations

import re
import textwrap
from collections.abc import Callable
from typing import Any

from paperc import ir
from paperc.codegen.cdl_direct import (
    Direct,
    direct_routine,
    direct_shape,
    paths,
    top_only,
    trial_presses,
    trial_releases,
    unplaced,
)
from paperc.codegen.cdl_emit import DEFAULTS, PY_TYPES, ConstantNames, Emitter, Temp
from paperc.codegen.cdl_facts import Facts
from paperc.codegen.cdl_flat import (
    Flat,
    FlatEmitter,
    flat_paths,
    same,
    value_ranges,
)
from paperc.codegen.cdl_listing import (
    PRESS,
    Inline,
    Lookups,
    attribute,
    dispatch,
    listing_method,
    plan,
)
from paperc.codegen.cdl_safe import Safety
from paperc.codegen.naming import Namer, pyident
from paperc.codegen.pyfmt import Atom, Call, Keyword, layout
from paperc.codegen.render import comment, py
from paperc.codegen.writer import (
    class_name,
    constant_lines,
    import_lines,
    mark,
    method,
    signature,
    write_module,
)

PREFIX = {"procedure": "proc", "function": "func", "predicate": "pred"}
METHOD_TITLES = {
    "start": "Start",
    "help": "Help",
    "select": "Select",
    "selectfrom": "SelectFrom",
    "selectto": "SelectTo",
    "selectleft": "SelectLeft",
    "selectright": "SelectRight",
    "selectleftfrom": "SelectLeftFrom",
    "selectleftto": "SelectLeftTo",
    "selectrightfrom": "SelectRightFrom",
    "selectrightto": "SelectRightTo",
}
HELPERS = ("_card_text", "_div", "_i16", "_is_shaded", "_is_side_down", "_is_side_up", "_mod")
# what the flat versions of the system predicates use (runtime/engine/cdl/flat.py)
FLAT_HELPERS = ("_card", "_inverse", "_move", "_pull", "_remove", "_top", "_turn", "_side_up")
AMBIGUOUS = {"l": "l_"}  # ruff E741; `l_` is never a pyident result
IMPORTS = ["CdlGame", "StackInfo", "Vm"]
STACKS_NOTE = "the stacks, numbered as in stack_table; the Cursor (the dragged cards) last"
VALUES_NOTE = (
    "the named values the source uses (a card is its rank 0..12 plus its suit: 0, 13, 26, 39)"
)


def python_names(program: ir.CdlProgram, namer: Namer | None = None) -> dict[str, str]:
    """Routine key -> Python method name; methods are `on_<stack>_<method>`."""
    names: dict[str, str] = {}
    namer = Namer() if namer is None else namer
    for r in program.routines:
        if r.kind == "method":
            stack, _, rest = r.key.partition(".")
            method, _, n = rest.partition("#")
            base = f"on_{stack}_{method}" + (f"_{n}" if n else "")
        else:
            base = f"{PREFIX[r.kind]}_{r.key.removesuffix('?')}"
            if namer.gave(pyident(base)):  # `x` and `x?` both declared
                base = f"{PREFIX[r.kind]}_{r.key}"
        names[r.key] = namer(base)
    return names


def read_names(
    routine: ir.CdlRoutine, counted: Callable[[Any, ir.While], bool] | None = None
) -> set[str]:
    """Locals and parameters the body reads (not only assigns); with
    `counted` (a flat version's), not a counted loop's own test and step
    (cdl_flat.py `FlatEmitter.counted`: its `for` sets the variable)."""
    found: set[str] = set()
    cards: list[ir.Binary] = []  # the counted loops' `s!` around: their `s[i]` is the card

    def walk(node: Any, assigning: bool = False) -> None:
        if isinstance(node, tuple) and counted is not None:
            for index, item in enumerate(node):
                before = node[index - 1] if index else None
                if isinstance(item, ir.While) and counted(before, item):
                    walk(item.cond.right)
                    cards.append(item.cond)
                    walk(item.body[:-1])
                    cards.pop()
                else:
                    walk(item)
            return
        if isinstance(node, ir.CdlCardAt) and any(
            same(node.stack, c.right.stack) and same(node.pos, c.left) for c in cards
        ):
            walk(node.stack)
            return
        if isinstance(node, ir.Var):
            if node.scope != "global" and not assigning:
                found.add(node.name)
            return
        if isinstance(node, ir.Assign):
            walk(node.target, assigning=isinstance(node.target, ir.Var))
            walk(node.value)
            return
        if isinstance(node, ir.CdlWith):
            walk(node.stacks)
            walk(node.body)
            return
        if isinstance(node, tuple):
            for item in node:
                walk(item)
            return
        if hasattr(node, "__dataclass_fields__"):
            for field in node.__dataclass_fields__:
                walk(getattr(node, field))

    walk(routine.body)
    return found


def stack_constants(program: ir.CdlProgram, namer: Namer) -> dict[str, str]:
    """Stack key -> the module constant that numbers it (`WASTE`), in the
    order of the stack table; the Cursor is `CURSOR`, numbered last."""
    out = {s.name: namer(s.name.upper()) for s in program.stacks}
    out["cursor"] = "CURSOR"
    return out


def method_view(
    routine: ir.CdlRoutine,
    names: dict[str, str],
    stacks: dict[str, str],
    constants: dict[str, str],
    values: ConstantNames,
    used_helpers: set[str],
    recursive: bool = True,
    note: str = "",
) -> dict[str, Any]:
    emitter = Emitter(names, constants, values)
    read = read_names(routine)
    unused = [v.name for v in routine.locals if v.name not in read]
    rename = {name: "_unused_" + emitter.local_name(name) for name in unused}
    emitter.rename = {**AMBIGUOUS, **rename}
    if recursive:  # only a routine that can call itself may call on forever
        emitter.emit(8, f"_vm.tick({mark(routine.line)})")
    for var in routine.locals:
        emitter.emit(8, f"{emitter.text(ir.Var(var.name, 'local'))} = {py(DEFAULTS[var.type])}")
    emitter.block(8, routine.body)
    text = "\n".join(emitter.lines)
    used_helpers.update(h for h in HELPERS if h + "(" in text)
    params = [
        f"{emitter.text(ir.Var(p.name, 'param'))}: {PY_TYPES[p.type]}" for p in routine.params
    ]
    returns = "None" if routine.result is None else PY_TYPES[routine.result]
    if routine.kind == "method":
        stack = stacks[routine.stack or ""]
        title = METHOD_TITLES[routine.method or ""]
        note = f"stack {stack}, {title}{note} (line {routine.line})"
    else:
        note = f"{routine.kind} {routine.display} (line {routine.line})"
    lines = signature(names[routine.key], ["self", "_vm: Vm", *params], returns)
    return method(f"# {comment(note)}", lines, emitter.lines)


def flat_view(
    routine: ir.CdlRoutine,
    flat_names: dict[str, str],
    constants: dict[str, str],
    values: ConstantNames,
    globals_: list[str],
    used_helpers: set[str],
    routines: dict[str, ir.CdlRoutine],
    ranges: dict[str, tuple[int, int]] | None = None,
    lookups: Lookups | None = None,
) -> dict[str, Any]:
    """A routine's flat version (paperc/codegen/cdl_flat.py): the same body
    over plain values, `P` the piles, `B` the drawings, `G` the globals,
    `S` the steps counted, `H` the contextual stack (None for a predicate)."""
    emitter = FlatEmitter(
        {}, constants, values, flat_names=flat_names, globals_=globals_, routines=routines
    )
    emitter.ranges = ranges or {}
    emitter.lookups = lookups
    read = read_names(routine, emitter.counted_shape)
    unused = [v.name for v in routine.locals if v.name not in read]
    rename = {name: "_unused_" + emitter.local_name(name) for name in unused}
    emitter.rename = {**AMBIGUOUS, **rename}
    emitter.fix(routine)
    for var in routine.locals:
        emitter.emit(8, f"{emitter.text(ir.Var(var.name, 'local'))} = {py(DEFAULTS[var.type])}")
    emitter.block(8, routine.body)
    emitter.hoist(len(routine.locals))
    # (a local only a WITH written as look-ups named, `Lookups`, is not set at all)
    for line in emitter.lines[: len(routine.locals)]:
        name = line.split()[0]
        if not any(re.search(rf"\b{name}\b", rest) for rest in emitter.lines if rest is not line):
            emitter.lines.remove(line)
    text = "\n".join(emitter.lines)
    used_helpers.update(h for h in HELPERS if h + "(" in text)
    used_helpers.update(h for h in FLAT_HELPERS if _calls(h, text))
    if "raise Overrun" in text:
        used_helpers.add("Overrun")
    params = [
        f"{emitter.text(ir.Var(p.name, 'param'))}: {PY_TYPES[p.type]}" for p in routine.params
    ]
    returns = "None" if routine.result is None else PY_TYPES[routine.result]
    note = f"{routine.kind} {routine.display}, flat (line {routine.line})"
    args = ["self", "P: list", "B: list", "G: tuple", "S: list", "H: int | None", *params]
    lines = signature(flat_names[routine.key], args, returns)
    return method(f"# {comment(note)}", lines, emitter.lines)


def render_game(game: ir.Game) -> str:
    """The whole module, through the shared frame (`writer.write_module`)."""
    program = game.program
    assert isinstance(program, ir.CdlProgram)
    methods_namer = Namer()
    names = python_names(program, methods_namer)
    stacks = {s.name: s.display for s in program.stacks}
    name = class_name(game.game_id, IMPORTS)
    # one namespace for the module's constants: the stacks', then the named values'
    # (and the flat versions' and the written listing's parameters, and the listing's
    # tables of targets R0, R1... one at most per stack: cdl_flat.py, cdl_listing.py)
    tables = {f"R{g}" for g in range(len(program.stacks))}
    namer = Namer({name, "CURSOR", "LINE_TABLE", "P", "B", "G", "S", "H", "T", *tables})
    constants = stack_constants(program, namer)
    values = ConstantNames(namer)
    used: set[str] = set()
    facts = Facts(program)
    methods = [
        method_view(r, names, stacks, constants, values, used, r.key in facts.recursive)
        for r in program.routines
    ]
    direct = direct_methods(program, facts, names, methods_namer)
    directs = tuple({r.key: r for r, *_ in direct}.values())  # (methods alike share one)
    releases = trial_releases(program, facts)
    flat = Flat(program, facts, trial_presses(program, facts), directs, releases)
    flat_names = {
        r.key: methods_namer("flat_" + (names[r.key] if "@" in r.key else tail(names[r.key])))
        for r, _ in flat.routines()
    }
    # a direct version written flat is that version (`flat_take_...`): the engine
    # counts over the piles, and runs the stack method itself where it gives way
    for routine, shape, original in direct:
        if routine.key in flat_names:
            names[routine.key] = flat_names[routine.key]
            continue
        if any(r is routine for r, *_ in direct[: direct.index((routine, shape, original))]):
            continue  # (written for an earlier method alike)
        note = DIRECT_NOTES[shape.kind]
        methods.append(
            method_view(
                routine, names, stacks, constants, values, used, original in facts.recursive, note
            )
        )
    globals_ = [v.name for v in program.globals]
    flat_routines = [r for r, _ in flat.routines()]
    entries = {k for k in flat_names if "@" in k or facts.routines[k].kind == "method"}
    entries |= {k for k in (program.integrity, program.win, program.loose) if k}
    ranges = value_ranges(flat_routines, entries)
    listing, lookups = None, None
    written = written_plan(program, names, facts, direct, flat, flat_names)
    if written is not None:
        directs = {flat_names[r.key]: r for r, *_ in direct if r.key in flat_names}
        presses = {names[k]: flat_names[k] for k, why in flat.flat_presses().items() if not why}
        routines = facts.routines

        def inline(routine: ir.CdlRoutine) -> Inline:
            emitter = Inline(
                {}, constants, values, flat_names=flat_names, globals_=globals_, routines=routines
            )
            emitter.ranges, emitter.rename = ranges.get(routine.key, {}), dict(AMBIGUOUS)
            emitter.fix(routine)
            return emitter

        setting = dict(take_sets(direct, names, constants, values))
        sets = {
            key: setting[names[routine]]
            for key, routine in dispatch(program, PRESS["left"]).items()
            if names[routine] in setting
        }
        listing = listing_method(written, program, constants, directs, presses, inline, sets)
        if listing is None:
            written = None
        elif listing.tables is not None:
            stack = [constants[s.name] for s in program.stacks]
            groups = sorted(written[0][2], key=lambda g: g[1][0])
            lookups = Lookups(listing, [t for _, t in groups], stack, inline)
    flat_methods = {
        flat_names[routine.key]: flat_view(
            routine,
            flat_names,
            constants,
            values,
            globals_,
            used,
            facts.routines,
            ranges.get(routine.key, {}),
            lookups,
        )
        for routine in flat_routines
    }
    # only the flat versions something calls: one written in place everywhere goes
    called = {flat_names[k] for k in entries if k in flat_names}
    while True:
        text = "\n".join("\n".join(flat_methods[n]["body"]) for n in called)
        more = {n for n in flat_methods if f"self.{n}(" in text} - called
        if not more:
            break
        called |= more
    methods += [view for name, view in flat_methods.items() if name in called]
    safe = Safety(program, facts, set(flat_names)).slots(program)
    if listing is not None and (lookups is None or not lookups.used):
        listing.alone()
    if listing is not None:
        methods += [m for m in (listing.tables, listing.method) if m is not None]
        text = "\n".join(line for m in (listing.tables, listing.method) if m for line in m["body"])
        used.update(h for h in HELPERS + FLAT_HELPERS if _calls(h, text))
    numbered = [(constants[s.name], number) for number, s in enumerate(program.stacks)]
    groups = [(STACKS_NOTE, [*numbered, ("CURSOR", len(program.stacks))])]
    if values.given:
        groups.append((VALUES_NOTE, values.definitions()))
    imports = IMPORTS + sorted(h for h in used if not h.startswith("_"))
    helpers = [f"from runtime.cdl import {h[1:]} as {h}" for h in sorted(used) if h[0] == "_"]
    return write_module(
        game,
        module_doc=f"{game.title}: a CardsWorkShop (CDL) game, compiled by paperc.",
        imports=import_lines("runtime.cdl", imports) + helpers,
        constants=constant_lines(groups),
        class_name=name,
        base="CdlGame",
        attributes=attributes(
            game,
            program,
            names,
            facts,
            direct,
            flat_names,
            safe,
            flat,
            lookups.looked if lookups else (),
            take_sets(direct, names, constants, values),
        )
        + ([] if written is None else attribute(written)),
        methods=methods,
        class_tail=[],
    )


def tail(name: str) -> str:
    """A method's name without its kind (`pred_win`: `win`)."""
    return name.partition("_")[2]


def written_plan(
    program: ir.CdlProgram,
    names: dict[str, str],
    facts: Facts,
    direct: list[tuple[ir.CdlRoutine, Direct, str]],
    flat: Flat,
    flat_names: dict[str, str],
) -> tuple | None:
    """The plan of the game's written listing (cdl_listing.py), if it qualifies."""
    found = dict(method_facts(program, names, facts))
    versions = {names[original]: names[r.key] for r, _, original in direct}
    presses = {names[k] for k, why in flat.flat_presses().items() if not why}
    releases = {names[k]: flat_names[k] for k, why in flat.flat_releases().items() if not why}
    return plan(program, names, found, versions, presses, releases)


def take_sets(
    direct: list[tuple[ir.CdlRoutine, Direct, str]],
    names: dict[str, str],
    constants: dict[str, str],
    values: ConstantNames,
) -> tuple[tuple[str, tuple[tuple[str, str], ...]], ...]:
    """Each direct press that sets globals as it takes (cdl_direct.py
    `Direct.sets`): its Python method and (global, the value as written:
    a stack's constant, a named value's, a literal, None for SELF)."""

    def text(value: Any) -> str:
        if isinstance(value, ir.CdlStack):
            return constants[value.name]
        if isinstance(value, ir.Const):
            return values(value) if value.name else py(value.value)
        return "None"

    return tuple(
        (names[original], tuple((n, text(v)) for n, v in shape.sets))
        for _, shape, original in direct
        if shape.sets
    )


DIRECT_NOTES = {"take": ", direct: the cards it takes", "accept": ", direct: the cards it accepts"}


def direct_methods(
    program: ir.CdlProgram, facts: Facts, names: dict[str, str], namer: Namer
) -> list[tuple[ir.CdlRoutine, Direct, str]]:
    """The direct version of each stack method of a direct shape (cdl_direct.py):
    (its routine, the shape, the method's own key); `names` gets their names.
    Methods whose versions are alike but for their source lines (two stacks'
    `SelectFrom(Spos) is Take(Spos)`) share the first's."""
    out = []
    seen: dict[Any, ir.CdlRoutine] = {}
    for r in program.routines:
        if r.kind != "method":
            continue
        shape = direct_shape(r, facts)
        if not isinstance(shape, Direct):
            continue
        key = f"{r.key}@{shape.kind}"
        version = direct_routine(r, shape, key)
        alike = unplaced((shape.kind, version.params, version.body))
        if alike in seen:
            out.append((seen[alike], shape, r.key))
            continue
        seen[alike] = version
        suffix = names[r.key].removeprefix("on")
        names[key] = namer(shape.kind + suffix)
        out.append((version, shape, r.key))
    return out


def attributes(
    game: ir.Game,
    program: ir.CdlProgram,
    names: dict[str, str],
    facts: Facts,
    direct: list[tuple[ir.CdlRoutine, Direct, str]],
    flat_names: dict[str, str],
    safe: dict[str, tuple[int, ...]],
    flat: Flat,
    looked: tuple[str, ...] = (),
    sets: tuple[tuple[str, tuple[tuple[str, str], ...]], ...] = (),
) -> list[str]:
    """The class's data, laid out as ruff would (`pyfmt`): the grid, ORDER,
    the globals, the special predicates, the facts, the stack table."""
    lines = [
        f"    game_id = {py(game.game_id)}",
        f"    title = {py(game.title)}",
        f"    source_path = {py(game.source_path)}",
        f"    grid = {py((program.width, program.height))}",
    ]
    lines += layout(atoms(program.order), 4, "order = ")
    if program.globals:
        pairs = [(v.name, DEFAULTS[v.type]) for v in program.globals]
        lines += layout(atoms(pairs), 4, "global_vars = ")
    for slot in ("integrity", "win", "loose"):
        method_name = names.get(getattr(program, slot) or "")
        if method_name:
            lines.append(f"    {slot} = {py(method_name)}")
    found = method_facts(program, names, facts)
    if found:
        lines += [
            "    # what paperc proved of the methods (paperc/codegen/cdl_facts.py): the",
            "    # move search skips the trials these rule out, and remembers results",
        ]
        items = tuple(Keyword(py(name), atoms(of), ": ") for name, of in found)
        lines += layout(Call("", items, tuple=True, brackets="{}"), 4, "facts = ")
    presses = flat.flat_presses()
    flat_direct = {original for r, _, original in direct if r.key in flat_names}
    tried = {**flat.flat_releases(), **presses}
    lines += path_comment(program, facts, safe, tried, flat_direct, looked)
    if direct:
        lines += [
            "    # stack method -> its direct version (take_ a press, accept_ a release, flat_",
            "    # over the piles)",
        ]
        items = tuple(
            Keyword(py(names[original]), Atom(py(names[r.key])), ": ") for r, _, original in direct
        )
        lines += layout(Call("", items, tuple=True, brackets="{}"), 4, "direct = ")
        if sets:
            lines.append(
                "    # direct press -> the globals it sets as it takes (None: its own stack)"
            )
            items = tuple(
                Keyword(
                    py(name),
                    Call(
                        "",
                        tuple(Call("", (Atom(py(n)), Atom(v)), tuple=True) for n, v in pairs),
                        tuple=True,
                    ),
                    ": ",
                )
                for name, pairs in sets
            )
            lines += layout(Call("", items, tuple=True, brackets="{}"), 4, "take_sets = ")
    judged = [
        getattr(program, slot)
        for slot in ("integrity", "win", "loose")
        if getattr(program, slot) in flat_names
    ]
    if judged:
        lines.append("    # system predicate -> its flat version (paperc/codegen/cdl_flat.py)")
        items = tuple(Keyword(py(names[k]), Atom(py(flat_names[k])), ": ") for k in judged)
        lines += layout(Call("", items, tuple=True, brackets="{}"), 4, "flat = ")
    kinds = (("press", "flat_presses", presses), ("release", "flat_releases", flat.flat_releases()))
    for kind, attribute_name, found in kinds:
        keys = [k for k, why in found.items() if not why]
        if keys:
            lines.append(
                f"    # {kind} method -> its flat version, which runs its trials (cdl_flat.py)"
            )
            items = tuple(Keyword(py(names[k]), Atom(py(flat_names[k])), ": ") for k in keys)
            lines += layout(Call("", items, tuple=True, brackets="{}"), 4, f"{attribute_name} = ")
    if safe:
        lines += [
            "    # the flat predicates that cannot fault (paperc/codegen/cdl_safe.py): the",
            "    # search judges only the move played; their steps as a polynomial in the",
            "    # cards of the largest pile (coefficients, from the constant term)",
        ]
        items = tuple(Keyword(py(names[k]), atoms(v), ": ") for k, v in safe.items())
        lines += layout(Call("", items, tuple=True, brackets="{}"), 4, "safe = ")
    # each stack's methods once per set of them, named after the first
    # stack that has it: stacks of one type share theirs
    tables: dict[tuple, str] = {}
    for s in program.stacks:
        methods = tuple((m, names[k]) for m, k in s.methods)
        if methods and methods not in tables:
            table = f"{s.name.upper()}_METHODS"
            while table in tables.values():  # names that differ only in case
                table = "_" + table
            tables[methods] = table
    if tables:
        lines.append("    # a stack's CDL methods -> the class's Python methods")
    for methods, table in tables.items():
        items = tuple(Keyword(py(m), Atom(py(k)), ": ") for m, k in methods)
        lines += layout(Call("", items, tuple=True, brackets="{}"), 4, f"{table} = ")
    rows = tuple(
        Call(
            "StackInfo",
            (
                *(Atom(py(v)) for v in (s.name, s.display, s.x, s.y, s.w, s.h, s.direction)),
                Atom(tables.get(tuple((m, names[k]) for m, k in s.methods), "{}")),
            ),
        )
        for s in program.stacks
    )
    lines.append("    # key, name, X, Y, W, H, Direction, its methods")
    return lines + layout(Call("", rows, tuple=True), 4, "stack_table = ")


def path_comment(
    program: ir.CdlProgram,
    facts: Facts,
    safe: dict[str, tuple[int, ...]],
    presses: dict[str, str],
    flat_direct: set[str],
    looked: tuple[str, ...] = (),
) -> list[str]:
    """A comment saying, per stack, how the move search reads its press and
    release methods: as direct moves (counted over the piles: "flat"), or
    by trials (and why); and the routines whose WITHs over a release's
    targets are looked up in the listing's tables (`looked`)."""
    lines = ["    # how the move search reads each stack's methods (paperc/codegen/cdl_direct.py):"]
    for stacks, name, path, why, key in paths(program, facts):
        if key in flat_direct:
            path += ", flat"
        if key in presses:
            found = presses[key]
            if found:
                why += f"; no flat version: {found}"
            else:
                why += "; run as plain Python over the piles"
        heading = comment(f"{', '.join(stacks)} {METHOD_TITLES[name]}:")
        lines += ["    #   " + part for part in textwrap.wrap(heading, 92)]
        lines += ["    #     " + part for part in textwrap.wrap(comment(f"{path}: {why}"), 90)]
    judges = flat_paths(program, facts)
    if judges:
        lines.append("    #   the system predicates (paperc/codegen/cdl_flat.py):")
        for key, name, path in judges:
            if key in safe:
                path += "; cannot fault: judged only on the move played"
            lines += ["    #     " + part for part in textwrap.wrap(comment(f"{name} {path}"), 90)]
    if looked:
        note = (
            f"{', '.join(looked)}: a WITH asking a predicate of a release's targets looks"
            " them up in the listing's tables of them (flat_targets, paperc/codegen/cdl_listing.py)"
        )
        lines += ["    #     " + part for part in textwrap.wrap(comment(note), 90)]
    return lines if len(lines) > 1 else []


def _calls(helper: str, text: str) -> bool:
    """Does generated `text` use `helper` (a function called, a table indexed)?"""
    return helper + "(" in text or helper + "[" in text


def atoms(values: Any) -> Call:
    """A tuple display of plain values."""
    return Call("", tuple(Atom(py(v)) for v in values), tuple=True)


def method_facts(
    program: ir.CdlProgram, names: dict[str, str], facts: Facts
) -> list[tuple[str, Any]]:
    """(method, facts) for each stack method with facts, win? and loose?
    (pure ones need not run again for a state already judged), and each
    routine the engine may remember (`stack_params=`)."""
    judges = (program.win, program.loose)
    out = []
    for routine in program.routines:
        found = facts.of(routine)
        if routine.kind == "method" and top_only(routine, facts):
            found += ("top_only",)
        remembered = any(f.startswith("stack_params=") for f in found)
        if routine.kind != "method" and routine.key not in judges and not remembered:
            continue
        if found:
            out.append((names[routine.key], found))
    return out


__all__ = ["Temp", "render_game"]
