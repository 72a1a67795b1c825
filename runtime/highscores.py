"""The Grand Tour's high-score table, kept in the user's data directory.

Read and written through `runtime.userfiles`: a missing file is created on
first write; a file that cannot be read (corrupt, truncated, foreign) is
moved aside under a new name, never overwritten, and the table starts empty,
with `HighScores.notice` saying what happened so the UI can tell the player.

Two Papers may record tours at the same time, and a running Paper may hold a
table that another has since added to: `add` and `save` take the file's lock,
read the file again and merge, so no entry is ever dropped for being unseen.
"""

from __future__ import annotations

import datetime as dt
from collections import Counter
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from runtime import userfiles

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
    return userfiles.highscores_path()


def _ranked(entries: list[HighScore], keep: int) -> list[HighScore]:
    return sorted(entries, key=lambda e: (-e.score, e.date, e.name))[:keep]


def _parse(data: Any) -> list[HighScore]:
    if not isinstance(data, dict):
        raise userfiles.Corrupt("not a Paper high-score file")
    if data.get("format") != FORMAT or data.get("version") != VERSION:
        raise userfiles.Corrupt("not a Paper high-score file")
    scores = data.get("scores")
    if not isinstance(scores, list):
        raise userfiles.Corrupt("its scores are not a list")
    entries = []
    for e in scores:
        if not isinstance(e, dict):
            raise userfiles.Corrupt("a score is not a JSON object")
        date = userfiles.text(e.get("date"), "a date", 10)
        dt.date.fromisoformat(date)  # ValueError when it is not one
        entries.append(
            HighScore(
                userfiles.text(e.get("name"), "a name", 64),
                userfiles.count(e.get("score"), "a score"),
                date,
            )
        )
    return entries


def _dump(entries: list[HighScore]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "scores": [asdict(e) for e in entries]}


class HighScores:
    """The best tours, best first."""

    def __init__(self, path: Path | None = None, keep: int = KEEP) -> None:
        self.path = path or default_path()
        self.keep = keep
        loaded = userfiles.read(self.path, _parse, list, "high-score file")
        self.notice = loaded.notice
        self.entries: list[HighScore] = _ranked(loaded.value, keep)

    def qualifies(self, score: int) -> bool:
        return len(self.entries) < self.keep or score > self.entries[-1].score

    def add(self, name: str, score: int, date: dt.date | None = None) -> int | None:
        """Record a tour; returns its 1-based rank, or None if it did not place.

        The rank is among the entries on disk now, including those another
        Paper added since this table was read. When the file cannot be
        written, `notice` says why and the tour is not recorded (None)."""
        name = " ".join(name.split())[:24] or "Anonymous"
        entry = HighScore(name, int(score), (date or dt.date.today()).isoformat())
        try:
            ranked = self._write(lambda on_disk: [*on_disk, entry])
        except OSError as exc:
            self.notice = f"cannot save the high scores in {self.path}: {exc.strerror or exc}"
            return None
        placed = entry in ranked
        return ranked.index(entry) + 1 if placed else None

    def save(self) -> None:
        """Write this table, merged with what is on disk now: an entry either
        side holds is kept (as many times as the side that has it most)."""
        mine = Counter(self.entries)
        self._write(lambda on_disk: list((Counter(on_disk) | mine).elements()))

    def _write(self, change) -> list[HighScore]:
        def merged(on_disk: list[HighScore]) -> list[HighScore]:
            return _ranked(change(on_disk), self.keep)

        result = userfiles.update(self.path, _parse, list, merged, _dump, "high-score file")
        if result.notice:
            self.notice = result.notice
        self.entries = result.value
        return result.value
