"""Double Yukon (games_src/double_yukon.pl, PySolFC's rules), played through
Paper's pytest plugin: the deal, the moves of each pile with their
refusals, and a won and a lost game reached by play (the won one found by
scripts/find_deals/solve_games_e.py, the lost one by a player who keeps the fewest
moves open; replayed here move by move)."""

from __future__ import annotations

GAME = "games_src/double_yukon.pl"
TABLEAU = [f"tableau[{i}]" for i in range(10)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(8)]

WON_7 = (
    "tableau[0] -> foundations[0] | tableau[4] -> foundations[1] | tableau[7] -> "
    "foundations[2] | tableau[4] -> foundations[1] | tableau[2] -> tableau[4] | tableau[8] "
    "-> tableau[2] | tableau[3] -> tableau[4] | tableau[3] -> foundations[3] | tableau[1] "
    "-> tableau[3] | tableau[2] -> tableau[3] | tableau[7] -> tableau[0] | tableau[1] -> "
    "tableau[3] | tableau[6] -> tableau[3] (2 cards) | tableau[5] -> tableau[0] | "
    "tableau[5] -> foundations[2] | tableau[6] -> tableau[0] | tableau[6] -> tableau[2] | "
    "tableau[5] -> tableau[0] | tableau[0] -> tableau[5] | tableau[0] -> tableau[5] | "
    "tableau[9] -> tableau[1] | tableau[1] -> tableau[9] (3 cards) | tableau[1] -> "
    "foundations[1] | tableau[0] -> foundations[1] | tableau[0] -> tableau[1] | tableau[4] "
    "-> tableau[1] | tableau[1] -> foundations[3] | tableau[7] -> foundations[3] | "
    "tableau[9] -> tableau[1] | tableau[9] -> foundations[0] | tableau[4] -> tableau[0] | "
    "tableau[4] -> foundations[3] | tableau[1] -> tableau[5] (6 cards) | tableau[8] -> "
    "tableau[1] | tableau[2] -> tableau[0] | tableau[5] -> tableau[2] | tableau[9] -> "
    "tableau[6] | tableau[2] -> tableau[9] | tableau[2] -> foundations[4] | tableau[0] -> "
    "foundations[4] | tableau[6] -> foundations[4] | tableau[1] -> tableau[8] (4 cards) | "
    "tableau[9] -> tableau[1] | tableau[6] -> tableau[9] | tableau[6] -> foundations[0] | "
    "tableau[0] -> foundations[0] | tableau[0] -> foundations[1] | tableau[3] -> tableau[6] "
    "| tableau[2] -> tableau[3] | tableau[6] -> tableau[2] | tableau[7] -> tableau[6] | "
    "tableau[3] -> tableau[2] (5 cards) | tableau[8] -> tableau[3] (5 cards) | tableau[8] "
    "-> foundations[5] | tableau[7] -> foundations[5] | tableau[2] -> tableau[8] (6 cards) "
    "| tableau[8] -> tableau[1] | tableau[3] -> tableau[5] | tableau[8] -> tableau[3] | "
    "tableau[2] -> tableau[8] | tableau[2] -> foundations[5] | tableau[6] -> foundations[5] "
    "| tableau[5] -> foundations[5] | tableau[3] -> foundations[5] | tableau[5] -> "
    "tableau[3] | tableau[4] -> tableau[8] | tableau[1] -> tableau[4] | tableau[5] -> "
    "tableau[1] | tableau[5] -> foundations[1] | tableau[5] -> tableau[2] | tableau[1] -> "
    "tableau[5] | tableau[3] -> tableau[1] | tableau[3] -> foundations[3] | tableau[1] -> "
    "foundations[3] | tableau[5] -> tableau[6] | tableau[6] -> tableau[5] | tableau[7] -> "
    "tableau[6] | tableau[7] -> tableau[1] | tableau[7] -> foundations[0] | tableau[0] -> "
    "foundations[0] | tableau[0] -> foundations[3] | tableau[7] -> foundations[5] | "
    "tableau[0] -> foundations[5] | tableau[5] -> foundations[5] | tableau[3] -> tableau[0] "
    "| tableau[3] -> foundations[3] | tableau[4] -> tableau[3] | tableau[8] -> tableau[4] | "
    "tableau[8] -> tableau[5] | tableau[8] -> foundations[3] | tableau[8] -> foundations[6] "
    "| tableau[3] -> tableau[8] (10 cards) | tableau[7] -> foundations[0] | tableau[7] -> "
    "tableau[6] | tableau[6] -> tableau[7] | tableau[0] -> tableau[6] | tableau[0] -> "
    "foundations[6] | tableau[1] -> foundations[6] | tableau[1] -> foundations[4] | "
    "tableau[6] -> tableau[0] | tableau[6] -> foundations[7] | tableau[8] -> foundations[7] "
    "| tableau[2] -> foundations[7] | tableau[8] -> foundations[2] | tableau[2] -> "
    "foundations[2] | tableau[9] -> foundations[7] | tableau[6] -> foundations[3] | "
    "tableau[1] -> foundations[7] | tableau[9] -> foundations[4] | tableau[1] -> "
    "foundations[4] | tableau[0] -> foundations[7] | tableau[0] -> foundations[1] | "
    "tableau[0] -> foundations[0] | tableau[3] -> foundations[7] | tableau[3] -> "
    "foundations[1] | tableau[0] -> foundations[1] | tableau[0] -> foundations[6] | "
    "tableau[2] -> foundations[6] | tableau[9] -> foundations[6] | tableau[1] -> "
    "foundations[6] | tableau[9] -> foundations[5] | tableau[0] -> foundations[3] | "
    "tableau[3] -> foundations[0] | tableau[9] -> foundations[0] | tableau[3] -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[3] -> foundations[0] | "
    "tableau[3] -> foundations[1] | tableau[8] -> foundations[1] | tableau[8] -> "
    "foundations[4] | tableau[1] -> foundations[4] | tableau[4] -> foundations[6] | "
    "tableau[4] -> foundations[4] | tableau[5] -> foundations[6] | tableau[5] -> "
    "foundations[4] | tableau[5] -> foundations[5] | tableau[0] -> foundations[5] | "
    "tableau[5] -> foundations[3] | tableau[0] -> foundations[3] | tableau[5] -> "
    "foundations[5] | tableau[9] -> tableau[8] | tableau[9] -> foundations[2] | tableau[9] "
    "-> tableau[1] | tableau[9] -> foundations[2] | tableau[8] -> foundations[2] | "
    "tableau[1] -> foundations[2] | tableau[8] -> foundations[7] | tableau[1] -> "
    "foundations[7] | tableau[8] -> foundations[2] | tableau[1] -> foundations[2] | "
    "tableau[4] -> foundations[7] | tableau[8] -> foundations[6] | tableau[1] -> "
    "foundations[6] | tableau[4] -> foundations[4] | tableau[7] -> foundations[7] | "
    "tableau[8] -> foundations[2] | tableau[1] -> foundations[4] | tableau[4] -> "
    "foundations[6] | tableau[7] -> foundations[2] | tableau[8] -> foundations[0] | "
    "tableau[1] -> foundations[6] | tableau[4] -> foundations[4] | tableau[7] -> "
    "foundations[0] | tableau[8] -> foundations[2] | tableau[3] -> tableau[0] | tableau[3] "
    "-> foundations[7] | tableau[0] -> foundations[7]"
)

LOST_34 = (
    "tableau[4] -> tableau[9] | tableau[6] -> tableau[5] | tableau[8] -> tableau[9] | "
    "tableau[9] -> tableau[8] | tableau[9] -> tableau[8] (12 cards) | tableau[3] -> "
    "tableau[9] | tableau[8] -> tableau[6] | tableau[6] -> tableau[0] | tableau[4] -> "
    "tableau[0] | tableau[0] -> tableau[8] | tableau[8] -> tableau[6] | tableau[3] -> "
    "tableau[4] | tableau[6] -> tableau[0] | tableau[8] -> tableau[3] | tableau[1] -> "
    "tableau[8] | tableau[0] -> tableau[3] | tableau[3] -> tableau[6] | tableau[5] -> "
    "tableau[6] | tableau[6] -> tableau[3] | tableau[3] -> tableau[0] | tableau[4] -> "
    "tableau[5] | tableau[0] -> tableau[6] | tableau[6] -> tableau[3] | tableau[1] -> "
    "tableau[4] | tableau[5] -> tableau[1] | tableau[2] -> tableau[5] | tableau[3] -> "
    "tableau[2] (3 cards) | tableau[5] -> tableau[3] | tableau[3] -> tableau[5] (2 cards) | "
    "tableau[3] -> tableau[6] | tableau[6] -> tableau[0] | tableau[5] -> tableau[0] | "
    "tableau[1] -> tableau[5] | tableau[0] -> tableau[1] (2 cards) | tableau[0] -> "
    "tableau[3] | tableau[3] -> tableau[6] | tableau[5] -> tableau[6] | tableau[6] -> "
    "tableau[3] | tableau[3] -> tableau[0] | tableau[1] -> tableau[5] | tableau[0] -> "
    "tableau[6] | tableau[6] -> tableau[3] | tableau[9] -> tableau[4] | tableau[5] -> "
    "tableau[9] | tableau[5] -> tableau[1] | tableau[3] -> tableau[5] (5 cards) | "
    "tableau[3] -> tableau[6] | tableau[5] -> tableau[6] | tableau[0] -> tableau[1] | "
    "tableau[6] -> tableau[0] (2 cards) | tableau[1] -> tableau[5] | tableau[6] -> "
    "tableau[5] | tableau[5] -> tableau[1] (3 cards) | tableau[5] -> tableau[1] | "
    "tableau[5] -> tableau[1] | tableau[1] -> tableau[6] | tableau[6] -> tableau[5] (3 "
    "cards) | tableau[6] -> tableau[3] | tableau[1] -> tableau[3] | tableau[5] -> "
    "tableau[1] | tableau[3] -> tableau[5] (3 cards) | tableau[3] -> tableau[1] | "
    "tableau[1] -> tableau[5] | tableau[1] -> tableau[5] | tableau[5] -> tableau[3] | "
    "tableau[5] -> tableau[1] | tableau[3] -> tableau[5] (9 cards) | tableau[3] -> "
    "foundations[5]"
)


def test_deal(game):
    g = game(GAME, seed=7)
    assert g.stacks() == ["deck", *TABLEAU, *FOUNDATIONS]
    assert [sum(not c.face_up for c in g.cards(t)) for t in TABLEAU] == [
        0,
        1,
        2,
        3,
        4,
        5,
        6,
        7,
        8,
        8,
    ]
    assert all(len(g.cards(t)) - sum(not c.face_up for c in g.cards(t)) == 6 for t in TABLEAU)
    assert g.cards("deck") == []
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 104
    g.assert_cards("tableau[0]", "KS 2D JS 4D 9C AH")
    assert "PySolFC" in g.rules_text()


def test_any_face_up_card_moves_with_what_lies_on_it(game):
    g = game(GAME, seed=7)
    # 9H goes on 10C; 10H, with 7C 8S on it, on either JC
    g.assert_legal("tableau[5] -> tableau[2] (1 card)", "tableau[1] -> tableau[8] (3 cards)")
    g.assert_legal("tableau[1] -> tableau[9] (3 cards)")  # the other pack's JC
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="AH cannot go on 8S: build down in alternate"
    )
    g.assert_refused("drag tableau[1]:0 -> tableau[3]", reason="face-down cards cannot be moved")
    g.play("tableau[1] -> tableau[8] (3 cards)")
    assert [c.name for c in g.cards("tableau[8]")][-4:] == ["JS", "10H", "7C", "8S"]
    assert g.cards("tableau[1]")[-1].face_up  # 10S turned up by itself


def test_foundations_and_spaces(game):
    g = game(GAME, seed=7)
    g.assert_legal(*[f"tableau[0] -> {f}" for f in FOUNDATIONS])  # AH to any empty foundation
    g.assert_refused(
        "tableau[1] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.play_all(" | ".join(WON_7.split(" | ")[:71]))
    assert g.cards("tableau[1]") == []
    g.assert_legal("tableau[3] -> tableau[1] (11 cards)")  # KD with what lies on it
    g.assert_refused("tableau[5] -> tableau[1]", reason="only a king may fill an empty tableau")


def test_a_won_game(game):
    g = game(GAME, seed=7)
    g.play_all(WON_7)
    g.assert_status("won")
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS) and g.score == 104


def test_a_lost_game(game):
    g = game(GAME, seed=34)
    g.play_all(LOST_34)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 104
