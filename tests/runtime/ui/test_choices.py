"""What a double-click sends, what the hint is, which key names which pile."""

from __future__ import annotations

from types import SimpleNamespace

from runtime.engine.model import Card, Move
from runtime.ui import choices

MOVES = [
    Move("stock", None, 1),
    Move("col[0]", "col[1]", 2, index=3),
    Move("col[0]", "col[2]", 1, index=4),
    Move("col[0]", "foundation[1]", 1, index=4),
    Move(None, None, 0, label="Next turn"),
]
PILES = ["stock", "col[0]", "col[1]", "col[2]", "foundation[0]", "foundation[1]"]


def test_foundations_are_declared_or_guessed_from_names():
    assert choices.foundations(object(), PILES) == {"foundation[0]", "foundation[1]"}
    assert choices.foundations(SimpleNamespace(foundations=["col[2]"]), PILES) == {"col[2]"}
    assert choices.base_name("Home3") == "home"


def test_double_click_sends_the_card_to_a_foundation_first():
    preferred = {"foundation[0]", "foundation[1]"}
    assert choices.send_move(MOVES, "col[0]", 4, 5, preferred) == MOVES[3]
    assert choices.send_move(MOVES, "col[0]", 4, 5, set()) == MOVES[2]


def test_double_click_on_a_lower_card_moves_the_run_from_it():
    assert choices.send_move(MOVES, "col[0]", 3, 5, {"foundation[1]"}) == MOVES[1]


def test_nothing_to_send_from_a_pile_without_moves():
    assert choices.send_move(MOVES, "col[1]", 0, 1, set()) is None
    assert choices.send_move(MOVES, "stock", 0, 1, set()) is None  # a click, not a send


def test_hints_put_foundations_first_and_clicks_last():
    order = choices.hints(MOVES, {"foundation[1]"})
    assert order[0] == MOVES[3]
    assert order[1] == MOVES[1]  # the longer run before the single card
    assert order[-2:] == [MOVES[0], MOVES[4]]


def test_buttons_are_the_moves_tied_to_no_pile():
    assert choices.buttons(MOVES) == [("Next turn", MOVES[4])]


def test_a_pick_making_cards_is_one_button_whatever_its_stacks():
    made = [
        Move(None, f"rows[{k}]", 1, label=f"random Coin -> rows[{k}]", detail=(0, -1, k))
        for k in range(3)
    ]
    made.append(Move(None, "waste", 1, label="random Coin -> waste", detail=(0, -1, 5)))
    alone = Move(None, "bank", 2, label="place Gold -> bank (2 cards)", detail=(1, -1, 6))
    every = Move(None, None, 1, label="place Flag -> every rows", detail=(2, -1, -1))
    found = choices.buttons([*made, MOVES[1], alone, every, MOVES[4]])
    assert found == [
        ("random Coin -> rows, waste", made[0]),
        ("place Gold -> bank (2 cards)", alone),
        ("place Flag -> every rows", every),
        ("Next turn", MOVES[4]),
    ]


def test_keys_are_digits_then_shifted_digits():
    order = [f"p{i}" for i in range(25)]
    keys = choices.pile_keys(order)
    assert keys["p0"] == "1" and keys["p9"] == "0" and keys["p10"] == "!"
    assert len(keys) == 20
    assert choices.pile_for_key(order, "1", shifted=False) == "p0"
    assert choices.pile_for_key(order, "0", shifted=True) == "p19"
    assert choices.pile_for_key(order[:3], "5", shifted=False) is None


def test_a_move_that_builds_up_in_suit_counts_as_going_home_whatever_the_names():
    def card(rank, suit, cid):
        return Card(rank, suit, True, f"{rank}{suit}", cid)

    piles = {
        "T1": [card(5, "S", 1), card(2, "H", 2)],
        "A1": [card(1, "H", 3)],
        "A2": [],
        "T2": [card(3, "S", 4)],
        "T3": [card(1, "C", 5)],
    }
    to_tableau = Move("T1", "T2", 1, index=1)
    to_aces = Move("T1", "A1", 1, index=1)
    moves = [to_tableau, to_aces]
    assert choices.send_move(moves, "T1", 1, 2, set(), piles.__getitem__) == to_aces
    assert choices.hints(moves, set(), piles.__getitem__)[0] == to_aces
    assert choices.builds_home(Move("T3", "A2", 1, index=0), piles.__getitem__)
    assert not choices.builds_home(Move("T2", "A2", 1, index=0), piles.__getitem__)
