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
    start = next(n for n, line in enumerate(lines) if line.startswith("# paper-game: ")) + 1
    hook = lines.index("# Paper's plugin hook: this module provides one game")
    table = next(n for n, line in enumerate(lines) if line.startswith("LINE_TABLE = "))
    return lines[start : start + 5] + lines[hook : table - 3] + lines[table - 1 : table]


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
            "from runtime import game_hook",
            "# Paper's plugin hook: this module provides one game",
            'paper_register_games = game_hook(GAME, "games_src/SOURCE")',
            "# generated line:source line where it changes, for errors in the game's code",
        ]
        assert re.search(r'^class \w+\(\w+\):\n    """Klondike \(games_src/', text, re.M)


@pytest.mark.parametrize("path", SOURCES)
def test_one_line_table_per_module_names_each_change_once(modules, path):
    text = modules[path]
    module = registry.module_from_source(text, "paper_test_writer_" + Path(path).stem)
    # generated:line, or generated:line:n for a line of the n-th included file
    entries = [tuple(map(int, p.split(":"))) for p in module.LINE_TABLE.split()]
    places = [(g, line, rest[0] if rest else 0) for g, line, *rest in entries]
    generated = [g for g, _, _ in places]
    assert places and generated == sorted(set(generated))
    assert all(
        a[1:] != b[1:] for a, b in zip(places, places[1:], strict=False)
    )  # only where the place changes
    files = getattr(module, "LINE_FILES", ())
    assert all(n <= len(files) for _, _, n in places)
    assert generated[-1] < text.count("\n") - text.split("\npaper_register_games = ")[1].count("\n")
    assert "\x1f" not in text  # every mark was taken out


def test_the_ranks_a_build_string_names_are_named(modules, tmp_path):
    """A rank a build string names (`KDA`'s K, what fills Yukon's empty
    columns) is a module constant in the compiled code, as CDL's named
    values are. (Klondike names none: its piles are looked up by tables
    the runtime files the empty piles in too, `FlatGame.flat_takes`.)"""
    from runtime.paperlang import FlatGame
    from runtime.session import Session

    text = compile_file_to_source("games_src/yukon.pl").python  # (`modules`: from ROOT)
    top = text.split("\nclass ")[0]
    assert re.search(r"^KING = 13$", top, re.M)
    assert "rank[c] == KING" in text
    assert not re.search(r"rank\[\w+\] [!=]= \d", text)
    assert not re.search(r"rank\[\w+\] [!=]= \d", modules["games_src/klondike.pl"])
    plugin = tmp_path / "yukon_named.py"
    plugin.write_text(text, encoding="utf-8")
    session = Session.open(str(plugin), seed=5)
    assert isinstance(session.rules, FlatGame)
    for _ in range(20):  # the named ranks are read as the numbers were
        moves = session.moves()
        if not moves:
            break
        session.play(moves[0])
    assert sum(len(session.cards(name)) for name in session.stacks()) == 52


def test_a_class_name_never_takes_a_constants_name():
    from paperc import compile_source

    source = (ROOT / "games_src" / "yukon.pl").read_text(encoding="utf-8")
    text = compile_source(source, "games_src/k_i_n_g.pl").python  # its class would be KING
    assert re.search(r"^KING = 13$", text, re.M) and "\nclass KINGGame(FlatGame):" in text
    compile(text, "k_i_n_g.py", "exec")
