"""Spider, two suits (games_src/cws_spider_two_suits.cdl), through the `game` fixture."""

from __future__ import annotations

from collections import Counter

import pytest
from cws_play import as_text, faces, names, replay_text, snapshot

GAME = "cws_spider_two_suits"
COLUMNS = [f"T{n}" for n in range(1, 11)]
FOUNDATIONS = [f"F{n}" for n in range(1, 9)]

# Found by `solve_spider.py 1` and `solve_spider.py 3 --lose`.
LOST_3 = "Stock Stock Stock Stock Stock T6:9>T4 T1:10>T2"
WON_1 = (
    "T4:5>T7 T2:5>T4 T4:4>T2 T5:4>T7 T6:4>T5 T6:3>T3 T6:2>T5 T3:5>T6 T2:4>T3 T6:1>T7 T10:4>T7 "
    "T2:3>T8 T1:5>T2 T1:4>T6 T1:3>T6 T1:2>T5 T9:4>T3 T5:3>T9 T5:2>T1 T10:3>T6 Stock T5:2>T10 "
    "T5:1>T9 T5:0>T10 T3:9>T10 T6:4>T8 T8:6>T6 T6:3>T4 T6:0>T8 T1:3>T4 T10:3>T1 T10:2>T8 "
    "T10:1>T7 T7:11>T5 T7:4>T6 T7:3>T9 T10:0>T7 T1:2>T9 T1:1>T10 Stock T3:9>T4 Stock Stock "
    "T4:12>T3 T3:10>T4 T4:9>T10 T2:6>T4 T8:12>T7 T9:18>T7 T4:8>T3 T6:9>T3 Stock T1:4>T10 "
    "T2:6>T6 T4:8>T7 T6:9>T3 T6:8>T10 T7:9>T6 T9:18>T10 T10:9>T4 T10:3>T6 T1:3>T9 T5:5>T8 "
    "T6:7>T9 T3:14>T6 T3:11>T6 T7:6>T3 T7:5>T5 T4:4>T7 T10:2>T4 T10:1>T1 T4:3>T6 T4:2>T2 "
    "T10:0>T2 T4:1>T10 T6:0>T4 T9:19>T2 T1:2>T6 T1:1>T10 T2:6>T1 T3:13>T1 T8:13>T10 T8:12>T5 "
    "T10:2>T5 T7:4>T1 T1:2>T7 T10:0>T1 T7:2>T10 T7:1>T2 T7:0>T2 T3:11>T7 T4:0>T3 T3:9>T1 "
    "T3:8>T7 T9:18>T4 T2:7>T9 T8:11>T2 T9:17>T8 T9:16>T3 T3:4>T9 T10:1>T9 T3:3>T10 T3:2>T10 "
    "T6:0>T3 T3:1>T6 T9:2>T3 T9:1>T10 T9:0>T2 T10:0>T2 T5:7>T2 T3:0>T2 T8:10>T3 T5:6>T8 T8:6>T4 "
    "T1:2>T9 T5:5>T1 T9:0>T5 T8:5>T9 T4:0>T8 T8:4>T4 T5:4>T8 T4:0>T5 T8:7>T5 T9:0>T5 T8:3>T4 "
    "T8:2>T3 T8:1>T5 T1:0>T3 T8:0>T3 T4:0>T5 T2:14>T1 T2:13>T3 T1:0>T3 T2:9>T1 T5:5>T2 T1:0>T5 "
    "T2:7>T1 T5:3>T2 T1:0>T5 T5:2>T1 T5:0>T3 T2:6>T4 T1:0>T2 T2:5>T1 T4:0>T2 T2:4>T4 T6:0>T2 "
    "T2:3>T5 T2:2>T1 T3:9>T1 T5:0>T3 T7:0>T2 T2:1>T1 T2:0>T4 T1:0>T4"
)


def is_run(cards) -> bool:
    """The rules, written again in Python: face up, one suit, down by one."""
    return all(c.face_up for c in cards) and all(
        low.suit == high.suit and low.rank + 1 == high.rank
        for high, low in zip(cards, cards[1:], strict=False)
    )


def legal(s, source: str, index: int, target: str) -> bool:
    cards, pile = s.cards(source), s.cards(target)
    if target not in COLUMNS or not is_run(cards[index:]):
        return False
    return not pile or (pile[-1].face_up and pile[-1].rank == cards[index].rank + 1)


def complete_run_on_top(cards) -> bool:
    return len(cards) >= 13 and cards[-13].rank == 13 and is_run(cards[-13:])


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["Stock", *FOUNDATIONS, *COLUMNS]
    for n, column in enumerate(COLUMNS):
        size = 6 if n < 4 else 5
        assert faces(g, column) == [False] * (size - 1) + [True]
    assert len(g.cards("Stock")) == 50 and not any(faces(g, "Stock"))
    every = Counter(c.name for n in g.stacks() for c in g.cards(n))
    assert len(every) == 26 and set(every.values()) == {4}
    assert {c.suit for n in g.stacks() for c in g.cards(n)} == {"S", "H"}


def test_the_stock_deals_a_row_but_not_onto_an_empty_column(game):
    g = game(GAME, seed=1)
    tops = [c.id for c in reversed(g.cards("Stock")[-10:])]
    assert g.attempt("click Stock")
    assert [g.cards(c)[-1].id for c in COLUMNS] == tops
    assert all(g.cards(c)[-1].face_up for c in COLUMNS)
    g.undo()
    for word in WON_1.split():
        assert g.attempt(as_text(word))
        if g.cards("Stock") and any(not g.cards(c) for c in COLUMNS):
            break
    else:
        pytest.fail("no column was ever empty while the stock lasted")
    before = snapshot(g)
    g.assert_refused("click Stock")
    assert snapshot(g) == before


def test_every_drag_follows_the_rules(game):
    """At positions along a whole game, a grab of every face-up card (and of
    the bottom card), dropped on every other stack, is accepted exactly when
    the rules allow it."""
    g = game(GAME, seed=1)
    accepted = 0
    for number, word in enumerate(WON_1.split()):
        if number % 40 == 0:
            for source in COLUMNS:
                cards = g.cards(source)
                grabs = {0} | {i for i, card in enumerate(cards) if card.face_up}
                for index in sorted(grabs & set(range(len(cards)))):
                    for target in ["F1", *COLUMNS]:
                        if target != source:
                            accepted += check_drag(g, source, index, target)
        assert g.attempt(as_text(word))
    assert accepted > 20


def check_drag(g, source: str, index: int, target: str) -> bool:
    before = snapshot(g)
    off = sum(len(g.cards(f)) for f in FOUNDATIONS)
    expected = legal(g, source, index, target)
    assert g.attempt(f"{source}:{index} -> {target}") is expected, (source, index, target)
    if expected:
        joined = [name.strip("[]") for name in before[target] + before[source][index:]]
        now = [name.strip("[]") for name in names(g, target)]
        if sum(len(g.cards(f)) for f in FOUNDATIONS) == off:
            assert now == joined
        else:  # the move completed a run, which went off
            assert now == joined[:-13]
        assert all(faces(g, source)[-1:])  # integrity? turned it up
        assert g.undo()
    assert snapshot(g) == before
    return expected


def test_complete_runs_go_off_and_the_game_is_won(game):
    g = game(GAME, seed=1)
    words = WON_1.split()
    for word in words[:-1]:
        off = sum(len(g.cards(f)) for f in FOUNDATIONS)
        assert g.attempt(as_text(word))
        assert not any(complete_run_on_top(g.cards(c)) for c in COLUMNS)
        if sum(len(g.cards(f)) for f in FOUNDATIONS) > off:
            g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("won")
    for foundation in FOUNDATIONS:
        cards = g.cards(foundation)
        assert [c.rank for c in cards] == list(range(1, 14))  # the King shows
        assert len({c.suit for c in cards}) == 1
    assert all(not g.cards(c) for c in COLUMNS) and g.moves() == []


@pytest.mark.parametrize("stack", ["Stock", "F1", "T1"])
def test_every_stack_explains_itself(game, stack):
    g = game(GAME, seed=1)
    assert len(g.help(stack).text) > 30


def test_loss_when_the_stock_is_dealt_and_no_run_can_move(game):
    g = game(GAME, seed=3)
    words = LOST_3.split()
    replay_text(g, " ".join(words[:-1]))
    g.assert_status("playing")
    assert g.attempt(as_text(words[-1]))
    g.assert_status("lost")
    assert g.cards("Stock") == []
    for source in COLUMNS:
        for index in range(len(g.cards(source))):
            for target in COLUMNS:
                if target != source and legal(g, source, index, target):
                    assert index == 0 and not g.cards(target)  # a whole column, to a space
    assert g.moves() == []
