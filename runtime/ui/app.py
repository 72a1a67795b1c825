"""The Paper window: the launcher, the table and the Grand Tour's views,
and off-screen shots.

`PaperWindow` switches between the views and runs a Grand Tour from game
to game; `shot` draws a table without showing a window and saves it as a
PNG (`paper shot`). Windows are opened with antialiasing off: the cards are
drawn at their exact pixel size, so it would only cost frame time.
"""

from __future__ import annotations

import random
from pathlib import Path

import arcade

from runtime import history, registry, resume, userfiles
from runtime import settings as settings_module
from runtime.engine.model import GameError
from runtime.highscores import HighScores
from runtime.reload import FolderWatcher, carry_over, resolved, with_dependents
from runtime.session import Session, SessionError, resolve
from runtime.settings import Settings
from runtime.stats import Statistics
from runtime.tour import GAMES, GrandTour
from runtime.ui.launcher import LauncherView, Tile, catalog
from runtime.ui.statsview import StatisticsView
from runtime.ui.table import TableView
from runtime.ui.tourtable import TourTableView
from runtime.ui.tourviews import HighScoresView, TourSummaryView


class PaperWindow(arcade.Window):
    def __init__(
        self,
        settings: Settings | None = None,
        width: int = 1280,
        height: int = 800,
        visible: bool = True,
        persist: bool = True,
        entry_points: bool = True,
        scores_path: Path | None = None,
        stats_path: Path | None = None,
        watch: bool | None = None,
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
        self.scores_path = scores_path  # None: $PAPER_DATA_DIR or the user data dir
        # the player's statistics: kept by a real Paper (persist) or in the
        # file a test names; a window that persists nothing counts nothing
        self.stats = Statistics(stats_path) if persist or stats_path else None
        self.tour_games: tuple[str, ...] = GAMES
        self.tour: GrandTour | None = None
        self.player_name = ""  # offered again at the next high score
        # hot reload: the plugin folders are watched while Paper runs (a
        # visible window, or a test that asks); a shot watches nothing
        self.watch = visible if watch is None else watch
        self.watcher: FolderWatcher | None = None

    def watch_folders(self) -> None:
        """Start watching the plugin folders (the bundled one and the user's)."""
        if self.watch and self.watcher is None:
            self.watcher = FolderWatcher(registry.plugin_folders(self.settings.folders()))

    def on_update(self, delta_time: float) -> None:
        """Every frame, whatever the view: reload what the watcher saw change."""
        if self.watcher is not None:
            changed = self.watcher.due()
            if changed:
                self.plugins_changed(changed)

    def plugins_changed(self, changed: list[Path]) -> None:
        """New, changed and removed plugins and sources: the launcher's tiles
        follow, and the game on the table is reloaded if its file changed, or
        a file its source brings in with `#use`."""
        sources = [t.path for t in self.launcher.every if t.is_source] if self.launcher else []
        if self.table is not None and self.table.session.origin:
            sources.append(Path(self.table.session.origin))
        changed = with_dependents(changed, sources)
        if self.launcher is not None:
            self.launcher.refresh(changed)
        table = self.table
        if table is None or isinstance(table, TourTableView):
            return
        origin = Path(table.session.origin)
        if not table.session.origin or resolved(origin) not in {resolved(p) for p in changed}:
            return
        if not origin.exists():
            table.notice = f"{origin.name} was removed: this game plays on with the old rules"
            return
        try:
            entry = _reloaded_entry(origin, table.session.game_id)
            reloaded = carry_over(table.session, entry.rules(), origin=entry.plugin)
        except (SessionError, registry.PluginError, GameError) as exc:
            first = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
            first = first.replace(str(table.session.origin), origin.name, 1)
            table.notice = f"rules changed but cannot be used: {first}"
            return
        table.reload(reloaded.session, reloaded.message())

    def close(self) -> None:
        if self.watcher is not None:
            self.watcher.stop()
            self.watcher = None
        super().close()

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
            self.launcher = LauncherView(
                tiles,
                self.open_tile,
                message or self._stats_notice(),
                self.settings.card_back,
                start_tour=self.start_tour,
                show_scores=self.show_scores,
                stats=self.stats,
                folders=self.settings.folders(),
                show_all_stats=self.show_statistics,
            )
            self.watch_folders()
        else:
            self.launcher.came_back()  # a search does not outlast a game
            self.launcher.refresh_stats()  # a game was played, or another Paper counted one
            self.launcher.message = message or self._stats_notice() or self.launcher.message
        self.table = None
        self.show_view(self.launcher)
        return self.launcher

    def show_statistics(self) -> StatisticsView | None:
        """Every game's figures and the history of past deals."""
        if self.stats is None:
            return None
        titles = {t.game_id: t.title for t in self.launcher.every} if self.launcher else {}
        view = StatisticsView(
            self.stats, history.beside(self.stats), titles, self.show_launcher, self.replay
        )
        self.show_view(view)
        return view

    def replay(self, game_id: str, seed: int) -> TableView | None:
        """A deal from the history, again: the same game and seed, from the start."""
        tiles = self.launcher.every if self.launcher is not None else []
        tile = next((t for t in tiles if t.game_id == game_id), None)
        try:
            entry = tile.load() if tile is not None else resolve(game_id, self.settings.folders())
            session = Session(entry.rules(), seed, origin=entry.plugin)
        except Exception as exc:  # noqa: BLE001 (a game removed or broken since)
            self.show_launcher(f"cannot play {game_id} again: {exc}")
            return None
        source = entry.plugin if Path(entry.plugin).suffix == ".py" else None
        table = self.play(session, source=source)
        table.notice = f"{session.title}, seed {seed}, again from the start"
        return table

    def open_tile(self, tile: Tile) -> None:
        """Open a game: the game left in progress, when one was kept; else a new deal."""
        try:
            entry = tile.load()
            session = Session(entry.rules(), random.randrange(1, 1_000_000), origin=entry.plugin)
        except Exception as exc:  # a broken plugin is reported on its tile
            tile.error = tile.error or f"{type(exc).__name__}: {exc}"
            if self.launcher is not None:
                self.launcher.message = f"cannot open {tile.title}: {tile.error}"
            return
        source = entry.plugin if Path(entry.plugin).suffix == ".py" else None
        notice = ""
        if self.persist:
            opened = resume.resume(session, self.settings.folders(), source)
            notice = opened.notice
            if opened.session is not None:
                session = opened.session
                notice = f"resumed at move {session.move_count}"
        table = self.play(session, source=source)
        table.notice = notice or table.notice

    def on_close(self) -> None:
        """Closing the window keeps the game in progress for next time."""
        if self.table is not None:
            self.table.keep_game()
        super().on_close()

    def _stats_notice(self) -> str:
        """Said once: the statistics file was bad and was set aside."""
        if self.stats is None or not self.stats.notice:
            return ""
        notice, self.stats.notice = self.stats.notice, ""
        return notice

    def play(self, session: Session, source: str | None = None) -> TableView:
        self.table = TableView(
            session,
            self.settings,
            on_back=self.show_launcher,
            save_settings=self.save_settings,
            stats=self.stats,
            keep=self.persist,
            source=source,
        )
        self.watch_folders()
        if self.watcher is not None and session.origin:
            # a game opened from its file reloads when that file is edited
            self.watcher.add(Path(session.origin).parent)
        self.show_view(self.table)
        return self.table

    # -- the Grand Tour ------------------------------------------------------

    def high_scores(self) -> HighScores:
        """Read afresh each time: another Paper may have recorded a tour."""
        return HighScores(self.scores_path)

    def start_tour(self, games: tuple[str, ...] | None = None) -> TourTableView | None:
        """A new tour from its first game; None (and the launcher says why)
        when one of its games is not installed or does not load."""
        games = tuple(games or self.tour_games)
        titles, problem = look_up(games, self.settings.folders())
        if problem:
            self.show_launcher(problem)
            return None
        tour = GrandTour(
            seed=random.randrange(1, 1_000_000),
            games=games,
            plugins=self.settings.folders(),
            titles=titles,
        )
        return self._open_tour_game(tour)

    def _open_tour_game(self, tour: GrandTour) -> TourTableView | None:
        try:
            tour.start_next()
        except (SessionError, GameError) as exc:
            self.tour = None
            self.show_launcher(f"the Grand Tour stopped: {exc}")
            return None
        self.tour = tour
        self.table = TourTableView(
            tour,
            self.settings,
            advance=self.advance_tour,
            abandon=self.abandon_tour,
            save_settings=self.save_settings,
        )
        self.show_view(self.table)
        return self.table

    def advance_tour(self, tour: GrandTour) -> None:
        """After a game was banked: the next game, or the summary after the last."""
        if tour.done:
            self.show_summary(tour)
        else:
            self._open_tour_game(tour)

    def abandon_tour(self) -> None:
        self.tour = None
        self.show_launcher("Grand Tour abandoned: nothing was recorded")

    def show_summary(self, tour: GrandTour) -> TourSummaryView:
        self.table = None
        self.tour = None
        view = TourSummaryView(
            tour,
            self.high_scores(),
            on_recorded=self._recorded,
            on_scores=self.show_scores,
            on_tour=self.start_tour,
            on_back=self.show_launcher,
            name=self.player_name,
        )
        self.show_view(view)
        return view

    def _recorded(self, rank: int | None, name: str) -> None:
        self.player_name = name
        self.show_scores(highlight=rank)

    def show_scores(self, highlight: int | None = None) -> HighScoresView:
        self.table = None
        view = HighScoresView(
            self.high_scores(),
            highlight,
            on_back=self.show_launcher,
            on_tour=self.start_tour,
            games=len(self.tour_games),
        )
        self.show_view(view)
        return view


def _reloaded_entry(origin: Path, game_id: str) -> registry.GameEntry:
    """The game `game_id` of a changed plugin file or source, loaded afresh."""
    if origin.suffix != ".py":
        return resolve(str(origin), [])  # compiled through the compile cache
    reg = registry.Registry()
    for entry in reg.add_file(origin):
        if entry.game_id == game_id:
            return entry
    raise registry.PluginError("; ".join(reg.errors) or f"{origin.name} no longer has {game_id}")


def look_up(games: tuple[str, ...], folders: list[Path]) -> tuple[dict[str, str], str]:
    """The tour's games' titles, and why the tour cannot be played here ("" if
    it can): every game is looked up before the first is dealt, so a tour
    never stops half way for a game that is not installed."""
    titles: dict[str, str] = {}
    absent, broken = [], []
    for game in games:
        try:
            titles[game] = resolve(game, folders).title
        except SessionError as exc:
            if str(exc).startswith("no game with id"):
                absent.append(game)
            else:
                broken.append(str(exc))
    if absent:
        names = ", ".join(dict.fromkeys(absent))
        verb = "is" if len(set(absent)) == 1 else "are"
        return titles, (
            f"the Grand Tour cannot start: {names} {verb} not installed "
            "(add their folder with paper --plugins DIR)"
        )
    if broken:
        return titles, f"the Grand Tour cannot start: {broken[0]}"
    return titles, ""


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
        stats_path=userfiles.stats_path(),  # the tiles show the player's figures
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
