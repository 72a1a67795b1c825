"""Save and Open, played with real key events: the suggested name is
selected (typing replaces it), and Open lists each save with its date."""

from __future__ import annotations

import os
import time

import arcade
from shots import keep
from test_table import click, open_table, point_on, settled
from uihelpers import frame, pixel, press

from runtime import registry, userfiles
from runtime.ui import savedialogs

CTRL = arcade.key.MOD_CTRL


def type_text(window, text: str) -> None:
    for char in text:  # as X11 sends it: the key press, then the text
        symbol = getattr(arcade.key, char.upper(), arcade.key.SPACE)
        press(window, symbol, 0, char)


def test_typing_replaces_the_suggested_name_and_open_shows_dates(window, clock, tmp_path):
    view = open_table(window, clock, registry.BUNDLED / "klondike.py", seed=6)
    settled(window, view, clock)
    press(window, arcade.key.S, CTRL)
    dialog = view.dialog
    assert dialog is not None and dialog.entry == "klondike 6" and dialog.selected
    shown = frame(window, view, clock, 0.1)
    keep(shown, tmp_path, "save_dialog.png")
    # the suggestion is drawn selected: the selection's blue behind it
    entry_y = dialog.rect.bottom + 58 + 17
    behind = [pixel(shown, dialog.rect.left + 30 + dx, entry_y) for dx in range(0, 60, 3)]
    assert any(b > r + 20 for r, _, b in behind), behind
    type_text(window, "my sweep")
    assert dialog.entry == "my sweep" and not dialog.selected  # not "klondike 6my sweep"
    press(window, arcade.key.RETURN, 0, "\r")
    assert view.dialog is None and "my sweep" in view.notice
    # Enter alone keeps the suggestion; Backspace clears it whole
    click(window, point_on(view, "deck", len(view.board.cards["deck"]) - 1))
    press(window, arcade.key.S, CTRL)
    press(window, arcade.key.RETURN, 0, "\r")
    assert "klondike 6" in view.notice
    press(window, arcade.key.S, CTRL)
    press(window, arcade.key.BACKSPACE)
    assert view.dialog.entry == "" and not view.dialog.selected
    press(window, arcade.key.ESCAPE)
    saves = userfiles.saves_dir()
    assert {p.name for p in saves.iterdir()} == {"my sweep.save.json", "klondike 6.save.json"}
    made = time.mktime((2026, 3, 14, 9, 26, 0, 0, 0, -1))
    os.utime(saves / "my sweep.save.json", (made, made))
    press(window, arcade.key.O, CTRL)
    listing = view.dialog
    assert isinstance(listing, savedialogs.OpenDialog)
    assert [b.label for _, b in listing.rows] == ["klondike 6", "my sweep"]  # newest first
    assert listing.dates[1] == "14 Mar 2026, 09:26"
    today = time.strftime("%d %b %Y", time.localtime()).lstrip("0")
    assert listing.dates[0].startswith(today)
    image = frame(window, view, clock, 0.1)
    keep(image, tmp_path, "open_dialog.png")
    # each date is drawn right of its button, inside the panel
    button = listing.rows[1][1].rect
    assert button.right + savedialogs.DATE_W <= listing.rect.right
    ink = [
        pixel(image, button.right + 12 + dx, button.bottom + 14)
        for dx in range(0, savedialogs.DATE_W - 20, 2)
    ]
    assert any(sum(c) < 300 for c in ink)  # dark text on the light panel
    click(window, tuple(int(v) for v in listing.rows[1][1].rect.center))
    assert view.dialog is None and view.session.move_count == 0 and view.session.seed == 6
