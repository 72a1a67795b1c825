"""Issue 25's table, played through a real headless window with real input
events: point and click (Pyramid's pairs too), drop targets while dragging,
long messages read in full, the hint's direction, the win banner and what H
says after a win, Statistics from the table, Spider's deals left, CDL
Klondike's waste, FreeCell's Finish, the demo and the pause, and a pick
that makes cards (its hint, its one toolbar button).

Each view is drawn and kept as a PNG under the test's tmp dir; with
PAPER_DOCS_SCREENSHOTS=1 set they are kept in docs/screenshots/ too (the
pictures of docs/ui.md)."""

from __future__ import annotations

import arcade
import pytest
from shots import keep
from test_hint_solver import pump
from test_table import LEFT, click, near, open_table, point_on, settled
from uihelpers import frame, pixel, press, send

from runtime.stats import Statistics
from runtime.ui import marks
from runtime.ui.geometry import base_rect
from runtime.ui.statsdialog import StatsDialog
from runtime.ui.table import STATUS_H


def outline_colour(image, rect, grow: float, colour) -> bool:
    """Is `colour` drawn on the outline `grow` pixels outside `rect`?"""
    x = rect.left + rect.width / 2
    for y in (rect.top + grow - 1, rect.top + grow, rect.top + grow + 1, rect.top + grow - 2):
        if near(pixel(image, x, y), colour[:3], 40):
            return True
    return False


@pytest.fixture
def option(window):
    """Set an option for one test."""
    changed = {}

    def set_option(name: str, value) -> None:
        changed.setdefault(name, getattr(window.settings, name))
        setattr(window.settings, name, value)

    yield set_option
    for name, value in changed.items():
        setattr(window.settings, name, value)


# -- point and click ---------------------------------------------------------------


def test_pyramid_pairs_by_click_click_and_the_stock_does_not_steal_it(window, clock, tmp_path):
    view = open_table(window, clock, "pyramid", seed=3)
    settled(window, view, clock)
    first, second = view.session.cards("pyramid[24]")[0], view.session.cards("pyramid[25]")[0]
    assert first.rank + second.rank == 13
    deck = len(view.session.cards("deck"))
    # click one card: it is picked up, outlined in gold, and nothing moves
    click(window, point_on(view, "pyramid[24]", 0))
    assert view.picked == ("pyramid[24]", 0) and view.session.move_count == 0
    assert "picked up" in view.notice
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "click_picked.png")
    assert outline_colour(image, view.board.card_rect("pyramid[24]", 0), 3, marks.PICKED)
    # a click on the stock now asks to pair with its card: it does not turn it
    click(window, point_on(view, "deck", len(view.session.cards("deck")) - 1))
    assert len(view.session.cards("deck")) == deck and view.session.move_count == 0
    assert view.picked is None and view.notice  # refused, and why
    frame(window, view, clock, 1.0)
    # click, then its partner: the pair goes
    clock.advance(1.0)  # not a double-click
    click(window, point_on(view, "pyramid[24]", 0))
    clock.advance(1.0)
    click(window, point_on(view, "pyramid[25]", 0))
    assert view.session.move_count == 1
    gone = {c.id for p in ("pyramid[24]", "pyramid[25]") for c in view.session.cards(p)}
    assert not gone & {first.id, second.id}
    # a king still goes with a click of its own
    kings = [m for m in view.session.moves() if m.target == "foundation" and m.count == 1]
    for move in kings[:1]:
        clock.advance(1.0)
        click(window, point_on(view, move.source, move.index))
        assert view.session.move_count == 2


def test_klondike_a_card_clicked_then_its_place_clicked_moves_and_the_same_pile_puts_it_down(
    window, clock
):
    view = open_table(window, clock, "klondike", seed=3)
    settled(window, view, clock)
    move = next(m for m in view.session.moves() if m.source == "tableau[3]" and m.target)
    click(window, point_on(view, "tableau[3]", move.index))
    assert view.picked == ("tableau[3]", move.index)
    clock.advance(1.0)
    click(window, point_on(view, "tableau[3]", move.index))  # the same pile: put it down
    assert view.picked is None and view.session.move_count == 0
    clock.advance(1.0)
    click(window, point_on(view, "tableau[3]", move.index))
    clock.advance(1.0)
    press(window, arcade.key.ESCAPE)  # Esc drops it too
    assert view.picked is None
    click(window, point_on(view, "tableau[3]", move.index))
    clock.advance(1.0)
    click(window, point_on(view, move.target, len(view.session.cards(move.target)) - 1))
    assert view.session.history() == [move]
    # a card that can go nowhere is not picked up: its click says why
    clock.advance(1.0)
    click(window, point_on(view, "tableau[0]", 0))
    assert view.picked is None


def test_freecell_point_and_click_into_a_cell(window, clock):
    view = open_table(window, clock, "freecell", seed=1)
    settled(window, view, clock)
    top = len(view.session.cards("cascades[0]")) - 1
    card = view.session.cards("cascades[0]")[top]
    click(window, point_on(view, "cascades[0]", top))
    clock.advance(1.0)
    click(window, point_on(view, "cells[2]", -1))
    assert [c.id for c in view.session.cards("cells[2]")] == [card.id]


def test_drop_targets_are_outlined_while_dragging_when_the_option_is_on(
    window, clock, option, tmp_path
):
    view = open_table(window, clock, "freecell", seed=1)
    settled(window, view, clock)
    top = len(view.session.cards("cascades[0]")) - 1
    start = point_on(view, "cascades[0]", top)
    legal = {m.target for m in view.session.moves() if m.source == "cascades[0]" and m.target}
    send(window, "on_mouse_press", *start, LEFT, 0)
    send(window, "on_mouse_drag", start[0] + 40, start[1] - 120, 40, -120, LEFT, 0)
    assert view.targets == set()  # the option is off
    send(window, "on_mouse_release", start[0], start[1], LEFT, 0)
    settled(window, view, clock)
    option("drop_targets", True)
    send(window, "on_mouse_press", *start, LEFT, 0)
    send(window, "on_mouse_drag", start[0] + 40, start[1] - 120, 40, -120, LEFT, 0)
    assert view.targets == legal and "cells[0]" in legal
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "drop_targets.png")
    for pile in legal:
        assert outline_colour(image, view.board.card_rect(pile, -1), 5, marks.TARGET), pile
    send(window, "on_mouse_release", start[0] + 40, start[1] - 120, LEFT, 0)
    assert view.targets == set()
    settled(window, view, clock)
    # the Options panel has the line, and its key changes it
    press(window, arcade.key.O, 0, "o")
    names = [name for name, _ in view.dialog.rows]
    assert "Drop targets" in names
    press(window, arcade.key.G, 0, "g")
    assert window.settings.drop_targets is False
    press(window, arcade.key.ESCAPE)


# -- messages ----------------------------------------------------------------------


RELOAD_MESSAGE = (
    "rules changed but cannot be used: sweep.pl:11:12: error: a statement that starts "
    "with a value is an assignment, such as `x = 1`; found `start` [P019]"
)


def test_a_long_message_is_shown_whole_on_hover_and_on_click(window, clock, tmp_path):
    view = open_table(window, clock, "freecell", seed=1)
    settled(window, view, clock)
    press(window, arcade.key.KEY_1, 0, "1")  # a pile selected from the keyboard says so
    frame(window, view, clock, 0.0)
    assert view.notice.endswith("of where it goes") and not view._notice_cut()
    view.notice = RELOAD_MESSAGE  # what a hot reload that fails says (test_launcher_reload)
    frame(window, view, clock, 0.0)
    assert view._notice_cut() and not view.notice_open
    zone = view._message_zone
    send(window, "on_mouse_motion", int(zone.right - 30), STATUS_H // 2, 0, 0)
    assert view.notice_open
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "message_full.png")
    full = view._full_notice
    assert full.text == RELOAD_MESSAGE
    assert full.content_width <= window.width - 20 and full.content_height > 20  # wrapped
    send(window, "on_mouse_motion", 320, 240, 0, 0)
    assert not view.notice_open
    click(window, (int(zone.right - 30), STATUS_H // 2))  # a click shows it too
    assert view.notice_open
    click(window, (int(zone.right - 30), STATUS_H // 2))  # and a click again hides it
    assert not view.notice_open


@pytest.mark.full_search  # (the verdict's, at the table's own budget)
def test_the_hint_shows_its_direction_and_agrees_with_winnable(
    window, clock, tmp_path, monkeypatch
):
    from runtime import analysis

    # the searches' states budgets alone bound them here: their clock limits
    # would leave a loaded machine without a win to show
    monkeypatch.setattr(analysis, "HINT_SECONDS", None)
    monkeypatch.setattr(analysis, "VERDICT_SECONDS", None)
    view = open_table(window, clock, "freecell", seed=1)
    settled(window, view, clock)
    press(window, arcade.key.H, 0, "h")
    pump(window, view, clock, lambda: view.notice.startswith("hint: "))
    move = view.hinted
    assert move is not None and move.target and "leads to a win" in view.notice
    pump(window, view, clock, lambda: not view.solver.worker.busy("verdict"))
    frame(window, view, clock, 0.0)
    assert "winnable: ?" not in view.status_text() and "winnable" in view.status_text()
    view.settle()
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "hint.png")
    source = marks.cards_rect(view.board, move.source, move.index)
    assert outline_colour(image, source, 3, marks.HINT_FROM)
    assert outline_colour(image, view.board.card_rect(move.target, -1), 6, marks.HINT_TO)


def test_freecell_finish_too_early_says_what_is_in_the_way(window, clock):
    view = open_table(window, clock, "freecell", seed=1)
    settled(window, view, clock)
    press(window, arcade.key.F, 0, "f")
    assert view.notice.startswith("nothing to finish yet: ")
    assert view.notice == "nothing to finish yet: KD covers JD in cascade 1"


# -- the demo, the win, and after ---------------------------------------------------


def test_the_demo_plays_the_deal_out_then_the_banner_and_h_say_it_is_won(window, clock, tmp_path):
    view = open_table(window, clock, "tri_peaks", seed=2)
    settled(window, view, clock)
    press(window, arcade.key.D, 0, "d")
    assert view.demo.running and "demo" in view.status_text()
    shot = []

    def played() -> bool:
        if view.session.move_count == 5 and not shot:
            shot.append(frame(window, view, clock, 0.0))
        return view.session.status != "playing"

    pump(window, view, clock, lambda: (clock.advance(0.1), played())[1])
    assert view.session.status == "won" and not view.demo.running
    keep(shot[0], tmp_path, "demo.png")
    moves = view.session.move_count
    minutes, seconds = divmod(int(view.elapsed()), 60)
    assert view.won_title() == f"You won in {minutes}:{seconds:02d} and {moves} moves!"
    image = frame(window, view, clock, 0.5)
    keep(image, tmp_path, "won.png")
    press(window, arcade.key.H, 0, "h")
    assert "no moves left" not in view.notice and "won" in view.notice


def test_any_key_stops_the_demo_where_it_is_and_undo_takes_its_moves_back(window, clock):
    view = open_table(window, clock, "tri_peaks", seed=2)
    settled(window, view, clock)
    press(window, arcade.key.D, 0, "d")
    pump(window, view, clock, lambda: (clock.advance(0.1), view.session.move_count >= 3)[1])
    press(window, arcade.key.SPACE, 0, " ")
    reached = view.session.move_count
    assert not view.demo.running and view.notice.startswith("demo stopped after")
    for _ in range(20):
        frame(window, view, clock, 0.5)
    assert view.session.move_count == reached  # stopped, and the key did nothing else
    press(window, arcade.key.Z, arcade.key.MOD_CTRL)
    assert view.session.move_count == reached - 1
    # a click stops it too
    press(window, arcade.key.D, 0, "d")
    pump(window, view, clock, lambda: (clock.advance(0.1), view.session.move_count > reached)[1])
    click(window, (5, 200))
    assert not view.demo.running


# -- statistics, Spider, CDL Klondike, pause -----------------------------------------


def test_statistics_open_from_the_table(window, clock, tmp_path):
    from runtime.session import Session
    from runtime.ui.table import TableView

    stats = Statistics(tmp_path / "statistics.json")
    view = TableView(Session.open("klondike", seed=3), window.settings, clock=clock, stats=stats)
    window.show_view(view)
    settled(window, view, clock)
    press(window, arcade.key.T, 0, "t")
    assert isinstance(view.dialog, StatsDialog) and view.dialog.title == "Statistics: Klondike"
    keep(frame(window, view, clock, 0.0), tmp_path, "table_statistics.png")
    press(window, arcade.key.ESCAPE)
    assert view.dialog is None
    button = next(b for b in view.toolbar.buttons if b.label == "Statistics")
    assert button.shortcut == "T"


def test_spiders_stock_shows_the_deals_left(window, clock, tmp_path):
    view = open_table(window, clock, "spider", seed=3)
    image = settled(window, view, clock)
    assert view._redeal_labels["deck"].text.text == "5 deals left"
    keep(image, tmp_path, "spider_deals_left.png")
    click(window, point_on(view, "deck", len(view.session.cards("deck")) - 1))
    frame(window, view, clock, 5.0)
    assert view._redeal_labels["deck"].text.text == "4 deals left"
    # Klondike's stock turns cards onto its waste: it has no deals left to
    # tell, only its cards to count
    klondike = open_table(window, clock, "klondike", seed=3)
    settled(window, klondike, clock)
    assert klondike._redeal_labels["deck"].text.text == "24 cards"


def test_cdl_klondikes_waste_has_no_foundation_circle(window, clock):
    view = open_table(window, clock, "cws_klondike", seed=3)
    settled(window, view, clock)
    board = view.board

    def marker(pile: str):
        center = board._pixel_center(base_rect(board.table, pile))
        return next(m.texture for m in board.marker_list if tuple(m.position) == center)

    assert marker("A1") is board.textures.marker("circle")
    assert marker("Waste") is board.textures.marker("outline")


def test_pause_stops_the_clock_and_hides_the_table(window, clock, tmp_path):
    view = open_table(window, clock, "klondike", seed=3)
    settled(window, view, clock)
    clock.advance(30)
    before = view.elapsed()
    card = view.session.cards("tableau[6]")[-1]
    press(window, arcade.key.P, 0, "p")
    assert view.paused_at is not None and "paused" in view.status_text()
    clock.advance(600)
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "paused.png")
    assert view.elapsed() == pytest.approx(before)
    x, y = view.board.sprites[card.id].position
    assert near(pixel(image, x, y), window.settings.felt, 3)  # no card is drawn
    press(window, arcade.key.SPACE, 0, " ")  # any key goes on, and does nothing else
    assert view.paused_at is None and view.session.move_count == 0
    clock.advance(5)
    assert view.elapsed() == pytest.approx(before + 5)
    # the window losing the focus pauses too; a click goes on
    window.dispatch_event("on_deactivate")
    window.dispatch_events()
    assert view.paused_at is not None
    click(window, point_on(view, "tableau[6]", 6))
    assert view.paused_at is None and view.picked is None


_TYPING = {"_is_protocol", "_abc_impl", "_is_runtime_protocol"}  # typing's own


def test_the_view_has_all_its_helpers_protocols_ask_for(window, clock):
    """The helpers name the view through protocols (no import circles): the
    view must keep every member they ask for."""
    from runtime.ui.autoplayer import Player
    from runtime.ui.demo import Stage
    from runtime.ui.host import Host

    view = open_table(window, clock, "klondike", seed=3)
    for protocol in (Host, Player, Stage):
        members = set(protocol.__annotations__) | {
            name for name in vars(protocol) if not name.startswith("__") and name not in _TYPING
        }
        missing = sorted(name for name in members if not hasattr(view, name))
        assert members and missing == [], f"{protocol.__name__}: {missing}"


MINTING = """game Minting start
    #use "deck"
    card coin start
        int v = 0
    end
    card gold coin start
        v = 10
    end
    card copper coin start
        v = 1
    end
    visiblestack waste
    stacklist rows[3] start end
    shuffle deck
    setup start
        deck -> waste top 1
    end
    turn start
        pickone start
            pick random coin -> rows 1 where to{to.size < 2} then
            pick rows -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""


def test_a_hint_that_makes_cards_outlines_where_they_go(window, clock, tmp_path):
    """A move with no source (a pick that makes cards) is hinted by its
    target alone, outlined in blue, with no arrow from a card."""
    source = tmp_path / "minting.pl"
    source.write_text(MINTING, encoding="utf-8")
    view = open_table(window, clock, source, seed=2)
    settled(window, view, clock)
    made = [m for m in view.session.moves() if m.source is None and m.target == "rows[1]"]
    assert made, view.session.moves()
    before = frame(window, view, clock, 0.0)
    rect = view.board.card_rect("rows[1]", -1)
    assert not outline_colour(before, rect, 6, marks.HINT_TO)
    view.hinted = made[0]
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "hint-made.png")
    assert outline_colour(image, rect, 6, marks.HINT_TO)


def test_a_pick_making_cards_is_one_button(window, clock, tmp_path):
    """A pick that makes cards onto any of several stacks is one toolbar
    button, not one a stack (a click on a stack already plays the move
    onto it): its label names the stacks' list, and a press makes the
    cards on the first stack its filter allows."""
    source = tmp_path / "minting.pl"
    source.write_text(MINTING, encoding="utf-8")
    view = open_table(window, clock, source, seed=2)
    settled(window, view, clock)
    made = [m for m in view.session.moves() if m.source is None]
    assert [m.target for m in made] == ["rows[0]", "rows[1]", "rows[2]"]
    keep(frame(window, view, clock, 0.0), tmp_path, "made-button.png")
    (button,) = view.game_buttons.buttons
    assert button.label == "random coin -> rows"
    before = len(view.session.cards("rows[0]"))
    click(window, (int(button.rect.center[0]), int(button.rect.center[1])))
    assert len(view.session.cards("rows[0]")) == before + 1
