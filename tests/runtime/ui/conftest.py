"""One headless window shared by the UI tests (opening windows is slow) and
a clock the tests move by hand."""

from __future__ import annotations

import pytest
from uihelpers import FakeClock


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


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
