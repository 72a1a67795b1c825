"""La Belle Lucie (games_src/la_belle_lucie.pl), played through the
`game` fixture: PySolFC's rules, fans down in suit, two redeals that gather
the fans, shuffle them and deal them again in threes."""

from __future__ import annotations

GAME = "la_belle_lucie"
TABLEAU = [f"tableau[{i}]" for i in range(18)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `solve_games_c.py la_belle_lucie --seeds 40` (a search per deal,
# then a redeal through the game itself).
WON_40 = (
    "tableau[0] -> tableau[1] | tableau[2] -> tableau[17] | tableau[2] -> tableau[5] | "
    "tableau[7] -> tableau[13] | tableau[7] -> tableau[3] | tableau[7] -> tableau[4] | "
    "tableau[8] -> tableau[9] | tableau[8] -> foundations[0] | tableau[0] -> foundations[0] | "
    "tableau[0] -> foundations[1] | tableau[3] -> foundations[1] | tableau[3] -> "
    "foundations[1] | tableau[11] -> tableau[1] | tableau[11] -> foundations[2] | tableau[5] "
    "-> foundations[2] | tableau[5] -> foundations[2] | tableau[15] -> foundations[2] | "
    "tableau[15] -> foundations[3] | tableau[16] -> foundations[3] | tableau[2] -> "
    "foundations[3] | tableau[10] -> tableau[15] | tableau[10] -> tableau[5] | tableau[3] -> "
    "tableau[10] | tableau[3] -> foundations[1] | tableau[12] -> foundations[1] | tableau[6] "
    "-> tableau[10] | tableau[11] -> tableau[8] | tableau[12] -> tableau[9] | tableau[14] -> "
    "tableau[8] | tableau[14] -> foundations[0] | tableau[1] -> foundations[0] | tableau[1] "
    "-> foundations[0] | tableau[1] -> foundations[0] | tableau[14] -> foundations[2] | click "
    "deck | tableau[2] -> foundations[0] | tableau[6] -> foundations[1] | tableau[0] -> "
    "foundations[1] | tableau[9] -> foundations[3] | tableau[1] -> tableau[6] | tableau[1] -> "
    "tableau[4] | tableau[1] -> foundations[1] | tableau[10] -> foundations[1] | tableau[0] "
    "-> foundations[1] | tableau[0] -> foundations[3] | tableau[5] -> foundations[3] | "
    "tableau[5] -> foundations[3] | tableau[10] -> foundations[1] | tableau[2] -> tableau[4] "
    "| tableau[2] -> foundations[2] | tableau[7] -> foundations[2] | tableau[8] -> tableau[5] "
    "| tableau[8] -> foundations[3] | tableau[3] -> foundations[3] | tableau[3] -> "
    "foundations[3] | tableau[3] -> foundations[0] | tableau[4] -> foundations[0] | "
    "tableau[4] -> foundations[0] | tableau[4] -> foundations[0] | tableau[5] -> "
    "foundations[0] | tableau[5] -> foundations[0] | tableau[6] -> foundations[3] | "
    "tableau[6] -> foundations[3] | tableau[6] -> foundations[1] | tableau[10] -> "
    "foundations[1] | tableau[7] -> tableau[4] | tableau[7] -> tableau[4] | tableau[9] -> "
    "tableau[4] | tableau[9] -> foundations[2] | tableau[8] -> foundations[2] | tableau[4] -> "
    "foundations[2] | tableau[4] -> foundations[2] | tableau[4] -> foundations[2] | "
    "tableau[4] -> foundations[2] | tableau[4] -> foundations[3] "
)
# Both redeals at once, then play until nothing moves.
LOST_2 = (
    "click deck | click deck | tableau[12] -> tableau[7] | tableau[12] -> tableau[3] | "
    "tableau[4] -> tableau[17] | tableau[10] -> tableau[11] | tableau[15] -> tableau[2] | "
    "tableau[8] -> tableau[11] | tableau[8] -> tableau[0] | tableau[13] -> tableau[9] | "
    "tableau[13] -> tableau[1] | tableau[4] -> tableau[12] | tableau[8] -> tableau[4] | "
    "tableau[13] -> tableau[12] | tableau[3] -> foundations[0] | tableau[3] -> foundations[0] "
)


def sizes(g):
    return [len(g.cards(p)) for p in TABLEAU]


def test_deal(game):
    g = game(GAME, seed=1)
    assert sizes(g) == [3] * 17 + [1]
    assert all(card.face_up for p in TABLEAU for card in g.cards(p))
    assert len({card.id for p in TABLEAU for card in g.cards(p)}) == 52
    assert not any(g.cards(p) for p in [*FOUNDATIONS, "deck"])
    assert g.title == "La Belle Lucie" and "twice in a game" in g.rules_text()
    g.assert_status("playing")


def test_moves_per_pile(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[0]", "8D 4S 6S")
    g.assert_cards("tableau[2]", "AD 6D JC")
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.assert_refused("tableau[2] -> tableau[0]", reason="JC cannot go on 6S: build down in suit")
    g.assert_legal("tableau[0] -> tableau[1]", "click deck")
    g.play("tableau[0] -> tableau[1]")  # 6S on 7S
    g.assert_refused("tableau[1] -> tableau[0] (2 cards)", reason="one card at a time")


def test_two_redeals_gather_shuffle_and_deal_in_threes(game):
    g = game(GAME, seed=40)
    moves = [m.strip() for m in WON_40.split("|") if m.strip()]
    first = moves.index("click deck")
    g.play(*moves[:first])
    home = {f: [c.id for c in g.cards(f)] for f in FOUNDATIONS}
    left = sorted(card.id for p in TABLEAU for card in g.cards(p))
    before = [[c.id for c in g.cards(p)] for p in TABLEAU]
    g.play("click deck")
    assert sorted(card.id for p in TABLEAU for card in g.cards(p)) == left
    assert [[c.id for c in g.cards(p)] for p in TABLEAU] != before  # shuffled
    assert sizes(g) == [min(3, max(0, len(left) - 3 * i)) for i in range(18)]
    assert {f: [c.id for c in g.cards(f)] for f in FOUNDATIONS} == home
    assert all(card.face_up for p in TABLEAU for card in g.cards(p))
    g.play("click deck")
    g.assert_refused("click deck")  # both redeals used


def test_won_game(game):
    g = game(GAME, seed=40)
    g.play_all(WON_40)
    g.assert_status("won")
    assert g.score == 52


def test_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == []
