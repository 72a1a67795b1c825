"""All in a Row (games_src/all_in_a_row.pl), played through the `game`
fixture: PySolFC's rules, thirteen columns of four, any first card on the
foundation, then up or down regardless of suit with ranks going round."""

from __future__ import annotations

GAME = "all_in_a_row"  # the plugin compiled from games_src/all_in_a_row.pl
COLUMNS = [f"columns[{i}]" for i in range(13)]

# Found by `solve_games_a.py all_in_a_row --seeds 2`.
WON_2 = (
    "columns[1] -> foundation | columns[11] -> foundation | columns[1] -> foundation | "
    "columns[6] -> foundation | columns[5] -> foundation | columns[9] -> foundation | "
    "columns[0] -> foundation | columns[12] -> foundation | columns[12] -> foundation | "
    "columns[6] -> foundation | columns[1] -> foundation | columns[10] -> foundation | "
    "columns[0] -> foundation | columns[12] -> foundation | columns[2] -> foundation | "
    "columns[9] -> foundation | columns[7] -> foundation | columns[10] -> foundation | "
    "columns[1] -> foundation | columns[3] -> foundation | columns[7] -> foundation | "
    "columns[4] -> foundation | columns[4] -> foundation | columns[0] -> foundation | "
    "columns[6] -> foundation | columns[7] -> foundation | columns[8] -> foundation | "
    "columns[2] -> foundation | columns[8] -> foundation | columns[11] -> foundation | "
    "columns[9] -> foundation | columns[5] -> foundation | columns[8] -> foundation | "
    "columns[7] -> foundation | columns[10] -> foundation | columns[6] -> foundation | "
    "columns[5] -> foundation | columns[12] -> foundation | columns[11] -> foundation | "
    "columns[9] -> foundation | columns[0] -> foundation | columns[3] -> foundation | "
    "columns[11] -> foundation | columns[5] -> foundation | columns[4] -> foundation | "
    "columns[4] -> foundation | columns[2] -> foundation | columns[3] -> foundation | "
    "columns[2] -> foundation | columns[3] -> foundation | columns[10] -> foundation | "
    "columns[8] -> foundation "
)
# Found by `solve_games_a.py all_in_a_row --seeds 2 --lose`: the first card
# is a four, and no top card is a three or a five.
LOST_2 = "columns[3] -> foundation"


def test_deal(game):
    g = game(GAME, seed=2)
    assert [len(g.cards(c)) for c in COLUMNS] == [4] * 13
    assert not g.cards("foundation") and not g.cards("deck")
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "round" in g.rules_text()


def test_moves(game):
    g = game(GAME, seed=2)
    # any top card may start the foundation
    assert {str(m) for m in g.moves()} == {f"{c} -> foundation (1 card)" for c in COLUMNS}
    g.assert_refused("columns[0] -> columns[1]", reason="cannot move from column 1 to column 2")
    g.play("columns[0] -> foundation")  # JC
    g.assert_cards("foundation", "JC")
    g.assert_refused("columns[1] -> foundation", reason="4D cannot go on JC: build up or down")
    g.assert_refused(
        "foundation -> columns[1]", reason="cannot move from the foundation to column 2"
    )
    assert {m.source for m in g.moves()} == {
        "columns[9]",
        "columns[10]",
        "columns[12]",
    }  # QD QS 10D


def test_ranks_go_round(game):
    g = game(GAME, seed=2)
    g.play("columns[6] -> foundation")  # AD
    assert {m.source for m in g.moves()} == {"columns[2]", "columns[5]", "columns[8]"}  # 2C KH 2D


def test_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == []
