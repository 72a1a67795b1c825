"""Shared test set-up. Arcade must see ARCADE_HEADLESS before it is imported."""

from __future__ import annotations

import gc
import os
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("ARCADE_HEADLESS", "1")

# Speed is measured in benchmarks/, never asserted by a test: Hypothesis's
# clocks (its deadline, its "generation is slow" check) would make a loaded
# machine's run fail where an idle one passes.
settings.register_profile("paper", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("paper")

# No test reads or writes the player's own folders. Before anything else runs,
# every per-user location (Paper's variables and the XDG folders platformdirs
# reads) points into a folder of this test process's own, so a subprocess a
# test starts is kept out too; each test then gets folders of its own below.
REAL_HOME = Path.home()
_OWN = Path(tempfile.mkdtemp(prefix="paper-tests-"))
USER_FOLDERS = {
    "PAPER_CONFIG_DIR": "config",
    "PAPER_DATA_DIR": "data",
    "PAPER_CACHE_DIR": "cache",
    "XDG_CONFIG_HOME": "xdg-config",
    "XDG_DATA_HOME": "xdg-data",
    "XDG_CACHE_HOME": "xdg-cache",
    "XDG_STATE_HOME": "xdg-state",
}
for _variable, _name in USER_FOLDERS.items():
    os.environ[_variable] = str(_OWN / _name)

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))


def pytest_addoption(parser):
    parser.addoption(
        "--update-golden",
        action="store_true",
        default=False,
        help="rewrite the expected outputs of golden and error cases",
    )


@pytest.fixture(autouse=True, scope="module")
def settled_heap():
    """Each test module starts with the heap frozen: what the modules
    imported and the tests before it left alive stays alive, and a full
    garbage collection (Python's own, and the table's whenever its card
    size changes) walks only what this module makes. A worker ran two
    thousand tests before the UI tests, and each collection walked all
    they left: more than half of the UI tests' CPU went there. (Anything
    alive now that becomes garbage later is never collected: at the
    start of a module, nothing of a test's is still alive.)"""
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def own_user_folders(tmp_path_factory, monkeypatch):
    """Each test's own config, data and cache folders (and XDG homes), empty."""
    root = tmp_path_factory.mktemp("user")
    for variable, name in USER_FOLDERS.items():
        monkeypatch.setenv(variable, str(root / name))
    return root


@pytest.fixture
def cache(own_user_folders):
    """The test's own compile cache folder (`$PAPER_CACHE_DIR`)."""
    return own_user_folders / USER_FOLDERS["PAPER_CACHE_DIR"]


@pytest.fixture
def processes():
    """`processes(args, **popen_options)` starts a subprocess that is ended
    when the test ends, passed or failed: asked to stop (SIGTERM), then
    killed if it has not within five seconds, and always waited for."""
    import subprocess

    started: list[subprocess.Popen] = []

    def start(args, **options) -> subprocess.Popen:
        proc = subprocess.Popen(args, **options)
        started.append(proc)
        return proc

    yield start
    for proc in started:
        if proc.poll() is None:
            proc.terminate()
            try:
                proc.wait(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            if stream is not None:
                stream.close()
