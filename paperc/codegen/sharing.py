"""What a family of games holds alike, written once.

Games that `#use` the same files (Klondike and its variants, the Spiders,
the Forty Thieves family, ...) each get a whole class from the Paperlang
writer, nearly the same: the code of what the included files define. When
paperc compiles them together (`paperc --share`, `make plugins`), the games
of one folder that include the same files, with the same contents, are a
family, and `share` moves what their classes hold alike into one shared
module, `included/<include>.py` beside the plugins: a base class with the
members (methods, data) whose lines, and the source lines they name, are
the same in every game, with the module constants they read. Each game's
plugin keeps what is its own: its id, title and rules text, the values it
declares (`flat_globals`, its deck), its own statements, its registration.

A plugin names its base through `runtime.paperlang.shared_rules`, with the
sha256 of the shared module it was compiled with: the runtime loads that
module from the plugin's folder, else from the bundled games, so a plugin
copied alone into a folder of plugins still plays (and one whose shared
module has changed since is refused, by name, never run on other code).

The moves are made on the modules before their marks become line tables
(`writer.marked_module`), so each module's `LINE_TABLE` names the source
lines of the code it holds, the included file's for the shared code.
"""

from __future__ import annotations

import ast
import hashlib
import textwrap
from dataclasses import dataclass, field
from pathlib import PurePosixPath

from paperc.codegen.pyfmt import Atom, Call, layout
from paperc.codegen.render import comment, py
from paperc.codegen.writer import MARKED, class_name, finish_module, import_lines
from paperc.version import __version__

FOLDER = "included"  # beside the plugins: the family modules (runtime.registry reads it too)
OWN = frozenset({"game_id", "title", "source", "rules"})  # always the game's own
RUNTIME = "runtime.paperlang"
LOADER = "shared_rules"
FINGERPRINT = 16  # hex digits of the shared module's sha256 a plugin names


@dataclass
class Member:
    """A statement of the class, with the comment lines above it."""

    name: str
    lines: list[str]  # marked
    is_def: bool
    reads: set[str]  # the names it loads
    own_file: bool  # a line names the game's own source


@dataclass
class Module:
    """A generated Paperlang plugin, cut into the parts `share` moves."""

    source: str  # the game's source path, as the header names it
    head: list[str]  # the provenance comments and the docstring
    imports: list[str]  # the names imported from runtime.paperlang
    constants: list[tuple[list[str], list[tuple[str, list[str]]]]]  # (comments, [(name, lines)])
    class_line: list[str]  # `class X(Base):` and its docstring
    base: str
    members: list[Member]
    tail: list[str]  # the hook and what follows it
    class_name: str = ""
    defined: dict[str, str] = field(default_factory=dict)  # constant name -> its text


def parse(source: str, marked: str) -> Module | None:
    """The parts of a marked plugin; None for a module of another shape."""
    lines = marked.split("\n")
    try:
        tree = ast.parse(MARKED.sub("", marked))
    except SyntaxError:
        return None
    body = tree.body
    if len(body) < 5 or not isinstance(body[0], ast.Expr):
        return None
    classes = [n for n in body if isinstance(n, ast.ClassDef)]
    if len(classes) != 1 or len(classes[0].bases) != 1:
        return None
    cls = classes[0]
    base = cls.bases[0]
    if not isinstance(base, ast.Name) or not isinstance(cls.body[0], ast.Expr):
        return None
    imports: list[str] = []
    constants: list[tuple[list[str], list[tuple[str, list[str]]]]] = []
    defined: dict[str, str] = {}
    for node in body[1 : body.index(cls)]:
        if isinstance(node, ast.ImportFrom):
            if node.module == RUNTIME:
                imports += [alias.name for alias in node.names]
            elif node.module not in ("__future__", "runtime"):
                return None
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            target = node.targets[0]
            if not isinstance(target, ast.Name):
                return None
            text = lines[node.lineno - 1 : node.end_lineno]
            above = _comments_above(lines, node.lineno - 1)
            if above or not constants:
                constants.append((above, []))
            constants[-1][1].append((target.id, text))
            defined[target.id] = "\n".join(text)
        else:
            return None
    after = body[body.index(cls) + 1 :]  # the hook (`game_hook`), with its comment
    if not after or not all(isinstance(n, (ast.FunctionDef, ast.Assign)) for n in after):
        return None
    start = min([after[0].lineno] + [d.lineno for d in getattr(after[0], "decorator_list", [])])
    first = start - len(_comments_above(lines, start - 1))
    members = []
    taken = cls.body[0].end_lineno or 0
    for node in cls.body[1:]:
        start = node.lineno
        if isinstance(node, ast.FunctionDef):
            start = min([start] + [d.lineno for d in node.decorator_list])
            name = node.name
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            if not isinstance(node.targets[0], ast.Name):
                return None
            name = node.targets[0].id
        else:
            return None
        above = _comments_above(lines, start - 1, taken)
        chunk = above + lines[start - 1 : node.end_lineno]
        taken = node.end_lineno or 0
        reads = {n.id for n in ast.walk(node) if isinstance(n, ast.Name)}
        own = any(not m.group(1) for line in chunk for m in MARKED.finditer(line))
        members.append(Member(name, chunk, isinstance(node, ast.FunctionDef), reads, own))
    return Module(
        source=source,
        head=lines[: body[0].end_lineno],
        imports=imports,
        constants=constants,
        class_line=lines[cls.lineno - 1 : cls.body[0].end_lineno],
        base=base.id,
        members=members,
        tail=lines[first - 1 :],
        class_name=cls.name,
        defined=defined,
    )


def _comments_above(lines: list[str], index: int, floor: int = 0) -> list[str]:
    """The comment lines just above line `index` (0-based), not above `floor`."""
    start = index
    while start > floor and lines[start - 1].lstrip().startswith("#"):
        start -= 1
    return lines[start:index]


def share(
    games: list[tuple[str, str, tuple[tuple[str, str], ...]]],
) -> tuple[dict[str, str], dict[str, str]]:
    """Each game's finished plugin, by source path, and the shared modules,
    by name (`included/<name>.py`), from (source path, marked plugin, the
    included files with their sha256) of games compiled together."""
    families: dict[tuple[str, tuple[tuple[str, str], ...]], list[tuple[str, str]]] = {}
    for source, marked, includes in games:
        read = tuple((shown, digest) for shown, digest in includes if len(digest) == 64)
        if read:
            folder = str(PurePosixPath(source).parent)
            families.setdefault((folder, read), []).append((source, marked))
    plugins = {source: marked for source, marked, _ in games}
    shared: dict[str, str] = {}
    for (_, includes), members in sorted(families.items()):
        if len(members) < 2:
            continue
        parsed = [parse(source, marked) for source, marked in sorted(members)]
        if any(module is None for module in parsed):
            continue
        modules = [m for m in parsed if m is not None]
        kept = _alike(modules)
        if not any(member.is_def for member in modules[0].members if member.name in kept):
            continue
        name = _free_name([PurePosixPath(shown).stem for shown, _ in includes], shared)
        text, base = _shared_module(name, includes, modules, kept)
        shared[name] = text
        digest = hashlib.sha256(text.encode("utf-8")).hexdigest()[:FINGERPRINT]
        for module in modules:
            plugins[module.source] = _plugin(module, kept, name, base, digest)
    return {source: finish_module(text) for source, text in plugins.items()}, shared


def _free_name(stems: list[str], taken: dict[str, str]) -> str:
    """The shared module's name: its first included file's, unless taken."""
    for count in range(1, len(stems) + 1):
        name = "_".join(stems[:count])
        if name not in taken:
            return name
    number = 2
    while f"{stems[0]}_{number}" in taken:
        number += 1
    return f"{stems[0]}_{number}"


def _alike(modules: list[Module]) -> set[str]:
    """The members every module holds alike, reading constants defined
    alike, with the class names they read on the same side."""
    first = modules[0]
    if any(m.base != first.base for m in modules):
        return set()
    by_name = [{member.name: member for member in m.members} for m in modules]
    kept = set()
    for member in first.members:
        if member.name in OWN or member.own_file:
            continue
        if not all(member.name in names for names in by_name[1:]):
            continue
        if any(names[member.name].lines != member.lines for names in by_name[1:]):
            continue
        read = member.reads & set(first.defined)
        if any(m.defined.get(name) != first.defined[name] for m in modules for name in read):
            continue
        kept.add(member.name)
    own_names = {member.name for member in first.members}
    changed = True
    while changed:  # `flat_turn = flat_before`: both in the base, or both in the plugin
        changed = False
        for member in first.members:
            if member.is_def:
                continue
            refs = member.reads & own_names
            if member.name in kept and not refs <= kept:
                kept.discard(member.name)
                changed = True
            if member.name not in kept and refs & kept:
                kept -= refs
                changed = True
    return kept


def _class_body(members: list[Member]) -> list[str]:
    """Members laid out as ruff does: a blank line around each method."""
    lines: list[str] = []
    previous_def = True  # (after the class docstring)
    for member in members:
        if member.is_def or previous_def:
            lines.append("")
        lines += member.lines
        previous_def = member.is_def
    return lines


def _reads(members: list[Member]) -> set[str]:
    return {name for member in members for name in member.reads}


def _constants(module: Module, reads: set[str]) -> list[str]:
    """The constant groups (their comments above) of the names read."""
    lines: list[str] = []
    for comments, pairs in module.constants:
        chosen = [text for name, text in pairs if name in reads]
        if chosen:
            lines += [""] if lines else []
            lines += comments
            lines += [line for text in chosen for line in text]
    return lines


def _shared_module(
    name: str, includes: tuple[tuple[str, str], ...], modules: list[Module], kept: set[str]
) -> tuple[str, str]:
    """The shared module (marked) and its class's name."""
    first = modules[0]
    members = [m for m in first.members if m.name in kept]
    base = class_name(name, []) + "Rules"
    reads = _reads(members) | {first.base}
    folder = PurePosixPath(first.source).parent
    files = " and ".join(comment(_relative(shown, folder)) for shown, _ in includes)
    ids = ", ".join(PurePosixPath(module.source).stem for module in modules)
    head = [f"# Generated by paperc {__version__}. Do not edit."]
    head += textwrap.wrap(
        f"What the plugins of {ids} share, from {folder}/: {files}.",
        98,
        initial_indent="# ",
        subsequent_indent="# ",
        break_on_hyphens=False,
    )
    head.append('"""The code a family of games shares, compiled by paperc."""')
    lines = head + ["", "from __future__ import annotations", ""]
    lines += import_lines(RUNTIME, sorted(set(first.imports) & reads))
    constants = _constants(first, reads)
    if constants:
        lines += [""] + constants
    lines += ["", "", f"class {base}({first.base}):"]
    lines += textwrap.wrap(
        f"What the games of {files} share.",
        92,
        initial_indent='    """',
        subsequent_indent="    ",
        break_on_hyphens=False,
    )
    lines[-1] += '"""'
    lines += _class_body(members)
    return finish_module("\n".join(lines) + "\n"), base


def _relative(shown: str, folder: PurePosixPath) -> str:
    """An included file as the line table names it: from the games' folder."""
    try:
        return str(PurePosixPath(shown).relative_to(folder))
    except ValueError:
        return shown


def _plugin(module: Module, kept: set[str], name: str, base: str, digest: str) -> str:
    """The game's plugin (marked), its shared members left to its base."""
    members = [m for m in module.members if m.name not in kept]
    reads = _reads(members)
    tail_tree = ast.parse(MARKED.sub("", "\n".join(module.tail)))
    reads |= {n.id for n in ast.walk(tail_tree) if isinstance(n, ast.Name)}
    lines = module.head + ["", "from __future__ import annotations", ""]
    lines.append("from runtime import game_hook")
    lines += import_lines(RUNTIME, sorted((set(module.imports) & reads) | {LOADER}))
    constants = _constants(module, reads)
    if constants:
        lines += [""] + constants
    lines += ["", f"# the code its family shares: {FOLDER}/{name}.py, as it was compiled with it"]
    call = Call(LOADER, (Atom(py(name)), Atom(py(base)), Atom(py(digest)), Atom("__file__")))
    lines += layout(call, 0, f"{base} = ")
    lines += ["", ""]
    class_line = module.class_line[0].replace(f"({module.base}):", f"({base}):")
    lines += [class_line] + module.class_line[1:]
    lines += _class_body(members)
    lines += ["", ""] + module.tail
    return "\n".join(lines)
