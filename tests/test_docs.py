"""Documentation that must stay in step with the code."""

from __future__ import annotations

import inspect
from pathlib import Path

from runtime.hooks import PaperSpec

ROOT = Path(__file__).resolve().parent.parent


def test_every_hookspec_is_documented_in_plugins_md():
    text = (ROOT / "docs" / "plugins.md").read_text(encoding="utf-8")
    hooks = [name for name, _ in inspect.getmembers(PaperSpec) if name.startswith("paper_")]
    assert hooks
    for name in hooks:
        assert f"`{name}(" in text, f"docs/plugins.md does not document {name}"
