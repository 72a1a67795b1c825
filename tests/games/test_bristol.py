"""Bristol (games_src/bristol.pl), played through the `game` fixture:
PySolFC's rules, kings dealt to the bottom, columns down regardless of
suit, foundations up regardless of suit, a stock dealt onto three
reserves."""

from __future__ import annotations

GAME = "bristol"
TABLEAU = [f"tableau[{i}]" for i in range(8)]
RESERVES = [f"reserves[{i}]" for i in range(3)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_c.py bristol --seeds 1`.
WON_1 = (
    "tableau[7] -> tableau[1] | tableau[4] -> tableau[7] | tableau[4] -> foundations[0] | "
    "tableau[3] -> foundations[0] | tableau[7] -> foundations[0] | tableau[7] -> "
    "foundations[0] | reserves[1] -> foundations[0] | tableau[6] -> foundations[0] | "
    "tableau[3] -> foundations[0] | tableau[3] -> foundations[0] | tableau[1] -> "
    "foundations[0] | tableau[1] -> foundations[0] | tableau[2] -> foundations[0] | "
    "tableau[2] -> foundations[1] | tableau[4] -> foundations[1] | tableau[6] -> "
    "foundations[1] | tableau[2] -> foundations[1] | tableau[6] -> foundations[0] | "
    "reserves[2] -> foundations[0] | click deck | reserves[2] -> foundations[1] | click deck "
    "| reserves[2] -> foundations[1] | click deck | click deck | reserves[1] -> tableau[7] | "
    "click deck | click deck | reserves[2] -> foundations[2] | reserves[1] -> foundations[1] "
    "| reserves[2] -> foundations[1] | click deck | reserves[1] -> foundations[1] | "
    "tableau[0] -> foundations[1] | tableau[0] -> foundations[1] | tableau[0] -> "
    "foundations[2] | tableau[7] -> foundations[2] | tableau[7] -> foundations[2] | "
    "reserves[2] -> foundations[2] | click deck | reserves[0] -> foundations[3] | click deck "
    "| reserves[0] -> foundations[2] | reserves[0] -> tableau[5] | reserves[0] -> "
    "foundations[1] | reserves[0] -> tableau[5] | reserves[2] -> tableau[5] | reserves[0] -> "
    "tableau[5] | reserves[0] -> foundations[3] | reserves[1] -> tableau[5] | tableau[1] -> "
    "tableau[5] | tableau[1] -> foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> "
    "foundations[3] | tableau[5] -> foundations[3] | tableau[5] -> foundations[2] | "
    "tableau[5] -> foundations[2] | tableau[5] -> foundations[2] | tableau[5] -> "
    "foundations[2] | reserves[2] -> foundations[2] | reserves[2] -> foundations[1] | "
    "reserves[0] -> tableau[5] | reserves[0] -> foundations[3] | tableau[5] -> foundations[3] "
    "| tableau[5] -> foundations[3] | reserves[1] -> foundations[3] | reserves[0] -> "
    "foundations[2] | reserves[1] -> foundations[2] | reserves[1] -> foundations[3] | "
    "reserves[1] -> foundations[3] | tableau[5] -> foundations[3] "
)
# Found by `solve_games_c.py bristol --seeds 2 --lose`.
LOST_2 = (
    "tableau[0] -> tableau[2] | click deck | tableau[1] -> tableau[7] | tableau[4] -> "
    "foundations[0] | tableau[4] -> tableau[1] | tableau[3] -> foundations[1] | tableau[5] -> "
    "tableau[3] | reserves[0] -> tableau[5] | click deck | click deck | click deck | click "
    "deck | reserves[0] -> tableau[3] | reserves[2] -> tableau[3] | click deck | click deck | "
    "click deck | click deck "
)


def test_deal(game):
    for seed in (1, 2, 3):
        g = game(GAME, seed=seed)
        assert [len(g.cards(c)) for c in TABLEAU] == [3] * 8
        assert [len(g.cards(r)) for r in RESERVES] == [1, 1, 1]
        assert len(g.cards("deck")) == 25
        for column in TABLEAU:
            ranks = [card.rank for card in g.cards(column)]
            # kings lie at the bottom, under every other card
            assert ranks == sorted(ranks, key=lambda r: r != 13)
        assert all(card.face_up for c in TABLEAU + RESERVES for card in g.cards(c))
        assert not any(g.cards(f) for f in FOUNDATIONS)
    assert g.title == "Bristol" and "regardless of suit" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "2D JH 10D")
    g.assert_cards("reserves[0]", "QC")
    g.assert_refused("tableau[0] -> tableau[1]", reason="10D cannot go on 10C: build down")
    g.assert_refused("reserves[0] -> foundations[0]", reason="only an ace may fill")
    g.assert_refused("tableau[7] -> reserves[0]", reason="nothing may be built on a reserve")
    g.assert_legal("tableau[7] -> tableau[1]", "reserves[1] -> tableau[6]", "click deck")
    g.play("click deck")  # one card on each reserve
    assert [len(g.cards(r)) for r in RESERVES] == [2, 2, 2] and len(g.cards("deck")) == 22


def test_foundations_ignore_suit_and_columns_stay_empty(game):
    g = game(GAME, seed=1)
    moves = [m for m in WON_1.split("|") if m.strip()]
    g.play(*moves[:7])  # AH 2H 3H 4H home, then 5C on them
    assert [c.rank for c in g.cards("foundations[0]")] == [1, 2, 3, 4, 5]
    assert g.cards("foundations[0]")[-1].suit == "C"
    g.play(*moves[7:10])
    assert not g.cards("tableau[3]")
    g.assert_refused("reserves[0] -> tableau[3]", reason="nothing may be put on an empty tableau")


def test_the_stock_deals_its_last_card_alone(game):
    g = game(GAME, seed=2)
    for _ in range(8):
        g.play("click deck")
    assert len(g.cards("deck")) == 1
    sizes = [len(g.cards(r)) for r in RESERVES]
    g.play("click deck")
    assert [len(g.cards(r)) for r in RESERVES] == [sizes[0] + 1, sizes[1], sizes[2]]
    g.assert_refused("click deck")


def test_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == [] and not g.cards("deck")
