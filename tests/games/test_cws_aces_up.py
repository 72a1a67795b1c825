"""Aces Up (games_src/cws_aces_up.cdl), played through runtime.Session."""

from __future__ import annotations

import pytest
from cws_play import faces, names, open_game, play_word, replay, snapshot

GAME = "cws_aces_up"
COLUMNS = ["C1", "C2", "C3", "C4"]

# Found by `search_seeds.py cws_aces_up`: a won and a lost game.
WON_7 = (
    "C1 C3 Stock C2 C2 C4:1>C2 C2 Stock C4 C4 C1:1>C4 C2 Stock C1 C4 Stock C3 Stock C3 C1 "
    "C2 C4 Stock C1 C4 Stock C4 C1 C1 C1 C2:3>C1 C2 C1 C2:1>C1 C4 C1 Stock C2 C3 C1 C3:4>C1 "
    "C3 C3 C3 C3 Stock C1 C2 C4 C3 Stock C3 C1:1>C3 C4 C4 C3 Stock C3 C2 C2:1>C3 C4 C4 Stock "
    "C3 C4 C1:2>C4 C4 C1:1>C4 C1"
)
LOST_22 = (
    "Stock Stock Stock C3 C2 C3 C3 Stock C2 Stock C3 Stock C1 Stock C1 C1 C1 C1 C1 C3 C4 "
    "Stock C4 C2 C3 Stock C3 C1 C3 Stock Stock Stock C2 C4"
)


def value(card) -> int:
    """The Ace is high."""
    return 14 if card.rank == 1 else card.rank


def beaten(session, column: str) -> bool:
    """The rule, written again in Python: a higher card of the same suit
    tops another column."""
    cards = session.cards(column)
    if not cards:
        return False
    top = cards[-1]
    return any(
        other != column
        and session.cards(other)
        and session.cards(other)[-1].suit == top.suit
        and value(session.cards(other)[-1]) > value(top)
        for other in COLUMNS
    )


def test_deal():
    s = open_game(GAME, seed=3)
    assert s.stacks() == ["Stock", "Discard", *COLUMNS]
    assert len(s.cards("Stock")) == 48 and not any(faces(s, "Stock"))
    for column in COLUMNS:
        assert faces(s, column) == [True]
    assert s.cards("Discard") == []
    assert len({c.id for n in s.stacks() for c in s.cards(n)}) == 52
    assert s.rules.bottom(s.state, "Stock").name == "cross"
    assert s.layout().piles["C1"].fan == "down"


def test_stock_deals_one_card_to_each_column_until_it_is_empty():
    s = open_game(GAME, seed=3)
    top_four = [c.id for c in reversed(s.cards("Stock")[-4:])]
    assert s.click("Stock")
    assert [s.cards(c)[-1].id for c in COLUMNS] == top_four
    assert all(all(faces(s, c)) for c in COLUMNS)
    for _ in range(11):
        assert s.click("Stock")
    assert s.cards("Stock") == [] and sum(len(s.cards(c)) for c in COLUMNS) == 52
    before = snapshot(s)
    assert not s.click("Stock") and snapshot(s) == before


def test_a_click_discards_exactly_the_beaten_top_cards():
    """Along a whole game, clicking each column does what the rule says."""
    s = open_game(GAME, seed=7)
    checked = refused = 0
    for word in WON_7.split():
        for column in COLUMNS:
            before = snapshot(s)
            expected = beaten(s, column)
            assert s.click(column) is expected, (column, before)
            if expected:
                assert names(s, "Discard")[-1] == before[column][-1]
                assert names(s, column) == before[column][:-1]
                s.undo()
            else:
                refused += 1
            assert snapshot(s) == before
            checked += 1
        assert play_word(s, word)
    assert checked > 200 and refused > 100


def test_drag_to_the_discard_pile_follows_the_same_rule():
    s = open_game(GAME, seed=7)
    assert beaten(s, "C1") and not beaten(s, "C2")
    before = snapshot(s)
    assert not s.drag("C2", 0, "Discard") and snapshot(s) == before
    assert s.drag("C1", 0, "Discard") and len(s.cards("Discard")) == 1


def test_only_an_empty_column_takes_a_card():
    s = open_game(GAME, seed=7)
    replay(s, "C1 C3 Stock C2 C2")  # C2 is now empty
    assert s.cards("C2") == [] and len(s.cards("C4")) == 2
    before = snapshot(s)
    assert not s.drag("C4", 1, "C3") and snapshot(s) == before  # C3 is not empty
    assert not s.drag("C4", 0, "C2") and snapshot(s) == before  # not the top card
    moved = names(s, "C4")[-1]
    assert s.drag("C4", 1, "C2") and names(s, "C2") == [moved]
    assert s.undo() and snapshot(s) == before


def test_win_leaves_the_four_aces():
    s = open_game(GAME, seed=7)
    replay(s, WON_7)
    assert s.status == "won"
    assert len(s.cards("Discard")) == 48
    assert sorted(n for c in COLUMNS for n in names(s, c)) == ["AC", "AD", "AH", "AS"]
    assert s.moves() == []


def test_loss_when_nothing_can_be_discarded_or_moved():
    s = open_game(GAME, seed=22)
    words = LOST_22.split()
    replay(s, " ".join(words[:-1]))
    assert s.status == "playing"
    assert play_word(s, words[-1]) and s.status == "lost"
    assert s.cards("Stock") == []
    assert not any(beaten(s, c) for c in COLUMNS)
    assert s.moves() == [] and not s.click("C1")
    assert s.undo() and s.status == "playing"


@pytest.mark.parametrize("stack", ["Stock", "Discard", "C1", "C4"])
def test_every_stack_explains_itself(stack):
    s = open_game(GAME, seed=1)
    box = s.help(stack)
    assert box is not None and len(box.text) > 40
    assert "Discard" in s.rules_text() and "Ace" in s.rules_text()
