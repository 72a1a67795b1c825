"""Games kept between sittings: the game in progress of each game (kept when
the table or the app closes, resumed when the game is opened again) and
named saves. Headless (no arcade): the table and `paper play --resume` use it.

Every file lives in `runtime.userfiles.saves_dir()`: `<game>.<rules>.resume.json`
for a game in progress, `<name>.save.json` for a named save. They are
`Session.save` files: written atomically, naming the game by id, language
and the fingerprint of its rules, holding no path, with the whole journal
(undo and redo) and the seconds played. A resume file's name is made from
the game's id and its rules' fingerprint so that no two games share one:
an id of paperc's (`[a-z0-9_]`) stands as it is, any other id is shortened
and given a hash of itself (with a `-`, which paperc's ids never hold).
Loading checks that the file is of the game asked for; a file of another
game is left alone. A file that no longer loads (the game's rules changed,
the file is damaged) is set aside under another name and the caller gets a
notice saying so; nothing raises.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import dataclass
from pathlib import Path

from runtime import registry, userfiles
from runtime.engine.model import GameError
from runtime.session import Session, SessionError, saved_game_id

RESUME_SUFFIX = ".resume.json"
SAVE_SUFFIX = ".save.json"
_UNSAFE = re.compile(r"[^A-Za-z0-9._ -]+")
_PLAIN_ID = re.compile(r"[a-z0-9_]{1,64}\Z")  # the ids paperc makes (paperc.ids)


def file_name(text: str) -> str:
    """A name safe as a file name on every platform (letters, digits, `._ -`)."""
    name = _UNSAFE.sub("_", text).strip(" .")
    return name[:80] or "game"


def _id_part(game_id: str) -> str:
    """A file name for a game id, different for every id."""
    if _PLAIN_ID.match(game_id):
        return game_id
    digest = hashlib.sha256(game_id.encode("utf-8", "surrogatepass")).hexdigest()[:16]
    return f"{file_name(game_id)[:40]}-{digest}"


def resume_path(game_id: str, fingerprint: str = "") -> Path:
    """Where the game in progress of the game of this id and rules is kept
    (without a fingerprint: the name of rules no plugin vouches for)."""
    rules = f".{fingerprint[:16]}" if fingerprint else ""
    return userfiles.saves_dir() / f"{_id_part(game_id)}{rules}{RESUME_SUFFIX}"


def _legacy_path(game_id: str) -> Path:
    """Where an older Paper kept it (two ids could share this name)."""
    return userfiles.saves_dir() / f"{file_name(game_id)}{RESUME_SUFFIX}"


def save_path(name: str) -> Path:
    return userfiles.saves_dir() / f"{file_name(name)}{SAVE_SUFFIX}"


@dataclass
class Opened:
    """What opening a kept game gave: the Session (None when there was none
    or it did not load), a notice for the player ("" when all went well),
    and the seconds already played in it."""

    session: Session | None
    notice: str = ""
    elapsed: float = 0.0


def _write(session: Session, path: Path, elapsed: float | None = None) -> str:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        session.save(path, elapsed=elapsed)
    except OSError as exc:
        return f"cannot save {path.name}: {exc.strerror or exc}"
    except SessionError as exc:
        return str(exc).replace(str(path), path.name)
    return ""


def keep(session: Session, elapsed: float | None = None) -> str:
    """Keep a game in progress for next time (or forget it, when there is
    nothing to resume: no move made, or the game is over), with the seconds
    played so far. Returns a notice ("" when all went well)."""
    path = resume_path(session.game_id, session.fingerprint)
    if session.status != "playing" or session.move_count == 0:
        forget(session)
        return ""
    problem = _write(session, path, elapsed)
    if not problem:
        _forget_legacy(session)
    return problem


def forget(game: Session | str) -> None:
    """The game in progress is no longer wanted (a new deal was started).
    A Session forgets only its own game's file; an id, every file of it."""
    for path in _paths(game):
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass


def has_resume(game: Session | str) -> bool:
    return any(path.is_file() for path in _paths(game))


def _paths(game: Session | str) -> list[Path]:
    """The files that may hold the game in progress of `game` (a Session:
    of its rules; an id: of any rules), best first."""
    if isinstance(game, Session):
        found = [resume_path(game.game_id, game.fingerprint)]
        legacy = [resume_path(game.game_id), _legacy_path(game.game_id)]
        older = _older_fingerprint(game)
        if older:
            legacy.insert(0, resume_path(game.game_id, older))
        found += [p for p in legacy if p not in found and _holds(p, game)]
        return found
    folder = userfiles.saves_dir()
    try:
        named = sorted(folder.glob(f"{_glob_safe(_id_part(game))}.*{RESUME_SUFFIX}"))
    except OSError:
        named = []
    found = [p for p in named if p.name.count(".") == _id_part(game).count(".") + 3]
    for path in (resume_path(game), _legacy_path(game)):
        if path not in found and path.is_file() and _file_game(path)[0] in ("", game):
            found.append(path)
    return found


def _glob_safe(text: str) -> str:
    return re.sub(r"([*?\[])", r"[\1]", text)


def _file_game(path: Path) -> tuple[str, str]:
    """The id and fingerprint a kept file records ("" when it cannot say)."""
    try:
        with path.open("rb") as handle:
            head = handle.read(4096).decode("utf-8", "replace")
    except OSError:
        return "", ""
    game = re.search(r'"game": ("(?:[^"\\]|\\.)*")', head)
    fingerprint = re.search(r'"fingerprint": "([0-9a-f]*)"', head)
    try:
        game_id = json.loads(game.group(1)) if game else ""
    except ValueError:
        game_id = ""
    return str(game_id), fingerprint.group(1) if fingerprint else ""


def _holds(path: Path, session: Session) -> bool:
    """May the kept file at `path` (named after `session`'s id) be of its
    game: it says so, or it records no fingerprint (an older file), or it
    cannot say (a damaged file: loading it sets it aside)?"""
    if not path.is_file():
        return False
    game_id, fingerprint = _file_game(path)
    return game_id in ("", session.game_id) and fingerprint in _known(session)


def _older_fingerprint(session: Session) -> str:
    """What an older Paper called the fingerprint of `session`'s rules when
    that differs (it left included files out); "" when it does not."""
    entry = registry.entry_of(type(session.rules))
    if entry is None or entry.made_from == entry.fingerprint:
        return ""
    return entry.made_from


def _known(session: Session) -> tuple[str, ...]:
    """The fingerprints a kept file of `session`'s rules may record ("":
    a file older than fingerprints)."""
    return ("", session.fingerprint, _older_fingerprint(session))


def _forget_legacy(session: Session) -> None:
    for path in _paths(session)[1:]:
        try:
            path.unlink(missing_ok=True)
        except OSError:
            pass


def _load(path: Path, plugins: list[Path], source: str | None, what: str) -> Opened:
    try:
        session = Session.load(path, plugins=plugins, source=source)
        return Opened(session, elapsed=session.elapsed)
    except (SessionError, GameError, RecursionError, ValueError) as exc:
        reason = str(exc).removeprefix(f"{path}: ")
    try:
        aside = userfiles.set_aside(path)
    except OSError as exc:
        return Opened(None, f"{what} does not load ({reason}), nor can it be set aside: {exc}")
    return Opened(None, f"{what} no longer loads ({reason}); it was set aside as {aside.name}")


def resume(
    game: Session | str, plugins: list[Path] | None = None, source: str | None = None
) -> Opened:
    """The game in progress of `game`, if one was kept: pass the Session of
    a new deal of it (an id alone finds the game by id). `source`: the
    plugin or source file the game is played from, when it is not
    installed. A file that turns out to be of another game (another id, or
    other rules of that id) is left alone for that game."""
    for path in _paths(game):
        if not path.is_file():
            continue
        game_id = game.game_id if isinstance(game, Session) else game
        recorded, fingerprint = _file_game(path)
        if recorded and recorded != game_id:
            continue  # not this game's (an older file whose name two ids shared)
        if isinstance(game, Session) and fingerprint not in _known(game):
            continue
        if source is None and isinstance(game, Session) and Path(game.origin).is_file():
            source = game.origin  # the very file it was opened from
        opened = _load(path, plugins or [], source, "the game in progress")
        if opened.session is not None and opened.session.game_id != game_id:
            return Opened(None, f"{path.name} is not a game of {game_id!r}; it was left alone")
        return opened
    return Opened(None)


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
