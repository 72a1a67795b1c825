"""The committed generated files match their sources: _parser.py is TatSu's
parser for grammar.ebnf, _deck.json is deck.pl parsed. Regenerate both with
`python -m paperc.paperlang.regen`."""

from __future__ import annotations

import re

from paperc.paperlang import regen


def test_parser_is_up_to_date_with_the_grammar():
    assert regen.PARSER.read_text(encoding="utf-8") == regen.parser_source(), (
        "grammar.ebnf changed: run `python -m paperc.paperlang.regen`"
    )


def test_builtin_deck_is_up_to_date():
    assert regen.DECK_DATA.read_text(encoding="utf-8") == regen.deck_source(), (
        "deck.pl or the AST changed: run `python -m paperc.paperlang.regen`"
    )


def test_name_regexes_reject_exactly_the_keywords():
    grammar = regen.GRAMMAR.read_text(encoding="utf-8")
    keywords = set()
    for line in re.findall(r"^@@keyword :: (.*)$", grammar, flags=re.M):
        keywords.update(line.split())
    lists = re.findall(r"\(\?!\(\?:([a-z|]+)\)", grammar)
    assert len(lists) == 2  # `name` and the inline name of `primary`
    for found in lists:
        assert set(found.split("|")) == keywords


def test_builtin_deck_has_52_cards_in_rank_suit_order():
    cards = [s.name for s in regen.load_deck().body if type(s).__name__ == "CardDecl"]
    assert len(cards) == 53 and cards[0] == "number"
    assert cards[1:6] == ["aceH", "aceD", "aceC", "aceS", "twoH"] and cards[-1] == "kingS"


def test_compiling_never_builds_a_grammar():
    """The generated parser is used as it is: TatSu's grammar compiler never runs."""
    import subprocess
    import sys

    code = (
        "import tatsu, tatsu.tool\n"
        "def refuse(*args, **kwargs): raise SystemExit('a grammar was compiled')\n"
        "tatsu.compile = tatsu.tool.compile = refuse\n"
        "from paperc.paperlang import to_ir\n"
        "game = to_ir(open('games_src/accordion.pl').read(), 'games_src/accordion.pl', '0')\n"
        "assert game.title == 'Accordion'\n"
    )
    root = regen.HERE.parent.parent
    done = subprocess.run([sys.executable, "-c", code], cwd=root, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr


def test_builtin_deck_loads_back_to_the_tree_it_was_written_from():
    """Decoding _deck.json then encoding it again gives the file's data: with
    the up-to-date test above, the loaded tree is deck.pl's parse."""
    import json

    data = json.loads(regen.DECK_DATA.read_text(encoding="utf-8"))
    assert regen._encode(regen.load_deck()) == data
