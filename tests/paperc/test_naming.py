"""No name from a source can break out of the generated code."""

from __future__ import annotations

import keyword

from hypothesis import given
from hypothesis import strategies as st

from paperc.codegen.naming import Namer, pyident
from paperc.codegen.render import comment, docstring, py
from paperc.ids import game_id_from_path


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


@given(
    st.lists(
        st.builds(lambda n, k: "x" + "_" * n + "?" * k, st.integers(0, 40), st.integers(0, 2)),
        min_size=2,
        max_size=30,
        unique=True,
    )
)
def test_a_namer_is_injective_even_where_pyident_is_not(names):
    namer = Namer()
    idents = [namer(n) for n in names]
    assert len(set(idents)) == len(idents)
    assert [namer(n) for n in names] == idents


def test_a_namer_falls_back_to_a_longer_hash():
    namer = Namer()
    namer.take(pyident("odd_"))  # as if another name had got it first
    longer = namer("odd_")
    assert longer.startswith("odd__") and len(longer) == len("odd__") + 16


def test_ident_filter_refuses_unprepared_names():
    import pytest

    from paperc.codegen.render import ident

    assert ident("proc_x__abc123") == "proc_x__abc123"
    for bad in ["class", "a b", "x?", ""]:
        with pytest.raises(ValueError):
            ident(bad)
