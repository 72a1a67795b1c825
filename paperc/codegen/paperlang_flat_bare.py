"""The listing of a stock's game, asked for the moves from its bare piles
alone: `flat_options(s, bare=True)`.

A solver that folds a stock's turns into the moves from its waste
(`runtime.stock_fold`) lists, at each place of the stock its turns reach,
only the moves from the piles without a build rule (the stock, the
waste): the columns and foundations are as they were where the walk
began. In a game with such a turn (a plain pick from one bare pile onto
another, written `a, b = DECK, WASTE` by `single_loops`), each loop over
sources that all have a build rule is written `for a in () if bare else
TABLEAU:`, so the bare listing skips it. A loop is a pick's own (its
options go in the list in order, each keyed by its source), so the other
loops list the same options in the same order; a loop that also names a
bare pile stays whole (the caller keeps the options from bare piles).
"""

from __future__ import annotations

import re

from paperc.codegen.paperlang_flat_ir import Piles
from paperc.codegen.pyfmt import WIDTH

LOOP = re.compile(r"^(\s+)for a in ([\w(), *\[\]]+):(  #.*)?$")
TURN = re.compile(r"^\s+a, b = (\w+), (\w+)$")


def bare_turn(piles: Piles, lines: list[str]) -> bool:
    """Has the listing `lines` a turn between bare piles (its stock's)?"""
    bare = _bare(piles)
    turns = (TURN.match(line) for line in lines)
    return any(turn is not None and {turn.group(1), turn.group(2)} <= bare for turn in turns)


def _bare(piles: Piles) -> set[str]:
    """The constants of the declarations with no build rule."""
    return {
        piles.names[name]
        for name, props in piles.props.items()
        if name in piles.names and (props is None or props.build is None)
    }


def bare_listing(piles: Piles, lines: list[str], kept: bool) -> list[str] | None:
    """`flat_options`' lines with the loops over built piles skipped when
    `bare`, or None when the game has no turn between bare piles (or no
    such loop, and no loop whose options it keeps: `kept`, which reads
    `bare` itself)."""
    if not bare_turn(piles, lines):
        return None
    bare = _bare(piles)
    found: list[str] = []
    for line in lines:
        loop = LOOP.match(line)
        named = None if loop is None else _declarations(piles, loop.group(2))
        if loop is not None and named and not named & bare:
            pad, head, note = loop.group(1), loop.group(2), loop.group(3) or ""
            skipping = f"{pad}for a in () if bare else {head}:"
            if len(skipping + note) <= WIDTH:
                line = skipping + note
            elif len(skipping) <= WIDTH:
                line = skipping
        found.append(line)
    return found if found != lines or kept else None


def _declarations(piles: Piles, head: str) -> set[str] | None:
    """The constants of the declarations a loop's `in` part names
    (`TABLEAU`, `(WASTE,)`, `(*CASCADES, CELLS[0])`), or None for any
    other part."""
    items = head[1:-1].split(",") if head.startswith("(") and head.endswith(")") else [head]
    found: set[str] = set()
    constants = {constant: name for name, constant in piles.names.items()}
    for item in (item.strip().removeprefix("*") for item in items):
        if not item:
            continue
        if item in constants:
            found.add(item)
            continue
        index = piles.index_of(item)
        owner = next(
            (
                name
                for name, (start, count) in piles.where.items()
                if index is not None and start <= index < start + max(count, 1)
            ),
            None,
        )
        if owner is None:
            return None
        found.add(piles.names[owner])
    return found or None
