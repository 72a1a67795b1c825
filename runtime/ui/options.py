"""The table's Options panel: one line per option, its value on a button
that changes it (a click, or the option's key). Every change is kept in
the settings file at once (runtime.settings)."""

from __future__ import annotations

from collections.abc import Callable

from runtime.ui.geometry import Rect
from runtime.ui.host import Host
from runtime.ui.widgets import PANEL_TEXT, Button, Dialog, Label

TITLE = "Options"
ROW_H = 32
LABEL_W = 180


class OptionsDialog(Dialog):
    """Buttons stacked one per line, each with its option's name beside it."""

    def __init__(
        self, rows: list[tuple[str, Button]], close: Button, note: str = "", title: str = TITLE
    ) -> None:
        self.rows = rows
        super().__init__(title, note, [b for _, b in rows] + [close], width=520)
        self._names = [Label(12, PANEL_TEXT, bold=True) for _ in rows]

    def layout(self, window_w: float, window_h: float) -> None:
        width = min(self.width, window_w - 20)
        if self._body.width != int(width - 40):
            self._body.width = int(width - 40)
        body_h = self._body.content_height + 12 if self.body else 0
        height = 60 + body_h + len(self.rows) * (ROW_H + 6) + 56
        height = min(height, window_h - 10)
        self.rect = Rect(
            round((window_w - width) / 2), round((window_h - height) / 2), width, height
        )
        top = self.rect.top - 56 - body_h
        value_w = width - 40 - LABEL_W
        for i, (_, button) in enumerate(self.rows):
            button.rect = Rect(
                self.rect.left + 20 + LABEL_W, top - (i + 1) * (ROW_H + 6), value_w, ROW_H
            )
        close = self.row.buttons[-1]
        close_w = self.row.natural_width(len(self.row.buttons) - 1)
        close.rect = Rect(self.rect.center[0] - close_w / 2, self.rect.bottom + 14, close_w, 30)
        self.row._shapes = None

    def draw(self) -> None:
        super().draw()
        for (name, button), label in zip(self.rows, self._names, strict=True):
            label.draw(name, self.rect.left + 20, button.rect.bottom + 10)


def show(view: Host) -> None:
    s = view.settings
    on_off = {True: "on", False: "off"}
    autoplay = view.auto.describe() if view.auto.judgement.possible else "off in this game"
    rows = [
        ("Autoplay", Button(autoplay, _change(view, "autoplay"), "A")),
        ("Table colour", Button(s.table_colour, _change(view, "table_colour"), "T")),
        ("Card back", Button(s.card_back, _change(view, "card_back"), "B")),
        ("Animation speed", Button(s.animation, _change(view, "animation"), "V")),
        ("Shadow", Button(on_off[s.shadow], _change(view, "shadow"), "D")),
        ("Key labels", Button(on_off[s.keyboard_labels], _change(view, "keyboard_labels"), "K")),
        (
            "Winnable deals",
            Button(on_off[s.winnable_deals], _change(view, "winnable_deals"), "W"),
        ),
    ]
    note = "Click an option, or press its key, to change it. Options are kept for next time."
    if not view.auto.judgement.possible:
        note += f" Autoplay is off in {view.session.title}: {view.auto.judgement.reason}."
    view._open(
        OptionsDialog(
            rows,
            Button("Close", view.close_dialog, "Esc"),
            note,
        )
    )


def _change(view: Host, option: str) -> Callable[[], None]:
    def change() -> None:
        s = view.settings
        if option == "animation":
            s.cycle_speed()
        elif option == "card_back":
            s.cycle_back()
            view.board.fit(view.table_area())
            view.board.retexture()
        elif option == "table_colour":
            s.cycle_colour()
        elif option == "autoplay":
            if not view.auto.judgement.possible:
                view.notice = f"autoplay is {view.auto.describe()}"
                return
            s.autoplay = not s.autoplay
            if s.autoplay:
                view.auto.player_moved()  # what is safe now goes home when the panel closes
        else:
            setattr(s, option, not getattr(s, option))
        view.save_settings()
        show(view)

    return change
