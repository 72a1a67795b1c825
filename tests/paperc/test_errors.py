"""Diagnostics render as path:line:col, the line, and a caret."""

from __future__ import annotations

from paperc.errors import CompileError, Diagnostic, SourceSpan


def test_render_with_caret():
    source = "game x start\n  pick row -> col\nend\n"
    diag = Diagnostic("error", "P101", "no stack named 'col'", SourceSpan("x.pl", 2, 15, 2, 18))
    assert diag.render(source) == (
        "x.pl:2:15: error: no stack named 'col' [P101]\n"
        "      pick row -> col\n"
        "                  ^^^"
    )


def test_compile_error_sorts_diagnostics():
    d1 = Diagnostic("error", "P1", "b", SourceSpan("f.pl", 3, 1))
    d2 = Diagnostic("error", "P2", "a", SourceSpan("f.pl", 1, 4))
    exc = CompileError([d1, d2], "one\ntwo\nthree\n")
    assert [d.code for d in exc.diagnostics] == ["P2", "P1"]
    assert exc.render().startswith("f.pl:1:4: error: a [P2]")


def test_control_characters_do_not_reach_the_terminal():
    diag = Diagnostic("error", "P1", "bad", SourceSpan("f.pl", 1, 2))
    assert "\x1b" not in diag.render("a\x1b[31mred\n")
