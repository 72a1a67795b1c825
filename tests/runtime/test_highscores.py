"""The high-score table never crashes, never loses a file, and never loses
an entry, even with several Papers writing at once or one killed mid-write."""

from __future__ import annotations

import datetime as dt
import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from runtime import userfiles
from runtime.highscores import KEEP, HighScore, HighScores

ROOT = Path(__file__).resolve().parents[2]


def test_missing_file_is_created_on_first_score(tmp_path):
    path = tmp_path / "sub" / "highscores.json"
    table = HighScores(path)
    assert table.entries == [] and table.notice == ""
    assert table.add("Ada", 120, dt.date(2026, 1, 2)) == 1
    data = json.loads(path.read_text())
    assert data["scores"] == [{"name": "Ada", "score": 120, "date": "2026-01-02"}]


def test_best_first_and_only_the_best_kept(tmp_path):
    table = HighScores(tmp_path / "h.json")
    for score in range(KEEP + 3):
        table.add(f"p{score}", score * 10)
    reread = HighScores(tmp_path / "h.json")
    assert [e.score for e in reread.entries] == [s * 10 for s in range(KEEP + 2, 2, -1)]
    assert reread.add("low", 0) is None
    assert reread.qualifies(1000)


def test_a_round_trip_is_exact(tmp_path):
    table = HighScores(tmp_path / "h.json")
    table.add("Zoë  de la   Cruz", 77, dt.date(2025, 12, 31))
    table.add("Ada", 77, dt.date(2025, 12, 30))
    table.add("Ada", 77, dt.date(2025, 12, 30))  # the same twice is two tours
    again = HighScores(tmp_path / "h.json")
    assert again.entries == table.entries
    assert again.entries == [
        HighScore("Ada", 77, "2025-12-30"),
        HighScore("Ada", 77, "2025-12-30"),
        HighScore("Zoë de la Cruz", 77, "2025-12-31"),
    ]


def corrupt_files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name)


def test_corrupt_file_is_set_aside_not_overwritten(tmp_path):
    path = tmp_path / "highscores.json"
    path.write_text('{"format": "paper-highscores", "version": 1, "scores": [{"na')
    table = HighScores(path)
    assert table.entries == []
    assert "unreadable" in table.notice
    (aside,) = corrupt_files(tmp_path)
    assert aside.read_text().startswith('{"format"')
    table.add("Bo", 50)
    assert json.loads(path.read_text())["scores"][0]["name"] == "Bo"
    # a second corruption keeps both old files
    path.write_bytes(b"\xff\xfe junk")
    HighScores(path)
    assert len(corrupt_files(tmp_path)) == 2


def good_file(scores: str) -> bytes:
    return ('{"format": "paper-highscores", "version": 1, "scores": ' + scores + "}").encode()


@pytest.mark.parametrize(
    "content",
    [
        b"[1, 2, 3]",
        good_file('[{"name": "A", "score": 1e999, "date": "2026-01-01"}]'),
        good_file('[{"name": "A", "score": Infinity, "date": "2026-01-01"}]'),
        good_file('[{"name": "A", "score": NaN, "date": "2026-01-01"}]'),
        good_file('[{"name": "A", "score": -Infinity, "date": "2026-01-01"}]'),
        good_file('[{"name": "A", "score": ' + "9" * 5000 + ', "date": "2026-01-01"}]'),
        good_file('[{"name": "A", "score": 3, "date": "yesterday"}]'),
        good_file('[{"name": "A", "score": true, "date": "2026-01-01"}]'),
        good_file('[{"name": ["A"], "score": 3, "date": "2026-01-01"}]'),
        good_file('[{"name": "A", "score": -5, "date": "2026-01-01"}]'),
        good_file('[{"score": 3, "date": "2026-01-01"}]'),
        good_file("[" * 100_000 + "]" * 100_000),
        good_file('{"a": ' * 50_000 + "1" + "}" * 50_000),
        good_file('"scores"'),
        b"",
        b"\x00" * 64,
    ],
    ids=[
        "list",
        "1e999",
        "infinity",
        "nan",
        "-infinity",
        "5000-digits",
        "date",
        "bool",
        "name-list",
        "negative",
        "no-name",
        "deep-lists",
        "deep-objects",
        "scores-not-list",
        "empty",
        "nul",
    ],
)
def test_a_bad_file_is_moved_aside_and_the_table_starts_empty(tmp_path, content):
    path = tmp_path / "highscores.json"
    path.write_bytes(content)
    table = HighScores(path)
    assert table.entries == [] and "unreadable" in table.notice
    (aside,) = corrupt_files(tmp_path)
    assert aside.read_bytes() == content and aside.name in table.notice
    assert not path.exists()
    assert table.add("Cy", 5) == 1  # and play goes on
    assert [e.name for e in HighScores(path).entries] == ["Cy"]
    assert aside.read_bytes() == content


def test_a_stale_table_does_not_drop_what_another_paper_wrote(tmp_path):
    path = tmp_path / "highscores.json"
    running = HighScores(path)  # read at start, held all along
    other = HighScores(path)
    other.add("Other", 300, dt.date(2026, 1, 1))
    other.add("Other", 100, dt.date(2026, 1, 1))
    assert running.entries == []
    assert running.add("Me", 200, dt.date(2026, 1, 2)) == 2  # ranked among what is on disk
    assert [e.score for e in HighScores(path).entries] == [300, 200, 100]
    # save() from a copy that never saw them keeps them too
    stale = HighScores(path)
    stale.entries = [HighScore("Late", 50, "2026-01-03")]
    stale.save()
    assert [e.score for e in HighScores(path).entries] == [300, 200, 100, 50]


WRITER = """
import sys, time
from pathlib import Path
from runtime.highscores import HighScores
path, tag, count, go = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]), Path(sys.argv[4])
while not go.exists():
    time.sleep(0.005)
table = HighScores(path, keep=100_000)  # read once: a stale copy from here on
for n in range(count):
    table.add(f"{tag}-{n}", n)
"""


def _start(processes, code: str, *args: object) -> subprocess.Popen:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return processes([sys.executable, "-c", code, *map(str, args)], cwd=ROOT, env=env)


def test_papers_adding_scores_at_the_same_time_keep_every_entry(tmp_path, processes):
    path = tmp_path / "highscores.json"
    go = tmp_path / "go"
    writers, each = 4, 30
    procs = [_start(processes, WRITER, path, f"w{i}", each, go) for i in range(writers)]
    time.sleep(0.5)  # let them all start and wait
    go.touch()
    for proc in procs:
        assert proc.wait(timeout=120) == 0
    table = HighScores(path, keep=100_000)
    assert table.notice == ""
    names = sorted(e.name for e in table.entries)
    assert names == sorted(f"w{i}-{n}" for i in range(writers) for n in range(each))
    assert userfiles.stale_temps(path) == []


LOOPER = """
import sys
from pathlib import Path
from runtime.highscores import HighScores
path = Path(sys.argv[1])
table = HighScores(path, keep=100_000)
n = 0
while True:  # a big table, so that a write takes a while
    n += 1
    table.add("x" * 20 + str(n), n)
    if n > 3000:
        table.entries = table.entries[:2000]
"""


def test_a_writer_killed_mid_write_leaves_a_valid_file_and_no_temp_files(tmp_path, processes):
    path = tmp_path / "highscores.json"
    seed = HighScores(path, keep=100_000)
    for n in range(2000):  # about 100 KB
        seed.entries.append(HighScore("y" * 20 + str(n), n, "2026-01-01"))
    seed.save()
    left_behind = 0
    # on a busy machine the writer may finish between the look and the kill:
    # try more times, and kill at once on every other try
    for attempt in range(40):
        if attempt >= 3 and left_behind:
            break
        proc = _start(processes, LOOPER, path)
        deadline = time.monotonic() + 60
        while not userfiles.stale_temps(path) and time.monotonic() < deadline:
            time.sleep(0.001)  # until it is in the middle of a write
        time.sleep(0.002 * (attempt % 4) * (attempt % 2))
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
        left_behind += bool(userfiles.stale_temps(path))
        # the next start: the file reads cleanly and the temp file is gone
        table = HighScores(path, keep=100_000)
        assert table.notice == "" and len(table.entries) >= 2000
        assert userfiles.stale_temps(path) == []
        assert corrupt_files(tmp_path) == []
    assert left_behind  # a kill did land mid-write at least once


def test_a_folder_that_cannot_be_written_is_a_notice_not_a_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    table = HighScores(blocker / "highscores.json")
    assert table.entries == [] and table.add("Ada", 10) is None
    assert table.notice.startswith("cannot save the high scores")


def test_paper_startup_removes_temp_files_a_killed_paper_left(tmp_path, monkeypatch, capsys):
    from runtime import cli

    monkeypatch.setenv("PAPER_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "cfg"))
    (tmp_path / "data").mkdir()
    temp = tmp_path / "data" / ".highscores.json.abc123.tmp"
    temp.write_text('{"format": "paper-hi')
    other = tmp_path / "data" / ".notes.txt.tmp"  # not one of Paper's: left alone
    other.write_text("x")
    assert cli.main(["shot", "no-such-game", "-o", str(tmp_path / "x.png")]) == 1
    assert not temp.exists() and other.exists()
