"""The high-score table never crashes and never loses a file."""

from __future__ import annotations

import datetime as dt
import json

from runtime.highscores import KEEP, HighScores


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


def test_corrupt_file_is_set_aside_not_overwritten(tmp_path):
    path = tmp_path / "highscores.json"
    path.write_text('{"format": "paper-highscores", "version": 1, "scores": [{"na')
    table = HighScores(path)
    assert table.entries == []
    assert "unreadable" in table.notice
    aside = [p for p in tmp_path.iterdir() if ".corrupt-" in p.name]
    assert len(aside) == 1 and aside[0].read_text().startswith('{"format"')
    table.add("Bo", 50)
    assert json.loads(path.read_text())["scores"][0]["name"] == "Bo"
    # a second corruption keeps both old files
    path.write_bytes(b"\xff\xfe junk")
    HighScores(path)
    assert len([p for p in tmp_path.iterdir() if ".corrupt-" in p.name]) == 2


def test_foreign_json_is_set_aside(tmp_path):
    path = tmp_path / "highscores.json"
    path.write_text("[1, 2, 3]")
    table = HighScores(path)
    assert table.entries == [] and table.notice
