"""Paper's runtime: load game plugins and play them.

The public API is `Session` (one game being played), `IllegalMove`,
`GameError`, the data classes of `runtime.engine.model` and `hookimpl` for
plugins. Importing this package loads no arcade.
"""

from __future__ import annotations

from runtime.engine.model import Card, Event, GameError, HelpBox, IllegalMove, Layout, Move
from runtime.hooks import hookimpl, hookspec
from runtime.session import Session, SessionError

__all__ = [
    "Card",
    "Event",
    "GameError",
    "HelpBox",
    "IllegalMove",
    "Layout",
    "Move",
    "Session",
    "SessionError",
    "hookimpl",
    "hookspec",
]
