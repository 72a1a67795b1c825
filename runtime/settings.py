"""The player's settings: plugin folders and table options, kept as JSON.

The file lives under `platformdirs.user_config_dir("paper")` (or the
`PAPER_CONFIG_DIR` environment variable, which tests use). It is written
atomically (a temp file, then rename) so a crash never leaves half a file;
a file that cannot be read is set aside under another name, with a message,
and Paper starts from defaults rather than failing.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

SPEEDS = {"off": 0.0, "slow": 0.6, "normal": 1.0, "fast": 1.8}
BACKS = tuple(f"{colour}{n}" for colour in ("blue", "red", "green") for n in range(1, 6))


def config_dir() -> Path:
    override = os.environ.get("PAPER_CONFIG_DIR")
    if override:
        return Path(override)
    import platformdirs

    return Path(platformdirs.user_config_dir("paper"))


def settings_path() -> Path:
    return config_dir() / "settings.json"


@dataclass
class Settings:
    plugin_folders: list[str] = field(default_factory=list)
    animation: str = "normal"  # a key of SPEEDS
    shadow: bool = True  # a shadow under cards being moved
    card_back: str = "blue2"  # a member of BACKS
    keyboard_labels: bool = True  # show each pile's key

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

    def cycle_back(self) -> str:
        position = BACKS.index(self.card_back) if self.card_back in BACKS else -1
        self.card_back = BACKS[(position + 1) % len(BACKS)]
        return self.card_back


def _from_json(data: Any) -> Settings:
    if not isinstance(data, dict):
        raise ValueError("settings are not a JSON object")
    settings = Settings()
    known = {f.name for f in fields(Settings)}
    for key, value in data.items():
        if key not in known:
            continue  # a newer Paper's setting: keep going
        default = getattr(settings, key)
        if isinstance(default, bool) is not isinstance(value, bool) or not isinstance(
            value, type(default)
        ):
            raise ValueError(f"setting {key!r} should be {type(default).__name__}")
        setattr(settings, key, value)
    if not all(isinstance(f, str) for f in settings.plugin_folders):
        raise ValueError("plugin_folders should be a list of paths")
    if settings.animation not in SPEEDS:
        settings.animation = "normal"
    if settings.card_back not in BACKS:
        settings.card_back = "blue2"
    return settings


def load(path: Path | None = None) -> tuple[Settings, str]:
    """The settings, and a message for the player ("" when all went well)."""
    path = path or settings_path()
    try:
        raw = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return Settings(), ""
    except OSError as exc:
        return Settings(), f"cannot read settings {path}: {exc.strerror or exc}; using defaults"
    try:
        return _from_json(json.loads(raw)), ""
    except (json.JSONDecodeError, ValueError) as exc:
        aside = _set_aside(path)
        where = f"; it was moved to {aside}" if aside else ""
        return Settings(), f"settings file {path} was corrupt ({exc}){where}; using defaults"


def _set_aside(path: Path) -> Path | None:
    for n in range(1, 100):
        aside = path.with_name(f"{path.name}.corrupt-{n}")
        if not aside.exists():
            try:
                path.rename(aside)
            except OSError:
                return None
            return aside
    return None


def save(settings: Settings, path: Path | None = None) -> None:
    path = path or settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".settings-", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(asdict(settings), handle, indent=2, sort_keys=True)
            handle.write("\n")
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
