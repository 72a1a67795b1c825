"""The rules preview of a launcher tile: what a game is before opening it.

Its opening deal (the tile's thumbnail), its family and language, the
player's figures for it, and its rules text as the table's Rules panel
shows it, with Play (Enter), Statistics (S) and Close (Esc).
"""

from __future__ import annotations

from collections.abc import Callable

from runtime.ui.widgets import Button, Dialog, reflow

LONGEST = 1400  # characters of rules text shown; the table's F1 has the rest
PICTURE = (230, 150)


def preview_dialog(
    title: str,
    about: str,
    rules: str,
    picture: object | None,
    play: Callable[[], None],
    statistics: Callable[[], None] | None,
    close: Callable[[], None],
    width: float,
) -> Dialog:
    """The preview: `about` is the line under the picture (family, language,
    figures), `rules` the game's rules text."""
    text = reflow(rules) or "This game has no rules text."
    if len(text) > LONGEST:
        cut = text[:LONGEST].rsplit(" ", 1)[0]
        text = cut + " \u2026 (the table's Rules, F1, shows the rest)"
    buttons = [Button("Play", play, "Enter")]
    if statistics is not None:
        buttons.append(Button("Statistics", statistics, "S"))
    buttons.append(Button("Close", close, "Esc"))
    dialog = Dialog(title, f"{about}\n\n{text}", buttons, width=width)
    if picture is not None:
        dialog.picture = picture  # type: ignore[assignment]
        dialog.picture_size = PICTURE
    return dialog
