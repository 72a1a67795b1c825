"""What the engine's methods are left without once written: the stores
of a counted loop's counter that nothing reads (`dead_counters`), and the
line of a comment that quotes a statement written on one line with room
for the comment at its end, or written as nothing (`trailing_comments`).

A counted `while` is written as `for v_i in range(A, B)` (`FlatWriter._for`,
`DealWriter._while`), after the statement that set its counter first
(`int i = 0`) and before the counter as the loop leaves it (`v_i = B`),
so that what follows reads the values the language gives. Most methods
read the counter only inside the loop: those two stores, and the comments
above them, are left out.
"""

from __future__ import annotations

import re

from paperc.codegen.pyfmt import WIDTH
from paperc.codegen.writer import MARKED, unmarked

LEAVES = "(the counter as the loop leaves it)"
STORE = re.compile(r"^(\s*)(v_\w+) = -?\d+$")


def dead_counters(body: list[str]) -> list[str]:
    """`body`, a method's lines, without the stores of a counted loop's
    counter before and after the loop (each with the comment above it)
    when nothing outside the loops over that counter reads it."""
    loops: dict[str, list[tuple[int, int, set[int]]]] = {}  # counter -> (for, end, stores)
    for at, line in enumerate(body):
        store = STORE.match(body[at + 1]) if LEAVES in line and at + 1 < len(body) else None
        if store is None:
            continue
        pad, name = store.group(1), store.group(2)
        head = f"{pad}for {name} in range("
        start = next((k for k in range(at - 1, -1, -1) if body[k].startswith(head)), None)
        if start is None:
            continue
        stores = {at, at + 1}
        above = start - 1  # (past the comment that quotes the `while`)
        while above > 0 and _comment(body[above]):
            above -= 1
        first = STORE.match(body[above]) if above >= 1 else None
        if first is not None and first.groups() == (pad, name) and _comment(body[above - 1]):
            stores |= {above - 1, above}
        loops.setdefault(name, []).append((start, at + 1, stores))
    dropped: set[int] = set()
    for name, found in loops.items():
        inside = {k for start, end, stores in found for k in (*range(start, end + 1), *stores)}
        outside = [line for k, line in enumerate(body) if k not in inside]
        if not any(_reads(line, name) and not _stores(line, name) for line in outside):
            dropped |= {k for _, _, stores in found for k in stores}
    return [line for k, line in enumerate(body) if k not in dropped]


def _stores(line: str, name: str) -> bool:
    """Is `line` a store of a number in `name`, which reads nothing?"""
    store = STORE.match(line)
    return store is not None and store.group(2) == name


def _comment(line: str) -> bool:
    return line.lstrip().startswith("#")


def _reads(line: str, name: str) -> bool:
    """Does the code of `line` (its comment left out) name `name`?"""
    return re.search(rf"\b{name}\b", line.split("#")[0]) is not None


# a comment quoting a statement: `# klondike.pl:25  deck -> tableau[i] ...`, marked
SOURCE_NOTE = re.compile(r"^(\s*)(# \S+:\d+.*)$")
OPENS = ("(", "[", "{", ",", "\\")  # (a statement that goes on below)


def trailing_comments(body: list[str]) -> list[str]:
    """`body` with the comment that quotes a statement's source moved to the
    end of the statement's line, where the statement is one line and the
    line has room for it: `v_room = v_room + 1  # freecell.pl:43  room = ...`;
    and without the comments of statements written as nothing."""
    found: list[str] = []
    at = 0
    while at < len(body):
        line = body[at]
        note = SOURCE_NOTE.match(line) if MARKED.search(line) else None
        if note is not None and _quotes_nothing(body, at + 1, len(note.group(1))):
            at += 1  # (a statement written as nothing: a store nothing reads)
            continue
        if note is not None and _alone(body, at + 1, len(note.group(1))):
            joined = f"{body[at + 1]}  {note.group(2)}"
            if len(unmarked(joined)) <= WIDTH:
                found.append(joined)
                at += 2
                continue
        found.append(line)
        at += 1
    return found


def _alone(body: list[str], at: int, indent: int) -> bool:
    """Is `body[at]` the only statement the comment above it quotes: one
    line at `indent` with no comment of its own (or a block's head), and
    then the next statement's comment, or the end of the block?"""
    if at >= len(body):
        return False
    code = body[at].strip()
    if not code or "#" in code or code.endswith(OPENS) or _indent(body[at]) != indent:
        return False
    end = at + 1
    if code.endswith(":"):  # (past the block)
        while end < len(body) and (not body[end].strip() or _indent(body[end]) > indent):
            end += 1
    if end >= len(body) or not body[end].strip() or _indent(body[end]) < indent:
        return True
    return _note(body[end])


def _quotes_nothing(body: list[str], at: int, indent: int) -> bool:
    """Is `body[at]`, after a comment at `indent`, the next statement's
    comment or the end of the block (so the comment quotes no code)?"""
    if at >= len(body) or not body[at].strip() or _indent(body[at]) < indent:
        return True
    return _indent(body[at]) == indent and _note(body[at])


def _note(line: str) -> bool:
    return SOURCE_NOTE.match(line) is not None and MARKED.search(line) is not None


def _indent(line: str) -> int:
    return len(line) - len(line.lstrip())
