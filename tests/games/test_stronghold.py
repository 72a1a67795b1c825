"""Stronghold (games_src/stronghold.pl, PySolFC's rules: Streets and Alleys
with one free cell), played through the `game` fixture: the deal, the
moves of each pile with their refusals, supermoves, a won game and a lost
game reached by play."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "stronghold"  # the plugin compiled from games_src/stronghold.pl
TABLEAU = [f"tableau[{i}]" for i in range(8)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `scripts/find_deals/solve_games_g.py stronghold --seeds 1`.
WON_1 = (
    "tableau[6] -> foundations[0] (1 card) | tableau[7] -> foundations[0] (1 card) | "
    "tableau[4] -> tableau[7] (1 card) | tableau[5] -> tableau[7] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[2] -> tableau[5] (1 card) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[1] -> tableau[5] (1 card) | tableau[1] -> tableau[7] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[7] -> tableau[2] (2 cards) | tableau[4] -> tableau[3] (1 card) | "
    "tableau[3] -> tableau[4] (2 cards) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[5] -> tableau[1] (2 cards) | tableau[5] -> tableau[7] (1 card) | "
    "tableau[5] -> foundations[1] (1 card) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[4] -> foundations[3] (1 card) | "
    "tableau[4] -> foundations[1] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[3] -> tableau[7] (1 card) | tableau[7] -> tableau[5] (4 cards) | "
    "tableau[7] -> foundations[0] (1 card) | tableau[6] -> tableau[7] (2 cards) | "
    "tableau[0] -> cell (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "cell -> tableau[3] (1 card) | tableau[5] -> tableau[3] (2 cards) | "
    "tableau[0] -> tableau[3] (1 card) | tableau[0] -> tableau[4] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[7] -> tableau[0] (2 cards) | tableau[1] -> tableau[4] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[6] -> cell (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[6] -> foundations[1] (1 card) | "
    "tableau[6] -> foundations[0] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[5] -> foundations[1] (1 card) | tableau[5] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[2] (2 cards) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "tableau[7] -> foundations[0] (1 card) | tableau[7] -> foundations[1] (1 card) | "
    "tableau[4] -> tableau[1] (2 cards) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[0] -> tableau[4] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[1] -> tableau[4] (2 cards) | "
    "tableau[4] -> tableau[0] (4 cards) | tableau[4] -> foundations[1] (1 card) | "
    "cell -> foundations[1] (1 card) | tableau[0] -> tableau[7] (4 cards) | "
    "tableau[7] -> tableau[0] (5 cards) | tableau[7] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card)"
)

# Found by a depth-first search for a position with no move left.
LOST_1 = (
    "tableau[6] -> cell (1 card) | cell -> foundations[1] (1 card) | "
    "tableau[6] -> cell (1 card) | tableau[5] -> tableau[4] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[0] -> tableau[6] (1 card) | "
    "tableau[2] -> tableau[5] (1 card) | tableau[2] -> tableau[0] (1 card) | "
    "tableau[2] -> foundations[0] (1 card) | tableau[1] -> tableau[0] (1 card) | "
    "cell -> tableau[1] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[5] -> cell (1 card) | "
    "tableau[7] -> foundations[1] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[7] -> tableau[5] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[6] -> tableau[7] (1 card) | tableau[3] -> tableau[1] (1 card) | "
    "tableau[7] -> tableau[6] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[6] -> tableau[7] (1 card) | "
    "tableau[3] -> tableau[7] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *FOUNDATIONS, "cell", *TABLEAU]
    assert [len(g.cards(c)) for c in TABLEAU] == [7] * 4 + [6] * 4
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "cell", "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "PySolFC" in g.rules_text()


def test_rows_foundations_and_the_cell(game):
    g = game(GAME, seed=1)
    g.assert_legal(*(f"tableau[6] -> {f}" for f in FOUNDATIONS))  # AD
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill an empty found")
    g.assert_refused("tableau[0] -> tableau[1]", reason="QC cannot go on 6D: build down regardless")
    g.assert_legal("tableau[1] -> tableau[5]", "tableau[4] -> tableau[2]")  # 6D on 7H, 8H on 9S
    g.assert_legal(*(f"{t} -> cell" for t in TABLEAU))
    g.play("tableau[0] -> cell")
    g.assert_refused("tableau[1] -> cell", reason="nothing may be built on the cell")
    g.assert_refused("cell -> tableau[2]", reason="QC cannot go on 9S")
    g.assert_refused("foundations[0] -> tableau[0]", reason="cannot move from foundation 1")


def test_a_run_moves_when_the_cell_could_carry_it(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:4]))
    g.assert_cards("tableau[7]", "8S KS 10H KD 9D 8H 7H")
    g.assert_legal("tableau[7] -> tableau[2] (2 cards)")  # 8H 7H on 9S, through the cell
    g.play("tableau[0] -> cell")
    g.assert_refused(
        "tableau[7] -> tableau[2] (2 cards)",
        reason="the free cell and the empty rows let only one card move",
    )


def test_any_card_fills_an_empty_row(game):
    g = game(GAME, seed=1)
    space = first_space(g, WON_1, TABLEAU)
    assert fillers(g, space) == with_cards(g, [*TABLEAU, "cell"])


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score < 52
