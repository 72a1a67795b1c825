"""The listing of a stock's game, asked for the moves from its bare piles
alone: `flat_options(s, bare=True)`.

A solver that folds a stock's turns into the moves from its waste
(`runtime.stock_fold`) lists, at each place of the stock its turns reach,
only the moves from the piles without a build rule (the stock, the
waste): the columns and foundations are as they were where the walk
began. In a game with such a turn (a plain pick from one bare pile onto
another: `turns`), the writer writes each loop over sources none of
which is a bare pile as `for a in () if bare else TABLEAU:` (`over`), so
the bare listing skips it. A loop is a pick's own (its options go in the
list in order, each keyed by its source), so the other loops list the
same options in the same order; a loop that also names a bare pile stays
whole (the caller keeps the options from bare piles).
"""

from __future__ import annotations

from typing import Any

from paperc.codegen.paperlang_flat_ir import Piles
from paperc.codegen.pyfmt import WIDTH

SKIPPED = "() if bare else "  # (a loop's `in` part the bare listing skips)


def bare_piles(piles: Piles) -> set[int]:
    """The stack indexes of the declarations with no build rule."""
    found: set[int] = set()
    for name, props in piles.props.items():
        if name in piles.where and (props is None or props.build is None):
            start, count = piles.where[name]
            found.update(range(start, start + max(count, 1)))
    return found


def turns(piles: Piles, picks: list[dict[str, Any]]) -> bool:
    """Has the listing of `picks` a turn between bare piles (its stock's):
    a plain pick from one bare pile onto one?"""
    bare = bare_piles(piles)
    for pick in picks:
        t = pick["transfer"]
        if t is None or t.build or pick["makes"] or pick["every"]:
            continue
        sources = {i for _, found in pick["sources"] for i in found}
        dests = {i for _, found in pick["dests"] for i in found}
        if len(sources) == len(dests) == 1 and sources | dests <= bare:
            return True
    return False


def over(piles: Piles, sources: tuple[int, ...], skips: bool) -> str:
    """A listing loop's `in` part (at 8 columns) over `sources`: skipped by
    the bare listing (`skips`: the game has a turn) where none is a bare
    pile and the line has room."""
    head = piles.loop(sources)
    if not skips or not sources or set(sources) & bare_piles(piles):
        return head
    return SKIPPED + head if len(f"        for a in {SKIPPED}{head}:") <= WIDTH else head
