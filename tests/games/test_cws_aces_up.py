"""Aces Up (games_src/cws_aces_up.cdl), played through the `game` fixture."""

from __future__ import annotations

import pytest
from cws_play import as_text, faces, names, replay_text, snapshot

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


def test_deal(game):
    g = game(GAME, seed=3)
    assert g.stacks() == ["Stock", "Discard", *COLUMNS]
    assert len(g.cards("Stock")) == 48 and not any(faces(g, "Stock"))
    for column in COLUMNS:
        assert faces(g, column) == [True]
    assert g.cards("Discard") == []
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert g.rules.bottom(g.state, "Stock").name == "cross"
    assert g.layout().piles["C1"].fan == "down"


def test_stock_deals_one_card_to_each_column_until_it_is_empty(game):
    g = game(GAME, seed=3)
    top_four = [c.id for c in reversed(g.cards("Stock")[-4:])]
    assert g.attempt("click Stock")
    assert [g.cards(c)[-1].id for c in COLUMNS] == top_four
    assert all(all(faces(g, c)) for c in COLUMNS)
    for _ in range(11):
        assert g.attempt("click Stock")
    assert g.cards("Stock") == [] and sum(len(g.cards(c)) for c in COLUMNS) == 52
    before = snapshot(g)
    g.assert_refused("click Stock")
    assert snapshot(g) == before


def test_a_click_discards_exactly_the_beaten_top_cards(game):
    """Along a whole game, clicking each column does what the rule says."""
    g = game(GAME, seed=7)
    checked = refused = 0
    for word in WON_7.split():
        for column in COLUMNS:
            before = snapshot(g)
            expected = beaten(g, column)
            assert g.attempt(f"click {column}") is expected, (column, before)
            if expected:
                assert names(g, "Discard")[-1] == before[column][-1]
                assert names(g, column) == before[column][:-1]
                g.undo()
            else:
                refused += 1
            assert snapshot(g) == before
            checked += 1
        assert g.attempt(as_text(word))
    assert checked > 200 and refused > 100


def test_drag_to_the_discard_pile_follows_the_same_rule(game):
    g = game(GAME, seed=7)
    assert beaten(g, "C1") and not beaten(g, "C2")
    before = snapshot(g)
    g.assert_refused("C2 -> Discard")
    assert snapshot(g) == before
    assert g.attempt("C1 -> Discard") and len(g.cards("Discard")) == 1


def test_only_an_empty_column_takes_a_card(game):
    g = game(GAME, seed=7)
    replay_text(g, "C1 C3 Stock C2 C2")  # C2 is now empty
    assert g.cards("C2") == [] and len(g.cards("C4")) == 2
    before = snapshot(g)
    g.assert_refused("C4 -> C3")  # C3 is not empty
    assert snapshot(g) == before
    g.assert_refused("C4:0 -> C2")  # not the top card
    assert snapshot(g) == before
    moved = names(g, "C4")[-1]
    assert g.attempt("C4 -> C2")
    g.assert_cards("C2", [moved])
    assert g.undo() and snapshot(g) == before


def test_win_leaves_the_four_aces(game):
    g = game(GAME, seed=7)
    replay_text(g, WON_7)
    g.assert_status("won")
    assert len(g.cards("Discard")) == 48
    assert sorted(n for c in COLUMNS for n in names(g, c)) == ["AC", "AD", "AH", "AS"]
    assert g.moves() == []


def test_loss_when_nothing_can_be_discarded_or_moved(game):
    g = game(GAME, seed=22)
    words = LOST_22.split()
    replay_text(g, " ".join(words[:-1]))
    g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("lost")
    assert g.cards("Stock") == []
    assert not any(beaten(g, c) for c in COLUMNS)
    assert g.moves() == []
    g.assert_refused("click C1")
    assert g.undo()
    g.assert_status("playing")


@pytest.mark.parametrize("stack", ["Stock", "Discard", "C1", "C4"])
def test_every_stack_explains_itself(game, stack):
    g = game(GAME, seed=1)
    box = g.help(stack)
    assert box is not None and len(box.text) > 40
    assert "Discard" in g.rules_text() and "Ace" in g.rules_text()
