"""paperc tells an author, with file, line and column, when a game uses a
feature it does not compile yet, and which: an error (P180), and no plugin
is written."""

from __future__ import annotations

from pathlib import Path

import pytest

from paperc import CompileError, compile_file_to_source
from paperc.cli import main

GAME = """; a game whose turn is in an include
game Chooser start
    #use "deck"
    visiblestack waste
    stacklist piles[2] start
        build "YUS"
    end
    setup start
        deck -> piles[0] top 5
    end
    #use "rules/turn.pl"
end
"""
TURN = """; the turn: a pick that makes a card onto a pile, its filter reading `from`
visiblestack pile

turn start
    pickone start
        pick piles -> piles build then
        pick deck -> waste top 1 then
        pick random number -> piles 1 where from{from.size > 0} then
    end
end
"""
UNNAMED = "`from`, which names no stack there (name the stacks instead)"
FEATURE = f"not supported yet: a pick making cards reading {UNNAMED}"


def write_game(folder: Path) -> Path:
    (folder / "rules").mkdir()
    (folder / "rules" / "turn.pl").write_text(TURN, encoding="utf-8")
    path = folder / "chooser.pl"
    path.write_text(GAME, encoding="utf-8")
    return path


def test_check_names_the_included_statement_and_the_feature(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_game(tmp_path)
    assert main(["--check", "chooser.pl"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    head, text, caret, count = captured.err.splitlines()
    assert head == f"rules/turn.pl:8:9: error: {FEATURE} [P180]"
    assert text.strip() == "pick random number -> piles 1 where from{from.size > 0} then"
    assert caret.strip() == "^" * len(text.strip())
    assert count == "chooser.pl: 1 error"


def test_no_plugin_is_written(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_game(tmp_path)
    assert main(["chooser.pl", "-o", "out"]) == 1
    assert "rules/turn.pl:8:9: error:" in capsys.readouterr().err
    assert not (tmp_path / "out" / "chooser.py").exists()


def test_the_error_is_data(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_game(tmp_path)
    with pytest.raises(CompileError) as caught:
        compile_file_to_source("chooser.pl")
    (error,) = caught.value.diagnostics
    assert (error.severity, error.code, error.message) == ("error", "P180", FEATURE)
    assert (error.span.path, error.span.line, error.span.col) == ("rules/turn.pl", 8, 9)


def test_a_feature_in_the_game_s_own_file_names_it(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    own = GAME.replace('    #use "rules/turn.pl"\n', TURN.split("\n", 1)[1])
    (tmp_path / "own.pl").write_text(own, encoding="utf-8")
    assert main(["--check", "own.pl"]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"own.pl:17:9: error: {FEATURE} [P180]"), err
