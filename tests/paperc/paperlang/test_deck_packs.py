"""`#use "deck" N suits S`: the built-in deck with several packs or fewer
suits (a Paper extension, docs/paperlang.md "Two packs"), from the source
to the IR, and its diagnostics (P160-P163)."""

from __future__ import annotations

from collections import Counter

import pytest

from paperc import ir
from paperc.errors import CompileError
from paperc.paperlang import to_ir
from paperc.paperlang.parser import parse_program
from tests.paperc.test_fastparse import _agree

GAME = """game T start
    {use}
    stacklist c[4]
    {more}
end
"""


def placed(text: str) -> Counter:
    """How many cards of each type the game's statements place."""
    program = to_ir(text, "t.pl", "0" * 64).program
    found: Counter = Counter()
    for stmt in program.load:
        if isinstance(stmt, ir.Transfer) and isinstance(stmt.source, ir.SourceCreate):
            found[stmt.source.card_type] += stmt.amount.value
    return found


def game(use: str, more: str = "") -> str:
    return GAME.format(use=use, more=more)


def test_one_pack_is_the_deck_as_before():
    cards = placed(game('#use "deck"'))
    assert len(cards) == 52 and set(cards.values()) == {1}
    assert placed(game('#use "deck" 1 suits 4')) == cards


def test_two_packs_place_each_card_twice():
    cards = placed(game('#use "deck" 2'))
    assert len(cards) == 52 and set(cards.values()) == {2}


@pytest.mark.parametrize(
    ("suits", "kept"), [(1, {"S": 8}), (2, {"H": 4, "S": 4}), (4, dict.fromkeys("HDCS", 2))]
)
def test_suits_narrow_the_pack(suits, kept):
    cards = placed(game(f'#use "deck" 2 suits {suits}'))
    assert sum(cards.values()) == 104
    for rank in ("ace", "seven", "king"):
        assert {name[-1]: n for name, n in cards.items() if name.startswith(rank)} == kept


def test_the_deck_keeps_every_card_type():
    program = to_ir(game('#use "deck" 2 suits 1'), "t.pl", "0" * 64).program
    assert len([t for t in program.card_types if t.name != "number"]) == 52


@pytest.mark.parametrize(
    "text",
    [
        game('#use "deck" 2 suits 2'),
        game('#use "deck" 3', "suits = 2"),  # `suits` is a word only before a number
        game('#use "deck"', "int suits = 2"),
        game('#use "deck" 2 suits'),
    ],
)
def test_both_readers_agree(text):
    _agree("t.pl", text)


def test_suits_stays_a_name():
    text = game('#use "deck" 2', "int suits = 3")
    assert [s for s in parse_program(text, "t.pl").body if type(s).__name__ == "Include"][
        0
    ].packs == 2
    to_ir(text, "t.pl", "0" * 64)


@pytest.mark.parametrize(
    ("use", "code", "words"),
    [
        ('#use "deck" 0', "P160", "1 to 8 packs of cards, not 0"),
        ('#use "deck" 9 suits 2', "P160", "not 9"),
        ('#use "deck" 2 suits 3', "P161", "`suits` takes 1, 2 or 4"),
        ('#use "cards.pl" 2', "P162", "belong to the built-in deck"),
        ('#use "deck" 2\n    #use "deck"', "P163", "another pack count or suits"),
    ],
)
def test_diagnostics(use, code, words):
    with pytest.raises(CompileError) as caught:
        to_ir(game(use), "t.pl", "0" * 64)
    (found,) = caught.value.diagnostics
    assert found.code == code and words in found.message
    assert (found.span.line, found.span.col) == (2 if code != "P163" else 3, 5)


def test_a_second_identical_use_is_ignored():
    assert placed(game('#use "deck" 2\n    #use "deck" 2')) == placed(game('#use "deck" 2'))
