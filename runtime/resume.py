"""Games kept between sittings: the game in progress of each game (kept when
the table or the app closes, resumed when the game is opened again) and
named saves. Headless (no arcade): the table and `paper play --resume` use it.

Every file lives in `runtime.userfiles.saves_dir()`: `<game id>.resume.json`
for a game in progress, `<name>.save.json` for a named save. They are
`Session.save` files: written atomically, naming the game by id and holding
no path, with the whole journal (undo and redo). A file that no longer loads
(the game's rules changed, the file is damaged) is set aside under another
name and the caller gets a notice saying so; nothing raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from runtime import userfiles
from runtime.engine.model import GameError
from runtime.session import Session, SessionError, saved_game_id

RESUME_SUFFIX = ".resume.json"
SAVE_SUFFIX = ".save.json"
_UNSAFE = re.compile(r"[^A-Za-z0-9._ -]+")


def file_name(text: str) -> str:
    """A name safe as a file name on every platform (letters, digits, `._ -`)."""
    name = _UNSAFE.sub("_", text).strip(" .")
    return name[:80] or "game"


def resume_path(game_id: str) -> Path:
    return userfiles.saves_dir() / f"{file_name(game_id)}{RESUME_SUFFIX}"


def save_path(name: str) -> Path:
    return userfiles.saves_dir() / f"{file_name(name)}{SAVE_SUFFIX}"


@dataclass
class Opened:
    """What opening a kept game gave: the Session (None when there was none
    or it did not load) and a notice for the player ("" when all went well)."""

    session: Session | None
    notice: str = ""


def _write(session: Session, path: Path) -> str:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        session.save(path)
    except OSError as exc:
        return f"cannot save {path.name}: {exc.strerror or exc}"
    return ""


def keep(session: Session) -> str:
    """Keep a game in progress for next time (or forget it, when there is
    nothing to resume: no move made, or the game is over). Returns a notice
    ("" when all went well)."""
    path = resume_path(session.game_id)
    if session.status != "playing" or session.move_count == 0:
        try:
            path.unlink(missing_ok=True)
        except OSError as exc:
            return f"cannot remove {path.name}: {exc.strerror or exc}"
        return ""
    return _write(session, path)


def forget(game_id: str) -> None:
    """The game in progress is no longer wanted (a new deal was started)."""
    try:
        resume_path(game_id).unlink(missing_ok=True)
    except OSError:
        pass


def has_resume(game_id: str) -> bool:
    return resume_path(game_id).is_file()


def _load(path: Path, plugins: list[Path], source: str | None, what: str) -> Opened:
    try:
        return Opened(Session.load(path, plugins=plugins, source=source))
    except (SessionError, GameError, RecursionError, ValueError) as exc:
        reason = str(exc).removeprefix(f"{path}: ")
    try:
        aside = userfiles.set_aside(path)
    except OSError as exc:
        return Opened(None, f"{what} does not load ({reason}), nor can it be set aside: {exc}")
    return Opened(None, f"{what} no longer loads ({reason}); it was set aside as {aside.name}")


def resume(game_id: str, plugins: list[Path] | None = None, source: str | None = None) -> Opened:
    """The game in progress of `game_id`, if one was kept. `source`: the
    plugin or source file the game is played from, when it is not installed."""
    path = resume_path(game_id)
    if not path.is_file():
        return Opened(None)
    return _load(path, plugins or [], source, "the game in progress")


def save(session: Session, name: str) -> str:
    """A named save; returns a notice ("" when all went well)."""
    return _write(session, save_path(name))


@dataclass(frozen=True)
class Saved:
    name: str  # as the player typed it (the file name without its suffix)
    game_id: str  # "" when the file does not say (it will not load)
    path: Path


def named_saves() -> list[Saved]:
    """The named saves, newest first."""
    folder = userfiles.saves_dir()
    try:
        files = [p for p in folder.iterdir() if p.name.endswith(SAVE_SUFFIX) and p.is_file()]
    except OSError:
        return []
    files.sort(key=lambda p: p.stat().st_mtime, reverse=True)
    found = []
    for path in files:
        try:
            game = saved_game_id(path)
        except SessionError:
            game = ""
        found.append(Saved(path.name.removesuffix(SAVE_SUFFIX), game, path))
    return found


def open_saved(
    saved: Saved, plugins: list[Path] | None = None, source: str | None = None
) -> Opened:
    return _load(saved.path, plugins or [], source, f"the save {saved.name!r}")
