"""paperc: compile Paperlang (.pl) and CDL (.cdl) games into Python plugins.

The public API: `compile_source` (text in, generated module text out),
`compile_file_to_source`, and `compile_file` (writes `<out>/<game>.py`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import re
from pathlib import Path, PurePosixPath

from paperc.errors import CompileError, Diagnostic, InternalCompilerError, SourceSpan, error
from paperc.nodes import node
from paperc.version import __version__ as __version__

LANGUAGES = {".pl": "paperlang", ".cdl": "cdl"}

__all__ = [
    "Compiled",
    "CompileError",
    "Diagnostic",
    "InternalCompilerError",
    "SourceSpan",
    "compile_file",
    "compile_file_to_source",
    "compile_source",
    "share",
    "write_compiled",
    "write_shared",
]


@node
class Compiled:
    game_id: str
    title: str
    python: str
    # the files its `#use`s named, as shown (read, missing or refused), each
    # with the sha256 of the bytes the compiler read ("" when none were read)
    includes: tuple[tuple[str, str], ...] = ()
    # a Paperlang plugin with its line marks still in (`compile_source(...,
    # marked=True)`), which `share` moves between modules; "" when not asked
    marked: str = ""


def display_path(path: Path) -> str:
    """The path as diagnostics show it: as the user wrote it, with slashes."""
    return path.as_posix()


def compile_source(
    text: str,
    path: str,
    language: str | None = None,
    *,
    marked: bool = False,
) -> Compiled:
    """Compile source text; `path` is used in messages and the header.
    `marked`: keep the Paperlang plugin with its line marks too (`share`)."""
    from paperc import codegen

    language = language or LANGUAGES.get(Path(path).suffix)
    if language is None:
        span = SourceSpan(path, 1, 1)
        raise CompileError(
            [error("E001", "unknown source kind: use .pl (Paperlang) or .cdl (CDL)", span)]
        )
    try:
        data = text.encode("utf-8")
    except UnicodeEncodeError as exc:  # a lone surrogate, from a caller's str
        raise CompileError(
            [
                error(
                    "E003",
                    "this text holds a lone surrogate: it is not Unicode text",
                    _at(text, exc.start, path),
                )
            ],
            text,
        ) from None
    digest = hashlib.sha256(data).hexdigest()
    try:
        if language == "paperlang":
            from paperc.paperlang import to_ir
        else:
            from paperc.cdl import to_ir
        game = to_ir(text, path, digest)
        if not game.source_text:  # codegen quotes source lines in its comments
            game = dataclasses.replace(game, source_text=text)
        kept = ""
        if marked and language == "paperlang":
            from paperc.codegen.writer import finish_module

            kept = codegen.generate(game, marked=True)
            python = finish_module(kept)
        else:
            python = codegen.generate(game)
    except CompileError as exc:
        if exc.source is None:
            exc.source = text
        raise
    except RecursionError as exc:
        span = SourceSpan(path, 1, 1)
        raise CompileError(
            [error("E002", "source nests too deeply to compile", span)], text
        ) from exc
    read = {shown: _sha256(text) for shown, text in game.include_texts}
    includes = tuple(
        (shown, read.get(shown) or ("" if Path(shown).is_file() else ABSENT))
        for shown in game.includes
    )
    return Compiled(game.game_id, game.title, python, includes, kept)


ABSENT = "absent"  # an include's digest when no file stood there (the built-in deck did)
MAX_SOURCE_BYTES = 16 << 20


def _sha256(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def _at(text: str, offset: int, path: str) -> SourceSpan:
    """The 1-based place of a character offset (lines split at newlines)."""
    before = text[:offset]
    line = before.count("\n") + 1
    return SourceSpan(path, line, offset - (before.rfind("\n") + 1) + 1)


def read_source(path: Path) -> str:
    """Read a source file; bytes that are not UTF-8 become a diagnostic.
    OSError for anything but a regular file of at most MAX_SOURCE_BYTES (a
    FIFO would block, `/dev/zero` never ends)."""
    from runtime.engine.files import read_regular  # here: `paperc.ir` loads no runtime

    data = read_regular(path, MAX_SOURCE_BYTES)
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode("utf-8", "replace")
        line = before.count("\n") + 1
        col = len(before) - (before.rfind("\n") + 1) + 1
        span = SourceSpan(display_path(path), line, col)
        raise CompileError([error("E003", "this file is not UTF-8 text", span)]) from None


def compile_file_to_source(path: str | Path, *, marked: bool = False) -> Compiled:
    path = Path(path)
    return compile_source(read_source(path), display_path(path), marked=marked)


def share(compiled: list[tuple[str | Path, Compiled]]) -> tuple[list[Compiled], dict[str, str]]:
    """Games compiled together (`compile_file_to_source(..., marked=True)`),
    with the code a family of them holds alike written once: each game's
    Compiled (its plugin naming its family's module when it has one), and
    the family modules by name, for `included/<name>.py` beside the plugins
    (`codegen.sharing`)."""
    from paperc.codegen.sharing import share as share_code

    games = [
        (module_source(path), done.marked, done.includes) for path, done in compiled if done.marked
    ]
    plugins, shared = share_code(games)
    out = [
        dataclasses.replace(done, python=plugins.get(module_source(path), done.python), marked="")
        for path, done in compiled
    ]
    return out, shared


def module_source(path: str | Path) -> str:
    """A source's path as its plugin's header names it."""
    from paperc.codegen import module_path

    return module_path(display_path(Path(path)))


def write_shared(shared: dict[str, str], out_dir: str | Path = "plugins") -> list[Path]:
    """Write the family modules `share` made as `<out_dir>/included/<name>.py`."""
    from paperc.codegen.sharing import FOLDER

    folder = Path(out_dir) / FOLDER
    written = []
    for name, text in sorted(shared.items()):
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{name}.py"
        tmp = target.with_suffix(".py.tmp")
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(target)
        written.append(target)
    return written


def source_includes(path: str | Path) -> list[Path]:
    """The files a source's `#use`s name, at any depth, as the compiler reads
    them (found or not; none for CDL, which has no includes). Reads only a
    regular file of at most MAX_SOURCE_BYTES; [] for anything else."""
    path = Path(path)
    if LANGUAGES.get(path.suffix) != "paperlang":
        return []
    try:
        text = read_source(path)
    except (CompileError, OSError):
        return []
    from paperc.paperlang import included

    return [Path(shown) for shown in included(text, display_path(path))]


def compile_file(path: str | Path, out_dir: str | Path = "plugins") -> Path:
    """Compile one source and write `<out_dir>/<game_id>.py`; returns its path."""
    return write_compiled(compile_file_to_source(path), path, out_dir)


def write_compiled(compiled: Compiled, path: str | Path, out_dir: str | Path = "plugins") -> Path:
    """Write the plugin compiled from the source at `path` as
    `<out_dir>/<game_id>.py` (atomically); IdCollision, writing nothing,
    when the plugin there was made from a source of another name."""
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{compiled.game_id}.py"
    made_from = _made_from(target)
    from paperc.codegen.render import comment  # as the header shows a path

    shown = comment(display_path(Path(path)))
    if made_from is not None and PurePosixPath(made_from).name != PurePosixPath(shown).name:
        from paperc.ids import IdCollision, collision

        raise IdCollision(
            f"{collision(compiled.game_id, made_from, shown)}; "
            f"{display_path(target)} stays as it was"
        )
    tmp = target.with_suffix(".py.tmp")
    tmp.write_text(compiled.python, encoding="utf-8")
    tmp.replace(target)
    return target


_MADE_FROM = re.compile(r"# Generated by paperc \S+ from (.+)\n")


def _made_from(plugin: Path) -> str | None:
    """The source an existing plugin says it was made from (None: no plugin
    there, or not one paperc wrote)."""
    try:
        with plugin.open(encoding="utf-8", errors="replace") as handle:
            found = _MADE_FROM.match(handle.readline(4096))
    except OSError:
        return None
    return found.group(1) if found else None
