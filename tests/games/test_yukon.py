"""Yukon (games_src/yukon.pl, PySolFC's rules), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, and a
won and a lost game reached by play (the won one found by
scripts/find_deals/solve_games_e.py, the lost one by a random player; replayed
here move by move)."""

from __future__ import annotations

GAME = "games_src/yukon.pl"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

WON_2 = (
    "tableau[4] -> foundations[0] | tableau[6] -> tableau[5] | tableau[2] -> tableau[4] | "
    "tableau[2] -> tableau[4] | tableau[2] -> tableau[5] | tableau[2] -> foundations[1] | "
    "tableau[4] -> tableau[1] (8 cards) | tableau[3] -> tableau[2] | tableau[3] -> "
    "foundations[1] | tableau[1] -> tableau[3] | tableau[0] -> tableau[1] | tableau[1] -> "
    "tableau[2] | tableau[1] -> tableau[6] | tableau[6] -> tableau[0] | tableau[2] -> "
    "tableau[0] | tableau[5] -> tableau[2] | tableau[6] -> tableau[2] | tableau[6] -> "
    "tableau[0] | tableau[6] -> foundations[2] | tableau[2] -> foundations[2] | tableau[5] -> "
    "tableau[1] | tableau[1] -> tableau[5] | tableau[0] -> tableau[1] | tableau[1] -> "
    "tableau[0] (7 cards) | tableau[5] -> tableau[3] | tableau[5] -> tableau[3] | tableau[3] "
    "-> tableau[5] (19 cards) | tableau[3] -> tableau[4] | tableau[5] -> tableau[3] | "
    "tableau[5] -> foundations[3] | tableau[5] -> foundations[0] | tableau[6] -> "
    "foundations[3] | tableau[1] -> foundations[2] | tableau[2] -> foundations[0] | "
    "tableau[3] -> foundations[3] | tableau[5] -> tableau[0] | tableau[5] -> tableau[0] | "
    "tableau[6] -> foundations[0] | tableau[2] -> foundations[2] | tableau[5] -> "
    "foundations[2] | tableau[4] -> tableau[6] | tableau[4] -> tableau[6] | tableau[4] -> "
    "tableau[0] | tableau[0] -> tableau[4] (9 cards) | tableau[4] -> tableau[6] | tableau[4] "
    "-> foundations[1] | tableau[3] -> foundations[1] | tableau[3] -> foundations[0] | "
    "tableau[5] -> foundations[0] | tableau[0] -> tableau[3] | tableau[0] -> foundations[0] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[1] | tableau[3] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[3] -> foundations[1] | "
    "tableau[0] -> foundations[1] | tableau[6] -> tableau[5] (7 cards) | tableau[6] -> "
    "foundations[1] | tableau[5] -> tableau[6] | tableau[5] -> foundations[2] | tableau[5] -> "
    "foundations[3] | tableau[6] -> foundations[2] | tableau[0] -> foundations[0] | "
    "tableau[6] -> foundations[3] | tableau[6] -> foundations[1] | tableau[6] -> "
    "foundations[2] | tableau[0] -> foundations[2] | tableau[5] -> foundations[0] | "
    "tableau[6] -> foundations[3] | tableau[0] -> foundations[3] | tableau[5] -> "
    "foundations[2] | tableau[6] -> foundations[1] | tableau[0] -> foundations[2] | "
    "tableau[0] -> tableau[5] | tableau[0] -> foundations[0] | tableau[0] -> foundations[1] | "
    "tableau[6] -> foundations[0] | tableau[5] -> foundations[0] | tableau[5] -> "
    "foundations[3] | tableau[0] -> foundations[3] | tableau[5] -> foundations[1] | "
    "tableau[6] -> foundations[2] | tableau[0] -> foundations[2] | tableau[1] -> "
    "foundations[1] | tableau[2] -> foundations[3] | tableau[6] -> foundations[0]"
)

LOST_42 = (
    "tableau[3] -> tableau[6] | tableau[2] -> tableau[3] | tableau[2] -> foundations[3] | "
    "tableau[1] -> tableau[2] | tableau[3] -> tableau[4] | tableau[4] -> tableau[5] | "
    "tableau[1] -> tableau[2] | tableau[5] -> tableau[1]"
)


def test_deal(game):
    g = game(GAME, seed=2)
    assert g.stacks() == [*TABLEAU, "deck", *FOUNDATIONS]
    assert [len(g.cards(t)) for t in TABLEAU] == [1, 6, 7, 8, 9, 10, 11]
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [0, 1, 2, 3, 4, 5, 6]
    assert g.cards("deck") == []
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("tableau[0]", "9H")
    assert [c.name for c in g.cards("tableau[1]")] == ["QC", "10C", "4C", "7S", "5C", "9C"]
    assert "PySolFC" in g.rules_text()


def test_any_face_up_card_moves_with_what_lies_on_it(game):
    g = game(GAME, seed=2)
    # 10C, with 4C 7S 5C 9C on it (no run), goes on JD: only 10C must fit
    g.assert_legal("tableau[1] -> tableau[3] (5 cards)", "tableau[6] -> tableau[5] (5 cards)")
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="9H cannot go on 9C: build down in alternate"
    )
    g.assert_refused("drag tableau[1]:2 -> tableau[0]", reason="4C cannot go on 9H")
    g.assert_refused("drag tableau[1]:0 -> tableau[3]", reason="face-down cards cannot be moved")
    g.play("tableau[1] -> tableau[3] (5 cards)")
    assert [c.name for c in g.cards("tableau[3]")][-6:] == ["JD", "10C", "4C", "7S", "5C", "9C"]
    assert g.cards("tableau[1]")[0].face_up  # QC turned up by itself


def test_foundations_take_one_card_up_in_suit(game):
    g = game(GAME, seed=2)
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("drag tableau[4]:7 -> foundations[0]", reason="only one card at a time")
    g.play("tableau[4] -> foundations[0]")
    g.assert_cards("foundations[0]", "AS")
    g.assert_refused("tableau[0] -> foundations[0]", reason="9H cannot go on AS: build up in suit")


def test_only_a_king_fills_a_space(game):
    g = game(GAME, seed=2)
    g.play_all(" | ".join(WON_2.split(" | ")[:6]))
    assert g.cards("tableau[2]") == []
    g.assert_legal("tableau[6] -> tableau[2]", "tableau[4] -> tableau[2] (9 cards)")
    g.assert_refused("tableau[0] -> tableau[2]", reason="only a king may fill an empty tableau")
    g.play("tableau[4] -> tableau[2] (9 cards)")  # KS with the eight cards on it
    assert [c.name for c in g.cards("tableau[2]")][:2] == ["KS", "8D"]
    g.assert_refused("drag tableau[2]:0 -> tableau[4]", reason="KS cannot go on JS")


def test_a_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=42)
    g.play_all(LOST_42)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
