"""A pile's build rule has one reading and one meaning. paperc reads each
build string once (`parse_build`) into the `Build` a plugin carries; the
conditions the compiled engine's code holds (`follows`) and the
engine's lookup of the piles that take a card (`FlatGame.flat_follows`,
which the refusals ask) are checked here on every pair of cards against
the rule written again plainly, for every direction, match, cutoff and wrap.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from paperc.codegen.paperlang_flat_rules import follows, parse_build
from runtime.engine.cards import RANK_WORDS, SUITS, Build
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
CARDS = [(rank, suit) for suit in SUITS for rank in range(1, 14)]
LAST = {"": None, "K": 13, "5": 5}
RANKS = {word.upper(): rank for rank, word in enumerate(RANK_WORDS, 1)}  # KING = 13, as plugins say


def plainly(direction: str, match: str, wrap: bool, cutoff: int | None, lower, upper) -> bool:
    """May `upper` go on `lower`: seed 003's rule as a player reads it."""
    if "N" in (direction, match) or lower[0] == cutoff:
        return False
    one_up = upper[0] == lower[0] + 1 or (wrap and lower[0] == 13 and upper[0] == 1)
    one_down = upper[0] == lower[0] - 1 or (wrap and lower[0] == 1 and upper[0] == 13)
    ranks = {"U": one_up, "D": one_down, "B": one_up or one_down, "Y": True}[direction]
    red_lower, red_upper = lower[1] in "HD", upper[1] in "HD"
    suits = {
        "A": red_lower != red_upper,
        "C": red_lower == red_upper,
        "S": lower[1] == upper[1],
        "R": lower[0] == upper[0],
        "Y": True,
    }[match]
    return ranks and suits


RULES = list(itertools.product("UDBYN", "ACSRYN"))


@pytest.mark.parametrize(
    ("text", "wrap", "rule"),
    [
        ("KDA", False, Build(13, "down", "alternate")),
        ("AUSK", False, Build(1, "up", "suit", last=13)),
        ("XUS", True, Build("first", "up", "suit", wrap=True)),
        ("YBY", False, Build("any", "either", "any")),
        ("NNN", False, Build("none", "none", "none")),
        ("5YR", False, Build(5, "any", "rank")),
        ("TDC", False, Build(10, "down", "colour")),
    ],
)
def test_a_build_string_is_read_into_the_rule_a_plugin_carries(text, wrap, rule):
    assert parse_build(text, wrap) == rule


@pytest.mark.parametrize(("direction", "match"), RULES)
def test_the_generated_conditions_mean_what_the_rule_says(direction: str, match: str) -> None:
    for wrap, last in itertools.product((False, True), LAST):
        terms = follows(f"K{direction}{match}{last}", wrap, "0", "1")
        code = " and ".join(f"({term})" for term in terms) or "True"
        test = eval(f"lambda rank, red, suit: {code}", dict(RANKS))  # the generated text
        wrong = [
            (lower, upper)
            for lower, upper in itertools.product(CARDS, CARDS)
            if test(
                (lower[0], upper[0]),
                (lower[1] in "HD", upper[1] in "HD"),
                (lower[1], upper[1]),
            )
            != plainly(direction, match, wrap, LAST[last], lower, upper)
        ]
        assert not wrong, f"K{direction}{match}{last} wrap={wrap}: {wrong[:3]}"


@pytest.fixture(scope="module")
def klondike():
    """Klondike's engine and the code of each face-up card of its pack, by (rank, suit)."""
    rules = Session.open(ROOT / "plugins" / "klondike.py", seed=1).rules
    codes = {
        (rules.flat_rank[code], rules.flat_suit[code]): code
        for code in range(1, len(rules.flat_rank), 2)
        if rules.flat_rank[code]
    }
    assert len(codes) == 52
    return rules, codes


@pytest.mark.parametrize(("direction", "match"), RULES)
def test_the_engine_takes_the_cards_the_rule_says(klondike, direction: str, match: str) -> None:
    rules, codes = klondike
    for wrap, last in itertools.product((False, True), LAST):
        rule = parse_build(f"K{direction}{match}{last}", wrap)
        wrong = [
            (lower, upper)
            for lower, upper in itertools.product(CARDS, CARDS)
            if rules.flat_follows(rule, codes[lower], codes[upper])
            != plainly(direction, match, wrap, LAST[last], lower, upper)
        ]
        assert not wrong, f"{rule} : {wrong[:3]}"
