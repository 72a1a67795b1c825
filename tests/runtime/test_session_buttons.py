"""Session.right_click and Session.press_help: the UI's right button and the
Rules mode's help-box buttons, as undoable, saveable moves."""

from __future__ import annotations

from pathlib import Path

from runtime.session import Session

ACES = Path(__file__).resolve().parent / "ui" / "fixtures" / "aces_up.py"


def empty_a_column(session: Session) -> None:
    while not any(m.target and m.target.startswith("column") for m in session.moves()):
        session.play(session.moves()[-1] if session.moves()[-1].target else session.moves()[0])


def test_right_click_reaches_games_that_tell_buttons_apart():
    session = Session.open(str(ACES), seed=3)
    assert session.right_button
    assert not session.right_click("column[0]") and session.message
    empty_a_column(session)
    source = next(m.source for m in session.moves() if m.target and m.target.startswith("col"))
    before = session.move_count
    assert session.right_click(source)
    assert session.move_count == before + 1 and session.history()[-1].target.startswith("col")


def test_a_help_button_press_is_a_move_that_undoes_and_saves(tmp_path):
    session = Session.open(str(ACES), seed=3)
    assert [b.label for b in session.help("stock").buttons] == ["Deal"]
    assert session.press_help("stock", 0)
    assert len(session.cards("stock")) == 44 and session.move_count == 1
    assert not session.press_help("stock", 5) and "no button 6" in session.message
    session.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json", source=ACES)  # a fixture, not installed
    assert len(loaded.cards("stock")) == 44
    assert session.undo() and len(session.cards("stock")) == 48
