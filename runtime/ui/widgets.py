"""Small drawn widgets of the table and launcher: buttons, bars, dialogs.

arcade has no widget set of its own that suits a card table (arcade.gui is
heavier than a few buttons need), so these are plain rectangles and cached
`arcade.Text` objects: text is laid out once and redrawn cheaply each frame.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass

import arcade
import arcade.shape_list
import pyglet

from runtime.ui.geometry import Rect

BAR = (18, 52, 32, 235)
BAR_LINE = (255, 255, 255, 40)
BUTTON = (44, 92, 62, 255)
BUTTON_HOVER = (64, 124, 84, 255)
BUTTON_ON = (196, 160, 60, 255)
TEXT = (240, 244, 238, 255)
TEXT_DIM = (190, 210, 195, 255)
PANEL = (250, 248, 240, 255)  # opaque: the cards must not show through the text
PANEL_TEXT = (30, 36, 32, 255)
SELECTION = (150, 190, 240, 150)  # behind selected text, which stays readable through it
FONT = ("Arial", "Liberation Sans", "DejaVu Sans", "calibri")


class Label:
    """An arcade.Text that is only laid out again when its text changes."""

    def __init__(self, size: float = 12, color=TEXT, bold: bool = False, **kwargs) -> None:
        self.text = arcade.Text("", 0, 0, color, size, font_name=FONT, bold=bold, **kwargs)

    def draw(self, value: str, x: float, y: float) -> None:
        if self.text.text != value:
            self.text.text = value
        x, y = round(x), round(y)  # glyphs at half pixels render unevenly spaced
        if self.text.x != x or self.text.y != y:
            self.text.position = (x, y)
        self.text.draw()

    @property
    def width(self) -> float:
        return self.text.content_width


@dataclass
class Button:
    label: str
    action: Callable[[], None]
    shortcut: str = ""
    rect: Rect = Rect(0, 0, 0, 0)
    active: bool = False  # drawn highlighted (a mode that is on)
    enabled: bool = True
    compact: bool = False  # the label alone, without its shortcut (a narrow toolbar)

    @property
    def caption(self) -> str:
        return (
            f"{self.label} ({self.shortcut})" if self.shortcut and not self.compact else self.label
        )


class ButtonRow:
    """Buttons laid out left to right; finds the one under the pointer.

    The rectangles are one shape list and the captions one text batch, made
    again only when the row changes: a toolbar then costs two draw calls a
    frame instead of three per button."""

    def __init__(self, buttons: list[Button] | None = None) -> None:
        self.buttons: list[Button] = buttons or []
        self._hover: Button | None = None
        self._batch = pyglet.graphics.Batch()
        self._captions = [
            arcade.Text(
                b.caption,
                0,
                0,
                TEXT,
                11,
                font_name=FONT,
                anchor_y="center",
                batch=self._batch,
            )
            for b in self.buttons
        ]
        self._shapes: arcade.shape_list.ShapeElementList | None = None

    @property
    def hover(self) -> Button | None:
        return self._hover

    @hover.setter
    def hover(self, button: Button | None) -> None:
        if button is not self._hover:
            self._hover = button
            self._shapes = None

    def natural_width(self, i: int) -> float:
        return self._captions[i].content_width + 18

    def place(self, left: float, bottom: float, height: float, gap: float = 6) -> float:
        x = left
        for i, button in enumerate(self.buttons):
            width = self.natural_width(i)
            button.rect = Rect(x, bottom, width, height)
            x += width + gap
        self._shapes = None
        return x

    def width(self, gap: float = 6) -> float:
        return sum(self.natural_width(i) for i in range(len(self.buttons))) + gap * max(
            len(self.buttons) - 1, 0
        )

    def at(self, x: float, y: float) -> Button | None:
        for button in self.buttons:
            if button.enabled and button.rect.contains(x, y):
                return button
        return None

    def _build(self) -> arcade.shape_list.ShapeElementList:
        shapes = arcade.shape_list.ShapeElementList()
        for button, caption in zip(self.buttons, self._captions, strict=True):
            r = button.rect
            colour = (
                BUTTON_ON
                if button.active
                else (BUTTON_HOVER if button is self._hover and button.enabled else BUTTON)
            )
            cx, cy = r.center
            shapes.append(
                arcade.shape_list.create_rectangle_filled(cx, cy, r.width, r.height, colour)
            )
            shapes.append(
                arcade.shape_list.create_rectangle_outline(cx, cy, r.width, r.height, BAR_LINE, 1)
            )
            if caption.text != button.caption:
                caption.text = button.caption
            # whole pixels: glyphs placed at half pixels render unevenly spaced
            caption.position = (round(r.left + (r.width - caption.content_width) / 2), round(cy))
            caption.color = TEXT if button.enabled else (150, 160, 150, 255)
        return shapes

    def draw(self) -> None:
        if not self.buttons:
            return
        if self._shapes is None:
            self._shapes = self._build()
        self._shapes.draw()
        self._batch.draw()


def reflow(text: str) -> str:
    """Text whose lines were broken by hand (a source file's comment), as
    paragraphs the panel wraps once: lines within a paragraph are joined;
    blank lines and list items ("- ", "* ") still start a new line."""
    paragraphs = []
    for block in re.split(r"\n\s*\n", text.strip()):
        lines: list[str] = []
        for line in block.splitlines():
            line = line.strip()
            if lines and not re.match(r"^([-*\u2022]|\d+[.)])\s", line):
                lines[-1] += " " + line
            else:
                lines.append(line)
        paragraphs.append("\n".join(lines))
    return "\n\n".join(paragraphs)


class Dialog:
    """A panel in the middle of the window: a title, text, maybe a line the
    player types into, and buttons. It takes the clicks and keys while open."""

    def __init__(
        self,
        title: str,
        text: str,
        buttons: list[Button],
        entry: str | None = None,
        width: float = 460,
        allowed: str = "0123456789",
        suggested: bool = False,
    ) -> None:
        self.title, self.body = title, text
        self.entry = entry  # None: no input line
        # a suggested entry is selected, as in any text field: the first key
        # typed replaces it (Backspace clears it) instead of adding to it
        self.selected = suggested and bool(entry)
        self.allowed = allowed  # the characters the input line takes
        self.width = width
        self.row = ButtonRow(buttons)
        self.rect = Rect(0, 0, 0, 0)
        self._title = Label(16, PANEL_TEXT, bold=True, anchor_x="center")
        self._body = arcade.Text(
            text,
            0,
            0,
            PANEL_TEXT,
            12,
            width=int(width - 40),
            multiline=True,
            font_name=FONT,
            anchor_y="top",
        )
        self._entry = Label(16, PANEL_TEXT)
        # a picture under the title (a game's deal, a card face): its texture
        # and size; a window too low for it and the text leaves it out
        self.picture: arcade.Texture | None = None
        self.picture_size = (0, 0)
        self._picture_room = 0

    def layout(self, window_w: float, window_h: float) -> None:
        width = min(max(self.width, self.row.width(8) + 40), window_w - 20)
        extra = 70 + (44 if self.entry is not None else 0) + 50
        self._picture_room = self.picture_size[1] + 12 if self.picture is not None else 0
        if self._picture_room and window_h < 520:
            self._picture_room = 0
        extra += self._picture_room
        # a long text in a small window: smaller type, then the whole width,
        # rather than lines running off the panel
        for size, wide in ((12, False), (11, False), (10, False), (10, True), (9, True)):
            if wide:
                width = window_w - 20
            if self._body.font_size != size:
                self._body.font_size = size
            if self._body.width != int(width - 40):
                self._body.width = int(width - 40)
            if not self.body or self._body.content_height + extra <= window_h - 10:
                break
        body_h = self._body.content_height if self.body else 0
        height = extra + body_h
        self.rect = Rect(
            round((window_w - width) / 2), round((window_h - height) / 2), width, height
        )
        total = self.row.width(8)
        self.row.place(self.rect.center[0] - total / 2, self.rect.bottom + 14, 30, 8)

    def draw(self) -> None:
        r = self.rect
        arcade.draw_lbwh_rectangle_filled(0, 0, 10_000, 10_000, (0, 0, 0, 90))
        arcade.draw_lbwh_rectangle_filled(
            r.left + 4, r.bottom - 4, r.width, r.height, (0, 0, 0, 70)
        )
        arcade.draw_lbwh_rectangle_filled(r.left, r.bottom, r.width, r.height, PANEL)
        self._title.draw(self.title, r.center[0], r.top - 34)
        if self._picture_room and self.picture is not None:
            w, h = self.picture_size
            arcade.draw_texture_rect(
                self.picture,
                arcade.LBWH(round(r.center[0] - w / 2), round(r.top - 48 - h), w, h),
                pixelated=True,
            )
        if self.body:
            if self._body.text != self.body:
                self._body.text = self.body
            self._body.position = (
                round(r.left + 20),
                round(r.top - 50 - self._picture_room),
            )  # whole pixels: even glyphs
            self._body.draw()
        if self.entry is not None:
            y = r.bottom + 58
            arcade.draw_lbwh_rectangle_filled(r.left + 20, y, r.width - 40, 34, (255, 255, 255))
            arcade.draw_lbwh_rectangle_outline(r.left + 20, y, r.width - 40, 34, (90, 120, 100), 2)
            if self.selected:
                self._entry.draw(self.entry, r.left + 28, y + 9)
                arcade.draw_lbwh_rectangle_filled(
                    r.left + 25, y + 5, self._entry.width + 6, 24, SELECTION
                )
            self._entry.draw(self.entry + ("" if self.selected else "|"), r.left + 28, y + 9)
        self.row.draw()

    def click(self, x: float, y: float) -> bool:
        """True if the click was the dialog's (a button or the panel)."""
        button = self.row.at(x, y)
        if button is not None:
            button.action()
            return True
        return self.rect.contains(x, y)

    def type_text(self, text: str, allowed: str | None = None) -> None:
        if self.entry is not None:
            allowed = self.allowed if allowed is None else allowed
            if self.selected and any(c in allowed for c in text):
                self.entry, self.selected = "", False
            limit = 19 if allowed == "0123456789" else 60
            self.entry = (self.entry + "".join(c for c in text if c in allowed))[:limit]

    def backspace(self) -> None:
        if self.selected:
            self.entry, self.selected = "", False
        elif self.entry:
            self.entry = self.entry[:-1]
