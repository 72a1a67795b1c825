"""Canister (games_src/canister.pl, PySolFC's rules), played through the
`game` fixture: the deal, the moves of each pile with their refusals, runs
that move together, a won game and a lost game reached by play."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "canister"  # the plugin compiled from games_src/canister.pl
TABLEAU = [f"tableau[{i}]" for i in range(8)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `scripts/find_deals/solve_games_g.py canister --seeds 1 --nodes 40000`.
WON_1 = (
    "tableau[6] -> tableau[4] (1 card) | tableau[2] -> tableau[6] (1 card) | "
    "tableau[2] -> tableau[6] (1 card) | tableau[7] -> tableau[6] (1 card) | "
    "tableau[7] -> foundations[0] (1 card) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[1] -> tableau[5] (1 card) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[5] -> tableau[6] (2 cards) | tableau[4] -> tableau[6] (2 cards) | "
    "tableau[1] -> tableau[7] (1 card) | tableau[4] -> tableau[2] (1 card) | "
    "tableau[4] -> tableau[5] (1 card) | tableau[7] -> tableau[2] (2 cards) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[7] -> tableau[4] (1 card) | "
    "tableau[7] -> tableau[1] (1 card) | tableau[2] -> tableau[7] (4 cards) | "
    "tableau[5] -> tableau[0] (2 cards) | tableau[2] -> tableau[5] (1 card) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[0] -> tableau[2] (4 cards) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[2] -> tableau[7] (5 cards) | "
    "tableau[1] -> tableau[7] (1 card) | tableau[4] -> tableau[2] (3 cards) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[2] -> tableau[4] (3 cards) | tableau[6] -> tableau[7] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[7] -> tableau[1] (3 cards) | tableau[7] -> foundations[2] (1 card) | "
    "tableau[4] -> foundations[2] (1 card) | tableau[6] -> tableau[7] (1 card) | "
    "tableau[4] -> tableau[5] (3 cards) | tableau[5] -> tableau[2] (5 cards) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[7] -> tableau[6] (3 cards) | tableau[2] -> tableau[7] (2 cards) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[7] -> tableau[2] (3 cards) | "
    "tableau[7] -> foundations[2] (1 card) | tableau[6] -> tableau[7] (5 cards) | "
    "tableau[2] -> tableau[4] (4 cards) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "tableau[4] -> tableau[2] (4 cards) | tableau[3] -> tableau[4] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[7] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "tableau[7] -> tableau[6] (4 cards) | tableau[7] -> foundations[1] (1 card) | "
    "tableau[6] -> tableau[7] (5 cards) | tableau[1] -> tableau[0] (3 cards) | "
    "tableau[2] -> tableau[6] (2 cards) | tableau[6] -> tableau[3] (1 card) | "
    "tableau[6] -> foundations[1] (1 card) | tableau[6] -> foundations[1] (1 card) | "
    "tableau[4] -> foundations[1] (1 card) | tableau[3] -> tableau[1] (2 cards) | "
    "tableau[5] -> tableau[3] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[1] (2 cards) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[5] -> tableau[3] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> tableau[3] (1 card) | tableau[7] -> tableau[1] (1 card) | "
    "tableau[3] -> tableau[1] (2 cards) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[7] -> foundations[0] (1 card) | tableau[1] -> tableau[3] (8 cards) | "
    "tableau[3] -> tableau[0] (4 cards) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[7] -> tableau[3] (1 card) | tableau[7] -> foundations[0] (1 card) | "
    "tableau[3] -> tableau[7] (2 cards) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | tableau[7] -> tableau[3] (4 cards) | "
    "tableau[7] -> foundations[0] (1 card) | tableau[6] -> foundations[0] (1 card) | "
    "tableau[6] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[7] -> foundations[3] (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(c)) for c in TABLEAU] == [6, 6, 7, 7, 7, 7, 6, 6]
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "PySolFC" in g.rules_text()


def test_columns_and_foundations(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[0] -> tableau[7]", "tableau[1] -> tableau[7]")  # 7S, 7D on 8C
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="7S cannot go on 7D: build down regardless of suit"
    )
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill an empty found")
    g.assert_refused("drag tableau[2]:5 -> tableau[3]", reason="not in sequence|cannot go on")


def test_a_run_moves_together(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:5]))
    g.assert_cards("tableau[6]", "3C KS QH 10C JD 10S 9S 8C")
    g.assert_cards("tableau[7]", "2H 6D 6C JC")
    g.play("tableau[6] -> tableau[7] (3 cards)")  # 10S 9S 8C on JC
    g.assert_cards("tableau[7]", "2H 6D 6C JC 10S 9S 8C")
    assert g.cards("foundations[0]")[0].name == "AS"
    g.assert_refused(
        "foundations[0] -> tableau[4]", reason="cannot move from foundation 1"
    )  # AS, 2C


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=1)
    space = first_space(g, WON_1, TABLEAU)
    assert fillers(g, space) == with_cards(g, TABLEAU)


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    # seed 234 offers one move, and after it none (found by a depth-first search)
    g = game(GAME, seed=234)
    g.play("tableau[0] -> tableau[7] (1 card)")
    g.assert_status("lost")
    assert g.moves() == [] and g.score == 0
    assert game(GAME, seed=153).status == "lost"  # a deal with no move at all
