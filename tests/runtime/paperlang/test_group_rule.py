"""A pile's `group` has one reading. paperc reads each group string once
(`parse_group`) into the `Group` a plugin carries; the engine, the
refusals and the table's pile help read that record, and a pile with no
`group` moves groups as `cards.grouping` says. Checked here against the
letters' meaning written out plainly (docs/paperlang.md, "Build rules").
"""

from __future__ import annotations

import pytest

from paperc.codegen.paperlang_flat_rules import parse_group
from runtime.engine.cards import Group
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("YY", Group(leaves=True, lands=True)),
        ("YN", Group(leaves=True, lands=False)),
        ("NY", Group(leaves=False, lands=True)),
        ("NN", Group(leaves=False, lands=False)),
        ("FY", Group(leaves=True, lands=True, any_order=True)),
        ("FN", Group(leaves=True, lands=False, any_order=True)),
    ],
)
def test_a_group_string_is_read_into_the_rule_a_plugin_carries(text, rule):
    assert parse_group(text) == rule


GAME = """game Groups start
    #use "deck"
    stacklist runs[2] start build "KDA"  group "YN" end
    visiblestack takes start build "KDA"  group "NY" end
    stacklist yukon[2] start build "KDA"  group "FY" end
    visiblestack plain start group "YY" end
    visiblestack built start build "AUS" end
    visiblestack free start end
    shuffle deck
    setup start
        deck -> runs top 3
    end
    turn start
        pickone start
            pick runs, takes, yukon, plain, built, free -> runs, takes, yukon, plain, built, free
                top 2 then
        end
    end
end
"""

# each pile: the group it declares (None: none) and, as the letters say,
# may a group of cards leave it, land on it, and leave in any order?
# (no `group`: a pile with a build rule moves single cards, one without any)
PILES = {
    "runs": (Group(True, False), (True, False, False)),
    "takes": (Group(False, True), (False, True, False)),
    "yukon": (Group(True, True, any_order=True), (True, True, True)),
    "plain": (Group(True, True), (True, True, False)),
    "built": (None, (False, False, False)),
    "free": (None, (True, True, False)),
}


def test_a_plugin_carries_each_pile_s_group_as_paperc_read_it():
    found = {decl.name: decl.pile for decl in game_class(GAME).stack_decls}
    for name, (declared, (leaves, lands, any_order)) in PILES.items():
        pile = found[name]
        if pile is None:  # (a pile with no rules at all)
            assert declared is None and (leaves, lands, any_order) == (True, True, False)
            continue
        assert pile.group == declared, name
        assert (pile.group_source, pile.group_target, pile.any_order) == (
            leaves,
            lands,
            any_order,
        ), name


@pytest.mark.parametrize(
    ("game", "pile", "said"),
    [
        ("klondike", "tableau[0]", "A run of cards may leave it together."),
        ("yukon", "tableau[0]", "Any face-up card may leave it with the cards on it."),
    ],
)
def test_the_pile_help_says_how_groups_leave_as_the_group_says(game, pile, said):
    from runtime.ui.pileinfo import describe

    assert said in describe(Session.open(game, seed=1), pile).text
