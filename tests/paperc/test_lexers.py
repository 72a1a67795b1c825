"""The Pygments lexers: every bundled source is coloured without an error
token, and Pygments finds them by file name and alias through the entry
points in pyproject.toml (as `pygmentize` does)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from pygments.lexers import get_lexer_by_name, get_lexer_for_filename
from pygments.token import Comment, Error, Keyword, String, Text

from paperc.lexers import CdlLexer, PaperlangLexer

ROOT = Path(__file__).resolve().parents[2]
SOURCES = sorted((ROOT / "games_src").glob("*.pl")) + sorted((ROOT / "games_src").glob("*.cdl"))


def lexer_for(path: Path):
    return PaperlangLexer() if path.suffix == ".pl" else CdlLexer()


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_every_bundled_source_lexes_cleanly(path):
    text = path.read_text(encoding="utf-8")
    tokens = list(lexer_for(path).get_tokens(text))
    assert "".join(value for _, value in tokens) == text  # every character is covered
    unknown = [value for kind, value in tokens if kind in Error or (kind is Text and value.strip())]
    assert unknown == []
    kinds = {kind for kind, _ in tokens}
    assert any(kind in Keyword for kind in kinds)


def test_paperlang_tokens():
    text = '#use "deck"\ngame Klondike start ; a comment\n  stacklist t[7] start end\nend\n'
    tokens = [(kind, value) for kind, value in PaperlangLexer().get_tokens(text) if value.strip()]
    assert (Comment.Preproc, "#use") in tokens
    assert (String, '"deck"') in tokens
    assert (Keyword, "game") in tokens
    assert (Keyword.Declaration, "stacklist") in tokens
    assert (Comment.Single, "; a comment") in tokens


def test_cdl_tokens_are_case_insensitive():
    text = "GAME Golf IS 16 BY 12;\nstack Stock is\n  Start is begin Shuffle; end;\n{ note }\n"
    tokens = [(kind, value) for kind, value in CdlLexer().get_tokens(text) if value.strip()]
    assert (Keyword, "GAME") in tokens
    assert any(kind in Keyword and value == "stack" for kind, value in tokens)
    assert (Comment.Multiline, "{ note }") in tokens


def test_pygments_finds_the_lexers_through_entry_points():
    assert isinstance(get_lexer_by_name("paperlang"), PaperlangLexer)
    assert isinstance(get_lexer_by_name("cdl"), CdlLexer)
    golf = (ROOT / "games_src" / "cws_golf.cdl").read_text(encoding="utf-8")
    assert isinstance(get_lexer_for_filename("golf.cdl", golf), CdlLexer)
    # `.pl` is also Perl's: the text decides.
    klondike = (ROOT / "games_src" / "klondike.pl").read_text(encoding="utf-8")
    assert isinstance(get_lexer_for_filename("klondike.pl", klondike), PaperlangLexer)


def test_pygmentize_colours_a_source():
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "pygments",
            "-f",
            "terminal",
            str(ROOT / "games_src" / "cws_golf.cdl"),
        ],
        capture_output=True,
        text=True,
        check=True,
    )
    assert "\x1b[" in out.stdout and "Golf" in out.stdout
