"""The players' own stacks (`privatestack p.hand` in a
game-level `foreachplayer p`): a stacklist of one stack a player, by
number (`hand[0]` the first player's), declared `FlatGame.flat_owned`.
A private stack is shown to its player: the table shows the current
player's own stacks as their cards lie, and the other players' with
their backs up (`FlatGame.cards`)."""

from __future__ import annotations

from typing import Any


def owner(rules: Any, index: int) -> int | None:
    """The number of the player whose own stack is stack `index` of
    `rules` (a `FlatGame`), None for a stack of no player's."""
    owners = rules.__dict__.get("_flat_owners")
    if owners is None:
        members = rules.members
        owners = {s.index: k for name in rules.flat_owned for k, s in enumerate(members[name])}
        rules._flat_owners = owners
    return owners.get(index)
