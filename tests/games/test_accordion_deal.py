"""Accordion (games_src/accordion.pl), played through the `game` fixture: the
deal is offered only when it deals a card, so a game with no real move left
ends as lost (issue 10)."""

from __future__ import annotations

import random

from cws_play import names, snapshot

GAME = "accordion"
ROW = [f"row[{i}]" for i in range(20)]


def play_at_random(game, seed: int):
    g = game(GAME, seed=seed)
    chooser = random.Random(seed)
    while g.moves():
        g.play(str(chooser.choice(g.moves())))
    return g


def deal_offered(g) -> bool:
    return any(m.source == "deck" for m in g.moves())


def test_no_deal_while_all_twenty_places_are_taken(game):
    g = game(GAME, seed=3)
    for _ in range(20):
        assert g.attempt("click deck")
    assert all(len(g.cards(place)) == 1 for place in ROW)
    assert len(g.cards("deck")) == 32 and g.move_count == 20
    assert not deal_offered(g)
    before = snapshot(g)
    g.assert_refused("click deck")  # a do-nothing deal is not a move
    assert snapshot(g) == before and g.move_count == 20
    g.assert_status("playing")
    assert g.moves()  # twenty cards always leave a pair
    g.play(str(g.moves()[0]))  # a pile moves left; the row closes up and has room again
    assert g.cards("row[19]") == [] and deal_offered(g)


def test_a_full_row_with_no_pile_move_is_lost(game):
    """Seed 10, played at random: twenty piles, none of which may move, and
    three cards still in the deck."""
    g = play_at_random(game, 10)
    g.assert_status("lost")
    assert g.moves() == []
    assert len(g.cards("deck")) == 3 and all(g.cards(place) for place in ROW)
    g.assert_refused("click deck")
    g.assert_status("lost")


def test_an_empty_deck_with_no_pile_move_is_lost(game):
    """Seed 1, played at random: the deck is out and no pile may move."""
    g = play_at_random(game, 1)
    g.assert_status("lost")
    assert g.moves() == []
    assert g.cards("deck") == [] and g.cards("row[19]") == []
    piles = [names(g, place) for place in ROW if g.cards(place)]
    assert len(piles) == 13
    for i, pile in enumerate(piles):
        for j in (i - 1, i - 3):
            if j >= 0:
                top, other = pile[-1], piles[j][-1]
                assert top[-1] != other[-1] and top[:-1] != other[:-1]
    g.assert_refused("click deck")
