"""A pile's build rule has one meaning (`cards.build_follows`): the
conditions the compiled engine's code holds, which `piles.BuildRule` runs
to word a refusal. Checked on every pair of cards against the rule written
again plainly, for every direction, match, cutoff and wrap."""

from __future__ import annotations

import itertools

import pytest

from runtime.engine.cards import SUITS
from runtime.engine.paperlang.piles import BuildRule

CARDS = [(rank, suit) for suit in SUITS for rank in range(1, 14)]


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


@pytest.mark.parametrize(("direction", "match"), list(itertools.product("UDBYN", "ACSRYN")))
def test_a_rule_means_what_it_says_on_every_pair_of_cards(direction: str, match: str) -> None:
    for wrap, last in itertools.product((False, True), ("", "K", "5")):
        rule = BuildRule.parse(f"K{direction}{match}{last}", wrap)
        cutoff = {"": None, "K": 13, "5": 5}[last]
        wrong = [
            (lower, upper)
            for lower, upper in itertools.product(CARDS, CARDS)
            if rule.follows(lower, upper) != plainly(direction, match, wrap, cutoff, lower, upper)
        ]
        assert not wrong, f"{rule.text} wrap={wrap}: {wrong[:3]}"
