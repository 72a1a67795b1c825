"""The table's dialogs: the seed entry, the rules and the Rules mode's help
boxes, and the options. A mixin of `TableView`, kept apart so that the view
itself is about playing."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from runtime.ui.widgets import Button, Dialog

if TYPE_CHECKING:
    from runtime.ui.table import TableView

    _Base = TableView
else:
    _Base = object


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
        text = self.session.rules_text().strip() or "This game has no rules text."
        self._open(
            Dialog(
                f"Rules of {self.session.title}",
                text,
                [
                    Button("Inspect piles", self.start_inspecting, "I"),
                    Button("Close", self.close_dialog, "Esc"),
                ],
                width=620,
            )
        )

    def start_inspecting(self) -> None:
        self.dialog = None
        self.inspecting = True
        self.notice = "Rules mode: click a pile to see what it does (F1 or Esc to leave)"

    def inspect(self, pile: str) -> None:
        box = self.session.help(pile)
        if box is None:
            self._open(Dialog(pile, "This pile has no help.", [Button("Close", self.close_dialog)]))
            return
        buttons = [Button(b.label, self._help_button(pile, i)) for i, b in enumerate(box.buttons)]
        self._open(
            Dialog(box.title or pile, box.text, [*buttons, Button("Close", self.close_dialog)])
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
        s = self.settings
        self._open(
            Dialog(
                "Options",
                "Click an option to change it.",
                [
                    Button(f"Shadow: {'on' if s.shadow else 'off'}", self._toggle("shadow")),
                    Button(f"Animation: {s.animation}", self._toggle("animation")),
                    Button(f"Card back: {s.card_back}", self._toggle("card_back")),
                    Button(
                        f"Key labels: {'on' if s.keyboard_labels else 'off'}",
                        self._toggle("keyboard_labels"),
                    ),
                    Button("Close", self.close_dialog, "Esc"),
                ],
                width=640,
            )
        )

    def _toggle(self, option: str) -> Callable[[], None]:
        def change() -> None:
            s = self.settings
            if option == "animation":
                s.cycle_speed()
            elif option == "card_back":
                s.cycle_back()
                self.board.fit(self.table_area())
                self.board.retexture()
            else:
                setattr(s, option, not getattr(s, option))
            self.save_settings()
            self.show_options()

        return change
