"""The tests' compile helper (`tests.compiling`) gives a kept result only
while it holds: a source whose `#use`d file changed, or appeared, is
compiled again."""

from __future__ import annotations

import pytest

import paperc
from tests.compiling import compiled

GAME = """game Kept start
    #use "deck"
    #use "rules.pl"
    stacklist piles[2] start
        build "YUS"
    end
    setup start
        deck -> piles[0] top 5
    end
    turn start
        pickone start
            pick piles -> piles build then
            pick deck -> deck top 0 where from{from.size > 0} then
                shuffle deck
        end
    end
end
"""


def test_a_source_compiles_once_while_its_files_hold(tmp_path):
    source = tmp_path / "kept.pl"
    (tmp_path / "rules.pl").write_text("int moved = 0\n", encoding="utf-8")
    first = compiled(GAME, str(source))
    assert compiled(GAME, str(source)) is first
    (tmp_path / "rules.pl").write_text("int moved = 1\n", encoding="utf-8")
    again = compiled(GAME, str(source))
    assert again is not first and again == paperc.compile_source(GAME, str(source))
    assert again.python != first.python


def test_an_error_reading_files_is_not_kept(tmp_path):
    source = tmp_path / "kept.pl"
    with pytest.raises(paperc.CompileError, match="cannot find the file 'rules.pl'"):
        compiled(GAME, str(source))  # (no rules.pl yet)
    (tmp_path / "rules.pl").write_text("int moved = 0\n", encoding="utf-8")
    assert compiled(GAME, str(source)).game_id == "kept"


def test_a_kept_error_is_raised_afresh_each_time():
    broken = GAME.replace('    #use "rules.pl"\n', "").replace("top 5", "top five")
    with pytest.raises(paperc.CompileError) as first:
        compiled(broken)
    with pytest.raises(paperc.CompileError) as second:
        compiled(broken)
    assert first.value is not second.value
    assert first.value.diagnostics == second.value.diagnostics
