"""Screenshots the UI tests take: always under the test's tmp folder, and
into docs/screenshots/ as well when PAPER_DOCS_SCREENSHOTS=1 is set (how
the pictures in docs/ui.md are redrawn from real frames of real input)."""

from __future__ import annotations

import os
from pathlib import Path

DOCS = Path(__file__).resolve().parents[3] / "docs" / "screenshots"


def keep(image, folder: Path, name: str) -> Path:
    """Save `image` under `folder` (and under docs/screenshots/ when asked)."""
    path = folder / name
    image.save(path)
    if os.environ.get("PAPER_DOCS_SCREENSHOTS") == "1":
        image.save(DOCS / name)
    return path
