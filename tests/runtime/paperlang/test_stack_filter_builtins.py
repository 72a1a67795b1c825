"""`size`, `top` and `bottom` stand bare inside a stacklist filter (docs/paperlang.md)."""

from __future__ import annotations

import pytest

from paperc import CompileError, compile_source
from runtime import Session

GAME = """\
game filters start
    #use "deck"
    stacklist cols[4]
    setup start
        deck -> cols[2] top 1
        deck -> cols[3] top 2
    end
    turn start
        pickone start
            pick cols{top.v > 0} -> deck top 1 then
        end
    end
end
"""


def test_bare_top_in_a_stacklist_filter_picks_members_by_their_top_card(tmp_path):
    path = tmp_path / "filters.pl"
    path.write_text(GAME)
    s = Session.open(str(path), seed=1)
    assert sorted(m.source for m in s.moves()) == ["cols[2]", "cols[3]"]


def test_bare_bottom_and_size_too(tmp_path):
    path = tmp_path / "filters.pl"
    path.write_text(GAME.replace("cols{top.v > 0}", "cols{(size > 1) && (bottom.v > 0)}"))
    s = Session.open(str(path), seed=1)
    assert [m.source for m in s.moves()] == ["cols[3]"]


def test_top_still_ends_a_transfer_and_a_stray_top_is_reported():
    with pytest.raises(CompileError) as exc:
        compile_source(GAME.replace("pick cols{top.v > 0}", "pick top.v"), "x.pl")
    assert "x.pl:10:" in exc.value.render()
