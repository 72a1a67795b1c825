"""The Paper window: the launcher and the table views, and off-screen shots.

`PaperWindow` switches between the two views; `shot` draws a table without
showing a window and saves it as a PNG (`paper shot`). Windows are opened
with antialiasing off: the cards are drawn at their exact pixel size, so it
would only cost frame time.
"""

from __future__ import annotations

import random
from pathlib import Path

import arcade

from runtime import settings as settings_module
from runtime.session import Session
from runtime.settings import Settings
from runtime.ui.launcher import LauncherView, Tile, catalog
from runtime.ui.table import TableView


class PaperWindow(arcade.Window):
    def __init__(
        self,
        settings: Settings | None = None,
        width: int = 1280,
        height: int = 800,
        visible: bool = True,
        persist: bool = True,
        entry_points: bool = True,
    ) -> None:
        super().__init__(
            width,
            height,
            "Paper",
            resizable=True,
            antialiasing=False,
            visible=visible,
            vsync=visible,
        )
        self.settings = settings or Settings()
        self.persist = persist  # tests keep the player's settings file alone
        self.entry_points = entry_points
        self.launcher: LauncherView | None = None
        self.table: TableView | None = None

    def save_settings(self) -> None:
        if not self.persist:
            return
        try:
            settings_module.save(self.settings)
        except OSError as exc:
            if self.table is not None:
                self.table.notice = f"cannot save settings: {exc.strerror or exc}"

    def show_launcher(self, message: str = "") -> LauncherView:
        if self.launcher is None:
            tiles = catalog(self.settings.folders(), entry_points=self.entry_points)
            self.launcher = LauncherView(tiles, self.open_tile, message, self.settings.card_back)
        elif message:
            self.launcher.message = message
        self.table = None
        self.show_view(self.launcher)
        return self.launcher

    def open_tile(self, tile: Tile) -> None:
        try:
            entry = tile.load()
            session = Session(entry.rules(), random.randrange(1, 1_000_000), origin=entry.plugin)
        except Exception as exc:  # a broken plugin is reported on its tile
            tile.error = tile.error or f"{type(exc).__name__}: {exc}"
            if self.launcher is not None:
                self.launcher.message = f"cannot open {tile.title}: {tile.error}"
            return
        self.play(session)

    def play(self, session: Session) -> TableView:
        self.table = TableView(
            session, self.settings, on_back=self.show_launcher, save_settings=self.save_settings
        )
        self.show_view(self.table)
        return self.table


def shot(
    session: Session,
    out: Path,
    size: tuple[int, int] = (1280, 800),
    settings: Settings | None = None,
) -> None:
    """Draw the table of a session, settled, into a PNG."""
    window = PaperWindow(settings, size[0], size[1], visible=False, persist=False)
    try:
        view = window.play(session)
        view.settle()
        window.clear()
        view.on_draw()
        arcade.get_image(0, 0, size[0], size[1]).convert("RGB").save(out)
    finally:
        window.close()


def launcher_shot(out: Path, folders: list[Path], size: tuple[int, int] = (1280, 800)) -> None:
    """Draw the launcher with every visible thumbnail made, into a PNG."""
    window = PaperWindow(
        Settings(plugin_folders=[str(f) for f in folders]),
        size[0],
        size[1],
        visible=False,
        persist=False,
    )
    try:
        view = window.show_launcher()
        for tile in list(view.visible()):
            if tile.texture is None:
                view.make_thumbnail(tile)
        window.clear()
        view.on_draw()
        arcade.get_image(0, 0, size[0], size[1]).convert("RGB").save(out)
    finally:
        window.close()


__all__ = ["PaperWindow", "launcher_shot", "shot"]
