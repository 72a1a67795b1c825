"""The table's dialogs: the seed entry, the rules and the Rules mode's help
boxes, and the options. A mixin of `TableView` (seen through the protocol
`runtime.ui.host.Host`), kept apart so that the view itself is about
playing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from runtime.engine.model import GameError
from runtime.ui import options, pileinfo
from runtime.ui.host import Host
from runtime.ui.widgets import Button, Dialog, reflow

# type checkers read the mixin's `self` as the table (the protocol); at run
# time it is a plain class, so the protocol's stubs hide none of the view's
_Base = Host if TYPE_CHECKING else object


PILE_KEYS = (
    "Each pile has a key: 1 to 9 and 0, then Shift+1 to Shift+0 (! @ # ...), "
    "shown over the piles once you press one; Tab and Shift+Tab step through them all. "
    "A pile's key, then another's: its cards move there. The same key twice: its card "
    "goes home, or the pile is clicked. A stock's key deals at once. M: the card just "
    "sent goes to its next place instead. Esc: forget a half-made move. "
    "H: a hint; Space or Enter plays it. W: every card that can go to the foundations "
    "goes now. U: undo."
)


class TableMenus(_Base):
    def _open(self, dialog: Dialog) -> None:
        self.dialog = dialog
        dialog.layout(self.window.width, self.window.height)

    def close_dialog(self) -> None:
        self.dialog = None

    def ask_seed(self) -> None:
        self._open(
            Dialog(
                "Deal number",
                f"This deal is seed {self.session.seed}. Type another "
                "seed and press Enter for that deal.",
                [
                    Button("Deal", self.accept_seed, "Enter"),
                    Button("Cancel", self.close_dialog, "Esc"),
                ],
                entry="",
            )
        )

    def accept_seed(self) -> None:
        if self.dialog is None or not self.dialog.entry:
            self.notice = "type a seed (digits) first"
            return
        self.new_deal(int(self.dialog.entry))

    def show_rules(self) -> None:
        text = reflow(self.session.rules_text()) or "This game has no rules text."
        self._open(
            Dialog(
                f"Rules of {self.session.title}",
                text,
                [
                    Button("Inspect piles", self.start_inspecting, "I"),
                    Button("Keys", self.show_keys, "K"),
                    Button("Close", self.close_dialog, "Esc"),
                ],
                width=620,
            )
        )

    def show_keys(self) -> None:
        """Every key of the table on one panel (? or K in the rules), as
        Harvey's "?" retypes his commands: the pile keys, then each command
        of the toolbar with its key (the toolbar of a narrow window shows
        its labels alone, so this is where the keys are read)."""
        # each command and its key kept on one line (no-break spaces)
        commands = "\u00a0\u00a0\u00b7   ".join(
            f"{b.label} ({b.shortcut})".replace(" ", "\u00a0")
            for b in self.toolbar.buttons
            if b.shortcut
        )
        self._open(
            Dialog(
                "Keys",
                f"{PILE_KEYS}\n\n{commands}",
                [Button("Close", self.close_dialog, "Esc")],
                width=640,
            )
        )

    def start_inspecting(self) -> None:
        self.dialog = None
        self.inspecting = True
        self.notice = (
            "Rules mode: click a pile, or press its key, to see what it does (F1 or Esc to leave)"
        )

    def inspect(self, pile: str) -> None:
        """The pile's own description: its build rule in words where the
        game declares one, the game's Help text for it (CDL), what it holds."""
        try:
            about = pileinfo.describe(self.session, pile)
        except GameError as exc:
            self.notice = f"game error: {exc}"
            return
        buttons = [Button(b.label, self._help_button(pile, i)) for i, b in enumerate(about.buttons)]
        self._open(
            Dialog(about.title, about.text, [*buttons, Button("Close", self.close_dialog, "Esc")])
        )

    def _help_button(self, pile: str, index: int) -> Callable[[], None]:
        def press() -> None:
            self.dialog = None
            if self._guarded(lambda: self.session.press_help(pile, index)):
                self._after_change()
            else:
                self.notice = self.session.message

        return press

    def show_options(self) -> None:
        options.show(self)
