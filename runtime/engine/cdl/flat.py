"""What the flat versions of the system predicates and of press methods
call (paperc/codegen/cdl_flat.py).

A flat version reads the piles as plain tuples: `P` the piles (each card
`id << 8 | value`, the Cursor last), `B` the empty-pile drawings. These
helpers are the readings and the changes (TURN; PULL, MOVE, INVERSE and
REMOVE for integrity? and a press) that need more than an index; each
raises on what the working copy would fault on, and the engine then runs
the predicate (or the trial) through the working copy, which names the
fault (runtime/engine/cdl/game.py, moves.py).
"""

from __future__ import annotations

from typing import Any

from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.values import VALUE_MASK, is_side_down, turned
from runtime.engine.model import Event


class Recording(list):
    """Piles a flat press runs on that also note each change it makes
    (`ops`: the working copy's method and its arguments), so that the
    Session can replay them on the working copy, which makes their events
    (runtime/engine/cdl/game.py `_clicked`)."""

    def __init__(self, piles: tuple) -> None:
        super().__init__(piles)
        self.ops: list[tuple[str, tuple]] = []


class Overrun(Exception):
    """A flat version's WHILE ran past the step budget (`S[1]`): the working
    copy runs the predicate instead, and names the endless loop."""


def top(piles: list, bottoms: list, stack: int) -> int:
    """`s[s!]`: the top card's value, or the empty-pile drawing."""
    pile = piles[stack]
    return pile[-1] & VALUE_MASK if pile else bottoms[stack]


def card(piles: list, bottoms: list, stack: int, pos: int) -> int:
    """`s[pos]`: the card's value at position pos (0: the drawing)."""
    pile = piles[stack]
    if 0 < pos <= len(pile):
        return pile[pos - 1] & VALUE_MASK
    if pos == 0:
        return bottoms[stack]
    raise Overrun


def turn(piles: list, bottoms: list, stack: int, first: int, last: int | None, side: str) -> None:
    """TURN s[first..last] side: `piles` (a list) gets the stack's new tuple,
    `bottoms` (a list) the new drawing when position 0 is turned."""
    if type(piles) is Recording:
        piles.ops.append(("turn", (stack, first, last, side)))
    pile = piles[stack]
    last = first if last is None else last
    if not 0 <= first <= last <= len(pile):
        raise Overrun
    if first == 0:
        if stack != len(piles) - 1:
            bottoms[stack] = turned(bottoms[stack], side)
        first = 1
    if first > last:
        return
    if first == last:  # one card (the common TURN s[s!]): one new tuple
        old = pile[first - 1]
        new = (old & ~VALUE_MASK) | turned(old & VALUE_MASK, side)
        if new != old:
            piles[stack] = pile[: first - 1] + (new,) + pile[first:]
        return
    cards = list(pile)
    for pos in range(first - 1, last):
        old = cards[pos]
        cards[pos] = (old & ~VALUE_MASK) | turned(old & VALUE_MASK, side)
    piles[stack] = tuple(cards)


def pull(piles: list, count: int, source: int, dest: int) -> None:
    """PULL count FROM source TO dest: the top `count` cards as a block."""
    if type(piles) is Recording:
        piles.ops.append(("pull", (count, source, dest)))
    src = piles[source]
    if not 0 <= count <= len(src):
        raise Overrun
    if count == 0 or source == dest:
        return
    cut = len(src) - count
    piles[dest] = piles[dest] + src[cut:]
    piles[source] = src[:cut]


def move(piles: list, source: int, first: int, last: int | None, dest: int, pos: int) -> None:
    """MOVE source[first..last] TO dest[pos]: inserted before position pos."""
    if type(piles) is Recording:
        piles.ops.append(("move", (source, first, last, dest, pos)))
    src, dst = piles[source], piles[dest]
    last = first if last is None else last
    if source == dest or not 1 <= first <= last <= len(src) or not 1 <= pos <= len(dst) + 1:
        raise Overrun
    block = src[first - 1 : last]
    piles[source] = src[: first - 1] + src[last:]
    piles[dest] = dst[: pos - 1] + block + dst[pos - 1 :]


def inverse(piles: list, stack: int, first: int, last: int | None) -> None:
    """INVERSE s[first..last]: the cards in reverse order."""
    if type(piles) is Recording:
        piles.ops.append(("inverse", (stack, first, last)))
    pile = piles[stack]
    last = first if last is None else last
    if not 1 <= first <= last <= len(pile):
        raise Overrun
    piles[stack] = pile[: first - 1] + pile[first - 1 : last][::-1] + pile[last:]


def remove(piles: list, stack: int, first: int, last: int | None) -> None:
    """REMOVE s[first..last]: the cards are destroyed."""
    if type(piles) is Recording:
        piles.ops.append(("remove", (stack, first, last)))
    pile = piles[stack]
    last = first if last is None else last
    if not 1 <= first <= last <= len(pile):
        raise Overrun
    piles[stack] = pile[: first - 1] + pile[last:]


def replayed(ops: list, piles: Any, bottoms: Any, names: tuple[str, ...]) -> list[Event] | None:
    """The events the working copy (runtime/engine/cdl/vm.py) makes when it
    makes the changes `ops` (a `Recording`'s) to `piles` and `bottoms`, in
    order: a flip for each card turned from face down or to it, a move for
    each block PULLed or MOVEd between two stacks. None where one involves
    the Cursor (its events depend on where its cards came from): the
    working copy then makes them."""
    P, B = list(piles), list(bottoms)
    cursor = len(P) - 1
    events: list[Event] = []
    for op, args in ops:
        if op == "turn":
            stack, first, last, _ = args
            pile = P[stack]
            turns = pile[max(first, 1) - 1 : first if last is None else last]
            turn(P, B, *args)
            for old, new in zip(turns, P[stack][max(first, 1) - 1 :], strict=False):
                if is_side_down(old & VALUE_MASK) != is_side_down(new & VALUE_MASK):
                    events.append(Event("flip", names[stack], cards=(old >> 8,)))
        elif op in ("pull", "move"):
            source, dest = (args[1], args[2]) if op == "pull" else (args[0], args[3])
            if cursor in (source, dest):
                return None
            before = P[source]
            if op == "pull":
                pull(P, *args)
                block = before[len(before) - args[0] :] if args[0] and source != dest else ()
            else:
                move(P, *args)
                block = before[args[1] - 1 : args[1] if args[2] is None else args[2]]
            if block:
                ids = tuple(c >> 8 for c in block)
                events.append(Event("move", names[source], names[dest], ids))
        elif op == "inverse":
            inverse(P, *args)
        elif op == "remove":
            remove(P, *args)
        else:
            return None
    return events


def unjudged_limit(bounds: list[tuple[int, ...]]) -> int:
    """The most cards in play for which every step bound (a polynomial in
    the cards of the largest pile, paperc/codegen/cdl_safe.py) stays within
    the budget and a counted WHILE's counter within 16 bits."""
    low, high = 0, 32766
    if any(sum(bound) > STEP_BUDGET for bound in bounds):
        return -1  # not even one card
    while low < high:
        middle = (low + high + 1) // 2
        if all(sum(c * middle**i for i, c in enumerate(b)) <= STEP_BUDGET for b in bounds):
            low = middle
        else:
            high = middle - 1
    return low


__all__ = [
    "Overrun",
    "Recording",
    "card",
    "inverse",
    "move",
    "pull",
    "remove",
    "replayed",
    "top",
    "turn",
    "unjudged_limit",
]
