"""One headless window shared by the UI tests (opening windows is slow), a
clock the tests move by hand, and two costs a UI test no longer pays: the
table's searches no one reads, and walking the garbage earlier tests left."""

from __future__ import annotations

import gc

import pytest
from uihelpers import FakeClock

# What a table searches in the background while a test plays on it, unless
# the test is marked `full_search`: every table starts a "winnable?" search
# (up to 20,000 states and 8 s) on a thread of its own after each move, and
# a test that never reads the verdict paid for it all the same (nearly half
# the CPU of the table tests). The search still runs, beside the test, on a
# smaller budget; the tests that read what it finds keep the game's own.
QUIET_BUDGET = 500


@pytest.fixture(scope="session")
def window():
    from runtime.settings import Settings
    from runtime.ui.app import PaperWindow

    # autoplay off: each test counts the moves it makes; the autoplay tests
    # turn it on themselves
    win = PaperWindow(
        Settings(autoplay=False), 1024, 700, visible=False, persist=False, entry_points=False
    )
    yield win
    win.close()


@pytest.fixture(autouse=True, scope="module")
def settled_heap(window):
    """The root conftest's, once the shared window's last table is let
    go: it is collected, not frozen with its textures."""
    window.hide_view()
    gc.collect()
    gc.freeze()


@pytest.fixture(autouse=True)
def quiet_searches(request, monkeypatch):
    """The table's "winnable?" and stuck searches on `QUIET_BUDGET` states."""
    if request.node.get_closest_marker("full_search") is None:
        from runtime import analysis

        monkeypatch.setattr(analysis, "VERDICT_BUDGET", QUIET_BUDGET)
        monkeypatch.setattr(analysis, "STUCK_BUDGET", QUIET_BUDGET)


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
