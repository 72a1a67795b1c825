"""Shared test set-up. Arcade must see ARCADE_HEADLESS before it is imported."""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("ARCADE_HEADLESS", "1")

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
