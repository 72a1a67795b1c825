"""A helper for rule tests of games whose empty piles take any card: play
a recorded game until one of the piles is empty, and say which moves could
fill it."""

from __future__ import annotations


def first_space(g, line: str, piles: list[str]) -> str:
    """Play `line` (moves separated by `|`) on the fixture's game `g` until
    one of `piles` is empty; return that pile. Fails if none empties."""
    for text in line.split("|"):
        g.play(text)
        empty = [p for p in piles if not g.cards(p)]
        if empty:
            return empty[0]
    raise AssertionError(f"the game never empties one of {piles}")


def fillers(g, space: str) -> set[str]:
    """The piles whose cards an open move puts on `space`."""
    return {m.source for m in g.moves() if m.target == space}


def with_cards(g, piles: list[str]) -> set[str]:
    return {p for p in piles if g.cards(p)}
