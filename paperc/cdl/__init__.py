"""The CDL front end: CardsWorkShop (1993) source text -> `paperc.ir.Game`.

parse (parser.py, from grammar.ebnf) -> syntax tree (ast.py) -> lower and
check (lower.py, bodies.py, scope.py) -> the IR's CDL section.
"""

from __future__ import annotations

from pathlib import Path

from paperc import ir
from paperc.errors import CompileError
from paperc.ids import game_id_from_path


def to_ir(text: str, path: str, sha256: str) -> ir.Game:
    """Compile CDL text; raises CompileError naming file:line:col for any mistake."""
    from paperc.cdl.lower import lower
    from paperc.cdl.parser import parse

    try:
        program = parse(text, path)
        cdl, title = lower(program, path)
    except CompileError as exc:
        exc.source = text
        raise
    return ir.Game(
        game_id=game_id_from_path(Path(path).stem),
        title=title,
        language="cdl",
        source_path=path,
        source_sha256=sha256,
        program=cdl,
    )
