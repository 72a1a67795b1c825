"""What a generated CDL plugin imports: the public face of the CDL engine.

`CdlGame` is the base class of each compiled game, `StackInfo` describes a
stack, `Vm` is the working state its methods receive. `i16`, `div` and
`mod` are CDL's 16-bit arithmetic; `card_text` is how WRITE prints a card;
`is_side_up`, `is_side_down` and `is_shaded` are the built-in predicates
(`side_up`: is_side_up of each value 0..255, a table);
`top`, `card`, `turn`, `pull`, `move`, `inverse`, `remove` and `Overrun`
are what the flat versions of the system predicates and of press methods
use (runtime/engine/cdl/flat.py).
"""

from __future__ import annotations

from runtime.engine.cdl.flat import Overrun, card, inverse, move, pull, remove, top, turn
from runtime.engine.cdl.game import CdlGame, StackInfo
from runtime.engine.cdl.state import CdlState
from runtime.engine.cdl.values import (
    card_text,
    div,
    i16,
    is_shaded,
    is_side_down,
    is_side_up,
    mod,
    side_up,
)
from runtime.engine.cdl.vm import Vm

__all__ = [
    "Overrun",
    "CdlGame",
    "CdlState",
    "StackInfo",
    "Vm",
    "card",
    "card_text",
    "div",
    "i16",
    "is_shaded",
    "is_side_down",
    "is_side_up",
    "inverse",
    "mod",
    "move",
    "pull",
    "remove",
    "side_up",
    "top",
    "turn",
]
