"""Identifiers from a source, made safe for Python.

A clean name (ASCII letters, digits and single underscores, not starting or
ending with `_`, not a Python keyword or builtin) stays as it is, so the
generated code reads like the source. Anything else (`class`, `print`,
CDL's `win?`) becomes an escaped form with `__` and a short hash: clean
names never contain `__`, so the two kinds can never collide, and names the
generator itself uses all start with `_`, which clean names cannot.
"""

from __future__ import annotations

import builtins
import hashlib
import keyword
import re

_CLEAN = re.compile(r"[A-Za-z][A-Za-z0-9]*(_[A-Za-z0-9]+)*\Z")
RESERVED = frozenset(keyword.kwlist) | frozenset(keyword.softkwlist) | frozenset(dir(builtins))
RESERVED |= {"self", "cls"}


def pyident(name: str) -> str:
    """A Python identifier for a source name; injective and deterministic."""
    if _CLEAN.match(name) and name not in RESERVED:
        return name
    body = "".join(ch if ch.isascii() and (ch.isalnum() or ch == "_") else "_" for ch in name)
    body = body.strip("_") or "name"
    if body[0].isdigit():
        body = "n" + body
    digest = hashlib.sha256(name.encode("utf-8", "surrogatepass")).hexdigest()[:6]
    return f"{body}__{digest}"


def game_id_from_path(stem: str) -> str:
    """The game id a source file gets: its file name, lowercased, [a-z0-9_]."""
    cleaned = re.sub(r"[^a-z0-9_]+", "_", stem.lower()).strip("_")
    if not cleaned or cleaned[0].isdigit():
        cleaned = "game_" + cleaned
    return cleaned
