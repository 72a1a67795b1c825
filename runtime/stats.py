"""Statistics per game: played, won, win rate, streaks, best time, fewest moves.

Kept in `statistics.json` in the user's data folder (`$PAPER_DATA_DIR` in
tests) through `runtime.userfiles`: every change is a small read-modify-write
under the file's lock, so two Papers playing at once both count, a crash
never leaves half a file, and a file that cannot be read is set aside with a
notice while counting starts again.

A game counts as played once the player has made a move in it. A won game
adds to the streak and records its time and moves; a lost game, or one left
unfinished for a new deal, a restart or the launcher, ends the streak.
`Tracker` follows one table's deals and says which of these happened when;
it knows nothing of arcade, so the rules of counting are tested headless.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, replace
from pathlib import Path
from typing import Any

from runtime import userfiles

FORMAT = "paper-statistics"
VERSION = 1
WHAT = "statistics file"


@dataclass(frozen=True)
class GameStats:
    played: int = 0
    won: int = 0
    current_streak: int = 0  # games won in a row, up to the last one
    longest_streak: int = 0
    best_time: float | None = None  # seconds, of a won game
    fewest_moves: int | None = None  # of a won game

    @property
    def win_rate(self) -> float:
        """Won over played, 0.0 to 1.0 (0.0 before the first game)."""
        return self.won / self.played if self.played else 0.0

    def summary(self) -> str:
        """One short line for a launcher tile: `12 played · 42% won`."""
        if not self.played:
            return "not played yet"
        return f"{self.played} played \u00b7 {percent(self.win_rate)} won"

    def rows(self) -> list[tuple[str, str]]:
        """Every figure, worded for the statistics dialog."""
        return [
            ("Played", str(self.played)),
            ("Won", str(self.won)),
            ("Win rate", percent(self.win_rate) if self.played else "\u2013"),
            ("Current streak", wins(self.current_streak)),
            ("Longest streak", wins(self.longest_streak)),
            ("Best time", clock(self.best_time) if self.best_time is not None else "\u2013"),
            ("Fewest moves", str(self.fewest_moves) if self.fewest_moves is not None else "\u2013"),
        ]


def percent(rate: float) -> str:
    return f"{math.floor(rate * 100 + 0.5)}%"


def wins(n: int) -> str:
    return f"{n} win{'s' if n != 1 else ''}"


def clock(seconds: float) -> str:
    """`1:05`, or `1:02:03` past an hour."""
    whole = int(seconds)
    hours, rest = divmod(whole, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"


# -- the file ----------------------------------------------------------------


def _game(value: Any, game_id: str) -> GameStats:
    if not isinstance(value, dict):
        raise userfiles.Corrupt(f"the figures of {game_id!r} are not a JSON object")
    figures = {
        name: userfiles.count(value.get(name, 0), f"{game_id}'s {name}")
        for name in ("played", "won", "current_streak", "longest_streak")
    }
    best = value.get("best_time")
    if best is not None and (
        isinstance(best, bool)
        or not isinstance(best, int | float)
        or not 0 <= best <= 10**9  # finite: the reader refuses NaN and Infinity
    ):
        raise userfiles.Corrupt(f"{game_id}'s best time should be seconds")
    fewest = value.get("fewest_moves")
    if fewest is not None:
        fewest = userfiles.count(fewest, f"{game_id}'s fewest moves")
    stats = GameStats(
        best_time=None if best is None else float(best), fewest_moves=fewest, **figures
    )
    if not (
        stats.won <= stats.played
        and stats.current_streak <= stats.longest_streak <= stats.won
        and (stats.won == 0) == (stats.best_time is None) == (stats.fewest_moves is None)
    ):
        raise userfiles.Corrupt(f"the figures of {game_id!r} do not add up")
    return stats


ID_LIMIT = 1000  # characters of a game id (paperc's ids have at most 64; a plugin may say more)


class Games(dict[str, GameStats]):
    """Every game's figures, by id, and the entries of the file this Paper
    could not read (`kept`: id -> the raw JSON, written back as it was, so
    one bad entry costs only its own game's figures, and only here)."""

    def __init__(
        self, games: dict[str, GameStats] | None = None, kept: dict[str, Any] | None = None
    ):
        super().__init__(games or {})
        self.kept: dict[str, Any] = dict(kept or {})
        self.problems: list[str] = []


def _parse(data: Any) -> Games:
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise userfiles.Corrupt("not a Paper statistics file")
    if data.get("version") != VERSION:
        raise userfiles.Corrupt(f"version {data.get('version')!r} is not one this Paper reads")
    games = data.get("games")
    if not isinstance(games, dict):
        raise userfiles.Corrupt("its games are not a JSON object")
    parsed = Games()
    for key, value in games.items():
        try:
            parsed[_game_id(key)] = _game(value, key)
        except userfiles.Corrupt as exc:
            parsed.kept[key] = value
            parsed.problems.append(str(exc))
    return parsed


def _game_id(value: Any) -> str:
    return userfiles.text(value, "a game id", ID_LIMIT)


def _dump(games: Games) -> dict[str, Any]:
    every = {key: value for key, value in getattr(games, "kept", {}).items() if key not in games}
    every.update({game_id: asdict(stats) for game_id, stats in games.items()})
    return {"format": FORMAT, "version": VERSION, "games": dict(sorted(every.items()))}


def default_path() -> Path:
    return userfiles.stats_path()


class Statistics:
    """Every game's figures. Reads are fresh from the file; each record is
    a locked read-modify-write, so nothing another Paper counted is lost.

    `notice` says (once) that a bad file was set aside; `error` that the
    last change could not be written (the figures on disk are then as they
    were)."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_path()
        self.notice = ""
        self.error = ""
        self.games: dict[str, GameStats] = {}
        self._told = False
        self.reload()

    def reload(self) -> dict[str, GameStats]:
        loaded = userfiles.read(self.path, _parse, Games, WHAT)
        self._noticed(loaded.notice, loaded.value)
        self.games = loaded.value
        return self.games

    def _noticed(self, notice: str, games: Games) -> None:
        """Keep a notice for the player: a file set aside, or (once) the
        entries that could not be read and are kept as they are."""
        if not notice and games.problems and not self._told:
            self._told = True
            count = len(games.problems)
            notice = (
                f"{count} entr{'y' if count == 1 else 'ies'} of the {WHAT} {self.path} could not "
                f"be read ({games.problems[0]}); kept in the file as they are, and the other "
                "games' figures are counted as ever"
            )
        self.notice = notice or self.notice

    def get(self, game_id: str) -> GameStats:
        """As last read or written (call `reload` for another Paper's news)."""
        return self.games.get(game_id, GameStats())

    def _change(self, game_id: str, how) -> GameStats:
        try:
            _game_id(game_id)
        except userfiles.Corrupt:
            self.error = f"cannot count a game whose id is not a usable text: {game_id!r:.80}"
            return GameStats()

        def change(games: Games) -> Games:
            new = how(games.get(game_id, GameStats()))
            changed = Games(_without(games, game_id), games.kept)
            changed.problems = games.problems
            changed.kept.pop(game_id, None)  # counted afresh: its unreadable entry goes
            if new is not None:
                changed[game_id] = new
            return changed

        try:
            result = userfiles.update(self.path, _parse, Games, change, _dump, WHAT)
        except OSError as exc:
            self.error = f"cannot save the statistics: {exc.strerror or exc}"
            return self.get(game_id)
        self.error = ""
        self._noticed(result.notice, result.value)
        self.games = result.value
        return self.get(game_id)

    def record_played(self, game_id: str) -> GameStats:
        """A deal of this game had its first move."""
        return self._change(game_id, lambda s: replace(s, played=s.played + 1))

    def record_win(self, game_id: str, seconds: float, moves: int) -> GameStats:
        def win(s: GameStats) -> GameStats:
            streak = s.current_streak + 1
            seconds_ = max(float(seconds), 0.0)
            return replace(
                s,
                played=max(s.played, s.won + 1),  # (reset after its first move)
                won=s.won + 1,
                current_streak=streak,
                longest_streak=max(s.longest_streak, streak),
                best_time=seconds_ if s.best_time is None else min(s.best_time, seconds_),
                fewest_moves=moves if s.fewest_moves is None else min(s.fewest_moves, moves),
            )

        return self._change(game_id, win)

    def record_loss(self, game_id: str) -> GameStats:
        """A played deal ended without a win: lost, or left unfinished."""
        return self._change(game_id, lambda s: replace(s, current_streak=0))

    def reset(self, game_id: str) -> GameStats:
        """Forget this game's figures (the others stay)."""
        return self._change(game_id, lambda s: None)


def _without(games: dict[str, GameStats], game_id: str) -> dict[str, GameStats]:
    return {key: value for key, value in games.items() if key != game_id}


class Tracker:
    """One table's deals, turned into statistics records.

    Call `changed(status, seconds, moves)` after every change the player
    made (a move, an undo...), and `leave()` before the deal is replaced
    (new deal, restart) or the table is left for the launcher. Each deal is
    counted as played at most once, its win at most once, and its end
    without a win at most once."""

    def __init__(self, stats: Statistics, game_id: str) -> None:
        self.stats = stats
        self.game_id = game_id
        self._new_deal()

    def _new_deal(self) -> None:
        self.counted = False  # played: a move was made
        self.won = False
        self.ended = False  # lost (the streak was broken)

    def changed(self, status: str, seconds: float, moves: int) -> None:
        if moves <= 0 and status == "playing":
            return  # back at the deal (undone): nothing new
        if not self.counted:
            self.counted = True
            self.stats.record_played(self.game_id)
        if status == "won" and not self.won:
            self.won = True
            self.stats.record_win(self.game_id, seconds, moves)
        elif status == "lost" and not self.ended and not self.won:
            self.ended = True
            self.stats.record_loss(self.game_id)

    def leave(self) -> None:
        """The deal is over for the player (a new one, a restart, the launcher)."""
        if self.counted and not self.won and not self.ended:
            self.stats.record_loss(self.game_id)
        self._new_deal()
