"""Black Hole (games_src/black_hole.pl), played through the `game` fixture:
PySolFC's rules, the ace of spades in the hole, seventeen piles of three,
up or down regardless of suit with ranks going round."""

from __future__ import annotations

GAME = "black_hole"  # the plugin compiled from games_src/black_hole.pl
PILES = [f"piles[{i}]" for i in range(17)]

# Found by `solve_games_a.py black_hole --seeds 1`.
WON_1 = (
    "piles[8] -> hole | piles[8] -> hole | piles[14] -> hole | piles[3] -> hole | piles[11] "
    "-> hole | piles[4] -> hole | piles[14] -> hole | piles[7] -> hole | piles[8] -> hole | "
    "piles[9] -> hole | piles[0] -> hole | piles[5] -> hole | piles[2] -> hole | piles[11] ->"
    " hole | piles[2] -> hole | piles[13] -> hole | piles[11] -> hole | piles[6] -> hole | "
    "piles[0] -> hole | piles[1] -> hole | piles[5] -> hole | piles[7] -> hole | piles[10] ->"
    " hole | piles[12] -> hole | piles[16] -> hole | piles[12] -> hole | piles[1] -> hole | "
    "piles[3] -> hole | piles[6] -> hole | piles[13] -> hole | piles[9] -> hole | piles[16] "
    "-> hole | piles[0] -> hole | piles[13] -> hole | piles[10] -> hole | piles[4] -> hole | "
    "piles[5] -> hole | piles[4] -> hole | piles[6] -> hole | piles[15] -> hole | piles[9] ->"
    " hole | piles[14] -> hole | piles[1] -> hole | piles[16] -> hole | piles[10] -> hole | "
    "piles[2] -> hole | piles[12] -> hole | piles[3] -> hole | piles[15] -> hole | piles[7] "
    "-> hole | piles[15] -> hole "
)
# Found by `solve_games_a.py black_hole --seeds 1 --lose`.
LOST_1 = "piles[8] -> hole | piles[1] -> hole | piles[14] -> hole | piles[8] -> hole "


def test_deal(game):
    g = game(GAME, seed=1)
    assert [len(g.cards(p)) for p in PILES] == [3] * 17
    g.assert_cards("hole", "AS")
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not g.cards("deck") and g.score == 1
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert "round" in g.rules_text()


def test_moves(game):
    g = game(GAME, seed=1)  # AS in the hole; 2C tops piles[8], KD piles[10], KS piles[16]
    assert {str(m) for m in g.moves()} == {
        "piles[8] -> hole (1 card)",
        "piles[10] -> hole (1 card)",  # a king goes on an ace: ranks go round
        "piles[16] -> hole (1 card)",
    }
    g.assert_refused("piles[0] -> hole", reason="10S cannot go on AS: build up or down")
    g.assert_refused("piles[0] -> piles[1]", reason="cannot move from pile 1 to pile 2")
    g.assert_refused("hole -> piles[1]", reason="cannot move from the hole")
    g.play("piles[10] -> hole")
    g.assert_cards("hole", "AS KD")
    assert [str(m) for m in g.moves()] == ["piles[12] -> hole (1 card)"]  # QC on KD
    g.assert_refused("piles[16] -> hole", reason="KS cannot go on KD")


def test_an_empty_pile_stays_empty(game):
    g = game(GAME, seed=1)
    for text in WON_1.split("|"):
        g.play(text)
        empty = [p for p in PILES if not g.cards(p)]
        if empty:
            g.assert_refused(f"hole -> {empty[0]}", reason="cannot move from the hole")
            assert all(m.target == "hole" for m in g.moves())
            return
    raise AssertionError("the won game never empties a pile")


def test_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and len(g.cards("hole")) == 52


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == []
