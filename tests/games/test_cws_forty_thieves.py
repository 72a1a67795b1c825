"""Forty Thieves (games_src/cws_forty_thieves.cdl), played through the `game` fixture."""

from __future__ import annotations

from collections import Counter

import pytest
from cws_play import as_text, faces, names, replay_text, snapshot

GAME = "cws_forty_thieves"
COLUMNS = [f"T{n}" for n in range(1, 11)]
FOUNDATIONS = [f"F{n}" for n in range(1, 9)]

# Found by `solve_forty_thieves.py 5` and `search_seeds.py cws_forty_thieves`.
WON_5 = (
    "T4:3>F1 T4:2>T8 T4:1>T6 Stock Stock Waste:1>F2 Stock Waste:1>F3 T9:3>F3 T9:2>T1 Stock "
    "Stock Stock Stock Waste:4>F3 T8:4>F3 T8:3>F3 T2:3>F3 T2:2>T10 Stock Waste:4>F2 Stock Stock "
    "Stock Waste:6>T4 Stock Waste:6>T5 T8:2>T5 T8:1>F4 T8:0>F2 T10:4>F4 T10:3>F4 Waste:5>F4 "
    "Stock Stock Stock Stock Stock Stock Stock Stock Stock Waste:13>T1 Stock Stock Stock Stock "
    "Stock Waste:17>F2 Stock Waste:17>T4 Stock Stock Stock Stock Waste:20>F4 T1:5>F4 T1:4>F4 "
    "T1:3>F4 T1:2>T2 T3:3>T2 T3:2>F1 Stock Waste:20>T6 Waste:19>T6 Stock Stock Waste:20>F1 "
    "T1:1>F1 T1:0>T4 Stock Stock Stock Stock Stock Waste:24>F3 Stock Waste:24>F5 Stock Stock "
    "Waste:25>F2 Stock Stock Waste:26>F6 Stock Stock Waste:27>F6 Stock Stock Stock Stock Stock "
    "Stock Stock Stock Stock Stock Waste:36>F2 T6:6>F2 T6:5>F2 T6:4>F2 T6:3>F2 T6:2>F4 Stock "
    "Stock Stock Waste:38>F7 T9:1>F7 Stock Stock Waste:39>F3 Stock Waste:39>F4 T3:1>T1 T3:0>T7 "
    "T6:1>T3 T3:0>T10 Waste:38>T3 T3:0>T9 T5:5>T3 T5:4>F1 T5:3>F1 T5:2>F4 T5:1>F5 T9:1>F1 "
    "T9:0>F1 T10:3>F4 T10:2>F4 T10:1>F8 T10:0>T1 Waste:37>T8 Waste:36>T9 Waste:35>F5 T3:0>F5 "
    "T6:0>T9 Waste:34>T3 Waste:33>F3 T2:3>F3 T2:2>F3 T2:1>F3 T8:0>F3 Waste:32>T6 Waste:31>F1 "
    "T4:3>F1 T4:2>F1 T4:1>F1 T4:0>F1 Waste:30>T4 T6:0>T4 Stock Waste:30>T6 T3:0>T6 Stock "
    "Waste:30>T3 T2:0>T3 Waste:29>T2 Waste:28>T8 Waste:27>T3 T2:0>T8 Waste:26>T2 Waste:25>F8 "
    "Waste:24>T10 Waste:23>T2 T5:0>T2 Waste:22>T5 Waste:21>T9 Waste:20>F2 T4:1>F2 T4:0>F2 "
    "T7:4>T4 T7:3>T5 T4:0>T5 T7:2>T4 T10:0>T7 T1:1>T10 T1:0>T4 T10:0>T4 Waste:19>T1 T1:0>T4 "
    "Waste:18>T1 Waste:17>F5 Waste:16>T10 Waste:15>F8 T10:0>F8 Waste:14>F6 Waste:13>T7 "
    "Waste:12>F5 T1:0>F5 Waste:11>F5 Waste:10>F5 T9:2>F5 T9:1>F5 T9:0>F5 Waste:9>F5 Waste:8>F7 "
    "T6:1>F7 T6:0>F7 T7:3>F7 T7:2>F7 T7:1>F7 T7:0>F7 Waste:7>T1 Waste:6>F7 T5:2>F7 T5:1>F7 "
    "T5:0>F7 T1:0>T3 Waste:5>T1 Waste:4>T5 Waste:3>T6 Waste:2>F8 Waste:1>F6 T5:0>F6 Waste:0>F6 "
    "T2:2>F6 T2:1>F6 T2:0>F6 T1:0>F6 T6:0>F6 T4:3>F8 T4:2>F8 T4:1>F8 T4:0>F8 T3:3>F8 T3:2>F8 "
    "T3:1>F8 T3:0>F8 T8:1>F6 T8:0>F6"
)
LOST_7 = (
    "T5:3>T1 Stock Stock Stock Stock Stock Waste:4>T5 Stock Stock Stock Stock Stock Stock Stock "
    "Stock Stock Stock Stock Stock Stock Stock Waste:17>T7 Stock Waste:17>T7 Stock Stock Stock "
    "Stock Stock Stock Stock Waste:23>T4 Stock Stock Stock Stock Stock Stock Stock Stock "
    "Waste:30>T1 Stock Waste:30>F1 Stock Stock Waste:31>T9 Stock Waste:31>T5 Stock Waste:31>T7 "
    "T8:3>T7 Waste:30>T8 Stock Stock Waste:31>T9 Stock Waste:31>F2 T2:3>F2 Stock Stock "
    "Waste:32>F1 Stock Waste:32>F1 Stock Stock Stock Stock Stock Stock Waste:37>T4 Stock Stock "
    "Waste:38>T6 Stock Waste:38>T3 Stock Waste:38>T7 T2:2>T7 Stock Stock Waste:39>T6 Stock "
    "Stock Stock Stock Waste:42>F3 Stock Waste:42>T3 Waste:41>T3 Stock"
)


def fits_column(card, pile) -> bool:
    """The rules, written again in Python: down in suit, any card on a space."""
    return not pile or (pile[-1].suit == card.suit and pile[-1].rank == card.rank + 1)


def fits_foundation(card, pile) -> bool:
    if not pile:
        return card.rank == 1
    return pile[-1].suit == card.suit and pile[-1].rank + 1 == card.rank


def legal(s, source: str, index: int, target: str) -> bool:
    cards = s.cards(source)
    if source not in COLUMNS + ["Waste"] or index != len(cards) - 1 or source == target:
        return False
    if target in FOUNDATIONS:
        return fits_foundation(cards[-1], s.cards(target))
    return target in COLUMNS and fits_column(cards[-1], s.cards(target))


def test_deal(game):
    g = game(GAME, seed=5)
    assert g.stacks() == ["Stock", "Waste", *FOUNDATIONS, *COLUMNS]
    for column in COLUMNS:
        assert faces(g, column) == [True] * 4
    assert len(g.cards("Stock")) == 64 and not any(faces(g, "Stock"))
    assert g.cards("Waste") == [] and all(g.cards(f) == [] for f in FOUNDATIONS)
    every = Counter(c.name for n in g.stacks() for c in g.cards(n))
    assert len(every) == 52 and set(every.values()) == {2}
    assert g.rules.bottom(g.state, "Stock").name == "cross"


def test_the_stock_is_turned_one_card_at_a_time_and_once_only(game):
    g = game(GAME, seed=5)
    top = g.cards("Stock")[-1]
    assert g.attempt("click Stock") and [c.id for c in g.cards("Waste")] == [top.id]
    assert all(faces(g, "Waste"))
    for _ in range(63):
        assert g.attempt("click Stock")
    assert g.cards("Stock") == [] and len(g.cards("Waste")) == 64
    before = snapshot(g)
    g.assert_refused("click Stock")
    assert snapshot(g) == before


def test_every_drag_follows_the_rules(game):
    """At positions along a whole game, a grab of the top card or of the one
    under it, dropped on every other stack, is accepted exactly when the
    rules allow it."""
    g = game(GAME, seed=5)
    words = WON_5.split()
    accepted = 0
    for number, word in enumerate(words):
        if number % 40 == 0:
            for source in ["Waste", *FOUNDATIONS, *COLUMNS]:
                for index in range(max(len(g.cards(source)) - 2, 0), len(g.cards(source))):
                    for target in [*FOUNDATIONS, *COLUMNS]:
                        if target == source:
                            continue
                        before = snapshot(g)
                        expected = legal(g, source, index, target)
                        took = g.attempt(f"{source}:{index} -> {target}")
                        assert took is expected, (number, source, target)
                        if expected:
                            assert names(g, target)[-1] == before[source][-1]
                            assert g.undo()
                            accepted += 1
                        assert snapshot(g) == before
        assert g.attempt(as_text(word))
    assert accepted > 20


def test_win(game):
    g = game(GAME, seed=5)
    words = WON_5.split()
    replay_text(g, " ".join(words[:-1]))
    g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("won")
    for foundation in FOUNDATIONS:
        cards = g.cards(foundation)
        assert [c.rank for c in cards] == list(range(1, 14)) and len({c.suit for c in cards}) == 1
    assert g.moves() == []


def test_loss_when_the_stock_is_gone_and_nothing_moves(game):
    g = game(GAME, seed=7)
    words = LOST_7.split()
    replay_text(g, " ".join(words[:-1]))
    g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("lost")
    assert g.cards("Stock") == []
    for source in ["Waste", *COLUMNS]:
        cards = g.cards(source)
        if not cards:
            continue
        for target in FOUNDATIONS + COLUMNS:
            if legal(g, source, len(cards) - 1, target):
                # only a lone card from one empty column to another is left
                assert len(cards) == 1 and source != "Waste" and not g.cards(target)
    assert g.moves() == []


@pytest.mark.parametrize("stack", ["Stock", "Waste", "F1", "T1"])
def test_every_stack_explains_itself(game, stack):
    g = game(GAME, seed=1)
    assert len(g.help(stack).text) > 30
