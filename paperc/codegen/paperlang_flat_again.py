"""A stock game's options from its built piles, kept while nothing they
read changes: `for a in self.flat_sources(bare, TABLEAU, (found, found_1)):`.

Most moves of a game whose stock turns onto a waste (the games
`paperlang_flat_bare.py` writes a `bare` listing for) leave its columns
and foundations as they were. The loop over the columns reads, in most
such games, nothing but its sources' cards and the piles that take each
card key (`takes_NAME`, `empty_NAME`), which `FlatGame.flat_takes` keeps
from one listing to the next while those piles hold what they held.
Where the loop reads nothing else (checked here, on its code: its own
locals, those tables, the card tables bound at the method's head, the
module's constants, and the stacks only as `s[a]`, a source, and `s[b]`,
a pile such a table gave) and its sources are among those piles too, its
options are the last listing's as long as `flat_takes` found every pile
it keeps as it was: `FlatGame.flat_sources` then adds those to the lists
the loop fills and walks no source. A loop that reads anything else
stays as it was.
"""

from __future__ import annotations

import ast
import re
import textwrap

from paperc.codegen.paperlang_flat_ir import Piles
from paperc.codegen.paperlang_flat_rules import names
from paperc.codegen.pyfmt import WIDTH
from paperc.codegen.writer import unmarked

HELD = re.compile(r"^ {8}takes_(\w+), empty_\1 = self\.flat_takes\(s, \"[^\"]*\", (\d+), (\d+)\)$")
SKIPPED = re.compile(r"^(\s+)for a in \(\) if bare else ([\w(), *\[\]]+):(  #.*)?$")
TABLE = re.compile(r"^\s+(\w+) = self\.flat_(?!vars\b)\w+(\[\"\w+\"\])?$")  # (fixed once dealt)
MADE = re.compile(r"^ {8}(found\w*) = \[\]$")
BUILTINS = {"len", "min", "max", "range"}


def kept_listing(piles: Piles, lines: list[str]) -> list[str]:
    """`flat_options`' lines (a bare listing's) with its first loop over
    built piles that qualifies walked only when what it reads changed."""
    at = 0
    while at < len(lines):
        loop = SKIPPED.match(lines[at])
        end = at + 1
        while loop is not None and end < len(lines) and _inside(lines[end], len(loop.group(1))):
            end += 1
        if loop is not None and len(loop.group(1)) == 8:  # (in no block: it runs each listing)
            kept = _kept(piles, lines[:at], lines[at:end], lines[end:])
            if kept is not None:
                return kept
        at += 1
    return lines


def _kept(piles: Piles, before: list[str], loop: list[str], after: list[str]) -> list[str] | None:
    """The method's lines with `loop` (a `for a in () if bare else X:`, its
    body) walked only when `flat_changed` changed since it last was, or
    None when it reads what `flat_takes` does not keep, its locals are the
    method's before it or read after it, or the lists it fills are not
    made just before it."""
    held: dict[str, range] = {}
    tables: set[str] = set()
    for line in before:
        text = unmarked(line)
        if (found := HELD.match(text)) is not None:
            held[found.group(1)] = range(int(found.group(2)), int(found.group(3)))
        elif (found := TABLE.match(text)) is not None:
            tables.add(found.group(1))
    lists = _read(piles, held, tables, loop, (before, after))
    made = [MADE.match(line) for line in before[len(before) - len(lists or ()) :]]
    if not lists or sorted(m.group(1) for m in made if m is not None) != sorted(lists):
        return None
    method = "\n".join(unmarked(line).split("  #")[0] for line in before + loop + after)
    if {"walked", "sources"} & names(method):
        return None
    first = SKIPPED.match(loop[0])
    assert first is not None
    pad, sources, note = first.group(1), first.group(2), first.group(3) or ""
    targets = ", ".join(lists)
    copies = ", ".join(f"walked[{k}][:]" for k in range(1, len(lists) + 1))
    empty = ", ".join("[]" for _ in lists)
    block = [
        f"{pad}if not bare and (walked := self.flat_walked)[0] == self.flat_changed:",
        f"{pad}    {targets}, sources = {copies}, ()",
        f"{pad}else:",
        f"{pad}    {targets}, sources = {empty}, () if bare else {sources}",
        f"{pad}for a in sources:{note}",
        *loop[1:],
        f"{pad}if sources:  # (its options, kept while the piles `flat_takes` keeps are)",
        f"{pad}    self.flat_walked = (self.flat_changed, {', '.join(f'{x}[:]' for x in lists)})",
    ]
    if any(len(unmarked(line)) > WIDTH for line in block):
        return None
    return before[: len(before) - len(lists)] + block + after


def _inside(line: str, indent: int) -> bool:
    return not line.strip() or len(line) - len(line.lstrip()) > indent


def _parsed(lines: list[str]) -> ast.Module | None:
    """Lines of a method's body (at one indent), parsed, or None."""
    code = textwrap.dedent("\n".join(unmarked(line).split("  #")[0] for line in lines))
    try:
        return ast.parse(code)
    except SyntaxError:
        return None


def _first_stored(tree: ast.AST, names: set[str]) -> bool:
    """Is each of `names` that `tree` names stored before it is read, in
    the order of the code (`x += 1` reads `x`)?"""
    read = {id(node.target) for node in ast.walk(tree) if isinstance(node, ast.AugAssign)}
    found = sorted(
        (
            node.lineno,
            node.col_offset,
            isinstance(node.ctx, ast.Store) and id(node) not in read,
            node.id,
        )
        for node in ast.walk(tree)
        if isinstance(node, ast.Name) and node.id in names
    )
    first: dict[str, bool] = {}
    for *_, stored, name in found:
        first.setdefault(name, stored)
    return all(first.values())


def _read(
    piles: Piles,
    held: dict[str, range],
    tables: set[str],
    loop: list[str],
    around: tuple[list[str], list[str]],
) -> list[str] | None:
    """The lists `loop` adds options to, or None when it reads what
    `flat_takes` does not keep (or its sources are not among those piles),
    or its locals are the method's before it or read after it."""
    first = SKIPPED.match(loop[0])
    if first is None:
        return None
    sources = first.group(2)
    tree = _parsed([loop[0].replace(f"() if bare else {sources}", "SOURCES", 1), *loop[1:]])
    before, after = (_parsed(lines) for lines in around)
    indexes = _indexes(piles, sources)
    if tree is None or before is None or after is None or indexes is None:
        return None
    if not all(any(index in taken for taken in held.values()) for index in indexes):
        return None  # (a source that is no pile `flat_takes` keeps)
    own = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
    if not _first_stored(tree, own) or not _first_stored(after, own):
        return None
    if any(isinstance(n, ast.Name) and n.id in own for n in ast.walk(before)):
        return None
    return _reads(tree, held, tables)


def _reads(tree: ast.Module, held: dict[str, range], tables: set[str]) -> list[str] | None:
    """The lists the loop in `tree` adds options to, or None when it reads
    anything but what `flat_takes` keeps (`self`, the state but its
    sources and the piles those tables give, a variable of the game)."""
    (loop,) = tree.body
    if not isinstance(loop, ast.For) or not isinstance(loop.target, ast.Name):
        return None
    stored = {
        n.id for n in ast.walk(loop) if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)
    }
    parents = {child: node for node in ast.walk(loop) for child in ast.iter_child_nodes(node)}
    taken = {name for name in stored if _taken(loop, name, held)}  # (`b`: a pile a table gave)
    sources = [n for n in ast.walk(loop) if isinstance(n, ast.Name) and n.id == loop.target.id]
    if sum(isinstance(n.ctx, ast.Store) for n in sources) != 1:  # (`a`: each source, and no other)
        return None
    lists: list[str] = []
    for node in ast.walk(loop):
        if not isinstance(node, ast.Name) or not isinstance(node.ctx, ast.Load):
            continue
        name, parent = node.id, parents.get(node)
        if name.startswith(("takes_", "empty_")) and name.split("_", 1)[1] in held:
            continue
        if name.startswith("found") and name not in stored:  # (only ever added to)
            call = parents.get(parent) if isinstance(parent, ast.Attribute) else None
            if not isinstance(call, ast.Call) or call.func is not parent or parent.attr != "append":
                return None
            lists += [] if name in lists else [name]
        elif name == "s":
            index = parent.slice if isinstance(parent, ast.Subscript) else None
            if not isinstance(index, ast.Name) or index.id not in {loop.target.id, *taken}:
                return None
            if parent.value is not node:  # type: ignore[union-attr]
                return None
        elif not (name in stored or name in tables or name in BUILTINS or name.isupper()):
            return None
    return lists


def _taken(loop: ast.For, name: str, held: dict[str, range]) -> bool:
    """Is `name` only ever a loop's variable over a `takes_`/`empty_` table
    of `held` (`for b in takes_tableau.get(key, ()):`, `for b in empty_tableau:`)?"""
    stores = [
        node
        for node in ast.walk(loop)
        if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store) and node.id == name
    ]
    fors = [node for node in ast.walk(loop) if isinstance(node, ast.For)]
    binding = [f for f in fors if isinstance(f.target, ast.Name) and f.target.id == name]
    if len(binding) != len(stores) or not binding:
        return False
    for each in binding:
        table = each.iter
        if isinstance(table, ast.Call) and isinstance(table.func, ast.Attribute):
            table = table.func.value if table.func.attr == "get" else table
        if not isinstance(table, ast.Name) or not table.id.startswith(("takes_", "empty_")):
            return False
        if table.id.split("_", 1)[1] not in held:
            return False
    return True


def _indexes(piles: Piles, sources: str) -> list[int] | None:
    """The stack indexes a loop's `in` part names (`TABLEAU`,
    `(*CASCADES, CELLS[0])`), or None for any other part."""
    items = sources[1:-1].split(",") if sources.startswith("(") else [sources]
    constants = {constant: name for name, constant in piles.names.items()}
    found: list[int] = []
    for item in (item.strip() for item in items):
        if not item:
            continue
        name = constants.get(item.removeprefix("*"))
        if name is not None:
            start, count = piles.where[name]
            found += range(start, start + max(count, 1))
        elif (index := piles.index_of(item)) is not None:
            found.append(index)
        else:
            return None
    return found
