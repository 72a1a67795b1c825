"""Every file Paper keeps for the player, fed random bytes and damaged
documents: loading never raises, a bad file is kept aside byte for byte
(nothing lost), the defaults are used, and valid data round-trips exactly.

Small by default; the long runs are marked slow (`pytest -m slow`)."""

from __future__ import annotations

import json
import math
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import settings as settings_module
from runtime import userfiles
from runtime.highscores import HighScore, HighScores
from runtime.settings import BACKS, SPEEDS, Settings
from runtime.stats import GameStats, Statistics

QUICK = settings(max_examples=20, deadline=None, suppress_health_check=list(HealthCheck))
LONG = settings(max_examples=600, deadline=None, suppress_health_check=list(HealthCheck))


@dataclass(frozen=True)
class Kind:
    """One kind of user file: its name, how Paper loads it (value, notice),
    its defaults, and a valid document to damage."""

    name: str
    load: Callable[[Path], tuple[Any, str]]
    default: Any
    valid: dict[str, Any]


def _load_settings(path: Path) -> tuple[Any, str]:
    return settings_module.load(path)


def _load_scores(path: Path) -> tuple[Any, str]:
    table = HighScores(path)
    return table.entries, table.notice


def _load_stats(path: Path) -> tuple[Any, str]:
    stats = Statistics(path)
    return stats.games, stats.notice


KINDS = {
    "settings": Kind(
        "settings.json",
        _load_settings,
        Settings(),
        {"plugin_folders": ["/games"], "animation": "fast", "shadow": False, "card_back": "red1"},
    ),
    "highscores": Kind(
        "highscores.json",
        _load_scores,
        [],
        {
            "format": "paper-highscores",
            "version": 1,
            "scores": [{"name": "Ada", "score": 300, "date": "2026-01-02"}],
        },
    ),
    "statistics": Kind(
        "statistics.json",
        _load_stats,
        {},
        {
            "format": "paper-statistics",
            "version": 1,
            "games": {
                "klondike": {
                    "played": 3,
                    "won": 2,
                    "current_streak": 1,
                    "longest_streak": 2,
                    "best_time": 61.5,
                    "fewest_moves": 90,
                }
            },
        },
    ),
}

json_leaf = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=12)
)
json_value = st.recursive(
    json_leaf,
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=12,
)


def _paths(doc: Any, at: tuple = ()) -> list[tuple]:
    """Every place in a document a value could be swapped."""
    found = [at]
    if isinstance(doc, dict):
        for key, value in doc.items():
            found += _paths(value, (*at, key))
    elif isinstance(doc, list):
        for i, value in enumerate(doc):
            found += _paths(value, (*at, i))
    return found


def _swap(doc: Any, at: tuple, value: Any) -> Any:
    if not at:
        return value
    copy = json.loads(json.dumps(doc))
    holder = copy
    for step in at[:-1]:
        holder = holder[step]
    holder[at[-1]] = value
    return copy


@st.composite
def damaged(draw, kind: Kind) -> bytes:
    """Bytes a damaged file might hold: anything at all, a valid document
    with one value swapped, cut short, or with bytes flipped, or nested deep."""
    good = json.dumps(kind.valid).encode()
    how = draw(st.sampled_from(["random", "swap", "truncate", "flip", "deep", "huge-number"]))
    if how == "random":
        return draw(st.binary(max_size=200))
    if how == "swap":
        at = draw(st.sampled_from(_paths(kind.valid)))
        doc = _swap(kind.valid, at, draw(json_value))
        return json.dumps(doc, allow_nan=True).encode()
    if how == "truncate":
        return good[: draw(st.integers(0, len(good) - 1))]
    if how == "flip":
        data = bytearray(good)
        for _ in range(draw(st.integers(1, 4))):
            data[draw(st.integers(0, len(data) - 1))] = draw(st.integers(0, 255))
        return bytes(data)
    if how == "deep":
        depth = draw(st.integers(2_000, 60_000))
        at = draw(st.sampled_from(_paths(kind.valid)))
        nested = "[" * depth + "]" * depth
        return json.dumps(_swap(kind.valid, at, "@@")).replace('"@@"', nested).encode()
    at = draw(st.sampled_from(_paths(kind.valid)))
    number = draw(st.sampled_from(["1e999", "-1e999", "9" * 5000, "Infinity", "NaN"]))
    return json.dumps(_swap(kind.valid, at, "@@")).replace('"@@"', number).encode()


def _check_loading(kind: Kind, content: bytes) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / kind.name
        path.write_bytes(content)
        value, notice = kind.load(path)  # never raises
        asides = sorted(Path(folder).glob(kind.name + ".corrupt-*"))
        if asides:
            # set aside byte for byte, never overwritten; the defaults in use
            assert value == kind.default and notice
            assert not path.exists()
            assert [p.read_bytes() for p in asides] == [content]
            assert asides[0].name in notice
        else:
            # read as it is, and left as it was (statistics: an entry that
            # cannot be read is kept as it is, with a notice; the rest counts)
            assert path.read_bytes() == content
            assert not notice or (kind.name == "statistics.json" and "kept in the file" in notice)
        assert userfiles.stale_temps(path) == []
        # and the file can be written again, the kept one untouched
        kind.load(path)
        assert [p.read_bytes() for p in asides] == ([content] if asides else [])


@pytest.mark.parametrize("name", KINDS)
def test_random_bytes_never_raise_and_nothing_is_lost(name):
    kind = KINDS[name]

    @QUICK
    @given(damaged(kind))
    def check(content: bytes) -> None:
        _check_loading(kind, content)

    check()


@pytest.mark.slow
@pytest.mark.parametrize("name", KINDS)
def test_random_bytes_never_raise_and_nothing_is_lost_long(name):
    kind = KINDS[name]

    @LONG
    @given(damaged(kind) | st.binary(max_size=2000))
    def check(content: bytes) -> None:
        _check_loading(kind, content)

    check()


@pytest.mark.parametrize(
    ("name", "content"),
    [
        ("settings", b'{"shadow": 1e999}'),
        ("highscores", b'{"format": "paper-highscores", "version": 1, "scores": Infinity}'),
        ("statistics", b"[" * 100_000 + b"]" * 100_000),
        ("settings", b"\xfe\xff\x00{\x00}"),
    ],
)
def test_regressions(name, content):
    _check_loading(KINDS[name], content)


# -- round trips of valid data ------------------------------------------------

texts = st.text(
    st.characters(blacklist_categories=("Cs",), blacklist_characters="\x00"), max_size=30
)


@QUICK
@given(
    folders=st.lists(texts.filter(bool), max_size=4, unique=True),
    animation=st.sampled_from(list(SPEEDS)),
    shadow=st.booleans(),
    back=st.sampled_from(BACKS),
    labels=st.booleans(),
)
def test_settings_round_trip_exactly(folders, animation, shadow, back, labels):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        original = Settings(folders, animation, shadow, back, labels)
        settings_module.save(original, path)
        assert settings_module.load(path) == (original, "")


names = st.text(st.characters(blacklist_categories=("Cs", "Cc", "Z")), min_size=1, max_size=24)


@QUICK
@given(
    st.lists(
        st.tuples(names, st.integers(0, 10**6), st.dates().map(lambda d: d.isoformat())),
        max_size=15,
    )
)
def test_high_scores_round_trip_exactly(rows):
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "highscores.json"
        table = HighScores(path, keep=100)
        table.entries = [HighScore(*row) for row in rows]
        table.save()
        again = HighScores(path, keep=100)
        assert again.notice == ""
        assert sorted(again.entries, key=repr) == sorted(table.entries, key=repr)
        assert len(again.entries) == len(rows)


events = st.lists(
    st.tuples(
        st.sampled_from(["played", "win", "loss", "reset"]),
        st.sampled_from(["klondike", "freecell", "ñame with spaces"]),
        st.floats(0, 10**6, allow_nan=False),
        st.integers(0, 10**5),
    ),
    max_size=12,
)


@QUICK
@given(events)
def test_statistics_round_trip_exactly_and_always_add_up(steps):
    with tempfile.TemporaryDirectory() as folder:
        stats = Statistics(Path(folder) / "statistics.json")
        for what, game, seconds, moves in steps:
            if what == "played":
                stats.record_played(game)
            elif what == "win":
                stats.record_win(game, seconds, moves)
            elif what == "loss":
                stats.record_loss(game)
            else:
                stats.reset(game)
        again = Statistics(stats.path)
        assert again.notice == "" and again.games == stats.games
        for figures in again.games.values():
            assert isinstance(figures, GameStats)
            assert figures.won <= figures.played
            assert 0.0 <= figures.win_rate <= 1.0
            assert figures.best_time is None or math.isfinite(figures.best_time)
