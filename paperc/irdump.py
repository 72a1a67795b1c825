"""`paperc --emit ir`: the IR of a game as readable, deterministic text.

Each `paperc.ir` node prints as its class name followed by its fields, one
per line and indented; a field left at its default is not shown, and lists
and tuples print one item per line. The source text and its hash are left
out: they are the input, not the IR.
"""

from __future__ import annotations

import dataclasses
from pathlib import Path

from paperc import LANGUAGES, CompileError, SourceSpan, display_path, error, ir, read_source

HIDDEN = {"source_text", "source_sha256", "include_texts", "include_names", "includes"}
INDENT = "  "


def game_ir(path: Path) -> ir.Game:
    """Parse and check one source file into its IR (raises CompileError)."""
    import hashlib

    shown = display_path(path)
    language = LANGUAGES.get(path.suffix)
    if language is None:
        span = SourceSpan(shown, 1, 1)
        raise CompileError(
            [error("E001", "unknown source kind: use .pl (Paperlang) or .cdl (CDL)", span)]
        )
    text = read_source(path)
    digest = hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()
    if language == "paperlang":
        from paperc.paperlang import to_ir
    else:
        from paperc.cdl import to_ir
    try:
        return to_ir(text, shown, digest)
    except CompileError as exc:
        if exc.source is None:
            exc.source = text
        raise


def dump(value: object) -> str:
    """The text of one IR value (a node, a list of nodes, or a plain value)."""
    lines: list[str] = []
    _dump(value, 0, "", lines)
    return "\n".join(lines)


def _dump(value: object, depth: int, label: str, lines: list[str]) -> None:
    pad = INDENT * depth + label
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        shown = [
            f
            for f in dataclasses.fields(value)
            if f.name not in HIDDEN and not _is_default(f, getattr(value, f.name))
        ]
        simple = [f for f in shown if _is_simple(getattr(value, f.name))]
        if len(shown) == len(simple) and len(shown) <= 3:
            inner = ", ".join(f"{f.name}={getattr(value, f.name)!r}" for f in shown)
            lines.append(f"{pad}{type(value).__name__}({inner})")
            return
        lines.append(f"{pad}{type(value).__name__}")
        for f in shown:
            _dump(getattr(value, f.name), depth + 1, f"{f.name}: ", lines)
    elif isinstance(value, (list, tuple)) and value:
        parts = [dump(item) for item in value]
        inline = ", ".join(parts)
        if "\n" not in inline and len(pad) + len(inline) <= 76:
            lines.append(f"{pad}[{inline}]")
            return
        lines.append(f"{pad}[{len(value)}]")
        for item in value:
            _dump(item, depth + 1, "- ", lines)
    elif isinstance(value, dict) and value:
        lines.append(f"{pad}{{{len(value)}}}")
        for key in sorted(value, key=repr):
            _dump(value[key], depth + 1, f"{key!r}: ", lines)
    elif isinstance(value, (set, frozenset)):
        lines.append(f"{pad}{{{', '.join(sorted(repr(v) for v in value))}}}")
    else:
        lines.append(f"{pad}{value!r}")


def _is_simple(value: object) -> bool:
    return value is None or isinstance(value, (bool, int, float, str))


def _is_default(f: dataclasses.Field, value: object) -> bool:
    if f.default is not dataclasses.MISSING:
        return value == f.default
    if f.default_factory is not dataclasses.MISSING:
        return value == f.default_factory()
    return False
