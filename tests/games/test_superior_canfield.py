"""Superior Canfield (games_src/superior_canfield.pl, PySolFC's rules),
played through Paper's pytest plugin: the deal, the moves of each pile with
their refusals, the turn-over rule, a won game and a lost game reached by
play."""

from __future__ import annotations

from space_play import fillers, first_space, with_cards

GAME = "superior_canfield"  # the plugin compiled from games_src/superior_canfield.pl
TABLEAU = [f"tableau[{i}]" for i in range(4)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `scripts/find_deals/solve_games_g.py superior_canfield --seeds 1` (a
# best-first search over the model in tests/models/test_superior_canfield_model.py).
WON_1 = (
    "tableau[3] -> foundations[1] (1 card) | tableau[2] -> tableau[1] (1 card) | "
    "reserve -> tableau[2] (1 card) | reserve -> tableau[3] (1 card) | "
    "tableau[1] -> tableau[3] (2 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> tableau[1] (1 card) | "
    "tableau[2] -> tableau[1] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (1 card) | click deck | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[1] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | waste -> foundations[0] (1 card) | "
    "deck -> waste (3 cards) | waste -> tableau[1] (1 card) | "
    "reserve -> tableau[1] (1 card) | deck -> waste (3 cards) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[2] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | click deck | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[2] (1 card) | deck -> waste (2 cards) | "
    "reserve -> tableau[2] (1 card) | waste -> tableau[2] (1 card) | "
    "tableau[0] -> tableau[2] (1 card) | reserve -> tableau[0] (1 card) | "
    "reserve -> foundations[1] (1 card) | reserve -> foundations[0] (1 card) | "
    "click deck | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | waste -> tableau[0] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> tableau[3] (1 card) | tableau[2] -> tableau[3] (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[3] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[0] (1 card) | deck -> waste (2 cards) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[3] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[3] -> foundations[1] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (2 cards) | waste -> foundations[3] (1 card) | click deck | "
    "deck -> waste (3 cards) | waste -> foundations[3] (1 card) | "
    "waste -> tableau[0] (1 card) | waste -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[0] (5 cards) | tableau[1] -> tableau[2] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[0] -> tableau[3] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | deck -> waste (3 cards) | "
    "waste -> tableau[1] (1 card) | waste -> foundations[0] (1 card) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> tableau[1] (1 card) | "
    "reserve -> tableau[1] (1 card) | waste -> tableau[0] (1 card) | "
    "tableau[3] -> tableau[0] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[3] (1 card) | deck -> waste (1 card) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[3] (1 card) | deck -> waste (3 cards) | deck -> waste (1 card) | "
    "click deck | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[3] (1 card) | deck -> waste (3 cards) | "
    "waste -> foundations[3] (1 card) | deck -> waste (3 cards) | click deck | "
    "deck -> waste (3 cards) | waste -> tableau[3] (1 card) | "
    "waste -> foundations[2] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | waste -> foundations[2] (1 card) | "
    "waste -> foundations[3] (1 card) | reserve -> tableau[2] (1 card) | "
    "reserve -> foundations[1] (1 card) | reserve -> foundations[3] (1 card) | "
    "reserve -> foundations[0] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | reserve -> tableau[2] (1 card) | "
    "deck -> waste (1 card) | waste -> foundations[2] (1 card) | click deck | "
    "deck -> waste (3 cards) | waste -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | waste -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "deck -> waste (2 cards) | waste -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | waste -> foundations[1] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | tableau[2] -> foundations[2] (1 card) | "
    "tableau[3] -> foundations[1] (1 card)"
)

# One pass through the stock without a play: 31 cards at the deal, 34 after.
PASS_31 = ["deck -> waste (3 cards)"] * 10 + ["deck -> waste (1 card)"]
PASS_34 = ["deck -> waste (3 cards)"] * 11 + ["deck -> waste (1 card)"]

# Found by a depth-first search for a position with no move left: a few
# column moves between passes, then a pass that plays nothing.
LOST_1 = " | ".join(
    [*PASS_31, "click deck", *PASS_34, "tableau[3] -> foundations[3]", "click deck"]
    + [*PASS_34, "tableau[2] -> tableau[3]", "reserve -> tableau[2]", "click deck"]
    + [*PASS_34, "tableau[3] -> tableau[1]", "tableau[2] -> tableau[3]", "reserve -> tableau[2]"]
    + ["click deck", *PASS_34, "tableau[1] -> tableau[2] (2 cards)", "tableau[3] -> tableau[1]"]
    + ["reserve -> tableau[3]", "click deck", *PASS_34]
)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", "reserve", *FOUNDATIONS, *TABLEAU]
    assert len(g.cards("reserve")) == 13 and all(c.face_up for c in g.cards("reserve"))
    assert [len(g.cards(p)) for p in [*FOUNDATIONS, *TABLEAU]] == [1, 0, 0, 0, 1, 1, 1, 1]
    assert len(g.cards("waste")) == 3 and all(c.face_up for c in g.cards("waste"))
    assert len(g.cards("deck")) == 31 and not any(c.face_up for c in g.cards("deck"))
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    g.assert_cards("foundations[0]", "8S")
    assert "PySolFC" in g.rules_text() and g.score == 1


def test_foundations_start_at_the_first_cards_rank(game):
    g = game(GAME, seed=1)
    g.assert_cards("tableau[3]", "8C")
    g.assert_legal(*(f"tableau[3] -> {f}" for f in FOUNDATIONS[1:]))
    g.assert_refused(
        "waste -> foundations[1]", reason="every empty foundation must start with an eight"
    )
    g.assert_refused("reserve -> foundations[0]", reason="KD cannot go on 8S: build up in suit")
    g.play("tableau[3] -> foundations[1]")
    assert not any(m.source in FOUNDATIONS for m in g.moves())


def test_columns_and_the_reserve(game):
    g = game(GAME, seed=1)
    g.assert_cards("reserve", "6C 3S 6D QC 7H 5S 10S 10C 7D QH JH 3H KD")
    g.assert_cards("tableau[1]", "2C")
    g.assert_legal("tableau[2] -> tableau[1]")  # AH on 2C
    g.assert_refused(
        "tableau[1] -> tableau[2]", reason="2C cannot go on AH: build down in alternate colours"
    )
    g.assert_refused("reserve -> tableau[0]", reason="KD cannot go on 10D")
    g.assert_refused("waste -> tableau[0]", reason="QD cannot go on 10D")
    g.assert_refused("foundations[0] -> tableau[2]", reason="8S cannot go on AH")
    g.assert_refused("tableau[0] -> reserve", reason="cannot move from tableau 1 to the reserve")
    g.assert_cards("waste", "4C 5H QD")
    g.play("tableau[3] -> foundations[1]", "waste -> tableau[3]")  # QD fills the space
    g.assert_cards("waste", "4C 5H")


def test_a_column_moves_its_top_card_or_all_of_it(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(WON_1.split(" | ")[:151]))
    g.assert_cards("tableau[1]", "7S 6H 5S")
    assert g.cards("tableau[3]")[-1].name == "7C"
    g.assert_refused(
        "tableau[1] -> tableau[3] (2 cards)",
        reason="only a column's top card or the whole column may move",
    )
    counts = {m.count for m in g.moves() if m.source == "tableau[1]" and m.target in TABLEAU}
    assert counts <= {1, 3}


def test_a_space_waits_for_the_player(game):
    g = game(GAME, seed=1)
    space = first_space(g, WON_1, TABLEAU)
    assert g.cards(space) == []  # not filled from the reserve
    assert fillers(g, space) == with_cards(g, ["reserve", "waste", *TABLEAU])


def test_the_waste_is_turned_over_only_after_a_pass_that_played(game):
    g = game(GAME, seed=1)
    g.play_all(" | ".join(PASS_31))
    assert g.cards("deck") == [] and len(g.cards("waste")) == 34
    g.play("click deck")  # the first turn-over is always open
    assert len(g.cards("deck")) == 34 and not any(c.face_up for c in g.cards("deck"))
    g.play_all(" | ".join(PASS_34))
    assert not any(m.source == "deck" for m in g.moves())
    # a click on the empty stock says the `; refused from:` sentence of the turn-over
    g.assert_refused(
        "click deck", reason="the waste is turned over only after a pass that played a card"
    )
    g.play("tableau[3] -> foundations[1]")
    g.play("click deck")


def test_a_won_game(game):
    g = game(GAME, seed=1)
    g.play_all(WON_1)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=1)
    g.play_all(LOST_1)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
