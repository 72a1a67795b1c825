"""Settings: defaults, round trip, atomic writes, corrupt files set aside."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from runtime import settings, userfiles
from runtime.settings import Settings


@pytest.fixture
def path(tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "cfg"))
    return settings.settings_path()


def asides(path):
    return sorted(p for p in path.parent.iterdir() if ".corrupt-" in p.name)


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
    # the file and its lock; no temp file
    assert sorted(p.name for p in path.parent.iterdir()) == [".settings.json.lock", "settings.json"]


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",
        b"[1, 2]",
        b'{"shadow": "yes"}',
        b'{"plugin_folders": [3]}',
        b'{"plugin_folders": ["a\\u0000b"]}',
        b'{"plugin_folders": ["\\ud800"]}',
        b"\xff\xfe\x00{",
        b'{"animation": "fast", "x": ' + b"[" * 50_000 + b"]" * 50_000 + b"}",
        b'{"shadow": NaN}',
    ],
    ids=["syntax", "list", "type", "folder-type", "nul", "surrogate", "not-utf8", "deep", "nan"],
)
def test_a_corrupt_file_is_set_aside_with_a_message(path, content):
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    loaded, message = settings.load()
    assert loaded == Settings()
    assert "unreadable" in message and str(path) in message
    assert not path.exists()
    (aside,) = asides(path)
    assert aside.read_bytes() == content and aside.name in message


def test_a_second_corrupt_file_never_replaces_the_first(path):
    path.parent.mkdir(parents=True)
    path.write_text("{one")
    settings.load()
    path.write_text("{two")
    settings.load()
    assert sorted(p.read_text() for p in asides(path)) == ["{one", "{two"]


def test_saving_over_a_corrupt_file_keeps_it(path):
    path.parent.mkdir(parents=True)
    path.write_bytes(b"\x80 not utf-8")
    settings.save(Settings(animation="fast"))
    assert settings.load() == (Settings(animation="fast"), "")
    assert [p.read_bytes() for p in asides(path)] == [b"\x80 not utf-8"]


def test_unknown_keys_are_ignored_and_bad_choices_reset(path):
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"future": 1, "animation": "warp", "card_back": "plaid"}))
    loaded, message = settings.load()
    assert message == "" and loaded.animation == "normal" and loaded.card_back == "blue2"


def test_a_folder_another_paper_added_is_kept_on_save(path, tmp_path):
    mine, _ = settings.load()
    other, _ = settings.load()
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    other.add_folder(tmp_path / "a")
    settings.save(other)
    mine.add_folder(tmp_path / "b")
    mine.animation = "off"
    settings.save(mine)
    loaded, _ = settings.load()
    assert loaded.plugin_folders == [str(tmp_path / "b"), str(tmp_path / "a")]
    assert loaded.animation == "off"


def test_paper_starts_with_a_corrupt_settings_file(tmp_path):
    """Through the real `paper` command, in its own process: a notice on
    stderr, exit 0, the old file kept, the defaults used."""
    content = b"\xff\xfe\xfa settings"
    config = tmp_path / "cfg"
    config.mkdir()
    (config / "settings.json").write_bytes(content)
    out = tmp_path / "launcher.png"
    env = {
        **_env(),
        "PAPER_CONFIG_DIR": str(config),
        "PAPER_DATA_DIR": str(tmp_path / "data"),
        "ARCADE_HEADLESS": "1",
    }
    done = subprocess.run(
        [sys.executable, "-m", "runtime.cli", "shot", "accordion", "--size", "400x300", "-o", out],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr
    assert "settings file" in done.stderr and "unreadable" in done.stderr
    assert out.exists()
    (aside,) = [p for p in config.iterdir() if ".corrupt-" in p.name]
    assert aside.read_bytes() == content
    assert not (config / "settings.json").exists()


def test_cli_main_reports_a_corrupt_settings_file(tmp_path, monkeypatch, capsys):
    """`runtime.cli.main`, the function `paper` runs, in this process."""
    from runtime import cli

    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "cfg"))
    (tmp_path / "cfg").mkdir()
    (tmp_path / "cfg" / "settings.json").write_bytes(b"[" * 200_000)
    assert cli.main(["shot", "nonexistent-game", "-o", str(tmp_path / "x.png")]) == 1
    err = capsys.readouterr().err
    assert "settings file" in err and "nests too deeply" in err
    assert "no game with id" in err  # and the command went on to the real error
    assert len(list((tmp_path / "cfg").glob("settings.json.corrupt-*"))) == 1


def _env() -> dict[str, str]:
    import os

    return {k: v for k, v in os.environ.items() if not k.startswith("PAPER_")}


def test_userfiles_folders_follow_the_environment(tmp_path, monkeypatch):
    monkeypatch.setenv("PAPER_CONFIG_DIR", str(tmp_path / "c"))
    monkeypatch.setenv("PAPER_DATA_DIR", str(tmp_path / "d"))
    monkeypatch.setenv("PAPER_CACHE_DIR", str(tmp_path / "k"))
    assert userfiles.settings_path() == tmp_path / "c" / "settings.json"
    assert userfiles.highscores_path() == tmp_path / "d" / "highscores.json"
    assert userfiles.stats_path() == tmp_path / "d" / "statistics.json"
    assert userfiles.compile_cache_dir() == tmp_path / "k"


def test_a_huge_file_is_set_aside_without_reading_it_whole(path):
    path.parent.mkdir(parents=True)
    with path.open("wb") as handle:
        handle.truncate(userfiles.MAX_BYTES * 4)  # sparse: 32 MB of NUL
    loaded, message = settings.load()
    assert loaded == Settings() and "too big" in message
    (aside,) = asides(path)
    assert aside.stat().st_size == userfiles.MAX_BYTES * 4
