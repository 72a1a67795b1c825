"""paperc tells an author, with file and line, when a game does not get the
fast path and why: a warning (P180), not an error; the plugin is written."""

from __future__ import annotations

from pathlib import Path

from paperc import compile_file_to_source
from paperc.cli import main

ROOT = Path(__file__).resolve().parents[2]

GAME = """; a pile that turns over during play, in an include
game Turnover start
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
TURN = """; the turn, and a card hook that ends the game
int moved = 0
visiblestack pile
onmoved aceH start
    winneris currentPlayer
end

turn start
    pickone start
        pick piles -> piles build then
        pick deck -> waste top 1 then
        pick waste -> deck top 0 where from{deck.size == 0} then
            waste -> deck top all
    end
end
"""


def write_game(folder: Path) -> Path:
    (folder / "rules").mkdir()
    (folder / "rules" / "turn.pl").write_text(TURN, encoding="utf-8")
    path = folder / "turnover.pl"
    path.write_text(GAME, encoding="utf-8")
    return path


def test_check_warns_at_the_included_statement_that_keeps_the_game_off(
    tmp_path, capsys, monkeypatch
):
    monkeypatch.chdir(tmp_path)
    write_game(tmp_path)
    assert main(["--check", "turnover.pl"]) == 0  # a warning: the game compiles
    captured = capsys.readouterr()
    assert captured.out == ""
    head, text, caret = captured.err.splitlines()
    assert head.startswith("rules/turn.pl:5:5: warning: not on the fast path")
    assert head.endswith("a card hook runs `winneris` [P180]")
    assert text.strip() == "winneris currentPlayer" and caret.strip() == "^" * len(text.strip())


def test_compiling_warns_and_still_writes_the_plugin(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_game(tmp_path)
    assert main(["turnover.pl", "-o", "out"]) == 0
    captured = capsys.readouterr()
    assert captured.out == "turnover.pl -> out/turnover.py\n"
    assert "rules/turn.pl:5:5: warning:" in captured.err
    assert "class Turnover(PaperlangGame)" in (tmp_path / "out" / "turnover.py").read_text()


def test_the_warning_is_data_of_the_compiled_game(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    write_game(tmp_path)
    (warning,) = compile_file_to_source("turnover.pl").warnings
    assert (warning.severity, warning.code) == ("warning", "P180")
    assert (warning.span.path, warning.span.line) == ("rules/turn.pl", 5)


def test_a_reason_in_the_game_s_own_file_names_it(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    own = GAME.replace('    #use "rules/turn.pl"\n', TURN.split("\n", 1)[1])
    (tmp_path / "own.pl").write_text(own, encoding="utf-8")
    assert main(["--check", "own.pl"]) == 0
    err = capsys.readouterr().err
    assert err.startswith("own.pl:14:5: warning: not on the fast path"), err


def test_a_game_on_the_fast_path_gets_no_warning(capsys):
    for game in ("accordion", "canfield", "klondike"):
        assert main(["--check", str(ROOT / "games_src" / f"{game}.pl")]) == 0
        assert capsys.readouterr().err == ""
