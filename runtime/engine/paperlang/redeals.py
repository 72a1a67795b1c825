"""Limited redeals (Paperlang's `redeals N` pile property): how many a pile
has left.

The compiler does the counting (paperc/paperlang/redeals.py): each click of
a pile with a limit adds one to a game variable that the generated pile
names (`Pile.redeal_counter`), and the click is open only while fewer than
the limit were made. So the state holds nothing new; this module only reads
it back for `Session.redeals_left` and the table.
"""

from __future__ import annotations

from typing import Any

from runtime.engine.paperlang.piles import Pile


def redeals_left(pile: Pile | None, values: dict[str, Any]) -> int | None:
    """The redeals a pile has left, from the game's variables; None when it
    has no limit (no `redeals`, `redeals -1`, or a limit variable below 0)."""
    if pile is None or pile.redeals is None or pile.redeal_counter is None:
        return None
    limit = values.get(pile.redeals) if isinstance(pile.redeals, str) else pile.redeals
    if type(limit) is not int or limit < 0:
        return None
    return max(limit - values.get(pile.redeal_counter, 0), 0)


def limited_piles(names: list[str], piles: list[Pile | None]) -> tuple[str, ...]:
    """The piles that count their redeals, in declaration order."""
    return tuple(
        name
        for name, pile in zip(names, piles, strict=True)
        if pile is not None and pile.redeal_counter is not None
    )
