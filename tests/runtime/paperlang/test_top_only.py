"""The top-only stacks paperc proves (`flat_top_only`, see
`paperc/codegen/paperlang_top_only.py`) are sound: on random positions of
the bundled games that have them, shuffling the cards below the top of such
a stack (all its cards, for a `flat_unread` one) changes nothing the rules
do (the moves offered, the status, the score, and every move's result but
for those same cards), and the search key does not see it."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
GAMES = ["all_in_a_row", "black_hole", "golf", "nestor", "putt_putt", "pyramid", "pyramid_relaxed"]


def below_shuffled(
    state: tuple, top_only: tuple[int, ...], chooser: random.Random, unread: tuple[int, ...] = ()
) -> tuple:
    """`state` with the cards below the tops of `top_only` shuffled (all the
    cards of the `unread` stacks, their tops too)."""
    stacks = list(state)
    for index in top_only:
        cards = stacks[index]
        keep = 0 if index in unread else 1
        below = list(cards[: len(cards) - keep])
        chooser.shuffle(below)
        stacks[index] = (*below, *cards[len(cards) - keep :])
    return tuple(stacks)


def alike_but_below(
    one: tuple, other: tuple, top_only: tuple[int, ...], unread: tuple[int, ...] = ()
) -> bool:
    """The same but for the order of the cards below the tops of `top_only`
    (and of all the cards of the `unread` stacks)."""
    return len(one) == len(other) and all(
        a == b
        if i not in top_only
        else (i in unread or a[-1:] == b[-1:]) and sorted(a) == sorted(b)
        for i, (a, b) in enumerate(zip(one, other, strict=True))
    )


@pytest.mark.parametrize("game", GAMES)
def test_the_cards_below_a_top_only_stack_s_top_change_nothing(game: str) -> None:
    tried = 0
    for seed in range(5):
        session = Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)
        rules = session.rules
        assert isinstance(rules, FlatGame)
        top_only = type(rules).flat_top_only
        unread = getattr(type(rules), "flat_unread", ())
        assert top_only
        chooser = random.Random(seed)
        for _ in range(100):
            state = session.state
            other = below_shuffled(state, top_only, chooser, unread)
            tried += other != state
            offered = rules.moves(state)
            assert rules.search_key(other) == rules.search_key(state)
            assert rules.moves(other) == offered
            assert rules.status(other) == rules.status(state)
            assert rules.score(other) == rules.score(state)
            for move in offered:
                after = rules.successor(state, move)
                assert alike_but_below(rules.successor(other, move), after, top_only, unread)
            if not offered:
                break
            session.play(chooser.choice(offered))
    assert tried >= 10  # positions where the order below a top did differ


def test_pyramid_s_foundation_is_unread_and_golf_s_is_not() -> None:
    assert type(Session.open(ROOT / "plugins" / "pyramid.py").rules).flat_unread == (30,)
    assert type(Session.open(ROOT / "plugins" / "golf.py").rules).flat_unread == ()


def test_the_check_finds_a_stack_whose_lower_cards_matter() -> None:
    # Golf's stock: cards leave it, so the order below its top shows in the
    # next clicks (the check above would catch a stack proved wrongly), and
    # its foundation's top card decides what may go on it
    session = Session.open(ROOT / "plugins" / "golf.py", seed=1)
    rules, chooser = session.rules, random.Random(1)
    state = session.state
    (click,) = [move for move in rules.moves(state) if move.source == "deck"]
    found = False
    for _ in range(5):
        other = below_shuffled(state, (0,), chooser)
        one, two = rules.successor(state, click), rules.successor(other, click)
        found = found or not alike_but_below(one, two, (0,))
    assert found
    while len(session.cards("foundation")) < 8:
        session.play(chooser.choice(session.moves()))
    others = set()
    for _ in range(10):  # the foundation's cards in any order, its top too
        other = below_shuffled(session.state, (1,), chooser, unread=(1,))
        others.add(tuple(rules.moves(other)))
    assert len(others) > 1


def test_the_search_key_keeps_golf_s_foundation_top_and_drops_pyramid_s_foundation() -> None:
    golf = Session.open(ROOT / "plugins" / "golf.py", seed=2)
    rules, chooser = golf.rules, random.Random(2)
    while len(golf.cards("foundation")) < 6:
        golf.play(chooser.choice(golf.moves()))
    state = golf.state
    cards = state[1]
    swapped = (*state[:1], (*cards[:-2], cards[-1], cards[-2]), *state[2:])
    assert rules.search_key(swapped) != rules.search_key(state)  # another top card
    pyramid = Session.open(ROOT / "plugins" / "pyramid.py", seed=2)
    while len(pyramid.cards("foundation")) < 4:
        pyramid.play(chooser.choice(pyramid.moves()))
    state = pyramid.state
    assert pyramid.rules.search_key(state) == pyramid.rules.search_key(
        (*state[:30], tuple(reversed(state[30])), *state[31:])
    )
    assert pyramid.rules.search_key(state) == pyramid.rules.search_key(
        (*state[:30], (), *state[31:])  # (none of its cards at all)
    )
