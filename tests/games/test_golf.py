"""Golf (games_src/golf.pl), played through the `game` fixture: seed 002's
rules, up or down regardless of suit, no wrap, and nothing on a king from
the columns."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, names, snapshot
from tour_play import Pairs, pile_cards, playout

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


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "foundation", *COLUMNS]
    assert faces(g, "deck") == [False] * 16
    assert faces(g, "foundation") == [True]
    for column in COLUMNS:
        assert faces(g, column) == [True] * 5
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert g.score == 1
    g.assert_status("playing")
    assert g.layout().piles["columns[0]"].fan == "down"
    assert "king" in g.rules_text()


def test_a_column_card_one_rank_away_goes_to_the_foundation(game):
    g = game(GAME, seed=1)  # 10S on the foundation; 9H and JH top two columns
    g.assert_cards("foundation", "10S")
    assert [names(g, c)[-1] for c in COLUMNS] == ["QC", "2H", "2S", "7H", "AD", "JH", "4S"]
    before = snapshot(g)
    g.assert_refused(  # a queen is two away
        "columns[0] -> foundation",
        reason="QC cannot go on 10S: build up or down regardless of suit",
    )
    assert snapshot(g) == before
    g.assert_refused("columns[5]:3 -> foundation")  # not the top card
    g.assert_refused("columns[5] -> columns[6]")  # columns take nothing
    assert snapshot(g) == before
    assert g.attempt("columns[5] -> foundation")
    g.assert_cards("foundation", "10S JH")
    assert len(g.cards("columns[5]")) == 4
    assert g.score == 2
    assert g.undo() and snapshot(g) == before


def test_the_stock_turns_its_top_card_onto_the_foundation_whatever_it_is(game):
    g = game(GAME, seed=1)
    top = g.cards("deck")[-1].id
    assert g.attempt("click deck")
    assert g.cards("foundation")[-1].id == top and g.cards("foundation")[-1].face_up
    assert len(g.cards("deck")) == 15


def test_after_a_king_the_next_card_comes_from_the_stock(game):
    g = game(GAME, seed=3)
    g.assert_cards("foundation", "KS")
    assert names(g, "columns[1]")[-1] == "QS"
    assert open_moves(g) == {("deck", None)}
    g.assert_refused("columns[1] -> foundation", reason="nothing goes on a king")
    g49 = game(GAME, seed=49)  # an ace does not follow a king either
    assert names(g49, "foundation")[-1][0] == "K" and names(g49, "columns[0]")[-1][0] == "A"
    g49.assert_refused("columns[0] -> foundation")


def test_aces_are_low(game):
    g = game(GAME, seed=25)
    assert names(g, "foundation")[-1][0] == "A" and names(g, "columns[1]")[-1][0] == "K"
    g.assert_refused("columns[1] -> foundation")
    assert open_moves(g) == {("deck", None)}


def open_moves(g):
    return {(m.source, m.target) for m in g.moves()}


def test_a_move_that_is_not_listed_raises(game):
    g = game(GAME, seed=3)
    with pytest.raises(IllegalMove):
        g.session.play(Move("columns[1]", "foundation", 1, 4))
    with pytest.raises(IllegalMove):
        g.session.play(Move("foundation", "columns[0]", 1, 0))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_position_offers_exactly_the_moves_the_rules_allow(game, seed):
    g = game(GAME, seed=seed)
    playout(g.session, expected, random.Random(seed), prefer=lambda s, m: m.target is not None)
    g.assert_status("lost")  # these deals are not won by chance
    assert g.cards("deck") == [] and g.score == len(g.cards("foundation")) < 52


def test_a_won_game(game):
    g = game(GAME, seed=20)
    g.play_all(WON_20)
    g.assert_status("won")
    assert g.score == 52
    assert pile_cards(g, "columns") == 0 and g.cards("deck") == []
    assert g.moves() == []
    g.assert_refused("click deck")
