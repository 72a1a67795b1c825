"""The facts paperc proves of CDL methods (paperc/codegen/cdl_facts.py), on
small programs: each fact where it holds, and not where it might not; then
that a game whose trials the facts prune lists the same moves as the full
search (every trial run)."""

from __future__ import annotations

import pytest

from paperc import compile_source
from paperc.cdl import to_ir
from paperc.codegen.cdl_facts import Facts

HEAD = "GAME f IS 8 BY 2;\nvar G : integer;\nstack A; stack B;\n"


def program_of(body: str):
    return to_ir(HEAD + body + "\nORDER A, B.\n", "f.cdl", "0" * 64).program


def facts_of(body: str) -> dict[str, tuple[str, ...]]:
    """Method key ("a.selectfrom") -> its facts, for a program of stacks A and B."""
    program = program_of(body)
    facts = Facts(program)
    return {r.key: facts.of(r) for r in program.routines if r.kind == "method"}


def stacks(a_methods: str, b_methods: str = "", extra: str = "") -> str:
    return (
        extra
        + "stack A is X := 0; Y := 0; W := 1; H := 1;\n"
        + a_methods
        + "\nend A;\nstack B is X := 2; Y := 0; W := 1; H := 1;\n"
        + b_methods
        + "\nend B;"
    )


def test_a_release_that_never_takes_from_the_cursor():
    found = facts_of(stacks("Select(Spos : index) is Pull 1 from B;"))
    assert "never_take" in found["a.select"]
    found = facts_of(stacks("SelectTo(Spos : index) is Pull 1 from Cursor;"))
    assert "never_take" not in found["a.selectto"]


def test_never_take_looks_through_calls_and_variables():
    helper = "procedure Take(s : stack) is Pull 1 from s;\n"
    found = facts_of(stacks("SelectTo(Spos : index) is Take(B);", extra=helper))
    assert "never_take" not in found["a.selectto"]  # `s` might be the Cursor
    helper = "procedure Give is Pull 1 to B;\n"
    found = facts_of(stacks("SelectTo(Spos : index) is Give;", extra=helper))
    assert "never_take" in found["a.selectto"]  # SELF is never the Cursor


def test_idle_when_empty():
    found = facts_of(
        stacks(
            "SelectFrom(Spos : index) is if Spos > 0 then Pull 1 to Cursor;",
            "SelectFrom(Spos : index) is if (Spos = !) and (! > 0) then Pull 1 to Cursor;",
        )
    )
    assert "idle_when_empty" in found["a.selectfrom"]
    assert "idle_when_empty" in found["b.selectfrom"]


@pytest.mark.parametrize(
    "method",
    [
        "SelectFrom(Spos : index) is if Spos = 0 then Pull 1 from B;",  # acts when empty
        "SelectFrom(Spos : index) is if G > 0 then Pull 1 to Cursor;",  # a global: unknown
        "SelectFrom(Spos : index) is begin Spos := 3; if Spos > 0 then Pull 1 to Cursor; end;",
        "SelectFrom(Spos : index) is G := 1;",
        "SelectFrom(Spos : index) is if Spos > 0 then Pull 1 to Cursor else G := 2;",
    ],
)
def test_not_idle_when_empty(method):
    assert "idle_when_empty" not in facts_of(stacks(method))["a.selectfrom"]


def test_position_blind():
    found = facts_of(
        stacks("Select(Spos : index) is Pull 1 to B;", "Select(Spos : index) is G := Spos;")
    )
    assert "position_blind" in found["a.select"]
    assert "position_blind" not in found["b.select"]


def test_local_release_and_pure():
    extra = "predicate Fits?(c : card) is return c mod 13 = 0;\n"
    found = facts_of(
        stacks(
            "SelectTo(Spos : index) is if Fits?(Cursor[1]) then Pull Cursor! from Cursor;",
            "SelectTo(Spos : index) is Pull Cursor! from Cursor to A;",
            extra,
        )
    )
    assert "local_release" in found["a.selectto"]
    assert "local_release" not in found["b.selectto"]  # writes A, not SELF
    facts = Facts(program_of(stacks("Select(Spos : index) is G := 1;", extra=extra)))
    assert "fits?" in facts.pure
    assert "a.select" not in facts.pure


def test_generated_class_lists_the_facts():
    source = HEAD + stacks("Select(Spos : index) is Pull 1 from B;") + "\nORDER A, B.\n"
    text = compile_source(source, "f.cdl").python
    assert '"on_a_select": ("never_take", "position_blind")' in text


@pytest.mark.parametrize(
    ("extra", "method", "local"),
    [
        (
            "predicate Fits?(c : card; s : stack) is return s! = 0;\n",
            "SelectTo(Spos : index) is if Fits?(Cursor[1], SELF) then Pull 1 from Cursor;",
            True,
        ),
        (
            "predicate Fits?(c : card; s : stack) is return s! = 0;\n",
            "SelectTo(Spos : index) is if Fits?(Cursor[1], B) then Pull 1 from Cursor;",
            False,
        ),
        (
            "procedure Put(s : stack) is begin s := B; Pull 1 from Cursor to s; end;\n",
            "SelectTo(Spos : index) is Put(SELF);",
            False,
        ),
        ("", "SelectTo(Spos : index) is if G = 0 then Pull 1 from Cursor;", False),
        ("", "SelectTo(Spos : index) is if B! = 0 then Pull 1 from Cursor;", False),
    ],
)
def test_local_release_follows_stack_parameters(extra, method, local):
    found = facts_of(stacks(method, extra=extra))["a.selectto"]
    assert ("local_release" in found) is local


def test_pure_routines_of_their_stack_parameters_are_remembered():
    extra = (
        "predicate Empty?(c : card; s : stack) is return s! = 0;\n"
        "predicate AEmpty?(c : card; s : stack) is return A! = 0;\n"
        "predicate Set?(s : stack) is begin G := 1; return true; end;\n"
    )
    facts = Facts(program_of(stacks("Select(Spos : index) is G := 1;", extra=extra)))
    routines = facts.routines
    assert "stack_params=1" in facts.of(routines["empty?"])
    assert not any(f.startswith("stack_params") for f in facts.of(routines["aempty?"]))
    assert facts.of(routines["set?"]) == ()
