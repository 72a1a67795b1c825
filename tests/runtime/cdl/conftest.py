"""Compile each CDL program once per test run; tests open Sessions on it."""

from __future__ import annotations

from pathlib import Path

import pytest

from runtime.session import Session, resolve

ROOT = Path(__file__).resolve().parents[3]
PROGRAMS = Path(__file__).resolve().parent / "programs"
_RULES: dict[str, type] = {}


def rules_of(path: Path) -> type:
    key = str(path)
    if key not in _RULES:
        _RULES[key] = resolve(key, []).rules
    return _RULES[key]


@pytest.fixture
def open_game():
    """open_game("cws_klondike", seed) for games_src/, or a path to any .cdl."""

    def opener(name: str, seed: int = 1) -> Session:
        path = Path(name)
        if path.suffix != ".cdl":
            path = ROOT / "games_src" / f"{name}.cdl"
            if not path.exists():
                path = PROGRAMS / f"{name}.cdl"
        return Session(rules_of(path)(), seed, origin=str(path))

    return opener
