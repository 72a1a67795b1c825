"""Raw Prawn (games_src/raw_prawn.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, what differs from Australian Patience (any
card fills a space), and a won and a lost game reached by play (the won one
found by the Session's own solver, the lost one by a random player; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/raw_prawn.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "waste -> foundations[0] | tableau[4] -> tableau[0] | tableau[0] -> tableau[4] (1 card) "
    "| tableau[2] -> tableau[5] | tableau[5] -> tableau[4] | deck -> waste | deck -> waste "
    "| deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | "
    "waste -> foundations[1] | tableau[1] -> foundations[1] | tableau[6] -> tableau[1] | "
    "tableau[6] -> tableau[1] | tableau[0] -> tableau[6] (1 card) | deck -> waste | waste "
    "-> tableau[6] | deck -> waste | waste -> tableau[3] | tableau[5] -> tableau[3] | "
    "tableau[1] -> tableau[5] | deck -> waste | deck -> waste | waste -> tableau[5] | deck "
    "-> waste | waste -> foundations[0] | deck -> waste | waste -> tableau[2] | deck -> "
    "waste | deck -> waste | waste -> foundations[2] | deck -> waste | deck -> waste | "
    "waste -> tableau[1] | tableau[3] -> tableau[1] | tableau[0] -> tableau[3] (3 cards) | "
    "deck -> waste | deck -> waste | waste -> foundations[2] | deck -> waste | waste -> "
    "tableau[1] | tableau[2] -> tableau[1] | tableau[1] -> tableau[2] | deck -> waste | "
    "waste -> tableau[6] | tableau[4] -> tableau[6] | tableau[0] -> tableau[4] (2 cards) | "
    "tableau[1] -> tableau[0] | tableau[0] -> tableau[1] (1 card) | deck -> waste | deck -> "
    "waste | waste -> foundations[3] | tableau[6] -> foundations[3] | tableau[6] -> "
    "foundations[3] | tableau[6] -> foundations[3] | tableau[6] -> foundations[3] | "
    "tableau[6] -> foundations[3] | tableau[6] -> foundations[3] | tableau[0] -> tableau[6] "
    "(1 card) | tableau[0] -> tableau[6] | tableau[4] -> tableau[0] | tableau[2] -> "
    "tableau[4] (2 cards) | tableau[2] -> foundations[0] | tableau[2] -> foundations[0] | "
    "tableau[2] -> foundations[0] | tableau[4] -> tableau[2] | tableau[6] -> tableau[4] (4 "
    "cards) | tableau[6] -> foundations[1] | tableau[6] -> foundations[1] | tableau[4] -> "
    "foundations[1] | tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | "
    "tableau[4] -> foundations[1] | tableau[3] -> tableau[6] | waste -> tableau[3] | waste "
    "-> tableau[4] | waste -> foundations[1] | tableau[3] -> foundations[1] | waste -> "
    "tableau[3] | waste -> foundations[2] | tableau[2] -> tableau[3] | waste -> tableau[2] "
    "| waste -> foundations[0] | tableau[1] -> foundations[0] | tableau[2] -> "
    "foundations[0] | waste -> foundations[0] | waste -> foundations[2] | tableau[3] -> "
    "foundations[2] | tableau[3] -> foundations[2] | tableau[3] -> foundations[2] | "
    "tableau[3] -> foundations[2] | tableau[3] -> foundations[2] | tableau[3] -> "
    "foundations[2] | tableau[3] -> foundations[2] | waste -> foundations[3] | waste -> "
    "foundations[2] | tableau[4] -> foundations[2] | tableau[6] -> foundations[3] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[1] | tableau[0] -> "
    "foundations[1] | tableau[0] -> foundations[1] | tableau[5] -> foundations[3] | "
    "tableau[5] -> foundations[3] | tableau[5] -> foundations[3] | tableau[6] -> "
    "foundations[0] | tableau[6] -> foundations[0] | tableau[6] -> foundations[0] | "
    "tableau[6] -> foundations[0]"
)

LOST_1 = (
    "waste -> foundations[1] | deck -> waste | deck -> waste | tableau[4] -> tableau[0] | "
    "tableau[6] -> tableau[4] (3 cards) | deck -> waste | tableau[6] -> tableau[4] | "
    "tableau[2] -> tableau[6] (3 cards) | tableau[3] -> tableau[2] | deck -> waste | "
    "tableau[5] -> tableau[0] | tableau[6] -> tableau[0] | deck -> waste | deck -> waste | "
    "deck -> waste | waste -> foundations[3] | tableau[1] -> foundations[3] | deck -> waste "
    "| tableau[4] -> tableau[1] | deck -> waste | waste -> tableau[2] | tableau[5] -> "
    "tableau[2] | tableau[4] -> tableau[5] | tableau[0] -> tableau[4] (7 cards) | deck -> "
    "waste | deck -> waste | deck -> waste | waste -> foundations[1] | tableau[4] -> "
    "tableau[0] | deck -> waste | deck -> waste | deck -> waste | waste -> foundations[2] | "
    "deck -> waste | deck -> waste | waste -> tableau[1] | tableau[3] -> tableau[1] | "
    "tableau[4] -> tableau[3] | deck -> waste | tableau[3] -> tableau[4] | tableau[2] -> "
    "tableau[3] (3 cards) | deck -> waste | waste -> foundations[2] | tableau[3] -> "
    "tableau[2] | tableau[0] -> tableau[3] (1 card) | deck -> waste | waste -> tableau[2] | "
    "deck -> waste | tableau[6] -> tableau[2] | tableau[0] -> tableau[6] (5 cards) | "
    "tableau[3] -> tableau[6] | tableau[6] -> tableau[3] (2 cards) | deck -> waste | deck "
    "-> waste | waste -> foundations[0] | tableau[3] -> foundations[0] | tableau[3] -> "
    "foundations[0] | tableau[6] -> foundations[0] | tableau[2] -> tableau[3] (6 cards) | "
    "waste -> tableau[0] | waste -> foundations[0] | tableau[3] -> tableau[2] | tableau[1] "
    "-> tableau[3] (8 cards) | tableau[4] -> tableau[1] | tableau[2] -> tableau[4] (5 "
    "cards) | tableau[4] -> tableau[2] | tableau[3] -> tableau[4] (4 cards) | tableau[4] -> "
    "tableau[3] | tableau[6] -> tableau[4] (2 cards) | tableau[4] -> tableau[6] | "
    "tableau[2] -> tableau[4] (1 card) | tableau[2] -> foundations[1] | tableau[2] -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[4] -> tableau[2] | tableau[3] "
    "-> tableau[4] (1 card) | tableau[1] -> tableau[3] | tableau[0] -> tableau[1] | "
    "tableau[1] -> tableau[0] | tableau[3] -> tableau[1] (4 cards)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == [4] * 7
    assert all(c.face_up for t in TABLEAU for c in g.cards(t))
    g.assert_cards("waste", "AS")
    assert len(g.cards("deck")) == 23
    assert "PySolFC" in g.rules_text()


def test_any_card_fills_a_space(game):
    g = game(GAME, seed=1)
    g.assert_refused("tableau[0] -> tableau[1]", reason="JS cannot go on 2C: build down in suit")
    g.play_all(" | ".join(WON_1.split(" | ")[:2]))
    assert g.cards("tableau[4]") == []
    g.assert_legal("tableau[1] -> tableau[4] (1 card)", "tableau[6] -> tableau[4] (3 cards)")
    g.assert_refused("drag tableau[5]:0 -> tableau[4]", reason="a card at the bottom of a column")
    g.play("tableau[6] -> tableau[4] (3 cards)")  # QD, with 3C 8C on it
    assert [c.name for c in g.cards("tableau[4]")] == ["QD", "3C", "8C"]


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
