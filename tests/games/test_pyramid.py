"""Pyramid (games_src/pyramid.pl), played through the `game` fixture: seed 002's
rules, pairs totalling 13, kings alone, and the covered-pair exception."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, snapshot
from tour_play import Pairs, pile_cards, playout

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


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", *PYRAMID, "waste", "foundation"]
    for name in PYRAMID:
        assert faces(g, name) == [True]
    assert faces(g, "deck") == [False] * 23 + [True]  # the stock's top card is playable
    assert g.cards("waste") == [] and g.cards("foundation") == []
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert g.score == 0
    g.assert_status("playing")
    piles = g.layout().piles
    # row by row, each half a card lower and half a card further left
    assert piles["pyramid[0]"].y < piles["pyramid[1]"].y < piles["pyramid[3]"].y
    assert piles["pyramid[1]"].x < piles["pyramid[0]"].x < piles["pyramid[2]"].x
    assert (
        piles["pyramid[0]"].x - piles["pyramid[1]"].x
        == piles["pyramid[2]"].x - piles["pyramid[0]"].x
    )
    assert "13" in g.rules_text() and "king" in g.rules_text()


def test_only_uncovered_cards_stock_and_waste_are_playable_at_the_deal(game):
    g = game(GAME, seed=1)
    assert {m.source for m in g.moves()} <= {*PYRAMID[21:], "deck", "waste"}
    assert open_moves_match(g)


def open_moves_match(g) -> bool:
    return {(m.source, m.target) for m in g.moves()} == expected(g)


def test_a_pair_goes_to_the_foundation_and_a_wrong_pair_is_refused(game):
    g = game(GAME, seed=3)  # 5H and 8H lie side by side in the base row
    assert [c.name for c in g.cards("pyramid[26]") + g.cards("pyramid[27]")] == ["5H", "8H"]
    assert g.cards("pyramid[22]")[-1].name == "KC"
    before = snapshot(g)
    g.assert_refused("pyramid[26] -> pyramid[21]", reason="pairs must total 13")  # 5 + 9
    assert snapshot(g) == before
    g.assert_refused("pyramid[26] -> pyramid[20]")  # QS is covered
    g.assert_refused("pyramid[20] -> pyramid[24]")  # a covered card is not playable
    assert snapshot(g) == before
    assert g.attempt("pyramid[26] -> pyramid[27]")
    g.assert_cards("foundation", "5H 8H")
    assert g.cards("pyramid[26]") == g.cards("pyramid[27]") == []
    assert g.score == 2
    assert g.attempt("click pyramid[22]")  # a king goes alone
    assert g.cards("foundation")[-1].name == "KC" and g.score == 3
    assert g.undo() and g.undo() and snapshot(g) == before


def test_a_move_that_is_not_listed_raises(game):
    g = game(GAME, seed=3)
    with pytest.raises(IllegalMove):
        g.session.play(Move("pyramid[0]", "foundation", 1, 0))
    with pytest.raises(IllegalMove):
        g.session.play(Move("foundation", "waste", 1, 0))


def test_the_stock_turns_one_card_to_the_waste_and_is_not_redealt(game):
    g = game(GAME, seed=1)
    top = g.cards("deck")[-1].id
    assert g.attempt("click deck")
    assert [c.id for c in g.cards("waste")] == [top] and faces(g, "waste") == [True]
    assert g.cards("deck")[-1].face_up  # the next stock card turns up
    for _ in range(23):
        top = g.cards("deck")[-1]
        assert g.attempt("click deck")
        if top.rank == 13:  # a click on a king sends it home: that never hurts
            assert g.cards("foundation")[-1] == top
        else:
            assert g.cards("waste")[-1].id == top.id
    assert g.cards("deck") == [] and len(g.cards("waste")) + len(g.cards("foundation")) == 24
    assert ("deck", None) not in {(m.source, m.target) for m in g.moves()}
    g.assert_refused("click deck")


@pytest.mark.parametrize("seed", [1, 3, 4, 5])
def test_every_position_offers_exactly_the_moves_the_rules_allow(game, seed):
    """Random games, pairs first, checked move by move against the rules
    written again in Python; each ends won or lost, never stuck."""
    g = game(GAME, seed=seed)
    playout(g.session, expected, random.Random(seed), prefer=lambda s, m: m.target is not None)
    assert g.status in ("won", "lost")
    assert (
        g.score
        == len(g.cards("foundation"))
        == 52 - pile_cards(g, "pyramid") - pile_cards(g, "deck") - pile_cards(g, "waste")
    )


def test_a_card_pairs_with_the_one_card_still_covering_it(game):
    """Seed 002's exception, met in play: a move onto a pyramid card that is
    still covered, by the moving card alone."""
    seen = 0
    for seed in range(1, 30):
        g = game(GAME, seed=seed)
        rng = random.Random(seed)
        while g.status == "playing":
            for move in g.moves():
                if move.target in PYRAMID and not free(g, move.target):
                    assert covered_only_by(g, move.target, move.source)
                    pair = [move.source, move.target]
                    cards = [g.cards(n)[-1].id for n in pair]
                    assert g.attempt(f"{move.source} -> {move.target}")
                    assert {c.id for c in g.cards("foundation")[-2:]} == set(cards)
                    seen += 1
                    break
            else:
                moves = g.moves()
                pairs = [m for m in moves if m.target is not None]
                g.play(str(rng.choice(pairs or moves)))
        if seen >= 3:
            break
    assert seen >= 3


def test_a_won_game(game):
    g = game(GAME, seed=2)
    g.play_all(WON_2)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []
    g.assert_refused("click deck")


def test_the_game_is_lost_when_the_stock_is_out_and_no_pair_is_left(game):
    g = game(GAME, seed=1)
    while g.cards("deck"):
        assert g.attempt("click deck")
    while g.moves():  # play out whatever pairs are left
        g.play(str(g.moves()[0]))
    g.assert_status("lost")
    assert expected(g) == set()
    assert 0 < g.score == len(g.cards("foundation")) < 52
