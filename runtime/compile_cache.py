"""The compile cache: a source opened a second time is not compiled again.

`Session.open("mygame.pl")` compiles the source in memory. The generated
module is kept in the user's cache directory (platformdirs, or
`$PAPER_CACHE_DIR`), under a key made of the source's bytes, the bytes of
every file it brings in with `#use`, the path it is shown under, and a
fingerprint of paperc itself (its version and the size and time of each of
its files, so that a changed compiler never reuses an old result).

Entries are written atomically (a temp file, then a rename) and never
changed afterwards: two processes that compile the same source write the
same bytes under the same name, so sharing the folder needs no lock. An
entry that cannot be read back is set aside (renamed `*.corrupt-<time>`),
never deleted, and the source is compiled again. A hit imports no part of the
compiler beyond its version number.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from functools import lru_cache
from pathlib import Path

from runtime import userfiles

FORMAT = "paper-cache-1"
_USE = re.compile(rb'#use\s+"([^"\n]*)"')
_GAME_ID = re.compile(r'^# paper-game: \{"id": "([^"]+)"', re.MULTILINE)
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
            stat = path.stat()
            digest.update(f"{path.relative_to(root)} {stat.st_size} {stat.st_mtime_ns}\n".encode())
    return digest.hexdigest()


def source_key(path: Path, shown_as: str) -> str:
    """The cache key of a source: its bytes and those of what it `#use`s."""
    # the generated header names the source as shown from where paperc runs
    where = f"{compiler_fingerprint()}\n{shown_as}\n{os.getcwd()}\n"
    digest = hashlib.sha256(where.encode("utf-8", "surrogateescape"))
    for current, data in _read_with_includes(path):
        if data is None:
            digest.update(b"missing " + str(current).encode("utf-8", "surrogateescape"))
        else:
            digest.update(b"%d:" % len(data) + data)
    return digest.hexdigest()


def included_files(path: Path) -> list[Path]:
    """The files a source brings in with `#use`, at any depth (those missing
    too: making one changes the game), not the source itself. Hot reload
    reads it to follow an edited include."""
    return [current for current, _ in _read_with_includes(path)][1:]


def _read_with_includes(path: Path) -> Iterator[tuple[Path, bytes | None]]:
    """The source, then each file it `#use`s, with its bytes (None when it
    cannot be read), each once."""
    seen: set[Path] = set()
    pending = [path]
    while pending:
        current = pending.pop()
        if current in seen:
            continue
        seen.add(current)
        try:
            data = current.read_bytes()
        except OSError:
            yield current, None
            continue
        yield current, data
        for name in _USE.findall(data):
            included = current.parent / name.decode("utf-8", "replace")
            pending.append(included)
            if included.suffix == "":
                pending.append(included.with_suffix(".pl"))


def lookup(key: str) -> str | None:
    """The generated module cached under `key`, or None."""
    entry = cache_dir() / f"{key}.py"
    try:
        text = entry.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    except (OSError, UnicodeDecodeError):
        _set_aside(entry)
        return None
    if not text.endswith(f"# {FORMAT} {key}\n") or not _GAME_ID.search(text):
        _set_aside(entry)
        return None
    return text


def store(key: str, python: str) -> None:
    """Keep a generated module; a cache that cannot be written is skipped."""
    folder = cache_dir()
    text = python if python.endswith("\n") else python + "\n"
    try:
        folder.mkdir(parents=True, exist_ok=True)
        userfiles.write_atomic(folder / f"{key}.py", f"{text}# {FORMAT} {key}\n".encode())
    except OSError:
        return  # a read-only or full disk only costs the next open a compile


def game_id_of(python: str) -> str:
    found = _GAME_ID.search(python)
    return found.group(1) if found else "game"


def _set_aside(entry: Path) -> None:
    try:
        userfiles.set_aside(entry)
    except OSError:
        pass  # then the next store replaces it
