"""Easthaven (games_src/easthaven.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, the moves of each pile with their
refusals, the stock dealing a row, a won game and a lost game reached by
play."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "easthaven"  # the plugin compiled from games_src/easthaven.pl
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by Session.solve (budget 30000) and replayed here.
WON_1 = (
    "tableau[0] -> foundations[0] (1 card) | tableau[1] -> tableau[5] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[0] -> tableau[4] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[5] -> tableau[0] (2 cards) | tableau[6] -> tableau[1] (1 card) | "
    "tableau[2] -> foundations[0] (1 card) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[6] -> tableau[0] (3 cards) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[2] -> tableau[6] (1 card) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[3] -> tableau[5] (1 card) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[4] -> tableau[1] (1 card) | click deck | tableau[5] -> tableau[0] (1 card) | "
    "click deck | click deck | tableau[1] -> tableau[3] (2 cards) | click deck | "
    "tableau[1] -> foundations[0] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[4] -> tableau[5] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[1] -> tableau[5] (1 card) | "
    "tableau[1] -> tableau[0] (3 cards) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "click deck | tableau[0] -> foundations[3] (1 card) | "
    "tableau[5] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[4] -> foundations[1] (1 card) | tableau[4] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[3] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[2] -> tableau[3] (1 card) | tableau[3] -> tableau[1] (2 cards) | "
    "tableau[6] -> tableau[4] (1 card) | tableau[6] -> foundations[0] (1 card) | "
    "tableau[2] -> foundations[0] (1 card) | tableau[2] -> tableau[3] (1 card) | "
    "tableau[3] -> tableau[5] (2 cards) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[5] -> foundations[2] (1 card) | "
    "tableau[6] -> tableau[1] (1 card) | tableau[6] -> foundations[1] (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[4] -> foundations[2] (1 card)"
)

# Found by a depth-first search for a position with no move left: the whole
# stock dealt first.
LOST_1 = (
    "click deck | click deck | click deck | click deck | click deck | "
    "tableau[0] -> foundations[2] (1 card) | tableau[3] -> tableau[0] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *FOUNDATIONS, *TABLEAU]
    for column in TABLEAU:
        assert [c.face_up for c in g.cards(column)] == [False, False, True]
    assert len(g.cards("deck")) == 31 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "[3C] [2H] AC")
    assert "PySolFC" in g.rules_text() and g.score == 0


def test_columns_and_foundations(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[1] -> tableau[5]", "tableau[3] -> tableau[5]")  # JH, JD on QS
    g.assert_refused("tableau[1] -> tableau[2]", reason="JH cannot go on 4C: build down in alt")
    g.assert_refused("drag tableau[0]:1 -> tableau[4]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[1] -> foundations[0]", reason="only an ace may fill an empty found")
    g.assert_legal(*(f"tableau[0] -> {f}" for f in FOUNDATIONS))
    g.play("tableau[0] -> foundations[0]")
    g.assert_cards("tableau[0]", "[3C] 2H")  # the card below turns up
    g.assert_refused("tableau[4] -> foundations[0]", reason="3S cannot go on AC: build up in suit")
    assert not any(m.source.startswith("foundations") for m in g.moves())
    g.assert_refused("foundations[0] -> tableau[4]", reason="AC cannot go on 3S")


def test_a_run_moves_together(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:6]))
    g.assert_cards("tableau[5]", "[2D] [7S] QS JH")
    assert g.cards("tableau[0]") == []
    g.assert_legal("tableau[5] -> tableau[0] (1 card)")  # JH alone, or QS with JH on it
    g.play("tableau[5] -> tableau[0] (2 cards)")
    g.assert_cards("tableau[0]", "QS JH")
    g.assert_cards("tableau[5]", "[2D] 7S")


def test_the_stock_deals_a_row_then_is_gone(game):
    g = game(GAME, seed=1)
    g.play("click deck")
    assert [len(g.cards(c)) for c in TABLEAU] == [4] * 7
    assert all(g.cards(c)[-1].face_up for c in TABLEAU)
    g.assert_cards("tableau[0]", "[3C] [2H] AC QH")
    g.assert_refused("deck -> tableau[3]", reason="cannot move from the deck to tableau 4")
    for _ in range(3):
        g.play("click deck")
    assert [len(g.cards(c)) for c in TABLEAU] == [7] * 7
    g.play("click deck")  # three cards left: the first three columns
    assert [len(g.cards(c)) for c in TABLEAU] == [8, 8, 8, 7, 7, 7, 7]
    assert g.cards("deck") == [] and not g.click("deck")


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=1)
    space = first_space(g, WON_1, TABLEAU)
    assert fillers(g, space) == with_cards(g, TABLEAU)


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
