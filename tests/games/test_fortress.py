"""Fortress (games_src/fortress.pl), played through the `game` fixture:
PySolFC's rules, ten columns (the first two of six cards), up or down in
suit, one card at a time, any card in an empty column."""

from __future__ import annotations

GAME = "fortress"  # the plugin compiled from games_src/fortress.pl
TABLEAU = [f"tableau[{i}]" for i in range(10)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py fortress --seeds 9`.
WON_9 = (
    "tableau[1] -> foundations[0] | tableau[4] -> tableau[7] | tableau[3] -> tableau[7] | "
    "tableau[6] -> tableau[7] | tableau[0] -> tableau[6] | tableau[5] -> tableau[3] | "
    "tableau[8] -> tableau[5] | tableau[8] -> tableau[2] | tableau[1] -> tableau[8] | "
    "tableau[1] -> tableau[9] | tableau[1] -> tableau[3] | tableau[1] -> tableau[5] | "
    "tableau[1] -> foundations[1] | tableau[4] -> tableau[5] | tableau[4] -> tableau[1] | "
    "tableau[4] -> foundations[0] | tableau[4] -> tableau[9] | tableau[3] -> tableau[4] | "
    "tableau[3] -> tableau[4] | tableau[3] -> foundations[0] | tableau[4] -> foundations[0] |"
    " tableau[4] -> foundations[0] | tableau[8] -> tableau[4] | tableau[8] -> foundations[0] "
    "| tableau[4] -> foundations[0] | tableau[8] -> tableau[4] | tableau[8] -> foundations[0]"
    " | tableau[2] -> tableau[8] | tableau[2] -> tableau[8] | tableau[1] -> tableau[2] | "
    "tableau[0] -> tableau[8] | tableau[0] -> foundations[1] | tableau[9] -> foundations[1] |"
    " tableau[9] -> foundations[1] | tableau[9] -> foundations[1] | tableau[9] -> "
    "foundations[2] | tableau[0] -> tableau[1] | tableau[0] -> tableau[3] | tableau[0] -> "
    "foundations[3] | tableau[2] -> foundations[3] | tableau[2] -> foundations[3] | "
    "tableau[6] -> tableau[0] | tableau[6] -> tableau[0] | tableau[6] -> tableau[8] | "
    "tableau[6] -> foundations[3] | tableau[1] -> foundations[3] | tableau[8] -> "
    "foundations[3] | tableau[8] -> foundations[3] | tableau[8] -> foundations[3] | "
    "tableau[8] -> foundations[3] | tableau[5] -> tableau[1] | tableau[5] -> tableau[1] | "
    "tableau[5] -> tableau[1] | tableau[5] -> tableau[1] | tableau[5] -> tableau[6] | "
    "tableau[5] -> foundations[2] | tableau[5] -> tableau[0] | tableau[9] -> tableau[5] | "
    "tableau[9] -> foundations[0] | tableau[9] -> foundations[2] | tableau[1] -> tableau[8] |"
    " tableau[1] -> tableau[8] | tableau[1] -> tableau[8] | tableau[1] -> tableau[8] | "
    "tableau[2] -> tableau[1] | tableau[2] -> foundations[3] | tableau[0] -> foundations[3] |"
    " tableau[0] -> foundations[3] | tableau[0] -> foundations[3] | tableau[2] -> tableau[1] "
    "| tableau[7] -> tableau[1] | tableau[7] -> tableau[1] | tableau[7] -> tableau[1] | "
    "tableau[7] -> tableau[1] | tableau[5] -> tableau[1] | tableau[7] -> tableau[1] | "
    "tableau[7] -> foundations[1] | tableau[8] -> foundations[1] | tableau[8] -> "
    "foundations[1] | tableau[8] -> foundations[1] | tableau[8] -> foundations[1] | "
    "tableau[4] -> tableau[1] | tableau[3] -> tableau[0] | tableau[3] -> tableau[0] | "
    "tableau[3] -> foundations[2] | tableau[3] -> foundations[1] | tableau[0] -> "
    "foundations[1] | tableau[0] -> foundations[1] | tableau[1] -> foundations[2] | "
    "tableau[1] -> foundations[2] | tableau[1] -> foundations[2] | tableau[1] -> "
    "foundations[2] | tableau[1] -> foundations[2] | tableau[1] -> foundations[2] | "
    "tableau[1] -> foundations[2] | tableau[1] -> foundations[2] | tableau[1] -> "
    "foundations[2] | tableau[6] -> tableau[0] | tableau[6] -> foundations[0] | tableau[0] ->"
    " foundations[0] | tableau[7] -> tableau[0] | tableau[7] -> foundations[0] | tableau[0] "
    "-> foundations[0] "
)
# Found by `solve_games_a.py fortress --seeds 9 --lose`.
LOST_9 = "tableau[4] -> tableau[3] | tableau[7] -> tableau[3] | tableau[1] -> foundations[0] "


def test_deal(game):
    g = game(GAME, seed=9)
    assert [len(g.cards(c)) for c in TABLEAU] == [6, 6] + [5] * 8
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and "up or down in suit" in g.rules_text()


def test_moves_per_pile(game):
    g = game(GAME, seed=9)
    g.assert_cards("tableau[3]", "JS 4H QS 3D 10H")
    g.assert_cards("tableau[4]", "3S 2D 2C 7S 9H")
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="KC cannot go on AD: build up or down in suit"
    )
    g.assert_refused("tableau[0] -> tableau[1] (3 cards)", reason="only one card at a time")
    g.assert_legal("tableau[4] -> tableau[3]", "tableau[3] -> tableau[4]")  # 9H and 10H: both ways
    g.assert_legal(*(f"tableau[1] -> {f}" for f in FOUNDATIONS))
    g.play("tableau[1] -> foundations[0]")
    g.assert_refused("foundations[0] -> tableau[1]", reason="AD cannot go on 7D")
    g.assert_refused("tableau[9] -> foundations[0]", reason="5S cannot go on AD: build up in suit")


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=9)
    for text in WON_9.split("|"):
        g.play(text)
        empty = [c for c in TABLEAU if not g.cards(c)]
        if empty:
            tops = [c for c in TABLEAU if g.cards(c)]
            assert {m.source for m in g.moves() if m.target == empty[0]} == set(tops)
            return
    raise AssertionError("the won game never empties a column")


def test_won_game(game):
    g = game(GAME, seed=9)
    g.play_all(WON_9)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=9)
    g.play_all(LOST_9)
    g.assert_status("lost")
    assert g.moves() == []
