"""King Albert (games_src/king_albert.pl, rules in include/king_albert.pl),
played through the `game` fixture: PySolFC's rules, nine columns built
down in alternate colours one card at a time, a reserve of seven that is
never filled."""

from __future__ import annotations

GAME = "king_albert"
TABLEAU = [f"tableau[{i}]" for i in range(9)]
RESERVES = [f"reserves[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_f.py king_albert --seeds 5 --dfs` (shortened).
WON_5 = (
    "tableau[0] -> tableau[2] | tableau[6] -> tableau[8] | tableau[7] -> tableau[1] | "
    "tableau[7] -> foundations[0] | reserves[0] -> tableau[2] | reserves[6] -> tableau[1] | "
    "tableau[4] -> tableau[3] | tableau[7] -> tableau[2] | reserves[3] -> tableau[7] | "
    "tableau[3] -> tableau[0] | tableau[3] -> tableau[6] | tableau[0] -> tableau[6] | "
    "tableau[3] -> tableau[7] | reserves[4] -> tableau[3] | tableau[5] -> tableau[3] | "
    "tableau[5] -> tableau[3] | tableau[5] -> foundations[1] | tableau[2] -> foundations[1] | "
    "tableau[5] -> tableau[0] | tableau[8] -> tableau[7] | tableau[8] -> tableau[0] | "
    "tableau[5] -> tableau[8] | tableau[5] -> foundations[0] | tableau[7] -> tableau[0] | "
    "tableau[7] -> tableau[5] | tableau[0] -> tableau[5] | tableau[0] -> tableau[7] | "
    "tableau[0] -> tableau[8] | tableau[4] -> tableau[7] | tableau[5] -> tableau[0] | "
    "tableau[5] -> tableau[8] | tableau[0] -> tableau[8] | tableau[6] -> tableau[5] | "
    "tableau[6] -> tableau[0] | tableau[5] -> tableau[0] | tableau[6] -> tableau[5] | "
    "tableau[6] -> tableau[4] | tableau[6] -> foundations[2] | tableau[6] -> foundations[3] | "
    "reserves[2] -> foundations[2] | tableau[3] -> foundations[3] | tableau[2] -> "
    "foundations[3] | tableau[3] -> foundations[0] | tableau[6] -> foundations[1] | "
    "tableau[6] -> foundations[2] | tableau[2] -> foundations[1] | tableau[3] -> "
    "foundations[3] | tableau[4] -> foundations[2] | tableau[2] -> foundations[3] | "
    "tableau[3] -> foundations[1] | tableau[3] -> tableau[5] | tableau[8] -> tableau[3] | "
    "tableau[0] -> tableau[5] | tableau[0] -> tableau[6] | tableau[5] -> tableau[6] | "
    "tableau[7] -> tableau[8] | tableau[3] -> tableau[7] | tableau[8] -> tableau[3] | "
    "tableau[7] -> tableau[8] | tableau[6] -> tableau[5] | tableau[6] -> tableau[0] | "
    "tableau[3] -> tableau[6] | tableau[0] -> tableau[3] | tableau[6] -> tableau[0] | "
    "tableau[8] -> tableau[7] | tableau[8] -> tableau[6] | tableau[0] -> tableau[6] | "
    "tableau[3] -> tableau[0] | tableau[5] -> tableau[0] | tableau[2] -> tableau[3] | "
    "tableau[2] -> foundations[0] | tableau[4] -> foundations[0] | tableau[0] -> tableau[5] | "
    "tableau[0] -> tableau[4] | tableau[7] -> tableau[0] | tableau[3] -> tableau[2] | "
    "tableau[0] -> tableau[3] | tableau[2] -> tableau[0] | tableau[7] -> tableau[8] | "
    "tableau[3] -> tableau[8] | tableau[7] -> tableau[3] | tableau[5] -> tableau[4] | "
    "tableau[0] -> tableau[2] | tableau[3] -> tableau[0] | tableau[7] -> tableau[3] | "
    "tableau[0] -> tableau[3] | tableau[2] -> tableau[0] | tableau[7] -> tableau[2] | "
    "tableau[4] -> tableau[5] | tableau[7] -> tableau[5] | tableau[7] -> foundations[1] | "
    "tableau[7] -> foundations[0] | tableau[1] -> foundations[0] | tableau[8] -> tableau[7] | "
    "tableau[8] -> tableau[3] | tableau[7] -> tableau[3] | reserves[1] -> tableau[5] | "
    "tableau[4] -> tableau[7] | tableau[4] -> tableau[2] | tableau[4] -> foundations[1] | "
    "tableau[7] -> tableau[2] | tableau[8] -> tableau[4] | tableau[8] -> tableau[7] | "
    "tableau[4] -> tableau[7] | tableau[8] -> tableau[4] | tableau[8] -> foundations[2] | "
    "tableau[8] -> foundations[0] | tableau[8] -> tableau[3] | tableau[0] -> tableau[3] | "
    "tableau[4] -> tableau[0] | tableau[1] -> tableau[4] | tableau[5] -> tableau[1] | "
    "tableau[4] -> tableau[5] | tableau[0] -> tableau[4] | tableau[3] -> tableau[0] | "
    "tableau[3] -> tableau[6] | tableau[0] -> tableau[6] | tableau[4] -> tableau[0] | "
    "tableau[1] -> tableau[4] | tableau[5] -> tableau[1] | tableau[4] -> tableau[5] | "
    "tableau[0] -> tableau[4] | tableau[2] -> tableau[0] | tableau[2] -> tableau[8] | "
    "tableau[0] -> tableau[8] | tableau[4] -> tableau[0] | tableau[1] -> tableau[4] | "
    "tableau[5] -> tableau[1] | tableau[4] -> tableau[5] | tableau[2] -> tableau[4] | "
    "tableau[6] -> tableau[2] | tableau[6] -> tableau[3] | tableau[2] -> tableau[3] | "
    "tableau[4] -> tableau[2] | tableau[1] -> tableau[4] | tableau[5] -> tableau[1] | "
    "tableau[4] -> tableau[5] | tableau[2] -> tableau[4] | tableau[8] -> tableau[2] | "
    "tableau[8] -> tableau[4] | tableau[2] -> tableau[4] | tableau[0] -> tableau[2] | "
    "tableau[1] -> tableau[0] | tableau[5] -> tableau[1] | tableau[0] -> tableau[5] | "
    "tableau[2] -> tableau[0] | tableau[3] -> tableau[2] | tableau[3] -> tableau[6] | "
    "tableau[2] -> tableau[6] | tableau[0] -> tableau[2] | tableau[1] -> tableau[0] | "
    "tableau[5] -> tableau[1] | tableau[0] -> tableau[5] | tableau[2] -> tableau[0] | "
    "tableau[3] -> tableau[2] | tableau[3] -> tableau[7] | tableau[2] -> tableau[7] | "
    "tableau[0] -> tableau[2] | tableau[1] -> tableau[0] | tableau[5] -> tableau[1] | "
    "tableau[0] -> tableau[5] | tableau[2] -> tableau[0] | tableau[6] -> tableau[2] | "
    "tableau[6] -> tableau[7] | tableau[2] -> tableau[7] | tableau[0] -> tableau[2] | "
    "tableau[1] -> tableau[0] | tableau[5] -> tableau[1] | tableau[0] -> tableau[5] | "
    "tableau[2] -> tableau[0] | tableau[6] -> tableau[2] | tableau[6] -> tableau[3] | "
    "tableau[2] -> tableau[3] | tableau[0] -> tableau[6] | tableau[1] -> tableau[0] | "
    "tableau[5] -> tableau[1] | tableau[5] -> foundations[0] | tableau[6] -> tableau[2] | "
    "tableau[1] -> tableau[6] | tableau[0] -> tableau[1] | tableau[6] -> tableau[0] | "
    "tableau[1] -> tableau[6] | tableau[1] -> tableau[5] | tableau[1] -> foundations[3] | "
    "tableau[7] -> foundations[3] | tableau[6] -> foundations[3] | tableau[7] -> "
    "foundations[1] | tableau[5] -> foundations[1] | tableau[7] -> foundations[3] | "
    "tableau[5] -> foundations[3] | tableau[7] -> foundations[1] | tableau[7] -> "
    "foundations[3] | tableau[5] -> foundations[1] | tableau[5] -> foundations[3] | "
    "reserves[5] -> foundations[3] | tableau[7] -> tableau[2] | tableau[0] -> tableau[1] | "
    "tableau[3] -> tableau[0] | tableau[3] -> foundations[0] | tableau[4] -> foundations[0] | "
    "tableau[2] -> foundations[0] | tableau[8] -> foundations[0] | tableau[2] -> tableau[5] | "
    "tableau[3] -> tableau[2] | tableau[3] -> foundations[1] | tableau[2] -> tableau[3] | "
    "tableau[5] -> tableau[2] | tableau[3] -> tableau[5] | tableau[4] -> tableau[3] | "
    "tableau[4] -> foundations[1] | tableau[1] -> tableau[4] | tableau[2] -> tableau[1] | "
    "tableau[0] -> tableau[2] | tableau[1] -> tableau[0] | tableau[3] -> tableau[1] | "
    "tableau[5] -> tableau[3] | tableau[8] -> tableau[5] | tableau[8] -> foundations[2] | "
    "tableau[5] -> foundations[2] | tableau[4] -> foundations[2] | tableau[2] -> "
    "foundations[2] | tableau[8] -> foundations[2] | tableau[3] -> foundations[2] | "
    "tableau[1] -> foundations[2] | tableau[0] -> foundations[2]"
)
# Found by `solve_games_f.py king_albert --seeds 1 --lose`.
LOST_1 = (
    "reserves[1] -> foundations[0] | reserves[4] -> foundations[1] | reserves[5] -> "
    "tableau[8] | tableau[3] -> tableau[5] | reserves[6] -> tableau[4]"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == [*RESERVES, "deck", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(t)) for t in TABLEAU] == list(range(1, 10))
    assert [len(g.cards(r)) for r in RESERVES] == [1] * 7
    assert all(c.face_up for name in g.stacks() for c in g.cards(name))
    assert len({c.id for name in g.stacks() for c in g.cards(name)}) == 52
    assert not g.cards("deck") and not any(g.cards(f) for f in FOUNDATIONS)
    assert g.title == "King Albert" and "Alicante" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "5S")
    g.assert_cards("tableau[5]", "7D 3S 6H 4C 9H 10S")
    g.assert_legal("reserves[1] -> foundations[0]", "tableau[3] -> tableau[5]")
    g.assert_legal("reserves[6] -> tableau[4]")  # JS on QD
    g.assert_refused("tableau[0] -> tableau[1]", reason="5S cannot go on 5D: build down in alt")
    g.assert_refused("tableau[1] -> foundations[0]", reason="only an ace may fill")
    g.assert_refused("drag tableau[0]:0 -> reserves[0]", reason="nothing may be built on a reserve")
    g.play("tableau[3] -> tableau[5]")  # 9D on 10S
    g.assert_refused("tableau[5] -> tableau[1] (2 cards)", reason="only one card at a time")
    g.play("reserves[1] -> foundations[0]")  # AH
    g.assert_refused("drag foundations[0]:0 -> tableau[8]", reason="cannot")


def test_any_card_fills_an_empty_column(game):
    g = game(GAME, seed=5)
    for move in WON_5.split("|"):
        g.play(move.strip())
        empty = [t for t in TABLEAU if not g.cards(t)]
        if empty:
            break
    tops = [p for p in TABLEAU + RESERVES if g.cards(p)]
    assert tops and all((p, empty[0]) in {(m.source, m.target) for m in g.moves()} for p in tops)


def test_won_game(game):
    g = game(GAME, seed=5)
    g.play_all(WON_5)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == []
