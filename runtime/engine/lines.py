"""A generated module's line table: which source file and line each of its
lines comes from, for both languages.

paperc ends every generated module with `LINE_TABLE`, a string of entries
`generated:line` (a line of the game's own source) or `generated:line:n`
(a line of the n-th file in `LINE_FILES`, a file the source included,
named from the game's folder), one where the source place changes. A
generated line belongs to the nearest entry at or above it. The engines
read it here, and only here, to name the file and line of a fault in a
game's code: the innermost frame of the module in a traceback, or in the
calls that lead to a check.
"""

from __future__ import annotations

import bisect
import inspect
import posixpath
import weakref
from dataclasses import dataclass, replace
from types import FrameType, FunctionType, TracebackType
from typing import Any

__all__ = ["LineTable", "line_table", "shown_file"]


@dataclass(frozen=True)
class LineTable:
    code_file: str  # the module's file, as its code objects name it
    starts: tuple[int, ...]  # generated lines where the source place changes
    places: tuple[tuple[str, int], ...]  # (file, line) from each start on
    source: str  # the game's own source, as the module names it
    # the tables of the other modules its class's code comes from: the code
    # a family of games shares (`included/<name>.py`, `paperc --share`)
    shared: tuple[LineTable, ...] = ()

    def place(self, generated: int) -> tuple[str, int] | None:
        """(file, line) of generated line `generated`, None before the first entry."""
        at = bisect.bisect_right(self.starts, generated) - 1
        return self.places[at] if at >= 0 else None

    def of(self, code_file: str) -> LineTable | None:
        """The table of the module whose code objects name `code_file`."""
        for table in (self, *self.shared):
            if table.code_file == code_file:
                return table
        return None

    def in_traceback(self, tb: TracebackType | None) -> tuple[str, int] | None:
        """The place of the innermost line of the modules in a traceback."""
        found: tuple[str, int] | None = None
        while tb is not None:
            table = self.of(tb.tb_frame.f_code.co_filename)
            if table is not None:
                found = table.place(tb.tb_lineno)
            tb = tb.tb_next
        return found

    def in_callers(self, frame: FrameType | None = None) -> tuple[str, int] | None:
        """The place of the innermost line of the modules among the calls
        that lead here (a check the engine makes for the game's code)."""
        frame = frame or inspect.currentframe()
        while frame is not None:
            table = self.of(frame.f_code.co_filename)
            if table is not None:
                return table.place(frame.f_lineno)
            frame = frame.f_back
        return None

    def locate(self, found: tuple[str, int] | None, line: int = 0) -> tuple[str, int]:
        """(file, line) for an error: the place found, with `line` (a line
        the code named itself, in the same file) in its stead when given;
        the game's own source when nothing was found."""
        if found is None:
            return self.source, line
        return found[0], line or found[1]


def line_table(owner: type | FunctionType, source: str) -> LineTable:
    """The line table of the module that defines `owner` (a class or a
    function of it); `source` is the game's source path as the module
    names it (its included files are named from its folder). Read once."""
    table = _TABLES.get(owner)
    if table is None or table.source != source:
        table = _TABLES[owner] = _read(owner, source)
    return table


_TABLES: weakref.WeakKeyDictionary[Any, LineTable] = weakref.WeakKeyDictionary()


def _read(owner: type | FunctionType, source: str) -> LineTable:
    if isinstance(owner, FunctionType):
        return _module_table(owner, source)
    tables: dict[str, LineTable] = {}  # the class's own module's first, then its bases'
    for klass in owner.__mro__:
        function = _own_function(klass)
        if function is not None and "LINE_TABLE" in function.__globals__:
            table = _module_table(function, source)
            tables.setdefault(table.code_file, table)
    if not tables:
        return LineTable("", (), (), source)
    own, *shared = tables.values()
    return replace(own, shared=tuple(shared))


def _module_table(function: FunctionType, source: str) -> LineTable:
    names = function.__globals__
    text = names.get("LINE_TABLE", "")
    files = names.get("LINE_FILES", ())
    shown = [source] + [shown_file(source, name) for name in files]
    starts: list[int] = []
    places: list[tuple[str, int]] = []
    for entry in text.split() if isinstance(text, str) else ():
        parts = entry.split(":")
        starts.append(int(parts[0]))
        number = int(parts[2]) if len(parts) > 2 else 0
        places.append((shown[number] if number < len(shown) else source, int(parts[1])))
    return LineTable(function.__code__.co_filename, tuple(starts), tuple(places), source)


def shown_file(source: str, name: str) -> str:
    """How errors name `name`, a file the game's source included, given
    from its folder ("": the source itself; `<built-in deck>` as it is)."""
    if not name:
        return source
    return name if name.startswith("<") else posixpath.join(posixpath.dirname(source), name)


def _own_function(klass: type) -> FunctionType | None:
    """A function the class's own module defined in it."""
    for value in vars(klass).values():
        if isinstance(value, FunctionType) and value.__module__ == klass.__module__:
            return value
    return None
