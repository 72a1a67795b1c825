"""The compiler scales: big sources compile into plugins that play, and what
is too big or too deep is refused with a diagnostic at its place, at once.

No timings here (benchmarks/paperc_scale.py measures them); these check
that the paths a big source takes work end to end.
"""

from __future__ import annotations

import re

import pytest

import paperc
from benchmarks._bigsource import cdl_source, paperlang_source
from paperc.errors import CompileError
from runtime import Session


@pytest.mark.parametrize(
    ("name", "make", "size"),
    [
        ("big.pl", paperlang_source, 1000),
        ("big.cdl", cdl_source, 1000),
        pytest.param("big.pl", paperlang_source, 4000, marks=pytest.mark.slow),
        pytest.param("big.cdl", cdl_source, 4000, marks=pytest.mark.slow),
    ],
    ids=["pl-1000", "cdl-1000", "pl-4000", "cdl-4000"],
)
def test_a_big_game_compiles_and_plays(name, make, size, tmp_path, request):
    if size > 1000 and "slow" not in (request.config.getoption("markexpr") or ""):
        pytest.skip("slow: run with -m slow")
    source = tmp_path / name
    source.write_text(make(size), encoding="utf-8")
    session = Session.open(str(source), seed=3)
    moves = session.moves()
    assert moves
    session.play(moves[0])
    assert sum(len(session.cards(stack)) for stack in session.stacks()) == 52


def _refusal(text: str, path: str) -> str:
    with pytest.raises(CompileError) as caught:
        paperc.compile_source(text, path)
    return caught.value.render().splitlines()[0]


@pytest.mark.parametrize(
    ("expression", "code"),
    [("+".join(["1"] * 40_000), "P032"), ("(" * 40_000 + "1" + ")" * 40_000, "P030")],
    ids=["sum", "nest"],
)
def test_an_80_kb_expression_is_refused_at_its_place(expression, code):
    line = _refusal(f"game g start\nint x = {expression}\nend\n", "huge.pl")
    assert re.match(r"huge\.pl:2:\d+: error: ", line), line
    assert line.endswith(f"[{code}]")


def test_a_file_over_a_million_characters_is_refused_at_once():
    text = "game g start\n" + "int x = 1\n" * 120_000 + "end\n"
    line = _refusal(text, "huge.pl")
    assert line.startswith("huge.pl:100000:") and line.endswith("[P031]")


@pytest.mark.parametrize(
    ("text", "path", "where"),
    [("{" * 80_000, "open.cdl", "open.cdl:1:1:"), ('"' * 80_000, "quotes.pl", "quotes.pl:1:1:")],
    ids=["cdl-comments", "pl-quotes"],
)
def test_80_kb_of_one_opening_character_is_a_syntax_error(text, path, where):
    """The readers scan a comment or string only where they stand (a scan
    from every `{` of this text took quadratic time)."""
    assert _refusal(text, path).startswith(f"{where} error: ")
