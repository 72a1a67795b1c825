"""The player's settings: plugin folders and table options, kept as JSON.

The file is `settings.json` in the per-user config folder (or
`$PAPER_CONFIG_DIR`, which tests use). It is read and written through
`runtime.userfiles`: written atomically under a lock, and a file that cannot
be read is set aside under another name, with a message, and Paper starts
from the defaults rather than failing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from runtime import userfiles

SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 1.8}
# the table's cloth: a name, and its colour (the first is Paper's own green)
TABLE_COLOURS = {
    "green": (31, 107, 62),
    "blue": (28, 74, 122),
    "red": (122, 36, 40),
    "grey": (70, 76, 80),
    "brown": (102, 72, 44),
}
BACKS = tuple(f"{colour}{n}" for colour in ("blue", "red", "green") for n in range(1, 6))
# card faces: Kenney's (in arcade), and Paper's own large-index faces (runtime/ui/faces.py)
FACES = ("classic", "large", "large four colours")


def config_dir() -> Path:
    return userfiles.config_dir()


def settings_path() -> Path:
    return userfiles.settings_path()


@dataclass
class Settings:
    plugin_folders: list[str] = field(default_factory=list)
    animation: str = "normal"  # a key of SPEEDS
    shadow: bool = True  # a shadow under cards being moved
    card_back: str = "blue2"  # a member of BACKS
    keyboard_labels: bool = True  # show each pile's key
    autoplay: bool = True  # safe cards go to the foundations by themselves
    table_colour: str = "green"  # a key of TABLE_COLOURS
    winnable_deals: bool = False  # New deal deals only what the solver has won
    card_face: str = "classic"  # a member of FACES
    sound: bool = False  # a soft sound as cards land (off unless the player wants it)
    drop_targets: bool = False  # outline the piles that take the cards held

    @property
    def felt(self) -> tuple[int, int, int]:
        return TABLE_COLOURS.get(self.table_colour, TABLE_COLOURS["green"])

    def cycle_colour(self) -> str:
        names = list(TABLE_COLOURS)
        position = names.index(self.table_colour) if self.table_colour in names else -1
        self.table_colour = names[(position + 1) % len(names)]
        return self.table_colour

    @property
    def speed(self) -> float:
        return SPEEDS.get(self.animation, 1.0)

    def folders(self) -> list[Path]:
        return [Path(f) for f in self.plugin_folders]

    def add_folder(self, folder: Path) -> bool:
        """Remember a plugin folder; False if it was already known."""
        text = str(Path(folder).expanduser().resolve())
        if text in self.plugin_folders:
            return False
        self.plugin_folders.append(text)
        return True

    def cycle_speed(self) -> str:
        names = list(SPEEDS)
        self.animation = (
            names[(names.index(self.animation) + 1) % len(names)]
            if self.animation in names
            else "normal"
        )
        return self.animation

    def cycle_face(self) -> str:
        position = FACES.index(self.card_face) if self.card_face in FACES else -1
        self.card_face = FACES[(position + 1) % len(FACES)]
        return self.card_face

    def cycle_back(self) -> str:
        position = BACKS.index(self.card_back) if self.card_back in BACKS else -1
        self.card_back = BACKS[(position + 1) % len(BACKS)]
        return self.card_back


def _from_json(data: Any) -> Settings:
    if not isinstance(data, dict):
        raise userfiles.Corrupt("settings are not a JSON object")
    settings = Settings()
    known = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key not in known:
            continue  # a newer Paper's setting: keep going
        default = getattr(settings, key)
        if isinstance(default, bool) is not isinstance(value, bool) or not isinstance(
            value, type(default)
        ):
            raise userfiles.Corrupt(f"setting {key!r} should be {type(default).__name__}")
        setattr(settings, key, value)
    settings.plugin_folders = [
        userfiles.text(f, "a plugin folder") for f in settings.plugin_folders
    ]
    if settings.animation not in SPEEDS:
        settings.animation = "normal"
    if settings.card_back not in BACKS:
        settings.card_back = "blue2"
    if settings.card_face not in FACES:
        settings.card_face = "classic"
    if settings.table_colour not in TABLE_COLOURS:
        settings.table_colour = "green"
    return settings


def load(path: Path | None = None) -> tuple[Settings, str]:
    """The settings, and a message for the player ("" when all went well)."""
    loaded = userfiles.read(path or settings_path(), _from_json, Settings, "settings file")
    return loaded.value, loaded.notice


def save(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically; raises OSError when it cannot.

    Under the file's lock the file is read again and a plugin folder that
    another Paper added meanwhile is kept (and added to `settings`); every
    other option is this Paper's."""

    def merge(on_disk: Settings) -> Settings:
        for folder in on_disk.plugin_folders:
            if folder not in settings.plugin_folders:
                settings.plugin_folders.append(folder)
        return settings

    userfiles.update(path or settings_path(), _from_json, Settings, merge, asdict, "settings file")
