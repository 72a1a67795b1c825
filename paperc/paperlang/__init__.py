"""The Paperlang front end: source text -> `paperc.ir.Game`.

parser.py (the TatSu parser generated from grammar.ebnf) makes the syntax
tree, includes.py splices `#use` files in, lower.py resolves and checks it
into the IR. Every mistake in the source comes out as one CompileError
holding all of the file's diagnostics.
"""

from __future__ import annotations

import posixpath
import re
from dataclasses import replace
from pathlib import Path

from paperc import ir
from paperc.errors import CompileError, SourceSpan, error
from paperc.ids import game_id_from_path

__all__ = ["to_ir"]

_LEADING_COMMENT = re.compile(r"\s*[;#](?!use\b)(.*)")


def to_ir(text: str, path: str, sha256: str) -> ir.Game:
    """Compile Paperlang source; `path` is how messages name the file."""
    from paperc.paperlang.filling import idle_stacks
    from paperc.paperlang.includes import Includer
    from paperc.paperlang.lower import Lowerer
    from paperc.paperlang.parser import parse_program
    from paperc.paperlang.placement import check_places

    includer = Includer(path)
    try:
        program = parse_program(text, path)
        body = includer.expand(program.body, path)
        if includer.errors:
            raise CompileError(includer.errors, text, includer.sources)
        lowerer = Lowerer(path)
        lowered = lowerer.program(body)
    except RecursionError:
        span = SourceSpan(path, 1, 1)
        message = "this file nests too deeply to compile"
        raise CompileError([error("P002", message, span)], text) from None
    if lowerer.errors:
        unique = list(dict.fromkeys(lowerer.errors))
        raise CompileError(unique, text, includer.sources)
    lowered = replace(lowered, idle=idle_stacks(lowered))
    misplaced = check_places(lowered, lowerer.at_spans, lowerer.table_span)
    if misplaced:  # read once the rest is sound: idle piles need a whole program
        raise CompileError(misplaced, text, includer.sources)
    game_includes = tuple(dict.fromkeys(includer.wanted))
    return ir.Game(
        game_id=game_id_from_path(Path(path).stem),
        title=lowered.title or display_title(program.name or Path(path).stem),
        language="paperlang",
        source_path=path.replace("\\", "/"),
        source_sha256=sha256,
        program=lowered,
        rules_text=rules_text(text),
        include_texts=tuple(includer.sources.items()),
        include_names=tuple((name, included_name(name, path)) for name in includer.sources),
        includes=game_includes,
    )


def included_name(file: str, main_path: str) -> str:
    """An included file's name from the game's folder (`include/klondike.pl`),
    whatever folder paperc ran in; the built-in deck keeps its own."""
    if file.startswith("<"):
        return file
    folder = posixpath.dirname(main_path.replace("\\", "/")) or "."
    return posixpath.relpath(file.replace("\\", "/"), folder)


def included(text: str, path: str) -> list[str]:
    """Every file the source's `#use`s name, at any depth, as the compiler
    reads them (shown as the diagnostics show them): those it found, and
    those it did not (making one changes the game). As far as the source
    parses; nothing is lowered."""
    from paperc.paperlang.includes import Includer
    from paperc.paperlang.parser import parse_program

    includer = Includer(path)
    try:
        includer.expand(parse_program(text, path).body, path)
    except (CompileError, RecursionError):
        pass
    return list(dict.fromkeys(includer.wanted))


def rules_text(text: str) -> str:
    """The comment lines before `game`: the author's description of the rules."""
    lines = []
    for line in text.splitlines():
        if not line.strip():
            if lines:
                lines.append("")
            continue
        match = _LEADING_COMMENT.match(line)
        if match is None:
            break
        lines.append(match.group(1).strip())
    return "\n".join(lines).strip()


def display_title(name: str) -> str:
    """The title players see: `accordion` -> "Accordion", `Aces_Up` -> "Aces Up"
    (a Paperlang name cannot hold a space, so `_` stands for one)."""
    words = name.replace("_", " ").split()
    return " ".join(w[:1].upper() + w[1:] for w in words) or name
