"""paperc.fastparse changes nothing but speed: the same texts parsed by the
generated parsers with and without it give the same trees, or fail at the
same place with the same item and rule stack (which messages.py explains)."""

from __future__ import annotations

from pathlib import Path

import pytest
from tatsu.exceptions import FailedParse

from paperc.cdl import parser as cdl_parser
from paperc.cdl._parser import CDLParser
from paperc.fastparse import FastParsing
from paperc.paperlang import parser as pl_parser
from paperc.paperlang._parser import PaperlangParser

ROOT = Path(__file__).resolve().parents[2]
CASES = ROOT / "tests" / "paperc" / "cases"
SOURCES = sorted(
    [*CASES.glob("errors/*.pl"), *CASES.glob("cdl_errors/*.cdl")]
    + [ROOT / "games_src" / "accordion.pl", ROOT / "games_src" / "cws_golf.cdl"]
)

SNIPPETS = [
    ("x.pl", "game g start\nstacklist row[3]\nturn start pickone start end end\nend\n"),
    ("x.pl", "game g start\nif (1 == 2 start end\nend\n"),
    ("x.pl", "game g start\nvisiblestack a b = c -> \nend\n"),
    ("x.pl", ""),
    ("x.cdl", "this is not CDL at all {\n"),
]


class FastPaperlang(FastParsing, PaperlangParser):
    pass


class FastCdl(FastParsing, CDLParser):
    pass


def _outcome(parser_class: type, path: str, text: str) -> object:
    if path.endswith(".pl"):
        clean = pl_parser.blank_comments(text)
        semantics = pl_parser.Builder(pl_parser.Locator(clean, path))
        start = "program" if "game" in clean.split()[:1] else "include_file"
        settings = {"start": start, "semantics": semantics, "parseinfo": True}
    else:
        clean = text
        semantics = cdl_parser._Builder(text)
        settings = {"start": "start", "semantics": semantics, "parseinfo": True}
    try:
        return parser_class().parse(clean, **settings)
    except FailedParse as exc:
        return (type(exc).__name__, exc.pos, str(exc.item), list(exc.stack))


def _both(path: str, text: str) -> tuple[object, object]:
    if path.endswith(".pl"):
        return _outcome(PaperlangParser, path, text), _outcome(FastPaperlang, path, text)
    return _outcome(CDLParser, path, text), _outcome(FastCdl, path, text)


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_same_result_as_tatsu_on_sources(source):
    plain, fast = _both(source.name, source.read_text(encoding="utf-8"))
    assert fast == plain


@pytest.mark.parametrize(("path", "text"), SNIPPETS)
def test_same_result_as_tatsu_on_snippets(path, text):
    plain, fast = _both(path, text)
    assert fast == plain


def test_the_front_ends_use_it():
    import inspect

    assert "FastParsing" in inspect.getsource(pl_parser._parse)
    assert "FastParsing" in inspect.getsource(cdl_parser.parse)
