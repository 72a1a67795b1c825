"""Aces Up (games_src/aces_up.pl), played through the `game` fixture."""

from __future__ import annotations

import pytest

from runtime import IllegalMove, Move

GAME = "aces_up"  # the plugin compiled from games_src/aces_up.pl
COLUMNS = [f"cols[{i}]" for i in range(4)]

# Found by `solve_aces_up.py --seeds 7`: `d` deals, `x2` discards column
# 2's top card, `m13` moves column 1's top card into empty column 3.
WON_7 = (
    "x0 d x0 x1 x2 x2 d x3 x0 m10 x2 d x2 m02 x0 m10 x0 d x2 x2 m12 x3 d x0 x0 x3 x3 m20 x2 m32 "
    "x3 d x1 x3 m03 x3 m13 x2 d x2 x3 x1 x0 d x0 x1 x2 d x1 x2 x0 d x3 x1 d x3 x3 x0 x0 x2 x2 "
    "x3 x1 d x1 x0 x2 x3"
)


def value(card) -> int:
    return (card.rank + 11) % 13  # the two lowest, the ace highest


def play_token(g, token: str) -> None:
    if token == "d":
        assert g.attempt("click deck"), g.message
        return
    source = COLUMNS[int(token[1])]
    target = "discard" if token[0] == "x" else COLUMNS[int(token[2])]
    assert g.attempt(f"{source} -> {target}"), (token, g.message)


def test_the_deal(game):
    g = game(GAME, seed=7)
    assert [len(g.cards(c)) for c in COLUMNS] == [1, 1, 1, 1]
    assert all(g.cards(c)[0].face_up for c in COLUMNS)
    assert len(g.cards("deck")) == 48 and not any(c.face_up for c in g.cards("deck"))
    assert not g.cards("discard") and g.score == 0
    g.assert_status("playing")


def test_the_stock_deals_one_card_to_each_column(game):
    g = game(GAME, seed=7)
    stock = [c.name for c in g.cards("deck")]
    assert g.attempt("click deck")
    assert [g.cards(c)[-1].name for c in COLUMNS] == stock[-1:-5:-1]
    assert len(g.cards("deck")) == 44


def test_a_card_is_discarded_only_below_a_higher_card_of_its_suit(game):
    g = game(GAME, seed=7)
    checked = 0
    for token in WON_7.split():
        tops = [g.cards(c)[-1] for c in COLUMNS if g.cards(c)]
        for column in COLUMNS:
            if not g.cards(column):
                continue
            card = g.cards(column)[-1]
            beaten = any(t.suit == card.suit and value(t) > value(card) for t in tops)
            offered = any(m.source == column and m.target == "discard" for m in g.moves())
            assert offered == beaten, card
            if not beaten:
                g.assert_refused(f"{column} -> discard")
            checked += beaten
        play_token(g, token)
    assert checked > 48


def test_only_an_empty_column_takes_a_card_and_not_a_lone_one(game):
    g = game(GAME, seed=7)
    play_token(g, "x0")  # deal 7: column 0's top card is beaten at once
    assert not g.cards("cols[0]")
    g.assert_refused("cols[2] -> cols[0]")  # a lone card gains nothing
    play_token(g, "d")
    g.assert_refused("cols[2] -> cols[1]")
    with pytest.raises(IllegalMove):
        g.session.play(Move("cols[2]", "cols[1]", 1, 1))
    for token in "x0 x1 x2 x2 d x3 x0".split():
        play_token(g, token)
    assert not g.cards("cols[0]") and len(g.cards("cols[1]")) > 1
    g.assert_legal("cols[1] -> cols[0]")
    assert g.attempt("cols[1] -> cols[0]")
    g.assert_refused("discard:0 -> cols[2]")


def test_the_winning_deal_leaves_the_four_aces(game):
    g = game(GAME, seed=7)
    for token in WON_7.split():
        g.assert_status("playing")
        play_token(g, token)
    g.assert_status("won")
    assert g.score == 48
    assert sorted(g.cards(c)[0].rank for c in COLUMNS) == [1, 1, 1, 1]
    assert all(len(g.cards(c)) == 1 for c in COLUMNS)


def test_the_game_is_lost_when_nothing_is_left_to_do(game):
    g = game(GAME, seed=7)
    while g.attempt("click deck"):  # a careless player: deal everything, discard nothing
        pass
    while g.status == "playing":
        g.play(str(g.moves()[0]))
    g.assert_status("lost")
    assert not g.cards("deck")
    assert g.moves() == [] and g.score == len(g.cards("discard")) < 48
