"""Corners (games_src/corners.pl), played through the `game` fixture: seed
002's rules, a fixed foundation base, ranks going round, one pass."""

from __future__ import annotations

import random

import pytest
from cws_play import faces, names, snapshot
from tour_play import pile_cards, playout

from runtime import IllegalMove
from runtime.engine.model import Move

GAME = "corners"
TABLEAU = [f"tableau[{i}]" for i in range(5)]
FOUNDATIONS = [f"foundations[{i}]" for i in range(4)]

# Found by `tour_search.py corners --seeds 1-12`.
WON_3 = (
    "deck -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "deck -> tableau[4] (1 card) | deck -> tableau[3] (1 card) | "
    "tableau[0] -> tableau[4] (1 card) | deck -> tableau[0] (1 card) | "
    "deck -> tableau[2] (1 card) | deck -> waste (1 card) | "
    "deck -> foundations[1] (1 card) | deck -> waste (1 card) | "
    "deck -> tableau[3] (1 card) | deck -> foundations[0] (1 card) | "
    "tableau[0] -> tableau[3] (1 card) | deck -> tableau[0] (1 card) | "
    "deck -> tableau[2] (1 card) | tableau[1] -> tableau[2] (1 card) | "
    "waste -> tableau[1] (1 card) | deck -> waste (1 card) | deck -> tableau[3] (1 card) | "
    "waste -> tableau[3] (1 card) | deck -> waste (1 card) | deck -> tableau[1] (1 card) | "
    "deck -> foundations[2] (1 card) | deck -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "deck -> waste (1 card) | deck -> tableau[0] (1 card) | deck -> waste (1 card) | "
    "deck -> foundations[1] (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> waste (1 card) | deck -> waste (1 card) | deck -> waste (1 card) | "
    "deck -> tableau[3] (1 card) | deck -> tableau[0] (1 card) | deck -> waste (1 card) | "
    "deck -> foundations[2] (1 card) | deck -> tableau[1] (1 card) | "
    "deck -> foundations[3] (1 card) | deck -> tableau[0] (1 card) | "
    "deck -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[2] -> tableau[1] (1 card) | tableau[2] -> foundations[3] (1 card) | "
    "deck -> tableau[2] (1 card) | deck -> waste (1 card) | deck -> tableau[0] (1 card) | "
    "deck -> foundations[0] (1 card) | deck -> foundations[3] (1 card) | "
    "tableau[1] -> foundations[0] (1 card) | tableau[4] -> foundations[0] (1 card) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[1] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[0] (1 card) | waste -> tableau[1] (1 card) | "
    "deck -> tableau[0] (1 card) | deck -> tableau[3] (1 card) | "
    "deck -> tableau[0] (1 card) | deck -> foundations[2] (1 card) | "
    "deck -> foundations[1] (1 card) | tableau[0] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[4] -> foundations[1] (1 card) | "
    "tableau[4] -> foundations[1] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[0] -> foundations[1] (1 card) | tableau[3] -> foundations[2] (1 card) | "
    "tableau[0] -> foundations[2] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "tableau[4] -> foundations[3] (1 card) | waste -> tableau[1] (1 card) | "
    "waste -> tableau[4] (1 card) | waste -> tableau[1] (1 card) | "
    "waste -> foundations[3] (1 card) | tableau[2] -> tableau[1] (1 card) | "
    "waste -> tableau[2] (1 card) | waste -> foundations[2] (1 card) | "
    "waste -> foundations[1] (1 card) | tableau[1] -> foundations[1] (1 card) | "
    "tableau[1] -> tableau[4] (1 card) | tableau[1] -> foundations[2] (1 card) | "
    "waste -> foundations[2] (1 card) | waste -> foundations[3] (1 card) | "
    "waste -> foundations[0] (1 card) | tableau[3] -> foundations[0] (1 card) | "
    "tableau[0] -> foundations[0] (1 card) | tableau[0] -> foundations[0] (1 card) | "
    "tableau[3] -> foundations[3] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[3] -> foundations[1] (1 card) | tableau[3] -> foundations[1] (1 card) | "
    "tableau[4] -> foundations[3] (1 card) | tableau[0] -> foundations[3] (1 card) | "
    "tableau[2] -> foundations[3] (1 card) | tableau[4] -> foundations[0] (1 card) | "
    "waste -> foundations[0] (1 card)"
)


def onto_tableau(card, pile) -> bool:
    return not pile or (pile[-1].rank - card.rank) % 13 == 1


def onto_foundation(card, pile, base: int) -> bool:
    if not pile:
        return card.rank == base
    return pile[-1].suit == card.suit and (card.rank - pile[-1].rank) % 13 == 1


def expected(session) -> set[tuple]:
    """Seed 002's rules, written again: the top card of the stock, the
    waste or a tableau pile onto the tableau (down, any suit, king after
    ace) or a foundation (up in suit, ace after king, from the first
    foundation's rank); a click turns the stock, once through. A lone
    tableau card does not move to an empty pile (that changes nothing)."""
    piles = {name: session.cards(name) for name in session.stacks()}
    base = piles["foundations[0]"][0].rank
    found: set[tuple] = set()
    for source in ["deck", "waste", *TABLEAU]:
        if not piles[source]:
            continue
        card = piles[source][-1]
        for target in TABLEAU:
            lone = source in TABLEAU and len(piles[source]) == 1 and not piles[target]
            if target != source and onto_tableau(card, piles[target]) and not lone:
                found.add((source, target))
        for target in FOUNDATIONS:
            if onto_foundation(card, piles[target], base):
                found.add((source, target))
    if piles["deck"]:
        found.add(("deck", "waste"))
    return found


def test_deal(game):
    g = game(GAME, seed=1)
    assert g.stacks() == ["deck", "waste", *FOUNDATIONS, *TABLEAU]
    for pile in TABLEAU:
        assert faces(g, pile) == [True]
    assert faces(g, "foundations[0]") == [True]
    assert all(g.cards(f) == [] for f in FOUNDATIONS[1:])
    assert faces(g, "deck") == [False] * 45 + [True]  # its top card is in play
    assert g.cards("waste") == []
    assert len({c.id for n in g.stacks() for c in g.cards(n)}) == 52
    assert g.score == 1
    g.assert_status("playing")
    piles = g.layout().piles
    corners = {(piles[f].x, piles[f].y) for f in FOUNDATIONS}
    cross = [(piles[t].x, piles[t].y) for t in TABLEAU]
    assert corners == {(0, 0), (2.2, 0), (0, 2.2), (2.2, 2.2)}
    assert cross == [(1.1, 0), (0, 1.1), (1.1, 1.1), (2.2, 1.1), (1.1, 2.2)]


def test_rules_at_the_deal(game):
    g = game(GAME, seed=1)
    g.assert_cards("foundations[0]", "JC")
    assert names(g, "deck")[-1] == "5H"
    assert [names(g, t)[0] for t in TABLEAU] == ["10S", "3D", "3C", "7H", "KC"]
    before = snapshot(g)
    first = "every empty foundation must start with a jack, as the first did"
    g.assert_refused("tableau[0] -> foundations[1]", reason=first)
    assert g.message == first
    on_3d = "7H cannot go on 3D: build down regardless of suit, from king round to ace"
    g.assert_refused("tableau[3] -> tableau[1]", reason=on_3d)  # 7H on 3D
    assert g.message == on_3d
    g.assert_refused("deck:45 -> tableau[2]")  # 5H on 3C
    g.assert_refused("tableau[1] -> waste")
    assert snapshot(g) == before
    assert g.attempt("click deck")
    g.assert_cards("waste", "5H")
    assert faces(g, "deck")[-1] and len(g.cards("deck")) == 45


def test_a_move_that_is_not_listed_raises(game):
    g = game(GAME, seed=1)
    with pytest.raises(IllegalMove):
        g.session.play(Move("foundations[0]", "tableau[0]", 1, 0))
    with pytest.raises(IllegalMove):
        g.session.play(Move("tableau[1]", "tableau[2]", 1, 0))


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_every_position_offers_exactly_the_moves_the_rules_allow(game, seed):
    """Random games, checked move by move against the rules written again
    in Python (cards may go back and forth between tableau piles, so a
    random game need not end)."""
    g = game(GAME, seed=seed)
    rng = random.Random(seed)
    playout(g.session, expected, rng, prefer=lambda s, m: m.target != "waste", limit=200)
    assert g.score == pile_cards(g, "foundations")


def test_the_game_is_lost_when_the_stock_is_out_and_no_move_is_left(game):
    """Home first, then stock and waste to the tableau, then the stock."""
    g = game(GAME, seed=1)
    while g.status == "playing":
        moves = g.moves()
        home = [m for m in moves if m.target in FOUNDATIONS]
        laid = [m for m in moves if m.source in ("deck", "waste") and m.target in TABLEAU]
        g.play(str((home or laid or [m for m in moves if m.target == "waste"])[0]))
    g.assert_status("lost")
    assert g.moves() == [] and expected(g) == set()
    assert g.cards("deck") == []
    g.assert_refused("click deck")
    assert g.score == pile_cards(g, "foundations") == 14


def test_ranks_go_round_on_the_tableau_and_the_foundations(game):
    """A king on an ace in the tableau, an ace on a king on a foundation:
    met in random play, and each accepted as a drag."""
    seen = {"tableau": 0, "foundations": 0}
    for seed in range(1, 40):
        g = game(GAME, seed=seed)
        rng = random.Random(seed)
        while g.status == "playing" and not all(seen.values()):
            for move in g.moves():
                target = g.cards(move.target) if move.target else []
                card = g.cards(move.source)[-1]
                kind = (move.target or "").split("[")[0]
                wraps = target and {target[-1].rank, card.rank} == {1, 13}
                if wraps and kind in seen and not seen[kind]:
                    assert g.attempt(f"{move.source} -> {move.target}")
                    assert g.cards(move.target)[-1].id == card.id
                    seen[kind] += 1
                    break
            else:
                moves = g.moves()
                g.play(str(rng.choice([m for m in moves if m.target != "waste"] or moves)))
        if all(seen.values()):
            break
    assert all(seen.values()), seen


def test_a_won_game(game):
    g = game(GAME, seed=3)
    g.play_all(WON_3)
    g.assert_status("won")
    assert g.score == 52
    assert all(len(g.cards(f)) == 13 for f in FOUNDATIONS)
    assert g.moves() == []
