"""Paper's files in the player's folders: where they live, and how they are
written and read so that nothing is ever lost.

Every file Paper keeps for the player (settings, high scores, statistics,
and later saves and the compile cache) goes through this module:

- **Where**: `platformdirs` folders, or `$PAPER_CONFIG_DIR`, `$PAPER_DATA_DIR`
  and `$PAPER_CACHE_DIR` (the compile cache) when set (tests and portable
  installs use them).
- **Writes are atomic**: a temp file in the same folder, flushed and fsynced,
  then `os.replace`d over the old file. A crash (even `kill -9`) leaves the
  old file or the new one, never half of one.
- **Read-modify-write is locked** (`filelock`, a hidden `.<name>.lock`
  beside the file) and merges: `update` re-reads the file under the lock and applies the
  change to what is on disk now, so two Papers running at once keep each
  other's entries.
- **Stale temp files** that a killed writer left behind are removed the next
  time the file is read (under the lock, so never a live writer's).
- **Reading is safe**: a file that is not UTF-8, not JSON, holds `NaN`,
  `Infinity` or `1e999`, nests too deeply, is too big, or has the wrong shape
  is moved aside (`<name>.corrupt-<timestamp>`), never overwritten or
  deleted, and the caller gets the defaults with a notice it can show.
"""

from __future__ import annotations

import datetime as dt
import json
import math
import os
import tempfile
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, TypeVar

if TYPE_CHECKING:
    import filelock  # (imported where a lock is first taken: `_lock_for`)

APP = "paper"
MAX_BYTES = 8 * 1024 * 1024  # no file of Paper's is near this; a bigger one is not ours
LOCK_TIMEOUT = 15.0  # seconds; a writer holds the lock for milliseconds
TEMP_SUFFIX = ".tmp"

T = TypeVar("T")


class Corrupt(ValueError):
    """A user file's content is not what Paper wrote (raised by parsers)."""


# -- where the files live ------------------------------------------------------


def _folder(variable: str, kind: str) -> Path:
    override = os.environ.get(variable)
    if override:
        return Path(override)
    import platformdirs

    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP))


def config_dir() -> Path:
    """Settings: `$PAPER_CONFIG_DIR`, else the per-user config folder."""
    return _folder("PAPER_CONFIG_DIR", "config")


def data_dir() -> Path:
    """High scores, statistics and saves: `$PAPER_DATA_DIR`, else the per-user data folder."""
    return _folder("PAPER_DATA_DIR", "data")


def cache_dir() -> Path:
    """The per-user cache folder, what can be made again: `$PAPER_CACHE_DIR`'s
    parent when that is set (it names the compile cache itself), else the
    platform's."""
    override = os.environ.get("PAPER_CACHE_DIR")
    if override:
        return Path(override).parent
    import platformdirs

    return Path(platformdirs.user_cache_dir(APP))


def settings_path() -> Path:
    return config_dir() / "settings.json"


def highscores_path() -> Path:
    return data_dir() / "highscores.json"


def stats_path() -> Path:
    return data_dir() / "statistics.json"


def saves_dir() -> Path:
    return data_dir() / "saves"


def compile_cache_dir() -> Path:
    """Compiled games: `$PAPER_CACHE_DIR` itself when set (as `runtime.compile_cache`
    reads it), else `compiled` in the per-user cache folder."""
    override = os.environ.get("PAPER_CACHE_DIR")
    return Path(override) if override else cache_dir() / "compiled"


# -- locking -----------------------------------------------------------------

_locks: dict[Path, filelock.FileLock] = {}
_locks_guard = threading.Lock()


def _forget_locks() -> None:
    """A child process starts with no lock objects of its parent's.

    A `FileLock` holds an open file of the process that made it; filelock 4
    refuses one inherited across `fork`, and 3.x would share the parent's
    open file (and so its lock). The child makes its own on first use."""
    global _locks_guard
    _locks.clear()
    _locks_guard = threading.Lock()  # the parent's may have been held by another thread


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_locks)


def lock_path(path: Path) -> Path:
    return path.with_name(f".{path.name}.lock")


def _lock_for(path: Path) -> filelock.FileLock:
    """One FileLock object per file and process: two objects on one path would
    block each other inside the same process (fcntl locks are per open file).
    Each thread takes it on its own (filelock's `thread_local`), so threads
    exclude each other and a thread may take it again inside itself."""
    import filelock  # (here: importing it with the settings was a third of a fresh Session.open)

    key = Path(os.path.abspath(path))
    with _locks_guard:
        lock = _locks.get(key)
        if lock is None:
            lock = _locks[key] = filelock.FileLock(
                str(lock_path(key)), timeout=LOCK_TIMEOUT, thread_local=True
            )
        return lock


@contextmanager
def locked(path: Path) -> Iterator[None]:
    """Hold `path`'s lock (reentrant within a thread). Raises OSError when the
    folder cannot be made or written, `filelock.Timeout` (an OSError too) when
    another process holds the lock too long."""
    path.parent.mkdir(parents=True, exist_ok=True)
    with _lock_for(path):
        yield


# -- writing -------------------------------------------------------------------


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def write_atomic(path: Path, data: bytes) -> None:
    """Replace `path` with `data` in one step, under the file's lock."""
    with locked(path):
        _write_locked(path, data)


def _write_locked(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); harmless where unsupported."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def dump_json(data: Any) -> bytes:
    """Paper's JSON: indented, keys sorted, ASCII, and never NaN or Infinity."""
    return (json.dumps(data, indent=1, sort_keys=True, allow_nan=False) + "\n").encode("ascii")


def stale_temps(path: Path) -> list[Path]:
    """Temp files of `path` that a writer left behind (none while one writes
    under the lock: call this holding it)."""
    try:
        return [
            p
            for p in path.parent.iterdir()
            if p.name.startswith(_temp_prefix(path)) and p.name.endswith(TEMP_SUFFIX)
        ]
    except OSError:
        return []


def _remove_stale_temps(path: Path) -> None:
    for temp in stale_temps(path):
        try:
            temp.unlink()
        except OSError:
            pass  # another try at the next start


# -- reading -------------------------------------------------------------------


def _no_constants(name: str) -> Any:
    raise Corrupt(f"{name} is not a number JSON allows")


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise Corrupt(f"the number {text[:20]} is too large")
    return value


def parse_json(raw: bytes) -> Any:
    """Strict JSON: UTF-8 text, finite numbers only. Raises Corrupt saying why."""
    if len(raw) > MAX_BYTES:
        raise Corrupt(f"it is too big (over {MAX_BYTES // (1024 * 1024)} MB)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise Corrupt(f"it is not UTF-8 text (byte {exc.start})") from None
    try:
        return json.loads(text, parse_constant=_no_constants, parse_float=_finite)
    except Corrupt:
        raise
    except json.JSONDecodeError as exc:
        raise Corrupt(f"it is not JSON (line {exc.lineno} column {exc.colno}: {exc.msg})") from None
    except RecursionError:
        raise Corrupt("it nests too deeply") from None
    except ValueError as exc:  # e.g. an integer of more than 4300 digits
        raise Corrupt(f"it holds a value Paper cannot read ({_short(str(exc))})") from None


def _short(text: str, limit: int = 80) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"


@dataclass
class Loaded(Generic[T]):
    """What reading a user file gave: the value (the defaults when the file
    was missing or bad), a notice for the player ("" when all went well), and
    where a bad file was kept."""

    value: T
    notice: str = ""
    aside: Path | None = None


def set_aside(path: Path) -> Path:
    """Rename a bad file to `<name>.corrupt-<timestamp>[-n]`, next to it; never
    over another file. Returns the new path; raises OSError if it cannot."""
    stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        aside = path.with_name(f"{path.name}.corrupt-{stamp}" + (f"-{n}" if n else ""))
        if aside.exists():
            continue
        try:
            os.link(path, aside)  # fails rather than replace a file that appeared meanwhile
        except FileExistsError:
            continue
        except OSError:
            if aside.exists():
                continue
            os.replace(path, aside)  # a file system without hard links
            return aside
        path.unlink()
        return aside
    raise OSError(f"too many set-aside copies of {path.name}")


def read(
    path: Path,
    parse: Callable[[Any], T],
    default: Callable[[], T],
    what: str,
) -> Loaded[T]:
    """Read a JSON user file safely (see the module's docstring).

    `parse` turns the JSON value into T and raises (Corrupt, ValueError,
    TypeError, KeyError...) when its shape is wrong. `what` names the file for
    the player: "settings", "high-score file"..."""
    if not path.parent.is_dir():
        return Loaded(default())  # nothing written yet: no folder made, no lock taken
    try:
        with locked(path):
            _remove_stale_temps(path)
            return _read_locked(path, parse, default, what, may_move=True)
    except OSError:
        # no lock to be had (a read-only folder, or a hung Paper): read anyway,
        # but leave even a bad file where it is
        return _read_locked(path, parse, default, what, may_move=False)


def _read_locked(
    path: Path, parse: Callable[[Any], T], default: Callable[[], T], what: str, may_move: bool
) -> Loaded[T]:
    try:
        with path.open("rb") as handle:
            raw = handle.read(MAX_BYTES + 1)  # a huge file is not read whole to say so
    except FileNotFoundError:
        return Loaded(default())
    except OSError as exc:
        return Loaded(default(), f"cannot read the {what} {path}: {exc.strerror or exc}")
    try:
        return Loaded(parse(parse_json(raw)))
    except Exception as exc:  # noqa: BLE001 - whatever a bad file makes a parser raise
        why = _reason(exc)
    if not may_move:
        return Loaded(default(), f"the {what} {path} is unreadable ({why}); using defaults")
    try:
        aside = set_aside(path)
    except OSError as exc:
        return Loaded(
            default(),
            f"the {what} {path} is unreadable ({why}) and could not be moved aside "
            f"({exc.strerror or exc}); using defaults",
        )
    return Loaded(
        default(),
        f"the {what} {path} was unreadable ({why}); it was kept as {aside.name} "
        "and Paper goes on without it",
        aside,
    )


def _reason(exc: BaseException) -> str:
    if isinstance(exc, Corrupt):
        return str(exc)
    if isinstance(exc, KeyError):
        return f"{exc} is missing"
    if isinstance(exc, RecursionError):
        return "it nests too deeply"
    return _short(str(exc) or type(exc).__name__)


def update(
    path: Path,
    parse: Callable[[Any], T],
    default: Callable[[], T],
    change: Callable[[T], T],
    dump: Callable[[T], Any],
    what: str,
) -> Loaded[T]:
    """Read-modify-write under the lock: re-read what is on disk now (setting a
    bad file aside as `read` does), apply `change`, write atomically. Returns
    the value written, with the read's notice. Raises OSError if it cannot
    write (the file on disk is then unchanged)."""
    with locked(path):
        _remove_stale_temps(path)
        loaded = _read_locked(path, parse, default, what, may_move=True)
        value = change(loaded.value)
        _write_locked(path, dump_json(dump(value)))
        return Loaded(value, loaded.notice, loaded.aside)


def text(value: Any, name: str, limit: int = 4096) -> str:
    """A string field of a user file: a str that can be written back as UTF-8,
    with no NUL (which no path or name may hold)."""
    if not isinstance(value, str):
        raise Corrupt(f"{name} should be text")
    if len(value) > limit or "\x00" in value:
        raise Corrupt(f"{name} is not a usable text")
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise Corrupt(f"{name} is not a usable text") from None
    return value


def count(value: Any, name: str, limit: int = 10**9) -> int:
    """A whole number field, 0 to `limit` (bools are not numbers here)."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= limit:
        raise Corrupt(f"{name} should be a whole number from 0 to {limit}")
    return value


def tidy(paths: list[Path] | None = None) -> None:
    """At start: remove the temp files a killed Paper left beside its files
    (each under its file's lock, so never those of a Paper writing now)."""
    for path in paths if paths is not None else [settings_path(), highscores_path(), stats_path()]:
        if not stale_temps(path):
            continue
        try:
            with locked(path):
                _remove_stale_temps(path)
        except OSError:
            pass  # a read-only folder, or a Paper holding the lock: next time
