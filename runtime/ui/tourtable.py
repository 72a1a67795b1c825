"""The table of a game played as part of the Grand Tour.

The same table as any game, with the tour's rules of play: the deals are
the tour's (no new deal, no seed), "Next game" (N) banks the game as it
stands and opens the next one (asking first while the game is still being
played), a finished game says what it scored, and leaving for the launcher
abandons the tour (asking first). Undo stays per game: it works in the game
in play, never back into a banked one.
"""

from __future__ import annotations

import time
from collections.abc import Callable

import arcade

from runtime.settings import Settings
from runtime.tour import GrandTour
from runtime.ui import tourinfo
from runtime.ui.table import TableView
from runtime.ui.widgets import Button, Dialog

LOST_TITLE = "No more moves"  # the table's own lost dialog: same keys, same mouse rules
GIVE_UP_TITLE = "Go on to the next game?"
FINISH_TITLE = "Finish the tour now?"
ABANDON_TITLE = "Leave the Grand Tour?"


class TourTableView(TableView):
    demo_allowed = False

    def __init__(
        self,
        tour: GrandTour,
        settings: Settings | None = None,
        advance: Callable[[GrandTour], None] | None = None,
        abandon: Callable[[], None] | None = None,
        save_settings: Callable[[], None] | None = None,
        clock: Callable[[], float] = time.perf_counter,
    ) -> None:
        if tour.session is None:
            raise ValueError("the tour has no game in play")
        self.tour = tour  # before the base class builds the toolbar from it
        self.advance = advance or (lambda tour: None)
        self.abandon = abandon
        super().__init__(tour.session, settings, save_settings=save_settings, clock=clock)
        self.won_banner = f"You won!   N: {tourinfo.next_label(tour).lower()}"

    def _tool_buttons(self) -> list[Button]:
        return [
            Button(tourinfo.next_label(self.tour), self.next_game, "N"),
            Button("Restart", self.restart, "R"),
            Button("Undo", self.undo, "Ctrl+Z"),
            Button("Redo", self.redo, "Ctrl+Y"),
            Button("Hint", self.hint, "H"),
            Button("Finish", self.finish, "F"),
            Button("Pause", self.toggle_pause, "P"),
            Button("Rules", self.show_rules, "F1"),
            Button("Options", self.show_options, "O"),
            Button("Leave tour", self.back, "Esc"),
        ]

    def on_show_view(self) -> None:
        super().on_show_view()
        self.window.set_caption(
            f"Paper - Grand Tour {tourinfo.playing_number(self.tour)}/{len(self.tour.games)}"
            f" - {self.session.title}"
        )

    # -- the tour's own commands ---------------------------------------------

    def next_game(self) -> None:
        """Bank this game and go on; while it is still being played, ask first."""
        if self.session.status != "playing":
            self.bank()
            return
        last = tourinfo.is_last_game(self.tour)
        self._open(
            Dialog(
                FINISH_TITLE if last else GIVE_UP_TITLE,
                tourinfo.give_up(self.tour),
                [
                    Button("Finish the tour" if last else "Go on", self.bank, "Enter"),
                    Button("Keep playing", self.close_dialog, "Esc"),
                ],
                width=520,
            )
        )

    def bank(self) -> None:
        """The game's result goes into the tour; the window opens what follows."""
        self.dialog = None
        self.tour.finish_current()
        self.advance(self.tour)

    def new_deal(self, seed: int | None = None) -> None:
        # N is "next" in both worlds: a new deal at a table, the next game in a tour
        self.next_game()

    def ask_seed(self) -> None:
        self.notice = "the Grand Tour deals its own games: N goes on to the next one"

    def show_saves(self) -> None:
        self.notice = "the Grand Tour plays its own games: a saved game opens from the launcher"

    def ask_save(self) -> None:
        self.notice = "a game of the Grand Tour is not saved on its own"

    def back(self) -> None:
        self._open(
            Dialog(
                ABANDON_TITLE,
                tourinfo.abandon(self.tour),
                [
                    Button("Leave the tour", self._leave, "Enter"),
                    Button("Keep playing", self.close_dialog, "Esc"),
                ],
                width=520,
            )
        )

    def _leave(self) -> None:
        self.dialog = None
        if self.abandon is not None:
            self.abandon()
        else:
            self.window.close()

    # -- following the game --------------------------------------------------

    def _after_change(self, kind: str | None = "play") -> None:
        super()._after_change(kind)
        status = self.session.status
        if status == "lost":
            self._open(
                Dialog(
                    LOST_TITLE,
                    tourinfo.game_over(self.tour),
                    [
                        Button(tourinfo.next_label(self.tour), self.bank, "N"),
                        Button("Undo", self._undo_from_dialog, "Ctrl+Z"),
                    ],
                    width=520,
                )
            )
        elif status == "won":
            result = self.tour.current_result()
            self.notice = tourinfo.points(result)
            self.won_banner = (
                f"You won!  {result.score} points   N: {tourinfo.next_label(self.tour).lower()}"
            )

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        # Enter accepts the tour's questions (the table's dialogs only take
        # Enter for a typed seed)
        confirm = (GIVE_UP_TITLE, FINISH_TITLE, ABANDON_TITLE)
        if (
            self.dialog is not None
            and self.dialog.title in confirm
            and symbol in (arcade.key.RETURN, arcade.key.NUM_ENTER)
        ):
            self.dialog.row.buttons[0].action()
            return
        super().on_key_press(symbol, modifiers)

    def status_parts(self) -> list[str]:
        # the game's own score is told apart from the tour's; the seed is the
        # tour's business, and room is short
        parts = [
            p.replace("score", "this game", 1) if p.startswith("score ") else p
            for p in super().status_parts()
            if not p.startswith("seed ")
        ]
        return parts

    def status_badge(self) -> str:
        return tourinfo.progress(self.tour)
