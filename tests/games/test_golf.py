"""Golf (games_src/golf.pl), played through runtime.Session: seed 002's
rules, up or down regardless of suit, no wrap, and nothing on a king from
the columns."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, names, snapshot
from tour_play import Pairs, open_game, pile_cards, playout, replay

from runtime import IllegalMove
from runtime.engine.model import Move

GAME = "golf"
COLUMNS = [f"columns[{i}]" for i in range(7)]

# Found by `tour_search.py golf --seeds 1-20`.
WON_20 = (
    "columns[6] -> foundation (1 card) | columns[2] -> foundation (1 card) | "
    "columns[5] -> foundation (1 card) | columns[3] -> foundation (1 card) | "
    "columns[5] -> foundation (1 card) | columns[4] -> foundation (1 card) | "
    "columns[4] -> foundation (1 card) | columns[6] -> foundation (1 card) | click deck | "
    "columns[2] -> foundation (1 card) | columns[1] -> foundation (1 card) | "
    "columns[4] -> foundation (1 card) | columns[0] -> foundation (1 card) | "
    "columns[3] -> foundation (1 card) | columns[2] -> foundation (1 card) | "
    "columns[2] -> foundation (1 card) | columns[3] -> foundation (1 card) | "
    "columns[3] -> foundation (1 card) | columns[0] -> foundation (1 card) | "
    "columns[3] -> foundation (1 card) | click deck | columns[0] -> foundation (1 card) | "
    "click deck | click deck | columns[4] -> foundation (1 card) | "
    "columns[1] -> foundation (1 card) | columns[1] -> foundation (1 card) | "
    "columns[6] -> foundation (1 card) | click deck | click deck | "
    "columns[5] -> foundation (1 card) | click deck | click deck | "
    "columns[4] -> foundation (1 card) | click deck | columns[2] -> foundation (1 card) | "
    "columns[1] -> foundation (1 card) | columns[6] -> foundation (1 card) | "
    "columns[5] -> foundation (1 card) | click deck | columns[6] -> foundation (1 card) | "
    "click deck | click deck | columns[1] -> foundation (1 card) | "
    "columns[5] -> foundation (1 card) | click deck | columns[0] -> foundation (1 card) | "
    "click deck | click deck | click deck | columns[0] -> foundation (1 card)"
)


def expected(session) -> Pairs:
    """Seed 002's rules, written again: a column's top card one rank above
    or below the foundation's (no wrap, nothing on a king); a click on the
    stock while it has cards."""
    top = session.cards("foundation")[-1].rank
    found: Pairs = set()
    for column in COLUMNS:
        cards = session.cards(column)
        if cards and top != 13 and abs(cards[-1].rank - top) == 1:
            found.add((column, "foundation"))
    if session.cards("deck"):
        found.add(("deck", None))
    return found


def test_deal():
    s = open_game(GAME, seed=1)
    assert s.stacks() == ["deck", "foundation", *COLUMNS]
    assert faces(s, "deck") == [False] * 16
    assert faces(s, "foundation") == [True]
    for column in COLUMNS:
        assert faces(s, column) == [True] * 5
    assert len({c.id for n in s.stacks() for c in s.cards(n)}) == 52
    assert s.score == 1 and s.status == "playing"
    assert s.layout().piles["columns[0]"].fan == "down"
    assert "king" in s.rules_text()


def test_a_column_card_one_rank_away_goes_to_the_foundation():
    s = open_game(GAME, seed=1)  # 10S on the foundation; 9H and JH top two columns
    assert names(s, "foundation") == ["10S"]
    assert [names(s, c)[-1] for c in COLUMNS] == ["QC", "2H", "2S", "7H", "AD", "JH", "4S"]
    before = snapshot(s)
    assert not s.drag("columns[0]", 4, "foundation")  # a queen is two away
    assert "QC cannot go on 10S: build up or down regardless of suit" in s.message
    assert snapshot(s) == before
    assert not s.drag("columns[5]", 3, "foundation")  # not the top card
    assert not s.drag("columns[5]", 4, "columns[6]")  # columns take nothing
    assert s.drag("columns[5]", 4, "foundation")
    assert names(s, "foundation") == ["10S", "JH"] and len(s.cards("columns[5]")) == 4
    assert s.score == 2
    assert s.undo() and snapshot(s) == before


def test_the_stock_turns_its_top_card_onto_the_foundation_whatever_it_is():
    s = open_game(GAME, seed=1)
    top = s.cards("deck")[-1].id
    assert s.click("deck")
    assert s.cards("foundation")[-1].id == top and s.cards("foundation")[-1].face_up
    assert len(s.cards("deck")) == 15


def test_after_a_king_the_next_card_comes_from_the_stock():
    s = open_game(GAME, seed=3)
    assert names(s, "foundation") == ["KS"] and names(s, "columns[1]")[-1] == "QS"
    assert open_moves(s) == {("deck", None)}
    assert not s.drag("columns[1]", 4, "foundation")
    assert "nothing goes on a king" in s.message
    s49 = open_game(GAME, seed=49)  # an ace does not follow a king either
    assert names(s49, "foundation")[-1][0] == "K" and names(s49, "columns[0]")[-1][0] == "A"
    assert not s49.drag("columns[0]", 4, "foundation")


def test_aces_are_low():
    s = open_game(GAME, seed=25)
    assert names(s, "foundation")[-1][0] == "A" and names(s, "columns[1]")[-1][0] == "K"
    assert not s.drag("columns[1]", 4, "foundation")
    assert open_moves(s) == {("deck", None)}


def open_moves(s):
    return {(m.source, m.target) for m in s.moves()}


def test_a_move_that_is_not_listed_raises():
    s = open_game(GAME, seed=3)
    with pytest.raises(IllegalMove):
        s.play(Move("columns[1]", "foundation", 1, 4))
    with pytest.raises(IllegalMove):
        s.play(Move("foundation", "columns[0]", 1, 0))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_position_offers_exactly_the_moves_the_rules_allow(seed):
    s = open_game(GAME, seed=seed)
    playout(s, expected, random.Random(seed), prefer=lambda s, m: m.target is not None)
    assert s.status == "lost"  # these deals are not won by chance
    assert s.cards("deck") == [] and s.score == len(s.cards("foundation")) < 52


def test_a_won_game():
    s = open_game(GAME, seed=20)
    replay(s, WON_20)
    assert s.status == "won" and s.score == 52
    assert pile_cards(s, "columns") == 0 and s.cards("deck") == []
    assert s.moves() == [] and not s.click("deck")
