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
from runtime.engine.cdl.values import VALUE_MASK, turned
from runtime.engine.model import Event

EVENTS = 50_000  # the Events a game class keeps by change, at most (then all are forgotten)


class ChangeEvents(dict):  # type: ignore[type-arg]
    """The events a game class's moves make, by change: `(stack, card id)`
    a flip, `(source, target, block of card codes)` a move. A Session's
    moves make the same few again and again (the stock's cards turned and
    moved round after round, a card moved back and forth), each found at
    a look-up of small numbers; one is made the first time it is asked
    for. Forgotten all at once past `EVENTS`."""

    __slots__ = ("names",)

    def __init__(self, names: tuple[str, ...]) -> None:
        super().__init__()
        self.names = names  # the stacks' names, by number

    def __missing__(self, seen: tuple) -> Event:
        if len(self) > EVENTS:
            self.clear()
        names = self.names
        if len(seen) == 2:
            made = Event("flip", names[seen[0]], None, seen[1:])
        else:
            source, dest, block = seen
            made = Event("move", names[source], names[dest], tuple([c >> 8 for c in block]))
        self[seen] = made
        return made


class Recording(list):
    """Piles a flat press (or integrity?) runs on that also make the
    events the working copy would make of its changes
    (runtime/engine/cdl/vm.py), found in `known` (`ChangeEvents`): a flip
    for each card turned from face down or to it (`turn`), a move for each
    block PULLed or MOVEd between two stacks; `whole` turns False where a
    change involves the Cursor (its events depend on where its cards came
    from): then the move runs through the working copy (game.py `_clicked`)."""

    # (slots, and list's own __init__: one is made for each move played)
    __slots__ = ("events", "known", "whole")

    def __init__(self, piles: Any, known: ChangeEvents) -> None:
        list.__init__(self, piles)
        self.known = known
        self.events: list[Event] = []
        self.whole = True

    def moved(self, source: int, dest: int, block: tuple) -> None:
        cursor = len(self) - 1
        if source == cursor or dest == cursor:
            self.whole = False
        else:
            self.events.append(self.known[source, dest, block])


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
    recording = type(piles) is Recording
    if first == last:  # one card (the common TURN s[s!]): one new tuple
        old = pile[first - 1]
        new = (old & ~VALUE_MASK) | turned(old & VALUE_MASK, side)
        # (a flip's event where is_side_down changed, in place: once a card)
        if recording and (52 <= (old & VALUE_MASK) < 104) != (52 <= (new & VALUE_MASK) < 104):
            piles.events.append(piles.known[stack, old >> 8])
        if new != old:
            piles[stack] = pile[: first - 1] + (new,) + pile[first:]
        return
    cards = list(pile)
    for pos in range(first - 1, last):
        old = cards[pos]
        new = cards[pos] = (old & ~VALUE_MASK) | turned(old & VALUE_MASK, side)
        if recording and (52 <= (old & VALUE_MASK) < 104) != (52 <= (new & VALUE_MASK) < 104):
            piles.events.append(piles.known[stack, old >> 8])
    piles[stack] = tuple(cards)


def pull(piles: list, count: int, source: int, dest: int) -> None:
    """PULL count FROM source TO dest: the top `count` cards as a block."""
    src = piles[source]
    if not 0 <= count <= len(src):
        raise Overrun
    if count == 0 or source == dest:
        return
    cut = len(src) - count
    block = src[cut:]
    piles[dest] = piles[dest] + block
    piles[source] = src[:cut]
    if type(piles) is Recording:
        piles.moved(source, dest, block)


def move(piles: list, source: int, first: int, last: int | None, dest: int, pos: int) -> None:
    """MOVE source[first..last] TO dest[pos]: inserted before position pos."""
    src, dst = piles[source], piles[dest]
    last = first if last is None else last
    if source == dest or not 1 <= first <= last <= len(src) or not 1 <= pos <= len(dst) + 1:
        raise Overrun
    block = src[first - 1 : last]
    piles[source] = src[: first - 1] + src[last:]
    piles[dest] = dst[: pos - 1] + block + dst[pos - 1 :]
    if type(piles) is Recording:
        piles.moved(source, dest, block)


def inverse(piles: list, stack: int, first: int, last: int | None) -> None:
    """INVERSE s[first..last]: the cards in reverse order."""
    pile = piles[stack]
    last = first if last is None else last
    if not 1 <= first <= last <= len(pile):
        raise Overrun
    piles[stack] = pile[: first - 1] + pile[first - 1 : last][::-1] + pile[last:]


def remove(piles: list, stack: int, first: int, last: int | None) -> None:
    """REMOVE s[first..last]: the cards are destroyed."""
    pile = piles[stack]
    last = first if last is None else last
    if not 1 <= first <= last <= len(pile):
        raise Overrun
    piles[stack] = pile[: first - 1] + pile[last:]


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
    "ChangeEvents",
    "Overrun",
    "Recording",
    "card",
    "inverse",
    "move",
    "pull",
    "remove",
    "top",
    "turn",
    "unjudged_limit",
]
