"""Paper's runtime: load game plugins and play them.

The public API is `Session` (one game being played), `IllegalMove`,
`GameError`, the data classes of `runtime.engine.model` and `hookimpl` (or,
for a module of one game, `game_hook`) for plugins. Importing this package loads no arcade.

The names below are loaded when first used (PEP 562), so that importing
one module of the package loads no other: the compiler imports the card
tables of `runtime.engine.cards`, which import nothing, without loading the
runtime (docs/runtime.md, "What the compiler may import").
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from runtime.engine.model import Card, Event, GameError, HelpBox, IllegalMove, Layout, Move
    from runtime.hooks import game_hook, hookimpl, hookspec
    from runtime.session import Session, SessionError

# each public name -> the module that defines it
_HOMES = {
    "Card": "runtime.engine.model",
    "Event": "runtime.engine.model",
    "GameError": "runtime.engine.model",
    "HelpBox": "runtime.engine.model",
    "IllegalMove": "runtime.engine.model",
    "Layout": "runtime.engine.model",
    "Move": "runtime.engine.model",
    "Session": "runtime.session",
    "SessionError": "runtime.session",
    "game_hook": "runtime.hooks",
    "hookimpl": "runtime.hooks",
    "hookspec": "runtime.hooks",
}

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
    "game_hook",
    "hookimpl",
    "hookspec",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'runtime' has no attribute {name!r}")
    value = getattr(importlib.import_module(home), name)
    globals()[name] = value  # found once; later reads skip this function
    return value


def __dir__() -> list[str]:
    return sorted([*globals(), *__all__])
