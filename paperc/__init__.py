"""paperc: compile Paperlang (.pl) and CDL (.cdl) games into Python plugins.

The public API: `compile_source` (text in, generated module text out),
`compile_file_to_source`, and `compile_file` (writes `<out>/<game>.py`).
"""

from __future__ import annotations

import dataclasses
import hashlib
from pathlib import Path

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
]


@node
class Compiled:
    game_id: str
    title: str
    python: str


def display_path(path: Path) -> str:
    """The path as diagnostics show it: as the user wrote it, with slashes."""
    return path.as_posix()


def compile_source(text: str, path: str, language: str | None = None) -> Compiled:
    """Compile source text; `path` is used in messages and the header."""
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
    return Compiled(game.game_id, game.title, python)


def _at(text: str, offset: int, path: str) -> SourceSpan:
    """The 1-based place of a character offset (lines split at newlines)."""
    before = text[:offset]
    line = before.count("\n") + 1
    return SourceSpan(path, line, offset - (before.rfind("\n") + 1) + 1)


def read_source(path: Path) -> str:
    """Read a source file; bytes that are not UTF-8 become a diagnostic."""
    data = path.read_bytes()
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        before = data[: exc.start].decode("utf-8", "replace")
        line = before.count("\n") + 1
        col = len(before) - (before.rfind("\n") + 1) + 1
        span = SourceSpan(display_path(path), line, col)
        raise CompileError([error("E003", "this file is not UTF-8 text", span)]) from None


def compile_file_to_source(path: str | Path) -> Compiled:
    path = Path(path)
    return compile_source(read_source(path), display_path(path))


def compile_file(path: str | Path, out_dir: str | Path = "plugins") -> Path:
    """Compile one source and write `<out_dir>/<game_id>.py`; returns its path."""
    compiled = compile_file_to_source(path)
    out = Path(out_dir)
    out.mkdir(parents=True, exist_ok=True)
    target = out / f"{compiled.game_id}.py"
    tmp = target.with_suffix(".py.tmp")
    tmp.write_text(compiled.python, encoding="utf-8")
    tmp.replace(target)
    return target
