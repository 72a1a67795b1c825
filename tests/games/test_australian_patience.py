"""Australian Patience (games_src/australian_patience.pl, PySolFC's rules),
played through Paper's pytest plugin: the deal, the moves of each pile with
their refusals, and a won and a lost game reached by play (the won one found
by a depth-first search over the rules, the lost one by a random player;
replayed here move by move)."""

from __future__ import annotations

GAME = "games_src/australian_patience.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_1 = (
    "tableau[0] -> foundations[0] | tableau[6] -> foundations[1] | tableau[0] -> tableau[1] "
    "| tableau[1] -> tableau[3] | tableau[1] -> foundations[1] | tableau[3] -> tableau[6] | "
    "tableau[4] -> tableau[6] | tableau[5] -> tableau[1] | tableau[1] -> tableau[2] | deck "
    "-> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "tableau[3] | deck -> waste | deck -> waste | deck -> waste | waste -> tableau[3] | "
    "tableau[6] -> tableau[3] | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | waste -> foundations[2] | tableau[2] -> foundations[2] | tableau[2] -> "
    "foundations[2] | deck -> waste | waste -> tableau[4] | deck -> waste | waste -> "
    "tableau[1] | tableau[4] -> tableau[1] | tableau[1] -> tableau[4] | tableau[0] -> "
    "tableau[1] | tableau[0] -> foundations[3] | deck -> waste | waste -> tableau[1] | deck "
    "-> waste | deck -> waste | deck -> waste | waste -> foundations[1] | tableau[5] -> "
    "foundations[1] | deck -> waste | waste -> tableau[0] | deck -> waste | waste -> "
    "foundations[0] | deck -> waste | waste -> tableau[5] | tableau[1] -> tableau[5] | "
    "waste -> tableau[1] | waste -> foundations[1] | deck -> waste | waste -> tableau[3] | "
    "tableau[6] -> tableau[3] | tableau[6] -> tableau[3] | deck -> waste | waste -> "
    "foundations[0] | waste -> foundations[0] | waste -> foundations[1] | tableau[3] -> "
    "foundations[1] | tableau[3] -> foundations[1] | tableau[3] -> foundations[1] | "
    "tableau[3] -> foundations[1] | tableau[3] -> foundations[1] | tableau[2] -> tableau[3] "
    "| tableau[3] -> tableau[2] | tableau[6] -> tableau[3] | tableau[6] -> foundations[3] | "
    "waste -> tableau[2] | tableau[3] -> tableau[2] | waste -> tableau[3] | waste -> "
    "foundations[2] | tableau[2] -> foundations[2] | tableau[2] -> foundations[2] | "
    "tableau[2] -> foundations[2] | tableau[2] -> foundations[2] | tableau[2] -> "
    "foundations[2] | tableau[2] -> foundations[2] | tableau[2] -> foundations[2] | "
    "tableau[2] -> foundations[2] | tableau[2] -> foundations[2] | waste -> tableau[5] | "
    "waste -> foundations[1] | tableau[0] -> foundations[1] | waste -> foundations[0] | "
    "tableau[1] -> foundations[0] | tableau[1] -> foundations[0] | tableau[5] -> "
    "foundations[0] | tableau[5] -> foundations[0] | tableau[5] -> foundations[0] | "
    "tableau[5] -> foundations[0] | tableau[5] -> foundations[0] | tableau[5] -> "
    "foundations[0] | waste -> foundations[3] | tableau[4] -> foundations[3] | tableau[4] "
    "-> foundations[3] | tableau[4] -> foundations[3] | tableau[4] -> foundations[3] | "
    "tableau[4] -> foundations[3] | waste -> foundations[3] | tableau[3] -> foundations[3] "
    "| tableau[3] -> foundations[3] | tableau[3] -> foundations[3] | tableau[3] -> "
    "foundations[3]"
)

LOST_27 = (
    "deck -> waste | tableau[1] -> tableau[4] | tableau[3] -> tableau[5] | deck -> waste | "
    "tableau[4] -> tableau[3] | tableau[0] -> tableau[6] | deck -> waste | tableau[6] -> "
    "tableau[0] | tableau[0] -> tableau[6] | tableau[0] -> foundations[2] | tableau[0] -> "
    "foundations[2] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste "
    "| deck -> waste | deck -> waste | deck -> waste | waste -> tableau[1] | deck -> waste "
    "| deck -> waste | waste -> foundations[3]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == [4] * 7
    assert all(c.face_up for t in TABLEAU for c in g.cards(t))
    g.assert_cards("waste", "9C")
    assert len(g.cards("deck")) == 23 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "AC 10S 8H AS")
    assert "PySolFC" in g.rules_text()


def test_columns_build_down_in_suit_with_what_lies_on_the_card(game):
    g = game(GAME, seed=1)
    # 8H, with AS on it, goes on 9H: only 8H must fit
    g.assert_legal("tableau[0] -> tableau[1] (2 cards)", "tableau[5] -> tableau[2]")
    g.assert_refused("tableau[2] -> tableau[1]", reason="3H cannot go on 9H: build down in suit")
    g.assert_refused("drag tableau[4]:2 -> tableau[6]", reason="7H cannot go on AD")
    g.assert_refused("waste -> tableau[3]", reason="9C cannot go on 10H")
    g.assert_refused("tableau[1] -> waste", reason="cannot move from tableau 2 to the waste")
    g.play("tableau[0] -> tableau[1] (2 cards)")
    assert [c.name for c in g.cards("tableau[1]")] == ["7S", "QS", "2D", "9H", "8H", "AS"]


def test_only_a_king_fills_a_space(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:6]))
    assert g.cards("tableau[3]") == []
    g.assert_refused("tableau[0] -> tableau[3]", reason="only a king may fill an empty tableau")
    g.assert_refused("drag tableau[2]:0 -> tableau[3]", reason="a card at the bottom of a column")


def test_foundations_and_the_stock(game):
    g = game(GAME, seed=1)
    g.assert_refused(
        "tableau[1] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("drag tableau[0]:2 -> foundations[0]", reason="only one card at a time")
    g.play("tableau[0] -> foundations[0]")
    g.assert_cards("foundations[0]", "AS")
    g.play("deck -> waste")
    g.assert_cards("waste", "9C 3C")
    for _ in range(22):
        g.play("deck -> waste")
    assert g.cards("deck") == [] and not g.click("deck")  # one pass: no redeal


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=27)
    g.play_all(LOST_27)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
