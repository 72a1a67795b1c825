"""`group "F."` (group moves, docs/paperlang.md): what the front end takes,
and its diagnostics (P142, P165, P166)."""

from __future__ import annotations

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir


def compiled(props: str) -> ir.PaperlangProgram:
    source = f"game T start\n    stacklist cols[2] start {props} end\nend"
    return to_ir(source, "t.pl", "0" * 64).program


def errors(props: str) -> list[tuple[str, int, int, str]]:
    with pytest.raises(CompileError) as caught:
        compiled(props)
    return [(d.code, d.span.line, d.span.col, d.message) for d in caught.value.diagnostics]


@pytest.mark.parametrize("group", ["FY", "FN"])
def test_f_first_lowers_to_the_pile(group):
    cols = compiled(f'build "KDA" group "{group}"').stacks[0]
    assert cols.props is not None and cols.props.group == group


def test_f_second_is_p165():
    ((code, line, column, message),) = errors('build "KDA" group "YF"')
    assert (code, line, column) == ("P165", 2, 41)
    assert "first letter of `group`" in message and "Y or N" in message


def test_f_without_a_build_rule_is_p166():
    ((code, line, column, message),) = errors('group "FY"')
    assert (code, line, column) == ("P166", 2, 29)
    assert 'group "Y."' in message


@pytest.mark.parametrize("group", ["FX", "F", "FYN", "QY"])
def test_other_letters_are_p142_naming_f(group):
    ((code, _, _, message),) = errors(f'build "KDA" group "{group}"')
    assert code == "P142"
    assert "or F first" in message


def test_autotarget_takes_no_f():
    ((code, _, _, message),) = errors('build "KDA" autotarget "FY"')
    assert code == "P142" and "F" not in message.split("(")[0]
