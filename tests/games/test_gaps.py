"""Gaps (games_src/gaps.pl), played through the `game` fixture: PySolFC's
Montana, a card into a gap by rank and suit from the card left of it, twos
at the left ends, two redeals that keep each row's ordered cards."""

from __future__ import annotations

GAME = "gaps"
CELLS = [f"cells[{i}]" for i in range(52)]

# Found by `Session.solve(budget=5000)` on seed 2 (827 states), replayed
# through a fresh Session.
WON_2 = (
    "cells[2] -> cells[41] | cells[15] -> cells[47] | cells[11] -> cells[15] | "
    "cells[35] -> cells[16] | cells[17] -> cells[35] | cells[4] -> cells[17] | "
    "cells[36] -> cells[43] | cells[20] -> cells[36] | cells[34] -> cells[20] | "
    "cells[13] -> cells[34] | cells[3] -> cells[13] | cells[44] -> cells[11] | "
    "cells[45] -> cells[44] | cells[37] -> cells[45] | cells[48] -> cells[2] | "
    "cells[18] -> cells[48] | cells[29] -> cells[3] | cells[26] -> cells[4] | "
    "cells[12] -> cells[26] | cells[9] -> cells[12] | cells[5] -> cells[9] | "
    "cells[27] -> cells[5] | cells[32] -> cells[27] | cells[10] -> cells[32] | "
    "cells[39] -> cells[18] | cells[13] -> cells[39] | cells[23] -> cells[13] | "
    "cells[25] -> cells[23] | cells[8] -> cells[25] | cells[30] -> cells[8] | "
    "cells[49] -> cells[37] | cells[14] -> cells[49] | cells[7] -> cells[14] | "
    "cells[46] -> cells[7] | cells[51] -> cells[46] | cells[33] -> cells[51] | "
    "cells[11] -> cells[33] | click deck | cells[4] -> cells[40] | cells[1] -> cells[4] | "
    "cells[11] -> cells[15] | cells[13] -> cells[0] | cells[14] -> cells[1] | "
    "cells[0] -> cells[13] | cells[17] -> cells[0] | cells[1] -> cells[14] | "
    "cells[6] -> cells[17] | cells[21] -> cells[1] | cells[23] -> cells[21] | "
    "cells[9] -> cells[23] | cells[31] -> cells[28] | cells[7] -> cells[31] | "
    "cells[32] -> cells[6] | cells[3] -> cells[32] | cells[16] -> cells[3] | "
    "cells[29] -> cells[16] | cells[33] -> cells[29] | cells[4] -> cells[33] | "
    "cells[17] -> cells[4] | cells[24] -> cells[17] | cells[44] -> cells[7] | "
    "cells[42] -> cells[44] | cells[25] -> cells[42] | cells[50] -> cells[11] | "
    "cells[51] -> cells[24] | cells[35] -> cells[25] | cells[46] -> cells[35] | click deck | "
    "cells[19] -> cells[5] | cells[22] -> cells[18] | cells[34] -> cells[41] | "
    "cells[38] -> cells[22] | cells[43] -> cells[19] | cells[24] -> cells[43] | "
    "cells[36] -> cells[24] | cells[23] -> cells[34] | cells[11] -> cells[23] | "
    "cells[12] -> cells[11] | cells[21] -> cells[12] | cells[25] -> cells[36] | "
    "cells[35] -> cells[30] | cells[24] -> cells[35] | cells[47] -> cells[24] | "
    "cells[7] -> cells[25] | cells[9] -> cells[7] | cells[10] -> cells[9] | "
    "cells[11] -> cells[10] | cells[12] -> cells[11] | cells[22] -> cells[12] | "
    "cells[42] -> cells[47] | cells[45] -> cells[42] | cells[33] -> cells[45] | "
    "cells[49] -> cells[21] | cells[37] -> cells[49] | cells[44] -> cells[37] | "
    "cells[45] -> cells[38] | cells[48] -> cells[44] | cells[43] -> cells[48] | "
    "cells[8] -> cells[43] | cells[49] -> cells[45] | cells[44] -> cells[49] | "
    "cells[9] -> cells[44] | cells[50] -> cells[8] | cells[45] -> cells[50] | "
    "cells[10] -> cells[45] | cells[51] -> cells[9] | cells[31] -> cells[10] | "
    "cells[36] -> cells[31] | cells[20] -> cells[36] | cells[46] -> cells[20] | "
    "cells[11] -> cells[46] | cells[32] -> cells[11] | cells[37] -> cells[32] | "
    "cells[21] -> cells[37] | cells[38] -> cells[33] | cells[47] -> cells[21] | "
    "cells[12] -> cells[47] | cells[48] -> cells[22] | cells[23] -> cells[48] | "
    "cells[49] -> cells[23] | cells[24] -> cells[49] | cells[50] -> cells[24] | "
    "cells[25] -> cells[50]"
)
# Both redeals at once, then random play until no card can move.
LOST_3 = (
    "click deck | click deck | cells[45] -> cells[26] | cells[29] -> cells[39] | "
    "cells[38] -> cells[0] | cells[19] -> cells[45] | cells[9] -> cells[13] | "
    "cells[33] -> cells[19] | cells[1] -> cells[33] | cells[49] -> cells[29] | "
    "cells[50] -> cells[1] | cells[41] -> cells[38] | cells[3] -> cells[49] | "
    "cells[23] -> cells[9] | cells[10] -> cells[41] | cells[35] -> cells[23] | "
    "cells[24] -> cells[10] | cells[28] -> cells[35] | cells[25] -> cells[50] | "
    "cells[18] -> cells[3] | cells[2] -> cells[18] | cells[11] -> cells[24] | "
    "cells[22] -> cells[11] | cells[31] -> cells[2] | cells[37] -> cells[22] | "
    "cells[7] -> cells[37] | cells[12] -> cells[7] | cells[23] -> cells[12] | "
    "cells[38] -> cells[23] | cells[5] -> cells[38] | cells[32] -> cells[5]"
)


def gaps(g):
    return [i for i, c in enumerate(CELLS) if not g.cards(c)]


def test_deal_four_rows_of_thirteen_and_the_aces_out(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "aces", *CELLS]
    assert gaps(g) == [0, 19, 26, 32]
    assert sorted(c.rank for c in g.cards("aces")) == [1, 1, 1, 1]
    cards = [c for name in CELLS for c in g.cards(name)]
    assert len(cards) == 48 and all(c.face_up and c.rank > 1 for c in cards)
    assert not g.cards("deck")
    assert g.title == "Gaps" and "twice in a game" in g.rules_text()
    assert g.score == 0
    g.assert_status("playing")


def test_a_card_goes_into_a_gap_by_rank_and_suit(game):
    g = game(GAME, seed=1)
    g.assert_cards("cells[18]", "6S")  # left of the gap at 19
    g.assert_legal("cells[44] -> cells[19]")  # 7S
    g.assert_refused("cells[5] -> cells[19]", reason="next card up in suit")  # QC
    g.assert_cards("cells[31]", "4H")  # left of the gap at 32
    g.assert_legal("cells[11] -> cells[32]")  # 5H
    g.assert_refused("cells[41] -> cells[32]", reason="next card up in suit")  # 3D
    g.play("cells[44] -> cells[19]")
    g.assert_cards("cells[19]", "7S")
    assert gaps(g) == [0, 26, 32, 44]
    g.assert_refused("cells[1] -> cells[3]", reason="next card up")  # not a gap


def test_only_a_two_fills_a_gap_at_a_row_s_left_end(game):
    g = game(GAME, seed=1)
    g.assert_legal("cells[3] -> cells[0]", "cells[15] -> cells[0]", "cells[43] -> cells[26]")
    g.assert_refused("cells[1] -> cells[0]", reason="or a two at the left")  # 5S
    g.play("cells[3] -> cells[0]")  # 2H
    assert g.score == 1
    g.assert_refused("cells[4] -> cells[3]", reason="next card up")  # 3H: 6D is left of the gap
    g.play("cells[24] -> cells[3]")  # 7D
    g.assert_cards("cells[3]", "7D")


def test_a_redeal_keeps_the_ordered_cards_and_leaves_a_gap_after_them(game):
    g = game(GAME, seed=1)
    g.play("cells[3] -> cells[0]")  # 2H at the left end of row one
    before = sorted(c.id for name in CELLS for c in g.cards(name))
    assert g.redeals_left("deck") == 2
    g.play("click deck")
    assert g.redeals_left("deck") == 1
    g.assert_cards("cells[0]", "2H")
    assert gaps(g) == [1, 13, 26, 39]
    assert sorted(c.id for name in CELLS for c in g.cards(name)) == before
    assert not g.cards("deck") and len(g.cards("aces")) == 4
    g.play("click deck")
    assert g.redeals_left("deck") == 0
    g.assert_refused("click deck")  # both redeals used


def test_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 48
    for row in range(4):
        cards = [g.cards(CELLS[row * 13 + k])[-1] for k in range(12)]
        assert [c.rank for c in cards] == list(range(2, 14))
        assert len({c.suit for c in cards}) == 1


def test_lost_game(game):
    g = game(GAME, seed=3)
    g.play_all(LOST_3)
    g.assert_status("lost")
    assert g.moves() == []
