"""Finding and loading game plugins.

Plugins come from, in this order: the bundled games (`plugins/` in a
checkout, the package `runtime.bundled` once installed), the
entry-point group "paper" (pip-installed game packs), then folders the user
names. Listing a folder reads only each plugin's header comment, so a
launcher with hundreds of plugins starts fast; a plugin is imported when
its game is first opened (or its thumbnail drawn).

Plugins fail alone: one that raises (or calls `sys.exit()`) while it is
imported or while its hook runs, calls `register` wrongly, has a hook of
the wrong shape, or registers something that is not a game class, is
reported in `Registry.errors` under its file name, and the others load.
So is one that is still importing after `import_seconds()` (it loops, or
waits): the import runs on a thread of its own, and the caller goes on.

Each game's entry carries the fingerprint of its rules (`module_fingerprints`:
the sha256 of the source a generated plugin was made from), which saves
record so that they are never loaded into another game of the same id.
"""

from __future__ import annotations

import hashlib
import importlib.util
import inspect
import json
import linecache
import math
import os
import re
import sys
import threading
import types
import weakref
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import pluggy

from runtime.engine.names import did_you_mean
from runtime.hooks import PaperSpec


def _bundled_folder() -> Path:
    """The bundled games: `runtime/bundled` in an installed Paper (pyproject.toml
    maps the checkout's top-level `plugins/` folder there), `plugins/` beside
    the runtime in a checkout."""
    here = Path(__file__).resolve().parent
    installed = here / "bundled"
    return installed if installed.is_dir() else here.parent / "plugins"


BUNDLED = _bundled_folder()
HEADER_TAG = "# paper-game: "


class PluginError(Exception):
    """A plugin that cannot be loaded; the message names its file."""


@dataclass(frozen=True)
class GameEntry:
    """A registered game: enough to show a tile and to open it."""

    game_id: str
    title: str
    language: str
    rules: type
    plugin: str  # the file or entry point it came from
    source: str = ""
    fingerprint: str = ""  # of the rules (`module_fingerprints`); "" when nothing says
    # what older Papers took for the fingerprint (the sha256 of the game's own
    # source, its includes left out): the saves they made still name it
    made_from: str = ""


@dataclass
class PluginFile:
    """A plugin on disk, known from its header without importing it."""

    path: Path
    game_id: str = ""
    title: str = ""
    language: str = ""
    error: str = ""


def read_header(path: Path) -> PluginFile:
    """The `# paper-game: {...}` line a generated plugin carries near its top."""
    entry = PluginFile(path=path)
    try:
        with path.open(encoding="utf-8") as handle:
            for _ in range(8):
                line = handle.readline()
                if line.startswith(HEADER_TAG):
                    data = json.loads(line[len(HEADER_TAG) :])
                    entry.game_id = str(data.get("id", ""))
                    entry.title = str(data.get("title", ""))
                    entry.language = str(data.get("language", ""))
                    return entry
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as exc:
        entry.error = f"{path.name}: cannot read header: {exc}"
        return entry
    entry.game_id = path.stem
    entry.title = path.stem.replace("_", " ").title()
    return entry


def plugin_files(folder: Path) -> list[Path]:
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.glob("*.py") if not p.name.startswith("_"))


SOURCE_SUFFIXES = (".pl", ".cdl")
_GAME_BLOCK = re.compile(r"^\s*game\s", re.MULTILINE)


def source_files(folder: Path) -> list[Path]:
    """The game sources (`.pl` with a `game` block, `.cdl`) of a user's plugin
    folder; a `.pl` that only holds declarations for others to `#use` is
    not a game of its own."""
    if not folder.is_dir():
        return []
    found = []
    for path in sorted(folder.iterdir()):
        if path.suffix not in SOURCE_SUFFIXES or path.name.startswith((".", "_")):
            continue
        if path.suffix == ".pl":
            try:
                text = path.read_text(encoding="utf-8", errors="replace")
            except OSError:
                continue
            if not _GAME_BLOCK.search(text):
                continue
        found.append(path)
    return found


def import_seconds() -> float:
    """How long a plugin may take to import: `$PAPER_IMPORT_SECONDS`, else
    IMPORT_SECONDS (a generated plugin imports in milliseconds)."""
    try:
        seconds = float(os.environ.get("PAPER_IMPORT_SECONDS", IMPORT_SECONDS))
    except ValueError:
        return IMPORT_SECONDS
    return seconds if math.isfinite(seconds) and seconds > 0 else IMPORT_SECONDS


IMPORT_SECONDS = 10.0
_STILL_IMPORTING: dict[str, threading.Thread] = {}  # module name -> the import that hangs


def import_plugin(path: Path) -> types.ModuleType:
    """Import a plugin file under a private module name; errors name the file.
    The name holds the file's size and time, so a plugin compiled again is
    imported afresh (hot reload) while an unchanged one is imported once.

    The import runs on a thread of its own and may take `import_seconds()`:
    a plugin that loops while it is imported is reported (and not waited
    for again), and whoever asked (the launcher's UI thread, `paper shot`)
    carries on. Python cannot stop the thread; it is a daemon."""
    try:
        stamp = path.stat()
        version = f"{stamp.st_size}:{stamp.st_mtime_ns}"
    except OSError:
        version = ""
    try:
        where = str(path.resolve())
    except (OSError, RuntimeError):  # a symlink loop
        where = str(path.absolute())
    digest = hashlib.sha256(f"{where}\n{version}".encode("utf-8", "surrogateescape")).hexdigest()
    name = f"paper_plugin_{_plain_name(path.stem)}_{digest[:12]}"
    if name in sys.modules:
        return sys.modules[name]
    limit = import_seconds()
    hanging = _STILL_IMPORTING.get(name)
    if hanging is not None and hanging.is_alive():
        raise PluginError(_hangs(path, limit))
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise PluginError(f"{path}: not a Python module")
    module = importlib.util.module_from_spec(spec)
    outcome: list[BaseException | None] = []

    def run() -> None:
        try:
            spec.loader.exec_module(module)  # type: ignore[union-attr]
        except BaseException as exc:  # noqa: BLE001 - reported to the caller below
            outcome.append(exc)
        else:
            outcome.append(None)

    thread = threading.Thread(target=run, name=f"paper-import-{path.name}", daemon=True)
    thread.start()
    thread.join(limit)
    if thread.is_alive():
        _STILL_IMPORTING[name] = thread
        raise PluginError(_hangs(path, limit))
    failure = outcome[0] if outcome else None
    if isinstance(failure, Exception | SystemExit):  # a broken plugin must not take the others down
        raise PluginError(f"{path.name}: failed while importing: {_failure(failure)}") from failure
    if failure is not None:  # KeyboardInterrupt and the like: not the plugin's to swallow
        raise failure
    sys.modules[name] = module
    return module


SHARED = "included"  # beside the plugins: the code a family of them shares (`paperc --share`)
_SHARED_LOCK = threading.Lock()


def shared_rules(name: str, class_name: str, fingerprint: str, plugin: str) -> type:
    """The base class a plugin compiled with `paperc --share` names: class
    `class_name` of `included/<name>.py` beside the plugin (`plugin`: its
    `__file__`), the module whose sha256 starts with `fingerprint` (the one
    the plugin was compiled with). Any other is refused with ImportError,
    which the registry reports under the plugin's name, so a plugin never
    runs on code it was not made with. (The bundled games are compiled one
    by one and need none.)"""
    here = Path(plugin)
    folders = [here.parent] if here.is_file() else []
    others = []
    for folder in folders:
        path = folder / SHARED / f"{name}.py"
        try:
            data = path.read_bytes()
        except OSError:
            continue
        if hashlib.sha256(data).hexdigest().startswith(fingerprint):
            return getattr(_import_shared(path, name, fingerprint), class_name)
        others.append(path.as_posix())
    found = f"only other versions ({', '.join(others)})" if others else "none"
    raise ImportError(
        f"{here.name} needs {SHARED}/{name}.py as it was compiled with it (sha256 "
        f"{fingerprint}...) beside it; found {found}: "
        "compile the game's source again"
    )


def _import_shared(path: Path, name: str, fingerprint: str) -> types.ModuleType:
    """A shared module, imported once per version under a private name."""
    module_name = f"paper_shared_{_plain_name(name)}_{fingerprint}"
    with _SHARED_LOCK:
        module = sys.modules.get(module_name)
        if module is not None:
            return module
        spec = importlib.util.spec_from_file_location(module_name, path)
        if spec is None or spec.loader is None:
            raise ImportError(f"{path}: not a Python module")
        module = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(module)
        sys.modules[module_name] = module
        return module


def _hangs(path: Path, limit: float) -> str:
    return f"{path.name}: still importing after {limit:g} s (does it loop when imported?); skipped"


def _plain_name(stem: str) -> str:
    """A file name as part of a module name."""
    return re.sub(r"\W", "_", stem, flags=re.ASCII)[:40]


def module_from_source(python_source: str, name: str) -> types.ModuleType:
    """A plugin module made from generated source held in memory."""
    module = types.ModuleType(name)
    module.__file__ = f"<{name}>"
    # known to linecache, so tracebacks (and run-time errors that look up
    # the source line a generated line came from) can read it
    lines = python_source.splitlines(keepends=True)
    linecache.cache[module.__file__] = (len(python_source), None, lines, module.__file__)
    exec(compile(python_source, module.__file__, "exec"), module.__dict__)
    return module


@dataclass
class Registry:
    """The games of the plugins registered so far, by id."""

    manager: pluggy.PluginManager = field(default_factory=lambda: make_manager())
    games: dict[str, GameEntry] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)

    def add_module(self, module: Any, origin: str) -> list[GameEntry]:
        """Register a plugin module and collect the games it registers. A
        plugin that fails is reported in `errors` (by `origin`, its file
        name or entry point) and registers nothing; it never raises."""
        found: list[GameEntry] = []
        refused: list[str] = []  # kept even if the plugin swallows the error

        def register(*args: Any, **kwargs: Any) -> None:
            try:
                found.append(_entry(origin, args, kwargs))
            except PluginError as exc:
                refused.append(str(exc))
                raise

        impl = getattr(module, "paper_register_games", None)
        if impl is None:
            self.errors.append(f"{origin}: defines no paper_register_games hook")
            return []
        try:
            if self.manager.is_registered(module):
                self.manager.unregister(module)
            # pluggy checks the hook's arguments against the hookspec
            self.manager.register(module, name=origin)
            impl(register=register)
        except (Exception, SystemExit) as exc:  # a broken plugin must not take the others down
            if not refused:
                refused.append(f"{origin}: paper_register_games failed: {_failure(exc)}")
        if refused:
            self.errors.extend(refused)
            if self.manager.is_registered(module):
                self.manager.unregister(module)
            return []
        fingerprint, made_from = module_fingerprints(module)
        found = [replace(entry, fingerprint=fingerprint, made_from=made_from) for entry in found]
        for entry in found:
            _ENTRIES[entry.rules] = entry
        for entry in found:
            other = self.games.get(entry.game_id)
            if other is not None and other.plugin != origin:
                self.errors.append(
                    f"duplicate game id {entry.game_id!r}: {other.plugin} and {origin}"
                )
                continue
            self.games[entry.game_id] = entry
        return found

    def add_file(self, path: Path) -> list[GameEntry]:
        try:
            module = import_plugin(path)
        except PluginError as exc:
            self.errors.append(str(exc))
            return []
        return self.add_module(module, str(path))


_ENTRIES: weakref.WeakKeyDictionary[type, GameEntry] = weakref.WeakKeyDictionary()
_SOURCE_HASH = re.compile(r"^# \(sha256 ([0-9a-f]{64})\)", re.MULTILINE)
_RULES_HASH = re.compile(r"^# \(rules sha256 ([0-9a-f]{64})", re.MULTILINE)


def entry_of(rules: type) -> GameEntry | None:
    """How a game class was last registered (None: it never was)."""
    return _ENTRIES.get(rules)


def module_fingerprints(module: Any) -> tuple[str, str]:
    """What tells a game's rules from another's, read from the plugin's text
    once: (the fingerprint of its rules, what older Papers took for it).

    The first is the header's `rules` line (of the source and every file it
    includes), else the sha256 of its source (a game without includes, or an
    older plugin), else of the plugin's own text. The second is that sha256
    of the game's own source alone (the plugin's text when its header names
    no source). Both are "" when there is no text to read (a module made in
    memory by someone else). Compiling the same source again, with another
    paperc, keeps them; editing the rules, an included file's among them,
    changes the first."""
    text = _module_text(module)
    if text is None:
        return "", ""
    found = _SOURCE_HASH.search(text, 0, 4096)
    if found is not None:
        made_from = found.group(1)
    else:
        made_from = hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()
    rules = _RULES_HASH.search(text, 0, 4096)
    return (rules.group(1) if rules is not None else made_from), made_from


def _module_text(module: Any) -> str | None:
    file = getattr(module, "__file__", None)
    if not isinstance(file, str):
        return None
    cached = linecache.cache.get(file)
    if cached is not None and len(cached) == 4:
        return "".join(cached[2])
    try:
        return Path(file).read_text(encoding="utf-8", errors="surrogateescape")
    except OSError:
        return None


def _entry(origin: str, args: tuple[Any, ...], kwargs: dict[str, Any]) -> GameEntry:
    """What a plugin's `register(...)` call registers, or PluginError (naming
    the plugin) when the call is not `register(game_id, title, rules,
    language=..., source=...)` with a game class as `rules`."""
    try:
        bound = _REGISTER.bind(*args, **kwargs)
    except TypeError as exc:
        raise PluginError(f"{origin}: {REGISTER_USAGE} called wrongly: {exc}") from None
    game_id, title, rules = (bound.arguments[k] for k in ("game_id", "title", "rules"))
    language = bound.arguments.get("language", "")
    source = bound.arguments.get("source", "")
    for name, value in (("game_id", game_id), ("title", title)):
        if not isinstance(value, str) or not value:
            raise PluginError(f"{origin}: register: {name} must be text, not {value!r:.60}")
    for name, value in (("language", language), ("source", source)):
        if not isinstance(value, str):
            raise PluginError(f"{origin}: register: {name} must be text, not {value!r:.60}")
    if not inspect.isclass(rules):
        raise PluginError(
            f"{origin}: register({game_id!r:.60}): rules must be a game class, not {rules!r:.60}"
        )
    return GameEntry(game_id, title, language, rules, origin, source)


def _register_signature(
    game_id: str, title: str, rules: type, *, language: str = "", source: str = ""
) -> None:
    """The shape of `register` (hooks.py documents it)."""


_REGISTER = inspect.signature(_register_signature)
REGISTER_USAGE = "register(game_id, title, rules, language=..., source=...)"


def _failure(exc: BaseException) -> str:
    """A plugin's exception in a few words: "SystemExit(3)", "ValueError: bad"."""
    if isinstance(exc, SystemExit):
        return f"called sys.exit({exc.code!r:.40})"
    return " ".join(f"{type(exc).__name__}: {exc}".split())  # one line


def make_manager() -> pluggy.PluginManager:
    manager = pluggy.PluginManager("paper")
    manager.add_hookspecs(PaperSpec)
    return manager


def entry_point_modules() -> list[tuple[str, Any]]:
    """Modules of pip-installed game packs (entry-point group "paper")."""
    from importlib.metadata import entry_points

    found = []
    for point in entry_points(group="paper"):
        try:
            found.append((f"entry point {point.name}", point.load()))
        except (Exception, SystemExit) as exc:  # a broken pack is reported, not fatal
            found.append((f"entry point {point.name}", PluginError(_failure(exc))))
    return found


def plugin_folders(extra: Iterable[Path] = ()) -> list[Path]:
    """The bundled folder, then the user's, without duplicates."""
    folders = [BUNDLED]
    for folder in extra:
        folder = Path(folder).resolve()
        if folder not in folders:
            folders.append(folder)
    return folders


def load_all(extra_folders: Iterable[Path] = (), entry_points: bool = True) -> Registry:
    """Import every plugin (bundled, entry points, user folders, in that order)."""
    registry = Registry()
    folders = plugin_folders(extra_folders)
    for path in plugin_files(folders[0]):
        registry.add_file(path)
    if entry_points:
        for origin, module in entry_point_modules():
            if isinstance(module, Exception):
                registry.errors.append(f"{origin}: {module}")
            else:
                registry.add_module(module, origin)
    for folder in folders[1:]:
        for path in plugin_files(folder):
            registry.add_file(path)
    return registry


def find_games(game_id: str, extra_folders: Iterable[Path] = ()) -> list[GameEntry]:
    """Every installed plugin's game of this id (two plugins may register
    one id: the registry keeps the first, a save may be of the other), in
    the order plugins load. Imports only the plugins whose header names the
    id, and entry points; [] when none does."""
    found: list[GameEntry] = []
    for folder in plugin_folders(extra_folders):
        for path in plugin_files(folder):
            if read_header(path).game_id == game_id:
                registry = Registry()
                found.extend(e for e in registry.add_file(path) if e.game_id == game_id)
    for origin, module in entry_point_modules():
        if not isinstance(module, Exception):
            found.extend(e for e in Registry().add_module(module, origin) if e.game_id == game_id)
    return found


def find_game(game_id: str, extra_folders: Iterable[Path] = ()) -> GameEntry:
    """A game by id, importing only the plugin whose header names it when
    possible, else everything."""
    registry = Registry()
    for folder in plugin_folders(extra_folders):
        for path in plugin_files(folder):
            if read_header(path).game_id == game_id:
                for entry in registry.add_file(path):
                    if entry.game_id == game_id:
                        return entry
    registry = load_all(extra_folders)
    if game_id in registry.games:
        return registry.games[game_id]
    near = did_you_mean(game_id, registry.games, quote="'")
    if near:  # one close id helps more than all of them
        raise PluginError(f"no game with id {game_id!r}{near}")
    known = ", ".join(sorted(registry.games)) or "none"
    raise PluginError(f"no game with id {game_id!r} (installed: {known})")
