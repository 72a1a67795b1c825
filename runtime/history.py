"""The history of past deals: each deal's game, seed, result, time, moves and
when it ended, newest first, so a player can look back and play a deal again.

Kept in `history.json` beside `statistics.json` (the per-user data folder,
`$PAPER_DATA_DIR` in tests), through `runtime.userfiles` as the statistics
are: a locked read-modify-write per deal, so two Papers both add theirs; a
file that cannot be read is set aside with a notice. The newest `KEPT`
deals are kept.

`DealTracker` is the statistics' `Tracker` that also writes the history:
the same rules say when a deal is over (won, lost, or given up for a new
deal, a restart or another game); a game kept for later is not over.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from runtime import userfiles
from runtime.stats import Statistics, Tracker, clock

FORMAT = "paper-history"
VERSION = 1
WHAT = "history file"
FILE = "history.json"
KEPT = 1000
RESULTS = ("won", "lost", "given up")


@dataclass(frozen=True)
class Deal:
    game_id: str
    seed: int
    result: str  # one of RESULTS
    seconds: float
    moves: int
    ended: float  # when, in seconds since the epoch

    def when(self) -> str:
        """`29 Nov 2026, 14:05`, in the player's local time."""
        return time.strftime("%d %b %Y, %H:%M", time.localtime(self.ended)).lstrip("0")

    def time(self) -> str:
        return clock(self.seconds)


def _deal(value: Any) -> Deal:
    if not isinstance(value, dict):
        raise userfiles.Corrupt("a deal is not a JSON object")
    result = value.get("result")
    if result not in RESULTS:
        raise userfiles.Corrupt(f"a deal's result should be one of {', '.join(RESULTS)}")
    seconds, ended = value.get("seconds"), value.get("ended")
    for number in (seconds, ended):
        if isinstance(number, bool) or not isinstance(number, int | float):
            raise userfiles.Corrupt("a deal's time should be a number")
        if not 0 <= number <= 10**11:  # finite: the reader refuses NaN and Infinity
            raise userfiles.Corrupt("a deal's time is out of range")
    return Deal(
        userfiles.text(value.get("game_id"), "a game id", 200),
        userfiles.count(value.get("seed"), "a seed", 2**63),
        result,
        float(seconds),
        userfiles.count(value.get("moves"), "a move count"),
        float(ended),
    )


def _parse(data: Any) -> list[Deal]:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise userfiles.Corrupt("not a Paper history file")
    if data.get("version") != VERSION:
        raise userfiles.Corrupt(f"version {data.get('version')!r} is not one this Paper reads")
    deals = data.get("deals")
    if not isinstance(deals, list):
        raise userfiles.Corrupt("its deals are not a JSON list")
    return [_deal(value) for value in deals[:KEPT]]


def _dump(deals: list[Deal]) -> dict[str, Any]:
    return {"format": FORMAT, "version": VERSION, "deals": [asdict(d) for d in deals]}


class History:
    """The past deals, newest first. `notice` says (once) that a bad file was
    set aside; `error` that the last deal could not be written."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or userfiles.data_dir() / FILE
        self.notice = ""
        self.error = ""
        self.deals: list[Deal] = []
        self.reload()

    def reload(self) -> list[Deal]:
        loaded = userfiles.read(self.path, _parse, list, WHAT)
        self.notice = loaded.notice or self.notice
        self.deals = loaded.value
        return self.deals

    def record(self, deal: Deal) -> None:
        try:
            result = userfiles.update(
                self.path, _parse, list, lambda deals: [deal, *deals][:KEPT], _dump, WHAT
            )
        except OSError as exc:
            self.error = f"cannot save the history: {exc.strerror or exc}"
            return
        self.error = ""
        self.notice = result.notice or self.notice
        self.deals = result.value


def beside(stats: Statistics) -> History:
    """The history kept beside a statistics file."""
    return History(stats.path.with_name(FILE))


class DealTracker(Tracker):
    """A `Tracker` that also writes each deal that ends into the history.

    `seed` gives the seed of the deal on the table; the seed, time and moves
    last seen while it was played are what a deal given up is recorded with
    (the table has already dealt the next one when it says so)."""

    def __init__(self, stats: Statistics, game_id: str, seed: Callable[[], int]) -> None:
        self.history = beside(stats)
        self._seed = seed
        self._last: tuple[int, float, int] | None = None
        super().__init__(stats, game_id)

    def changed(self, status: str, seconds: float, moves: int) -> None:
        won, ended = self.won, self.ended
        super().changed(status, seconds, moves)
        if not self.counted:
            return
        self._last = (self._seed(), seconds, moves)
        if self.won and not won:
            self._record("won")
        elif self.ended and not ended:
            self._record("lost")

    def leave(self) -> None:
        if self.counted and not self.won and not self.ended:
            self._record("given up")
        super().leave()
        self._last = None

    def _record(self, result: str) -> None:
        if self._last is None:
            return
        seed, seconds, moves = self._last
        seconds = min(max(float(seconds), 0.0), 10.0**9)  # a clock set back: no negative time
        self.history.record(Deal(self.game_id, seed, result, seconds, moves, time.time()))
