"""One writer for both languages (paperc/codegen/writer.py): the same module
frame, registration and line table, whatever the source language."""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from paperc import compile_file_to_source
from runtime import registry

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ["games_src/klondike.pl", "games_src/cws_klondike.cdl"]


@pytest.fixture(scope="module")
def modules() -> dict[str, str]:
    os.chdir(ROOT)  # the sources' paths as the bundled plugins record them
    return {path: compile_file_to_source(path).python for path in SOURCES}


def frame(text: str, class_name: str) -> list[str]:
    """The lines every module shares, with the class's name blanked."""
    lines = text.replace(class_name, "GAME").splitlines()
    hook = lines.index("@hookimpl")
    table = next(n for n, line in enumerate(lines) if line.startswith("LINE_TABLE = "))
    return lines[3:8] + lines[hook : table - 3] + lines[table - 1 : table]


def test_both_languages_share_the_frame(modules):
    pl, cdl = modules["games_src/klondike.pl"], modules["games_src/cws_klondike.cdl"]
    pl_frame, cdl_frame = frame(pl, "Klondike"), frame(cdl, "CwsKlondike")
    assert pl_frame[0].endswith('a Paperlang game, compiled by paperc."""')
    assert cdl_frame[0].endswith('a CardsWorkShop (CDL) game, compiled by paperc."""')
    language = {"paperlang": "klondike.pl", "cdl": "cws_klondike.cdl"}
    for text, frame_lines, name in ((pl, pl_frame, "paperlang"), (cdl, cdl_frame, "cdl")):
        shown = [
            line.replace(language[name], "SOURCE").replace(name, "LANG") for line in frame_lines
        ]
        assert shown[1:] == [
            "",
            "from __future__ import annotations",
            "",
            "from runtime import hookimpl",
            "@hookimpl",
            "def paper_register_games(register):",
            '    """Paper\'s plugin hook: this module provides one game."""',
            "    register(",
            "        GAME.game_id,",
            "        GAME.title,",
            "        GAME,",
            '        language="LANG",',
            '        source="games_src/SOURCE",',
            "    )",
            "# generated line:source line where it changes, for errors in the game's code",
        ]
        assert re.search(r'^class \w+\(\w+\):\n    """Klondike \(games_src/', text, re.M)


@pytest.mark.parametrize("path", SOURCES)
def test_one_line_table_per_module_names_each_change_once(modules, path):
    text = modules[path]
    module = registry.module_from_source(text, "paper_test_writer_" + Path(path).stem)
    pairs = [tuple(map(int, p.split(":"))) for p in module.LINE_TABLE.split()]
    generated = [g for g, _ in pairs]
    assert pairs and generated == sorted(set(generated))
    assert all(
        a[1] != b[1] for a, b in zip(pairs, pairs[1:], strict=False)
    )  # only where the line changes
    assert generated[-1] < text.count("\n") - text.split("@hookimpl")[1].count("\n")
    assert "\x1f" not in text  # every mark was taken out
