"""Save and Open on the table's toolbar: a named save typed in a line of the
window, and the list of named saves to open one (no native dialogs). The
files are `runtime.resume`'s; a save that no longer loads is set aside and
the status bar says so."""

from __future__ import annotations

import string
import time
from collections.abc import Callable

from runtime import resume
from runtime.ui.geometry import Rect
from runtime.ui.host import Host
from runtime.ui.options import OptionsDialog
from runtime.ui.widgets import PANEL_TEXT, Button, Dialog, Label

SAVE_TITLE = "Save this game"
OPEN_TITLE = "Open a saved game"
NAME_CHARACTERS = string.ascii_letters + string.digits + " -_."
SHOWN = 8  # saves listed, newest first
DATE_W = 176  # the column of the saves' dates


def ask_name(view: Host) -> None:
    s = view.session
    view._open(
        Dialog(
            SAVE_TITLE,
            f"A name for {s.title}, seed {s.seed}, move {s.move_count}: press Enter "
            "to save under the name shown, or type another. A save of the same name "
            "is replaced.",
            [
                Button("Save", lambda: accept(view), "Enter"),
                Button("Cancel", view.close_dialog, "Esc"),
            ],
            entry=f"{s.game_id} {s.seed}",
            allowed=NAME_CHARACTERS,
            suggested=True,
        )
    )


def accept(view: Host) -> None:
    dialog = view.dialog
    name = (dialog.entry or "").strip() if dialog is not None else ""
    if not name:
        view.notice = "type a name first"
        return
    view.dialog = None
    problem = resume.save(view.session, name)
    view.notice = problem or f"saved as {resume.file_name(name)!r}"


def show_list(view: Host) -> None:
    saves = resume.named_saves()
    rows = [
        (saved.game_id or "(unreadable)", Button(saved.name, _opener(view, saved)))
        for saved in saves[:SHOWN]
    ]
    note = (
        "Click a save to open it."
        if saves
        else "There are no saved games yet: Save (on the toolbar) keeps one under a name."
    )
    if len(saves) > SHOWN:
        note += f" The {SHOWN} newest of {len(saves)} are shown."
    dates = [when(saved) for saved in saves[:SHOWN]]
    view._open(OpenDialog(rows, dates, Button("Close", view.close_dialog, "Esc"), note))


def when(saved: resume.Saved) -> str:
    """When a save was made, in the player's local time: "29 Nov 2026, 14:05"."""
    try:
        made = saved.path.stat().st_mtime
    except OSError:
        return "?"
    return time.strftime("%d %b %Y, %H:%M", time.localtime(made)).lstrip("0")


class OpenDialog(OptionsDialog):
    """The saves, one a line: the game, the save's name (click to open it)
    and when it was made."""

    def __init__(
        self, rows: list[tuple[str, Button]], dates: list[str], close: Button, note: str
    ) -> None:
        super().__init__(rows, close, note, OPEN_TITLE)
        self.width = 680
        self.dates = dates
        self._dates = [Label(11, PANEL_TEXT) for _ in dates]

    def layout(self, window_w: float, window_h: float) -> None:
        super().layout(window_w, window_h)
        room = DATE_W if self.rect.width >= 520 else 0  # a narrow window: no dates
        for _, button in self.rows:
            r = button.rect
            button.rect = Rect(r.left, r.bottom, r.width - room, r.height)

    def draw(self) -> None:
        super().draw()
        for (_, button), date, label in zip(self.rows, self.dates, self._dates, strict=True):
            if button.rect.right + DATE_W <= self.rect.right:
                label.draw(date, button.rect.right + 14, button.rect.bottom + 10)


def _opener(view: Host, saved: resume.Saved) -> Callable[[], None]:
    def open_it() -> None:
        view.dialog = None
        opened = resume.open_saved(saved, view.settings.folders(), view.source_for(saved.game_id))
        if opened.session is None:
            view.notice = opened.notice
            return
        view.replace_session(opened.session)
        view.notice = f"opened {saved.name!r}: move {opened.session.move_count}"

    return open_it
