"""The `{NAME}`s of a `; refused:` sentence (docs/paperlang.md, "Refusals")
are checked when the game compiles: each names `{from}`, `{to}`, `{most}`
or a variable the game declares, else P146 points at the `{NAME}` itself,
in the file it is written in."""

from __future__ import annotations

from pathlib import Path

import pytest

from paperc import CompileError, compile_file_to_source, compile_source
from runtime import Session

GAME = """\
game Names start
    #use "deck"
    visiblestack waste
    stacklist piles[2]
    int passes = 1
    phase ask start
        int tries = 2
        pickone start
            ; refused from: {tries|chance} and {passes|pass} left, {left|card} in the deck
            pick deck -> waste top 1 where from{from.size > 60} then
            pick deck -> piles top 1 then
        end
    end
    turn start
        int left = deck.size
        do ask
    end
end
"""


def test_a_sentence_may_name_the_games_turns_and_phases_variables(tmp_path: Path) -> None:
    compile_source(GAME, "names.pl")  # no error
    source = tmp_path / "names.pl"
    source.write_text(GAME)
    session = Session.open(source, seed=1)
    assert not session.click("deck")
    assert session.message == "2 chances and one pass left, 52 cards in the deck"


def test_a_name_no_variable_has_is_an_error_at_its_place() -> None:
    bad = GAME.replace("{passes|pass}", "{pass|pass}")
    with pytest.raises(CompileError) as caught:
        compile_source(bad, "names.pl")
    (diagnostic,) = caught.value.diagnostics
    assert diagnostic.code == "P146" and "`{pass}`" in diagnostic.message
    span = diagnostic.span
    assert (span.path, span.line, span.col, span.end_col) == ("names.pl", 9, 48, 59)
    assert bad.splitlines()[8][span.col - 1 : span.end_col - 1] == "{pass|pass}"


def test_the_error_names_the_included_file(tmp_path: Path) -> None:
    rules = GAME.split("\n", 1)[1].rsplit("end\n", 1)[0].replace("{left|card}", "{lfet|card}")
    (tmp_path / "rules.pl").write_text(rules)
    (tmp_path / "game.pl").write_text('game Names start\n    #use "rules.pl"\nend\n')
    with pytest.raises(CompileError) as caught:
        compile_file_to_source(tmp_path / "game.pl")
    (diagnostic,) = caught.value.diagnostics
    assert "did you mean `{left}`?" in diagnostic.message
    assert diagnostic.span.path.endswith("rules.pl")
    line = rules.splitlines()[diagnostic.span.line - 1]
    assert line[diagnostic.span.col - 1 :].startswith("{lfet|card}")
