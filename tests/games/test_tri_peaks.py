"""Tri Peaks (games_src/tri_peaks.pl), played through the `game` fixture:
PySolFC's rules, three peaks of 28 cards, up or down regardless of suit
with ranks going round, the stock gone through once."""

from __future__ import annotations

GAME = "tri_peaks"  # the plugin compiled from games_src/tri_peaks.pl
PEAKS = [f"peaks[{i}]" for i in range(28)]

# Found by `solve_games_a.py tri_peaks --seeds 2 --dfs`.
WON_2 = (
    "peaks[18] -> waste | peaks[20] -> waste | peaks[25] -> waste | click deck | click deck | "
    "click deck | click deck | click deck | peaks[19] -> waste | peaks[22] -> waste | "
    "peaks[10] -> waste | peaks[26] -> waste | peaks[23] -> waste | peaks[16] -> waste | "
    "peaks[27] -> waste | peaks[9] -> waste | click deck | peaks[21] -> waste | click deck | "
    "click deck | peaks[3] -> waste | peaks[11] -> waste | click deck | peaks[13] -> waste | "
    "peaks[12] -> waste | peaks[17] -> waste | peaks[4] -> waste | peaks[0] -> waste | "
    "peaks[24] -> waste | peaks[8] -> waste | click deck | click deck | peaks[5] -> waste | "
    "click deck | click deck | click deck | peaks[15] -> waste | click deck | peaks[14] -> "
    "waste | peaks[6] -> waste | click deck | click deck | click deck | click deck | peaks[7] "
    "-> waste | peaks[2] -> waste | click deck | click deck | click deck | peaks[1] -> waste "
)
# Found by `solve_games_a.py tri_peaks --seeds 2 --lose`.
LOST_2 = (
    "peaks[18] -> waste | peaks[20] -> waste | peaks[25] -> waste | click deck | click deck | "
    "click deck | click deck | click deck | peaks[27] -> waste | peaks[22] -> waste | "
    "peaks[19] -> waste | peaks[9] -> waste | click deck | peaks[24] -> waste | click deck | "
    "click deck | peaks[10] -> waste | click deck | peaks[15] -> waste | click deck | click "
    "deck | peaks[3] -> waste | click deck | click deck | click deck | click deck | peaks[21] "
    "-> waste | click deck | click deck | click deck | click deck | click deck | click deck | "
    "click deck | click deck "
)


def test_deal(game):
    g = game(GAME, seed=2)
    assert [len(g.cards(p)) for p in PEAKS] == [1] * 28
    assert [g.cards(p)[0].face_up for p in PEAKS] == [False] * 18 + [True] * 10
    assert len(g.cards("deck")) == 23 and not any(c.face_up for c in g.cards("deck"))
    g.assert_cards("waste", "9S")
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "round" in g.rules_text()


def test_moves(game):
    g = game(GAME, seed=2)  # 9S on the waste; 10H and 8D in the bottom row
    assert {str(m) for m in g.moves()} == {
        "peaks[18] -> waste (1 card)",
        "peaks[24] -> waste (1 card)",
        "click deck",
    }
    g.assert_refused("peaks[19] -> waste", reason="AS cannot go on 9S")
    g.assert_refused("peaks[0] -> waste", reason="face-down cards cannot be moved")  # 9C
    g.assert_refused("peaks[4] -> waste", reason="face-down cards cannot be moved")  # 10C
    g.assert_refused("waste -> peaks[19]", reason="nothing may be built on a peak")
    g.assert_refused("peaks[18] -> peaks[19]", reason="nothing may be built on a peak")
    g.play("peaks[18] -> waste")
    assert g.score == 1
    assert not g.cards("peaks[9]")[0].face_up  # still covered by peaks[19]
    g.play("click deck")
    g.assert_cards("waste", "9S 10H 8S")
    assert len(g.cards("deck")) == 22


def test_a_card_turns_up_when_both_cards_on_it_are_gone(game):
    g = game(GAME, seed=2)
    for text in WON_2.split("|"):
        g.play(text)
        if not g.cards("peaks[18]") and not g.cards("peaks[19]"):
            assert g.cards("peaks[9]")[0].face_up
            return
        if g.cards("peaks[9]"):
            assert g.cards("peaks[9]")[0].face_up is False
    raise AssertionError("the won game never frees peaks[9]")


def test_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 28 and not any(g.cards(p) for p in PEAKS)


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == [] and not g.cards("deck") and g.score < 28
