"""Baker's Dozen (games_src/bakers_dozen.pl), played through the `game`
fixture: PySolFC's rules, thirteen columns of four with the kings at the
bottom, down regardless of suit, one card at a time, empty columns stay
empty."""

from __future__ import annotations

GAME = "bakers_dozen"  # the plugin compiled from games_src/bakers_dozen.pl
TABLEAU = [f"tableau[{i}]" for i in range(13)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py bakers_dozen --seeds 2 --dfs`.
WON_2 = (
    "tableau[3] -> foundations[0] | tableau[1] -> foundations[1] | tableau[12] -> tableau[4] "
    "| tableau[12] -> foundations[0] | tableau[2] -> foundations[0] | tableau[11] -> "
    "tableau[2] | tableau[11] -> foundations[0] | tableau[10] -> tableau[4] | tableau[3] -> "
    "tableau[8] | tableau[3] -> foundations[2] | tableau[2] -> foundations[2] | tableau[2] ->"
    " foundations[2] | tableau[11] -> tableau[3] | tableau[11] -> foundations[0] | tableau[4]"
    " -> foundations[0] | tableau[10] -> tableau[5] | tableau[10] -> foundations[1] | "
    "tableau[8] -> tableau[3] | tableau[12] -> tableau[3] | tableau[8] -> tableau[1] | "
    "tableau[1] -> tableau[4] | tableau[3] -> tableau[8] | tableau[4] -> tableau[1] | "
    "tableau[3] -> tableau[1] | tableau[3] -> tableau[4] | tableau[1] -> tableau[4] | "
    "tableau[1] -> tableau[3] | tableau[4] -> tableau[3] | tableau[4] -> tableau[1] | "
    "tableau[8] -> tableau[3] | tableau[1] -> tableau[4] | tableau[8] -> tableau[4] | "
    "tableau[1] -> tableau[8] | tableau[1] -> tableau[10] | tableau[1] -> foundations[3] | "
    "tableau[6] -> foundations[3] | tableau[6] -> foundations[3] | tableau[5] -> tableau[10] "
    "| tableau[6] -> tableau[12] | tableau[5] -> tableau[6] | tableau[9] -> tableau[5] | "
    "tableau[9] -> foundations[3] | tableau[4] -> foundations[3] | tableau[4] -> "
    "foundations[3] | tableau[4] -> foundations[3] | tableau[4] -> foundations[3] | "
    "tableau[10] -> tableau[6] | tableau[12] -> tableau[0] | tableau[12] -> foundations[3] | "
    "tableau[2] -> tableau[10] | tableau[2] -> tableau[10] | tableau[5] -> tableau[10] | "
    "tableau[5] -> foundations[3] | tableau[5] -> foundations[1] | tableau[3] -> "
    "foundations[1] | tableau[3] -> foundations[1] | tableau[7] -> foundations[3] | "
    "tableau[0] -> tableau[10] | tableau[4] -> tableau[5] | tableau[4] -> foundations[1] | "
    "tableau[4] -> foundations[2] | tableau[3] -> tableau[8] | tableau[3] -> foundations[1] |"
    " tableau[10] -> foundations[1] | tableau[10] -> foundations[1] | tableau[0] -> "
    "tableau[10] | tableau[0] -> foundations[0] | tableau[9] -> foundations[0] | tableau[9] "
    "-> foundations[2] | tableau[8] -> foundations[2] | tableau[8] -> foundations[2] | "
    "tableau[8] -> foundations[2] | tableau[10] -> foundations[2] | tableau[8] -> "
    "foundations[0] | tableau[10] -> foundations[2] | tableau[0] -> foundations[0] | "
    "tableau[0] -> foundations[3] | tableau[7] -> foundations[2] | tableau[5] -> "
    "foundations[2] | tableau[10] -> foundations[0] | tableau[7] -> foundations[1] | "
    "tableau[7] -> foundations[3] | tableau[6] -> foundations[1] | tableau[10] -> "
    "foundations[1] | tableau[10] -> foundations[1] | tableau[6] -> foundations[0] | "
    "tableau[5] -> foundations[0] | tableau[6] -> foundations[2] "
)
# Found by `solve_games_a.py bakers_dozen --seeds 2 --lose`.
LOST_2 = (
    "tableau[10] -> tableau[12] | tableau[11] -> tableau[2] | tableau[7] -> tableau[5] | "
    "tableau[3] -> foundations[0] | tableau[11] -> tableau[3] | tableau[1] -> foundations[1] "
    "| tableau[12] -> tableau[1] | tableau[12] -> tableau[4] | tableau[11] -> tableau[4] | "
    "tableau[11] -> tableau[1] | tableau[12] -> foundations[0] | tableau[12] -> tableau[1] "
)


def test_deal(game):
    for seed in (1, 2, 3):
        g = game(GAME, seed=seed)
        assert [len(g.cards(c)) for c in TABLEAU] == [4] * 13
        assert all(card.face_up for p in g.stacks() for card in g.cards(p))
        assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck", "hold", "rest"])
        assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
        for column in TABLEAU:  # no king lies on a card that is not a king
            ranks = [card.rank for card in g.cards(column)]
            kings = ranks.count(13)
            assert ranks[:kings] == [13] * kings


def test_moves_per_pile(game):
    g = game(GAME, seed=2)
    g.assert_cards("tableau[1]", "AH QS 7C AS")
    g.assert_cards("tableau[6]", "KC 8S 3H 2H")
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused("tableau[0] -> tableau[1]", reason="9C cannot go on AS: build down regardless")
    g.assert_refused("tableau[0] -> hold", reason="cannot move from tableau 1 to the hold")
    g.assert_refused("tableau[0] -> tableau[1] (2 cards)", reason="only one card at a time")
    g.assert_legal(*(f"tableau[1] -> {f}" for f in FOUNDATIONS))
    g.assert_legal("tableau[1] -> tableau[6]")  # AS on 2H: any suit
    g.play("tableau[1] -> foundations[0]", "tableau[3] -> foundations[1]")
    g.assert_refused("foundations[0] -> tableau[3]", reason="AS cannot go on 5S")
    g.assert_refused("tableau[3] -> foundations[0]", reason="5S cannot go on AS")


def test_an_empty_column_stays_empty(game):
    g = game(GAME, seed=2)
    for text in WON_2.split("|"):
        g.play(text)
        empty = [c for c in TABLEAU if not g.cards(c)]
        if empty:
            assert all(m.target != empty[0] for m in g.moves())
            source = next(c for c in TABLEAU if g.cards(c))
            g.assert_refused(
                f"{source} -> {empty[0]}", reason="nothing may be put on an empty tableau"
            )
            return
    raise AssertionError("the won game never empties a column")


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
