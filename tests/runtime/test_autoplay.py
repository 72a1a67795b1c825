"""Safe autoplay and auto-finish (runtime.autoplay) on real games of both
languages: which piles are foundations, which cards are safe to send home,
and the play-out of a finished position."""

from __future__ import annotations

import random
import subprocess
import sys
from pathlib import Path

import pytest

from runtime import autoplay, registry
from runtime.session import Session

FIXTURES = Path(__file__).parent / "fixtures"
FOUR = tuple(f"foundations[{i}]" for i in range(4))


def open_game(game: str, seed: int = 1) -> Session:
    return Session.open(str(registry.BUNDLED / f"{game}.py"), seed=seed)


@pytest.mark.parametrize(
    ("game", "expected"),
    [
        ("klondike", FOUR),
        ("freecell", FOUR),
        ("cws_klondike", ("A1", "A2", "A3", "A4")),
        ("cws_yukon", ("A1", "A2", "A3", "A4")),
        ("cws_forty_thieves", tuple(f"F{i}" for i in range(1, 9))),
        ("canfield", FOUR),
        ("cws_canfield", ("A1", "A2", "A3", "A4")),
        ("corners", ()),  # foundations start from a dealt rank
        ("golf", ()),
        ("pyramid", ()),
        ("calculation", ()),
        ("cws_golf", ()),
        ("cws_calculation", ()),  # its F1..F4 hold a card from the deal
        ("cws_tour", ()),
        ("cws_clock", ()),
        ("aces_up", ()),
        ("accordion", ()),
    ],
)
def test_foundations_are_judged_from_what_the_game_declares(game, expected):
    judgement = autoplay.judge_session(open_game(game))
    assert judgement.foundations == expected
    assert judgement.possible == bool(expected)
    assert judgement.reason  # says how, or why autoplay is off


def _independent_safe(session: Session, card) -> bool:
    """Harvey's rule, counted afresh from the table."""
    if card.rank <= 2:
        return True
    colour = card.suit in "HD"
    lower = [
        (name, c)
        for name in session.stacks()
        for c in session.cards(name)
        if c.rank == card.rank - 1 and (c.suit in "HD") != colour
    ]
    found = autoplay.judge_session(session).foundations
    return bool(lower) and all(name in found for name, _ in lower)


@pytest.mark.parametrize(
    ("game", "seed"), [("klondike", 3), ("freecell", 2), ("cws_klondike", 4), ("cws_yukon", 5)]
)
def test_autoplay_sends_only_legal_safe_cards_and_not_every_card(game, seed):
    session = open_game(game, seed)
    found = autoplay.judge_session(session).foundations
    rnd = random.Random(seed)
    sent = 0
    for _ in range(40):
        if session.status != "playing":
            break
        move = autoplay.next_safe(session, found)
        home = [m for m in session.moves() if autoplay.goes_home(m, found, session.cards)]
        if move is not None:
            assert move in session.moves()
            card = autoplay.goes_home(move, found, session.cards)
            assert card is not None and _independent_safe(session, card)
            sent += 1
        elif home:
            # a card could go home but Harvey's rule keeps it: a lower card
            # of the other colour is still out
            card = autoplay.goes_home(home[0], found, session.cards)
            assert card.rank > 2 and not _independent_safe(session, card)
            move = home[0]
        else:
            move = rnd.choice(session.moves())
        session.play(move)
    assert sent > 0  # the ace and two at least went home by themselves


@pytest.mark.parametrize(("game", "seed"), [("freecell", 3), ("klondike", 1), ("cws_yukon", 3)])
def test_a_card_some_lower_card_may_still_need_stays_out(game, seed):
    """Played to where a card above a two could go home while a lower card
    of the other colour is still out: that card stays; aces and twos go."""
    session = open_game(game, seed)
    found = autoplay.judge_session(session).foundations
    rnd = random.Random(seed)
    seen_wait = False
    for _ in range(120):
        if session.status != "playing" or seen_wait:
            break
        home = [m for m in session.moves() if autoplay.goes_home(m, found, session.cards)]
        for move in home:
            card = autoplay.goes_home(move, found, session.cards)
            if card.rank <= 2:
                assert autoplay.safe(card, found, session.stacks(), session.cards)
            elif not _independent_safe(session, card):
                assert not autoplay.safe(card, found, session.stacks(), session.cards)
                assert autoplay.next_safe(session, found) != move
                seen_wait = True
        session.play(home[0] if home else rnd.choice(session.moves()))
    assert seen_wait


def test_the_rest_is_played_out_once_every_card_is_up_and_in_order():
    session = Session.load(FIXTURES / "cws_yukon_finish.json")
    found = autoplay.judge_session(session).foundations
    at = session.move_count
    moves = autoplay.finish_moves(session, found)
    assert moves, "the saved position is ready to finish"
    for move in moves:
        session.play(move)
    assert session.status == "won"
    assert session.move_count == at + len(moves)  # one journal entry per card
    assert session.undo() and session.status == "playing"  # each undoes alone
    # one move earlier the tableau was not all in order: nothing to finish
    session.restart()
    assert autoplay.finish_moves(session, found) is None


@pytest.mark.parametrize("game", ["freecell", "klondike", "cws_klondike", "golf"])
def test_nothing_is_played_out_at_the_deal(game):
    session = open_game(game)
    assert autoplay.finish_moves(session, autoplay.judge_session(session).foundations) is None


def test_autoplay_imports_no_arcade():
    code = "import sys, runtime.autoplay; assert 'arcade' not in sys.modules, 'arcade'"
    subprocess.run([sys.executable, "-c", code], check=True)
