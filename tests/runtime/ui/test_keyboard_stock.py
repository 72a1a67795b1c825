"""Keyboard play as Harvey's keyboard Klondike has it: a stock is dealt with
one key (his "="), not selected first and then named again, and "?" lists
every key."""

from __future__ import annotations

import arcade
import pytest
from shots import keep
from test_table import near, open_table, settled
from uihelpers import frame, pixel, press

from runtime.ui import choices, geometry, marks


def press_pile(window, view, pile: str) -> None:
    digit = choices.pile_keys(view.board.order)[pile]
    assert digit.isdigit()
    press(window, getattr(arcade.key, f"KEY_{digit}"), 0, digit)


def test_one_key_deals_from_the_stock_and_redeals_it(window, clock):
    view = open_table(window, clock, "klondike_draw_one", seed=5)
    settled(window, view, clock)
    session = view.session
    press_pile(window, view, "deck")
    assert session.move_count == 1 and view.keys.selected is None
    assert len(session.cards("waste")) == 1
    while session.cards("deck"):
        press_pile(window, view, "deck")
    dealt = session.move_count
    assert len(session.cards("waste")) == 24 == dealt
    press_pile(window, view, "deck")  # the empty stock: one key turns the waste over
    assert session.move_count == dealt + 1 and len(session.cards("deck")) == 24
    frame(window, view, clock, 0.0)
    # a pile with a face-up card is still selected first, then sent
    column = next(p for p in view.board.order if p.startswith("tableau"))
    press_pile(window, view, column)
    assert view.keys.selected == column and session.move_count == dealt + 1


def test_one_key_deals_a_row_in_spider(window, clock):
    view = open_table(window, clock, "spider_one_suit", seed=2)
    settled(window, view, clock)
    before = len(view.session.cards("deck"))
    press_pile(window, view, "deck")
    assert len(view.session.cards("deck")) == before - 10
    assert view.keys.selected is None


def test_question_mark_lists_every_key_of_this_table(window, clock, tmp_path):
    """Harvey's "?" retypes his commands: here a panel lists the pile keys
    and each toolbar command with its key (a 1280-pixel toolbar shows the
    labels alone); from the rules, K opens it too."""
    view = open_table(window, clock, "klondike_draw_one", seed=5)
    settled(window, view, clock)
    press(window, arcade.key.SLASH, arcade.key.MOD_SHIFT, "?")
    assert view.dialog is not None and view.dialog.title == "Keys"
    body = view.dialog.body.replace("\u00a0", " ")
    assert "1 to 9 and 0" in body and "deals at once" in body
    for button in view.toolbar.buttons:
        assert f"{button.label} ({button.shortcut})" in body
    image = frame(window, view, clock, 0.0)
    keep(image, tmp_path, "keys.png")
    rect = view.dialog.rect
    assert rect.left >= 0 and rect.bottom >= 0
    assert rect.right <= window.width and rect.top <= window.height
    assert view.dialog._body.content_height < rect.height  # the text inside its panel
    press(window, arcade.key.ESCAPE)
    assert view.dialog is None and view.session.move_count == 0
    press(window, arcade.key.F1)
    assert view.dialog is not None and view.dialog.title.startswith("Rules of")
    press(window, arcade.key.K, 0, "k")
    assert view.dialog is not None and view.dialog.title == "Keys"
    press(window, arcade.key.ESCAPE)


def test_in_the_rules_mode_a_pile_key_shows_the_pile_and_plays_nothing(window, clock):
    """The Rules mode's "click a pile to see what it does", from the
    keyboard: the pile's key (or Tab, then Enter) opens its help; nothing is
    played, not even the stock's one-key deal."""
    view = open_table(window, clock, "klondike_draw_one", seed=5)
    settled(window, view, clock)
    press(window, arcade.key.F1)
    press(window, arcade.key.I, 0, "i")
    assert view.inspecting and "press its key" in view.notice
    press_pile(window, view, "deck")
    assert view.dialog is not None and view.dialog.title == "Deck"
    assert view.session.move_count == 0
    press(window, arcade.key.ESCAPE)  # closes the help; the mode goes on
    column = next(p for p in view.board.order if p.startswith("tableau"))
    press_pile(window, view, column)
    assert view.dialog is not None and view.session.move_count == 0
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.TAB)
    assert view.keys.selected == view.board.order[0] and "Enter" in view.notice
    press(window, arcade.key.RETURN, 0, "\r")
    assert view.dialog is not None and view.session.move_count == 0
    press(window, arcade.key.ESCAPE)
    press(window, arcade.key.ESCAPE)  # leaves the mode
    assert not view.inspecting and view.dialog is None


def test_w_plays_up_every_card_that_can_go_home_one_undoable_move_at_a_time(window, clock):
    """Harvey's W, "play up as much as possible": FreeCell seed 17 has four
    cards that can go to the foundations from the deal, one after another;
    W sends them all (autoplay is off), each animated after the last and
    each undone on its own. With nothing left to send it says so."""
    view = open_table(window, clock, "freecell", seed=17)
    settled(window, view, clock)
    session = view.session
    press(window, arcade.key.W, 0, "w")
    assert view.auto.upward
    for _ in range(200):
        frame(window, view, clock, 0.05)
        if not view.auto.upward:
            break
    assert session.move_count == 4
    assert all(m.target.startswith("foundations") for m in session.history())
    press(window, arcade.key.W, 0, "w")
    assert session.move_count == 4 and view.notice == "no card can go to the foundations now"
    press(window, arcade.key.Z, arcade.key.MOD_CTRL)
    assert session.move_count == 3
    for _ in range(20):
        frame(window, view, clock, 0.05)
    assert session.move_count == 3  # an undo is not played back


def test_w_says_why_not_where_the_foundations_cannot_be_judged(window, clock):
    view = open_table(window, clock, "golf", seed=5)
    settled(window, view, clock)
    press(window, arcade.key.W, 0, "w")
    assert view.session.move_count == 0 and view.notice.startswith("W cannot play up")


def test_pile_keys_are_readable_on_cards(window, clock):
    """Pyramid's piles lie on the row above: a key written just above a
    pile's first card lies on another card, where white on white did not
    show. Each key has a dark backing of its own."""
    view = open_table(window, clock, "pyramid", seed=4)
    settled(window, view, clock)
    press(window, arcade.key.TAB)
    image = frame(window, view, clock, 0.0)
    texts = view._key_batch[2]
    assert len(texts) == 20
    on_cards = 0
    for pile, text in zip(view.board.order, texts, strict=False):
        base = geometry.base_rect(view.board.table, pile)
        x, y = round(base.left) + 2, text.y + 4  # beside the key, on its backing
        r, g, b = pixel(image, x, y)
        assert r < 80 and g < 100 and b < 80, (pile, (r, g, b))  # not card, not felt
        on_cards += any(
            rect.contains(x, y) for other in view.board.order for rect in view.board.rects[other]
        )
    assert on_cards >= 10  # most of Pyramid's keys lie on cards


def test_a_key_that_does_nothing_says_so(window, clock):
    """Harvey's program rings a bell at a key it does not know: here a
    letter with no command, or a pile key beyond the table's piles, says so
    in the status bar instead of nothing."""
    view = open_table(window, clock, "golf", seed=5)
    settled(window, view, clock)
    assert len(view.board.order) == 9
    press(window, arcade.key.Q, 0, "q")
    assert view.notice == "no command on the key Q (? lists every key)"
    press(window, arcade.key.KEY_0, 0, "0")
    assert view.notice == "no pile has the key 0 (this table's keys name 9 piles)"
    press(window, arcade.key.KEY_1, arcade.key.MOD_SHIFT, "!")
    assert view.notice == "no pile has the key ! (this table's keys name 9 piles)"
    assert view.session.move_count == 0 and view.keys.selected is None


@pytest.fixture
def drop_targets_on(window):
    window.settings.drop_targets = True
    yield
    window.settings.drop_targets = False


def test_a_pile_selected_by_its_key_shows_its_drop_targets(window, clock, drop_targets_on):
    """With Drop targets on, a card picked up with the mouse outlines where
    it may go; a pile selected with its key does the same, and the outlines
    go with the selection."""
    view = open_table(window, clock, "freecell", seed=1)
    settled(window, view, clock)
    source = "cascades[0]"
    legal = {m.target for m in view.session.moves() if m.source == source and m.target}
    assert "cells[0]" in legal
    press_pile(window, view, source)
    assert view.keys.selected == source and view.targets == legal
    image = frame(window, view, clock, 0.0)
    for pile in legal:
        rect = view.board.card_rect(pile, -1)
        assert any(
            near(pixel(image, rect.left + rect.width / 2, rect.top + grow), marks.TARGET[:3], 40)
            for grow in (3, 4, 5, 6, 7)
        ), pile
    press(window, arcade.key.ESCAPE)
    assert view.keys.selected is None and view.targets == set()
    press_pile(window, view, source)
    press_pile(window, view, "cells[0]")  # the move: the outlines go
    assert view.session.move_count == 1 and view.targets == set()
