"""`Memory`: every answer the Paperlang engine remembers for one game object,
each in its own named place.

The engine recomputes nothing a player could tell apart: each memory is
keyed by everything its answer depends on (the stamps of the stacks read,
the operands of a statement), and is dropped whole when it grows past its
limit. Who fills each one is named beside it. What one running stretch of a
game remembers (the sweep sites, keyed by its table's change log) lives on
the runtime instead (`RuntimeCore.sites`).
"""

from __future__ import annotations

from typing import Any

from runtime.engine.model import Move


class Memory:
    """The remembered answers of one game object (`GameTables.memory`)."""

    __slots__ = (
        "relatives",
        "specs",
        "last_specs",
        "moves",
        "made_moves",
        "builds",
        "filters",
        "key_cards",
        "score",
    )

    def __init__(self) -> None:
        # (list name, offsets) -> its select.Relative (RuntimeCore.relative)
        self.relatives: dict[tuple[str, tuple], Any] = {}
        # (line, sources, dests) -> the shared transfer.Specs of a statement (Runtime.transfer)
        self.specs: dict[tuple[Any, ...], list[Any]] = {}
        # line -> the shared Spec that line made last (Runtime.transfer)
        self.last_specs: dict[int, Any] = {}
        # (detail, source, target, count, index, label) -> its Move, made once (Runtime._move)
        self.moves: dict[tuple[Any, ...], Move] = {}
        # (shared Spec, pick number, option, source size) -> its Move (Runtime.pickone)
        self.made_moves: dict[tuple[Any, ...], Move] = {}
        # a stack's stamp -> its piles.Run; two stamps (and a fixed base) -> the cut
        # points the piles' rules allow; destinations' stamps -> transfer.Targets
        # (transfer.build_each)
        self.builds: dict[Any, Any] = {}
        # a local filter function -> [card stamp, its answers by stamps] (transfer.Filters)
        self.filters: dict[Any, list[Any]] = {}
        # the cards tuple keyed last: (cards, frozen, copies' classes) (PaperlangGame.key)
        self.key_cards: tuple[Any, Any, tuple[int, ...] | None] | None = None
        # (the World scored last, its score) (PaperlangGame.score)
        self.score: tuple[Any, int | None] = (None, None)
