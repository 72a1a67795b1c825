"""`paperc --watch DIR...`: compile each source again whenever it changes.

Folders are watched with watchdog. Editors save a file in several steps (a
truncate and a write, or a temp file renamed over it), so changes are
collected and a source is compiled once it has been quiet for a moment. A
change to a file that other sources bring in with `#use` (from a folder
below theirs too, or through another included file) compiles those
sources again too. The compile itself, and what it prints, belong to the
caller (the CLI): this module only decides what to compile and when.
"""

from __future__ import annotations

import re
import threading
import time
from collections.abc import Callable, Iterable
from pathlib import Path

SOURCE_SUFFIXES = (".pl", ".cdl")
QUIET_SECONDS = 0.15
CHANGES = frozenset({"created", "modified", "moved", "deleted", "closed"})
_USE = re.compile(r'#use\s+"([^"\n]*)"')


def sources_in(folders: Iterable[Path]) -> list[Path]:
    found: list[Path] = []
    for folder in folders:
        found.extend(sorted(p for p in folder.rglob("*") if p.suffix in SOURCE_SUFFIXES))
    return found


def dependents(changed: Path, folder_sources: Iterable[Path]) -> list[Path]:
    """The sources to compile when `changed` changed: itself if it is a game
    (it has a `game` block or is CDL), and every game that `#use`s it,
    directly or through other included files (in any folder below)."""
    result: list[Path] = []
    if changed.suffix == ".cdl" or _is_game(changed):
        result.append(changed)
    sources = [s for s in folder_sources if s.suffix == ".pl"]
    touched = {changed.resolve()}
    grew = True
    while grew:
        grew = False
        for source in sources:
            if source.resolve() in touched or not touched & _uses(source):
                continue
            touched.add(source.resolve())
            grew = True
            if _is_game(source):
                result.append(source)
    return result


def _uses(source: Path) -> set[Path]:
    """The files a source names in its `#use` lines."""
    try:
        text = source.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return set()
    found: set[Path] = set()
    for name in _USE.findall(text):
        used = (source.parent / name).resolve()
        found.update((used, used.with_suffix(".pl")) if not used.suffix else (used,))
    return found


def _is_game(path: Path) -> bool:
    try:
        text = path.read_text(encoding="utf-8", errors="replace")
    except OSError:
        return False
    return re.search(r"^\s*game\s", text, re.MULTILINE) is not None


class Watcher:
    """Watches folders and calls `compile_one(path)` for each source to
    compile again, from one background thread, in a stable order."""

    def __init__(self, folders: list[Path], compile_one: Callable[[Path], object]) -> None:
        from watchdog.events import FileSystemEventHandler
        from watchdog.observers import Observer

        self.folders = [folder.resolve() for folder in folders]
        self.compile_one = compile_one
        self._pending: dict[Path, float] = {}
        self._lock = threading.Lock()
        self._stop = threading.Event()
        watcher = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event) -> None:
                if event.event_type not in CHANGES:  # reading a file is an event too
                    return
                for attr in ("src_path", "dest_path"):
                    raw = getattr(event, attr, "")
                    if raw:
                        watcher.touched(Path(str(raw)))

        self._observer = Observer()
        for folder in self.folders:
            self._observer.schedule(Handler(), str(folder), recursive=True)
        self._thread = threading.Thread(target=self._run, name="paperc-watch", daemon=True)

    def touched(self, path: Path) -> None:
        if path.suffix not in SOURCE_SUFFIXES or path.name.startswith("."):
            return
        with self._lock:
            self._pending[path.resolve()] = time.monotonic()

    def start(self) -> None:
        self._observer.start()
        self._thread.start()

    def stop(self) -> None:
        self._stop.set()
        self._observer.stop()
        self._observer.join(timeout=5)
        self._thread.join(timeout=5)

    def _run(self) -> None:
        while not self._stop.wait(0.05):
            for path in self._due():
                if not path.exists():
                    continue
                for source in dependents(path, sources_in(self.folders)):
                    self.compile_one(source)

    def _due(self) -> list[Path]:
        now = time.monotonic()
        with self._lock:
            due = sorted(p for p, at in self._pending.items() if now - at >= QUIET_SECONDS)
            for path in due:
                del self._pending[path]
        return due


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
