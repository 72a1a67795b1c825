"""The Grand Tour's two screens of their own: the summary after the last
game (with the name entry when the tour makes the table) and the table of
the ten best tours.

Both are a light panel on the felt with a grid of text; the grid's texts
are laid out once in one batch, so a frame is a few draw calls.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import arcade
import pyglet

from runtime.highscores import HighScores
from runtime.tour import GAMES, WIN_BONUS, GrandTour
from runtime.ui import tourinfo
from runtime.ui.geometry import Rect
from runtime.ui.sprites import FELT_DARK
from runtime.ui.widgets import (
    BAR,
    BAR_LINE,
    FONT,
    PANEL,
    PANEL_TEXT,
    TEXT,
    TEXT_DIM,
    Button,
    ButtonRow,
    Label,
)

HEADER_H = 64
ROW_H = 32
GOLD = (250, 214, 110, 255)
RULE = (200, 196, 180, 255)
NOTICE = (255, 200, 160, 255)
NAME_LIMIT = 24  # HighScores.add keeps this much of a name


@dataclass(frozen=True)
class Column:
    title: str
    width: float
    align: str = "left"  # "left" | "right"


class TextGrid:
    """Rows of text under column titles, in one batch."""

    def __init__(self, columns: Sequence[Column], rows: Sequence[Sequence[str]]) -> None:
        self.columns = list(columns)
        self.batch = pyglet.graphics.Batch()
        self.heads = [self._text(c.title, c, bold=True) for c in self.columns]
        self.cells = [
            [self._text(value, c) for value, c in zip(row, self.columns, strict=True)]
            for row in rows
        ]
        self.left = self.top = 0.0
        self.row_h = ROW_H  # less when the window is short

    @property
    def width(self) -> float:
        return sum(c.width for c in self.columns)

    @property
    def height(self) -> float:
        return self.row_h * (len(self.cells) + 1)

    def _text(self, value: str, column: Column, bold: bool = False) -> arcade.Text:
        text = arcade.Text(
            value,
            0,
            0,
            PANEL_TEXT,
            13,
            font_name=FONT,
            bold=bold,
            anchor_x=column.align,
            anchor_y="center",
            batch=self.batch,
        )
        # a long name is cut short rather than run into the next column
        while text.content_width > column.width - 14 and len(text.text) > 1:
            text.text = text.text[:-2].rstrip() + "\u2026"
        return text

    def row_rect(self, row: int) -> Rect:
        """The band of data row `row` (0-based; the titles are above it)."""
        h = self.row_h
        return Rect(self.left - 10, self.top - h * (row + 2), self.width + 20, h)

    def place(self, left: float, top: float) -> None:
        self.left, self.top = left, top
        for line, texts in enumerate([self.heads, *self.cells]):
            x = left
            y = round(top - self.row_h * line - self.row_h / 2)
            for text, column in zip(texts, self.columns, strict=True):
                at = x + column.width - 12 if column.align == "right" else x
                text.position = (round(at), y)
                x += column.width

    def draw(self, highlight: int | None = None) -> None:
        title_rule = self.top - self.row_h
        arcade.draw_line(self.left - 10, title_rule, self.left + self.width + 10, title_rule, RULE)
        if highlight is not None and 0 <= highlight < len(self.cells):
            band = self.row_rect(highlight)
            arcade.draw_lbwh_rectangle_filled(band.left, band.bottom, band.width, band.height, GOLD)
        self.batch.draw()


class PanelView(arcade.View):
    """A header bar, a panel in the middle and a row of buttons under it."""

    title = ""
    subtitle = ""

    def __init__(self) -> None:
        super().__init__()
        self.grid = TextGrid([], [])
        self.buttons = ButtonRow()
        self.panel = Rect(0, 0, 0, 0)
        self._title = Label(22, TEXT, bold=True)
        # wrapped to the room beside the title: a narrow window (800, 640
        # pixels) gets two lines rather than a line running off its edge
        self._subtitle = arcade.Text(
            "", 0, 0, TEXT_DIM, 12, font_name=FONT, multiline=True, width=400, anchor_y="center"
        )
        self._heading = Label(17, PANEL_TEXT, bold=True, anchor_x="center")
        self._line = arcade.Text(
            "", 0, 0, PANEL_TEXT, 12, font_name=FONT, multiline=True, width=500, anchor_y="top"
        )
        self._notice = arcade.Text(
            "", 0, 0, NOTICE, 12, font_name=FONT, multiline=True, width=900, anchor_y="top"
        )

    def set_buttons(self, buttons: list[Button]) -> None:
        self.buttons = ButtonRow(buttons)
        if self.window is not None:
            self.layout()

    def panel_size(self) -> tuple[float, float]:
        raise NotImplementedError

    @property
    def notice(self) -> str:
        """A message for the player above the panel ("" for none)."""
        return ""

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        top = h - HEADER_H - 12
        if self.notice:
            self._notice.width = int(w - 40)
            self._notice.text = self.notice
            top -= self._notice.content_height + 10
        # the panel sits between the notice and the buttons; in a short
        # window its rows close up rather than run under either
        self.grid.row_h = ROW_H
        pw, ph = self.panel_size()
        excess = ph - (top - 60)
        if excess > 0:
            self.grid.row_h = max(ROW_H - excess / (len(self.grid.cells) + 1), 22)
            pw, ph = self.panel_size()
        bottom = max(60 + (top - 60 - ph) / 2, 60)
        self.panel = Rect((w - pw) / 2, bottom, pw, ph)
        total = self.buttons.width(10)
        self.buttons.place((w - total) / 2, self.panel.bottom - 50, 32, 10)

    def on_show_view(self) -> None:
        self.window.set_caption(f"Paper - {self.title}")
        self.layout()

    def on_resize(self, width: int, height: int) -> None:
        self.layout()

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        self.buttons.hover = self.buttons.at(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        pressed = self.buttons.at(x, y)
        if pressed is not None:
            pressed.action()

    def press_shortcut(self, symbol: int) -> bool:
        """A one-letter shortcut shown on a button (or Esc, Enter) presses it."""
        for button in self.buttons.buttons:
            key = {"Esc": arcade.key.ESCAPE, "Enter": arcade.key.RETURN}.get(
                button.shortcut, getattr(arcade.key, button.shortcut, None)
            )
            enter = symbol == arcade.key.NUM_ENTER and key == arcade.key.RETURN
            if button.shortcut and (key == symbol or enter):
                button.action()
                return True
        return False

    def draw_frame(self) -> None:
        self.clear(color=FELT_DARK)
        w, h = self.window.width, self.window.height
        arcade.draw_lbwh_rectangle_filled(0, h - HEADER_H, w, HEADER_H, BAR)
        arcade.draw_line(0, h - HEADER_H, w, h - HEADER_H, BAR_LINE, 1)
        self._title.draw("Paper", 20, h - 40)
        self.fit_subtitle(w)
        self._subtitle.draw()
        if self.notice:
            self._notice.position = (20, h - HEADER_H - 10)
            self._notice.draw()
        p = self.panel
        arcade.draw_lbwh_rectangle_filled(
            p.left + 5, p.bottom - 5, p.width, p.height, (0, 0, 0, 70)
        )
        arcade.draw_lbwh_rectangle_filled(p.left, p.bottom, p.width, p.height, PANEL)
        self._heading.draw(self.title, p.center[0], p.top - 40)
        self.buttons.draw()

    def fit_subtitle(self, window_w: float) -> None:
        """Lay the subtitle out beside the title in a window `window_w`
        wide, wrapped to the room left, centred in the header."""
        self._title.text.text = "Paper"
        left = 20 + self._title.width + 24
        room = int(max(window_w - left - 20, 120))
        text = self._subtitle
        if text.width != room:
            text.width = room
        if text.text != self.subtitle:
            text.text = self.subtitle
        text.position = (round(left), round(self.window.height - HEADER_H / 2))

    def draw_line(self, text: str, y: float) -> None:
        """A wrapped line of text across the panel, its top at `y`."""
        if self._line.width != int(self.panel.width - 60):
            self._line.width = int(self.panel.width - 60)
        if self._line.text != text:
            self._line.text = text
        self._line.position = (round(self.panel.left + 30), round(y))
        self._line.draw()


class HighScoresView(PanelView):
    title = "The ten best Grand Tours"

    def __init__(
        self,
        scores: HighScores,
        highlight: int | None = None,
        on_back: Callable[[], None] | None = None,
        on_tour: Callable[[], None] | None = None,
        games: int = len(GAMES),
    ) -> None:
        super().__init__()
        self.scores = scores
        self.highlight = highlight  # 1-based rank of the entry just made
        self.on_back = on_back
        self.games = games
        self.subtitle = (
            f"{tourinfo.count_words(games).capitalize()} games in a row, one score: "
            f"the cards on the foundations, {WIN_BONUS} more for each win"
        )
        rows = [
            [f"{rank}.", entry.name, str(entry.score), entry.date]
            for rank, entry in enumerate(scores.entries, 1)
        ]
        self.grid = TextGrid(
            [
                Column("#", 50, "right"),
                Column("Name", 250),
                Column("Score", 90, "right"),
                Column("Date", 120),
            ],
            rows,
        )
        buttons = []
        if on_tour is not None:
            buttons.append(Button("Play a Grand Tour", on_tour, "G"))
        buttons.append(Button("Back to the games", self.back, "Esc"))
        self.set_buttons(buttons)

    @property
    def notice(self) -> str:
        return tourinfo.notice(self.scores)

    def panel_size(self) -> tuple[float, float]:
        rows = max(len(self.scores.entries), 1)
        return self.grid.width + 80, 80 + self.grid.row_h * (rows + 1) + 40

    def layout(self) -> None:
        super().layout()
        self.grid.place(self.panel.left + 40, self.panel.top - 70)

    def back(self) -> None:
        if self.on_back is not None:
            self.on_back()
        else:
            self.window.close()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if not self.press_shortcut(symbol) and symbol == arcade.key.RETURN:
            self.back()

    def on_draw(self) -> None:
        self.draw_frame()
        if self.scores.entries:
            self.grid.draw(None if self.highlight is None else self.highlight - 1)
            if self.highlight is not None:
                self.draw_line(
                    f"Your tour placed {tourinfo.ordinal(self.highlight)} (in gold).",
                    self.grid.top - self.grid.height - 10,
                )
        else:
            self.grid.draw()
            self.draw_line(
                f"No tour recorded yet. Play a Grand Tour (G): {self.games * (52 + WIN_BONUS)} "
                "points at most.",
                self.grid.top - self.grid.row_h - 8,
            )


class TourSummaryView(PanelView):
    """The tour's games and total; then the name entry, if the total places."""

    title = "The Grand Tour is over"
    subtitle = "Grand Tour: the result, game by game"

    def __init__(
        self,
        tour: GrandTour,
        scores: HighScores,
        on_recorded: Callable[[int | None, str], None],
        on_scores: Callable[[], None],
        on_tour: Callable[[], None],
        on_back: Callable[[], None],
        name: str = "",
    ) -> None:
        super().__init__()
        self.tour = tour
        self.scores = scores
        self.on_recorded = on_recorded
        self.on_scores, self.on_tour, self.on_back = on_scores, on_tour, on_back
        self.entering = tourinfo.places(tour, scores)
        self.name = name[:NAME_LIMIT]
        rows = [
            [
                f"{r.number}.",
                r.title,
                str(r.cards),
                f"+{r.bonus}" if r.bonus else "\u2013",
                str(r.score),
            ]
            for r in tourinfo.summary_rows(tour)
        ]
        rows.append(["", "Total", "", "", f"{tour.total} of {tour.max_score}"])
        self.grid = TextGrid(
            [
                Column("#", 40, "right"),
                Column("Game", 220),
                Column("Cards", 90, "right"),
                Column("Win bonus", 120, "right"),
                Column("Score", 120, "right"),
            ],
            rows,
        )
        self._entry = Label(16, PANEL_TEXT)
        self._placeholder = Label(16, (150, 150, 140, 255))
        self._buttons_for_state()

    def _buttons_for_state(self) -> None:
        if self.entering:
            self.set_buttons(
                [Button("Record", self.record, "Enter"), Button("Skip", self.skip, "Esc")]
            )
        else:
            self.set_buttons(
                [
                    Button("High scores", self.on_scores, "H"),
                    Button("Another tour", self.on_tour, "G"),
                    Button("Back to the games", self.on_back, "Esc"),
                ]
            )

    @property
    def notice(self) -> str:
        return tourinfo.notice(self.scores)

    def panel_size(self) -> tuple[float, float]:
        return self.grid.width + 80, 80 + self.grid.height + 110

    def layout(self) -> None:
        super().layout()
        self.grid.place(self.panel.left + 40, self.panel.top - 70)

    def record(self) -> None:
        rank = self.scores.add(self.name, self.tour.total)
        self.entering = False
        self.on_recorded(rank, self.name)

    def skip(self) -> None:
        self.entering = False
        self._buttons_for_state()

    def on_text(self, text: str) -> None:
        if self.entering:
            typed = "".join(c for c in text if c.isprintable())
            self.name = (self.name + typed)[:NAME_LIMIT]

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.entering and symbol == arcade.key.BACKSPACE:
            self.name = self.name[:-1]
        elif self.entering and symbol not in (
            arcade.key.RETURN,
            arcade.key.NUM_ENTER,
            arcade.key.ESCAPE,
        ):
            return  # letters are the name's (on_text), not shortcuts
        else:
            self.press_shortcut(symbol)

    def on_draw(self) -> None:
        self.draw_frame()
        # the total row is set off by a rule and drawn bold-ish by its band
        total_band = self.grid.row_rect(len(self.grid.cells) - 1)
        arcade.draw_lbwh_rectangle_filled(
            total_band.left,
            total_band.bottom,
            total_band.width,
            total_band.height,
            (232, 228, 212, 255),
        )
        self.grid.draw()
        below = self.grid.top - self.grid.height - 12
        skipped = not self.entering and tourinfo.places(self.tour, self.scores)
        verdict = "This tour was not recorded." if skipped else None
        self.draw_line(verdict or tourinfo.verdict(self.tour, self.scores), below)
        if self.entering:
            p = self.panel
            box = Rect(p.left + 30, p.bottom + 16, p.width - 60, 34)
            arcade.draw_lbwh_rectangle_filled(box.left, box.bottom, box.width, box.height, TEXT)
            arcade.draw_lbwh_rectangle_outline(
                box.left, box.bottom, box.width, box.height, (90, 120, 100, 255), 2
            )
            if self.name:
                self._entry.draw(self.name + "|", box.left + 8, box.bottom + 9)
            else:
                self._placeholder.draw(
                    "your name (empty: Anonymous)|", box.left + 8, box.bottom + 9
                )
