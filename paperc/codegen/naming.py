"""Identifiers from a source, made safe for Python.

A clean name (ASCII letters, digits and single underscores, not starting or
ending with `_`, not a Python keyword or builtin) stays as it is, so the
generated code reads like the source. Anything else (`class`, `print`,
CDL's `win?`) becomes an escaped form with `__` and a short hash: clean
names never contain `__`, so the two kinds can never collide, and names the
generator itself uses all start with `_`, which clean names cannot.

A short hash can collide: two long names that differ only in a run of
underscores (`x_..._` and `x_...__`) clean to the same body, and among a few
thousand of them two share six hex digits. So a module names everything
through one `Namer`, which remembers what it gave out and, on a collision,
falls back to a longer hash (and at the very end a counter): within a
module, two source names never become one Python name.
"""

from __future__ import annotations

import builtins
import hashlib
import keyword
import re
from collections.abc import Iterable

_CLEAN = re.compile(r"[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)*\Z")
RESERVED = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) | frozenset(dir(builtins))
RESERVED |= {"self", "cls"}


def is_clean(name: str) -> bool:
    """Does `name` stand for itself in the generated code?"""
    return bool(_CLEAN.match(name)) and name not in RESERVED


def pyident(name: str, digits: int = 6) -> str:
    """A Python identifier for a source name: deterministic, and readable
    where it can be. Escaped forms carry `digits` hex digits of a hash, so
    only a `Namer` makes a set of them certainly distinct."""
    if is_clean(name):
        return name
    body = "".join(ch if ch.isascii() and (ch.isalnum() or ch == "_") else "_" for ch in name)
    body = body.strip("_") or "name"
    if body[0].isdigit():
        body = "n" + body
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:digits]
    return f"{body}__{digest}"


class Namer:
    """The Python names of one namespace of a generated module (its methods,
    one method's locals): the same source name always gets the same name,
    and two different source names never get the same one."""

    LONGER = (6, 16, 64)  # hex digits tried in turn; 64 is the whole sha256

    def __init__(self, taken: Iterable[str] = ()) -> None:
        self._given: dict[str, str] = {}
        self._taken: set[str] = set(taken)

    def __call__(self, name: str) -> str:
        given = self._given.get(name)
        if given is not None:
            return given
        for digits in self.LONGER:
            ident = pyident(name, digits)
            if ident not in self._taken:
                break
        else:  # two names with one sha256: never seen, but still never merged
            base, number = ident, 2
            while f"{base}_{number}" in self._taken:
                number += 1
            ident = f"{base}_{number}"
        self._taken.add(ident)
        self._given[name] = ident
        return ident

    def gave(self, ident: str) -> bool:
        """Is `ident` already one of this namespace's names?"""
        return ident in self._taken

    def take(self, ident: str) -> None:
        """Keep a name the generator itself uses out of what this gives."""
        self._taken.add(ident)


def constant_case(name: str) -> str:
    """A source's constant name as a module constant is spelled: `CrossCard`
    is CROSS_CARD, `Limit` is LIMIT (a `Namer` then makes it safe)."""
    return re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).upper()
