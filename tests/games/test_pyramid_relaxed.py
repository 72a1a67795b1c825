"""Relaxed Pyramid (games_src/pyramid_relaxed.pl, Pyramid's rules through
include/pyramid.pl with `bool relaxed = true`), played through the `game`
fixture: won as soon as the pyramid is cleared."""

from __future__ import annotations

GAME = "pyramid_relaxed"
PYRAMID = [f"pyramid[{k}]" for k in range(28)]

# Found by tour_search.py's search with the pyramid cards left weighed most.
WON_22 = (
    "pyramid[25] -> foundation (1 card) | pyramid[27] -> deck (1 card) | click deck | click "
    "deck | pyramid[21] -> deck (1 card) | pyramid[23] -> deck (1 card) | pyramid[22] -> "
    "pyramid[16] (1 card) | pyramid[24] -> pyramid[17] (1 card) | pyramid[18] -> foundation "
    "(1 card) | pyramid[26] -> deck (1 card) | pyramid[19] -> deck (1 card) | deck -> waste "
    "(1 card) | pyramid[11] -> deck (1 card) | click deck | pyramid[20] -> deck (1 card) | "
    "pyramid[13] -> deck (1 card) | pyramid[14] -> pyramid[9] (1 card) | deck -> waste (1 "
    "card) | deck -> waste (1 card) | pyramid[15] -> deck (1 card) | click deck | click "
    "deck | pyramid[12] -> deck (1 card) | pyramid[7] -> pyramid[10] (1 card) | pyramid[8] "
    "-> pyramid[4] (1 card) | pyramid[5] -> waste (1 card) | pyramid[6] -> waste (1 card) | "
    "pyramid[2] -> pyramid[3] (1 card) | pyramid[1] -> deck (1 card) | click deck | deck -> "
    "foundation (1 card) | deck -> waste (1 card) | deck -> foundation (1 card) | "
    "pyramid[0] -> deck (1 card)"
)
# Random play (mostly pairs) that clears the pyramid with 14 cards left in
# the stock and the waste.
WON_1059 = (
    "pyramid[24] -> foundation (1 card) | deck -> foundation (1 card) | pyramid[27] -> "
    "pyramid[23] (1 card) | pyramid[25] -> pyramid[21] (1 card) | pyramid[18] -> foundation "
    "(1 card) | pyramid[22] -> pyramid[26] (1 card) | pyramid[20] -> foundation (1 card) | "
    "pyramid[19] -> pyramid[13] (1 card) | pyramid[14] -> deck (1 card) | pyramid[17] -> "
    "deck (1 card) | pyramid[15] -> pyramid[12] (1 card) | pyramid[9] -> pyramid[8] (1 "
    "card) | click deck | pyramid[5] -> deck (1 card) | click deck | click deck | "
    "pyramid[16] -> deck (1 card) | pyramid[11] -> waste (1 card) | waste -> pyramid[7] (1 "
    "card) | click deck | click deck | click deck | click deck | click deck | pyramid[10] "
    "-> deck (1 card) | waste -> pyramid[6] (1 card) | pyramid[3] -> pyramid[4] (1 card) | "
    "pyramid[1] -> pyramid[2] (1 card) | click deck | pyramid[0] -> deck (1 card)"
)
# Random play until no pair is left.
LOST_2 = (
    "pyramid[26] -> deck | pyramid[27] -> pyramid[20] | pyramid[23] -> foundation | "
    "pyramid[25] -> pyramid[22] | click deck | click deck | click deck | click deck | click "
    "deck | click deck | click deck | click deck | pyramid[24] -> deck | pyramid[18] -> "
    "pyramid[21] | click deck | click deck | click deck | click deck | click deck | deck -> "
    "pyramid[19] | waste -> pyramid[13] | click deck | deck -> pyramid[15] | pyramid[14] -> "
    "deck | click deck | click deck | click deck | click deck | deck -> foundation"
)


def test_deal(game):
    g = game(GAME, seed=2)
    assert [len(g.cards(p)) for p in PYRAMID] == [1] * 28
    assert len(g.cards("deck")) == 24 and g.cards("deck")[-1].face_up
    assert g.title == "Relaxed Pyramid" and "28 pyramid cards" in g.rules_text()
    g.assert_status("playing")


def test_moves_and_refusals(game):
    g = game(GAME, seed=2)
    g.assert_cards("pyramid[23]", "KD")
    g.assert_legal("pyramid[23] -> foundation", "pyramid[22] -> pyramid[25]", "click deck")
    g.assert_refused("pyramid[24] -> pyramid[25]", reason="pairs must total 13")  # 2S, 10S
    g.assert_refused("pyramid[0] -> foundation", reason="only a king is removed alone")


def test_won_game(game):
    g = game(GAME, seed=22)
    moves = [m.strip() for m in WON_22.split("|")]
    g.play_all(" | ".join(moves[:-1]))
    assert any(g.cards(p) for p in PYRAMID)
    g.assert_status("playing")
    g.play(moves[-1])  # the last pyramid card goes: won at once
    g.assert_status("won")
    assert not any(g.cards(p) for p in PYRAMID) and g.moves() == []


def test_won_with_cards_left_in_the_stock_and_the_waste(game):
    g = game(GAME, seed=1059)
    g.play_all(WON_1059)
    g.assert_status("won")
    assert len(g.cards("deck")) + len(g.cards("waste")) == 14
    assert g.score == 38


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == [] and any(g.cards(p) for p in PYRAMID)
