"""Lines of `#use`d files: compile-time diagnostics, generated code, its
line table and run-time errors name the included file and its own line,
never the game's `#use` line, nor a line of the wrong file."""

from __future__ import annotations

import ast
import io
import posixpath
import tokenize

import pytest

from paperc import CompileError, compile_file_to_source
from runtime import Session
from runtime.engine.model import GameError

PART = """\
; the rules, shared
    visiblestack waste
    int zero = 0
    phase tidy start
        zero = zero + 0
    end
    onmoved aceH start
        zero = zero / zero
    end
    turn start
        do tidy
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                zero = 5 / zero
        end
    end
"""
MAIN = """\
; a game made of its part
game Parts start
    #use "deck"

    #use "part.pl"
end
"""


@pytest.fixture
def game(tmp_path):
    (tmp_path / "part.pl").write_text(PART, encoding="utf-8")
    main = tmp_path / "parts.pl"
    main.write_text(MAIN, encoding="utf-8")
    return main


def test_a_run_time_error_in_an_included_turn_names_the_included_line(game):
    session = Session.open(str(game), seed=1)
    before = [session.cards(name) for name in session.stacks()]
    with pytest.raises(GameError) as caught:
        session.play(session.moves()[0])
    folder = posixpath.dirname(session.rules.source)
    assert str(caught.value).startswith(f"{posixpath.join(folder, 'part.pl')}:14: division by zero")
    assert [session.cards(name) for name in session.stacks()] == before


def test_generated_comments_quote_each_files_own_lines(game, monkeypatch):
    monkeypatch.chdir(game.parent)
    text = compile_file_to_source("parts.pl").python
    tokens = tokenize.generate_tokens(io.StringIO(text).readline)
    comments = [token.string for token in tokens if token.type == tokenize.COMMENT]
    own = [c for c in comments if c.startswith("# parts.pl:")]
    assert not own  # the game's own file holds only `#use` lines: none is quoted
    assert "# part.pl:14  zero = 5 / zero" in comments
    assert "# part.pl:13  pick deck -> waste top 1 where from{from.size > 0} then" in comments
    assert any(c.startswith("# <built-in deck>:21  place aceH") for c in comments)
    files = next(line for line in text.splitlines() if line.startswith("LINE_FILES = "))
    assert sorted(ast.literal_eval(files.split(" = ")[1])) == ["<built-in deck>", "part.pl"]


def test_compile_errors_in_the_included_file_name_it(game):
    (game.parent / "part.pl").write_text(PART.replace("zero = 5", "nothing = 5"))
    with pytest.raises(CompileError) as caught:
        compile_file_to_source(str(game))
    rendered = caught.value.render()
    assert "part.pl:14:17: error:" in rendered and "nothing = 5 / zero" in rendered
