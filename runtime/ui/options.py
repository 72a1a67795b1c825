"""The table's Options panel: one line per option, its value on a button
that changes it (a click, or the option's key). Every change is kept in
the settings file at once (runtime.settings). Under the lines, a preview
of the card face and back chosen: four faces and a back, on the table's
cloth, drawn as the table draws them."""

from __future__ import annotations

from collections.abc import Callable

import arcade
from PIL import Image, ImageDraw

from runtime.settings import Settings
from runtime.ui.geometry import Rect
from runtime.ui.host import Host
from runtime.ui.sprites import back_image, card_image
from runtime.ui.widgets import PANEL_TEXT, Button, Dialog, Label

TITLE = "Options"
ROW_H = 32
LABEL_W = 180
PREVIEW_CARDS = ((1, "S"), (10, "H"), (12, "D"), (13, "C"))
CARD_W, CARD_H, CARD_GAP = 54, 81, 8
MIN_PREVIEW_H = 44  # a preview smaller than this shows too little to judge by


class OptionsDialog(Dialog):
    """Buttons stacked one per line, each with its option's name beside it,
    and maybe a picture under them (when the window has room for it)."""

    def __init__(
        self, rows: list[tuple[str, Button]], close: Button, note: str = "", title: str = TITLE
    ) -> None:
        self.rows = rows
        super().__init__(title, note, [b for _, b in rows] + [close], width=520)
        self._names = [Label(12, PANEL_TEXT, bold=True) for _ in rows]
        self._shown_picture: Rect | None = None

    def layout(self, window_w: float, window_h: float) -> None:
        width = min(self.width, window_w - 20)
        if self._body.width != int(width - 40):
            self._body.width = int(width - 40)
        body_h = self._body.content_height + 12 if self.body else 0
        row_h, step = ROW_H, ROW_H + 6
        fixed = 60 + body_h + 56
        if fixed + len(self.rows) * step > window_h - 10:
            row_h, step = 26, 29  # a low window: tighter lines
        if fixed + len(self.rows) * step + self.picture_size[1] + 14 > window_h - 10:
            row_h, step = 24, 27  # tighter still, for the preview
        if fixed + len(self.rows) * step + MIN_PREVIEW_H + 14 > window_h - 10:
            row_h, step = 22, 24  # and again, for a preview of at least its least size
        # the preview as large as it is, or as the room left allows
        room = window_h - 10 - fixed - len(self.rows) * step - 14
        picture_h = min(self.picture_size[1], room) if self.picture is not None else 0
        if picture_h < MIN_PREVIEW_H:
            picture_h = 0  # no room for the preview
        scale = picture_h / self.picture_size[1] if picture_h else 0
        height = min(
            fixed + len(self.rows) * step + picture_h + (14 if picture_h else 0), window_h - 10
        )
        self.rect = Rect(
            round((window_w - width) / 2), round((window_h - height) / 2), width, height
        )
        top = self.rect.top - 56 - body_h
        value_w = width - 40 - LABEL_W
        for i, (_, button) in enumerate(self.rows):
            button.rect = Rect(self.rect.left + 20 + LABEL_W, top - (i + 1) * step, value_w, row_h)
        self._shown_picture = None
        if picture_h:
            w, h = round(self.picture_size[0] * scale), round(self.picture_size[1] * scale)
            self._shown_picture = Rect(
                round(self.rect.center[0] - w / 2), round(top - len(self.rows) * step - h - 8), w, h
            )
        close = self.row.buttons[-1]
        close_w = self.row.natural_width(len(self.row.buttons) - 1)
        close.rect = Rect(self.rect.center[0] - close_w / 2, self.rect.bottom + 14, close_w, 30)
        self.row._shapes = None

    def draw(self) -> None:
        picture, self.picture = self.picture, None  # drawn here, under the lines
        super().draw()
        self.picture = picture
        for (name, button), label in zip(self.rows, self._names, strict=True):
            label.draw(name, self.rect.left + 20, button.rect.bottom + button.rect.height / 2 - 6)
        if self.picture is not None and self._shown_picture is not None:
            r = self._shown_picture
            whole = r.height == self.picture_size[1]  # else shrunk: smoothed, not pixelated
            arcade.draw_texture_rect(
                self.picture, arcade.LBWH(r.left, r.bottom, r.width, r.height), pixelated=whole
            )


def preview_image(settings: Settings) -> Image.Image:
    """Four faces and a back, as chosen, on the table's cloth."""
    count = len(PREVIEW_CARDS) + 1
    width = count * CARD_W + (count - 1) * CARD_GAP + 20
    height = CARD_H + 14
    image = Image.new("RGBA", (width, height), (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle(
        (0, 0, width - 1, height - 1), radius=8, fill=settings.felt + (255,)
    )
    pictures = [
        card_image(rank, suit, "", CARD_W, CARD_H, face=settings.card_face)
        for rank, suit in PREVIEW_CARDS
    ]
    pictures.append(back_image(settings.card_back, CARD_W, CARD_H))
    for i, picture in enumerate(pictures):
        image.paste(picture, (10 + i * (CARD_W + CARD_GAP), 7), picture)
    return image


def preview_texture(settings: Settings) -> arcade.Texture:
    look = f"{settings.card_face}-{settings.card_back}-{settings.table_colour}"
    return arcade.Texture(preview_image(settings), hash=f"paper-options-preview-{look}")


def show(view: Host) -> None:
    s = view.settings
    on_off = {True: "on", False: "off"}
    autoplay = view.auto.describe() if view.auto.judgement.possible else "off in this game"
    rows = [
        ("Autoplay", Button(autoplay, _change(view, "autoplay"), "A")),
        ("Table colour", Button(s.table_colour, _change(view, "table_colour"), "T")),
        ("Card back", Button(s.card_back, _change(view, "card_back"), "B")),
        ("Card face", Button(s.card_face, _change(view, "card_face"), "F")),
        ("Animation speed", Button(s.animation, _change(view, "animation"), "V")),
        ("Shadow", Button(on_off[s.shadow], _change(view, "shadow"), "D")),
        ("Key labels", Button(on_off[s.keyboard_labels], _change(view, "keyboard_labels"), "K")),
        (
            "Winnable deals",
            Button(on_off[s.winnable_deals], _change(view, "winnable_deals"), "W"),
        ),
        ("Sound", Button(on_off[s.sound], _change(view, "sound"), "S")),
        ("Drop targets", Button(on_off[s.drop_targets], _change(view, "drop_targets"), "G")),
    ]
    note = "Click an option, or press its key, to change it. Options are kept for next time."
    if not view.auto.judgement.possible:
        note += f" Autoplay is off in {view.session.title}: {view.auto.judgement.reason}."
    dialog = OptionsDialog(rows, Button("Close", view.close_dialog, "Esc"), note)
    dialog.picture = preview_texture(s)
    dialog.picture_size = dialog.picture.width, dialog.picture.height
    view._open(dialog)


def _change(view: Host, option: str) -> Callable[[], None]:
    def change() -> None:
        s = view.settings
        if option == "animation":
            s.cycle_speed()
        elif option in ("card_back", "card_face"):
            s.cycle_back() if option == "card_back" else s.cycle_face()
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
