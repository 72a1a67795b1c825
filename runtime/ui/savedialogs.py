"""Save and Open on the table's toolbar: a named save typed in a line of the
window, and the list of named saves to open one (no native dialogs). The
files are `runtime.resume`'s; a save that no longer loads is set aside and
the status bar says so."""

from __future__ import annotations

import string
from collections.abc import Callable

from runtime import resume
from runtime.ui.host import Host
from runtime.ui.options import OptionsDialog
from runtime.ui.widgets import Button, Dialog

SAVE_TITLE = "Save this game"
OPEN_TITLE = "Open a saved game"
NAME_CHARACTERS = string.ascii_letters + string.digits + " -_."
SHOWN = 8  # saves listed, newest first


def ask_name(view: Host) -> None:
    s = view.session
    view._open(
        Dialog(
            SAVE_TITLE,
            f"Type a name for {s.title}, seed {s.seed}, move {s.move_count}, "
            "and press Enter. A save of the same name is replaced.",
            [
                Button("Save", lambda: accept(view), "Enter"),
                Button("Cancel", view.close_dialog, "Esc"),
            ],
            entry=f"{s.game_id} {s.seed}",
            allowed=NAME_CHARACTERS,
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
    view._open(OptionsDialog(rows, Button("Close", view.close_dialog, "Esc"), note, OPEN_TITLE))


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
