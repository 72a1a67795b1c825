"""The suite never touches the player's own folders: every per-user place
Paper writes to lies in the test's own temporary folder."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import platformdirs

from runtime import userfiles
from tests.conftest import REAL_HOME

pytest_plugins = ["pytester"]  # a test of the suite's own fixture runs a small pytest


def _inside(path: Path, folder: Path) -> bool:
    return Path(path).resolve().is_relative_to(folder.resolve())


def test_user_folders_are_the_tests_own(own_user_folders):
    places = [
        userfiles.config_dir(),
        userfiles.data_dir(),
        userfiles.cache_dir(),
        userfiles.compile_cache_dir(),
        userfiles.settings_path(),
        userfiles.stats_path(),
        userfiles.highscores_path(),
        userfiles.saves_dir(),
        Path(platformdirs.user_config_dir("paper")),
        Path(platformdirs.user_data_dir("paper")),
        Path(platformdirs.user_cache_dir("paper")),
    ]
    for place in places:
        assert _inside(place, own_user_folders), place
        assert not _inside(place, REAL_HOME) or _inside(own_user_folders, REAL_HOME), place


def test_a_subprocess_is_kept_out_too(own_user_folders):
    code = (
        "from runtime import userfiles; "
        "print(userfiles.config_dir()); print(userfiles.data_dir()); "
        "print(userfiles.compile_cache_dir())"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout.split()
    assert len(out) == 3
    for line in out:
        assert _inside(Path(line), own_user_folders), line


def test_two_tests_do_not_share_folders(own_user_folders, tmp_path_factory):
    # the fixture's folder is new for this test: nothing from an earlier test is there
    assert not userfiles.settings_path().exists()
    assert not userfiles.stats_path().exists()


def test_a_failing_test_leaves_no_process_behind(pytester):
    pytester.makepyfile(
        test_inner="""
        import pathlib, sys
        from tests.conftest import processes  # noqa: F401 - the fixture under test

        def test_fails(processes):
            proc = processes([sys.executable, "-c", "import time; time.sleep(600)"])
            pathlib.Path("pid").write_text(str(proc.pid))
            assert False, "this test fails on purpose"
        """
    )
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider", "-p", "no:xdist")
    result.assert_outcomes(failed=1)
    pid = int((pytester.path / "pid").read_text())
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return
    raise AssertionError(f"process {pid} outlived the failed test")
