"""The table's toolbar: its buttons in a row with their shortcuts; in a
narrower window the labels alone; narrower still, the buttons that do not
fit go into a "More" menu that drops down under its button (so that a
640x480 window still reaches every command)."""

from __future__ import annotations

import arcade

from runtime.ui.geometry import Rect
from runtime.ui.widgets import BAR_LINE, Button, ButtonRow

MENU = (18, 52, 32, 255)  # opaque: the cards under it must not show through

MORE = "More \u25be"
GAP = 6


class Toolbar:
    def __init__(self, buttons: list[Button]) -> None:
        self.buttons = buttons  # every command, in order
        self.row = ButtonRow(buttons)  # the ones shown in the bar
        self.menu: ButtonRow | None = None  # the others, when some do not fit
        self.menu_open = False
        self._shown = (len(buttons), False)
        self._more = Button(MORE, self.toggle_menu)
        self._widths = [self.row.natural_width(i) for i in range(len(buttons))]
        compact = [Button(b.label, b.action) for b in buttons]
        narrow = ButtonRow(compact)
        self._compact_widths = [narrow.natural_width(i) for i in range(len(buttons))]
        self._more_width = ButtonRow([self._more]).natural_width(0)

    @property
    def overflow(self) -> list[Button]:
        return self.menu.buttons if self.menu is not None else []

    @property
    def end(self) -> float:
        """The right edge of the bar's last button."""
        shown = self.row.buttons
        return shown[-1].rect.right if shown else 0.0

    def toggle_menu(self) -> None:
        self.menu_open = not self.menu_open and self.menu is not None

    def place(self, left: float, bottom: float, height: float, right: float) -> float:
        """Lay the buttons out between `left` and `right`; returns the end."""
        gaps = GAP * max(len(self._widths) - 1, 0)
        compact = left + sum(self._widths) + gaps > right
        widths = self._compact_widths if compact else self._widths
        if left + sum(widths) + gaps <= right:
            kept, rest = self.buttons, []
        else:
            room = right - left - self._more_width - GAP
            x, count = 0.0, 0
            for width in widths:
                if x + width > room:
                    break
                x += width + GAP
                count += 1
            kept, rest = self.buttons[:count], self.buttons[count:]
        if (len(kept), compact) != self._shown:
            for button in self.buttons:
                button.compact = compact
            self.row = ButtonRow([*kept, self._more] if rest else list(kept))
            self._shown = (len(kept), compact)
        end = self.row.place(left, bottom, height, GAP)
        if rest:
            for button in rest:
                button.compact = False  # the menu has room for the shortcuts
            self.menu = ButtonRow(rest)
            widest = max(self.menu.natural_width(i) for i in range(len(rest)))
            more = self._more.rect
            x = min(more.left, right - widest)
            for i, button in enumerate(rest):
                button.rect = Rect(x, more.bottom - (i + 1) * (height + 4) - 4, widest, height)
        else:
            self.menu = None
            self.menu_open = False
        return end

    def at(self, x: float, y: float) -> Button | None:
        if self.menu_open and self.menu is not None:
            found = self.menu.at(x, y)
            if found is not None:
                return found
        return self.row.at(x, y)

    def click(self, x: float, y: float) -> bool:
        """A press: runs the button under it (True), and closes an open menu."""
        pressed = self.at(x, y)
        was_open = self.menu_open
        if pressed is not self._more:
            self.menu_open = False
        if pressed is not None:
            pressed.action()
            return True
        return was_open  # a click beside the open menu only closes it

    def set_hover(self, x: float, y: float) -> None:
        self.row.hover = self.row.at(x, y)
        if self.menu is not None:
            self.menu.hover = self.menu.at(x, y) if self.menu_open else None

    def draw(self) -> None:
        self.row.draw()

    def draw_menu(self) -> None:
        """The dropped-down menu, over the table (drawn after the cards)."""
        if not self.menu_open or self.menu is None or not self.menu.buttons:
            return
        rects = [b.rect for b in self.menu.buttons]
        left, top = rects[0].left, rects[0].top
        bottom = rects[-1].bottom
        width = rects[0].width
        arcade.draw_lbwh_rectangle_filled(left - 6, bottom - 6, width + 12, top - bottom + 12, MENU)
        arcade.draw_lbwh_rectangle_outline(
            left - 6, bottom - 6, width + 12, top - bottom + 12, BAR_LINE, 1
        )
        self.menu.draw()
