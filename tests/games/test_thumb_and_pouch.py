"""Thumb and Pouch (games_src/thumb_and_pouch.pl, PySolFC's rules), played
through Paper's pytest plugin: the deal, the moves of each pile with their
refusals, a won game and a lost game reached by play."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "thumb_and_pouch"  # the plugin compiled from games_src/thumb_and_pouch.pl
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by Session.solve (budget 30000) and replayed here.
WON_3 = (
    "tableau[2] -> tableau[0] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[6] -> tableau[2] (1 card) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[2] -> tableau[5] (3 cards) | "
    "tableau[1] -> tableau[2] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[5] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[4] -> foundations[3] (1 card) | tableau[5] -> tableau[4] (3 cards) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[2] (1 card) | tableau[5] -> tableau[0] (2 cards) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[4] -> tableau[0] (4 cards) | tableau[1] -> tableau[0] (3 cards) | "
    "tableau[4] -> tableau[1] (1 card) | tableau[4] -> foundations[3] (1 card) | "
    "tableau[4] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[4] -> tableau[5] (1 card) | tableau[5] -> tableau[4] (2 cards) | "
    "tableau[5] -> foundations[1] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[6] -> tableau[5] (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "waste -> foundations[3] (1 card) | tableau[6] -> tableau[5] (1 card) | "
    "tableau[6] -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[3] -> tableau[6] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[1] -> tableau[6] (1 card) | waste -> tableau[1] (1 card) | "
    "waste -> tableau[3] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | waste -> tableau[4] (1 card) | "
    "waste -> tableau[2] (1 card) | waste -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[4] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[0] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "waste -> tableau[2] (1 card) | tableau[1] -> tableau[3] (1 card) | "
    "waste -> tableau[1] (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[4] -> tableau[0] (2 cards) | "
    "tableau[5] -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[2] -> tableau[1] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card)"
)

# Found by a depth-first search for a position with no move left: the whole
# stock turned first.
LOST_3 = " | ".join(
    ["deck -> waste (1 card)"] * 24
    + [
        "tableau[2] -> tableau[3] (1 card)",
        "tableau[2] -> foundations[2] (1 card)",
        "tableau[2] -> tableau[5] (1 card)",
        "tableau[6] -> tableau[2] (1 card)",
        "tableau[3] -> foundations[2] (1 card)",
        "tableau[2] -> tableau[5] (1 card)",
        "tableau[6] -> tableau[2] (1 card)",
        "tableau[2] -> tableau[5] (1 card)",
        "tableau[5] -> tableau[2] (4 cards)",
    ]
)


def test_deal(game):
    g = game(GAME, seed=3)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    for size, column in enumerate(TABLEAU, start=1):
        assert [c.face_up for c in g.cards(column)] == [False] * (size - 1) + [True]
    assert len(g.cards("deck")) == 24 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[2]", "[QC] [AC] 2C")
    assert "PySolFC" in g.rules_text() and g.score == 0


def test_columns_take_any_suit_but_the_cards_own(game):
    g = game(GAME, seed=3)
    g.assert_cards("tableau[0]", "3H")
    g.assert_legal(
        "tableau[2] -> tableau[0]", "tableau[2] -> tableau[3]", "tableau[2] -> tableau[4]"
    )
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "10C")
    g.assert_cards("tableau[5]", "[2H] [KC] [KD] [8C] [10S] 9C")
    g.assert_refused(
        "tableau[5] -> tableau[0]", reason="tableau 1 is built down in any suit but the card's own"
    )
    g.assert_refused("tableau[0] -> tableau[1]", reason="10C cannot go on 2C: build down")
    g.assert_refused("drag tableau[5]:4 -> tableau[0]", reason="face-down cards cannot be moved")
    g.assert_refused("tableau[1] -> waste", reason="cannot move from tableau 2 to the waste")
    g.play("tableau[2] -> tableau[0]")  # 9S on 10C
    g.assert_cards("tableau[2]", "[AD] 8S")


def test_foundations_and_a_run(game):
    g = game(GAME, seed=3)
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill an empty found")
    g.play("tableau[2] -> tableau[0]", "tableau[2] -> foundations[0]")
    g.assert_refused("tableau[4] -> foundations[0]", reason="3D cannot go on AC: build up in suit")
    g.assert_refused("foundations[0] -> tableau[0]", reason="cannot move from foundation 1")
    g.play("tableau[0] -> foundations[0]")
    g.assert_cards("foundations[0]", "AC 2C")
    assert not any(m.source.startswith("foundations") for m in g.moves())
    g.play("tableau[6] -> tableau[2]", "tableau[6] -> tableau[2]")  # JH on QC, 10C on JH
    g.assert_cards("tableau[2]", "QC JH 10C")
    g.assert_legal("tableau[2] -> tableau[5] (3 cards)")  # the run moves onto KD


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=3)
    space = first_space(g, WON_3, TABLEAU)
    assert fillers(g, space) == with_cards(g, [*TABLEAU, "waste"])


def test_the_stock_is_turned_once(game):
    g = game(GAME, seed=3)
    g.play("deck -> waste")
    g.assert_cards("waste", "9S")
    g.assert_refused("waste -> tableau[0]", reason="9S cannot go on 3H")
    for _ in range(23):
        g.play("deck -> waste")
    assert g.cards("deck") == [] and len(g.cards("waste")) == 24
    assert not any(m.source == "deck" for m in g.moves())  # no redeal
    assert not g.click("deck")


def test_a_won_game(game):
    g = game(GAME, seed=3)
    g.play_all(WON_3)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=3)
    g.play_all(LOST_3)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
