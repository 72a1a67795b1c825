"""Roslin (games_src/roslin.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, and a
won and a lost game reached by play (the won one found by the Session's own
solver, the lost one by a player who keeps the fewest moves open; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/roslin.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "tableau[2] -> foundations[0] | tableau[1] -> tableau[0] | tableau[3] -> tableau[2] | "
    "tableau[3] -> tableau[1] | tableau[3] -> tableau[2] | tableau[4] -> tableau[3] | "
    "tableau[4] -> tableau[0] | tableau[5] -> tableau[1] | tableau[5] -> tableau[6] | "
    "tableau[6] -> tableau[0] | tableau[4] -> tableau[6] | tableau[0] -> tableau[6] | "
    "tableau[3] -> tableau[0] (6 cards) | tableau[6] -> tableau[3] | tableau[0] -> "
    "tableau[5] | tableau[1] -> tableau[2] (2 cards) | tableau[1] -> tableau[5] | "
    "tableau[4] -> tableau[1] | tableau[2] -> tableau[4] (12 cards) | tableau[2] -> "
    "foundations[0] | tableau[2] -> tableau[5] | tableau[6] -> tableau[2] | tableau[6] -> "
    "tableau[4] | tableau[6] -> tableau[2] | tableau[3] -> tableau[2] (11 cards) | "
    "tableau[4] -> tableau[5] (14 cards) | tableau[2] -> tableau[5] (8 cards) | tableau[2] "
    "-> tableau[3] | tableau[5] -> tableau[1] (13 cards) | tableau[5] -> foundations[1] | "
    "tableau[0] -> tableau[5] | tableau[3] -> tableau[2] (3 cards) | tableau[2] -> "
    "tableau[0] | tableau[5] -> tableau[3] (6 cards) | tableau[5] -> foundations[1] | "
    "tableau[3] -> foundations[1] | tableau[5] -> tableau[3] | tableau[5] -> tableau[0] | "
    "tableau[5] -> tableau[6] | tableau[6] -> tableau[0] | tableau[0] -> tableau[2] (6 "
    "cards) | tableau[5] -> tableau[2] | tableau[6] -> tableau[1] | tableau[1] -> "
    "tableau[3] (1 card) | tableau[1] -> tableau[3] (1 card) | tableau[1] -> tableau[3] (4 "
    "cards) | tableau[1] -> tableau[2] (3 cards) | tableau[1] -> tableau[3] (6 cards) | "
    "tableau[2] -> tableau[0] | tableau[3] -> tableau[4] | tableau[0] -> tableau[2] (10 "
    "cards) | tableau[2] -> tableau[5] | tableau[4] -> tableau[3] (16 cards) | tableau[3] "
    "-> tableau[0] | tableau[5] -> tableau[2] (10 cards) | tableau[2] -> tableau[4] | "
    "tableau[0] -> tableau[3] (16 cards) | tableau[3] -> tableau[5] | tableau[4] -> "
    "tableau[2] (10 cards) | tableau[2] -> tableau[0] | tableau[3] -> tableau[1] | "
    "tableau[0] -> tableau[2] (10 cards) | tableau[3] -> tableau[1] (13 cards) | tableau[1] "
    "-> tableau[5] | tableau[1] -> tableau[2] | tableau[1] -> tableau[2] | tableau[1] -> "
    "tableau[0] | tableau[5] -> tableau[1] (23 cards) | tableau[1] -> tableau[0] (9 cards) "
    "| tableau[1] -> tableau[2] | tableau[1] -> tableau[2] (13 cards) | tableau[2] -> "
    "tableau[1] (7 cards) | tableau[0] -> tableau[2] (13 cards) | tableau[2] -> tableau[3] "
    "(13 cards) | tableau[1] -> tableau[2] (7 cards) | tableau[2] -> tableau[0] (7 cards) | "
    "tableau[3] -> tableau[2] (13 cards) | tableau[2] -> tableau[1] (13 cards) | tableau[0] "
    "-> tableau[2] (7 cards) | tableau[2] -> tableau[3] (7 cards) | tableau[1] -> "
    "tableau[2] (13 cards) | tableau[2] -> tableau[0] (13 cards) | tableau[0] -> tableau[2] "
    "(12 cards) | tableau[2] -> tableau[0] | tableau[2] -> foundations[1] | tableau[2] -> "
    "tableau[3] | tableau[2] -> foundations[2] | tableau[2] -> tableau[1] | tableau[0] -> "
    "tableau[2] | tableau[0] -> foundations[0] | tableau[0] -> tableau[2] | tableau[0] -> "
    "foundations[3] | tableau[1] -> foundations[3] | tableau[0] -> tableau[2] | tableau[3] "
    "-> tableau[0] (11 cards) | tableau[0] -> tableau[3] (7 cards) | tableau[3] -> "
    "tableau[0] (1 card) | tableau[3] -> foundations[2] | tableau[1] -> foundations[2] | "
    "tableau[1] -> foundations[0] | tableau[1] -> foundations[1] | tableau[3] -> "
    "foundations[3] | tableau[2] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[1] | tableau[3] -> foundations[2] | tableau[2] -> "
    "foundations[2] | tableau[2] -> foundations[3] | tableau[0] -> foundations[3] | "
    "tableau[2] -> foundations[1] | tableau[3] -> foundations[0] | tableau[1] -> "
    "foundations[0] | tableau[3] -> foundations[2] | tableau[1] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[1] -> foundations[3] | tableau[3] -> "
    "foundations[0] | tableau[2] -> foundations[0] | tableau[0] -> foundations[0] | "
    "tableau[2] -> foundations[2] | tableau[0] -> foundations[2] | tableau[2] -> "
    "foundations[0] | tableau[3] -> foundations[1] | tableau[1] -> foundations[1] | "
    "tableau[3] -> foundations[3] | tableau[1] -> foundations[3] | tableau[0] -> "
    "foundations[3] | tableau[1] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[3] -> foundations[1] | tableau[2] -> foundations[1] | tableau[2] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[3] -> foundations[0] | "
    "tableau[1] -> foundations[0] | tableau[1] -> foundations[2] | tableau[3] -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[3] -> foundations[0]"
)

LOST_1 = (
    "tableau[6] -> tableau[0] | tableau[2] -> foundations[0] | tableau[2] -> tableau[4] (1 "
    "card) | tableau[3] -> tableau[4] | tableau[4] -> tableau[3] | tableau[3] -> tableau[2] "
    "| tableau[5] -> tableau[3] (2 cards) | tableau[2] -> tableau[5] | tableau[5] -> "
    "tableau[3] | tableau[0] -> tableau[5] | tableau[5] -> tableau[2] | tableau[3] -> "
    "tableau[1] | tableau[2] -> tableau[5] | tableau[5] -> tableau[1] | tableau[5] -> "
    "foundations[2] | tableau[1] -> tableau[5] | tableau[5] -> tableau[2] | tableau[2] -> "
    "tableau[1] | tableau[1] -> tableau[3] | tableau[3] -> tableau[2] | tableau[2] -> "
    "tableau[5] | tableau[5] -> tableau[3] | tableau[2] -> tableau[5] | tableau[3] -> "
    "tableau[2] | tableau[3] -> tableau[1] | tableau[2] -> tableau[1] | tableau[0] -> "
    "tableau[2] | tableau[6] -> tableau[0] | tableau[1] -> tableau[3] | tableau[1] -> "
    "tableau[4] | tableau[1] -> foundations[3] | tableau[3] -> tableau[4] | tableau[2] -> "
    "tableau[1] | tableau[4] -> tableau[3] | tableau[3] -> tableau[2] | tableau[1] -> "
    "tableau[3] | tableau[3] -> tableau[4] | tableau[4] -> tableau[1] | tableau[4] -> "
    "foundations[3] | tableau[3] -> tableau[4]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [1, 6, 7, 8, 9, 10, 11]
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [0, 1, 2, 3, 4, 5, 6]
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "3S")
    assert "PySolFC" in g.rules_text()


def test_columns_build_up_or_down_in_alternate_colours(game):
    g = game(GAME, seed=1)
    # 4H, with AH 10D JC 6D on it, goes up on 3S; KH, with JH AD, up on QC
    g.assert_legal("tableau[1] -> tableau[0] (5 cards)", "tableau[2] -> tableau[4] (3 cards)")
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="3S cannot go on 6D: build up or down in alternate"
    )
    g.assert_refused("drag tableau[2]:2 -> tableau[1]", reason="10S cannot go on 6D")
    g.assert_refused("drag tableau[1]:0 -> tableau[0]", reason="face-down cards cannot be moved")
    g.play("tableau[1] -> tableau[0] (5 cards)")
    assert [c.name for c in g.cards("tableau[0]")] == ["3S", "4H", "AH", "10D", "JC", "6D"]
    assert g.cards("tableau[1]")[0].face_up  # 4C turned up by itself


def test_foundations_take_one_card_up_in_suit(game):
    g = game(GAME, seed=1)
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("drag tableau[3]:5 -> foundations[0]", reason="only one card at a time")
    g.play("tableau[2] -> foundations[0]")
    g.assert_cards("foundations[0]", "AD")


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
