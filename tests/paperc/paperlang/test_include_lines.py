"""Lines of `#use`d files: compile-time diagnostics name the included file
and its own line; generated code and run-time errors name the line of the
game's `#use` (the game's own source), never a line of the wrong file."""

from __future__ import annotations

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


def test_a_run_time_error_in_an_included_turn_names_the_use_line(game):
    session = Session.open(str(game), seed=1)
    before = [session.cards(name) for name in session.stacks()]
    with pytest.raises(GameError) as caught:
        session.play(session.moves()[0])
    assert str(caught.value).startswith("parts.pl:5: division by zero")
    assert [session.cards(name) for name in session.stacks()] == before


def test_generated_comments_quote_the_games_own_lines(game, monkeypatch):
    monkeypatch.chdir(game.parent)
    text = compile_file_to_source("parts.pl").python
    comments = [
        line.strip() for line in text.splitlines() if line.strip().startswith("# parts.pl:")
    ]
    assert comments and all(c.startswith(("# parts.pl:3", "# parts.pl:5")) for c in comments), (
        comments
    )
    assert '# parts.pl:5  #use "part.pl"' in comments
    assert "zero = 5 / zero" not in "\n".join(comments)  # no line of part.pl quoted as parts.pl's


def test_compile_errors_in_the_included_file_name_it(game):
    (game.parent / "part.pl").write_text(PART.replace("zero = 5", "nothing = 5"))
    with pytest.raises(CompileError) as caught:
        compile_file_to_source(str(game))
    rendered = caught.value.render()
    assert "part.pl:14:17: error:" in rendered and "nothing = 5 / zero" in rendered
