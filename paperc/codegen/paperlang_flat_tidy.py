"""What the fast path's methods are left without once written: the stores
of a counted loop's counter that nothing reads (`dead_counters`).

A counted `while` is written as `for v_i in range(A, B)` (`FlatWriter._for`,
`DealWriter._while`), after the statement that set its counter first
(`int i = 0`) and before the counter as the loop leaves it (`v_i = B`),
so that what follows reads the values the language gives. Most methods
read the counter only inside the loop: those two stores, and the comments
above them, are left out.
"""

from __future__ import annotations

import re

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
