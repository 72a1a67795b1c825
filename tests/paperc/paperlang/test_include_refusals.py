"""`; refused:` comments in a `#use` file: a transfer the include holds
says its own file's sentence when the player's move is refused, and a
misplaced comment there is reported in that file (P146)."""

from __future__ import annotations

import pytest

from paperc import CompileError, compile_file_to_source
from runtime import Session

GAME = """game G start
    #use "rules.pl"
end
"""
RULES = """    #use "deck"
    visiblestack waste
    turn start
        pickone start
            ; refused to: the waste holds two cards at most
            pick deck -> waste top 1 where to{{to.size < 2}} then
            {extra}
        end
    end
"""


def test_an_included_transfer_says_its_own_sentence(tmp_path):
    (tmp_path / "g.pl").write_text(GAME, encoding="utf-8")
    (tmp_path / "rules.pl").write_text(
        RULES.format(extra="pick waste -> deck top 1 where from{from.size > 0} then"),
        encoding="utf-8",
    )
    s = Session.open(str(tmp_path / "g.pl"), seed=1)
    s.play(s.moves()[0])
    s.play(s.moves()[0])
    assert not s.drag("deck", -1, "waste")
    assert s.message == "the waste holds two cards at most"


def test_a_misplaced_comment_in_an_include_is_reported_there(tmp_path):
    (tmp_path / "g.pl").write_text(GAME, encoding="utf-8")
    bad = "; refused to: no such filter\n            pick waste -> deck top 1 then"
    (tmp_path / "rules.pl").write_text(RULES.format(extra=bad), encoding="utf-8")
    with pytest.raises(CompileError) as caught:
        compile_file_to_source(tmp_path / "g.pl")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code == "P146" and diagnostic.span.path.endswith("rules.pl")
    assert diagnostic.span.line == 7
