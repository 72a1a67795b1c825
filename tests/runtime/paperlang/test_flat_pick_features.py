"""The picks and `then` bodies the compiled engine took over last
(`pick_sources.py`), each compiled from a real source: the game gets the
engine (`FlatGame`, no refusal, no P180 warning), and random games play
at every step (moves, tables, status, events, score, why each move is
refused) as recorded (`recorded.py`; tests/traces/features/picks_*)."""

from __future__ import annotations

import random

import pytest

from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.pick_sources import GROUPS, INDEXED, OWN, PICKS, SPREAD
from tests.runtime.paperlang.recorded import replayed


@pytest.mark.parametrize("kind", sorted(PICKS))
def test_the_picks_compile_and_play_as_recorded(kind: str) -> None:
    source = PICKS[kind]
    assert refusal(game_ir_of(source)) is None
    assert not_compiled(source) == []
    assert issubclass(game_class(source), FlatGame)
    sessions = replayed(f"picks_{kind}")
    assert sum(len(session.history()) for session in sessions) > 100


def test_a_member_by_a_worked_out_place_is_the_one_offered() -> None:
    session = Session(game_class(INDEXED)(), 2)
    # `k` is 0: only piles[0] gives to the waste (and the deck)
    assert {m.source for m in session.moves() if m.target == "waste"} == {"piles[0]", "deck"}
    chooser, clicked = random.Random(2), 0
    for _ in range(200):
        moves = session.moves()
        if not moves:
            break
        # one pile at a time gives to the waste, and one takes from it
        assert len({m.source for m in moves if m.target == "waste"} - {"deck"}) <= 1
        onto = [m for m in moves if m.source == "waste" and m.target.startswith("piles")]
        assert len({m.target for m in onto}) <= 1
        if onto:  # (a click on the waste's card chooses it: one destination)
            top = len(session.cards("waste")) - 1
            assert session.rules.click(session.state, "waste", top) in onto
            clicked += 1
        session.play(chooser.choice(moves))
    assert clicked


def test_a_member_outside_its_list_is_the_recorded_error() -> None:
    source = INDEXED.replace("int j = (k + 1) % 4", "int j = k + 4")
    with pytest.raises(GameError, match=r"t.pl:22: piles\[4\] is outside piles\[4\]"):
        Session(game_class(source)(), 0).moves()


def test_to_every_stack_under_them_and_by_a_filter() -> None:
    session = Session(game_class(SPREAD)(), 0)
    deck = [card.id for card in session.cards("deck")]
    piles = [[card.id for card in session.cards(f"piles[{i}]")] for i in range(4)]
    moves = session.moves()
    # three picks from the deck to every stack: the first whose `from` holds offers it
    assert [m.detail[0] for m in moves if m.source == "deck"] == [0]
    session.play(moves[0])  # `deck ->_ every piles top 1`: a card under each, in turn
    for i in range(4):
        assert [c.id for c in session.cards(f"piles[{i}]")] == [deck[-1 - i], *piles[i]]
    chooser, seen = random.Random(0), 0
    for _ in range(300):
        moves = session.moves()
        if not moves:
            break
        move = chooser.choice(moves)
        if move.detail[0] == 4:  # `waste ->_ every homes top 2 where to{...}`
            low = len(session.cards("piles[0]"))
            homes = [[c.id for c in session.cards(f"homes[{i}]")] for i in range(2)]
            waste = [c.id for c in session.cards("waste")]
            session.play(move)
            for i in range(2):  # (each as the move before left it)
                now = [c.id for c in session.cards(f"homes[{i}]")]
                if not homes[i] or len(homes[i]) > low:
                    assert now == waste[-2:] + homes[i]
                    waste = waste[:-2]
                else:
                    assert now == homes[i]
            seen += 1
            continue
        session.play(move)
    assert seen


def test_several_cards_judged_by_the_piles_rules() -> None:
    """Checked against the rules as the reference gives them, move by move."""
    rules = game_class(GROUPS)()
    chooser, seen = random.Random(3), set()
    for seed in range(4):
        session = Session(rules, seed)
        for _ in range(150):
            moves = session.moves()
            if not moves:
                break
            for move in moves:
                if move.count > 1 and move.detail[0] < 8:  # (not the deck and the waste)
                    cards = session.cards(move.source)[move.index :]
                    onto = session.cards(move.target)
                    assert _allowed(move, cards, onto), move
                    seen.add(move.detail[0])
            session.play(chooser.choice(moves))
    assert {1, 3, 4} <= seen


def _allowed(move, cards, onto) -> bool:
    """Several `cards` (as they lie) onto pile `onto`, by GROUPS' rules as
    the reference gives them."""
    number = move.detail[0]
    moving = cards if number == 3 else cards[::-1]  # (`/>` as they lie; `->` the top first)
    near = _next_to  # piles: YBY, up or down by one, any suit
    ruled = {  # pick: (the rule the lowest lands by, the rule the cards follow, room)
        1: (near, None, None),  # runs -> piles: runs let them go in any order
        2: (_runs_take, None, None),  # runs -> runs
        3: (near, near, None),  # piles /> piles
        4: (None, near, 3),  # piles -> cells: cells hold three, no rule
        5: (_runs_take, _down_in_suit, None),  # cells -> runs, in the runs' order
        6: (near, near, None),  # waste -> piles, in the piles' order
    }
    if number not in ruled:  # (homes take one at a time; nothing goes under a pile)
        return False
    lands, follows, room = ruled[number]
    if room is not None and len(onto) + len(cards) > room:
        return False
    if lands is not None and onto and not lands(onto[-1], moving[0]):
        return False
    if lands is _runs_take and not onto and moving[0].rank != 13:
        return False
    pairs = zip(moving, moving[1:], strict=False)
    return follows is None or all(follows(lower, upper) for lower, upper in pairs)


def _next_to(lower, upper) -> bool:
    return abs(lower.rank - upper.rank) == 1


def _down_in_suit(lower, upper) -> bool:
    return upper.rank == lower.rank - 1 and upper.suit == lower.suit


_runs_take = _down_in_suit  # runs: KDS, a king on an empty one


def test_every_member_of_its_own_list_itself_in_its_turn() -> None:
    """`piles[1] -> every piles top 2`: two cards onto each member in
    order, one at a time (the top card first), piles[1] itself too: its
    two top cards leave it and come back, the other way up."""
    session = Session(game_class(OWN)(), 4)
    session.play(next(m for m in session.moves() if m.detail[0] == 0))  # (a card to the waste)
    move = next(m for m in session.moves() if m.detail[0] == 1)
    piles = [[c.id for c in session.cards(f"piles[{i}]")] for i in range(3)]
    waste = [c.id for c in session.cards("waste")]
    piles[int(move.target[-2])].append(waste.pop())  # `waste -> piles top 1`
    for dest in range(3):
        moving = piles[1][-2:][::-1]
        del piles[1][len(piles[1]) - len(moving) :]
        piles[dest] += moving
    session.play(move)
    assert [[c.id for c in session.cards(f"piles[{i}]")] for i in range(3)] == piles
