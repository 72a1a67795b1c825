"""Each generated Paperlang module carries one line table (`LINE_TABLE`):
the generated lines where a source statement starts and its `.pl` line.
Errors in a game's code name the source line through it."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

import paperc
from runtime import GameError, registry
from runtime.engine.paperlang.game import line_table
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
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
def test_each_entry_is_a_comment_naming_its_source_line(game: str) -> None:
    text = (ROOT / "plugins" / f"{game}.py").read_text(encoding="utf-8")
    lines = text.splitlines()
    module = registry.module_from_source(text, f"paper_test_lines_{game}")
    (entry,) = registry.Registry().add_module(module, game)
    table = line_table(entry.rules)
    assert table is not None and table[0] == sorted(table[0])
    for generated, source in zip(*table, strict=True):
        assert re.match(rf"\s*# {game}\.pl:{source}(\s|$)", lines[generated - 1])


def test_an_error_in_a_filter_names_its_line_through_the_table() -> None:
    compiled = paperc.compile_source(FAULTY, "t.pl")
    assert "LINE_TABLE" in compiled.python
    module = registry.module_from_source(compiled.python, "paper_test_lines_faulty")
    (entry,) = registry.Registry().add_module(module, "t.pl")
    assert line_table(entry.rules) is not None
    with pytest.raises(GameError, match=r"^t\.pl:8: "):
        Session(entry.rules(), 0)
