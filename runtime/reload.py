"""Hot reload, without a window: noticing changed plugins, and carrying a
game in progress over to new rules.

`FolderWatcher` watches plugin folders (and the folders below them, where
a game's `#use`d files may lie) with watchdog and reports the plugin and
source files that changed once they have been quiet for a moment (editors
save in several steps). It only collects paths, from watchdog's thread;
whoever owns the game (the launcher, the table) asks `due()` from its own
loop and reloads there, so no game is ever touched from two threads.
`with_dependents` adds the sources that `#use` a changed file: editing an
included file reloads the games made of it.

`carry_over(session, rules)` deals the same seed under the new rules and
replays the old moves for as long as they stay legal, and says how far it
got: "rules changed: replayed 12 of 15 moves".
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from runtime.compile_cache import included_files
from runtime.engine.model import GameError, IllegalMove, Move, Rules
from runtime.session import Session, SessionError

WATCHED_SUFFIXES = (".py", ".pl", ".cdl")
QUIET_SECONDS = 0.1
CHANGES = frozenset({"created", "modified", "moved", "deleted", "closed"})


@dataclass(frozen=True)
class Reloaded:
    """The game under its new rules, and how much of the old one it kept."""

    session: Session
    replayed: int  # moves that still played
    total: int  # moves the old game had made
    refusal: str = ""  # why the first move that did not play was refused

    @property
    def complete(self) -> bool:
        return self.replayed == self.total

    def message(self) -> str:
        """The status bar's line after the reload."""
        if self.total == 0:
            return "rules changed: the deal was made again"
        if self.complete:
            return f"rules changed: replayed all {self.total} moves"
        moves = "move" if self.total == 1 else "moves"
        why = f" (move {self.replayed + 1}: {self.refusal})" if self.refusal else ""
        return f"rules changed: replayed {self.replayed} of {self.total} {moves}{why}"


def carry_over(old: Session, rules: Rules, origin: str = "") -> Reloaded:
    """`old`'s seed dealt under `rules`, with as many of its moves (up to its
    current position) replayed as stay legal. A move is matched to the new
    rules' list by what it does (piles, count, card, payload, or without the
    payload when just one listed move has those piles, count and card); a
    label the new rules word differently does not stop the replay. Raises
    SessionError when the new rules cannot deal the seed at all."""
    try:
        new = Session(rules, old.seed, origin=origin or old.origin)
    except GameError as exc:
        raise SessionError(f"the changed rules cannot deal seed {old.seed}: {exc}") from None
    moves = old.history()
    for done, move in enumerate(moves):
        same = _matching(new, move)
        try:
            if same is None:
                raise IllegalMove(f"{move} is no longer a move")
            new.play(same)
        except (IllegalMove, GameError, SessionError) as exc:
            return Reloaded(new, done, len(moves), _reason(exc))
        except Exception as exc:  # a half-edited game may fail in any way: stop there
            return Reloaded(new, done, len(moves), f"{type(exc).__name__}: {exc}")
    return Reloaded(new, len(moves), len(moves))


def _matching(session: Session, move: Move) -> Move | None:
    """The move of `session` that does what `move` did, or None."""
    try:
        listed = session.moves()
    except Exception:  # noqa: BLE001 - the new rules' own failure ends the replay
        return None
    if move in listed:
        return move
    exact = [m for m in listed if _what(m) == _what(move) and m.detail == move.detail]
    if exact:
        return exact[0]
    # the payload numbers options in the order the rules list them: an
    # option added or removed renumbers the others, so the same piles,
    # count and card are the same move when only one listed move has them
    alike = [m for m in listed if _what(m) == _what(move)]
    return alike[0] if len(alike) == 1 else None


def _what(move: Move) -> tuple[object, ...]:
    return (move.source, move.target, move.count, move.index)


def _reason(exc: Exception) -> str:
    return str(getattr(exc, "reason", "") or exc)


def with_dependents(changed: Iterable[Path], sources: Iterable[Path]) -> list[Path]:
    """`changed`, then each of `sources` (game sources) that brings a changed
    file in with `#use`, at any depth, as if it had changed itself."""
    found = list(changed)
    touched = {resolved(Path(p)) for p in found}
    for source in sources:
        source = Path(source)
        if source.suffix != ".pl" or resolved(source) in touched:
            continue
        if any(resolved(used) in touched for used in included_files(source)):
            found.append(source)
            touched.add(resolved(source))
    return found


def resolved(path: Path) -> Path:
    """`path` with its links followed, or as it is when they loop."""
    try:
        return path.resolve()
    except (OSError, RuntimeError):  # Python 3.11 raises RuntimeError for a loop
        return path.absolute()


class FolderWatcher:
    """Collects the plugin and source files that change in some folders."""

    def __init__(self, folders: Iterable[Path]) -> None:
        from watchdog.events import FileSystemEventHandler
        from watchdog.observers import Observer

        self.folders = [resolved(Path(f)) for f in folders if Path(f).is_dir()]
        self._pending: dict[Path, float] = {}
        self._lock = threading.Lock()
        watcher = self

        class Handler(FileSystemEventHandler):
            def on_any_event(self, event) -> None:
                if event.event_type not in CHANGES:  # opening a file is an event too
                    return
                for attr in ("src_path", "dest_path"):
                    raw = getattr(event, attr, "")
                    if not raw:
                        continue
                    try:
                        watcher.touched(Path(os.fsdecode(raw)))
                    except Exception:  # noqa: BLE001 - an odd file never stops the watching
                        continue

        self._handler = Handler()
        self._observer = Observer()
        for folder in self.folders:
            self._observer.schedule(self._handler, str(folder), recursive=True)
        self._observer.daemon = True
        self._observer.start()

    def add(self, folder: Path) -> None:
        """Watch one more folder (that of a game opened from a file)."""
        folder = resolved(Path(folder))
        if folder.is_dir() and not any(f == folder or f in folder.parents for f in self.folders):
            self.folders.append(folder)
            self._observer.schedule(self._handler, str(folder), recursive=True)

    def touched(self, path: Path) -> None:
        if path.suffix not in WATCHED_SUFFIXES or path.name.startswith((".", "_")):
            return
        path = resolved(path)
        for folder in self.folders:
            if folder in path.parents:
                inner = path.parent.relative_to(folder).parts
                if any(part.startswith((".", "__")) for part in inner):
                    return  # __pycache__, .git and the like
        with self._lock:
            self._pending[path] = time.monotonic()

    def due(self) -> list[Path]:
        """The files changed (created, edited, removed) and quiet since."""
        now = time.monotonic()
        with self._lock:
            due = sorted(p for p, at in self._pending.items() if now - at >= QUIET_SECONDS)
            for path in due:
                del self._pending[path]
        return due

    def stop(self) -> None:
        self._observer.stop()
        self._observer.join(timeout=5)


__all__ = ["FolderWatcher", "Reloaded", "carry_over", "with_dependents"]
