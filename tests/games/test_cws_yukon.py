"""Yukon (games_src/cws_yukon.cdl), played through the `game` fixture."""

from __future__ import annotations

import pytest
from cws_play import as_text, faces, names, replay_text, snapshot

GAME = "cws_yukon"
COLUMNS = [f"T{n}" for n in range(1, 8)]
FOUNDATIONS = ["A1", "A2", "A3", "A4"]

# Found by `search_seeds.py cws_yukon`.
WON_3 = (
    "T3:6>A1 T6:9>A2 T3:2>T1 T5:4>T1 T5:3>A2 T4:7>A2 T2:1>T4 T6:5>T5 T6:4>A1 T1:0>T6 T3:1>T1 "
    "T4:6>T6 T5:2>T4 T5:1>T2 T7:6>T5 T4:9>T3 T4:8>A3 T6:6>T2 T4:3>T6 T2:8>T7 T2:7>T7 T3:2>T4 "
    "T4:2>T3 T5:0>T4 T4:4>T2 T2:9>T4 T7:5>T2 T4:1>T7 T6:3>T4 T7:4>T1 T4:0>T2 T1:6>T7 T2:4>T6 "
    "T6:5>T2 T2:12>T7 T2:11>A4 T2:10>A3 T3:3>A3 T7:18>A3 T1:0>T4 T2:0>T1 T1:0>T5 T4:0>T1 "
    "T1:0>T2 T5:0>T1 T1:0>T4 T2:0>T1 T1:0>T5 T4:0>T1 T1:0>T2 T7:8>T1 T7:7>A1 T7:6>A4 T2:9>A4 "
    "T3:2>A4 T1:9>A4 T3:1>A3 T6:4>A1 T1:0>T4 T2:0>T1 T1:5>T4 T1:4>A3 T1:3>T4 T4:10>T1 T4:9>A1 "
    "T3:0>A1 T4:8>T1 T4:7>A2 T4:6>A1 T6:3>A2 T6:2>A4 T1:7>A2 T6:1>A2 T1:6>A4 T4:5>A2 T5:5>A4 "
    "T7:5>A2 T7:3>T6 T7:2>A3 T1:5>A3 T1:4>A4 T5:4>A3 T1:3>A3 T5:3>A4 T1:2>A4 T5:2>A3 T5:1>A4 "
    "T7:1>T2 T7:0>A1 T4:4>A1 T4:3>A2 T6:2>A1 T4:2>A1 T4:1>A3 T4:0>A4 T5:0>A3 T6:1>A2 T6:0>A1 "
    "T1:1>A2 T1:0>A1 T2:0>A2"
)
LOST_133 = (
    "T2:2>T3 T3:6>T4 T3:5>A1 T4:5>T5 T5:6>T2 T5:5>A2 T5:4>A1 T5:3>T2 T2:3>T1 T2:2>A3 T4:4>A3 "
    "T6:5>T4 T1:5>T6 T3:4>T5 T5:2>T3 T5:1>A3 T4:5>T1 T5:0>T4 T1:6>T6 T6:9>T3 T7:10>T1 T1:6>T3 "
    "T3:4>T7 T7:7>T3 T1:0>T7 T3:15>T7 T4:4>T6 T6:4>T4 T3:14>T6 T3:13>A1 T3:12>A2 T7:13>T6 "
    "T7:9>T1 T3:10>T7 T4:3>T3 T3:2>T4 T4:2>T5 T4:1>A4 T2:1>A4 T4:0>A1 T7:10>A4 T7:9>A3 "
    "T5:16>A3 T2:0>A3 T3:1>T7 T1:0>T2 T2:0>T4 T5:0>T1 T1:0>T2 T4:0>T1 T1:0>T5 T2:0>T1 T1:0>T4 "
    "T5:0>T1 T1:0>T2 T4:0>T1 T6:5>T2 T1:0>T4 T2:0>T1 T1:0>T5 T4:0>T1 T1:0>T2 T5:0>T1 T1:0>T4 "
    "T2:0>T1 T1:0>T5 T4:0>T1 T1:0>T2 T3:0>T6"
)


def fits_column(card, pile) -> bool:
    """The rule, written again in Python."""
    if not pile:
        return card.rank == 13
    top = pile[-1]
    return top.face_up and top.red != card.red and card.rank + 1 == top.rank


def test_deal(game):
    g = game(GAME, seed=3)
    assert g.stacks() == [*FOUNDATIONS, *COLUMNS]
    assert faces(g, "T1") == [True]
    for n in range(2, 8):
        assert faces(g, f"T{n}") == [False] * (n - 1) + [True] * 5
    assert all(g.cards(f) == [] for f in FOUNDATIONS)
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52


@pytest.mark.parametrize("seed", [3, 11])
def test_any_face_up_card_moves_with_what_is_on_it(game, seed):
    g = game(GAME, seed=seed)
    accepted = refused = 0
    for source in COLUMNS:
        for index, card in enumerate(g.cards(source)):
            for target in COLUMNS:
                if target == source:
                    continue
                before = snapshot(g)
                legal = card.face_up and fits_column(card, g.cards(target))
                assert g.attempt(f"{source}:{index} -> {target}") is legal, (source, index, target)
                if legal:
                    moved = before[source][index:]
                    assert names(g, target) == before[target] + moved
                    assert all(faces(g, source)[-1:])  # integrity? turned it up
                    assert g.undo()
                    accepted += 1
                else:
                    refused += 1
                assert snapshot(g) == before
    assert accepted > 0 and refused > 100


def test_integrity_turns_up_the_card_a_move_uncovers(game):
    g = game(GAME, seed=3)
    assert faces(g, "T3") == [False, False, True, True, True, True, True]
    assert g.attempt("T3:2 -> T1")  # 8D and the four cards on it, onto 9C
    assert faces(g, "T3") == [False, True]
    assert g.undo() and faces(g, "T3")[:3] == [False, False, True]


def test_foundations_build_up_in_suit_from_the_ace(game):
    g = game(GAME, seed=3)
    ace = g.cards("T3")[-1]
    assert ace.rank == 1
    before = snapshot(g)
    g.assert_refused("T3:5 -> A1")  # only a top card
    assert snapshot(g) == before
    g.assert_refused("T1 -> A1")  # 9C is no Ace
    assert snapshot(g) == before
    assert g.attempt("T3 -> A1")
    g.assert_cards("A1", [ace.name])
    replay_text(g, "T6:9>A2 T3:2>T1 T5:4>T1")
    two = g.cards("T5")[-1]
    assert two.rank == 2 and two.suit == g.cards("A2")[-1].suit
    g.assert_refused("T5 -> A1")  # not the Ace's suit
    assert g.attempt("T5 -> A2") and [c.rank for c in g.cards("A2")] == [1, 2]


def test_only_a_king_fills_an_empty_column(game):
    g = game(GAME, seed=3)
    replay_text(
        g, "T3:6>A1 T6:9>A2 T3:2>T1 T5:4>T1 T5:3>A2 T4:7>A2 T2:1>T4 T6:5>T5 T6:4>A1 T1:0>T6"
    )
    assert g.cards("T1") == []
    for source in COLUMNS[1:]:
        for index, card in enumerate(g.cards(source)):
            if card.face_up and index > 0:
                before = snapshot(g)
                assert g.attempt(f"{source}:{index} -> T1") is (card.rank == 13)
                if card.rank == 13:
                    assert g.undo()
                assert snapshot(g) == before


def test_win(game):
    g = game(GAME, seed=3)
    words = WON_3.split()
    replay_text(g, " ".join(words[:-1]))
    g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("won")
    for foundation in FOUNDATIONS:
        cards = g.cards(foundation)
        assert [c.rank for c in cards] == list(range(1, 14))
        assert len({c.suit for c in cards}) == 1
    assert g.moves() == []


def test_loss_when_no_card_can_move_but_a_king_between_empty_columns(game):
    g = game(GAME, seed=133)
    words = LOST_133.split()
    replay_text(g, " ".join(words[:-1]))
    g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("lost")
    tops = {f: g.cards(f)[-1] for f in FOUNDATIONS if g.cards(f)}
    for source in COLUMNS:
        cards = g.cards(source)
        if cards:
            top = cards[-1]
            assert not any(t.suit == top.suit and t.rank + 1 == top.rank for t in tops.values())
            assert top.rank != 1
        for index, card in enumerate(cards):
            for target in COLUMNS:
                if card.face_up and target != source and fits_column(card, g.cards(target)):
                    assert index == 0 and card.rank == 13  # the only kind left
    assert g.moves() == []


@pytest.mark.parametrize("stack", ["A1", "T1", "T7"])
def test_every_stack_explains_itself(game, stack):
    g = game(GAME, seed=1)
    assert len(g.help(stack).text) > 40
