"""Accordion (games_src/accordion.pl), played through runtime.Session: the
deal is offered only when it deals a card, so a game with no real move left
ends as lost (issue 10)."""

from __future__ import annotations

import random

from cws_play import names, open_game, snapshot

GAME = "accordion"
ROW = [f"row[{i}]" for i in range(20)]


def play_at_random(seed: int):
    session = open_game(GAME, seed=seed)
    chooser = random.Random(seed)
    while session.moves():
        session.play(chooser.choice(session.moves()))
    return session


def deal_offered(session) -> bool:
    return any(m.source == "deck" for m in session.moves())


def test_no_deal_while_all_twenty_places_are_taken():
    s = open_game(GAME, seed=3)
    for _ in range(20):
        assert s.click("deck")
    assert all(len(s.cards(place)) == 1 for place in ROW)
    assert len(s.cards("deck")) == 32 and s.move_count == 20
    assert not deal_offered(s)
    before = snapshot(s)
    assert not s.click("deck")  # a do-nothing deal is not a move
    assert snapshot(s) == before and s.move_count == 20
    assert s.status == "playing" and s.moves()  # twenty cards always leave a pair
    cut = s.moves()[0]
    s.play(cut)  # a pile moves left; the row closes up and has room again
    assert s.cards("row[19]") == [] and deal_offered(s)


def test_a_full_row_with_no_pile_move_is_lost():
    """Seed 10, played at random: twenty piles, none of which may move, and
    three cards still in the deck."""
    s = play_at_random(10)
    assert s.status == "lost" and s.moves() == []
    assert len(s.cards("deck")) == 3 and all(s.cards(place) for place in ROW)
    assert not s.click("deck") and s.status == "lost"


def test_an_empty_deck_with_no_pile_move_is_lost():
    """Seed 1, played at random: the deck is out and no pile may move."""
    s = play_at_random(1)
    assert s.status == "lost" and s.moves() == []
    assert s.cards("deck") == [] and s.cards("row[19]") == []
    piles = [names(s, place) for place in ROW if s.cards(place)]
    assert len(piles) == 13
    for i, pile in enumerate(piles):
        for j in (i - 1, i - 3):
            if j >= 0:
                top, other = pile[-1], piles[j][-1]
                assert top[-1] != other[-1] and top[:-1] != other[:-1]
    assert not s.click("deck")
