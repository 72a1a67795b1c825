"""The launcher's side bar: the find box, and the games' families
(`runtime.families`, made from docs/games.md) with how many games each
shows. A click on the box starts a search, a click on a family shows its
games; the launcher decides what they show, this only lays out and draws.
"""

from __future__ import annotations

from dataclasses import dataclass

import arcade

from runtime.ui.geometry import Rect
from runtime.ui.widgets import FONT, TEXT, TEXT_DIM, Label

ALL = "All games"
NARROW, WIDEST = 170, 250  # the bar takes what the grid's columns leave, within these
FIND_H = 34
ROW_H = 22
LINE_H = 17  # a family's name that wraps: each line after the first
BAR_FILL = (20, 70, 42, 255)
CHOSEN = (70, 130, 90, 255)
FIND_FILL = (250, 248, 240, 255)
FIND_TEXT = (30, 36, 32, 255)
FIND_HINT = (120, 130, 122, 255)
FOCUS = (255, 214, 110, 255)  # the find box's outline while typing goes to it


@dataclass
class Group:
    """A line of the bar: a family (None for every game) and its count."""

    name: str
    family: str | None
    count: int
    rect: Rect = Rect(0, 0, 0, 0)


def width_for(window_w: float, column_w: float, gap: float) -> int:
    """The bar's width: at least NARROW, and what the grid's whole columns
    leave over, up to WIDEST (a small window gives the names room)."""
    columns = max(int((window_w - NARROW - gap) // column_w), 1)
    return int(min(max(window_w - columns * column_w - gap, NARROW), WIDEST))


class SideBar:
    def __init__(self) -> None:
        self.rect = Rect(0, 0, 0, 0)
        self.find = Rect(0, 0, 0, 0)
        self.groups: list[Group] = []
        self._find = Label(12, FIND_TEXT)
        self._names: dict[str, arcade.Text] = {}
        self._counts: dict[str, Label] = {}
        self._heading = Label(10, TEXT_DIM, bold=True)

    def layout(self, rect: Rect, groups: list[Group]) -> None:
        self.rect = rect
        self.find = Rect(rect.left + 10, rect.top - 10 - FIND_H, rect.width - 20, FIND_H)
        self.groups = groups
        top = self.find.bottom - 34  # under the "Families" heading
        for group in groups:
            height = ROW_H + LINE_H * (self._lines(group) - 1)
            group.rect = Rect(rect.left + 6, top - height, rect.width - 12, height)
            top -= height + 1

    def _name(self, group: Group) -> arcade.Text:
        """The family's name, wrapped to two lines when it is long."""
        key = f"{group.name}@{self.rect.width}"
        text = self._names.get(key)
        if text is None:
            text = arcade.Text(
                group.name,
                0,
                0,
                TEXT,
                11,
                font_name=FONT,
                width=int(self.rect.width - 44),
                multiline=True,
                anchor_y="top",
            )
            self._names[key] = text
        return text

    def _lines(self, group: Group) -> int:
        return max(self._name(group)._label.get_line_count(), 1)  # pyglet's own count

    def at(self, x: float, y: float) -> str | Group | None:
        """ "find" for the find box, a family's line, or None."""
        if self.find.contains(x, y):
            return "find"
        for group in self.groups:
            if group.rect.contains(x, y):
                return group
        return None

    def draw(self, query: str | None, family: str | None, hover: object = None) -> None:
        r = self.rect
        arcade.draw_lbwh_rectangle_filled(r.left, r.bottom, r.width, r.height, BAR_FILL)
        f = self.find
        arcade.draw_lbwh_rectangle_filled(f.left, f.bottom, f.width, f.height, FIND_FILL)
        outline = FOCUS if query is not None else (90, 120, 100, 255)
        arcade.draw_lbwh_rectangle_outline(
            f.left, f.bottom, f.width, f.height, outline, 2 if query is not None else 1
        )
        self._find.text.color = FIND_TEXT if query is not None else FIND_HINT
        shown = f"find: {query}_" if query is not None else "/ to find a game"
        while self._measure(shown) > f.width - 16 and len(shown) > 8:
            shown = "find: \u2026" + shown[8:]  # a long search shows its end
        self._find.draw(shown, f.left + 8, f.bottom + 10)
        self._heading.draw("FAMILIES  (Tab)", r.left + 12, f.bottom - 24)
        for group in self.groups:
            g = group.rect
            if group.family == family:
                arcade.draw_lbwh_rectangle_filled(g.left, g.bottom, g.width, g.height, CHOSEN)
            elif group is hover:
                arcade.draw_lbwh_rectangle_filled(
                    g.left, g.bottom, g.width, g.height, (50, 100, 68, 255)
                )
            name = self._name(group)
            name.color = TEXT if group.count else TEXT_DIM
            name.position = (round(g.left + 8), round(g.top - 4))
            name.draw()
            count = self._counts.setdefault(group.name, Label(11, TEXT_DIM, anchor_x="right"))
            count.draw(str(group.count), g.right - 8, g.top - 17)

    def _measure(self, text: str) -> float:
        if self._find.text.text != text:
            self._find.text.text = text
        return self._find.width
