"""The Grand Tour's high-score table, kept in the user's data directory.

A missing file is created on first write. A file that cannot be read (corrupt,
truncated, foreign) is moved aside under a new name, never overwritten, and
the table starts empty; `HighScores.notice` says what happened so the UI can
tell the player. Writes go to a temporary file that is renamed over the old
one, so a crash mid-write loses nothing.
"""

from __future__ import annotations

import datetime as dt
import json
import os
import tempfile
from dataclasses import asdict, dataclass
from pathlib import Path

FORMAT = "paper-highscores"
VERSION = 1
KEEP = 10


@dataclass(frozen=True)
class HighScore:
    name: str
    score: int
    date: str  # ISO date, YYYY-MM-DD


def default_path() -> Path:
    """`$PAPER_DATA_DIR/highscores.json` when set (tests, portable installs),
    else the per-user data directory."""
    override = os.environ.get("PAPER_DATA_DIR")
    if override:
        return Path(override) / "highscores.json"
    import platformdirs

    return Path(platformdirs.user_data_dir("paper")) / "highscores.json"


class HighScores:
    """The best tours, best first."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self.notice = ""
        self.entries: list[HighScore] = self._read()

    def _read(self) -> list[HighScore]:
        try:
            raw = self.path.read_text(encoding="utf-8")
        except FileNotFoundError:
            return []
        except (OSError, UnicodeDecodeError) as exc:
            return self._set_aside(f"cannot read it ({exc})")
        try:
            data = json.loads(raw)
            if data.get("format") != FORMAT or data.get("version") != VERSION:
                raise ValueError("not a Paper high-score file")
            entries = [
                HighScore(str(e["name"]), int(e["score"]), str(e["date"])) for e in data["scores"]
            ]
        except (ValueError, KeyError, TypeError, AttributeError) as exc:
            return self._set_aside(str(exc))
        return sorted(entries, key=lambda e: (-e.score, e.date))[:KEEP]

    def _set_aside(self, why: str) -> list[HighScore]:
        stamp = dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        for n in range(1000):
            suffix = f".corrupt-{stamp}" + (f"-{n}" if n else "")
            aside = self.path.with_name(self.path.name + suffix)
            if not aside.exists():
                break
        try:
            os.replace(self.path, aside)
            self.notice = (
                f"The high-score file was unreadable ({why}); it was kept as {aside.name}."
            )
        except OSError as exc:
            self.notice = (
                f"The high-score file was unreadable ({why}) and could not be moved: {exc}"
            )
        return []

    def qualifies(self, score: int) -> bool:
        return len(self.entries) < KEEP or score > self.entries[-1].score

    def add(self, name: str, score: int, date: dt.date | None = None) -> int | None:
        """Record a tour; returns its 1-based rank, or None if it did not place."""
        name = " ".join(name.split())[:24] or "Anonymous"
        entry = HighScore(name, int(score), (date or dt.date.today()).isoformat())
        entries = sorted([*self.entries, entry], key=lambda e: (-e.score, e.date))
        if entry not in entries[:KEEP]:
            return None
        self.entries = entries[:KEEP]
        self.save()
        return self.entries.index(entry) + 1

    def save(self) -> None:
        self.path.parent.mkdir(parents=True, exist_ok=True)
        data = {"format": FORMAT, "version": VERSION, "scores": [asdict(e) for e in self.entries]}
        fd, tmp = tempfile.mkstemp(prefix=".highscores-", dir=self.path.parent)
        try:
            with os.fdopen(fd, "w", encoding="utf-8") as handle:
                json.dump(data, handle, indent=1)
            os.replace(tmp, self.path)
        except BaseException:
            Path(tmp).unlink(missing_ok=True)
            raise
