"""Simple Simon (games_src/simple_simon.pl), played through the `game`
fixture: Aisleriot's rules, columns down regardless of suit, runs of one
suit move, whole suits go home."""

from __future__ import annotations

GAME = "simple_simon"
TABLEAU = [f"tableau[{i}]" for i in range(10)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_c.py simple_simon --seeds 1` (a depth-first search
# that joins runs of one suit first): 349 moves.
WON_1 = (
    "tableau[4] -> tableau[9] (1 card) | tableau[5] -> tableau[8] (1 card) | tableau[0] -> "
    "tableau[8] (1 card) | tableau[0] -> tableau[5] (1 card) | tableau[0] -> tableau[2] (1 "
    "card) | tableau[0] -> tableau[4] (1 card) | tableau[0] -> tableau[1] (1 card) | "
    "tableau[1] -> tableau[4] (2 cards) | tableau[0] -> tableau[1] (1 card) | tableau[6] -> "
    "tableau[4] (1 card) | tableau[6] -> tableau[4] (1 card) | tableau[7] -> tableau[2] (1 "
    "card) | tableau[7] -> tableau[4] (1 card) | tableau[7] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[7] (1 card) | tableau[0] -> tableau[1] (1 card) | tableau[6] -> "
    "tableau[1] (1 card) | tableau[5] -> tableau[6] (1 card) | tableau[3] -> tableau[5] (1 "
    "card) | tableau[8] -> tableau[0] (1 card) | tableau[8] -> tableau[4] (2 cards) | "
    "tableau[8] -> tableau[7] (1 card) | tableau[0] -> tableau[4] (1 card) | tableau[1] -> "
    "tableau[0] (1 card) | tableau[0] -> tableau[7] (1 card) | tableau[1] -> tableau[0] (1 "
    "card) | tableau[1] -> tableau[8] (1 card) | tableau[0] -> tableau[8] (1 card) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[0] -> tableau[8] (1 card) | tableau[7] -> "
    "tableau[1] (2 cards) | tableau[1] -> tableau[0] (1 card) | tableau[2] -> tableau[7] (1 "
    "card) | tableau[0] -> tableau[1] (1 card) | tableau[3] -> tableau[2] (1 card) | "
    "tableau[3] -> tableau[8] (1 card) | tableau[3] -> tableau[6] (1 card) | tableau[3] -> "
    "tableau[1] (1 card) | tableau[2] -> tableau[3] (2 cards) | tableau[2] -> tableau[0] (1 "
    "card) | tableau[7] -> tableau[2] (1 card) | tableau[2] -> tableau[0] (2 cards) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[0] -> tableau[7] (1 card) | tableau[7] -> "
    "tableau[4] (1 card) | tableau[2] -> tableau[7] (1 card) | tableau[7] -> tableau[0] (1 "
    "card) | tableau[3] -> tableau[7] (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[7] -> tableau[4] (1 card) | tableau[0] -> "
    "tableau[7] (1 card) | tableau[7] -> tableau[3] (1 card) | tableau[2] -> tableau[7] (1 "
    "card) | tableau[3] -> tableau[0] (1 card) | tableau[7] -> tableau[3] (1 card) | "
    "tableau[0] -> tableau[7] (1 card) | tableau[7] -> tableau[2] (1 card) | tableau[3] -> "
    "tableau[7] (1 card) | tableau[4] -> tableau[3] (1 card) | tableau[7] -> tableau[0] (1 "
    "card) | tableau[3] -> tableau[7] (1 card) | tableau[7] -> tableau[4] (1 card) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[7] -> tableau[3] (1 card) | tableau[4] -> "
    "tableau[7] (1 card) | tableau[0] -> tableau[2] (1 card) | tableau[7] -> tableau[0] (1 "
    "card) | tableau[2] -> tableau[7] (1 card) | tableau[7] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[7] (1 card) | tableau[3] -> tableau[0] (1 card) | tableau[7] -> "
    "tableau[2] (1 card) | tableau[0] -> tableau[7] (1 card) | tableau[2] -> tableau[3] (1 "
    "card) | tableau[7] -> tableau[2] (1 card) | tableau[3] -> tableau[7] (1 card) | "
    "tableau[7] -> tableau[0] (1 card) | tableau[2] -> tableau[7] (1 card) | tableau[4] -> "
    "tableau[2] (1 card) | tableau[7] -> tableau[4] (1 card) | tableau[2] -> tableau[7] (1 "
    "card) | tableau[7] -> tableau[3] (1 card) | tableau[0] -> tableau[7] (1 card) | "
    "tableau[4] -> tableau[0] (1 card) | tableau[7] -> tableau[2] (1 card) | tableau[0] -> "
    "tableau[7] (1 card) | tableau[7] -> tableau[4] (1 card) | tableau[3] -> tableau[7] (1 "
    "card) | tableau[7] -> tableau[0] (1 card) | tableau[3] -> tableau[7] (2 cards) | "
    "tableau[2] -> tableau[7] (1 card) | tableau[0] -> tableau[2] (1 card) | tableau[3] -> "
    "tableau[6] (1 card) | tableau[4] -> tableau[0] (1 card) | tableau[1] -> tableau[3] (1 "
    "card) | tableau[1] -> tableau[6] (2 cards) | tableau[3] -> tableau[6] (1 card) | "
    "tableau[0] -> tableau[3] (1 card) | tableau[3] -> tableau[4] (1 card) | tableau[1] -> "
    "tableau[3] (1 card) | tableau[4] -> tableau[0] (1 card) | tableau[1] -> tableau[4] (1 "
    "card) | tableau[1] -> tableau[9] (1 card) | tableau[1] -> tableau[6] (1 card) | "
    "tableau[7] -> tableau[1] (3 cards) | tableau[1] -> tableau[6] (4 cards) | tableau[5] -> "
    "tableau[1] (1 card) | tableau[3] -> tableau[9] (1 card) | tableau[0] -> tableau[3] (1 "
    "card) | tableau[0] -> tableau[7] (1 card) | tableau[2] -> tableau[0] (2 cards) | "
    "tableau[3] -> tableau[7] (1 card) | tableau[1] -> tableau[3] (1 card) | tableau[3] -> "
    "tableau[5] (1 card) | tableau[1] -> tableau[3] (1 card) | tableau[5] -> tableau[3] (1 "
    "card) | tableau[7] -> tableau[1] (2 cards) | tableau[2] -> tableau[7] (1 card) | "
    "tableau[8] -> tableau[2] (1 card) | tableau[2] -> tableau[7] (2 cards) | tableau[1] -> "
    "tableau[2] (3 cards) | tableau[2] -> tableau[1] (4 cards) | tableau[2] -> tableau[8] (1 "
    "card) | tableau[2] -> tableau[4] (1 card) | tableau[4] -> tableau[8] (5 cards) | "
    "tableau[6] -> tableau[4] (4 cards) | tableau[1] -> tableau[6] (4 cards) | tableau[4] -> "
    "tableau[1] (1 card) | tableau[4] -> tableau[2] (1 card) | tableau[1] -> tableau[2] (1 "
    "card) | tableau[4] -> tableau[1] (1 card) | tableau[2] -> tableau[1] (2 cards) | "
    "tableau[0] -> tableau[4] (3 cards) | tableau[4] -> tableau[0] (1 card) | tableau[4] -> "
    "tableau[2] (1 card) | tableau[0] -> tableau[2] (1 card) | tableau[4] -> tableau[0] (1 "
    "card) | tableau[1] -> tableau[4] (3 cards) | tableau[4] -> tableau[1] (2 cards) | "
    "tableau[1] -> tableau[0] (2 cards) | tableau[2] -> tableau[4] (2 cards) | tableau[0] -> "
    "tableau[1] (1 card) | tableau[0] -> tableau[2] (1 card) | tableau[1] -> tableau[2] (1 "
    "card) | tableau[4] -> tableau[1] (1 card) | tableau[4] -> tableau[0] (1 card) | "
    "tableau[2] -> tableau[4] (2 cards) | tableau[4] -> tableau[2] (1 card) | tableau[1] -> "
    "tableau[4] (1 card) | tableau[2] -> tableau[0] (1 card) | tableau[4] -> tableau[1] (1 "
    "card) | tableau[4] -> tableau[2] (1 card) | tableau[1] -> tableau[2] (1 card) | "
    "tableau[4] -> tableau[1] (2 cards) | tableau[1] -> tableau[7] (2 cards) | tableau[0] -> "
    "tableau[1] (1 card) | tableau[2] -> tableau[0] (1 card) | tableau[1] -> tableau[2] (1 "
    "card) | tableau[2] -> tableau[7] (2 cards) | tableau[4] -> tableau[1] (1 card) | "
    "tableau[7] -> tableau[1] (4 cards) | tableau[4] -> tableau[2] (1 card) | tableau[1] -> "
    "tableau[2] (5 cards) | tableau[4] -> tableau[5] (5 cards) | tableau[4] -> tableau[0] (1 "
    "card) | tableau[4] -> tableau[3] (1 card) | tableau[4] -> tableau[6] (1 card) | "
    "tableau[4] -> tableau[2] (1 card) | tableau[8] -> tableau[5] (7 cards) | tableau[5] -> "
    "foundations[0] (13 cards) | tableau[2] -> tableau[8] (7 cards) | tableau[8] -> "
    "tableau[5] (8 cards) | tableau[8] -> tableau[9] (1 card) | tableau[9] -> tableau[3] (2 "
    "cards) | tableau[5] -> tableau[1] (1 card) | tableau[5] -> tableau[2] (1 card) | "
    "tableau[1] -> tableau[2] (1 card) | tableau[5] -> tableau[1] (1 card) | tableau[2] -> "
    "tableau[1] (2 cards) | tableau[5] -> tableau[2] (1 card) | tableau[1] -> tableau[2] (3 "
    "cards) | tableau[0] -> tableau[5] (4 cards) | tableau[5] -> tableau[0] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[0] -> tableau[1] (1 card) | tableau[5] -> "
    "tableau[0] (1 card) | tableau[1] -> tableau[0] (2 cards) | tableau[5] -> tableau[1] (1 "
    "card) | tableau[2] -> tableau[5] (4 cards) | tableau[5] -> tableau[2] (1 card) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[2] -> tableau[4] (1 card) | tableau[5] -> "
    "tableau[2] (1 card) | tableau[4] -> tableau[2] (2 cards) | tableau[0] -> tableau[5] (3 "
    "cards) | tableau[2] -> tableau[1] (3 cards) | tableau[1] -> tableau[0] (1 card) | "
    "tableau[1] -> tableau[2] (1 card) | tableau[0] -> tableau[2] (1 card) | tableau[1] -> "
    "tableau[0] (1 card) | tableau[5] -> tableau[4] (1 card) | tableau[2] -> tableau[0] (2 "
    "cards) | tableau[5] -> tableau[1] (2 cards) | tableau[0] -> tableau[5] (3 cards) | "
    "tableau[5] -> tableau[0] (1 card) | tableau[0] -> tableau[1] (1 card) | tableau[4] -> "
    "tableau[5] (1 card) | tableau[1] -> tableau[0] (1 card) | tableau[6] -> tableau[2] (1 "
    "card) | tableau[5] -> tableau[1] (1 card) | tableau[0] -> tableau[5] (1 card) | "
    "tableau[5] -> tableau[0] (2 cards) | tableau[5] -> tableau[4] (1 card) | tableau[0] -> "
    "tableau[4] (2 cards) | tableau[5] -> tableau[0] (1 card) | tableau[4] -> tableau[0] (3 "
    "cards) | tableau[1] -> tableau[5] (4 cards) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[1] -> tableau[6] (1 card) | tableau[2] -> tableau[5] (1 card) | tableau[6] -> "
    "tableau[1] (1 card) | tableau[6] -> tableau[2] (1 card) | tableau[5] -> tableau[2] (1 "
    "card) | tableau[1] -> tableau[5] (1 card) | tableau[5] -> tableau[1] (2 cards) | "
    "tableau[1] -> tableau[6] (2 cards) | tableau[2] -> tableau[5] (2 cards) | tableau[5] -> "
    "tableau[1] (1 card) | tableau[5] -> tableau[2] (1 card) | tableau[6] -> tableau[5] (2 "
    "cards) | tableau[5] -> tableau[4] (1 card) | tableau[4] -> tableau[2] (1 card) | "
    "tableau[1] -> tableau[5] (1 card) | tableau[6] -> tableau[1] (1 card) | tableau[2] -> "
    "tableau[4] (1 card) | tableau[2] -> tableau[1] (1 card) | tableau[5] -> tableau[1] (1 "
    "card) | tableau[4] -> tableau[5] (1 card) | tableau[5] -> tableau[2] (2 cards) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[2] -> tableau[4] (2 cards) | tableau[1] -> "
    "tableau[5] (3 cards) | tableau[4] -> tableau[6] (3 cards) | tableau[5] -> tableau[1] (1 "
    "card) | tableau[5] -> tableau[2] (1 card) | tableau[1] -> tableau[2] (1 card) | "
    "tableau[5] -> tableau[1] (1 card) | tableau[2] -> tableau[1] (2 cards) | tableau[5] -> "
    "tableau[2] (1 card) | tableau[0] -> tableau[5] (4 cards) | tableau[6] -> tableau[2] (3 "
    "cards) | tableau[5] -> tableau[0] (1 card) | tableau[5] -> tableau[4] (1 card) | "
    "tableau[0] -> tableau[4] (1 card) | tableau[5] -> tableau[0] (1 card) | tableau[4] -> "
    "tableau[0] (2 cards) | tableau[0] -> tableau[6] (3 cards) | tableau[1] -> tableau[5] (3 "
    "cards) | tableau[5] -> tableau[0] (1 card) | tableau[5] -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[1] (1 card) | tableau[5] -> tableau[0] (1 card) | tableau[6] -> "
    "tableau[5] (3 cards) | tableau[0] -> tableau[6] (1 card) | tableau[5] -> tableau[0] (1 "
    "card) | tableau[5] -> tableau[4] (1 card) | tableau[0] -> tableau[4] (1 card) | "
    "tableau[1] -> tableau[5] (2 cards) | tableau[4] -> tableau[6] (2 cards) | tableau[5] -> "
    "tableau[0] (1 card) | tableau[5] -> tableau[1] (1 card) | tableau[0] -> tableau[1] (1 "
    "card) | tableau[5] -> tableau[0] (1 card) | tableau[6] -> tableau[0] (2 cards) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[0] -> tableau[4] (3 cards) | tableau[5] -> "
    "tableau[0] (1 card) | tableau[1] -> tableau[6] (2 cards) | tableau[4] -> tableau[0] (4 "
    "cards) | tableau[0] -> tableau[7] (5 cards) | tableau[5] -> tableau[0] (1 card) | "
    "tableau[7] -> tableau[0] (5 cards) | tableau[5] -> tableau[1] (1 card) | tableau[0] -> "
    "tableau[1] (6 cards) | tableau[5] -> tableau[0] (1 card) | tableau[1] -> tableau[0] (7 "
    "cards) | tableau[0] -> tableau[3] (8 cards) | tableau[3] -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[0] -> tableau[1] (1 card) | tableau[3] -> "
    "tableau[0] (1 card) | tableau[1] -> tableau[0] (2 cards) | tableau[3] -> tableau[1] (1 "
    "card) | tableau[0] -> tableau[1] (3 cards) | tableau[2] -> tableau[3] (4 cards) | "
    "tableau[3] -> tableau[0] (1 card) | tableau[3] -> tableau[2] (1 card) | tableau[0] -> "
    "tableau[2] (1 card) | tableau[3] -> tableau[0] (1 card) | tableau[2] -> tableau[0] (2 "
    "cards) | tableau[3] -> tableau[2] (1 card) | tableau[1] -> tableau[3] (4 cards) | "
    "tableau[3] -> tableau[1] (1 card) | tableau[3] -> tableau[4] (1 card) | tableau[1] -> "
    "tableau[4] (1 card) | tableau[3] -> tableau[1] (1 card) | tableau[4] -> tableau[1] (2 "
    "cards) | tableau[0] -> tableau[3] (3 cards) | tableau[1] -> tableau[2] (3 cards) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[2] -> tableau[1] (1 card) | tableau[0] -> "
    "tableau[1] (1 card) | tableau[2] -> tableau[0] (1 card) | tableau[3] -> tableau[4] (1 "
    "card) | tableau[1] -> tableau[0] (2 cards) | tableau[3] -> tableau[2] (2 cards) | "
    "tableau[0] -> tableau[3] (3 cards) | tableau[3] -> tableau[0] (1 card) | tableau[0] -> "
    "tableau[2] (1 card) | tableau[4] -> tableau[3] (1 card) | tableau[2] -> tableau[0] (1 "
    "card) | tableau[5] -> tableau[1] (1 card) | tableau[2] -> tableau[5] (3 cards) | "
    "tableau[3] -> tableau[5] (1 card) | tableau[0] -> tableau[3] (1 card) | tableau[3] -> "
    "tableau[1] (8 cards) | tableau[5] -> tableau[7] (5 cards) | tableau[1] -> tableau[5] (9 "
    "cards) | tableau[5] -> tableau[9] (10 cards) | tableau[9] -> foundations[1] (13 cards) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[6] -> tableau[1] (1 card) | tableau[0] -> "
    "tableau[1] (1 card) | tableau[6] -> tableau[0] (1 card) | tableau[1] -> tableau[0] (2 "
    "cards) | tableau[6] -> tableau[1] (1 card) | tableau[0] -> tableau[1] (3 cards) | "
    "tableau[6] -> tableau[0] (1 card) | tableau[1] -> tableau[0] (4 cards) | tableau[6] -> "
    "tableau[1] (1 card) | tableau[0] -> tableau[1] (5 cards) | tableau[6] -> tableau[0] (1 "
    "card) | tableau[1] -> tableau[0] (6 cards) | tableau[7] -> tableau[6] (7 cards) | "
    "tableau[6] -> foundations[2] (13 cards) | tableau[0] -> tableau[7] (7 cards) | "
    "tableau[7] -> tableau[3] (8 cards) | tableau[3] -> foundations[3] (13 cards) "
)
# Two moves into deal 1, and nothing can move.
LOST_1 = "tableau[7] -> tableau[5] | tableau[3] -> tableau[9]"


def test_deal(game):
    g = game(GAME, seed=1)
    assert [len(g.cards(c)) for c in TABLEAU] == [8, 8, 8, 7, 6, 5, 4, 3, 2, 1]
    assert all(card.face_up for c in TABLEAU for card in g.cards(c))
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert len({card.id for c in TABLEAU for card in g.cards(c)}) == 52
    assert g.title == "Simple Simon" and "all of one suit" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[5]", "10D 5H 9D KC 3C")
    g.assert_cards("tableau[0]", "8D 9H 9S 9C JC 3D QH 2H")
    g.assert_refused(
        "tableau[0] -> tableau[1]", reason="2H cannot go on 10C: build down regardless of suit"
    )
    g.assert_refused(
        "tableau[0] -> foundations[0]", reason="only a king may fill an empty foundation"
    )
    g.assert_legal("tableau[0] -> tableau[5]", "tableau[7] -> tableau[5]")
    g.play("tableau[7] -> tableau[5]")  # 2S on 3C: in sequence, but not of one suit
    g.assert_refused("tableau[5] -> tableau[2] (2 cards)", reason="does not allow moving")


def test_won_game(game):
    g = game(GAME, seed=1)
    runs = 0
    for text in WON_1.split("|"):
        move = g.find(text.strip())
        if move.target in TABLEAU and move.count > 1:
            # a run that moves is in sequence and all of one suit
            cards = g.cards(move.source)[-move.count :]
            assert len({c.suit for c in cards}) == 1
            assert [c.rank for c in cards] == list(
                range(cards[0].rank, cards[0].rank - move.count, -1)
            )
            runs += 1
        g.play(text.strip())
    assert runs > 20
    g.assert_status("won")
    assert g.score == 52
    for pile in FOUNDATIONS:
        assert [c.rank for c in g.cards(pile)] == list(range(13, 0, -1))


def test_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.score == 0
