"""Settings: defaults, round trip, atomic writes, corrupt files set aside."""

from __future__ import annotations

import json

import pytest

from runtime import settings
from runtime.settings import Settings


@pytest.fixture
def path(tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "cfg"))
    return settings.settings_path()


def test_missing_file_gives_defaults_quietly(path):
    loaded, message = settings.load()
    assert loaded == Settings() and message == ""


def test_round_trip_and_no_temp_file_left(path, tmp_path):
    s = Settings()
    assert s.add_folder(tmp_path) and not s.add_folder(tmp_path)
    s.cycle_speed()
    s.cycle_back()
    settings.save(s)
    assert settings.load() == (s, "")
    assert [p.name for p in path.parent.iterdir()] == ["settings.json"]


@pytest.mark.parametrize(
    "content", ["{not json", "[1, 2]", '{"shadow": "yes"}', '{"plugin_folders": [3]}']
)
def test_a_corrupt_file_is_set_aside_with_a_message(path, content):
    path.parent.mkdir(parents=True)
    path.write_text(content)
    loaded, message = settings.load()
    assert loaded == Settings()
    assert "corrupt" in message and str(path) in message
    assert not path.exists()
    assert (path.parent / "settings.json.corrupt-1").read_text() == content


def test_unknown_keys_are_ignored_and_bad_choices_reset(path):
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"future": 1, "animation": "warp", "card_back": "plaid"}))
    loaded, message = settings.load()
    assert message == "" and loaded.animation == "normal" and loaded.card_back == "blue2"
