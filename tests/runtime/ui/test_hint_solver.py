"""The solver at the table, in a real headless window with real key events:
H thinks in the background and then says its hint and why; the status bar
says "winnable"; a stuck game is offered Undo or New deal; winnable deals
only. Frames keep being drawn while the solver works."""

from __future__ import annotations

import time

import arcade
import pytest
from uihelpers import FIXTURES, frame, press

from runtime.session import Session
from runtime.ui.solverhelp import STUCK_TITLE
from runtime.ui.table import TableView


def open_table(window, clock, game, seed=1, draw=True) -> TableView:
    view = TableView(Session.open(game, seed=seed), window.settings, clock=clock)
    window.show_view(view)
    if draw:
        frame(window, view, clock, 5.0)
    return view


def pump(window, view, clock, until, seconds: float = 90.0) -> int:
    """Draw frames until `until()` holds; the number of frames drawn. A
    frame is a few milliseconds: between two, the solver's thread has the
    interpreter to itself a while (drawing flat out, this thread took half
    of it, and doubled the CPU a search costs)."""
    count = 0
    end = time.monotonic() + seconds
    while not until():
        assert time.monotonic() < end, f"waited {seconds}s: {view.notice!r}"
        frame(window, view, clock, 1 / 60)
        count += 1
        time.sleep(0.01)
    return count


def test_h_thinks_in_the_background_then_says_the_hint_and_why(window, clock, tmp_path):
    view = open_table(window, clock, "klondike", seed=3)
    pump(window, view, clock, lambda: not view.solver.worker.busy("verdict"))
    press(window, arcade.key.H, 0, "h")
    assert view.notice == "thinking..."  # the key returned at once; the search goes on
    thinking = []
    pump(
        window,
        view,
        clock,
        lambda: thinking.append(view.solver.thinking()) or view.notice.startswith("hint: "),
    )
    assert thinking[0] and len(thinking) >= 2  # H returned mid-search; frames went on meanwhile
    move = view.solver.ready_hint()
    assert move is not None and move in view.session.moves()
    assert "leads to a win in" in view.notice or "no win found; this move" in view.notice
    assert view.hinted == move
    view.settle()
    image = frame(window, view, clock, 0.0)
    image.save(tmp_path / "hint.png")
    # Space plays the hint shown
    press(window, arcade.key.SPACE, 0, " ")
    assert view.session.history()[-1] == move
    assert view.hinted is None


@pytest.mark.full_search  # (the verdict, at the table's own budget)
def test_the_status_bar_says_searching_then_winnable(window, clock):
    # (answers are taken in on frames: before the first one the search is on,
    # however quick it is)
    view = open_table(window, clock, "tri_peaks", seed=2, draw=False)
    assert "searching..." in view.status_text()
    pump(window, view, clock, lambda: "searching..." not in view.status_text())
    assert view.status_text().endswith("winnable")
    # a move supersedes the verdict: searching again, then the new answer
    press(window, arcade.key.SPACE, 0, " ")
    assert view.session.move_count == 1
    assert "searching..." in view.status_text()
    pump(window, view, clock, lambda: "searching..." not in view.status_text())
    assert "winnable" in view.status_text()


@pytest.mark.full_search  # (a stale hint has as long to show as the verdict takes)
def test_a_move_while_thinking_drops_the_old_hint(window, clock):
    view = open_table(window, clock, "klondike", seed=1)
    press(window, arcade.key.H, 0, "h")
    assert view.solver.thinking() or view.notice.startswith("hint: ")
    view.undo()  # nothing to undo, but a real move below changes the position
    press(window, arcade.key.SPACE, 0, " ")
    assert view.session.move_count == 1
    assert not view.solver.thinking()
    pump(window, view, clock, lambda: not view.solver.worker.busy("verdict"))
    assert not view.notice.startswith("hint: ")  # the old position's hint never shows


@pytest.mark.full_search  # (the stuck search, at the table's own budget)
def test_a_stuck_game_is_offered_undo_or_a_new_deal(window, clock, tmp_path):
    # Klondike seed 1 after 251 moves: cards only go round between the columns
    view = TableView(Session.load(FIXTURES / "klondike_stuck.json"), window.settings, clock=clock)
    window.show_view(view)
    assert "searching..." in view.status_text()
    pump(window, view, clock, lambda: view.dialog is not None)
    assert view.dialog.title == STUCK_TITLE
    assert "no longer winnable" in view.status_text()
    view.settle()
    frame(window, view, clock, 0.0).save(tmp_path / "stuck.png")
    moves = view.session.move_count
    press(window, arcade.key.Z, arcade.key.MOD_CTRL)
    assert view.dialog is None and view.session.move_count == moves - 1
    pump(window, view, clock, lambda: view.dialog is not None)  # still stuck, said again
    press(window, arcade.key.N, 0, "n")
    assert view.dialog is None and view.session.move_count == 0


def test_winnable_deals_only_finds_a_deal_in_the_background(window, clock):
    view = open_table(window, clock, "tri_peaks", seed=1)
    window.settings.winnable_deals = True
    view.solver.start_seed = 2  # where the search starts (a random seed when None)
    try:
        press(window, arcade.key.N, 0, "n")
        assert "finding a winnable deal..." in view.status_text()
        assert view.session.seed == 1  # not dealt yet
        pump(window, view, clock, lambda: not view.solver.finding)
        assert view.notice.startswith("a winnable deal, rated ")
        assert view.session.seed == 2
        found = Session.open("tri_peaks", seed=view.session.seed).solve(budget=20_000)
        assert found.verdict == "won"
        assert view.solver.deal_note.endswith(" deal") and view.solver.deal_note in (
            view.status_text()
        )
    finally:
        window.settings.winnable_deals = False


def test_h_again_while_thinking_keeps_the_same_search(window, clock):
    view = open_table(window, clock, "klondike", seed=2)
    press(window, arcade.key.H, 0, "h")
    job = view.solver.worker.current("hint")
    assert job is not None
    press(window, arcade.key.H, 0, "h")
    assert view.solver.worker.current("hint") is job or job.done
    assert not job.cancelled()
    pump(window, view, clock, lambda: view.notice.startswith("hint: "))


def test_the_options_panel_turns_winnable_deals_on_and_keeps_it(window, clock, tmp_path):
    from runtime import settings as settings_file

    view = open_table(window, clock, "tri_peaks", seed=2)
    saved = []
    view.save_settings = lambda: saved.append(window.settings.winnable_deals)
    try:
        press(window, arcade.key.O, 0, "o")
        assert view.dialog is not None and view.dialog.title == "Options"
        press(window, arcade.key.W, 0, "w")
        assert window.settings.winnable_deals and saved == [True]
        settings_file.save(window.settings, tmp_path / "settings.json")
        loaded, notice = settings_file.load(tmp_path / "settings.json")
        assert loaded.winnable_deals and notice == ""
    finally:
        window.settings.winnable_deals = False


@pytest.mark.full_search  # (the verdict's budget is the point)
def test_a_hint_that_finds_a_win_makes_the_status_bar_say_winnable(window, clock, monkeypatch):
    # FreeCell deal 253: the "winnable?" search (20,000 states, half of them
    # the default best-first search's alone) does not decide it; the hint's
    # (its searches in turn on the whole budget) wins it (Klondike deals 11
    # and 4, and FreeCell deals 213, 988 and 299, were such deals until the
    # narrow searches, the dig, the cells' narrow searches, their narrowed
    # first moves and the meta dives changed what each budget wins).
    # The status bar then agrees with the hint.
    from runtime import analysis

    monkeypatch.setattr(analysis, "HINT_SECONDS", 120.0)  # states decide, not a busy machine
    view = open_table(window, clock, "freecell", seed=253)
    pump(window, view, clock, lambda: "searching..." not in view.status_text())
    assert view.status_text().endswith("winnable: ?")
    press(window, arcade.key.H, 0, "h")
    pump(window, view, clock, lambda: view.notice.startswith("hint: "), seconds=180.0)
    assert "leads to a win in" in view.notice
    assert view.status_text().endswith("winnable") and "?" not in view.status_text()
