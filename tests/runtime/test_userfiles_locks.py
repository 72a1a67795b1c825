"""User files stay locked and whole across processes and threads: in a forked
child, a spawned child and a thread, with whatever filelock is installed
(`make test-latest` runs this with the newest)."""

from __future__ import annotations

import multiprocessing
import os
import subprocess
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from runtime import userfiles

ROOT = Path(__file__).resolve().parents[2]
ROUNDS = 25


def _count(value: object) -> int:
    if not isinstance(value, int):
        raise userfiles.Corrupt("the count is not a number")
    return value


def _add_one(path: str, rounds: int = ROUNDS) -> int:
    """Add one to the count in `path`, `rounds` times, each a locked read-modify-write."""
    for _ in range(rounds):
        userfiles.update(Path(path), _count, lambda: 0, lambda n: n + 1, lambda n: n, "count")
    return userfiles.read(Path(path), _count, lambda: 0, "count").value


def _hold_lock_in_parent(path: Path) -> None:
    """What a Paper does before it starts workers: read a file that exists,
    which makes (and keeps) its lock object."""
    userfiles.write_atomic(path, b"0\n")
    assert userfiles.read(path, _count, lambda: 0, "count").value == 0


@pytest.mark.parametrize("method", ["fork", "spawn", "forkserver"])
def test_children_lock_files_the_parent_has_locked(tmp_path, method):
    path = tmp_path / "count.json"
    _hold_lock_in_parent(path)
    context = multiprocessing.get_context(method)
    with ProcessPoolExecutor(max_workers=2, mp_context=context) as pool:
        list(pool.map(_add_one, [str(path)] * 4))
    assert userfiles.read(path, _count, lambda: 0, "count").value == 4 * ROUNDS


def test_a_child_forked_while_the_parent_holds_the_lock(tmp_path):
    path = tmp_path / "count.json"
    _hold_lock_in_parent(path)
    context = multiprocessing.get_context("fork")
    with userfiles.locked(path):
        child = context.Process(target=_add_one, args=(str(path), 3))
        child.start()
        # the child waits for the parent's lock, not on a copy of it
        child.join(0.5)
        assert child.is_alive()
        assert userfiles.read(path, _count, lambda: 0, "count").value == 0
    child.join(30)
    assert child.exitcode == 0
    assert userfiles.read(path, _count, lambda: 0, "count").value == 3


def test_threads_exclude_each_other(tmp_path):
    path = tmp_path / "count.json"
    _hold_lock_in_parent(path)
    errors: list[BaseException] = []

    def work() -> None:
        try:
            _add_one(str(path))
        except BaseException as exc:  # noqa: BLE001 - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not errors
    assert userfiles.read(path, _count, lambda: 0, "count").value == 4 * ROUNDS


def test_the_lock_is_reentrant_in_a_thread(tmp_path):
    path = tmp_path / "count.json"
    with userfiles.locked(path):
        with userfiles.locked(path):
            userfiles.write_atomic(path, b"7\n")
    assert userfiles.read(path, _count, lambda: 0, "count").value == 7


def test_paper_solve_with_jobs_works_where_a_settings_file_exists(tmp_path, capsys):
    from runtime import settings
    from runtime.cli import main

    chosen, _ = settings.load()
    chosen.cycle_speed()  # what changing an option in the launcher does
    settings.save(chosen)
    assert userfiles.settings_path().is_file()
    assert settings.load()[1] == ""  # read once more: this process now has the lock object
    out = tmp_path / "golf.csv"
    code = main(
        ["solve", "golf", "--seeds", "20-23", "--jobs", "2", "--budget", "600"]
        + ["-o", str(out), "--quiet"]
    )
    assert code == 0, capsys.readouterr().err
    rows = out.read_text(encoding="utf-8").splitlines()
    assert rows[0].startswith("seed,verdict")
    assert sorted(int(row.split(",")[0]) for row in rows[1:]) == [20, 21, 22, 23]
    assert "Traceback" not in capsys.readouterr().err


FILELOCK_3 = "filelock==3.32.7"  # the last 3.x, which shares a lock inherited across fork


def test_the_same_with_filelock_3(tmp_path):
    """The tests above run again in a child Python that finds filelock 3.x first."""
    target = tmp_path / "filelock3"
    subprocess.run(
        [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--target", str(target)]
        + [FILELOCK_3],
        check=True,
        capture_output=True,
        timeout=300,
    )
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(target), str(ROOT)])}
    check = "import filelock; print(filelock.__version__)"
    version = subprocess.run(
        [sys.executable, "-c", check], env=env, capture_output=True, text=True, check=True
    ).stdout.strip()
    assert version.startswith("3."), version
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist"]
        + [__file__, "-k", "not filelock_3 and not paper_solve"],
        env=env,
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    assert " passed" in result.stdout
