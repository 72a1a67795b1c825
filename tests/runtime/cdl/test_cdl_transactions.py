"""Transactions as docs/cdl.md defines them: press, release, rollback,
integrity?, win? before loose?, one undo step each, globals journaled."""

from __future__ import annotations

import pytest

from runtime import GameError, IllegalMove, Session


@pytest.fixture
def s(open_game):
    return open_game("transactions")


def moves_global(session):
    return session.state.globals[0]


def test_a_drop_that_is_taken_is_one_move_and_one_undo_step(s):
    assert s.drag("Pile", -1, "Guard")
    assert [str(c) for c in s.cards("Guard")] == ["5S"] and moves_global(s) == 1
    move = s.history()[-1]
    assert (move.source, move.target, move.count, move.index) == ("Pile", "Guard", 1, 4)
    assert move.detail == ("left", "Pile", 5, "Guard", 0)
    assert s.undo() and moves_global(s) == 0 and len(s.cards("Pile")) == 5
    assert s.redo() and moves_global(s) == 1


def test_integrity_false_undoes_the_whole_transaction(s):
    before = s.state
    assert not s.drag("Pile", 2, "Guard")  # three cards: Guard may hold two
    assert "integrity" in s.message and s.state is before


def test_cards_left_on_the_cursor_undo_the_press_too(s):
    before = s.state
    assert not s.drag("Pile", 3, "Half")
    assert s.message == "those cards cannot go on the half" and s.state == before


def test_a_stack_without_release_methods_refuses(s):
    assert not s.drag("Pile", -1, "Mute")
    assert "does not take cards" in s.message


def test_a_transaction_that_changes_nothing_is_not_a_move(s):
    assert not s.click("Pile")
    assert s.message == "nothing to do on the pile" and s.move_count == 0
    assert not s.click("Mute") and s.message == "nothing to do on the mute"


def test_win_is_checked_before_loose(s):
    assert s.drag("Pile", -1, "Both")
    assert s.status == "won" and s.moves() == []
    with pytest.raises(IllegalMove):
        s.play(s.history()[-1])


def test_loose(s):
    assert s.drag("Pile", -1, "Lose") and s.status == "lost"
    assert s.undo() and s.status == "playing"


def test_save_and_load_replay_the_transactions(s, tmp_path):
    s.drag("Pile", -1, "Guard")
    s.drag("Pile", -1, "Guard")
    s.save(tmp_path / "t.json")
    loaded = Session.load(tmp_path / "t.json", source=s.origin)  # not installed
    assert loaded.state == s.state and loaded.state.globals == (2,)


def test_moves_lists_exactly_the_drops_that_work(s):
    listed = {(m.source, m.target, m.count) for m in s.moves()}
    assert ("Pile", "Guard", 1) in listed and ("Pile", "Guard", 2) in listed
    assert ("Pile", "Guard", 3) not in listed
    assert ("Pile", "Half", 1) in listed and ("Pile", "Half", 2) not in listed
    assert all(m.target != "Mute" for m in s.moves())


def test_a_judge_that_changes_the_game_keeps_its_effects(open_game):
    """win? here counts its calls and turns a card: the move search, the
    search's successor and the Session's play all keep what it did."""
    s = open_game("judge_effects")
    (move,) = s.moves()
    after = s.rules.successor(s.state, move)
    s.play(move)
    assert s.state == after
    assert s.state.globals == (1,) and s.cards("Pile")[-1].face_up is False
    assert s.status == "playing"


def test_a_fault_in_a_flat_predicate_is_the_working_copys_fault(open_game):
    """The flat versions of the system predicates give way to the working
    copy on a fault or an endless loop: a move whose win? faults, or whose
    loose? never ends, is not listed, and playing it names the fault."""
    s = open_game("flat_faults")
    assert s.rules.flat  # paperc wrote flat versions of all three
    assert s.drag("Pile", -1, "Goal") and s.cards("Pile")[-1].face_up
    assert s.moves() == [] and s.status == "playing"
    with pytest.raises(GameError, match=r"flat_faults.cdl:33: position 5 is outside"):
        s.drag("Pile", -1, "Goal")
    with pytest.raises(GameError, match=r"flat_faults.cdl:\d+: .*more than 200000 steps"):
        s.drag("Pile", -1, "Spare")
