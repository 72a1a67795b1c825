"""Streets and Alleys (games_src/streets_and_alleys.pl), played through the
`game` fixture: PySolFC's rules, eight rows (four of seven, four of six),
down regardless of suit, any card in an empty row, supermoves."""

from __future__ import annotations

GAME = "streets_and_alleys"  # the plugin compiled from games_src/streets_and_alleys.pl
TABLEAU = [f"tableau[{i}]" for i in range(8)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_a.py streets_and_alleys --seeds 12`.
WON_12 = (
    "tableau[1] -> foundations[0] | tableau[4] -> foundations[0] | tableau[4] -> tableau[3] |"
    " tableau[7] -> tableau[4] | tableau[7] -> tableau[3] | tableau[5] -> tableau[1] | "
    "tableau[7] -> tableau[5] | tableau[7] -> foundations[1] | tableau[4] -> foundations[1] |"
    " tableau[4] -> tableau[5] | tableau[4] -> tableau[0] | tableau[1] -> tableau[0] | "
    "tableau[4] -> tableau[0] | tableau[4] -> tableau[0] | tableau[2] -> tableau[0] | "
    "tableau[2] -> tableau[0] | tableau[2] -> foundations[1] | tableau[5] -> tableau[0] | "
    "tableau[7] -> tableau[2] | tableau[7] -> foundations[0] | tableau[3] -> tableau[0] | "
    "tableau[3] -> tableau[4] (2 cards) | tableau[0] -> tableau[4] | tableau[3] -> tableau[7]"
    " | tableau[3] -> tableau[7] | tableau[0] -> tableau[3] | tableau[0] -> foundations[1] | "
    "tableau[5] -> foundations[1] | tableau[5] -> tableau[7] | tableau[5] -> foundations[2] |"
    " tableau[4] -> foundations[2] | tableau[3] -> foundations[2] | tableau[3] -> "
    "foundations[0] | tableau[3] -> foundations[0] | tableau[4] -> tableau[5] | tableau[4] ->"
    " foundations[2] | tableau[0] -> foundations[2] | tableau[0] -> foundations[2] | "
    "tableau[0] -> foundations[2] | tableau[7] -> foundations[2] | tableau[0] -> tableau[3] |"
    " tableau[6] -> tableau[3] | tableau[6] -> foundations[1] | tableau[2] -> foundations[1] "
    "| tableau[3] -> tableau[2] | tableau[3] -> foundations[1] | tableau[7] -> foundations[2]"
    " | tableau[0] -> foundations[2] | tableau[6] -> tableau[7] | tableau[0] -> tableau[6] | "
    "tableau[7] -> tableau[6] | tableau[0] -> tableau[4] | tableau[0] -> foundations[1] | "
    "tableau[0] -> foundations[0] | tableau[2] -> foundations[0] | tableau[2] -> "
    "foundations[0] | tableau[6] -> foundations[0] | tableau[1] -> tableau[4] | tableau[2] ->"
    " tableau[3] | tableau[6] -> tableau[4] | tableau[1] -> tableau[2] | tableau[1] -> "
    "tableau[3] | tableau[5] -> tableau[2] | tableau[1] -> tableau[2] | tableau[1] -> "
    "foundations[3] | tableau[2] -> foundations[3] | tableau[2] -> foundations[3] | "
    "tableau[2] -> foundations[3] | tableau[2] -> foundations[3] | tableau[3] -> tableau[4] |"
    " tableau[3] -> foundations[0] | tableau[3] -> foundations[3] | tableau[4] -> "
    "foundations[3] | tableau[4] -> foundations[3] | tableau[4] -> foundations[3] | "
    "tableau[4] -> foundations[3] | tableau[0] -> foundations[3] | tableau[6] -> "
    "foundations[3] | tableau[6] -> foundations[3] | tableau[4] -> foundations[0] | "
    "tableau[6] -> foundations[0] | tableau[6] -> foundations[1] | tableau[5] -> "
    "foundations[1] | tableau[0] -> foundations[0] | tableau[4] -> foundations[1] | "
    "tableau[4] -> foundations[1] | tableau[1] -> tableau[0] | tableau[0] -> tableau[1] (2 "
    "cards) | tableau[0] -> foundations[2] | tableau[1] -> foundations[2] | tableau[1] -> "
    "foundations[2] "
)
# Found by `solve_games_a.py streets_and_alleys --seeds 12 --lose`.
LOST_12 = (
    "tableau[1] -> foundations[0] | tableau[5] -> tableau[1] | tableau[4] -> foundations[0] |"
    " tableau[7] -> tableau[4] | tableau[3] -> tableau[5] | tableau[3] -> tableau[1] | "
    "tableau[3] -> tableau[1] "
)


def test_deal(game):
    g = game(GAME, seed=12)
    assert [len(g.cards(c)) for c in TABLEAU] == [7, 7, 7, 7, 6, 6, 6, 6]
    assert all(card.face_up for p in g.stacks() for card in g.cards(p))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for p in g.stacks() for card in g.cards(p)}) == 52
    assert g.score == 0 and g.layout().piles["tableau[4]"].fan == "right"


def test_moves_per_pile(game):
    g = game(GAME, seed=12)
    g.assert_cards("tableau[1]", "QS AH 2H 7H 5H QC AD")
    g.assert_cards("tableau[4]", "9H 10S QH 3S 3H 2D")
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only an ace may fill an empty foundation"
    )
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="KC cannot go on AD: build down regardless of suit"
    )
    assert {str(m) for m in g.moves()} == {
        *(f"tableau[1] -> {f} (1 card)" for f in FOUNDATIONS),
        "tableau[1] -> tableau[4] (1 card)",  # AD on 2D
        "tableau[1] -> tableau[7] (1 card)",  # AD on 2C: any suit
    }
    g.play("tableau[1] -> foundations[0]")
    g.assert_refused(
        "foundations[0] -> tableau[4]", reason="cannot move from foundation 1 to tableau 5"
    )
    g.assert_legal("tableau[4] -> foundations[0]")  # 2D on AD
    g.assert_refused("tableau[7] -> foundations[0]", reason="2C cannot go on AD: build up in suit")


def test_runs_and_empty_rows(game):
    """Along the won game: any card may fill an empty row, and runs down by
    rank go no further than 2 ** (empty rows, the target not counted)."""
    g = game(GAME, seed=12)
    filled = runs = 0
    for text in WON_12.split("|"):
        empty = sum(not g.cards(c) for c in TABLEAU)
        for move in g.moves():
            if move.target in TABLEAU:
                assert move.count <= 2 ** (empty - (not g.cards(move.target)))
                filled += not g.cards(move.target) and g.cards(move.source)[-1].rank < 13
                runs += move.count > 1
        g.play(text)
    assert filled and runs


def test_won_game(game):
    g = game(GAME, seed=12)
    g.play_all(WON_12)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=12)
    g.play_all(LOST_12)
    g.assert_status("lost")
    assert g.moves() == []
