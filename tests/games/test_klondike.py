"""Klondike (games_src/klondike.pl), played through the `game` fixture: seed
002's rules, drawing three, unlimited redeals, runs moving as a unit."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, names, snapshot
from tour_play import pile_cards, playout

from runtime import IllegalMove
from runtime.engine.model import Move

GAME = "klondike"
TABLEAU = [f"tableau[{i}]" for i in range(7)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `tour_search.py klondike --seeds 1-8`: the waste is turned over
# four times.
WON_4 = (
    "tableau[1] -> tableau[2] (1 card) | tableau[5] -> tableau[4] (1 card) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[6] -> tableau[0] (2 cards) | "
    "tableau[4] -> tableau[6] (2 cards) | tableau[2] -> tableau[4] (2 cards) | "
    "deck -> waste (3 cards) | waste -> tableau[2] (1 card) | "
    "tableau[4] -> tableau[2] (3 cards) | tableau[4] -> tableau[0] (1 card) | "
    "tableau[5] -> tableau[4] (1 card) | tableau[1] -> tableau[5] (1 card) | "
    "tableau[2] -> tableau[1] (5 cards) | tableau[3] -> tableau[2] (1 card) | "
    "waste -> tableau[0] (1 card) | waste -> tableau[1] (1 card) | "
    "tableau[0] -> tableau[1] (5 cards) | tableau[6] -> tableau[0] (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> tableau[1] (1 card) | waste -> tableau[0] (1 card) | "
    "waste -> foundations[0] (1 card) | deck -> waste (3 cards) | "
    "waste -> foundations[0] (1 card) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | click deck | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[2] -> foundations[1] (1 card) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (2 cards) | "
    "waste -> foundations[1] (1 card) | click deck | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> tableau[0] (1 card) | "
    "waste -> tableau[0] (1 card) | tableau[5] -> tableau[0] (2 cards) | "
    "tableau[5] -> tableau[6] (1 card) | tableau[4] -> tableau[5] (2 cards) | "
    "deck -> waste (3 cards) | waste -> tableau[5] (1 card) | "
    "waste -> foundations[1] (1 card) | deck -> waste (3 cards) | "
    "waste -> tableau[0] (1 card) | tableau[2] -> tableau[0] (1 card) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> tableau[2] (1 card) | "
    "waste -> tableau[5] (1 card) | waste -> tableau[0] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (1 card) | waste -> tableau[5] (1 card) | "
    "tableau[3] -> tableau[5] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "click deck | deck -> waste (3 cards) | waste -> tableau[0] (1 card) | "
    "waste -> foundations[2] (1 card) | waste -> tableau[3] (1 card) | "
    "tableau[6] -> tableau[3] (2 cards) | deck -> waste (3 cards) | "
    "waste -> tableau[6] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[5] -> tableau[6] (7 cards) | tableau[6] -> tableau[5] (9 cards) | "
    "tableau[6] -> tableau[2] (1 card) | tableau[0] -> tableau[6] (2 cards) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[5] -> foundations[2] (1 card) | "
    "tableau[6] -> tableau[0] (3 cards) | tableau[6] -> foundations[3] (1 card) | "
    "tableau[0] -> foundations[3] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[3] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[5] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[1] -> foundations[2] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[5] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[4] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[3] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "tableau[5] -> foundations[1] (1 card) | tableau[0] -> foundations[1] (1 card) | "
    "tableau[1] -> foundations[1] (1 card) | tableau[1] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[1] (1 card) | waste -> foundations[2] (1 card) | "
    "tableau[5] -> foundations[2] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[5] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[5] -> foundations[2] (1 card)"
)

# Seed 5, 87 random moves (random.Random(5).choice of the open moves): the old
# rule (turn over only after a move) declared the game lost here, though 7S of
# the next pass fits on 8D.
RANDOM_5 = (
    "tableau[3] -> tableau[1] (1 card) | tableau[6] -> foundations[2] (1 card) | "
    "deck -> waste (3 cards) | tableau[4] -> tableau[3] (1 card) | deck -> waste (3 cards) | "
    "tableau[4] -> tableau[3] (1 card) | deck -> waste (3 cards) | "
    "waste -> tableau[4] (1 card) | waste -> tableau[4] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | tableau[2] -> tableau[4] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | click deck | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "tableau[0] -> tableau[2] (1 card) | tableau[2] -> tableau[0] (1 card) | "
    "waste -> foundations[2] (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "tableau[5] -> tableau[2] (1 card) | tableau[5] -> foundations[3] (1 card) | "
    "tableau[2] -> tableau[0] (2 cards) | deck -> waste (1 card) | click deck | "
    "deck -> waste (3 cards) | tableau[0] -> tableau[2] (2 cards) | "
    "tableau[2] -> tableau[0] (2 cards) | deck -> waste (3 cards) | "
    "tableau[0] -> tableau[2] (2 cards) | tableau[5] -> tableau[1] (1 card) | "
    "deck -> waste (3 cards) | tableau[2] -> tableau[0] (2 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "tableau[0] -> tableau[2] (2 cards) | tableau[2] -> tableau[0] (2 cards) | "
    "waste -> tableau[2] (1 card) | tableau[0] -> tableau[2] (1 card) | "
    "deck -> waste (3 cards) | deck -> waste (2 cards) | tableau[2] -> tableau[0] (1 card) | "
    "click deck | tableau[0] -> tableau[2] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | tableau[2] -> tableau[0] (1 card) | "
    "deck -> waste (1 card) | click deck | tableau[0] -> tableau[2] (1 card) | "
    "tableau[2] -> tableau[0] (1 card) | deck -> waste (3 cards) | "
    "tableau[0] -> tableau[2] (1 card) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "tableau[2] -> tableau[0] (1 card) | deck -> waste (3 cards) | "
    "waste -> tableau[2] (1 card) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (1 card) | click deck | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards)"
)

# Seed 19, 40 random moves (random.Random(19).choice): the old rule refused the
# turn-over here and declared the game lost.
RANDOM_19 = (
    "tableau[5] -> tableau[3] (1 card) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | waste -> tableau[3] (1 card) | "
    "tableau[3] -> foundations[2] (1 card) | waste -> tableau[4] (1 card) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | click deck | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> tableau[4] (1 card) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "waste -> foundations[1] (1 card) | deck -> waste (3 cards) | deck -> waste (1 card) | "
    "click deck | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | waste -> tableau[5] (1 card) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (2 cards) | "
    "click deck | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (3 cards) | deck -> waste (3 cards) | "
    "deck -> waste (3 cards) | deck -> waste (1 card)"
)


def onto_tableau(card, pile) -> bool:
    if not pile:
        return card.rank == 13
    top = pile[-1]
    return top.face_up and top.rank == card.rank + 1 and top.red != card.red


def onto_foundation(card, pile) -> bool:
    if not pile:
        return card.rank == 1
    return pile[-1].suit == card.suit and pile[-1].rank == card.rank - 1


def expected(session) -> set[tuple]:
    """Seed 002's rules, written again, as (source, target, cards)."""
    found: set[tuple] = set()
    piles = {name: session.cards(name) for name in session.stacks()}
    for source in [*TABLEAU, "waste"]:
        cards = piles[source]
        starts = range(len(cards)) if source != "waste" else range(len(cards))[-1:]
        for start in starts:
            if not cards[start].face_up:
                continue
            count = len(cards) - start
            whole = source != "waste" and start == 0  # a king at the bottom stays
            for target in TABLEAU:
                if target == source or (whole and not piles[target]):
                    continue
                if onto_tableau(cards[start], piles[target]):
                    found.add((source, target, count))
            for target in FOUNDATIONS:
                if count == 1 and onto_foundation(cards[start], piles[target]):
                    found.add((source, target, 1))
    if piles["deck"]:
        found.add(("deck", "waste", min(3, len(piles["deck"]))))
    elif piles["waste"]:
        found.add(("deck", None, 0))  # turning over stays open, whatever moved
    return found


def describe(move: Move) -> tuple:
    return (move.source, move.target, move.count)


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    for i, column in enumerate(TABLEAU):
        assert faces(g, column) == [False] * i + [True]
    assert faces(g, "deck") == [False] * 24
    assert g.cards("waste") == [] and pile_cards(g, "foundations") == 0
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert g.score == 0
    g.assert_status("playing")
    layout = g.layout()
    assert layout.piles["tableau[0]"].fan == "down" and layout.piles["waste"].fan == "right"
    assert "three" in g.rules_text()


def test_the_stock_turns_three_cards_and_the_waste_turns_over(game):
    g = game(GAME, seed=1)
    deck = [c.id for c in g.cards("deck")]
    assert g.attempt("click deck")
    assert [c.id for c in g.cards("waste")] == deck[-1:-4:-1]  # the third card lands on top
    assert faces(g, "waste") == [True] * 3
    for _ in range(7):
        assert g.attempt("click deck")
    assert g.cards("deck") == [] and len(g.cards("waste")) == 24
    # nothing was moved, and still the waste turns over: judging a pass
    # futile is for stuck detection, not for the rules
    assert g.attempt("click deck")
    assert g.cards("waste") == [] and faces(g, "deck") == [False] * 24
    assert [c.id for c in g.cards("deck")] == deck
    assert g.attempt("click deck")
    assert [c.id for c in g.cards("waste")] == deck[-1:-4:-1]  # the same order again
    for _ in range(7):
        assert g.attempt("click deck")
    assert g.attempt("tableau[1] -> tableau[0]")  # JC on QD
    assert g.attempt("click deck") and g.attempt("click deck")  # and again, as often as you like


def test_build_down_in_alternate_colours_and_kings_to_empty_columns(game):
    g = game(GAME, seed=1)
    assert [names(g, c)[-1] for c in TABLEAU] == ["QD", "JC", "8D", "7S", "9S", "9C", "QH"]
    before = snapshot(g)
    on_9c = "9S cannot go on 9C: build down in alternate colours"
    g.assert_refused("tableau[4] -> tableau[5]", reason=on_9c)  # 9S on 9C
    assert g.message == on_9c
    g.assert_refused("tableau[3]:2 -> tableau[2]", reason="face-down cards cannot be moved")
    assert g.message == "face-down cards cannot be moved"
    assert snapshot(g) == before
    assert g.attempt("tableau[1] -> tableau[0]")  # JC on QD
    g.assert_cards("tableau[1]", "10C")  # the card below turned up
    assert g.attempt("tableau[2] -> tableau[4]") and g.attempt("tableau[3] -> tableau[4]")
    assert names(g, "tableau[4]")[-3:] == ["9S", "8D", "7S"]
    # any face-up card moves with the cards on it: here 8D and 7S, not 9S
    g.assert_legal("tableau[4] -> tableau[5] (2 cards)")
    assert g.attempt("tableau[4]:5 -> tableau[5]")
    assert names(g, "tableau[5]")[-3:] == ["9C", "8D", "7S"] and names(g, "tableau[4]")[-1] == "9S"
    one = "only one card at a time may be put on a foundation"
    g.assert_refused("tableau[0]:0 -> foundations[0]", reason=one)
    assert g.message == one
    assert g.attempt("tableau[2] -> foundations[0]") and g.attempt("tableau[2] -> foundations[1]")
    assert g.cards("tableau[2]") == [] and g.score == 2
    g.assert_refused("tableau[1] -> tableau[2]", reason="only a king may fill an empty tableau")
    assert g.message == "only a king may fill an empty tableau"


def test_foundations_start_with_an_ace_and_take_one_card_at_a_time(game):
    g = game(GAME, seed=1)
    ace = "only an ace may fill an empty foundation"
    g.assert_refused("tableau[0] -> foundations[0]", reason=ace)
    assert g.message == ace
    with pytest.raises(IllegalMove):
        g.session.play(Move("foundations[0]", "tableau[0]", 1, 0))
    with pytest.raises(IllegalMove):
        g.session.play(Move("waste", "tableau[0]", 1, 0))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_position_offers_exactly_the_moves_the_rules_allow(game, seed):
    """Random games, checked move by move against the rules written again
    in Python; a part of a face-up run moves too."""
    g = game(GAME, seed=seed)
    rng = random.Random(seed)
    playout(
        g.session,
        expected,
        rng,
        prefer=lambda s, m: m.source != "deck",
        limit=150,
        describe=describe,
    )
    assert g.score == pile_cards(g, "foundations")


def test_a_skipped_card_is_played_in_the_next_pass(game):
    """Seed 5: the old rule ended the game here as lost; the waste still
    turns over, and the next pass brings 7S up onto 8D."""
    g = game(GAME, seed=5)
    g.play_all(RANDOM_5)
    g.assert_status("playing")
    assert g.cards("deck") == []
    assert [describe(m) for m in g.moves()] == [("deck", None, 0)]
    assert g.attempt("click deck")  # the waste turns over
    for _ in range(5):
        assert g.attempt("click deck")
    assert names(g, "waste")[-1] == "7S" and names(g, "tableau[6]")[-1] == "8D"
    g.assert_legal("waste -> tableau[6] (1 card)")
    assert g.attempt("waste -> tableau[6]")


def test_turning_over_stays_open_when_no_card_moved_in_a_pass(game):
    """Seed 19: the old rule refused the turn-over here. Now it is offered
    pass after pass (no card of this waste can be played, but saying so is
    stuck detection's work), and a whole round leaves the table as it was."""
    g = game(GAME, seed=19)
    g.play_all(RANDOM_19)
    g.assert_status("playing")
    before = snapshot(g)
    for _ in range(2):
        assert [describe(m) for m in g.moves()] == [("deck", None, 0)]
        assert g.attempt("click deck")
        while g.cards("deck"):
            assert {m.source for m in g.moves()} == {"deck"}
            assert g.attempt("click deck")
        assert snapshot(g) == before
    g.assert_status("playing")


def test_no_turn_over_when_the_stock_and_the_waste_are_empty(game):
    """Seed 30, played greedily: every stock card is out; only column moves
    are left, and clicking the stock's empty place does nothing."""
    g = game(GAME, seed=30)
    while g.cards("deck") or g.cards("waste"):
        moves = g.moves()
        home = [m for m in moves if m.target in FOUNDATIONS]
        turn = [
            m
            for m in moves
            if m.source in TABLEAU
            and m.target in TABLEAU
            and (m.index == 0 or not g.cards(m.source)[m.index - 1].face_up)
        ]
        laid = [m for m in moves if m.source == "waste"]
        g.play(str((home or turn or laid or [m for m in moves if m.source == "deck"])[0]))
    g.assert_status("playing")
    assert g.moves()
    assert all(m.source in TABLEAU for m in g.moves())
    assert expected(g) == {describe(m) for m in g.moves()}
    g.assert_refused("click deck")


def test_a_won_game(game):
    g = game(GAME, seed=4)
    g.play_all(WON_4)
    g.assert_status("won")
    assert g.score == 52
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS)
    assert g.moves() == []
    g.assert_refused("click deck")
