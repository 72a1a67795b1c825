"""User files stay locked and whole across processes and threads: in a forked
child, a spawned child and a thread, with whatever filelock is installed
(`make test-latest` runs this with the newest)."""

from __future__ import annotations

import multiprocessing
import threading
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import pytest

from runtime import userfiles

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
