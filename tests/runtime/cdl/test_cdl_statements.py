"""Every statement and expression form of the manual, run once and checked
by the stacks it leaves (programs/statements.cdl; games_src/cws_tour.cdl
holds the manual's own MOVE, DoShade and integrity? examples)."""

from __future__ import annotations

import pytest

from runtime import GameError
from runtime.engine.cards import cdl_card


@pytest.fixture
def s(open_game):
    return open_game("statements")


def names(session, stack):
    return [str(c) for c in session.cards(stack)]


def globals_of(session):
    """The global variables; a STACK variable's number shown as its stack's key."""
    values = dict(zip(session.rules._globals, session.state.globals, strict=True))
    values["t"] = session.rules._keys[values["t"]] if values.get("t") is not None else None
    return values


def test_start_methods_run_in_order_and_add_cards(s):
    assert names(s, "Src") == ["AS", "2S", "3S", "4S", "5S"]
    assert names(s, "Dst") == ["AH", "2H", "3H"]
    assert names(s, "Ctx") == ["AC"]
    assert s.rules.bottom(s.state, "Bottom").name == "QS"


def test_pull_moves_the_top_cards_as_a_block(s):
    assert s.click("PullOne")
    assert names(s, "Src") == ["AS", "2S", "3S"]
    assert names(s, "Dst") == ["AH", "2H", "3H", "4S", "5S"]
    assert [e.kind for e in s.events] == ["move"]


def test_move_inserts_before_the_position(s):
    assert s.click("MoveOne")
    assert names(s, "Src") == ["AS", "4S", "5S"]
    assert names(s, "Dst") == ["2S", "3S", "AH", "2H", "3H"]


def test_turn_down_and_shaded(s):
    assert s.click("TurnDown")
    assert names(s, "Src")[:3] == ["[AS]", "[2S]", "3S"]
    assert s.click("TurnShaded")
    top = s.cards("Src")[-1]
    assert top.shaded and top.face_up


def test_inverse_remove_shuffle(s):
    assert s.click("Inv")
    assert names(s, "Src") == ["AS", "4S", "3S", "2S", "5S"]
    assert s.click("Rem")
    assert names(s, "Src") == ["4S", "3S", "2S", "5S"]
    ids = sorted(c.id for c in s.cards("Src"))
    assert s.click("Shuf")
    assert sorted(c.id for c in s.cards("Src")) == ids


def test_assignments_of_every_type(s):
    first = s.cards("Src")[0].id
    assert s.click("Assign")
    g = globals_of(s)
    assert g == {"n": 10, "b": True, "s": "it's", "c": 0, "i": 5, "t": "src"}
    assert names(s, "Src")[0] == "KH" and s.cards("Src")[0].id == first
    assert s.rules.bottom(s.state, "Src").name == "cross"


def test_if_else_chain(s):
    assert s.click("Ifs")
    assert globals_of(s)["n"] == 1


def test_while_with_and_break_leaving_the_with(s):
    assert s.click("Loop")
    g = globals_of(s)
    assert g["n"] == 5  # Nested ran to its end
    assert g["i"] == 2  # each outer pass stops at Dst, after one Src


def test_break_procedure_leaves_the_routine(s):
    assert s.click("Breaks")
    assert globals_of(s)["n"] == 1


def test_and_or_short_circuit(s):
    assert s.click("Short")
    assert globals_of(s)["n"] == 2


def test_arithmetic_is_pascal_like(s):
    assert s.click("Arith")
    g = globals_of(s)
    assert (g["n"], g["i"], g["c"], g["b"]) == (-3, -1, 50, True)


def test_flash_and_draw_are_events(s):
    assert s.click("Effects")
    kinds = [(e.kind, e.source) for e in s.events]
    assert kinds == [("flash", "Src"), ("draw", "Src"), ("draw", None)]
    assert len(s.events[0].cards) == 2


def test_help_box_clear_write_wait_and_buttons(s):
    box = s.help("Effects")
    assert box.title == "Effects" and box.text == "card AS size 5"
    assert [b.label for b in box.buttons] == ["Bump", "Close"]
    assert s.press_help("Effects", 0)
    assert globals_of(s)["n"] == 1
    assert s.undo() and globals_of(s)["n"] == 0
    assert "N=0 B=FALSE" in s.help("Src").text


def test_the_contextual_stack_and_self(s):
    assert s.click("Ctx")
    g = globals_of(s)
    assert (g["t"], g["i"], g["c"]) == ("ctx", 1, 26)
    assert names(s, "Src")[-1] == "[AC]"


def test_position_zero_turns(s):
    assert s.click("Bottom")
    assert s.rules.bottom(s.state, "Bottom").shaded


def test_manual_move_example(open_game):
    tour = open_game("cws_tour")
    assert tour.click("A1")
    values = [cdl_card(c.rank, c.suit) for c in tour.cards("A1")]
    assert values == [13, 2, 4]
    values = [cdl_card(c.rank, c.suit) for c in tour.cards("A2")]
    assert values == [1, 6, 5, 8, 3, 9]


def test_manual_doshade_example(open_game):
    tour = open_game("cws_tour")
    assert tour.click("D1", 1)
    assert [str(c) for c in tour.cards("D1")] == ["AH", "KS", "3H", "[4H]"]
    assert tour.cards("D1")[1].shaded


def test_right_button_methods(open_game):
    tour = open_game("cws_tour")
    assert tour.right_click("A1")
    assert [str(c) for c in tour.cards("A1")] == ["5S", "3S", "4S", "9S", "6S", "AH"]
    assert tour.drag("Deck", -1, "Goal") and len(tour.cards("Goal")) == 1
    assert tour.cards("Goal")[0].face_up


def test_recursion_and_functions(open_game):
    tour = open_game("cws_tour")
    assert tour.click("Loops")
    assert tour.help("Loops").text == "Total 3, flag TRUE, where 3, note fact"


def test_faults_are_game_errors_naming_the_line(open_game):
    faults = open_game("faults")
    before = faults.state
    for stack, line, words in [
        ("Overflow", 9, "overflow"),
        ("Endless", 12, "steps"),
        ("Outside", 17, "outside"),
        ("DivZero", 21, "division by zero"),
        ("Deep", 5, "nest too deeply"),
        ("NoStack", 29, "no stack"),
        ("Noctx", 6, "no contextual stack"),
        ("BadCard", 37, "not a card"),
        ("PullTooMany", 41, "cannot PULL"),
        ("SameStack", 46, "two different stacks"),
    ]:
        with pytest.raises(GameError) as info:
            faults.click(stack)
        assert f"faults.cdl:{line}:" in str(info.value), stack
        assert words in str(info.value), stack
        assert faults.state is before and faults.move_count == 0
