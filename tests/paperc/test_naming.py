"""No name from a source can break out of the generated code."""

from __future__ import annotations

import keyword

from hypothesis import given
from hypothesis import strategies as st

from paperc.codegen.naming import game_id_from_path, pyident
from paperc.codegen.render import comment, docstring, py


def test_clean_names_stay_readable():
    assert pyident("row") == "row"
    assert pyident("aceH") == "aceH"
    assert pyident("draw_count") == "draw_count"


def test_keywords_and_builtins_are_escaped():
    for name in ["class", "None", "print", "self", "match", "_x", "x_", "a__b", "win?", "2x"]:
        ident = pyident(name)
        assert ident.isidentifier(), name
        assert not keyword.iskeyword(ident)
        assert ident != name


@given(st.lists(st.text(min_size=1, max_size=12), min_size=2, max_size=30, unique=True))
def test_pyident_is_injective_and_safe(names):
    idents = [pyident(n) for n in names]
    assert len(set(idents)) == len(idents)
    for ident in idents:
        assert ident.isidentifier() and not keyword.iskeyword(ident)


@given(st.text())
def test_literals_round_trip(text):
    assert eval(py(text)) == text  # noqa: S307 - the point is that it is a literal
    assert "\n" not in comment(text)
    body = docstring(text)
    assert eval('"""' + body + '"""').replace("?", "") is not None


def test_game_ids():
    assert game_id_from_path("accordion") == "accordion"
    assert game_id_from_path("Forty Thieves") == "forty_thieves"
    assert game_id_from_path("2048") == "game_2048"
