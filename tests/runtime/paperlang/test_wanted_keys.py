"""The tables of wanted cards `FlatGame` makes from a pile's build rule
(`flat_wants`) hold, for every card, the key the lookups paperc writes
from the same plan (`key_plan`, `index_plan`) ask for: every build
string whose piles are filed under one key, with and without wrapping and
a last rank, on the cards of two packs (Spider's two suits and four)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from paperc.codegen.paperlang_flat_rules import index_plan, parse_build
from runtime.paperlang import Pile, StackDecl
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
BUILDS = [
    base + direction + match + last
    for base, direction, match, last in itertools.product("AK", "UDBNY", "ACSRYN", ("", "K", "Q"))
]


@pytest.mark.parametrize("game", ["klondike", "spider"])
def test_the_runtime_tables_hold_the_keys_paperc_looks_up(game: str) -> None:
    rules = Session.open(ROOT / "plugins" / f"{game}.py", seed=1).rules
    checked = 0
    for build, wrap in itertools.product(BUILDS, (False, True)):
        plan = index_plan(build, wrap)
        decl = StackDecl("piles", shape=(2,), pile=Pile(build=parse_build(build, wrap)))
        type(rules).stack_decls, saved = (decl,), type(rules).stack_decls
        try:
            made = rules.flat_wants()
        finally:
            type(rules).stack_decls = saved
        if plan is None or len(plan[1]) != 1:
            assert "piles" not in made  # (asked pile by pile, or by several keys)
            continue
        tables = {"rank": rules.flat_rank, "red": rules.flat_red, "suitno": rules.flat_suitno}
        last = "A23456789TJQK".index(build[3]) + 1 if len(build) > 3 else None
        for t in range(len(rules.flat_rank)):
            want = eval(plan[1][0], {}, {name: table for name, table in tables.items()} | {"t": t})
            expected = None if not t & 1 or rules.flat_rank[t] == last else want
            assert made["piles"][t] == expected, (build, wrap, t)
        checked += 1
    assert checked > 50


def test_empty_piles_are_filed_under_the_cards_that_fill_them() -> None:
    # Klondike's tableau (`KDA`): an empty column is found by a king's keys
    # only, beside the columns whose top card takes that king; no test is written
    session = Session.open(ROOT / "plugins" / "klondike.py", seed=1)
    rules = session.rules
    text = (ROOT / "plugins" / "klondike.py").read_text(encoding="utf-8")
    assert "rank[c] == KING" not in text and "rank[c] == ACE" not in text
    state = list(session.state)
    state[6] = ()  # (the first column emptied)
    takes, empty = rules.flat_takes(tuple(state), "tableau", 6, 13)
    assert empty == [6]
    kings = {
        rules.flat_colour[t] for t in range(1, len(rules.flat_rank), 2) if rules.flat_rank[t] == 13
    }
    assert kings == set(rules.flat_bases["tableau"]) and len(kings) == 2
    for key, piles in takes.items():
        assert (6 in piles) == (key in kings)
