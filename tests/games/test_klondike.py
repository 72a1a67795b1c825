"""Klondike (games_src/klondike.pl), played through runtime.Session: seed
002's rules, drawing three, unlimited redeals, runs moving as a unit."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, names, snapshot
from tour_play import open_game, pile_cards, playout, replay

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


def red(card) -> bool:
    return card.suit in "HD"


def onto_tableau(card, pile) -> bool:
    if not pile:
        return card.rank == 13
    top = pile[-1]
    return top.face_up and top.rank == card.rank + 1 and red(top) != red(card)


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


def test_deal():
    s = open_game(GAME, seed=1)
    assert s.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    for i, column in enumerate(TABLEAU):
        assert faces(s, column) == [False] * i + [True]
    assert faces(s, "deck") == [False] * 24
    assert s.cards("waste") == [] and pile_cards(s, "foundations") == 0
    assert len({c.id for n in s.stacks() for c in s.cards(n)}) == 52
    assert s.score == 0 and s.status == "playing"
    layout = s.layout()
    assert layout.piles["tableau[0]"].fan == "down" and layout.piles["waste"].fan == "right"
    assert "three" in s.rules_text()


def test_the_stock_turns_three_cards_and_the_waste_turns_over():
    s = open_game(GAME, seed=1)
    deck = [c.id for c in s.cards("deck")]
    assert s.click("deck")
    assert [c.id for c in s.cards("waste")] == deck[-1:-4:-1]  # the third card lands on top
    assert faces(s, "waste") == [True] * 3
    for _ in range(7):
        assert s.click("deck")
    assert s.cards("deck") == [] and len(s.cards("waste")) == 24
    # nothing was moved, and still the waste turns over: judging a pass
    # futile is for stuck detection, not for the rules
    assert s.click("deck")
    assert s.cards("waste") == [] and faces(s, "deck") == [False] * 24
    assert [c.id for c in s.cards("deck")] == deck
    assert s.click("deck")
    assert [c.id for c in s.cards("waste")] == deck[-1:-4:-1]  # the same order again
    for _ in range(7):
        assert s.click("deck")
    assert s.drag("tableau[1]", 1, "tableau[0]")  # JC on QD
    assert s.click("deck") and s.click("deck")  # and again, as often as you like


def test_build_down_in_alternate_colours_and_kings_to_empty_columns():
    s = open_game(GAME, seed=1)
    assert [names(s, c)[-1] for c in TABLEAU] == ["QD", "JC", "8D", "7S", "9S", "9C", "QH"]
    before = snapshot(s)
    assert not s.drag("tableau[4]", 4, "tableau[5]")  # 9S on 9C
    assert s.message == "9S cannot go on 9C: build down in alternate colours"
    assert not s.drag("tableau[3]", 2, "tableau[2]")
    assert s.message == "face-down cards cannot be moved"
    assert snapshot(s) == before
    assert s.drag("tableau[1]", 1, "tableau[0]")  # JC on QD
    assert names(s, "tableau[1]") == ["10C"]  # the card below turned up
    assert s.drag("tableau[2]", 2, "tableau[4]") and s.drag("tableau[3]", 3, "tableau[4]")
    assert names(s, "tableau[4]")[-3:] == ["9S", "8D", "7S"]
    # any face-up card moves with the cards on it: here 8D and 7S, not 9S
    assert s.drag("tableau[4]", 5, "tableau[5]")
    assert names(s, "tableau[5]")[-3:] == ["9C", "8D", "7S"] and names(s, "tableau[4]")[-1] == "9S"
    assert not s.drag("tableau[0]", 0, "foundations[0]")
    assert s.message == "only one card at a time may be put on a foundation"
    assert s.drag("tableau[2]", 1, "foundations[0]") and s.drag("tableau[2]", 0, "foundations[1]")
    assert s.cards("tableau[2]") == [] and s.score == 2
    assert not s.drag("tableau[1]", 0, "tableau[2]")
    assert s.message == "only a king may fill an empty tableau"


def test_foundations_start_with_an_ace_and_take_one_card_at_a_time():
    s = open_game(GAME, seed=1)
    assert not s.drag("tableau[0]", 0, "foundations[0]")
    assert s.message == "only an ace may fill an empty foundation"
    with pytest.raises(IllegalMove):
        s.play(Move("foundations[0]", "tableau[0]", 1, 0))
    with pytest.raises(IllegalMove):
        s.play(Move("waste", "tableau[0]", 1, 0))


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_position_offers_exactly_the_moves_the_rules_allow(seed):
    """Random games, checked move by move against the rules written again
    in Python; a part of a face-up run moves too."""
    s = open_game(GAME, seed=seed)
    rng = random.Random(seed)
    playout(s, expected, rng, prefer=lambda s, m: m.source != "deck", limit=150, describe=describe)
    assert s.score == pile_cards(s, "foundations")


def test_a_skipped_card_is_played_in_the_next_pass():
    """Seed 5: the old rule ended the game here as lost; the waste still
    turns over, and the next pass brings 7S up onto 8D."""
    s = open_game(GAME, seed=5)
    replay(s, RANDOM_5)
    assert s.status == "playing" and s.cards("deck") == []
    assert [describe(m) for m in s.moves()] == [("deck", None, 0)]
    assert s.click("deck")  # the waste turns over
    for _ in range(5):
        assert s.click("deck")
    assert names(s, "waste")[-1] == "7S" and names(s, "tableau[6]")[-1] == "8D"
    assert ("waste", "tableau[6]", 1) in {describe(m) for m in s.moves()}
    assert s.drag("waste", len(s.cards("waste")) - 1, "tableau[6]")


def test_turning_over_stays_open_when_no_card_moved_in_a_pass():
    """Seed 19: the old rule refused the turn-over here. Now it is offered
    pass after pass (no card of this waste can be played, but saying so is
    stuck detection's work), and a whole round leaves the table as it was."""
    s = open_game(GAME, seed=19)
    replay(s, RANDOM_19)
    assert s.status == "playing"
    before = snapshot(s)
    for _ in range(2):
        assert [describe(m) for m in s.moves()] == [("deck", None, 0)]
        assert s.click("deck")
        while s.cards("deck"):
            assert {m.source for m in s.moves()} == {"deck"}
            assert s.click("deck")
        assert snapshot(s) == before
    assert s.status == "playing"


def test_no_turn_over_when_the_stock_and_the_waste_are_empty():
    """Seed 30, played greedily: every stock card is out; only column moves
    are left, and clicking the stock's empty place does nothing."""
    s = open_game(GAME, seed=30)
    while s.cards("deck") or s.cards("waste"):
        moves = s.moves()
        home = [m for m in moves if m.target in FOUNDATIONS]
        turn = [
            m
            for m in moves
            if m.source in TABLEAU
            and m.target in TABLEAU
            and (m.index == 0 or not s.cards(m.source)[m.index - 1].face_up)
        ]
        laid = [m for m in moves if m.source == "waste"]
        s.play((home or turn or laid or [m for m in moves if m.source == "deck"])[0])
    assert s.status == "playing" and s.moves()
    assert all(m.source in TABLEAU for m in s.moves())
    assert expected(s) == {describe(m) for m in s.moves()}
    assert not s.click("deck")


def test_a_won_game():
    s = open_game(GAME, seed=4)
    replay(s, WON_4)
    assert s.status == "won" and s.score == 52
    assert all(len(s.cards(f)) == 13 for f in FOUNDATIONS)
    assert s.moves() == [] and not s.click("deck")
