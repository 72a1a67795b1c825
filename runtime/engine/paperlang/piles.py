"""Pile properties (a Paper extension of Paperlang, docs/paperlang.md
"Extensions"): how cards face on a pile, where it lies, and the seed-003
rules (`build "KDA"`, `group "YY"`, `maxlength 13`) that every player move
onto or off a pile must obey. paperc reads each build and group string once
(a `cards.Build` and a `cards.Group` the plugin carries); the compiled
engine's code decides the moves, and `refusals.py` words why one is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from runtime.engine.cards import Build, Group, grouping


@dataclass(frozen=True)
class Pile:
    """A pile's properties, as a generated game declares them (one per
    stack declaration; a stacklist's members share it)."""

    facing: str = "stack"  # "stack" (the stack's visibility) | "keep" | "up" | "down"
    autoflip: bool = False
    at: tuple[float, float] | None = None
    step: tuple[float, float] | None = None
    places: tuple[tuple[float, float], ...] | None = None  # one per stacklist member
    fan: str | None = None
    fan_spacing: float | None = None  # `fan right 0.4`: a fraction of a card
    empty: str | None = None
    build: Build | None = None
    group: Group | None = None  # as declared (`grouping` reads a pile with none)
    autotarget: str | None = None
    maxlength: int | None = None
    # `redeals N` (runtime/engine/paperlang/redeals.py): the limit (a number,
    # -1 for none, or an int variable's name) and the variable counting them
    redeals: int | str | None = None
    redeal_counter: str | None = None

    @property
    def group_source(self) -> bool:
        """May a group of cards leave this pile? Piles with a build rule
        move single cards unless `group` says otherwise (seed 003)."""
        return grouping(self.group, self.build is not None).leaves

    @property
    def any_order(self) -> bool:
        """`group "F."` (group moves): any face-up card may leave with all the
        cards on it, whatever their order (Yukon, Scorpion)."""
        return grouping(self.group, self.build is not None).any_order

    @property
    def group_target(self) -> bool:
        """May a group of cards land on this pile?"""
        return grouping(self.group, self.build is not None).lands

    @property
    def ruled(self) -> bool:
        """Does this pile limit what the player may move onto or off it?"""
        return bool(self.build or self.group or self.maxlength is not None)
