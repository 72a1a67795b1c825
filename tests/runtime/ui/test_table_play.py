"""Issue 10's table, in a real headless window with real input events:
keys as X11 delivers them (Shift+1 is a key press of 1 with Shift held AND
the text "!"), autoplay and Finish, undo of one autoplay move, Esc, Undo
clearing a refusal, right-click and double-click fallbacks, the Options
panel, the draw-3 waste and Pyramid's empty places."""

from __future__ import annotations

import arcade
import pytest
from shots import keep
from test_table import LEFT, click, felt_point, open_table, point_on, settled
from uihelpers import frame, pixel, press, send

from runtime import registry
from runtime.session import Session
from runtime.settings import TABLE_COLOURS
from runtime.ui import geometry
from runtime.ui.widgets import PANEL

BUNDLED = registry.BUNDLED
SHIFT = arcade.key.MOD_SHIFT
CTRL = arcade.key.MOD_CTRL
RIGHT = arcade.MOUSE_BUTTON_RIGHT


@pytest.fixture
def autoplay_on(window):
    window.settings.autoplay = True
    yield
    window.settings.autoplay = False


def run(window, view, clock, seconds: float = 3.0) -> None:
    """Let time pass a frame at a time (autoplay plays as cards land)."""
    for _ in range(int(seconds * 20)):
        frame(window, view, clock, 0.05)


def test_shifted_digits_reach_piles_eleven_and_up_as_x11_types_them(window, clock, autoplay_on):
    """FreeCell has 16 piles (its dealt-out deck has no place): cascades[2] is
    pile 11, Shift+1, shown as "!".
    X11 sends the key press of 1 with Shift held and the text "!"; some
    set-ups send the `!` keysym instead: both select pile 11."""
    view = open_table(window, clock, BUNDLED / "freecell.py", seed=2)
    settled(window, view, clock)
    order = view.board.order
    assert order[10] == "cascades[2]" and order[0] == "cells[0]" and "deck" not in order
    press(window, arcade.key.KEY_1, SHIFT, "!")
    assert view.keys.selected == "cascades[2]"
    press(window, arcade.key.ESCAPE)  # Esc drops the half-made move and what it said
    assert view.keys.selected is None and view.notice == ""
    press(window, arcade.key.EXCLAMATION, SHIFT, "!")
    assert view.keys.selected == "cascades[2]"
    moved = view.session.cards("cascades[2]")[-1]
    press(window, arcade.key.KEY_2, 0, "2")  # to pile 2, the second free cell
    assert view.session.cards("cells[1]")[-1].id == moved.id
    assert view.session.move_count == 1
    # the player moved: the ace of spades on cascades[0] goes home by itself,
    # animated, as a move of its own
    ace = view.session.cards("cascades[0]")[-1]
    assert ace.rank == 1
    frame(window, view, clock, 0.0)
    run(window, view, clock, 0.5)
    assert view.session.move_count >= 2
    assert ace.id in [c.id for f in view.auto.foundations for c in view.session.cards(f)]
    played = view.session.history()[1]
    assert played.source == "cascades[0]" and played.target.startswith("foundations")
    # undo takes back the autoplay move alone, and autoplay does not replay it
    count = view.session.move_count
    press(window, arcade.key.Z, CTRL)
    assert view.session.move_count == count - 1
    run(window, view, clock, 1.0)
    assert view.session.move_count == count - 1


def test_an_autoplay_move_is_animated(window, clock, autoplay_on):
    view = open_table(window, clock, BUNDLED / "freecell.py", seed=2)
    settled(window, view, clock)
    ace = view.session.cards("cascades[0]")[-1]
    start = view.board.sprites[ace.id].position
    press(window, arcade.key.KEY_1, SHIFT, "!")
    press(window, arcade.key.KEY_2, 0, "2")
    run(window, view, clock, 0.4)  # the player's card lands, then the ace sets off
    for _ in range(40):
        frame(window, view, clock, 0.02)
        position = view.board.sprites[ace.id].position
        if position != start and position != view.board.rest[ace.id]:
            break  # caught in flight
    else:
        raise AssertionError("the ace never was seen between its places")
    run(window, view, clock, 1.0)
    assert view.board.sprites[ace.id].position == view.board.rest[ace.id]


def test_autoplay_off_in_the_options_leaves_cards_where_they_are(window, clock):
    view = open_table(window, clock, BUNDLED / "freecell.py", seed=2)
    settled(window, view, clock)
    press(window, arcade.key.KEY_1, SHIFT, "!")
    press(window, arcade.key.KEY_2, 0, "2")
    run(window, view, clock, 1.0)
    assert view.session.move_count == 1


def test_finish_plays_the_rest_out_one_undoable_move_at_a_time(window, clock, autoplay_on):
    session = Session.load(registry.BUNDLED.parent / "tests/runtime/fixtures/cws_yukon_finish.json")
    view = open_table(window, clock, BUNDLED / "cws_yukon.py")
    view.replace_session(session)
    settled(window, view, clock)
    start = session.move_count
    assert view.auto.ready and "Finish" in view.notice
    finish = next(b for b in view.toolbar.buttons if b.label == "Finish")
    assert finish.shortcut == "F"
    press(window, arcade.key.F, 0, "f")
    for _ in range(240):  # each card lands before the next sets off
        if session.status == "won":
            break
        frame(window, view, clock, 0.05)
    assert session.status == "won"
    played = session.move_count - start
    assert played > 5  # each card its own move...
    press(window, arcade.key.Z, CTRL)
    assert session.move_count == start + played - 1  # ...undone on its own
    assert session.status == "playing"


def test_finish_at_the_deal_says_why_not(window, clock):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=1)
    settled(window, view, clock)
    press(window, arcade.key.F, 0, "f")
    assert view.session.move_count == 0 and "face down" in view.notice
    view = open_table(window, clock, BUNDLED / "golf.py", seed=1)
    press(window, arcade.key.F, 0, "f")
    assert "cannot be finished" in view.notice


def test_undo_clears_an_old_refusal(window, clock):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=1)
    settled(window, view, clock)
    stock = point_on(view, "deck", len(view.board.cards["deck"]) - 1)
    click(window, stock)  # a move, to have something to undo
    assert view.session.move_count == 1
    refused = next(
        (src, dst)
        for src in view.board.order
        for dst in view.board.order
        if view.board.cards[src]
        and view.board.cards[src][-1].face_up
        and src != dst
        and not view.session.drag(src, -1, dst)
        and view.session.message
    )
    view.drag(*refused[:1], -1, refused[1])
    assert view.notice  # why it was refused
    press(window, arcade.key.Z, CTRL)
    assert view.session.move_count == 0 and view.notice == ""


def test_a_right_click_in_a_cdl_game_without_selectright_sends_the_card(window, clock):
    view = open_table(window, clock, BUNDLED / "cws_klondike.py", seed=1)
    settled(window, view, clock)
    session = view.session
    assert session.right_button  # CDL passes the button on...
    move = next(m for m in session.moves() if m.source and m.target and m.source.startswith("T"))
    at = point_on(view, move.source, len(view.board.cards[move.source]) - 1)
    send(window, "on_mouse_press", *at, RIGHT, 0)
    send(window, "on_mouse_release", *at, RIGHT, 0)
    # ...but Klondike has no SelectRight: the card went where a double-click sends it
    assert session.move_count == 1 and session.history()[0].source == move.source


def test_a_double_click_in_a_click_to_play_game_shows_no_false_error(window, clock):
    """Golf seed 4: a click on column 7 plays its card; the card under it
    cannot go. A double-click there plays the first and says nothing of the
    second (the Session refused it: a single click there would say so)."""
    view = open_table(window, clock, BUNDLED / "golf.py", seed=4)
    settled(window, view, clock)
    session = view.session
    pile = "columns[6]"
    at = point_on(view, pile, len(view.board.cards[pile]) - 1)
    click(window, at)
    assert session.move_count == 1
    clock.advance(0.1)
    click(window, at)  # the second click of the double-click
    assert session.move_count == 1 and session.message  # refused...
    assert view.notice == "", view.notice  # ...without a word
    clock.advance(1.0)
    click(window, at)  # a click of its own is told why
    assert view.notice


def test_the_options_panel_changes_and_keeps_the_table_colour(window, clock):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=1)
    saved = []
    view.save_settings = lambda: saved.append(window.settings.table_colour)
    image = settled(window, view, clock)
    spot = felt_point(view)
    assert pixel(image, *spot) == TABLE_COLOURS["green"]
    press(window, arcade.key.O, 0, "o")
    assert view.dialog is not None and view.dialog.title == "Options"
    labels = [name for name, _ in view.dialog.rows]
    assert labels[:5] == ["Autoplay", "Table colour", "Card back", "Card face", "Animation speed"]
    press(window, arcade.key.T, 0, "t")
    assert window.settings.table_colour == "blue" and saved == ["blue"]
    press(window, arcade.key.ESCAPE)
    image = frame(window, view, clock, 0.1)
    assert pixel(image, *spot) == TABLE_COLOURS["blue"]
    window.settings.table_colour = "green"
    # a game autoplay cannot judge says so in its options
    golf = open_table(window, clock, BUNDLED / "golf.py", seed=1)
    press(window, arcade.key.O, 0, "o")
    assert golf.dialog.rows[0][1].label == "off in this game"
    assert "Autoplay is off in Golf" in golf.dialog.body
    press(window, arcade.key.ESCAPE)


def test_a_draw_three_waste_fans_its_top_three_and_squares_the_rest(window, clock):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=1)
    settled(window, view, clock)
    for _ in range(3):
        click(window, tuple(int(v) for v in view.board.card_rect("deck", -1).center))
    settled(window, view, clock)
    rects = view.board.rects["waste"]
    assert len(rects) == 9
    base = geometry.base_rect(view.board.table, "waste")
    assert all(r == base for r in rects[:7])  # squared: one place
    lefts = [r.left for r in rects[6:]]
    assert lefts[0] < lefts[1] < lefts[2]  # fanned to the right
    # the hit test follows: the top card is under the pointer at its place
    top = rects[-1]
    hit = view.board.hit(top.right - 4, top.center[1])
    assert hit is not None and hit.pile == "waste" and hit.index == 8


def test_pyramid_leaves_no_outline_where_a_card_was(window, clock):
    view = open_table(window, clock, BUNDLED / "pyramid.py", seed=2)
    session = view.session
    image = settled(window, view, clock)
    for _ in range(40):
        removed = [p for p in view.board.order if p.startswith("pyramid") and not session.cards(p)]
        if removed:
            break
        pairs = [m for m in session.moves() if m.source and m.source.startswith("pyramid")]
        session.play(pairs[0] if pairs else session.moves()[0])
    assert removed
    view.board.sync("snap")
    image = frame(window, view, clock, 0.1)
    place = geometry.base_rect(view.board.table, removed[0])
    # where the card lay, and no other card covers, the felt shows plainly
    bare = 0
    for fx, fy in ((0.5, 0.08), (0.08, 0.5), (0.92, 0.5), (0.5, 0.5), (0.08, 0.08), (0.92, 0.08)):
        x, y = place.left + place.width * fx, place.bottom + place.height * fy
        hit = view.board.hit(x, y)
        if hit is None or (hit.pile == removed[0] and hit.index < 0):
            assert pixel(image, x, y) == TABLE_COLOURS["green"]
            bare += 1
    assert bare  # some of the place shows


def test_the_rules_dialog_wraps_paragraphs_once_on_an_opaque_panel(window, clock):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=1)
    settled(window, view, clock)
    press(window, arcade.key.F1)
    dialog = view.dialog
    assert dialog is not None
    for paragraph in dialog.body.split("\n\n"):
        assert "\n" not in paragraph  # the source's line breaks are gone
    image = frame(window, view, clock, 0.1)
    r = dialog.rect
    assert pixel(image, r.left + 6, r.top - 6) == PANEL[:3]  # opaque, over the cards
    body = dialog._body
    assert body.content_height + 70 < r.height  # the last line's descenders are inside
    press(window, arcade.key.ESCAPE)


def test_inspect_describes_the_pile_not_the_whole_rules(window, clock):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=1)
    settled(window, view, clock)
    press(window, arcade.key.I, 0, "i")
    click(window, point_on(view, "tableau[3]", len(view.board.cards["tableau[3]"]) - 1))
    dialog = view.dialog
    assert dialog is not None and dialog.title == "Tableau 4"
    assert "king" in dialog.body and "alternate colours" in dialog.body
    assert view.session.rules_text().strip()[:60] not in dialog.body
    press(window, arcade.key.ESCAPE)
    click(window, tuple(int(v) for v in view.board.card_rect("foundations[0]", -1).center))
    assert "ace" in view.dialog.body and "13 cards" in view.dialog.body
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.ESCAPE)
    assert not view.inspecting


def test_the_toolbar_overflows_into_a_menu_in_a_small_window(window, clock, tmp_path):
    from runtime.settings import Settings
    from runtime.ui.app import PaperWindow

    small = PaperWindow(Settings(autoplay=False), 640, 480, visible=False, persist=False)
    try:
        view = TableViewIn(small, clock)
        frame(small, view, clock, 0.1)
        bar = view.toolbar
        shown = [b for b in bar.row.buttons]
        assert all(b.rect.right <= 640 for b in shown)
        assert bar.overflow, "twelve commands do not fit 640 pixels"
        assert {b.label for b in shown[:-1]} | {b.label for b in bar.overflow} == {
            b.label for b in bar.buttons
        }
        more = shown[-1]
        send(small, "on_mouse_press", *map(int, more.rect.center), LEFT, 0)
        send(small, "on_mouse_release", *map(int, more.rect.center), LEFT, 0)
        assert bar.menu_open
        keep(settled(small, view, clock), tmp_path, "table_640x480.png")  # the deal landed
        options = next(b for b in bar.overflow if b.label == "Options")
        assert options.rect.left >= 0 and options.rect.right <= 640 and options.rect.bottom > 0
        send(small, "on_mouse_press", *map(int, options.rect.center), LEFT, 0)
        assert view.dialog is not None and view.dialog.title == "Options"
        assert not bar.menu_open
        assert view.dialog.rect.top <= 480 and view.dialog.rect.bottom >= 0
    finally:
        small.close()
        arcade.set_window(window)  # the shared window is the active one again
        window.switch_to()


def TableViewIn(window, clock):  # noqa: N802 (reads as the view it opens)
    return open_table(window, clock, BUNDLED / "klondike.py", seed=1)


@pytest.fixture
def user_files(tmp_path, monkeypatch, window):
    """A Paper that keeps its files (in a test folder): games are kept."""
    monkeypatch.setenv("PAPER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "config"))
    window.persist = True
    stats, window.stats = window.stats, None
    yield tmp_path
    window.persist = False
    window.stats = stats


def table_state(view) -> dict:
    """What a failed check of a table shows: what could have swallowed a key or a click."""
    names = ("notice", "dialog", "picked", "paused_at", "inspecting", "grab", "last_click")
    state = {name: getattr(view, name) for name in names}
    state.update(
        moves=view.session.move_count,
        status=view.session.status,
        seed=view.session.seed,
        selected=view.keys.selected,
        menu_open=view.toolbar.menu_open,
    )
    return state


def test_leaving_keeps_the_game_and_opening_it_again_resumes_it(window, clock, user_files):
    from runtime import resume
    from runtime.ui.launcher import Tile

    tile = Tile("klondike", "Klondike", "paperlang", path=BUNDLED / "klondike.py")
    window.open_tile(tile)
    view = window.table
    assert view.keep and view.session.move_count == 0
    settled(window, view, clock)
    for _ in range(2):
        click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    assert view.session.move_count == 2, table_state(view)
    press(window, arcade.key.Z, CTRL)  # the undo history goes along: one undone, one to redo
    seed = view.session.seed
    before = table_state(view)
    press(window, arcade.key.ESCAPE)  # back to the launcher: the game is kept
    assert window.table is None and resume.has_resume("klondike"), (before, table_state(view))
    window.open_tile(tile)
    again = window.table
    assert again is not view and again.session.seed == seed
    assert again.session.move_count == 1 and "resumed at move 1" in again.notice
    press(window, arcade.key.Y, CTRL)  # redo still there
    assert again.session.move_count == 2
    # N starts over: the kept game is forgotten
    press(window, arcade.key.N, 0, "n")
    assert not resume.has_resume("klondike")
    # a kept game that no longer loads is set aside, with a notice, and a new deal opens
    resume.resume_path("klondike").write_text('{"format": "paper-save", "version": 1}')
    window.open_tile(tile)
    assert window.table.session.move_count == 0 and "set aside" in window.table.notice
    window.show_launcher()


def test_save_and_open_a_named_game_from_the_toolbar(window, clock, user_files):
    view = open_table(window, clock, BUNDLED / "klondike.py", seed=6)
    settled(window, view, clock)
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    save = next(b for b in view.toolbar.buttons if b.label == "Save")
    click(window, tuple(int(v) for v in save.rect.center))
    assert view.dialog is not None and view.dialog.entry == "klondike 6"
    for _ in range(len(view.dialog.entry)):
        press(window, arcade.key.BACKSPACE)
    for char in "Lunch game":  # typed as X11 sends it: key press, then text
        symbol = getattr(arcade.key, char.upper(), arcade.key.SPACE)
        press(window, symbol, SHIFT if char.isupper() else 0, char)
    assert view.dialog.entry == "Lunch game"
    press(window, arcade.key.RETURN, 0, "\r")
    assert view.dialog is None and "Lunch game" in view.notice
    assert (user_files / "data" / "saves" / "Lunch game.save.json").is_file()
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    assert view.session.move_count == 2
    press(window, arcade.key.O, CTRL)
    assert view.dialog is not None and view.dialog.title == "Open a saved game"
    entry = next(b for _, b in view.dialog.rows if b.label == "Lunch game")
    click(window, tuple(int(v) for v in entry.rect.center))
    assert view.dialog is None and view.session.move_count == 1 and view.session.seed == 6
    frame(window, view, clock, 0.1)


def test_closing_the_window_keeps_the_game_in_progress(window, clock, user_files):
    from runtime import resume
    from runtime.settings import Settings
    from runtime.ui.app import PaperWindow

    other = PaperWindow(Settings(autoplay=False), 800, 600, visible=False, persist=True)
    try:
        view = other.play(Session.open("klondike", seed=8))
        view.settle()
        view.click("deck", -1)
        send(other, "on_close")  # what the window manager's close button sends
        kept = resume.resume("klondike")
        assert kept.session is not None and kept.session.move_count == 1
        assert kept.session.seed == 8
    finally:
        if not getattr(other, "_was_closed", False) and getattr(other, "_context", None):
            other.close()
        arcade.set_window(window)
        window.switch_to()


def test_a_kept_game_is_one_deal_for_the_statistics(window, clock, user_files):
    """Leaving a game that is kept does not end it (no broken streak), and
    going on with it does not count it as played a second time."""
    from runtime.stats import Statistics
    from runtime.ui.launcher import Tile

    stats = Statistics(user_files / "statistics.json")
    for _ in range(2):
        stats.record_played("klondike")
        stats.record_win("klondike", 100.0, 120)
    window.stats = stats
    tile = Tile("klondike", "Klondike", "paperlang", path=BUNDLED / "klondike.py")
    window.open_tile(tile)
    view = window.table
    settled(window, view, clock)
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    assert stats.get("klondike").played == 3
    press(window, arcade.key.ESCAPE)  # kept
    assert stats.get("klondike").current_streak == 2
    window.open_tile(tile)
    view = window.table
    settled(window, view, clock)
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    assert view.session.move_count == 2
    assert stats.get("klondike").played == 3 and stats.get("klondike").current_streak == 2
    press(window, arcade.key.N, 0, "n")  # a new deal: that deal is over, unwon
    assert stats.get("klondike").current_streak == 0
    window.show_launcher()


def test_a_squared_cdl_waste_fans_its_top_three_into_its_free_room(window, clock):
    view = open_table(window, clock, BUNDLED / "cws_klondike.py", seed=1)
    settled(window, view, clock)
    for _ in range(2):
        click(window, point_on(view, "Stock", len(view.board.cards["Stock"]) - 1))
    image = settled(window, view, clock)
    rects = view.board.rects["Waste"]
    assert len(rects) == 6 and len({r.left for r in rects[:4]}) == 1
    assert rects[3].left < rects[4].left < rects[5].left
    assert rects[5].right < geometry.base_rect(view.board.table, "A1").left  # not over A1
    # all three drawn: the corner of the lowest fanned card shows its face, not felt
    corner = (rects[3].left + 6, rects[3].top - 10)
    assert pixel(image, *corner) != TABLE_COLOURS["green"]
    top = view.board.hit(rects[5].right - 4, rects[5].center[1])
    assert top is not None and (top.pile, top.index) == ("Waste", 5)


def test_a_digit_key_is_one_pile_key_whatever_text_follows_it(window, clock):
    """A plain digit acts on its key press; the text after it is the same
    key (a French layout types "&" for the 1 key) and is not read again.
    Shift+digit on a layout that types another character ("\u00a7", '"')
    still names the shifted pile."""
    view = open_table(window, clock, BUNDLED / "freecell.py", seed=2)
    settled(window, view, clock)
    order = view.board.order
    press(window, arcade.key.KEY_3, 0, "3")
    assert view.keys.selected == order[2] and view.session.move_count == 0
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.KEY_1, 0, "&")  # not Shift+7's pile
    assert view.keys.selected == order[0]
    press(window, arcade.key.ESCAPE)
    send(window, "on_key_press", arcade.key.KEY_4, 0)  # a key press with no text event
    assert view.keys.selected == order[3]
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.KEY_2, SHIFT, '"')  # Shift+2 on a German keyboard
    assert view.keys.selected == order[11]
    press(window, arcade.key.ESCAPE)
