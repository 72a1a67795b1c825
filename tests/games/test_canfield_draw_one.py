"""Canfield draw one (games_src/canfield_draw_one.pl, which shares
games_src/include/canfield.pl with canfield.pl), played through Paper's
pytest plugin: the deal, the moves of each pile with their refusals, a won
and a lost game reached by play."""

from __future__ import annotations

GAME = "games_src/canfield_draw_one.pl"
TABLEAU = [f"tableau[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by a random player that prefers moves home.
WON_12 = (
    "tableau[2] -> foundations[3] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | reserve -> rwaste (1 card) | deck -> waste (1 card) | "
    "reserve -> rwaste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | rwaste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[0] (1 card) | reserve -> rwaste (1 card) | "
    "reserve -> rwaste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "reserve -> rwaste (1 card) | rwaste -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | reserve -> rwaste (1 card) | "
    "reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | reserve -> rwaste (1 card) | "
    "reserve -> rwaste (1 card) | rwaste -> foundations[3] (1 card) | "
    "reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | reserve -> rwaste (1 card) | "
    "rwaste -> foundations[2] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | click deck | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[0] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[2] -> foundations[2] (1 card) | tableau[2] -> foundations[0] (1 card) | "
    "rwaste -> tableau[2] (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | rwaste -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | "
    "rwaste -> tableau[0] (1 card) | rwaste -> tableau[1] (1 card) | "
    "rwaste -> foundations[1] (1 card) | deck -> waste (1 card) | click deck | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[0] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | rwaste -> tableau[1] (1 card) | "
    "rwaste -> foundations[3] (1 card) | rwaste -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | rwaste -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "waste -> foundations[1] (1 card) | waste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card)"
)

# The same kind of player: the main stock runs out and another round
# could play nothing, so the game declares itself lost.
LOST_2 = (
    "reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "deck -> waste (1 card) | reserve -> rwaste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[2] (1 card) | rwaste -> tableau[2] (1 card) | "
    "rwaste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | reserve -> rwaste (1 card) | "
    "reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | "
    "reserve -> rwaste (1 card) | reserve -> rwaste (1 card) | deck -> waste (1 card) | "
    "reserve -> rwaste (1 card) | rwaste -> foundations[2] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[0] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | rwaste -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "click deck | deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[1] (1 card) | "
    "rwaste -> tableau[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | waste -> tableau[3] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[0] (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | click deck | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | waste -> tableau[3] (1 card) | deck -> waste (1 card) | "
    "click deck | deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card)"
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", "reserve", "rwaste", *FOUNDATIONS, *TABLEAU]
    assert [len(g.cards(n)) for n in ("deck", "waste", "reserve", "rwaste")] == [35, 0, 13, 0]
    assert [g.names(t) for t in TABLEAU] == [["4C"], ["AD"], ["2C"], ["3D"]]
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert "one card at a time" in g.rules_text() and "Aisleriot" in g.rules_text()


def test_the_stocks_turn_one_card(game):
    g = game(GAME, seed=1)
    g.play("deck -> waste")
    g.assert_cards("waste", "4D")
    assert len(g.cards("deck")) == 34
    g.play("reserve -> rwaste")
    g.assert_cards("rwaste", "4S")
    for _ in range(34):
        g.play("deck -> waste")
    g.play("click deck")  # the waste turns over
    assert len(g.cards("deck")) == 35 and g.cards("waste") == []
    g.play("deck -> waste")
    g.assert_cards("waste", "4D")


def test_columns_foundations_and_wastes(game):
    g = game(GAME, seed=1)
    g.assert_legal("tableau[1] -> foundations[0]", "tableau[1] -> tableau[2]")  # AD; AD on 2C
    g.assert_refused("tableau[0] -> tableau[1]", reason="4C cannot go on AD")
    g.assert_refused("tableau[0] -> foundations[0]", reason="only an ace may fill")
    g.play("tableau[1] -> tableau[2]")
    g.assert_refused("drag tableau[2]:0 -> foundations[0]", reason="only one card at a time")
    g.assert_legal("tableau[2] -> tableau[3] (2 cards)")  # a column moves as a whole
    g.play("deck -> waste")
    # 4D: while the holding stock lasts, only its waste fills an empty column
    g.assert_refused("waste -> tableau[1]", reason="moving from the waste to tableau 2")
    g.play("reserve -> rwaste")
    g.assert_legal("rwaste -> tableau[1]")


def test_a_won_game(game):
    g = game(GAME, seed=12)
    g.play_all(WON_12)
    g.assert_status("won")
    assert g.score == 52


def test_a_lost_game(game):
    g = game(GAME, seed=2)
    g.play_all(LOST_2)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.cards("reserve") == []
