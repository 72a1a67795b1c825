"""The bundled CDL games' rules, played through runtime.Session: the deal,
legal and refused moves per stack, a win and a loss."""

from __future__ import annotations

from cdl_helpers import place, shown

from runtime.engine.cards import SUITS, card_name


def faces(session, stack):
    return [c.face_up for c in session.cards(stack)]


# -- Klondike -------------------------------------------------------------------


def test_klondike_deal(open_game):
    s = open_game("cws_klondike", seed=7)
    assert len(s.cards("Stock")) == 24 and not any(faces(s, "Stock"))
    for n in range(1, 8):
        assert faces(s, f"T{n}") == [False] * (n - 1) + [True]
    assert s.rules.bottom(s.state, "Stock").name == "cross"
    ids = {c.id for name in s.stacks() for c in s.cards(name)}
    assert len(ids) == 52
    assert s.layout().piles["T1"].fan == "down"


def test_klondike_stock_turns_three_and_redeals(open_game):
    s = open_game("cws_klondike", seed=7)
    top_three = list(reversed(s.cards("Stock")[-3:]))
    assert s.click("Stock")
    assert [c.id for c in s.cards("Waste")] == [c.id for c in top_three]
    assert all(faces(s, "Waste")) and len(s.cards("Stock")) == 21
    for _ in range(7):
        assert s.click("Stock")
    assert len(s.cards("Stock")) == 0 and len(s.cards("Waste")) == 24
    assert s.click("Stock")
    assert len(s.cards("Stock")) == 24 and not any(faces(s, "Stock"))


def test_klondike_columns(open_game):
    s = open_game("cws_klondike")
    place(
        s,
        {
            "T1": ["[3C]", "8H"],
            "T2": ["9S"],
            "T3": ["KD", "QS"],
            "Waste": ["7C"],
            "Stock": ["[KC]"],
        },
    )
    assert not s.drag("T1", 0, "T2") and s.message  # face-down cards do not move
    assert s.drag("T1", 1, "T2")
    assert shown(s, "T1") == ["3C"]  # integrity? turned it up
    assert shown(s, "T2") == ["9S", "8H"]
    assert s.drag("Waste", 0, "T2")
    assert not s.drag("T2", 1, "T1") and "cannot go on column 1" in s.message  # 8H on 3C
    assert s.drag("T1", 0, "A1") is False  # only an Ace starts a foundation
    place(s, {"T1": ["5D"], "T3": ["KD", "QS"]})
    assert s.drag("T1", 0, "T2") is False  # only a King fills an empty column
    assert s.drag("T3", 0, "T2") and shown(s, "T2") == ["KD", "QS"]


def test_klondike_foundations_build_up_in_suit(open_game):
    s = open_game("cws_klondike")
    place(s, {"T1": ["2H"], "T2": ["AH"], "T3": ["2S"]})
    assert s.drag("T2", 0, "A1")
    assert not s.drag("T3", 0, "A1")
    assert s.drag("T1", 0, "A1") and shown(s, "A1") == ["AH", "2H"]
    assert s.drag("A1", 1, "T4") is False  # cards stay on the foundations
    assert not any(m.source == "A1" for m in s.moves())


def test_klondike_win(open_game):
    s = open_game("cws_klondike")
    suit = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    place(
        s,
        {
            "A1": [r + "S" for r in suit],
            "A2": [r + "H" for r in suit],
            "A3": [r + "C" for r in suit],
            "A4": [r + "D" for r in suit[:-1]],
            "Waste": ["KD"],
        },
    )
    assert s.drag("Waste", 0, "A4") and s.status == "won"


def test_klondike_loss(open_game):
    s = open_game("cws_klondike")
    place(s, {"T1": ["9C"], "T2": ["10D"], "Waste": ["5H"]})
    assert s.status == "playing"
    assert s.drag("T1", 0, "T2") and s.status == "lost"


# -- Golf -------------------------------------------------------------------------


def test_golf_deal(open_game):
    s = open_game("cws_golf", seed=3)
    assert [len(s.cards(f"C{n}")) for n in range(1, 8)] == [5] * 7
    assert all(all(faces(s, f"C{n}")) for n in range(1, 8))
    assert len(s.cards("Found")) == 1 and len(s.cards("Stock")) == 16


def test_golf_plays_one_up_or_down_but_nothing_on_a_king(open_game):
    s = open_game("cws_golf")
    place(s, {"Found": ["5S"], "C1": ["4H"], "C2": ["7D"], "C3": ["KC", "6C"], "Stock": ["[QH]"]})
    assert not s.drag("C2", 0, "Found")
    assert not s.click("C1") and s.move_count == 0  # a click alone does not play
    assert s.drag("C1", 0, "Found") and shown(s, "Found")[-1] == "4H"
    assert not s.drag("C3", 1, "Found")
    place(s, {"Found": ["KS"], "C1": ["QH"], "Stock": ["[2C]"]})
    assert not s.drag("C1", 0, "Found")
    assert s.click("Stock") and shown(s, "Found") == ["KS", "2C"]


def test_golf_win_and_loss(open_game):
    s = open_game("cws_golf")
    deck = [card_name(rank, suit) for suit in SUITS for rank in range(1, 14)]
    place(s, {"Found": deck[:50] + ["3S"], "C1": ["4S"]})
    assert s.drag("C1", 0, "Found") and s.status == "won"
    place(s, {"Found": ["5S"], "C1": ["9H", "6D"]})
    assert s.drag("C1", 1, "Found") and s.status == "lost"


# -- Calculation ------------------------------------------------------------------


def test_calculation_deal(open_game):
    s = open_game("cws_calculation", seed=5)
    assert [s.cards(f"F{n}")[0].rank for n in range(1, 5)] == [1, 2, 3, 4]
    assert len(s.cards("Stock")) == 48 and not s.cards("Waste")


def test_calculation_rules(open_game):
    s = open_game("cws_calculation")
    assert s.click("Stock") and len(s.cards("Waste")) == 1
    assert not s.click("Stock")  # the waste card must be played first
    place(
        s,
        {
            "F1": ["AS"],
            "F2": ["2H", "4C", "6D", "8S", "10H", "QC"],
            "Waste": ["KD"],
            "W1": ["5H"],
            "Stock": ["[2D]"],
        },
    )
    assert not s.drag("W1", 0, "W2")  # a holding pile's card goes only to a foundation
    assert s.drag("Waste", 0, "W2")
    assert not s.drag("W2", 0, "F2")  # by twos: after Q comes A
    assert s.click("Stock") and s.drag("Waste", 0, "F1") and shown(s, "F1") == ["AS", "2D"]


def test_calculation_win_and_loss(open_game):
    s = open_game("cws_calculation")
    ones = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    twos = ["2", "4", "6", "8", "10", "Q", "A", "3", "5", "7", "9", "J", "K"]
    threes = ["3", "6", "9", "Q", "2", "5", "8", "J", "A", "4", "7", "10", "K"]
    fours = ["4", "8", "Q", "3", "7", "J", "2", "6", "10", "A", "5", "9", "K"]
    place(
        s,
        {
            "F1": [r + "S" for r in ones],
            "F2": [r + "H" for r in twos],
            "F3": [r + "C" for r in threes],
            "F4": [r + "D" for r in fours[:-1]],
            "W3": ["KD"],
        },
    )
    assert s.drag("W3", 0, "F4") and s.status == "won"
    place(s, {"F1": ["AS"], "W1": ["9H", "2C"]})
    assert s.drag("W1", 1, "F1") and s.status == "lost"


# -- Canfield ----------------------------------------------------------------------


def test_canfield_deal_and_reserve(open_game):
    s = open_game("cws_canfield", seed=2)
    assert len(s.cards("Reserve")) == 13 and not any(faces(s, "Reserve"))
    assert [len(s.cards(f"T{n}")) for n in range(1, 5)] == [1, 1, 1, 1]
    assert len(s.cards("Stock")) == 35
    for _ in range(13):
        assert s.click("Reserve")
    assert len(s.cards("RWaste")) == 13 and all(faces(s, "RWaste"))
    assert not s.click("Reserve")  # turned once only


def test_canfield_stock_turns_three(open_game):
    s = open_game("cws_canfield", seed=2)
    assert s.click("Stock") and len(s.cards("Waste")) == 3 and len(s.cards("Stock")) == 32


def test_canfield_empty_columns_take_the_reserve_first(open_game):
    s = open_game("cws_canfield")
    place(s, {"Reserve": ["[2C]"], "RWaste": ["9H"], "Waste": ["KS"], "T2": ["10S"]})
    assert not s.drag("Waste", 0, "T1")  # the reserve is not exhausted
    assert s.drag("RWaste", 0, "T1")
    place(s, {"Waste": ["QS", "KS"], "T2": ["10S"]})
    assert s.drag("Waste", 1, "T1")  # reserve gone: a King from the waste
    assert not s.drag("Waste", 0, "T3")  # but not a Queen


def test_canfield_columns_move_as_a_unit(open_game):
    s = open_game("cws_canfield")
    place(s, {"T1": ["9H", "8S"], "T2": ["10C"], "T3": ["9D"], "Reserve": ["[2C]"]})
    assert not s.drag("T1", 1, "T3")  # the top card alone goes only to a foundation
    assert s.drag("T1", 0, "T2") and shown(s, "T2") == ["10C", "9H", "8S"]


def test_canfield_win_and_loss(open_game):
    s = open_game("cws_canfield")
    suit = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    place(
        s,
        {
            "A1": [r + "S" for r in suit],
            "A2": [r + "H" for r in suit],
            "A3": [r + "C" for r in suit],
            "A4": [r + "D" for r in suit[:-1]],
            "T1": ["KD"],
        },
    )
    assert s.drag("T1", 0, "A4") and s.status == "won"
    place(s, {"T1": ["9C"], "T2": ["10D"], "T3": ["5H"], "A1": ["AS"], "Waste": ["4H"]})
    assert s.status == "playing"
    assert s.drag("T1", 0, "T2") and s.status == "lost"


def test_every_game_has_help_on_its_stacks(open_game):
    for game in ("cws_klondike", "cws_golf", "cws_calculation", "cws_canfield"):
        s = open_game(game)
        helped = [n for n in s.stacks() if s.help(n) is not None]
        assert len(helped) >= 4, game
        assert all(s.help(n).text for n in helped), game
        assert s.rules_text()


def test_the_rules_text_keeps_each_stacks_name_apart_from_its_sentence():
    from runtime import Session
    from runtime.ui.widgets import reflow

    text = reflow(Session.open("cws_klondike", seed=1).rules_text())
    assert "Stock: Click to turn" in text
    assert "Stock Click" not in text
