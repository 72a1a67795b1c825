"""Aces Up (games_src/aces_up.pl), played through runtime.Session."""

from __future__ import annotations

import pytest

from runtime import IllegalMove, Move, Session

PLUGIN = "plugins/aces_up.py"
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


def play_token(s: Session, token: str) -> None:
    if token == "d":
        assert s.click("deck"), s.message
        return
    source = COLUMNS[int(token[1])]
    target = "discard" if token[0] == "x" else COLUMNS[int(token[2])]
    assert s.drag(source, len(s.cards(source)) - 1, target), (token, s.message)


@pytest.fixture
def game() -> Session:
    return Session.open(PLUGIN, seed=7)


def test_the_deal(game):
    assert [len(game.cards(c)) for c in COLUMNS] == [1, 1, 1, 1]
    assert all(game.cards(c)[0].face_up for c in COLUMNS)
    assert len(game.cards("deck")) == 48 and not any(c.face_up for c in game.cards("deck"))
    assert not game.cards("discard") and game.score == 0 and game.status == "playing"


def test_the_stock_deals_one_card_to_each_column(game):
    stock = [c.name for c in game.cards("deck")]
    assert game.click("deck")
    assert [game.cards(c)[-1].name for c in COLUMNS] == stock[-1:-5:-1]
    assert len(game.cards("deck")) == 44


def test_a_card_is_discarded_only_below_a_higher_card_of_its_suit():
    s = Session.open(PLUGIN, seed=7)
    checked = 0
    for token in WON_7.split():
        tops = [s.cards(c)[-1] for c in COLUMNS if s.cards(c)]
        for column in COLUMNS:
            if not s.cards(column):
                continue
            card = s.cards(column)[-1]
            beaten = any(t.suit == card.suit and value(t) > value(card) for t in tops)
            offered = any(m.source == column and m.target == "discard" for m in s.moves())
            assert offered == beaten, card
            checked += beaten
        play_token(s, token)
    assert checked > 48


def test_only_an_empty_column_takes_a_card_and_not_a_lone_one(game):
    play_token(game, "x0")  # deal 7: column 0's top card is beaten at once
    assert not game.cards("cols[0]")
    assert not game.drag("cols[2]", 0, "cols[0]")  # a lone card gains nothing
    play_token(game, "d")
    assert not game.drag("cols[2]", 1, "cols[1]")
    with pytest.raises(IllegalMove):
        game.play(Move("cols[2]", "cols[1]", 1, 1))
    for token in "x0 x1 x2 x2 d x3 x0".split():
        play_token(game, token)
    assert not game.cards("cols[0]") and len(game.cards("cols[1]")) > 1
    assert game.drag("cols[1]", len(game.cards("cols[1]")) - 1, "cols[0]")
    assert not game.drag("discard", 0, "cols[2]")


def test_the_winning_deal_leaves_the_four_aces(game):
    for token in WON_7.split():
        assert game.status == "playing"
        play_token(game, token)
    assert game.status == "won" and game.score == 48
    assert sorted(game.cards(c)[0].rank for c in COLUMNS) == [1, 1, 1, 1]
    assert all(len(game.cards(c)) == 1 for c in COLUMNS)


def test_the_game_is_lost_when_nothing_is_left_to_do(game):
    while game.click("deck"):  # a careless player: deal everything, discard nothing
        pass
    while game.status == "playing":
        game.play(game.moves()[0])
    assert game.status == "lost" and not game.cards("deck")
    assert game.moves() == [] and game.score == len(game.cards("discard")) < 48
