"""What the table says when a move is refused: the reason in words a
player can use (a click the game has no words for says why the card cannot
go home), and the room to read it (the seed and the game's title give way
before the reason is cut, in the window the tests draw: 1024 pixels wide,
as a small laptop's)."""

from __future__ import annotations

import arcade
from test_table import click, open_table, point_on, settled
from test_table_friction import RELOAD_MESSAGE
from uihelpers import FIXTURES, frame, press

from runtime.session import Session
from runtime.ui import choices
from runtime.ui.table import PAD


def refuse_a_move(window, view, clock) -> None:
    """Name two columns with their keys where the first's cards cannot go
    onto the second, as a player does by mistake."""
    order = view.board.order
    keys = choices.pile_keys(order)
    columns = [p for p in order if keys[p].isdigit() and p.startswith("tableau")]
    moves = view.session.moves()
    for source in columns:
        legal = {m.target for m in choices.targets_for(moves, source)}
        for target in columns:
            if target != source and target not in legal:
                for pile in (source, target):
                    digit = keys[pile]
                    press(window, getattr(arcade.key, f"KEY_{digit}"), 0, digit)
                frame(window, view, clock, 0.0)
                return
    raise AssertionError("no refused move to make")


def test_a_refusal_is_read_whole_and_the_seed_gives_way(window, clock):
    view = open_table(window, clock, "klondike_draw_one", seed=998537)
    settled(window, view, clock)
    refuse_a_move(window, view, clock)
    assert view.session.move_count == 0
    assert "cannot go on" in view.notice
    full = view.status_text()
    assert "seed 998537" in full and "Klondike (Draw One)" in full
    frame(window, view, clock, 0.0)
    assert not view._notice_cut(), view._notice_fit  # the reason, whole
    shown = view._status.text.text
    assert "seed" not in shown and "moves 0" in shown and "0:" in shown
    # no notice: the whole status again
    view.notice = ""
    frame(window, view, clock, 0.0)
    assert view._status.text.text == view.status_text()


def test_a_notice_too_long_for_any_room_is_cut_but_the_moves_stay(window, clock):
    view = open_table(window, clock, "klondike_draw_one", seed=998537)
    settled(window, view, clock)
    view.notice = RELOAD_MESSAGE
    frame(window, view, clock, 0.0)
    assert view._notice_cut()  # shown whole on hover (test_table_friction)
    shown = view._status.text.text
    assert "moves 0" in shown and "seed" not in shown and "Klondike" not in shown


def test_a_click_the_game_has_no_words_for_says_why_the_card_cannot_go_home(window, clock):
    """Golf (seed 5, 3S on the foundation): a click on KS plays nothing;
    the table says why in Golf's words, not "nothing to do on column 1"."""
    view = open_table(window, clock, "golf", seed=5)
    settled(window, view, clock)
    assert view.board.cards["foundation"][-1].name == "3S"
    click(window, point_on(view, "columns[0]", len(view.board.cards["columns[0]"]) - 1))
    frame(window, view, clock, 0.0)
    assert view.session.move_count == 0
    assert view.notice == "KS cannot go on 3S: build up or down regardless of suit"
    # the same card asked for by its key twice (the keyboard's send)
    view.notice = ""
    digit = choices.pile_keys(view.board.order)["columns[0]"]
    for _ in range(2):
        press(window, getattr(arcade.key, f"KEY_{digit}"), 0, digit)
    frame(window, view, clock, 0.0)
    assert view.session.move_count == 0
    assert view.notice == "KS cannot go on 3S: build up or down regardless of suit"
    # a card that can go still goes with one click
    click(window, point_on(view, "columns[2]", len(view.board.cards["columns[2]"]) - 1))
    assert view.session.move_count == 1


def test_a_narrow_window_keeps_the_moves_and_time_in_the_status_bar(window, clock):
    """At 640 pixels the status alone ("Klondike (Draw One) · seed 998537 ·
    moves 0 · 0:05 · score 0 · searching...") is wider than the bar: the
    seed gives way, then the title (a Grand Tour's gold badge leaves less
    room still), rather than the verdict running off the window."""
    view = open_table(window, clock, "klondike_draw_one", seed=998537)
    settled(window, view, clock)
    view.notice = ""
    full = view.status_line(2000)
    assert full == view.status_text()
    room = 640 - 2 * PAD - 24
    narrow = view.status_line(room)
    assert "seed" not in narrow and narrow.startswith("Klondike (Draw One)")
    assert narrow.endswith(view.status_parts()[-1])
    view._measure.text.text = narrow
    assert view._measure.text.content_width <= room
    room -= 200  # after the tour's badge
    narrow = view.status_line(room)
    assert narrow.startswith("moves 0") and narrow.endswith(view.status_parts()[-1])
    view._measure.text.text = narrow
    assert view._measure.text.content_width <= room


def test_the_win_banner_fits_a_narrow_window(window, clock):
    """A won game's banner ("You won in 0:45 and 122 moves!   N deals
    again") filled an 800-pixel window edge to edge, and ran off a 640 one:
    its type shrinks until its band fits."""
    session = Session.load(FIXTURES.parent.parent / "fixtures" / "cws_yukon_finish.json")
    view = open_table(window, clock, "cws_yukon")
    view.replace_session(session)
    settled(window, view, clock)
    press(window, arcade.key.F, 0, "f")
    for _ in range(400):
        if session.status == "won":
            break
        frame(window, view, clock, 0.05)
    assert session.status == "won"
    frame(window, view, clock, 0.5)
    banner = view._banner.text
    won = banner.text
    assert won.startswith("You won in ") and banner.font_size == 22  # room for it all
    assert banner.content_width + 48 <= window.width
    long = "You won in 12:05 and 143 moves!   N deals again"
    for width in (800, 640):
        view.fit_banner(long, width)
        assert banner.content_width + 48 <= width - 8 and banner.font_size < 22
    image = frame(window, view, clock, 0.0)  # the window's own width again
    assert banner.text == won and banner.font_size == 22
    assert image.width == window.width
