"""Somerset (games_src/somerset.pl, PySolFC's rules), played through the
`game` fixture: the deal, the moves of each pile with their refusals,
supermoves, a won game and a lost game reached by play."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "somerset"  # the plugin compiled from games_src/somerset.pl
TABLEAU = [f"tableau[{i}]" for i in range(10)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `scripts/find_deals/solve_games_g.py somerset --seeds 5-8 --nodes 40000`.
WON_8 = (
    "tableau[1] -> tableau[0] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[9] -> tableau[8] (1 card) | "
    "tableau[9] -> foundations[1] (1 card) | tableau[3] -> tableau[8] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[4] -> tableau[3] (1 card) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[4] -> tableau[3] (2 cards) | "
    "tableau[2] -> tableau[4] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[9] -> foundations[1] (1 card) | tableau[6] -> tableau[1] (1 card) | "
    "tableau[6] -> tableau[9] (1 card) | tableau[6] -> foundations[3] (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[2] -> tableau[6] (1 card) | "
    "tableau[4] -> tableau[1] (2 cards) | tableau[6] -> tableau[0] (2 cards) | "
    "tableau[4] -> tableau[6] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[9] -> tableau[2] (2 cards) | tableau[8] -> tableau[2] (1 card) | "
    "tableau[3] -> tableau[2] (2 cards) | tableau[3] -> tableau[8] (1 card) | "
    "tableau[9] -> tableau[2] (1 card) | tableau[9] -> tableau[3] (2 cards) | "
    "tableau[9] -> foundations[2] (1 card) | tableau[7] -> tableau[4] (1 card) | "
    "tableau[7] -> tableau[9] (1 card) | tableau[7] -> foundations[1] (1 card) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[4] -> tableau[7] (1 card) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[7] -> tableau[4] (2 cards) | "
    "tableau[9] -> tableau[7] (1 card) | tableau[8] -> tableau[1] (2 cards) | "
    "tableau[8] -> tableau[9] (1 card) | tableau[8] -> foundations[0] (1 card) | "
    "tableau[4] -> foundations[0] (1 card) | tableau[4] -> foundations[3] (1 card) | "
    "tableau[8] -> tableau[6] (1 card) | tableau[8] -> foundations[1] (1 card) | "
    "tableau[8] -> tableau[7] (1 card) | tableau[8] -> foundations[1] (1 card) | "
    "tableau[4] -> tableau[8] (1 card) | tableau[1] -> tableau[9] (2 cards) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[8] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[8] -> foundations[3] (1 card) | "
    "tableau[7] -> foundations[3] (1 card) | tableau[8] -> tableau[9] (1 card) | "
    "tableau[7] -> tableau[9] (2 cards) | tableau[7] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[9] -> tableau[2] (2 cards) | tableau[9] -> foundations[0] (1 card) | "
    "tableau[2] -> tableau[9] (3 cards) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[6] -> tableau[1] (3 cards) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "tableau[1] -> tableau[0] (2 cards) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[0] -> tableau[1] (3 cards) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[9] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[9] -> foundations[3] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[9] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[9] -> foundations[3] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[9] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[9] -> foundations[3] (1 card)"
)

# Found by a depth-first search for a position with no move left.
LOST_8 = (
    "tableau[7] -> tableau[1] (1 card) | tableau[4] -> tableau[9] (1 card) | "
    "tableau[4] -> tableau[9] (1 card) | tableau[9] -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[6] (1 card) | tableau[3] -> tableau[9] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[5] -> tableau[6] (1 card) | "
    "tableau[9] -> tableau[3] (1 card) | tableau[1] -> tableau[0] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[9] -> tableau[8] (2 cards) | "
    "tableau[3] -> tableau[4] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[4] -> tableau[8] (1 card) | tableau[9] -> foundations[0] (1 card) | "
    "tableau[8] -> tableau[3] (1 card) | tableau[7] -> tableau[2] (1 card) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[8] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[1] (1 card) | tableau[3] -> tableau[4] (1 card) | "
    "tableau[9] -> tableau[5] (1 card) | tableau[4] -> tableau[3] (1 card) | "
    "tableau[4] -> tableau[8] (1 card) | tableau[5] -> tableau[4] (1 card) | "
    "tableau[3] -> tableau[8] (1 card) | tableau[1] -> tableau[0] (1 card) | "
    "tableau[8] -> tableau[3] (1 card) | tableau[4] -> tableau[5] (1 card) | "
    "tableau[8] -> tableau[4] (1 card) | tableau[8] -> tableau[9] (1 card) | "
    "tableau[3] -> tableau[4] (1 card) | tableau[9] -> tableau[8] (1 card) | "
    "tableau[3] -> tableau[8] (1 card) | tableau[4] -> tableau[8] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[8] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[5] -> tableau[3] (1 card) | tableau[7] -> tableau[8] (1 card) | "
    "tableau[1] -> tableau[0] (1 card) | tableau[5] -> tableau[7] (1 card) | "
    "tableau[0] -> tableau[1] (1 card) | tableau[3] -> tableau[7] (1 card) | "
    "tableau[8] -> tableau[3] (1 card) | tableau[1] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[8] (1 card) | tableau[2] -> tableau[3] (1 card) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[5] -> tableau[1] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=8)
    assert g.stacks() == ["deck", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(c)) for c in TABLEAU] == [1, 2, 3, 4, 5, 6, 7, 8, 8, 8]
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "PySolFC" in g.rules_text()


def test_columns_and_foundations(game):
    g = game(GAME, seed=8)
    g.assert_cards("tableau[0]", "KS")
    g.assert_cards("tableau[1]", "AS QH")
    g.assert_legal("tableau[1] -> tableau[0]", "tableau[7] -> tableau[1]")  # QH on KS, JS on QH
    g.assert_refused("tableau[2] -> tableau[0]", reason="5S cannot go on KS: build down in alt")
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill an empty found")
    g.assert_refused("drag tableau[1]:0 -> tableau[0]", reason="AS cannot go on KS")
    g.play("tableau[1] -> tableau[0]")
    g.assert_legal(*(f"tableau[1] -> {f}" for f in FOUNDATIONS))  # AS
    g.play("tableau[1] -> foundations[0]")
    g.assert_refused("foundations[0] -> tableau[1]", reason="cannot move from foundation 1")


def test_a_run_moves_when_empty_columns_could_carry_it(game):
    g = game(GAME, seed=8)
    g.play_all(" | ".join(WON_8.split(" | ")[:11]))
    assert g.cards("tableau[1]") == []
    g.assert_cards("tableau[4]", "4D QD 6D 10C 9D")
    g.assert_legal("tableau[4] -> tableau[3] (2 cards)")  # 10C 9D on JH
    assert not any(m.target == "tableau[1]" and m.count > 1 for m in g.moves())
    g.play("tableau[0] -> tableau[1]")  # no empty column left
    g.assert_refused(
        "tableau[4] -> tableau[3] (2 cards)",
        reason="with no empty column, only one card may move at once",
    )


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=8)
    space = first_space(g, WON_8, TABLEAU)
    assert fillers(g, space) == with_cards(g, TABLEAU)


def test_a_won_game(game):
    g = game(GAME, seed=8)
    g.play_all(WON_8)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=8)
    g.play_all(LOST_8)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
