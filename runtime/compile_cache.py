"""The compile cache: a source opened a second time is not compiled again.

`Session.open("mygame.pl")` compiles the source in memory. The generated
module is kept in the user's cache directory (platformdirs, or
`$PAPER_CACHE_DIR`), under a key made of the source's bytes, the path it is
shown under, the folder paperc ran in, and a fingerprint of paperc itself
(its version and the size and time of each of its files, so that a changed
compiler never reuses an old result).

The files the source brings in with `#use` are the ones the compiler itself
read (`paperc.Compiled.includes`, never a guess made here): the entry
records each with the sha256 of what the compiler read (or that it was
absent), and a lookup reads them again and takes the entry only when every
one is as it was. Only regular files of bounded size are read, so a `#use`
of `/dev/zero` or of a FIFO costs nothing here (the compiler refuses it).

An entry is trusted only when it is whole (its last line names its key), its
header names a game, and its header's sha256 is that of the source; one
that is not, or that fails when it is run, is set aside (renamed
`*.corrupt-<time>`), never deleted, and the source is compiled again.
Entries are written atomically (a temp file, then a rename), so two
processes sharing the folder need no lock. A hit imports no part of the
compiler beyond its version number.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
from functools import lru_cache
from pathlib import Path

from runtime import userfiles
from runtime.engine import files

FORMAT = "paper-cache-2"
MAX_BYTES = 16 << 20  # a source or an include larger than this is not one (paperc's limit too)
_GAME_ID = re.compile(r'^# paper-game: \{"id": "([^"]+)"', re.MULTILINE)
_SOURCE_HASH = re.compile(r"^# \(sha256 ([0-9a-f]{64})\)", re.MULTILINE)
_INCLUDES = "# paper-cache-includes: "
_SUFFIXES = (".py", ".ebnf", ".jinja", ".json", ".pl")


def cache_dir() -> Path:
    """`$PAPER_CACHE_DIR` when set, else the platform's user cache folder."""
    return userfiles.compile_cache_dir()


@lru_cache(maxsize=1)
def compiler_fingerprint() -> str:
    """paperc's version and the size and modification time of its files."""
    import paperc  # its __init__ only: no parser, no templates

    root = Path(paperc.__file__).parent
    digest = hashlib.sha256(f"{FORMAT} {paperc.__version__}".encode())
    for path in sorted(root.rglob("*")):
        if path.suffix in _SUFFIXES and "__pycache__" not in path.parts:
            stat_ = path.stat()
            digest.update(
                f"{path.relative_to(root)} {stat_.st_size} {stat_.st_mtime_ns}\n".encode()
            )
    return digest.hexdigest()


def read_regular(path: Path, limit: int = MAX_BYTES) -> bytes:
    """`runtime.engine.files.read_regular`, at the cache's limit."""
    return files.read_regular(path, limit)


def source_key(source: bytes, shown_as: str) -> str:
    """The cache key of a source's bytes, shown as `shown_as`."""
    # the generated header names the source as shown from where paperc runs
    where = f"{compiler_fingerprint()}\n{shown_as}\n{os.getcwd()}\n"
    digest = hashlib.sha256(where.encode("utf-8", "surrogateescape"))
    digest.update(b"%d:" % len(source) + source)
    return digest.hexdigest()


def _entry(key: str) -> Path:
    return cache_dir() / f"{key}.py"


def lookup(key: str, source: bytes) -> str | None:
    """The generated module cached under `key`, made from `source` and from
    includes that are still as the compiler read them; else None."""
    entry = _entry(key)
    try:
        text = read_regular(entry).decode("utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError):
        discard(key)
        return None
    made_from = _SOURCE_HASH.search(text, 0, 4096)
    includes = _recorded_includes(text, key)
    if (
        includes is None
        or made_from is None
        or made_from.group(1) != hashlib.sha256(source).hexdigest()
        or not _GAME_ID.search(text, 0, 4096)
    ):
        discard(key)
        return None
    if any(_digest(Path(shown)) != digest for shown, digest in includes if digest):
        return None  # an include changed: compile again (the new entry replaces this one)
    return text


def _recorded_includes(text: str, key: str) -> list[tuple[str, str]] | None:
    """The includes an entry records, or None when it is not whole."""
    lines = text.rstrip("\n").rsplit("\n", 2)
    if len(lines) != 3 or lines[2] != f"# {FORMAT} {key}" or not lines[1].startswith(_INCLUDES):
        return None
    try:
        recorded = json.loads(lines[1][len(_INCLUDES) :])
    except ValueError:
        return None
    if not isinstance(recorded, list) or not all(
        isinstance(item, list) and len(item) == 2 and all(isinstance(x, str) for x in item)
        for item in recorded
    ):
        return None
    return [(shown, digest) for shown, digest in recorded]


def _digest(path: Path) -> str:
    """What `paperc.Compiled.includes` would record for `path` now."""
    try:
        data = read_regular(path)
    except OSError:
        return "absent"
    return hashlib.sha256(data).hexdigest()


def store(key: str, python: str, includes: tuple[tuple[str, str], ...] = ()) -> None:
    """Keep a generated module with the includes it was made of; a cache
    that cannot be written is skipped."""
    folder = cache_dir()
    text = python if python.endswith("\n") else python + "\n"
    recorded = json.dumps([list(item) for item in includes], ensure_ascii=True)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        userfiles.write_atomic(
            _entry(key), f"{text}{_INCLUDES}{recorded}\n# {FORMAT} {key}\n".encode()
        )
    except OSError:
        return  # a read-only or full disk only costs the next open a compile


def discard(key: str) -> None:
    """Set a damaged entry aside (it is kept, under another name)."""
    entry = _entry(key)
    try:
        userfiles.set_aside(entry)
    except OSError:
        pass  # gone already, or the next store replaces it


def game_id_of(python: str) -> str:
    found = _GAME_ID.search(python)
    return found.group(1) if found else "game"


def included_files(path: Path) -> list[Path]:
    """The files a source brings in with `#use`, at any depth (those missing
    too: making one changes the game), as the compiler reads them: from the
    cache entry of its last compile when there is one, else from paperc
    (read again when the source or one of those files changes). Hot reload
    reads it to follow an edited include."""
    try:
        source = read_regular(path)
    except OSError:
        return []
    key = source_key(source, Path(path).as_posix())
    try:
        recorded = _recorded_includes(read_regular(_entry(key)).decode("utf-8"), key)
    except (OSError, UnicodeDecodeError):
        recorded = None
    if recorded is not None:
        return [Path(name) for name, _ in recorded]
    known = _PARSED.get(key)
    if known is not None and known[0] == [_digest(p) for p in known[1]]:
        return list(known[1])
    import paperc  # the compiler's own reading (the source is compiled anyway)

    found = paperc.source_includes(path)
    _PARSED[key] = ([_digest(p) for p in found], found)
    return list(found)


_PARSED: dict[str, tuple[list[str], list[Path]]] = {}  # source key -> (digests, includes)
