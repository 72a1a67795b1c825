"""The statistics dialog: one game's figures, with a Reset that asks first.

Opened from the launcher (Statistics, I, for the chosen tile) and from the
table's toolbar. It is a `Dialog` like the table's others, so the table's
mouse and keys already work with it; the launcher gives it the same.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade
import pyglet

from runtime.stats import GameStats, Statistics
from runtime.ui.geometry import Rect
from runtime.ui.widgets import FONT, PANEL_TEXT, Button, Dialog

ROW_H = 27
RULE = (214, 208, 192, 255)
VALUE = (20, 70, 40, 255)
TITLE = "Statistics"
CONFIRM_TITLE = "Reset the statistics?"


class StatsDialog(Dialog):
    """The figures of one game as label and value rows, a note, its buttons."""

    def __init__(
        self, title: str, figures: GameStats, buttons: list[Button], note: str = ""
    ) -> None:
        super().__init__(title, "", buttons, width=400)
        label = self._title.text
        label.text = title
        while label.content_width > self.width - 40 and len(self.title) > 12:
            self.title = self.title[:-2].rstrip() + "\u2026"  # a long game title is cut short
            label.text = self.title
        self.figures = figures
        self.rows = figures.rows()
        self.note = note
        self._batch = pyglet.graphics.Batch()
        self._texts = [
            (
                arcade.Text(label, 0, 0, PANEL_TEXT, 13, font_name=FONT, batch=self._batch),
                arcade.Text(
                    value,
                    0,
                    0,
                    VALUE,
                    13,
                    font_name=FONT,
                    bold=True,
                    anchor_x="right",
                    batch=self._batch,
                ),
            )
            for label, value in self.rows
        ]
        self._note = arcade.Text(
            note,
            0,
            0,
            PANEL_TEXT,
            11,
            font_name=FONT,
            multiline=True,
            width=int(self.width - 40),
            anchor_y="top",
        )
        self.table = Rect(0, 0, 0, 0)

    def layout(self, window_w: float, window_h: float) -> None:
        super().layout(window_w, window_h)  # the panel, title and buttons
        r = self.rect
        if self._note.width != int(r.width - 40):
            self._note.width = int(r.width - 40)
        note_h = self._note.content_height + 12 if self.note else 0
        height = min(r.height + len(self.rows) * ROW_H + 8 + note_h, window_h - 10)
        self.rect = Rect(r.left, (window_h - height) / 2, r.width, height)
        total = self.row.width(8)
        self.row.place(self.rect.center[0] - total / 2, self.rect.bottom + 14, 30, 8)
        # the figures under the title, the note under them
        top = self.rect.top - 58
        self.table = Rect(r.left + 36, top - len(self.rows) * ROW_H, r.width - 72, 0)
        for line, (label, value) in enumerate(self._texts):
            y = round(top - ROW_H * line - ROW_H + 8)
            label.position = (round(self.table.left), y)
            value.position = (round(self.table.left + self.table.width), y)
        self._note.position = (round(r.left + 20), round(self.table.bottom - 8))

    def draw(self) -> None:
        super().draw()
        for line in range(1, len(self.rows)):
            y = self.table.bottom + ROW_H * line
            arcade.draw_line(self.table.left, y, self.table.left + self.table.width, y, RULE, 1)
        self._batch.draw()
        if self.note:
            self._note.draw()


def figures_dialog(
    stats: Statistics,
    game_id: str,
    title: str,
    close: Callable[[], None],
    reset: Callable[[], None],
) -> StatsDialog:
    """The dialog of one game's figures: Reset (R) asks first, Close (Esc)."""
    stats.reload()  # another Paper may have counted games since
    figures = stats.get(game_id)
    note = stats.error or (
        "" if figures.played else "No game played yet: a deal counts once you move a card."
    )
    return StatsDialog(
        f"{TITLE}: {title}",
        figures,
        [
            Button("Reset", reset, "R", enabled=figures != GameStats()),
            Button("Close", close, "Esc"),
        ],
        note,
    )


def confirm_dialog(title: str, yes: Callable[[], None], no: Callable[[], None]) -> Dialog:
    return Dialog(
        CONFIRM_TITLE,
        f"Played and won games, streaks, best time and fewest moves of {title} "
        "are forgotten. Other games keep theirs.",
        [Button("Reset", yes, "Y"), Button("Cancel", no, "Esc")],
        width=440,
    )


class StatsFlow:
    """The dialog's two steps for one game: the figures, then the question
    before a reset. `show(dialog)` puts a dialog up, `done()` takes it down."""

    def __init__(
        self,
        stats: Statistics,
        game_id: str,
        title: str,
        show: Callable[[Dialog], None],
        done: Callable[[], None],
    ) -> None:
        self.stats, self.game_id, self.title = stats, game_id, title
        self.show, self.done = show, done

    def open(self) -> None:
        self.show(figures_dialog(self.stats, self.game_id, self.title, self.done, self.ask))

    def ask(self) -> None:
        self.show(confirm_dialog(self.title, self.reset, self.open))

    def reset(self) -> None:
        self.stats.reset(self.game_id)
        self.open()
