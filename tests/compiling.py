"""Compile each source once per test process: `compiled(text, path)` is
`paperc.compile_source(text, path)`, its result (or its CompileError) kept.

Tests compile the same snippets again and again (a test asks whether a
source compiles, then plays its class; a parametrized test compiles its
source per case), and a compile is a tenth of a second. A kept result is
used again only while it still holds: the key is the text, the path it is
shown under and the folder the test runs in, and every file the source's
`#use`s read must still be as the compiler read it (the digests
`Compiled.includes` records, as the compile cache checks them). An error
is kept only for a source that reads no file of its own (no `#use`, or
only of the built-in deck with no file `deck` beside it): what the files
an error read held is not recorded.
"""

from __future__ import annotations

import hashlib
import os
import re
from pathlib import Path

import paperc

_KEPT: dict[tuple[str, str, str], paperc.Compiled | paperc.CompileError] = {}
_DECK = re.compile(r'#use\s+"deck"')


def compiled(text: str, path: str = "t.pl") -> paperc.Compiled:
    """`paperc.compile_source(text, path)`, compiled once while its files hold."""
    key = (text, path, os.getcwd())
    kept = _KEPT.get(key)
    if kept is None or (isinstance(kept, paperc.Compiled) and not _unchanged(kept)):
        try:
            kept = paperc.compile_source(text, path)
        except paperc.CompileError as exc:
            if not _reads_no_file(text, path):
                raise
            kept = exc
        _KEPT[key] = kept
    if isinstance(kept, paperc.CompileError):  # (raised afresh: no traceback piles up)
        raise paperc.CompileError(kept.diagnostics, kept.source, kept.sources)
    return kept


def _unchanged(result: paperc.Compiled) -> bool:
    return all(_digest(Path(shown)) == digest for shown, digest in result.includes if digest)


def _digest(path: Path) -> str:
    """What `Compiled.includes` records for `path` now."""
    try:
        return hashlib.sha256(path.read_bytes()).hexdigest()
    except OSError:
        return paperc.ABSENT


def _reads_no_file(text: str, path: str) -> bool:
    uses = text.count("#use")
    return uses == len(_DECK.findall(text)) and not (uses and (Path(path).parent / "deck").exists())
