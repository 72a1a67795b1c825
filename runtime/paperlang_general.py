"""What the general engine's build of a Paperlang game imports (paperc's
`general` option, which the differential tests compare the compiled engine
against): the plugins' API (`runtime.paperlang`) and the general engine's
own classes. No bundled plugin imports it."""

from __future__ import annotations

from runtime import paperlang
from runtime.engine.paperlang.game import Block, PaperlangGame
from runtime.engine.paperlang.runtime import Runtime
from runtime.engine.paperlang.select import Pattern
from runtime.engine.paperlang.transfer import (
    ALL,
    local_filter,
    local_move_filter,
    move_filter_reading,
)
from runtime.paperlang import *  # noqa: F403 (the plugins' API, all of it)

__all__ = [
    *paperlang.__all__,
    "ALL",
    "Block",
    "PaperlangGame",
    "Pattern",
    "Runtime",
    "local_filter",
    "local_move_filter",
    "move_filter_reading",
]
