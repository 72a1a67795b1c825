"""When a flat press's click changes the game (paperc/codegen/cdl_click.py),
on small programs: the condition paperc proves where the press surely
PULLs a card from a stack it never adds to, and no proof wherever the
press might fault, might change nothing though it runs, or reads more
than the stacks' lengths. (tests/runtime/cdl/test_cdl_direct.py plays a
game listed by such a condition against its trials.)"""

from __future__ import annotations

from paperc import ir
from paperc.cdl import to_ir
from paperc.codegen.cdl_click import Click

HEAD = (
    "GAME c IS 8 BY 2;\nvar G : integer;\nstack A; stack B;\n"
    "procedure Two is var n : integer;\nbegin\n  n := 2;\n"
    "  while (n > 0) and (! > 0) do begin Turn [!] side up; Pull 1 to B; n := n - 1; end;\n"
    "end;\n"
    "procedure Back is while B! > 0 do begin Pull 1 from B; Turn [!] side down; end;\n"
    "stack B is X := 2; Y := 0; W := 1; H := 1; end B;\n"
)


def proof(select: str, idle: bool = False) -> Click:
    """The proof of stack A's Select(Spos) of the program with this body."""
    text = HEAD + f"stack A is X := 0; Y := 0; W := 1; H := 1;\n  Select(Spos : index) is {select}"
    program = to_ir(text + "\nend A;\nORDER A, B.\n", "c.cdl", "0" * 64).program
    routines = {r.key: r for r in program.routines}
    return Click(routines["a.select"], routines, "a", idle)


def lengths(e) -> str:
    """The condition as text: `a! > 0 or b! > 0`."""
    if isinstance(e, ir.Const):
        return str(e.value)
    if isinstance(e, ir.CdlLength):
        return f"{e.stack.name}!"
    if isinstance(e, ir.Unary):
        return f"not ({lengths(e.operand)})"
    return f"{lengths(e.left)} {e.op} {lengths(e.right)}"


def test_a_press_that_surely_pulls_gets_its_condition():
    assert lengths(proof("if ! > 0 then Two else Back;").condition) == "a! > 0 or b! > 0"
    found = proof("if ! > 0 then Two else if G = 0 then G := 1;")
    assert found.condition is None  # (a test of a global, an assignment of one)
    found = proof("if ! > 0 then Two else if B! > 3 then Back;")
    assert lengths(found.condition) == "a! > 0 or b! > 3 and b! > 0"
    assert found.drained == ["b", "a"]  # the piles its WHILEs empty: the listing bounds them
    one = proof("if ! > 0 then begin Turn [!] side up; Pull 1 to B; end;", idle=True)
    assert one.condition == ir.Const(True)  # tried only on a stack holding a card
    more = proof("if ! > 2 then begin Turn [!] side up; Pull 1 to B; end;", idle=True)
    assert lengths(more.condition) == "a! > 2"  # (holding a card is not holding three)
    assert lengths(proof("begin Two; end;").condition) == "a! > 0"


def test_what_might_fault_or_change_nothing_is_not_proved():
    cases = {
        "Turn [!] side up;": "runs TURN",  # changes the game only if the card was face down
        "Pull 1 to B;": "without knowing",  # A may be empty
        "if ! > 1 then Pull 2 to B;": "one card",
        "if ! > 0 then begin Pull 1 to B; Pull 1 from B; end;": "give back",
        "if ! > 0 then Pull 1 to Cursor;": "one card",  # cards on the Cursor: its releases
        "if Spos > 0 then Two;": "read more",
        "if ! > 0 then begin Two; Back; end;": "more than one",
        "if A[!] > 3 then Two;": "read more",
        "while ! > 0 do Two;": "runs CALL",  # (a WHILE's turn is a straight block)
        "if ! > 0 then begin Pull 1 to B; Turn B[1..!] side up; end;": "more than a top card",
        "begin Two; Two; end;": "more than one",
    }
    for body, why in cases.items():
        found = proof(body)
        assert found.condition is None and why in found.why, (body, found.why)
