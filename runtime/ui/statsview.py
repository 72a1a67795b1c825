"""Statistics across all games, and the history of past deals.

Opened from the launcher (Statistics, S). "All games" (A) lists every game
played with its figures and the totals over them; "History" (H) lists the
past deals, newest first (`runtime.history`): when, the game, the seed,
the result, the time and the moves. A click on a deal, or the arrows and
Enter, deals it again: the same game and seed, from the start.
"""

from __future__ import annotations

from collections.abc import Callable

import arcade

from runtime.history import Deal, History
from runtime.stats import GameStats, Statistics, clock, percent, wins
from runtime.ui.tourviews import ROW_H, Column, PanelView, TextGrid
from runtime.ui.widgets import PANEL_TEXT, Button, Label

GAMES_COLUMNS = [
    Column("Game", 250),
    Column("Played", 80, "right"),
    Column("Won", 70, "right"),
    Column("Win rate", 112, "right"),
    Column("Best time", 122, "right"),
    Column("Fewest moves", 156, "right"),
]
HISTORY_COLUMNS = [
    Column("When", 185),
    Column("Game", 230),
    Column("Seed", 95, "right"),
    Column("Result", 105),
    Column("Time", 80, "right"),
    Column("Moves", 80, "right"),
]
# what a narrow window leaves out first
DROPPED_FIRST = {"games": ["Fewest moves", "Best time"], "history": ["Moves", "When"]}


def fit_columns(columns: list[Column], room: float, dropped: list[str]) -> list[Column]:
    """The columns that fit `room` pixels, leaving out `dropped` in turn."""
    kept = list(columns)
    for name in dropped:
        if sum(c.width for c in kept) <= room:
            break
        kept = [c for c in kept if c.title != name]
    return kept


def totals(games: dict[str, GameStats]) -> str:
    """One line over every game: deals, wins, the best streak."""
    played = sum(s.played for s in games.values())
    if not played:
        return "No game has been played yet."
    won = sum(s.won for s in games.values())
    count = sum(1 for s in games.values() if s.played)
    line = (
        f"{played} deal{'s' if played != 1 else ''} of {count} game{'s' if count != 1 else ''}"
        f" played, {won} won ({percent(won / played)})"
    )
    best = max(games.values(), key=lambda s: s.longest_streak)
    if best.longest_streak:
        line += f"; longest streak {wins(best.longest_streak)}"
    return line + "."


class StatisticsView(PanelView):
    title = "Statistics"

    def __init__(
        self,
        stats: Statistics,
        history: History,
        titles: dict[str, str],
        on_back: Callable[[], None],
        replay: Callable[[str, int], None],
    ) -> None:
        super().__init__()
        self.stats, self.history, self.titles = stats, history, titles
        self.on_back, self.replay = on_back, replay
        self.mode = "games"
        self.first = 0  # the first row shown
        self.chosen = 0  # the deal chosen in the history
        self.page = 10  # rows that fit (set by layout)
        self.subtitle = "Statistics: every game's figures, and the deals played"
        self._page_line = Label(11, PANEL_TEXT)
        self.show("games")

    def _set_buttons(self) -> None:
        buttons = [
            Button("All games", lambda: self.show("games"), "A", active=self.mode == "games"),
            Button("History", lambda: self.show("history"), "H", active=self.mode == "history"),
            Button("Back to the games", self.on_back, "Esc"),
        ]
        self.set_buttons(buttons)

    def show(self, mode: str) -> None:
        self.mode, self.first, self.chosen = mode, 0, 0
        self.title = "Every game" if mode == "games" else "Past deals"
        self._set_buttons()

    def on_show_view(self) -> None:
        self.stats.reload()  # another Paper may have counted games since
        self.history.reload()
        super().on_show_view()

    # -- what is listed -------------------------------------------------------

    def game_rows(self) -> list[list[str]]:
        played = [(g, s) for g, s in self.stats.games.items() if s.played]
        played.sort(key=lambda item: (-item[1].played, self.title_of(item[0]).casefold()))
        return [
            [
                self.title_of(game),
                str(s.played),
                str(s.won),
                percent(s.win_rate),
                clock(s.best_time) if s.best_time is not None else "\u2013",
                str(s.fewest_moves) if s.fewest_moves is not None else "\u2013",
            ]
            for game, s in played
        ]

    def deal_rows(self) -> list[list[str]]:
        return [
            [d.when(), self.title_of(d.game_id), str(d.seed), d.result, d.time(), str(d.moves)]
            for d in self.history.deals
        ]

    def title_of(self, game_id: str) -> str:
        return self.titles.get(game_id, game_id)

    def line(self) -> str:
        if self.mode == "games":
            return totals(self.stats.games)
        if not self.history.deals:
            return "No deal has ended yet: each won, lost or given up deal is listed here."
        return "Click a deal, or choose one with the arrows and press Enter, to play it again."

    # -- layout ----------------------------------------------------------------

    def layout(self) -> None:
        w, h = self.window.width, self.window.height
        columns = GAMES_COLUMNS if self.mode == "games" else HISTORY_COLUMNS
        columns = fit_columns(columns, w - 100, DROPPED_FIRST[self.mode])
        rows = self.game_rows() if self.mode == "games" else self.deal_rows()
        self.page = max(int((h - 64 - 12 - 60 - 150) // ROW_H) - 1, 3)
        self.first = min(self.first, max(len(rows) - self.page, 0))
        shown = rows[self.first : self.first + self.page]
        names = [c.title for c in (GAMES_COLUMNS if self.mode == "games" else HISTORY_COLUMNS)]
        keep = [names.index(c.title) for c in columns]
        self.grid = TextGrid(columns, [[row[i] for i in keep] for row in shown])
        self.rows = len(rows)
        super().layout()
        self.grid.place(self.panel.left + 40, self.panel.top - 100)

    def panel_size(self) -> tuple[float, float]:
        shown = max(len(self.grid.cells), 1)
        return max(self.grid.width + 80, 560), 100 + self.grid.row_h * (shown + 1) + 46

    # -- input -----------------------------------------------------------------

    def deal_at(self, x: float, y: float) -> int | None:
        """The history's row (its index in the whole list) under the pointer."""
        if self.mode != "history":
            return None
        for row in range(len(self.grid.cells)):
            if self.grid.row_rect(row).contains(x, y):
                return self.first + row
        return None

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        at = self.deal_at(x, y)
        if at is not None:
            self.chosen = at
            self.play_again(self.history.deals[at])
            return
        super().on_mouse_press(x, y, button, modifiers)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll_to(self.first - int(scroll_y) * 3)

    def scroll_to(self, first: int) -> None:
        self.first = min(max(first, 0), max(self.rows - self.page, 0))
        self.layout()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.press_shortcut(symbol):
            return
        step = {
            arcade.key.UP: -1,
            arcade.key.DOWN: 1,
            arcade.key.PAGEUP: -self.page,
            arcade.key.PAGEDOWN: self.page,
        }.get(symbol)
        if step is not None and self.mode == "history" and self.history.deals:
            self.chosen = min(max(self.chosen + step, 0), len(self.history.deals) - 1)
            if not self.first <= self.chosen < self.first + self.page:
                self.scroll_to(self.chosen - (0 if step < 0 else self.page - 1))
        elif step is not None:
            self.scroll_to(self.first + step)
        elif symbol in (arcade.key.RETURN, arcade.key.NUM_ENTER) and self.mode == "history":
            if self.history.deals:
                self.play_again(self.history.deals[self.chosen])

    def play_again(self, deal: Deal) -> None:
        self.replay(deal.game_id, deal.seed)

    # -- drawing ---------------------------------------------------------------

    def on_draw(self) -> None:
        self.draw_frame()
        self.draw_line(self.line(), self.panel.top - 62)
        chosen = self.chosen - self.first if self.mode == "history" else None
        self.grid.draw(chosen)
        if self.rows > len(self.grid.cells):
            last = self.first + len(self.grid.cells)
            self._page_line.draw(
                f"{self.first + 1}-{last} of {self.rows}  (wheel, Page Up/Down)",
                self.panel.left + 40,
                self.panel.bottom + 14,
            )
