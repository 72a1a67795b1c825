"""Calculation (games_src/calculation.pl), played through the `game` fixture."""

from __future__ import annotations

import pytest

from runtime import IllegalMove, Move

GAME = "calculation"  # the plugin compiled from games_src/calculation.pl
FOUNDATIONS = [f"foundations[{j}]" for j in range(4)]
WASTES = [f"wastes[{j}]" for j in range(4)]
# the seed's orders, one per foundation (A=1 ... K=13)
ORDERS = [
    [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
    [2, 4, 6, 8, 10, 12, 1, 3, 5, 7, 9, 11, 13],
    [3, 6, 9, 12, 2, 5, 8, 11, 1, 4, 7, 10, 13],
    [4, 8, 12, 3, 7, 11, 2, 6, 10, 1, 5, 9, 13],
]

# Found by `solve_calculation.py --seeds 5`: `T<j>` turns the stock and
# plays the card to foundation j, `t<j>` to waste pile j; `w<i><j>` plays
# waste pile i's top card to foundation j.
WON_5 = (
    "T2 t0 t0 t0 T0 T2 w02 t1 T1 t2 T2 t1 T2 t0 t0 t1 t0 t2 T2 t0 T3 T2 T0 w00 t0 t2 t2 t3 t0 "
    "T1 w01 t3 T1 T0 T1 t0 t2 t0 t3 T1 T2 t2 T0 w00 w02 w02 w22 w20 w32 t1 T3 T3 T3 w23 w33 "
    "w13 w03 t3 t3 T1 w01 w03 w11 w10 w00 w00 w11 w21 w30 w30 w31 T3 w23 w23"
)


def ranks(g, name: str) -> list[int]:
    return [card.rank for card in g.cards(name)]


def expected_next(g, j: int) -> int | None:
    pile = ranks(g, FOUNDATIONS[j])
    return ORDERS[j][len(pile)] if len(pile) < 13 else None


def play_token(g, token: str) -> None:
    if token[0] in "Tt":
        assert g.attempt("click deck")
        target = FOUNDATIONS if token[0] == "T" else WASTES
        assert g.attempt(f"turned -> {target[int(token[1])]}"), g.message
    else:
        source = WASTES[int(token[1])]
        assert g.attempt(f"{source} -> {FOUNDATIONS[int(token[2])]}"), g.message


def test_the_deal_starts_the_foundations_with_an_ace_two_three_and_four(game):
    g = game(GAME, seed=5)
    assert [ranks(g, name) for name in FOUNDATIONS] == [[1], [2], [3], [4]]
    assert all(card.face_up for name in FOUNDATIONS for card in g.cards(name))
    assert len(g.cards("deck")) == 48
    assert not any(card.face_up for card in g.cards("deck"))
    assert all(not g.cards(name) for name in [*WASTES, "turned"])
    dealt = [(c.rank, c.suit) for name in g.stacks() for c in g.cards(name)]
    assert len(set(dealt)) == 52
    assert g.score == 4
    g.assert_status("playing")
    assert [str(m) for m in g.moves()] == ["deck -> turned (1 card)"]


def test_the_turned_card_must_be_played_before_the_next(game):
    g = game(GAME, seed=5)
    assert g.attempt("click deck")
    assert len(g.cards("turned")) == 1 and g.cards("turned")[0].face_up
    g.assert_refused("click deck")  # one card at a time
    assert len(g.cards("deck")) == 47
    targets = {m.target for m in g.moves()}
    assert set(WASTES) <= targets and "deck" not in {m.source for m in g.moves()}
    assert g.attempt(f"turned -> {WASTES[2]}")
    assert ranks(g, WASTES[2]) and not g.cards("turned")
    assert g.attempt("click deck")


def test_a_waste_pile_gives_only_to_a_foundation(game):
    g = game(GAME, seed=5)
    for target in WASTES[:2]:
        g.attempt("click deck")
        g.attempt(f"turned -> {target}")
    g.assert_refused(f"{WASTES[0]} -> {WASTES[1]}")
    g.assert_refused(f"{WASTES[0]} -> turned")
    with pytest.raises(IllegalMove):
        g.session.play(Move(WASTES[0], WASTES[1], 1, 0))
    assert len(g.cards(WASTES[0])) == 1 and len(g.cards(WASTES[1])) == 1


def test_each_foundation_takes_only_its_next_rank_regardless_of_suit(game):
    # play the winning deal, and at every step compare what the foundations
    # may take with the seed's four orders
    g = game(GAME, seed=5)
    checked = 0
    for token in WON_5.split():
        for source in ["turned", *WASTES]:
            if not g.cards(source):
                continue
            top = g.cards(source)[-1].rank
            for j, name in enumerate(FOUNDATIONS):
                offered = any(m.source == source and m.target == name for m in g.moves())
                assert offered == (top == expected_next(g, j)), (source, name, top)
                checked += 1
        play_token(g, token)
    assert checked > 200


def test_the_winning_deal_is_won_with_52_on_the_foundations(game):
    g = game(GAME, seed=5)
    for token in WON_5.split():
        g.assert_status("playing")
        play_token(g, token)
    g.assert_status("won")
    assert g.score == 52
    assert [ranks(g, name) for name in FOUNDATIONS] == ORDERS
    assert g.moves() == []


def test_the_game_is_lost_when_the_stock_is_out_and_no_waste_card_fits(game):
    g = game(GAME, seed=5)
    while g.status == "playing":  # a careless player: everything on the first waste pile
        home = [m for m in g.moves() if m.target in FOUNDATIONS]
        if home:
            g.play(str(home[0]))
        elif g.cards("turned"):
            assert g.attempt(f"turned -> {WASTES[0]}")
        else:
            assert g.attempt("click deck")
    g.assert_status("lost")
    assert not g.cards("deck") and not g.cards("turned")
    assert g.score < 52 and g.score == sum(len(g.cards(n)) for n in FOUNDATIONS)


def test_undo_returns_to_the_deal(game):
    g = game(GAME, seed=5)
    start = [g.cards(name) for name in g.stacks()]
    for token in WON_5.split()[:10]:
        play_token(g, token)
    while g.undo():
        pass
    assert [g.cards(name) for name in g.stacks()] == start


def test_the_rules_text_is_the_header_comment(game):
    text = game(GAME, seed=5).rules_text()
    assert text.startswith("Calculation")
    assert "by twos" in text and "lost" in text
