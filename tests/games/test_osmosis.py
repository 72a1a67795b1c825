"""Osmosis (games_src/osmosis.pl), played through the `game` fixture:
PySolFC's rules, one foundation per suit in any rank order, the others
following the fullest one, a stock turned one card at a time as often as
you like."""

from __future__ import annotations

GAME = "osmosis"
RESERVES = [f"reserves[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_f.py osmosis --seeds 18`.
WON_18 = (
    "reserves[1] -> foundations[1] | reserves[3] -> foundations[3] | deck -> waste | waste -> "
    "foundations[3] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | deck -> waste | deck -> waste | waste -> foundations[3] | deck -> waste | waste "
    "-> foundations[3] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[3] | deck -> waste | waste -> foundations[3] | deck -> "
    "waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | "
    "deck -> waste | waste -> foundations[0] | deck -> waste | waste -> foundations[2] | "
    "reserves[2] -> foundations[2] | deck -> waste | waste -> foundations[1] | deck -> waste "
    "| deck -> waste | waste -> foundations[3] | deck -> waste | deck -> waste | deck -> "
    "waste | waste -> foundations[3] | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[0] | deck -> waste | waste -> foundations[3] | click "
    "deck | deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "foundations[1] | reserves[2] -> foundations[1] | reserves[2] -> foundations[2] | deck -> "
    "waste | waste -> foundations[0] | deck -> waste | deck -> waste | waste -> "
    "foundations[2] | deck -> waste | deck -> waste | waste -> foundations[2] | deck -> waste "
    "| waste -> foundations[1] | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "foundations[1] | deck -> waste | deck -> waste | waste -> foundations[1] | deck -> waste "
    "| deck -> waste | deck -> waste | deck -> waste | waste -> foundations[2] | deck -> "
    "waste | deck -> waste | waste -> foundations[0] | deck -> waste | deck -> waste | click "
    "deck | deck -> waste | deck -> waste | deck -> waste | waste -> foundations[2] | "
    "reserves[3] -> foundations[2] | deck -> waste | deck -> waste | waste -> foundations[1] "
    "| deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[0] | deck -> waste | deck -> waste | waste -> "
    "foundations[2] | deck -> waste | waste -> foundations[0] | reserves[0] -> foundations[0] "
    "| click deck | deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "foundations[0] | reserves[2] -> foundations[0] | reserves[0] -> foundations[0] | deck -> "
    "waste | deck -> waste | waste -> foundations[2] | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[0] | click deck | deck -> waste | waste -> "
    "foundations[2] | reserves[1] -> foundations[2] | reserves[1] -> foundations[1] | "
    "reserves[1] -> foundations[3] | reserves[3] -> foundations[3] | reserves[3] -> "
    "foundations[3] | deck -> waste | deck -> waste | waste -> foundations[1] | reserves[0] "
    "-> foundations[1] | reserves[0] -> foundations[1] | deck -> waste | waste -> "
    "foundations[2] | deck -> waste | waste -> foundations[0] | waste -> foundations[0] | "
    "deck -> waste | waste -> foundations[1]"
)
# The same deal, lost: found by `solve_games_f.py osmosis --seeds 18 --lose`.
LOST_18 = (
    "reserves[1] -> foundations[1] | reserves[3] -> foundations[3] | deck -> waste | waste -> "
    "foundations[3] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> "
    "waste | deck -> waste | deck -> waste | waste -> foundations[3] | deck -> waste | waste "
    "-> foundations[3] | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[3] | deck -> waste | waste -> foundations[3] | deck -> "
    "waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | "
    "deck -> waste | waste -> foundations[0] | deck -> waste | waste -> foundations[2] | "
    "reserves[2] -> foundations[2] | deck -> waste | waste -> foundations[1] | deck -> waste "
    "| deck -> waste | waste -> foundations[3] | deck -> waste | deck -> waste | deck -> "
    "waste | waste -> foundations[3] | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[0] | deck -> waste | waste -> foundations[3] | click "
    "deck | deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "foundations[1] | reserves[2] -> foundations[1] | reserves[2] -> foundations[2] | deck -> "
    "waste | waste -> foundations[0] | deck -> waste | deck -> waste | waste -> "
    "foundations[2] | deck -> waste | deck -> waste | waste -> foundations[2] | deck -> waste "
    "| waste -> foundations[1] | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "foundations[1] | deck -> waste | deck -> waste | waste -> foundations[1] | deck -> waste "
    "| deck -> waste | deck -> waste | deck -> waste | waste -> foundations[2] | deck -> "
    "waste | deck -> waste | waste -> foundations[0] | deck -> waste | deck -> waste | click "
    "deck | deck -> waste | deck -> waste | deck -> waste | waste -> foundations[2] | "
    "reserves[3] -> foundations[2] | deck -> waste | deck -> waste | waste -> foundations[1] "
    "| deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck -> waste | deck "
    "-> waste | waste -> foundations[0] | deck -> waste | deck -> waste | waste -> "
    "foundations[2] | deck -> waste | waste -> foundations[0] | reserves[0] -> foundations[0] "
    "| click deck | deck -> waste | deck -> waste | deck -> waste | deck -> waste | waste -> "
    "foundations[0] | reserves[2] -> foundations[0] | reserves[0] -> foundations[0] | deck -> "
    "waste | deck -> waste | waste -> foundations[2] | waste -> foundations[2] | reserves[1] "
    "-> foundations[2] | reserves[1] -> foundations[1] | waste -> foundations[1] | waste -> "
    "foundations[0] | waste -> foundations[2] | deck -> waste | waste -> foundations[0] | "
    "deck -> waste | waste -> foundations[1] | deck -> waste | waste -> foundations[0]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *RESERVES, *FOUNDATIONS, "waste"]
    for r in RESERVES:
        assert [c.face_up for c in g.cards(r)] == [False, False, False, True]
    g.assert_cards("foundations[0]", "QH")  # the first card starts its suit's foundation
    g.assert_cards("waste", "10D")
    assert len(g.cards("deck")) == 34 and not any(c.face_up for c in g.cards("deck"))
    assert g.title == "Osmosis" and "fullest" in g.rules_text()
    assert g.score == 1
    g.assert_status("playing")


def test_the_foundations_follow_the_fullest_one(game):
    g = game(GAME, seed=1)
    g.assert_legal("reserves[3] -> foundations[1]")  # QD, the rank that started the game
    g.assert_refused("waste -> foundations[1]", reason="fullest foundation's order")  # 10D
    g.assert_refused("reserves[0] -> foundations[3]", reason="fullest foundation's order")  # 10S
    g.assert_refused("reserves[0] -> foundations[0]", reason="takes its suit")  # 10S on hearts
    g.play("reserves[3] -> foundations[1]")
    g.assert_cards("reserves[3]", "[6S] [9C] 4S")  # the next card turns up
    g.play("deck -> waste")  # 3D: hearts and diamonds tie, so either takes any card of its suit
    g.assert_legal("waste -> foundations[1]")
    g.play("waste -> foundations[1]")
    g.assert_cards("foundations[1]", "QD 3D")
    g.assert_refused("reserves[0] -> foundations[0]", reason="takes its suit")


def test_the_stock_turns_one_card_and_the_waste_goes_round_again(game):
    g = game(GAME, seed=1)
    waste = [c.id for c in g.cards("deck")][::-1]
    for _ in range(34):
        g.play("deck -> waste")
    assert [c.id for c in g.cards("waste")][1:] == waste
    g.assert_refused("deck -> waste")
    g.play("click deck")
    assert not g.cards("waste") and len(g.cards("deck")) == 35
    assert not any(c.face_up for c in g.cards("deck"))
    g.play("deck -> waste")
    g.assert_cards("waste", "10D")


def test_won_game(game):
    g = game(GAME, seed=18)
    g.play_all(WON_18)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=18)
    g.play_all(LOST_18)
    g.assert_status("lost")
    assert g.moves() == [] and not g.cards("deck") and not g.cards("waste")
