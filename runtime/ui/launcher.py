"""The launcher: a grid of tiles, one per installed game.

Tiles come from the plugins' header lines (`registry.read_header`), so the
first frame needs no plugin imported, however many are installed. A plugin
is imported when its tile first shows on screen, one per frame, to draw the
thumbnail of its opening deal (a plugin of the user's folders on the worker
thread, with a time limit: one that hangs never freezes the launcher); one
that fails to import becomes a red tile with its error, naming its file,
and every other game still works. A game source is compiled on
a worker thread (a compile takes up to a second or two), so the launcher
keeps drawing and scrolling meanwhile; its thumbnail follows when the
compile is done. Each tile shows a line of the
player's statistics for its game; Statistics (S), or a right-click on a
tile, opens the full figures with a Reset.

Beside the grid, the side bar (`launcherside`) holds the find box ("/")
and the games' families (`runtime.families`, as docs/games.md groups
them); a family and a search together choose the tiles shown. A tile's
Rules button, or F1, opens its rules preview (`preview`) before the game.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

import arcade

from runtime import families, registry
from runtime.engine.model import GameError
from runtime.reload import resolved
from runtime.session import Session, SessionError, resolve
from runtime.stats import Statistics
from runtime.ui import launcherside, thumbnail
from runtime.ui.geometry import Rect
from runtime.ui.launcherside import Group, SideBar
from runtime.ui.preview import preview_dialog
from runtime.ui.sprites import FELT_DARK
from runtime.ui.statsdialog import StatsFlow
from runtime.ui.widgets import BAR, FONT, TEXT, TEXT_DIM, Button, ButtonRow, Dialog, Label

TILE_W, TILE_H = 250, 248
THUMB_W, THUMB_H = 230, 150
GAP = 18
HEADER_H = 64
THUMB_SEED = 1
STATS_TEXT = (244, 222, 150, 255)  # the tile's statistics line, set off from the grey
BADGE = (255, 214, 110, 255)
MONO = ("DejaVu Sans Mono", "Liberation Mono", "Courier New", "monospace")
TITLE_SIZES = (13, 11, 10)  # a long title wraps to two lines, then shrinks
OPENING_CLICKS = 12  # a game that deals as it is played shows its first cards
DIAGNOSTIC_LINES = 28
SEARCH_LENGTH = 40
RULES_W, RULES_H = 52, 20  # a tile's Rules button
MOVE_KEYS = frozenset(
    (arcade.key.LEFT, arcade.key.RIGHT, arcade.key.UP, arcade.key.DOWN)
    + (arcade.key.PAGEUP, arcade.key.PAGEDOWN)
)


@dataclass
class Tile:
    game_id: str
    title: str
    language: str
    path: Path | None = None  # the plugin file; None for entry points
    entry: registry.GameEntry | None = None
    error: str = ""
    texture: object | None = None
    rect: Rect = Rect(0, 0, 0, 0)
    texts: list[arcade.Text] = field(default_factory=list)
    siblings: list[registry.GameEntry] = field(default_factory=list)  # same plugin's others
    diagnostics: str = ""  # a source that does not compile: every diagnostic
    compiling: Future | None = None  # a source being compiled on the worker thread
    rules: str | None = None  # the rules text, once the game is loaded

    @property
    def is_source(self) -> bool:
        return self.path is not None and self.path.suffix in registry.SOURCE_SUFFIXES

    @property
    def family(self) -> str:
        return families.family_of(self.game_id)

    @property
    def rules_button(self) -> Rect:
        """Where the tile's Rules button is (bottom right)."""
        r = self.rect
        return Rect(r.right - 10 - RULES_W, r.bottom + 7, RULES_W, RULES_H)

    @property
    def sort_key(self) -> tuple[str, str, str]:
        return ((self.title or self.game_id).casefold(), self.language, self.game_id)

    @property
    def is_users_plugin(self) -> bool:
        """A plugin from one of the user's folders: imported on the worker
        thread (it may take long, or never end: registry.import_seconds)."""
        return (
            self.path is not None
            and self.path.suffix == ".py"
            and registry.BUNDLED not in self.path.absolute().parents
        )

    def compile_on(self, worker: ThreadPoolExecutor) -> bool:
        """Start compiling this source, or importing this user's plugin, on
        `worker`; True while it is at it."""
        if not (self.is_source or self.is_users_plugin) or self.entry is not None or self.error:
            return False
        if self.compiling is None:
            job = resolve if self.is_source else _imported
            self.compiling = worker.submit(job, str(self.path), [])
        return not self.compiling.done()

    def load(self) -> registry.GameEntry:
        """Import the plugin, or compile the source (once: what the worker
        thread compiled, waiting for it if need be), and find this tile's
        game in it."""
        if self.entry is not None:
            return self.entry
        if self.error:
            raise registry.PluginError(self.error)
        assert self.path is not None
        if self.is_source:
            try:
                if self.compiling is not None:
                    self.entry = self.compiling.result()
                else:
                    self.entry = resolve(str(self.path), [])
            except SessionError as exc:
                self.diagnostics = str(exc)
                # on the tile, the file by name: a long folder would not fit
                first = _first_diagnostic(self.diagnostics)
                self.error = first.replace(str(self.path), self.path.name, 1)
                raise registry.PluginError(self.error) from None
            self.game_id, self.title = self.entry.game_id, self.entry.title
            return self.entry
        if self.compiling is not None:
            found, errors = self.compiling.result()
        else:
            found, errors = _imported(str(self.path), [])
        self.siblings = [entry for entry in found if entry.game_id != self.game_id]
        for entry in found:
            if entry.game_id == self.game_id:
                self.entry = entry
                return entry
        missing = f"{self.path.name}: does not register {self.game_id!r}"
        self.error = "; ".join(errors) or missing
        raise registry.PluginError(self.error)


def _imported(path: str, _folders: list[Path]) -> tuple[list[registry.GameEntry], list[str]]:
    """A plugin's games and errors (never raises: a plugin fails alone)."""
    reg = registry.Registry()
    return reg.add_file(Path(path)), reg.errors


def catalog(folders: Iterable[Path], entry_points: bool = True) -> list[Tile]:
    """Every game the plugin folders and installed packs offer, by header."""
    tiles: list[Tile] = []
    seen: dict[str, Tile] = {}
    for number, folder in enumerate(registry.plugin_folders(folders)):
        sources = registry.source_files(folder) if number else []  # the bundled are compiled
        for path in sources:
            language = "cdl" if path.suffix == ".cdl" else "paperlang"
            tiles.append(Tile(path.stem, path.stem.replace("_", " ").title(), language, path))
        compiled_here = {p.stem for p in sources}
        for path in registry.plugin_files(folder):
            if path.stem in compiled_here:
                continue  # the source is the game; its compiled plugin would be a twin
            header = registry.read_header(path)
            tile = Tile(header.game_id, header.title, header.language, path, error=header.error)
            if header.game_id in seen and not header.error:
                other = seen[header.game_id].path
                tile.error = f"duplicate game id {header.game_id!r}: {other} and {path}"
            seen.setdefault(header.game_id, tile)
            tiles.append(tile)
    if entry_points:
        for origin, module in registry.entry_point_modules():
            if isinstance(module, Exception):
                tiles.append(Tile(origin, origin, "", error=f"{origin}: {module}"))
                continue
            reg = registry.Registry()
            try:
                found = reg.add_module(module, origin)
            except Exception as exc:  # a broken pack is one tile, not a crash
                tiles.append(Tile(origin, origin, "", error=f"{origin}: {exc}"))
                continue
            for entry in found:
                tiles.append(Tile(entry.game_id, entry.title, entry.language, entry=entry))
            for error in reg.errors:
                tiles.append(Tile(origin, origin, "", error=error))
    return sorted(tiles, key=lambda t: t.sort_key)


def _searched(tile: Tile) -> str:
    """What a search looks in: the title, the id and the language, as typed."""
    words = (tile.title, tile.game_id.replace("_", " "), tile.language)
    return " ".join(word for word in words if word).casefold()


def _first_diagnostic(text: str) -> str:
    """The first line of a compiler's report: "file:3:9: error: ..."."""
    return next((line for line in text.splitlines() if line.strip()), text)


class LauncherView(arcade.View):
    def __init__(
        self,
        tiles: list[Tile],
        open_game: Callable[[Tile], None],
        message: str = "",
        back: str = "blue2",
        start_tour: Callable[[], None] | None = None,
        show_scores: Callable[[], None] | None = None,
        stats: Statistics | None = None,
        folders: Iterable[Path] = (),
        show_all_stats: Callable[[], None] | None = None,
    ) -> None:
        super().__init__()
        self.every = tiles  # every game, by title
        self.tiles = list(tiles)  # the games shown: those the search finds
        self.query: str | None = None  # "/" starts a search: None while there is none
        self.family: str | None = None  # the family shown; None for every game
        self.side = SideBar()
        self.side_hover: object = None
        self.folders = list(folders)  # the user's plugin folders, for refresh
        self.stats = stats
        self.dialog: Dialog | None = None
        self._stat_texts: dict[int, arcade.Text] = {}
        self._stat_lines: dict[int, str] = {}  # the line each text was made for
        # the Grand Tour is the launcher's one prominent entry: a gold button
        # in the header, beside its high-score table
        header = []
        if start_tour is not None:
            header.append(Button("Grand Tour", start_tour, "G", active=True))
        if show_scores is not None:
            header.append(Button("High scores", show_scores, "T"))
        if stats is not None:  # every game's, and the history (else the chosen tile's)
            header.append(Button("Statistics", show_all_stats or self.show_stats, "S"))
        self.header_buttons = ButtonRow(header)
        self.open_game = open_game
        self.message = message
        self.back = back
        self.scroll = 0.0
        self.selected = 0
        self.hover: Tile | None = None
        self._title = Label(22, TEXT, bold=True)
        self._info = Label(12, TEXT_DIM)
        self._rules_label = Label(9, TEXT, bold=True, anchor_x="center")
        self._thumb_sprites: dict[int, arcade.Sprite] = {}
        self._worker: ThreadPoolExecutor | None = None  # compiles sources off the UI thread

    # -- layout ----------------------------------------------------------------

    def side_width(self) -> int:
        return launcherside.width_for(self.window.width, TILE_W + GAP, GAP)

    def columns(self) -> int:
        room = self.window.width - self.side_width()
        return max(int((room - GAP) // (TILE_W + GAP)), 1)

    def place(self) -> None:
        columns = self.columns()
        used = columns * (TILE_W + GAP) - GAP
        side = self.side_width()
        left = side + max((self.window.width - side - used) / 2, GAP / 2)
        top = self.window.height - HEADER_H - GAP + self.scroll
        for i, tile in enumerate(self.tiles):
            row, col = divmod(i, columns)
            tile.rect = Rect(
                left + col * (TILE_W + GAP), top - (row + 1) * TILE_H - row * GAP, TILE_W, TILE_H
            )
        self.side.layout(Rect(0, 0, side, self.window.height - HEADER_H), self.groups())

    def groups(self) -> list[Group]:
        """Every game, then each family with games here, then the others;
        each with how many of its games the search finds."""
        words = (self.query or "").casefold().split()
        found = [t for t in self.every if all(w in _searched(t) for w in words)]
        count: dict[str, int] = {}
        for tile in found:
            count[tile.family] = count.get(tile.family, 0) + 1
        present = {t.family for t in self.every}
        names = [f.name for f in families.load() if f.name in present]
        if families.OTHER in present:
            names.append(families.OTHER)
        return [Group(launcherside.ALL, None, len(found))] + [
            Group(name, name, count.get(name, 0)) for name in names
        ]

    def visible(self) -> list[Tile]:
        h = self.window.height
        return [t for t in self.tiles if t.rect.top > 0 and t.rect.bottom < h - HEADER_H]

    def max_scroll(self) -> float:
        rows = -(-len(self.tiles) // self.columns())
        return max(rows * (TILE_H + GAP) + GAP - (self.window.height - HEADER_H), 0)

    def on_show_view(self) -> None:
        self.window.set_caption("Paper - games")
        self.place()
        self._place_header()

    def on_resize(self, width: int, height: int) -> None:
        self.scroll = min(self.scroll, self.max_scroll())
        self.place()
        self._place_header()
        if self.dialog is not None:
            self.dialog.layout(width, height)

    def _measure(self, text: str) -> float:
        """The width of `text` in the header's info font."""
        if self._info.text.text != text:
            self._info.text.text = text
        return self._info.width

    def _place_header(self) -> None:
        row = self.header_buttons
        row.place(self.window.width - 20 - row.width(10), self.window.height - 48, 32, 10)

    # -- thumbnails, lazily ------------------------------------------------------

    def on_update(self, delta_time: float) -> None:
        for tile in self.visible():
            if tile.texture is None:
                if tile.compile_on(self.worker()):
                    continue  # its thumbnail once the worker has compiled or imported it
                self.make_thumbnail(tile)
                return  # one per frame keeps scrolling smooth

    def worker(self) -> ThreadPoolExecutor:
        """The one thread that compiles sources: one compile at a time."""
        if self._worker is None:
            self._worker = ThreadPoolExecutor(1, thread_name_prefix="paper-compile")
        return self._worker

    def make_thumbnail(self, tile: Tile) -> None:
        try:
            entry = tile.load()
            session = Session(entry.rules(), THUMB_SEED, origin=entry.plugin)
            tile.rules = session.rules_text()
            _deal_a_few(session)
            picture = thumbnail.render(session, THUMB_W, THUMB_H, self.back)
        except (registry.PluginError, GameError, Exception) as exc:  # noqa: B014
            # whatever a broken plugin raises, the launcher carries on
            if not tile.error:
                tile.error = (
                    f"{tile.path.name if tile.path else tile.game_id}: {type(exc).__name__}: {exc}"
                )
            picture = thumbnail.error_picture(THUMB_W, THUMB_H)
        tile.texture = arcade.Texture(picture, hash=f"paper-thumb-{id(tile)}-{id(picture)}")
        name = (tile.title or tile.game_id).casefold()
        for other in self.every:  # a title now known may make twins: badges again
            if other is tile or (other.title or other.game_id).casefold() == name:
                other.texts = []
        known = {t.game_id for t in self.every}
        for entry in tile.siblings:
            if entry.game_id not in known:
                self.every.append(
                    Tile(entry.game_id, entry.title, entry.language, tile.path, entry=entry)
                )
        self._sort()

    def _sort(self) -> None:
        """Tiles by title (a source's title is known once it compiled), and
        only those the search finds; the chosen tile stays chosen."""
        chosen = self.tiles[self.selected] if self.tiles else None
        self.every.sort(key=lambda t: t.sort_key)
        words = (self.query or "").casefold().split()
        self.tiles = [
            t
            for t in self.every
            if all(w in _searched(t) for w in words)
            and (self.family is None or t.family == self.family)
        ]
        self.selected = self.tiles.index(chosen) if chosen in self.tiles else 0
        self.scroll = min(self.scroll, self.max_scroll())
        self.place()

    # -- finding a game by name ----------------------------------------------------

    def search(self, query: str | None) -> None:
        """Show only the games whose title, id or language hold every word of
        `query` (None: every game again)."""
        self.query = query
        self.scroll = 0.0
        self._sort()

    def show_family(self, family: str | None) -> None:
        """Show the games of one family (None: every game)."""
        self.family = family
        self.scroll = 0.0
        self._sort()

    def step_family(self, step: int) -> None:
        """Tab and Shift+Tab: the next or the previous family."""
        names = [group.family for group in self.groups()]
        at = names.index(self.family) if self.family in names else 0
        self.show_family(names[(at + step) % len(names)])

    def came_back(self) -> None:
        """Back from a game: the search is over (the family stays)."""
        self.dialog = None
        if self.query is not None:
            self.search(None)

    def on_text(self, text: str) -> None:
        if self.dialog is not None:
            return
        if text == "/":  # focuses the find box; never typed into it
            if self.query is None:
                self.search("")
            return
        if self.query is None:
            return
        typed = "".join(c for c in text if c.isprintable())
        if typed and len(self.query) < SEARCH_LENGTH:
            self.search((self.query + typed)[:SEARCH_LENGTH])

    def _search_key(self, symbol: int) -> bool:
        """Keys that edit the search while one is open; True when used."""
        assert self.query is not None
        if symbol == arcade.key.ESCAPE:
            self.search(None)
        elif symbol == arcade.key.BACKSPACE:
            self.search(self.query[:-1])
        elif symbol in (arcade.key.RETURN, arcade.key.NUM_ENTER):
            if self.tiles:
                self.choose(self.tiles[self.selected])
        else:
            # letters arrive as text (on_text); arrows still move between
            # tiles, Tab between families, F1 previews the chosen tile
            return symbol not in MOVE_KEYS | {arcade.key.TAB, arcade.key.F1}
        return True

    # -- hot reload --------------------------------------------------------------

    def refresh(self, changed: Iterable[Path]) -> list[str]:
        """Bring the tiles of changed files up to date: a new plugin or
        source gets a tile, a changed one a fresh tile (its thumbnail made
        again), a removed one loses its tile. Returns the file names."""
        changed = {resolved(Path(p)) for p in changed}
        now = catalog(self.folders, entry_points=False)
        present = {resolved(t.path) for t in now if t.path is not None}
        kept = [
            t
            for t in self.every
            if t.path is None or (resolved(t.path) in present and resolved(t.path) not in changed)
        ]
        known = {resolved(t.path) for t in kept if t.path is not None}
        fresh = [t for t in now if t.path is not None and resolved(t.path) not in known]
        if self.hover is not None and self.hover not in kept:
            self.hover = None
        chosen = self.tiles[self.selected] if self.tiles else None
        self.every = kept + fresh
        self._stat_texts.clear()
        self._sort()
        if chosen not in self.tiles:
            self.selected = 0
        self.scroll = min(self.scroll, self.max_scroll())
        self.place()
        names = sorted({p.name for p in changed})
        if names:
            self.message = f"games updated: {', '.join(names)}"
        return names

    # -- input ---------------------------------------------------------------

    def tile_at(self, x: float, y: float) -> Tile | None:
        for tile in self.visible():
            if tile.rect.contains(x, y):
                return tile
        return None

    def on_mouse_motion(self, x: int, y: int, dx: int, dy: int) -> None:
        if self.dialog is not None:
            self.dialog.row.hover = self.dialog.row.at(x, y)
            return
        self.hover = self.tile_at(x, y)
        self.header_buttons.hover = self.header_buttons.at(x, y)
        self.side_hover = self.side.at(x, y)

    def on_mouse_press(self, x: int, y: int, button: int, modifiers: int) -> None:
        if self.dialog is not None:
            if not self.dialog.click(x, y):
                self.close_dialog()  # a click beside the dialog closes it
            return
        pressed = self.header_buttons.at(x, y)
        if pressed is not None:
            pressed.action()
            return
        side = self.side.at(x, y)
        if side == "find":
            if self.query is None:
                self.search("")
            return
        if isinstance(side, Group):
            self.show_family(side.family)
            return
        tile = self.tile_at(x, y)
        if tile is not None:
            self.selected = self.tiles.index(tile)
            if button == arcade.MOUSE_BUTTON_RIGHT:
                self.show_stats()
            elif tile.rules_button.contains(x, y) and not tile.error:
                self.show_preview(tile)
            else:
                self.choose(tile)

    # -- statistics ------------------------------------------------------------

    def show_stats(self) -> None:
        """The statistics dialog of the chosen tile's game."""
        if self.stats is None or not self.tiles:
            return
        tile = self.tiles[self.selected]
        StatsFlow(
            self.stats,
            tile.game_id,
            tile.title or tile.game_id,
            self.open_dialog,
            self.close_dialog,
        ).open()

    def show_preview(self, tile: Tile | None = None) -> None:
        """The rules preview of a tile (the chosen one): Enter plays it."""
        if tile is None:
            if not self.tiles:
                return
            tile = self.tiles[self.selected]
        if tile.rules is None and not tile.error:
            self.make_thumbnail(tile)  # loads the game, and reads its rules
        if tile.diagnostics or tile.error:
            self.choose(tile)  # what is wrong with it, as a click says
            return
        language = {"paperlang": "Paperlang", "cdl": "CDL"}.get(tile.language, tile.language)
        about = f"{tile.family}  \u00b7  {language}  \u00b7  {tile.game_id}"
        line = self.stats_line(tile)
        if line:
            about += f"  \u00b7  {line}"

        def play() -> None:
            self.close_dialog()
            self.choose(tile)

        def statistics() -> None:
            self.selected = self.tiles.index(tile) if tile in self.tiles else self.selected
            self.show_stats()

        self.open_dialog(
            preview_dialog(
                tile.title or tile.game_id,
                about,
                tile.rules or "",
                tile.texture,
                play,
                statistics if self.stats is not None else None,
                self.close_dialog,
                min(self.window.width - 40, 720),
            )
        )

    def show_diagnostics(self, tile: Tile) -> None:
        """Every diagnostic of a source that does not compile, with its source
        lines, in a fixed-width font so that the carets point where they should."""
        assert tile.path is not None
        lines = tile.diagnostics.splitlines()
        if len(lines) > DIAGNOSTIC_LINES:
            more = len(lines) - DIAGNOSTIC_LINES + 1
            lines = [*lines[: DIAGNOSTIC_LINES - 1], f"... and {more} more lines"]
        dialog = Dialog(
            f"{tile.path.name} does not compile",
            "\n".join(lines),
            [Button("Close", self.close_dialog, "C")],
            width=min(self.window.width - 40, 860),
        )
        dialog._body.font_name = MONO
        dialog._body.font_size = 10
        self.open_dialog(dialog)

    def open_dialog(self, dialog: Dialog) -> None:
        self.dialog = dialog
        dialog.layout(self.window.width, self.window.height)

    def close_dialog(self) -> None:
        self.dialog = None

    def refresh_stats(self) -> None:
        """Read the figures again (after a game, or another Paper's)."""
        if self.stats is not None:
            self.stats.reload()

    def _dialog_key(self, symbol: int) -> None:
        assert self.dialog is not None
        if symbol == arcade.key.ESCAPE:
            self.close_dialog()
            return
        if symbol in (arcade.key.RETURN, arcade.key.NUM_ENTER):
            for button in self.dialog.row.buttons:
                if button.shortcut == "Enter":
                    button.action()
                    return
        for button in self.dialog.row.buttons:
            shortcut = button.shortcut
            if button.enabled and len(shortcut) == 1 and getattr(arcade.key, shortcut) == symbol:
                button.action()
                return

    def choose(self, tile: Tile) -> None:
        if tile.diagnostics:
            self.show_diagnostics(tile)
            return
        if tile.error:
            self.message = f"cannot open {tile.title}: {tile.error}"
            return
        self.open_game(tile)

    def on_mouse_scroll(self, x: int, y: int, scroll_x: float, scroll_y: float) -> None:
        self.scroll_by(-scroll_y * 60)

    def scroll_by(self, amount: float) -> None:
        self.scroll = min(max(self.scroll + amount, 0), self.max_scroll())
        self.place()

    def on_key_press(self, symbol: int, modifiers: int) -> None:
        if self.dialog is not None:
            self._dialog_key(symbol)
            return
        if self.query is not None and self._search_key(symbol):
            return
        if symbol == arcade.key.TAB:
            self.step_family(-1 if modifiers & arcade.key.MOD_SHIFT else 1)
            return
        if symbol == arcade.key.F1:
            self.show_preview()
            return
        for button in self.header_buttons.buttons:
            if symbol == getattr(arcade.key, button.shortcut):
                button.action()
                return
        if not self.tiles:
            if symbol == arcade.key.ESCAPE:
                self.window.close()
            return
        columns = self.columns()
        step = {
            arcade.key.LEFT: -1,
            arcade.key.RIGHT: 1,
            arcade.key.UP: -columns,
            arcade.key.DOWN: columns,
            arcade.key.PAGEUP: -3 * columns,
            arcade.key.PAGEDOWN: 3 * columns,
        }.get(symbol)
        if step is not None:
            self.selected = min(max(self.selected + step, 0), len(self.tiles) - 1)
            tile = self.tiles[self.selected]
            if tile.rect.bottom < 0:
                self.scroll_by(-tile.rect.bottom + GAP)
            elif tile.rect.top > self.window.height - HEADER_H:
                self.scroll_by(-(tile.rect.top - self.window.height + HEADER_H + GAP))
        elif symbol in (arcade.key.RETURN, arcade.key.NUM_ENTER, arcade.key.SPACE):
            self.choose(self.tiles[self.selected])
        elif symbol == arcade.key.ESCAPE:
            self.window.close()

    # -- drawing -------------------------------------------------------------

    def on_draw(self) -> None:
        self.clear(color=FELT_DARK)
        for tile in self.visible():
            self._draw_tile(tile)
        w, h = self.window.width, self.window.height
        self.side.draw(self.query, self.family, self.side_hover)
        # opaque first: a tile scrolled under the header must not show through
        arcade.draw_lbwh_rectangle_filled(0, h - HEADER_H, w, HEADER_H, FELT_DARK)
        arcade.draw_lbwh_rectangle_filled(0, h - HEADER_H, w, HEADER_H, BAR)
        self._title.draw("Paper", 20, h - 40)
        games = sum(1 for t in self.every if not t.error)
        broken = len(self.every) - games
        info = f"{games} game{'s' if games != 1 else ''}"
        if broken:
            info += f", {broken} that could not be loaded"
        if self.query is not None or self.family is not None:
            info = f"{len(self.tiles)} of {info}"
        if self.query is not None:
            info += "  \u00b7  Enter opens the chosen one, Esc ends the search"
        else:
            info += "  \u00b7  click a game to play, F1 for its rules, Tab for families"
            info += ", / to find, Esc to quit"
        if self.header_buttons.buttons:
            self.header_buttons.draw()
            room = self.header_buttons.buttons[0].rect.left - 20 - (20 + self._title.width + 24)
            parts = info.split("  \u00b7  ")
            while parts and self._measure("  \u00b7  ".join(parts)) + 12 > room:
                parts.pop()  # a narrow window drops the help first, then the count
            info = "  \u00b7  ".join(parts)
        self._info.draw(info, 20 + self._title.width + 24, h - 38)
        if self.message:
            self._info.text.color = (255, 200, 160, 255)
            self._info.draw(self.message[:160], 20, h - HEADER_H + 6)
            self._info.text.color = TEXT_DIM
        if not self.tiles:
            empty = "No games found. Add a folder with: paper --plugins DIR"
            if self.every and self.query:
                empty = f"No game's name holds {self.query!r}."
                empty += " Backspace or Esc." if self.family is None else " Try All games."
            elif self.every:
                empty = "No games in this family."
            self._info.draw(empty, self.side_width() + 20, h / 2)
        if self.dialog is not None:
            self.dialog.draw()

    def _draw_tile(self, tile: Tile) -> None:
        r = tile.rect
        chosen = tile is self.hover or tile is self.tiles[self.selected]
        colour = (70, 130, 90, 255) if chosen else (40, 84, 56, 255)
        if tile.error:
            colour = (120, 60, 56, 255) if chosen else (92, 48, 46, 255)
        arcade.draw_lbwh_rectangle_filled(r.left, r.bottom, r.width, r.height, colour)
        thumb = Rect(r.left + (r.width - THUMB_W) / 2, r.top - THUMB_H - 10, THUMB_W, THUMB_H)
        if tile.texture is not None:
            arcade.draw_texture_rect(
                tile.texture,
                arcade.LBWH(thumb.left, thumb.bottom, THUMB_W, THUMB_H),
                pixelated=True,
            )
        else:
            arcade.draw_lbwh_rectangle_filled(
                thumb.left, thumb.bottom, THUMB_W, THUMB_H, (31, 107, 62, 255)
            )
        if not tile.texts:
            tile.texts = self._tile_texts(tile)
        title, detail, *badge = tile.texts
        top = thumb.bottom - 6  # the title hangs below the thumbnail
        title.position = (r.left + 10, top)
        title.draw()
        detail.position = (r.left + 10, top - title.content_height - 4)
        detail.draw()
        if badge and not tile.error:  # a game in both languages: which one this is
            text = badge[0]
            w, h = text.content_width + 12, 20
            left, bottom = r.right - 10 - w, top - h + 2
            arcade.draw_lbwh_rectangle_filled(left, bottom, w, h, (28, 36, 44, 235))
            arcade.draw_lbwh_rectangle_outline(left, bottom, w, h, BADGE, 1)
            text.position = (left + 6, bottom + 5)
            text.draw()
        line = self.stats_line(tile)
        if line:
            text = self._stat_texts.get(id(tile))
            if text is None or self._stat_lines.get(id(tile)) != line:
                text = self._stat_texts[id(tile)] = arcade.Text(
                    "", 0, 0, STATS_TEXT, 10, font_name=FONT
                )
                _fit(text, line, TILE_W - 30 - RULES_W)
                self._stat_lines[id(tile)] = line
            text.position = (r.left + 10, r.bottom + 10)
            text.draw()
        if not tile.error:
            self._draw_rules_button(tile, chosen)

    def _draw_rules_button(self, tile: Tile, chosen: bool) -> None:
        b = tile.rules_button
        fill = (64, 124, 84, 255) if chosen else (44, 92, 62, 255)
        arcade.draw_lbwh_rectangle_filled(b.left, b.bottom, b.width, b.height, fill)
        arcade.draw_lbwh_rectangle_outline(b.left, b.bottom, b.width, b.height, BADGE, 1)
        self._rules_label.draw("Rules", b.center[0], b.bottom + 5)

    def stats_line(self, tile: Tile) -> str:
        """The tile's statistics line ("" for none: no statistics, a broken game)."""
        if self.stats is None or tile.error:
            return ""
        return self.stats.get(tile.game_id).summary()

    def twins(self, tile: Tile) -> bool:
        """Whether another tile has the same title (a game in both languages)."""
        name = (tile.title or tile.game_id).casefold()
        return any(t is not tile and (t.title or t.game_id).casefold() == name for t in self.every)

    def _tile_texts(self, tile: Tile) -> list[arcade.Text]:
        """The title (wrapped to two lines, smaller if it must be, never past
        the tile), the line under it, and a language badge for twins."""
        name = tile.title or tile.game_id
        language = {"paperlang": "Paperlang", "cdl": "CDL"}.get(tile.language, tile.language)
        badge = None
        width = TILE_W - 20
        if self.twins(tile) and not tile.error:
            said = f"{language or '?'} source" if tile.is_source else language or "?"
            badge = arcade.Text(said, 0, 0, BADGE, 10, font_name=FONT, bold=True)
            width -= int(badge.content_width) + 22  # the title keeps clear of the badge
        for size in TITLE_SIZES:
            title = arcade.Text(
                name,
                0,
                0,
                TEXT,
                size,
                font_name=FONT,
                bold=True,
                width=width,
                multiline=True,
                anchor_y="top",
            )
            if _lines(title) <= 2:
                break
        while _lines(title) > 2 and len(title.text) > 2:  # still too long: cut the end
            title.text = title.text[: max(len(title.text) - 4, 1)].rstrip() + "\u2026"
        if tile.error:
            detail = arcade.Text(
                "",
                0,
                0,
                (255, 210, 200, 255),
                9,
                font_name=FONT,
                width=width,
                multiline=True,
                anchor_y="top",
            )
            room = 3 if _lines(title) == 1 else 2  # lines of 9 pt
            detail.text = _shorten(tile.error, 140)
            while (detail.content_height > room * 12.5 or detail.content_width > width) and len(
                detail.text
            ) > 4:  # a long word cannot wrap: it is cut too
                detail.text = detail.text[: len(detail.text) - 6].rstrip() + "\u2026"
        else:
            kind = f"{language or 'game'} source" if tile.is_source else language or "game"
            line = f"{kind}  \u00b7  {tile.game_id}"
            detail = arcade.Text(line, 0, 0, TEXT_DIM, 10, font_name=FONT, anchor_y="top")
            _fit(detail, line, TILE_W - 20)
        return [title, detail] if badge is None else [title, detail, badge]


def _lines(text: arcade.Text) -> int:
    """How many lines a multiline text wraps to (pyglet's own count)."""
    return text._label.get_line_count()


def _fit(text: arcade.Text, line: str, width: float) -> None:
    """Set `line` on one-line `text`, cut with an ellipsis where it would
    run past `width` pixels."""
    text.text = line
    while text.content_width > width and len(text.text) > 2:
        text.text = text.text[: len(text.text) - 3].rstrip() + "\u2026"


def _deal_a_few(session: Session) -> None:
    """A game whose deal shows no card face up (Accordion starts with every
    card in the deck) is shown after its first dealing clicks, so that its
    thumbnail shows cards; every other game is shown as dealt."""

    def shown() -> int:
        return sum(1 for name in session.stacks() for card in session.cards(name) if card.face_up)

    if shown():
        return
    for _ in range(OPENING_CLICKS):
        deals = [m for m in session.moves() if m.target is None and m.count == 0]
        if not deals or shown() >= OPENING_CLICKS:
            return
        session.play(deals[0])


def _shorten(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "\u2026"
