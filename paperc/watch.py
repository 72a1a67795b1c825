"""`paperc --watch DIR...`: compile each source again whenever it changes.

Folders are watched with watchdog. Editors save a file in several steps (a
truncate and a write, or a temp file renamed over it), so changes are
collected and a source is compiled once it has been quiet for a moment. A
change to a file that other sources bring in with `#use` (from a folder
below theirs too, or through another included file) compiles those
sources again too: the `#use`s as the compiler itself reads them
(`paperc.source_includes`). A link that loops, a FIFO or a device in a
watched folder is passed over, never read. The compile itself, and what it prints, belong to the
caller (the CLI): this module only decides what to compile and when.
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

from runtime.engine.files import read_regular

SOURCE_SUFFIXES = (".pl", ".cdl")
QUIET_SECONDS = 0.15
CHANGES = frozenset({"created", "modified", "moved", "deleted", "closed"})


def sources_in(folders: Iterable[Path]) -> list[Path]:
    """The sources (regular files: not a FIFO, nor a link that loops) in
    the folders and below."""
    found: list[Path] = []
    for folder in folders:
        try:
            paths = sorted(folder.rglob("*"))
        except OSError:
            continue
        found.extend(p for p in paths if p.suffix in SOURCE_SUFFIXES and _regular(p))
    return found


def dependents(changed: Path, folder_sources: Iterable[Path]) -> list[Path]:
    """The sources to compile when `changed` changed: itself if it is a game
    (it has a `game` block or is CDL), and every game that `#use`s it,
    directly or through other included files (in any folder below), as the
    compiler reads the `#use`s."""
    result: list[Path] = []
    if changed.suffix == ".cdl" or _is_game(changed):
        result.append(changed)
    sources = [s for s in folder_sources if s.suffix == ".pl"]
    touched = {resolved(changed)}
    grew = True
    while grew:
        grew = False
        for source in sources:
            if resolved(source) in touched or not touched & _uses(source):
                continue
            touched.add(resolved(source))
            grew = True
            if _is_game(source):
                result.append(source)
    return result


def resolved(path: Path) -> Path:
    """`path` with its links followed, or as it is when they loop."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # Python 3.11 raises RuntimeError for a loop
        return path.absolute()


def _regular(path: Path) -> bool:
    try:
        return path.is_file()
    except OSError:
        return False


_USES: dict[Path, tuple[tuple[object, ...], set[Path]]] = {}  # source -> (stamps, its includes)


def _uses(source: Path) -> set[Path]:
    """The files a source brings in with `#use`, at any depth, as the
    compiler reads them (found or not); read again when the source or one
    of those files changed."""
    known = _USES.get(source)
    stamps = tuple(_stamp(p) for p in [source, *sorted(known[1] if known else ())])
    if known is not None and known[0] == stamps:
        return known[1]
    from paperc import source_includes

    used = {resolved(path) for path in source_includes(source)}
    _USES[source] = (tuple(_stamp(p) for p in [source, *sorted(used)]), used)
    return used


def _stamp(path: Path) -> object:
    try:
        known = path.stat()
    except OSError:
        return None
    return (known.st_mtime_ns, known.st_size)


def _is_game(path: Path) -> bool:
    from paperc import MAX_SOURCE_BYTES

    try:
        text = read_regular(path, MAX_SOURCE_BYTES).decode("utf-8", "replace")
    except OSError:
        return False
    return re.search(r"^\s*game\s", text, re.MULTILINE) is not None


class ChangedFiles:
    """The files that change in some folders and below, seen by watchdog:
    `due()` hands each out once it has been quiet for `quiet` seconds
    (editors save in several steps). Only paths are collected, on
    watchdog's thread; the caller asks `due()` from its own loop. `wanted`
    says which paths count. Both `paperc --watch` and the app's hot reload
    use it."""

    def __init__(
        self, folders: Iterable[Path], wanted: Callable[[Path], bool], quiet: float
    ) -> None:
        from watchdog.events import FileSystemEventHandler
        from watchdog.observers import Observer

        self.folders = [resolved(Path(folder)) for folder in folders]
        self.wanted = wanted
        self.quiet = quiet
        self._pending: dict[Path, float] = {}
        self._lock = threading.Lock()
        changes = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event) -> None:
                if event.event_type not in CHANGES:  # reading a file is an event too
                    return
                for attr in ("src_path", "dest_path"):
                    raw = getattr(event, attr, "")
                    if not raw:
                        continue
                    try:
                        changes.touched(Path(os.fsdecode(raw)))
                    except Exception:  # noqa: BLE001 - an odd file never stops the watching
                        continue

        self._handler = Handler()
        self._observer = Observer()
        self._observer.daemon = True
        for folder in self.folders:
            self._observer.schedule(self._handler, str(folder), recursive=True)
        self._observer.start()

    def add(self, folder: Path) -> None:
        """Watch one more folder, unless it lies in one watched already."""
        folder = resolved(Path(folder))
        if folder.is_dir() and not any(f == folder or f in folder.parents for f in self.folders):
            self.folders.append(folder)
            self._observer.schedule(self._handler, str(folder), recursive=True)

    def touched(self, path: Path) -> None:
        if self.wanted(path):
            with self._lock:
                self._pending[resolved(path)] = time.monotonic()

    def due(self) -> list[Path]:
        """The files changed (created, edited, removed) and quiet since."""
        now = time.monotonic()
        with self._lock:
            due = sorted(p for p, at in self._pending.items() if now - at >= self.quiet)
            for path in due:
                del self._pending[path]
        return due

    def stop(self) -> None:
        self._observer.stop()
        self._observer.join(timeout=5)


class Watcher:
    """Watches folders and calls `compile_one(path)` for each source to
    compile again, from one background thread, in a stable order."""

    def __init__(self, folders: list[Path], compile_one: Callable[[Path], object]) -> None:
        self.folders = [folder.resolve() for folder in folders]
        self.compile_one = compile_one
        self._changes: ChangedFiles | None = None
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, name="paperc-watch", daemon=True)

    def start(self) -> None:
        self._changes = ChangedFiles(self.folders, _is_source, QUIET_SECONDS)
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        if self._changes is not None:
            self._changes.stop()
        self._thread.join(timeout=5)

    def _run(self) -> None:
        assert self._changes is not None
        while not self._stop.wait(0.05):
            for path in self._changes.due():
                try:
                    if not path.exists():
                        continue
                    found = dependents(path, sources_in(self.folders))
                except Exception:  # noqa: BLE001 - whatever a folder holds, watching goes on
                    found = [path] if _regular(path) else []
                for source in found:
                    self.compile_one(source)


def _is_source(path: Path) -> bool:
    return path.suffix in SOURCE_SUFFIXES and not path.name.startswith(".")


def watch(
    folders: list[Path],
    compile_one: Callable[[Path], object],
    until: Callable[[], bool] = lambda: False,
) -> None:
    """Compile every source once, then again on each change, until `until()`
    is true or the user presses Ctrl+C."""
    lock = threading.Lock()  # one compile at a time: the first pass and the watcher share it

    def one_at_a_time(path: Path) -> None:
        with lock:
            compile_one(path)

    watcher = Watcher(folders, one_at_a_time)
    watcher.start()  # first, so that a save during the first pass is not missed
    try:
        for source in sources_in(folders):
            if source.suffix == ".cdl" or _is_game(source):
                one_at_a_time(source)
        while not until():
            time.sleep(0.1)
    except KeyboardInterrupt:
        pass
    finally:
        watcher.stop()
