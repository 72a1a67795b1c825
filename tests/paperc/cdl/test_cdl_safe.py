"""Which flat system predicates paperc proves unable to fault
(paperc/codegen/cdl_safe.py), on small programs: the proof holds where
nothing can fault, and fails wherever something might; and the bound on
their steps."""

from __future__ import annotations

from paperc.cdl import to_ir
from paperc.codegen.cdl_facts import Facts
from paperc.codegen.cdl_flat import Flat, value_ranges
from paperc.codegen.cdl_safe import Safety
from runtime.engine.cdl.flat import unjudged_limit

HEAD = (
    "GAME f IS 8 BY 2;\nvar G : integer; S : stack;\nstack A; stack B;\n"
    "stack A is X := 0; Y := 0; W := 1; H := 1; end A;\n"
    "stack B is X := 2; Y := 0; W := 1; H := 1; end B;\n"
)


def safe(body: str) -> dict[str, tuple[int, ...]]:
    """The proved predicates of a program of stacks A and B, by name."""
    program = to_ir(HEAD + body + "\nORDER A, B.\n", "f.cdl", "0" * 64).program
    facts = Facts(program)
    keys = {r.key for r, _ in Flat(program, facts).routines()}
    return Safety(program, facts, keys).slots(program)


def test_reading_tops_lengths_and_counted_positions_cannot_fault():
    found = safe(
        "predicate Fits?(c : card; it : stack) is\n"
        "  return (it! = 0) or ((c mod 13) + 1 = (it[it!] mod 13));\n"
        "predicate loose? is var i : index;\nbegin\n"
        "  i := 1;\n  while i <= A! do\n  begin\n"
        "    if Fits?(A[i], B) then return false;\n    i := i + 1;\n  end;\n"
        "  with it do if IsSideDown?(it[0]) then return false for A, B;\n"
        "  return true;\nend;\n"
        "predicate win? is return (A! = 0) and (G = 3);\n"
    )
    assert found == {"loose?": (2, 1), "win?": (0,)}  # N turns, then 2


def test_what_might_fault_is_not_proved():
    cases = [
        "return A[1] = 3;",  # A may be empty
        "return A[G] = 3;",  # any position
        "return (G + 1) = 3;",  # may overflow
        "return (A! / G) = 3;",  # G may be 0
        "return S! = 0;",  # S may name no stack
        "var i : index; begin i := 1; while i <= A! do i := i + 2; return true; end;",
        "var i : index; begin i := 0; while i <= A! do begin if A[i] = 0 then"
        " return false; i := i + 1; end; return true; end;",
        "var i : index; begin i := 1; while i <= A! do begin i := 1; i := i + 1;"
        " end; return true; end;",
        "var i : index; begin i := A!; while i > 0 do i := i - 1; return true; end;",
    ]
    for body in cases:
        assert safe(f"predicate win? is {body}\n") == {}, body


def test_integrity_is_proved_only_when_it_refuses_nothing():
    turns = "with it do if IsSideDown?(it[it!]) then Turn it[it!] side up for A, B;"
    assert safe(f"predicate integrity? is begin {turns} return true; end;\n") == {
        "integrity?": (2,)
    }
    refuses = f"predicate integrity? is begin {turns} return A! > 0; end;\n"
    assert safe(refuses) == {}
    turns_all = "predicate integrity? is begin Turn A[1..A!] side up; return true; end;\n"
    assert safe(turns_all) == {}  # [1..0] on an empty A faults


def test_the_step_bound_limits_the_cards_in_play():
    assert unjudged_limit([(7, 108), (0,)]) == (200_000 - 7) // 108
    assert unjudged_limit([(0, 0, 1)]) == 447  # 447 ** 2 <= 200,000 < 448 ** 2
    assert unjudged_limit([(5,)]) == 32766  # a counter stays within 16 bits
    assert unjudged_limit([(300_000,)]) == -1


RANGES = (
    "function Rank(c : card) : integer is return c mod 13;\n"
    "predicate Near?(c : card; top : integer) is return (c + 1 = top) or (top + 1 = c);\n"
    "predicate At?(it : stack; pos : index) is return it[pos] = it[it!];\n"
    "predicate loose? is var top : integer; i : index;\nbegin\n"
    "  top := 0;\n  if A! > 0 then top := Rank(A[A!]);\n"
    "  if Near?(B[B!], TOP) then return false;\n"
    "  i := 1;\n  while i <= B! do\n  begin\n"
    "    if At?(STACK, i) then return false;\n    i := i + 1;\n  end;\n"
    "  return true;\nend;\n"
)


def test_the_ranges_of_locals_and_parameters_are_proved():
    """A local spans its assignments (`top` is a rank or 0), a value
    parameter the arguments its callers pass (`c` a card, `top` at most
    13), and an index parameter passed a counted position of the stack
    passed with it is a counted position there (`it[pos]`)."""
    program = RANGES.replace("TOP", "top + 1").replace("STACK", "B")
    assert "loose?" in safe(program)


def test_unknown_ranges_are_not_proved():
    cases = [
        RANGES.replace("TOP", "G").replace("STACK", "B"),  # a global: any value
        RANGES.replace("TOP", "top + 1").replace("STACK", "A"),  # counted on B, not A
        RANGES.replace("TOP", "top + 1")
        .replace("STACK", "B")
        .replace(
            "top := Rank(A[A!])",
            "top := top + 1",  # a counter: any value
        ),
        RANGES.replace("TOP", "top + 1")
        .replace("STACK", "B")
        .replace(
            "return it[pos] = it[it!];", "var p : index; begin p := pos; return it[p] = 0; end;"
        ),  # a local holding the position is no counted position
    ]
    for program in cases:
        assert "loose?" not in safe(program), program


def ranges(body: str) -> dict[str, dict[str, tuple[int, int]]]:
    """What paperc knows of the values of each flat routine (by name)."""
    program = to_ir(HEAD + body + "\nORDER A, B.\n", "f.cdl", "0" * 64).program
    facts = Facts(program)
    routines = [r for r, _ in Flat(program, facts).routines()]
    entries = {k for k in (program.win, program.loose) if k}
    return {facts.routines[k].display: v for k, v in value_ranges(routines, entries).items()}


def test_a_parameter_spans_the_arguments_of_every_call():
    """A card argument everywhere: 0..255; one call that may pass a
    negative number (a global) leaves the parameter unknown."""
    found = ranges(
        "predicate Low?(c : card) is begin if c = 1 then return true; return (c mod 13) = 0; end;\n"
        "predicate win? is return Low?(A[0]) or Low?(B[B!] mod 52);\n"
    )
    assert found["Low?"]["c"] == (0, 255)
    found = ranges(
        "predicate Low?(c : card) is begin if c = 1 then return true; return (c mod 13) = 0; end;\n"
        "predicate win? is return Low?(A[0]) or Low?(G);\n"
    )
    assert "c" not in found["Low?"]
