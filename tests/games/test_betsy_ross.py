"""Betsy Ross (games_src/betsy_ross.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal of guides and foundation bases, building by
steps, the three passes through the stock, a won game and a lost game
reached by play."""

from __future__ import annotations

GAME = "betsy_ross"  # the plugin compiled from games_src/betsy_ross.pl
GUIDES = [f"guides[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]
TURN = "deck -> waste (1 card)"

# Found by Session.solve (budget 20000) and replayed here.
WON_2 = (
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | click deck | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | waste -> foundations[3] (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "click deck | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | waste -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | waste -> foundations[1] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | waste -> foundations[3] (1 card) | "
    "waste -> foundations[0] (1 card) | waste -> foundations[0] (1 card) | "
    "waste -> foundations[2] (1 card) | waste -> foundations[2] (1 card)"
)

# Three passes that play nothing; then the four cards that fit, and no more.
LOST_1 = " | ".join(
    [TURN] * 43
    + ["click deck", *[TURN] * 44, "click deck", *[TURN] * 44]
    + [f"waste -> foundations[{i}] (1 card)" for i in (3, 2, 1, 0)]
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *GUIDES, *FOUNDATIONS]
    assert [g.cards(p)[0].rank for p in GUIDES] == [1, 2, 3, 4]
    assert [g.cards(p)[0].rank for p in FOUNDATIONS] == [2, 4, 6, 8]
    assert all(len(g.cards(p)) == 1 for p in [*GUIDES, *FOUNDATIONS])
    g.assert_cards("waste", "QD")
    assert len(g.cards("deck")) == 43 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert "PySolFC" in g.rules_text() and g.score == 8


def test_foundations_go_up_by_their_steps(game):
    g = game(GAME, seed=1)
    g.assert_cards("foundations[3]", "8D")
    g.assert_legal("waste -> foundations[3]")  # 8 + 4 = queen
    g.assert_refused(
        "waste -> foundations[0]", reason="foundation 1 goes up by its step, as its guide card"
    )
    g.assert_refused("guides[0] -> foundations[0]", reason="cannot move from guide 1")
    g.assert_refused("waste -> guides[0]", reason="cannot move from the waste to guide 1")
    g.play("waste -> foundations[3]")
    g.assert_refused("foundations[3] -> waste", reason="cannot move from foundation 4")
    assert g.score == 9


def test_the_stock_is_gone_through_three_times(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join([TURN] * 43 + ["click deck"]))
    assert len(g.cards("deck")) == 44 and g.cards("waste") == []
    g.play_all(" | ".join([TURN] * 44 + ["click deck"] + [TURN] * 44))
    assert g.cards("deck") == [] and not any(m.source == "deck" for m in g.moves())
    # a click on the empty stock says the `; refused from:` sentence of the turn-over
    g.assert_refused("click deck", reason="the stock is gone through three times only")


def test_a_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []
    assert all(g.cards(f)[-1].rank == 13 and len(g.cards(f)) == 12 for f in FOUNDATIONS)


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
