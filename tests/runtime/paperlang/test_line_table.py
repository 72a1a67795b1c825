"""Each generated Paperlang module carries one line table (`LINE_TABLE`,
and `LINE_FILES` for the files it includes): the generated lines where a
source statement starts, and its file and line. Errors in a game's code,
an included file's too, name the file and line through it. Each entry is
the comment quoting that statement, on its own line or at the end of the
statement's."""

from __future__ import annotations

import linecache
import posixpath
import re
from pathlib import Path

import pytest

import paperc
from runtime import GameError, registry
from runtime.engine.lines import line_table
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
PLUGINS = sorted((ROOT / "plugins").glob("*.py"))
FAULTY = """game Faulty start
    card A start end
    visiblestack s
    int z = 0
    place A -> s 3
    turn start
        pickone start
            pick s -> s top 0 where from{from.size / z > 0} then
        end
    end
end
"""


@pytest.mark.parametrize("game", ["klondike", "accordion", "pyramid"])
def test_each_entry_is_a_comment_naming_its_file_and_line(game: str) -> None:
    text = (ROOT / "plugins" / f"{game}.py").read_text(encoding="utf-8")
    module = registry.module_from_source(text, f"paper_test_lines_{game}")
    (entry,) = registry.Registry().add_module(module, game)
    own = line_table(entry.rules, entry.rules.source)
    tables = (own, *own.shared)
    for table in tables:
        assert table.starts and list(table.starts) == sorted(table.starts)
        lines = linecache.getlines(table.code_file)
        for generated, (file, line) in zip(table.starts, table.places, strict=True):
            own_file = file == entry.rules.source
            shown = Path(file).name if own_file else file.removeprefix("games_src/")
            # (on a line of its own, or at the end of the one statement it quotes)
            quoted = rf"(^\s*|\S  )# {re.escape(shown)}:{line}(\s|$)"
            assert re.search(quoted, lines[generated - 1])


def test_an_error_in_a_filter_names_its_line_through_the_table() -> None:
    compiled = paperc.compile_source(FAULTY, "t.pl")
    assert "LINE_TABLE" in compiled.python
    module = registry.module_from_source(compiled.python, "paper_test_lines_faulty")
    (entry,) = registry.Registry().add_module(module, "t.pl")
    assert line_table(entry.rules, "t.pl").starts
    assert issubclass(entry.rules, FlatGame)  # (a helper's fault, located as the first engine did)
    with pytest.raises(GameError, match=r"^t\.pl:8: "):
        Session(entry.rules(), 0)


def test_no_comment_names_only_a_use_line() -> None:
    """Statements from an included file are quoted from that file."""
    quoted = re.compile(r"^\s*# \S+:\d+  #use\b", re.M)
    found = sum(len(quoted.findall(p.read_text(encoding="utf-8"))) for p in PLUGINS)
    assert found == 0


FAULTY_RULES = """; the rules
#use "deck"
visiblestack s
stacklist row[2]
turn start
    pickone start
        pick deck -> row[0] top 3 then
        pick row[0] -> s top 1 where from{row[from.size + z].size == 0} then
    end
end
"""  # (a member out of range, which the compiled code checks)


def test_an_error_in_an_included_rule_names_the_included_file(tmp_path) -> None:
    (tmp_path / "rules").mkdir()
    game = tmp_path / "inc.pl"
    game.write_text('game Inc start\n    int z = 0\n    #use "rules/faulty.pl"\nend\n')
    (tmp_path / "rules" / "faulty.pl").write_text(FAULTY_RULES)
    compiled = paperc.compile_file_to_source(game)
    assert '"rules/faulty.pl"' in compiled.python.split("LINE_FILES = ")[1]
    module = registry.module_from_source(compiled.python, "paper_test_lines_inc")
    (entry,) = registry.Registry().add_module(module, str(game))
    with pytest.raises(GameError) as caught:
        session = Session(entry.rules(), 0)
        session.play(session.moves()[0])
    where = posixpath.join(posixpath.dirname(entry.rules.source), "rules/faulty.pl")
    assert str(caught.value).startswith(f"{where}:8: ")
