"""Chessboard (games_src/chessboard.pl, PySolFC's rules), played through
the `game` fixture: Fortress's ten columns, up or down in suit with ranks
going round, one card at a time; the first foundation card chooses the rank
every foundation starts with."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "chessboard"  # the plugin compiled from games_src/chessboard.pl
TABLEAU = [f"tableau[{i}]" for i in range(10)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `scripts/find_deals/solve_games_g.py chessboard --seeds 1 --plain` (a
# best-first search over the model in tests/models/test_chessboard_model.py).
WON_1 = (
    "tableau[2] -> foundations[0] | tableau[3] -> foundations[1] | "
    "tableau[4] -> foundations[2] | tableau[7] -> tableau[5] | "
    "tableau[7] -> foundations[0] | tableau[2] -> tableau[7] | tableau[2] -> tableau[6] | "
    "tableau[8] -> tableau[2] | tableau[8] -> foundations[3] | tableau[1] -> tableau[9] | "
    "tableau[5] -> tableau[1] | tableau[4] -> tableau[5] | tableau[4] -> tableau[0] | "
    "tableau[3] -> tableau[4] | tableau[2] -> tableau[3] | tableau[2] -> tableau[3] | "
    "tableau[2] -> foundations[3] | tableau[3] -> tableau[2] | tableau[3] -> tableau[2] | "
    "tableau[3] -> tableau[2] | tableau[3] -> tableau[9] | tableau[3] -> tableau[5] | "
    "tableau[1] -> tableau[3] | tableau[1] -> tableau[2] | tableau[3] -> tableau[2] | "
    "tableau[7] -> tableau[3] | tableau[7] -> tableau[3] | tableau[7] -> tableau[1] | "
    "tableau[7] -> foundations[1] | tableau[5] -> foundations[1] | "
    "tableau[5] -> foundations[1] | tableau[5] -> foundations[1] | "
    "tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | "
    "tableau[2] -> foundations[1] | tableau[2] -> foundations[1] | "
    "tableau[2] -> foundations[1] | tableau[0] -> tableau[2] | tableau[0] -> tableau[2] | "
    "tableau[5] -> tableau[0] | tableau[2] -> tableau[0] | tableau[2] -> tableau[0] | "
    "tableau[3] -> tableau[2] | tableau[3] -> tableau[2] | tableau[1] -> tableau[5] | "
    "tableau[1] -> tableau[5] | tableau[2] -> tableau[1] | tableau[2] -> tableau[1] | "
    "tableau[4] -> tableau[2] | tableau[4] -> tableau[2] | tableau[4] -> tableau[9] | "
    "tableau[6] -> tableau[3] | tableau[6] -> tableau[3] | tableau[6] -> tableau[2] | "
    "tableau[6] -> foundations[2] | tableau[6] -> tableau[4] | "
    "tableau[6] -> foundations[0] | tableau[5] -> tableau[6] | tableau[5] -> tableau[6] | "
    "tableau[5] -> tableau[6] | tableau[5] -> foundations[0] | "
    "tableau[5] -> foundations[2] | tableau[9] -> foundations[2] | "
    "tableau[9] -> foundations[2] | tableau[9] -> foundations[2] | "
    "tableau[9] -> foundations[2] | tableau[4] -> foundations[2] | "
    "tableau[6] -> tableau[8] | tableau[6] -> tableau[8] | tableau[6] -> tableau[8] | "
    "tableau[9] -> tableau[4] | tableau[9] -> foundations[0] | "
    "tableau[8] -> foundations[0] | tableau[8] -> foundations[0] | "
    "tableau[8] -> foundations[0] | tableau[8] -> foundations[0] | "
    "tableau[3] -> tableau[8] | tableau[3] -> tableau[8] | tableau[9] -> tableau[0] | "
    "tableau[9] -> foundations[3] | tableau[1] -> tableau[3] | tableau[1] -> tableau[3] | "
    "tableau[1] -> tableau[3] | tableau[1] -> tableau[8] | tableau[1] -> foundations[3] | "
    "tableau[0] -> tableau[1] | tableau[0] -> tableau[1] | tableau[0] -> tableau[1] | "
    "tableau[0] -> tableau[1] | tableau[0] -> foundations[3] | "
    "tableau[0] -> foundations[0] | tableau[0] -> foundations[2] | "
    "tableau[1] -> foundations[3] | tableau[1] -> foundations[3] | "
    "tableau[1] -> foundations[3] | tableau[1] -> foundations[3] | "
    "tableau[3] -> foundations[0] | tableau[3] -> foundations[0] | "
    "tableau[3] -> foundations[0] | tableau[8] -> foundations[2] | "
    "tableau[8] -> foundations[2] | tableau[8] -> foundations[2] | "
    "tableau[8] -> foundations[2] | tableau[8] -> foundations[3] | "
    "tableau[0] -> tableau[4] | tableau[0] -> foundations[1] | "
    "tableau[4] -> foundations[1] | tableau[4] -> foundations[1] | "
    "tableau[2] -> tableau[0] | tableau[2] -> tableau[0] | tableau[2] -> foundations[3] | "
    "tableau[0] -> foundations[3] | tableau[0] -> foundations[3]"
)

# Found by a depth-first search for a position with no move left.
LOST_1 = (
    "tableau[7] -> foundations[1] (1 card) | tableau[1] -> tableau[9] (1 card) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[9] -> foundations[0] (1 card) | "
    "tableau[9] -> foundations[0] (1 card) | tableau[3] -> tableau[9] (1 card) | "
    "tableau[1] -> tableau[2] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert [len(g.cards(c)) for c in TABLEAU] == [6, 6] + [5] * 8
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "PySolFC" in g.rules_text()


def test_the_first_foundation_card_chooses_the_base(game):
    g = game(GAME, seed=1)
    # any top card may start any foundation
    assert {(m.source, m.target) for m in g.moves() if m.target in FOUNDATIONS} == {
        (c, f) for c in TABLEAU for f in FOUNDATIONS
    }
    g.play("tableau[2] -> foundations[0]")
    g.assert_cards("foundations[0]", "8D")
    g.assert_refused(
        "tableau[0] -> foundations[1]",
        reason="every empty foundation must start with an eight, as the first did",
    )
    g.assert_refused(
        "tableau[1] -> foundations[0]", reason="KH cannot go on 8D: build up in suit, from king"
    )
    g.assert_legal("tableau[3] -> foundations[1]", "tableau[4] -> foundations[3]")  # 8C, 8H
    assert not any(m.source in FOUNDATIONS for m in g.moves())
    g.assert_refused("foundations[0] -> tableau[9]", reason="8D cannot go on AH")


def test_columns_go_up_or_down_in_suit_round_the_corner(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[1]", "JS 4H 5D KD AC KH")
    g.assert_cards("tableau[9]", "10S 3S QD 7C AH")
    g.assert_legal("tableau[1] -> tableau[9]", "tableau[9] -> tableau[1]")  # KH, AH both ways
    g.assert_legal("tableau[5] -> tableau[7]", "tableau[7] -> tableau[5]")  # QC, KC
    g.assert_refused(
        "tableau[0] -> tableau[1]",
        reason="AS cannot go on KH: build up or down in suit, from king round to ace",
    )
    g.assert_refused("drag tableau[0]:4 -> tableau[1]", reason="only one card at a time")


def test_a_won_game_goes_round_from_the_base(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []
    for pile in FOUNDATIONS:
        cards = g.cards(pile)
        assert len({c.suit for c in cards}) == 1
        assert [c.rank for c in cards] == [8, 9, 10, 11, 12, 13, 1, 2, 3, 4, 5, 6, 7]


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=1)
    space = first_space(g, WON_1, TABLEAU)
    assert fillers(g, space) == with_cards(g, TABLEAU)


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
