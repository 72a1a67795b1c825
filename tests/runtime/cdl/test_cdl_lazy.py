"""A search's successor (`search_successor`) leaves win? and loose? until
its outcome is read (`LazyState`): the state is the one `play` makes all
the same, and the key does not read the outcome. `successor` judges at
once (a random playout reads every outcome)."""

from __future__ import annotations

import random

import pytest
from conftest import ROOT, rules_of

from runtime.engine.cdl.state import LazyState
from runtime.session import Session
from runtime.solve import Search


def counted(game: str) -> tuple[type, list[int]]:
    """The game's class, with its flat loose? counting its runs."""
    rules = rules_of(ROOT / "games_src" / f"{game}.cdl")
    runs = [0]

    def flat_loose(self, *args):
        runs[0] += 1
        return rules.flat_loose(self, *args)

    return type("Counted", (rules,), {"flat_loose": flat_loose}), runs


@pytest.mark.parametrize("game", ["cws_klondike", "cws_yukon", "cws_golf"])
def test_a_successor_is_judged_when_its_outcome_is_read(game):
    cls, runs = counted(game)
    rules, rnd = cls(), random.Random(game)
    state = rules.deal(5)[0]
    lazy = 0
    for _ in range(60):
        listed = rules.moves(state)
        if not listed:
            break
        for move in listed:
            before = runs[0]
            child = rules.search_successor(state, move)
            if type(child) is LazyState:
                lazy += 1
                assert runs[0] == before, "the successor ran loose?"
                rules.key(child), rules.search_key(child)
                assert runs[0] == before, "the key read the outcome"
                played = rules.play(state, move)[0]
                assert child == played and played == child and hash(child) == hash(played)
                assert rules.status(child) == rules.status(played)
                assert rules.key(child) == rules.key(played)
        move = rnd.choice(listed)
        state = rules.successor(state, move)
        assert type(state) is not LazyState or state.outcome == rules.status(state)
    assert lazy, "no move was listed unjudged"


def test_a_search_decides_as_before_with_fewer_judgements():
    """The search meets most of its successors' keys again or never goes on
    from them: loose? runs for the states it goes on from."""
    cls, runs = counted("cws_klondike")
    rules = cls()
    session = Session(rules, 3)
    found = Search(rules).solve(session.state, budget=2_000)
    assert runs[0] < found.plays / 2
    if found.verdict == "won":
        for move in found.moves:
            session.play(move)
        assert session.status == "won"
