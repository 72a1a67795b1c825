"""Whatever bytes a .cdl file holds, paperc answers with a CompileError (or
a module), never another exception."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from paperc import CompileError, compile_source

SEED = (Path(__file__).resolve().parents[3] / "games_src" / "cws_golf.cdl").read_text()
PIECES = [
    ";",
    "end",
    "begin",
    "'",
    "{",
    "}",
    "!",
    "[",
    "]",
    "..",
    ":=",
    "=",
    "(",
    ")",
    "stack",
    "X",
    "Pull",
    "99999",
    "-",
    "?",
    "\x00",
    "é",
    "\n",
    "SELF",
    "Cursor",
]


def compiles_or_reports(text: str) -> None:
    try:
        compile_source(text, "fuzz.cdl")
    except CompileError as exc:
        assert exc.diagnostics and all(d.span.line >= 1 for d in exc.diagnostics)
        exc.render()


MUTATIONS = {
    "cut": st.integers(0, len(SEED)),
    "edits": st.lists(
        st.tuples(st.integers(0, len(SEED)), st.sampled_from(PIECES), st.integers(0, 3)),
        max_size=4,
    ),
}


def mutate_and_compile(cut, edits):
    text = SEED
    for at, piece, drop in edits:
        text = text[:at] + piece + text[at + drop :]
    compiles_or_reports(text)
    compiles_or_reports(text[:cut])


# each example compiles a whole game twice: a dozen in every run, many more under -m slow
test_mutated_sources = settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)(given(**MUTATIONS)(mutate_and_compile))
test_many_mutated_sources = pytest.mark.slow(
    settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])(
        given(**MUTATIONS)(mutate_and_compile)
    )
)


@settings(max_examples=30, deadline=None)
@given(st.text(max_size=80))
def test_arbitrary_text(text):
    compiles_or_reports(text)
