"""Pyramid (games_src/pyramid.pl), played through runtime.Session: seed 002's
rules, pairs totalling 13, kings alone, and the covered-pair exception."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, snapshot
from tour_play import Pairs, open_game, pile_cards, playout, replay

from runtime import IllegalMove
from runtime.engine.model import Move

GAME = "pyramid"
PYRAMID = [f"pyramid[{k}]" for k in range(28)]
ROW_START = [r * (r + 1) // 2 for r in range(8)]

# Found by `tour_search.py pyramid --seeds 2`: it uses the covered-pair
# exception (pyramid[26] -> pyramid[20]).
WON_2 = (
    "pyramid[22] -> pyramid[23] (1 card) | pyramid[21] -> foundation (1 card) | "
    "click deck | pyramid[16] -> deck (1 card) | click deck | "
    "pyramid[15] -> deck (1 card) | pyramid[10] -> pyramid[24] (1 card) | "
    "pyramid[25] -> deck (1 card) | pyramid[18] -> pyramid[27] (1 card) | "
    "pyramid[26] -> pyramid[20] (1 card) | pyramid[19] -> waste (1 card) | "
    "pyramid[13] -> pyramid[17] (1 card) | pyramid[11] -> waste (1 card) | "
    "pyramid[12] -> deck (1 card) | pyramid[7] -> deck (1 card) | click deck | "
    "click deck | pyramid[14] -> deck (1 card) | deck -> foundation (1 card) | "
    "pyramid[9] -> deck (1 card) | deck -> waste (1 card) | click deck | click deck | "
    "click deck | pyramid[8] -> deck (1 card) | pyramid[6] -> deck (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | pyramid[5] -> deck (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | pyramid[3] -> deck (1 card) | "
    "pyramid[4] -> foundation (1 card) | pyramid[2] -> foundation (1 card) | "
    "pyramid[1] -> pyramid[0] (1 card)"
)


def row_of(k: int) -> int:
    return max(r for r in range(7) if ROW_START[r] <= k)


def coverers(k: int) -> tuple[int, int] | None:
    """The two piles of the next row that cover pile k (none for the base row)."""
    row = row_of(k)
    if row == 6:
        return None
    first = ROW_START[row + 1] + (k - ROW_START[row])
    return first, first + 1


def rank(session, name: str) -> int | None:
    cards = session.cards(name)
    return cards[-1].rank if cards else None


def free(session, name: str) -> bool:
    """May this pile's top card be played? The stock's and waste's always;
    a pyramid card's when no card covers it."""
    if not session.cards(name):
        return False
    if not name.startswith("pyramid"):
        return True
    cover = coverers(int(name[8:-1]))
    return cover is None or not any(session.cards(PYRAMID[c]) for c in cover)


def covered_only_by(session, name: str, other: str) -> bool:
    if not name.startswith("pyramid"):
        return False
    cover = coverers(int(name[8:-1]))
    if cover is None:
        return False
    left, right = (PYRAMID[c] for c in cover)
    return (other == left and not session.cards(right)) or (
        other == right and not session.cards(left)
    )


def expected(session) -> Pairs:
    """Seed 002's rules, written again: kings alone to the foundation; a
    playable card onto its partner (playable, or covered only by it); a
    click on the stock."""
    playable = [n for n in [*PYRAMID, "deck", "waste"] if free(session, n)]
    found: Pairs = set()
    for source in playable:
        if rank(session, source) == 13:
            found.add((source, "foundation"))
        for target in [*PYRAMID, "deck", "waste"]:
            if target == source or not session.cards(target):
                continue
            if rank(session, source) + rank(session, target) != 13:
                continue
            if free(session, target) or covered_only_by(session, target, source):
                found.add((source, target))
    if session.cards("deck"):
        found.add(("deck", None))
    return found


def test_deal():
    s = open_game(GAME, seed=1)
    assert s.stacks() == ["deck", *PYRAMID, "waste", "foundation"]
    for name in PYRAMID:
        assert faces(s, name) == [True]
    assert faces(s, "deck") == [False] * 23 + [True]  # the stock's top card is playable
    assert s.cards("waste") == [] and s.cards("foundation") == []
    assert len({c.id for n in s.stacks() for c in s.cards(n)}) == 52
    assert s.score == 0 and s.status == "playing"
    piles = s.layout().piles
    # row by row, each half a card lower and half a card further left
    assert piles["pyramid[0]"].y < piles["pyramid[1]"].y < piles["pyramid[3]"].y
    assert piles["pyramid[1]"].x < piles["pyramid[0]"].x < piles["pyramid[2]"].x
    assert (
        piles["pyramid[0]"].x - piles["pyramid[1]"].x
        == piles["pyramid[2]"].x - piles["pyramid[0]"].x
    )
    assert "13" in s.rules_text() and "king" in s.rules_text()


def test_only_uncovered_cards_stock_and_waste_are_playable_at_the_deal():
    s = open_game(GAME, seed=1)
    assert {m.source for m in s.moves()} <= {*PYRAMID[21:], "deck", "waste"}
    assert open_moves_match(s)


def open_moves_match(s) -> bool:
    return {(m.source, m.target) for m in s.moves()} == expected(s)


def find_pair(s, targets):
    for move in s.moves():
        if move.target in targets and move.source != "deck":
            return move
    return None


def test_a_pair_goes_to_the_foundation_and_a_wrong_pair_is_refused():
    s = open_game(GAME, seed=3)  # 5H and 8H lie side by side in the base row
    assert [c.name for c in s.cards("pyramid[26]") + s.cards("pyramid[27]")] == ["5H", "8H"]
    assert s.cards("pyramid[22]")[-1].name == "KC"
    before = snapshot(s)
    assert not s.drag("pyramid[26]", 0, "pyramid[21]")  # 5 + 9 is not 13
    assert snapshot(s) == before and "pairs must total 13" in s.message
    assert not s.drag("pyramid[26]", 0, "pyramid[20]")  # QS is covered
    assert not s.drag("pyramid[20]", 0, "pyramid[24]")  # a covered card is not playable
    assert s.drag("pyramid[26]", 0, "pyramid[27]")
    assert [c.name for c in s.cards("foundation")] == ["5H", "8H"]
    assert s.cards("pyramid[26]") == s.cards("pyramid[27]") == []
    assert s.score == 2
    assert s.click("pyramid[22]")  # a king goes alone
    assert s.cards("foundation")[-1].name == "KC" and s.score == 3
    assert s.undo() and s.undo() and snapshot(s) == before


def test_a_move_that_is_not_listed_raises():
    s = open_game(GAME, seed=3)
    with pytest.raises(IllegalMove):
        s.play(Move("pyramid[0]", "foundation", 1, 0))
    with pytest.raises(IllegalMove):
        s.play(Move("foundation", "waste", 1, 0))


def test_the_stock_turns_one_card_to_the_waste_and_is_not_redealt():
    s = open_game(GAME, seed=1)
    top = s.cards("deck")[-1].id
    assert s.click("deck")
    assert [c.id for c in s.cards("waste")] == [top] and faces(s, "waste") == [True]
    assert s.cards("deck")[-1].face_up  # the next stock card turns up
    for _ in range(23):
        top = s.cards("deck")[-1]
        assert s.click("deck")
        if top.rank == 13:  # a click on a king sends it home: that never hurts
            assert s.cards("foundation")[-1] == top
        else:
            assert s.cards("waste")[-1].id == top.id
    assert s.cards("deck") == [] and len(s.cards("waste")) + len(s.cards("foundation")) == 24
    assert ("deck", None) not in {(m.source, m.target) for m in s.moves()}
    assert not s.click("deck")


@pytest.mark.parametrize("seed", [1, 3, 4, 5])
def test_every_position_offers_exactly_the_moves_the_rules_allow(seed):
    """Random games, pairs first, checked move by move against the rules
    written again in Python; each ends won or lost, never stuck."""
    s = open_game(GAME, seed=seed)
    playout(s, expected, random.Random(seed), prefer=lambda s, m: m.target is not None)
    assert s.status in ("won", "lost")
    assert (
        s.score
        == len(s.cards("foundation"))
        == 52 - pile_cards(s, "pyramid") - pile_cards(s, "deck") - pile_cards(s, "waste")
    )


def test_a_card_pairs_with_the_one_card_still_covering_it():
    """Seed 002's exception, met in play: a move onto a pyramid card that is
    still covered, by the moving card alone."""
    seen = 0
    for seed in range(1, 30):
        s = open_game(GAME, seed=seed)
        rng = random.Random(seed)
        while s.status == "playing":
            for move in s.moves():
                if move.target in PYRAMID and not free(s, move.target):
                    assert covered_only_by(s, move.target, move.source)
                    pair = [move.source, move.target]
                    cards = [s.cards(n)[-1].id for n in pair]
                    assert s.drag(move.source, len(s.cards(move.source)) - 1, move.target)
                    assert {c.id for c in s.cards("foundation")[-2:]} == set(cards)
                    seen += 1
                    break
            else:
                moves = s.moves()
                pairs = [m for m in moves if m.target is not None]
                s.play(rng.choice(pairs or moves))
        if seen >= 3:
            break
    assert seen >= 3


def test_a_won_game():
    s = open_game(GAME, seed=2)
    replay(s, WON_2)
    assert s.status == "won" and s.score == 52
    assert s.moves() == [] and not s.click("deck")


def test_the_game_is_lost_when_the_stock_is_out_and_no_pair_is_left():
    s = open_game(GAME, seed=1)
    while s.cards("deck"):
        assert s.click("deck")
    while s.moves():  # play out whatever pairs are left
        s.play(s.moves()[0])
    assert s.status == "lost" and expected(s) == set()
    assert 0 < s.score == len(s.cards("foundation")) < 52
