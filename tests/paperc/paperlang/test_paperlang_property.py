"""Whatever text a .pl file holds, the front end answers with an IR or a CompileError."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir

ACCORDION = (Path(__file__).resolve().parents[3] / "games_src" / "accordion.pl").read_text(
    encoding="utf-8"
)
TOKENS = (
    "start end pick then pickone if elseif else where from{ to{ -> /> />_ ->_ { } [ ] ( ) : | "
    "|| && = == . , top bottom all 0 -1 row deck every auto ; # sq col card int"
).split() + ['#use "deck"', '"', "\n", "\t", "\x00", "é", "🂡", "9" * 30]
insertion = st.one_of(st.sampled_from(TOKENS), st.text(max_size=6))


def check(text: str) -> None:
    try:
        result = to_ir(text, "accordion.pl", "0" * 64)
    except CompileError as exc:
        assert exc.diagnostics
        for diagnostic in exc.diagnostics:
            assert diagnostic.span.line >= 1 and diagnostic.span.col >= 1
        exc.source = text
        exc.render()
    else:
        assert isinstance(result, ir.Game)


@st.composite
def mutated(draw) -> str:
    text = ACCORDION
    for _ in range(draw(st.integers(1, 3))):
        start = draw(st.integers(0, len(text)))
        end = draw(st.integers(start, min(len(text), start + 12)))
        kind = draw(st.sampled_from(["delete", "insert", "replace", "truncate"]))
        if kind == "truncate":
            text = text[:start]
        elif kind == "delete":
            text = text[:start] + text[end:]
        elif kind == "insert":
            text = text[:start] + draw(insertion) + text[start:]
        else:
            text = text[:start] + draw(insertion) + text[end:]
    return text


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated())
def test_mutated_accordion_gives_ir_or_compile_error(text):
    check(text)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "\x00\x01\x02 game",
        "game g start x = " + "(" * 3000 + "1" + ")" * 3000 + " end",
        "game g start " + "if true start " * 400 + "end " * 401,
        "game g start int x = " + "9" * 5000 + " end",
        "game g start stacklist r[" + "9" * 400 + "] end",
        "game g start stacklist r[10 * 10 * 10 * 10 * 10 * 10 * 10 * 10 * 10] end",
        'game g start #use "' + "../" * 50 + 'deck" end',
        'game g start #use "." #use "" end',
        "game \ud800 start end",
    ],
    ids="empty junk deep-parens deep-ifs huge-int huge-size product-size climbing-include "
    "directory-include lone-surrogate".split(),
)
def test_hostile_sources(text):
    check(text)


def test_a_use_name_holding_a_nul_is_a_compile_error() -> None:
    # (found by the mutations above: the file system refuses such a name)
    with pytest.raises(CompileError, match="P101"):
        to_ir('game g start\n    #use "\x00deck"\nend\n', "g.pl", "0" * 64)
