"""One transaction's working copy of a CDL game, and what statements do to it.

Generated code calls these methods with stacks as numbers (`_vm.pull(1,
WASTE, CURSOR)`: the stack's place in the game's stack table, the Cursor
last). A fault raises GameError without a line: the game maps the
generated line that was running to the `.cdl` line (its LINE_TABLE).

A Vm is made from an immutable state, changed freely, then frozen into a
new state, or simply dropped, which is how a refused transaction is undone.
Piles are copied on write: a pile the transaction has not written is the
state's own tuple, and only a written pile becomes a private list. So a
trial that moves one card copies two piles, and `fork` (the move search's
shared trial copies) copies none.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from runtime.engine import rng
from runtime.engine.cards import STEP_BUDGET
from runtime.engine.cdl.state import CdlState, Outcome
from runtime.engine.cdl.values import (
    EMPTY_CARD,
    VALUE_MASK,
    card_text,
    check_card,
    is_side_down,
    turned,
)
from runtime.engine.model import Event, GameError

Pile = tuple[int, ...] | list[int]


class Vm:
    """The working state: piles (copied on write), globals as a dict, effects as events."""

    __slots__ = (
        "names",
        "cursor",
        "piles",
        "bottoms",
        "g",
        "rng",
        "next_id",
        "context",
        "steps",
        "events",
        "origins",
        "box_title",
        "box_text",
        "box_buttons",
        "box_open",
        "quiet",
    )

    def __init__(self, names: tuple[str, ...], globals_: tuple[str, ...], state: CdlState) -> None:
        self.names = names  # the stacks' names by number; the Cursor's is "cursor"
        self.cursor = len(names) - 1
        self.piles: list[Pile] = list(state.piles)
        self.bottoms: tuple[int, ...] | list[int] = state.bottoms
        self.g: dict[str, Any] = dict(zip(globals_, state.globals, strict=True)) if globals_ else {}
        self.rng = state.rng
        self.next_id = state.next_id
        self.context: int | None = None
        self.steps = 0
        self.events: list[Event] = []
        self.origins: dict[int, int] = {}
        self.box_title: str | None = None
        self.box_text: list[str] = []
        self.box_buttons: list[tuple[str, str, Callable[..., Any]]] = []
        self.box_open = False
        self.quiet = False  # a trial (the move search): no events are made

    def fork(self) -> Vm:
        """An independent copy (the move search tries several releases from
        one press). Both share every pile from now on, each copying on write."""
        piles = self.piles
        for index, pile in enumerate(piles):
            if type(pile) is list:
                piles[index] = tuple(pile)
        other = object.__new__(Vm)
        other.names, other.cursor = self.names, self.cursor
        other.piles = piles[:]
        other.bottoms = tuple(self.bottoms)
        other.g = self.g.copy()
        other.rng, other.next_id = self.rng, self.next_id
        other.context, other.steps = self.context, self.steps
        other.events = self.events[:]
        other.origins = self.origins.copy()
        other.box_title, other.box_open = self.box_title, self.box_open
        other.box_text = self.box_text[:]
        other.box_buttons = self.box_buttons[:]
        other.quiet = self.quiet
        return other

    def branch(self) -> Vm:
        """A trial's copy of a working state whose piles are all tuples (a
        press just frozen): as `fork`, with nothing to convert, and with no
        events or help box (a trial's are never read)."""
        other = object.__new__(Vm)
        other.names, other.cursor = self.names, self.cursor
        other.piles = self.piles[:]
        other.bottoms = self.bottoms if type(self.bottoms) is tuple else tuple(self.bottoms)
        other.g = self.g.copy() if self.g else self.g  # no globals: nothing can write one
        other.rng, other.next_id = self.rng, self.next_id
        other.context, other.steps = self.context, self.steps
        other.events, other.origins = [], {}
        other.box_title, other.box_text, other.box_buttons, other.box_open = None, [], [], False
        other.quiet = True
        return other

    def freeze(self, outcome: Outcome = "playing") -> CdlState:
        return CdlState(
            tuple(tuple(p) if type(p) is list else p for p in self.piles),
            tuple(self.bottoms),
            tuple(self.g.values()),
            self.rng,
            self.next_id,
            outcome,
        )

    def same_as(self, state: CdlState) -> bool:
        """Does the working state equal `state` (as `freeze` would say), found
        without freezing: the move search asks this of every trial. A pile
        never written is `state`'s own tuple, so most are compared by identity."""
        if self.rng != state.rng or self.next_id != state.next_id:
            return False
        for pile, old in zip(self.piles, state.piles, strict=False):  # one per stack in both
            if pile is not old and (len(pile) != len(old) or tuple(pile) != old):
                return False
        bottoms = self.bottoms
        if bottoms is not state.bottoms and tuple(bottoms) != state.bottoms:
            return False
        return not self.g or tuple(self.g.values()) == state.globals

    # -- control ------------------------------------------------------------

    def tick(self) -> None:
        """One step of a loop or a call; an endless loop ends here."""
        self.steps += 1
        if self.steps > STEP_BUDGET:
            raise GameError(f"the game's code ran more than {STEP_BUDGET} steps (an endless loop?)")

    def here(self) -> int:
        """The contextual stack (SELF)."""
        if self.context is None:
            raise GameError("no contextual stack here: `!`, `[..]` and SELF need a stack method")
        return self.context

    def _pile(self, stack: int) -> Pile:
        try:
            return self.piles[stack]
        except TypeError:
            raise GameError("this STACK variable holds no stack yet") from None

    def _own(self, stack: int) -> list[int]:
        """The pile, made the transaction's own (a list) before it is written."""
        pile = self._pile(stack)
        if type(pile) is tuple:
            pile = self.piles[stack] = list(pile)
        return pile  # type: ignore[return-value]

    def _set_bottom(self, stack: int, value: int) -> None:
        bottoms = self.bottoms
        if type(bottoms) is tuple:
            bottoms = self.bottoms = list(bottoms)
        bottoms[stack] = value  # type: ignore[index]

    @staticmethod
    def _span(pile: Pile, first: int, last: int | None, low: int = 1) -> tuple[int, int]:
        last = first if last is None else last
        if not (low <= first <= last <= len(pile)):
            raise GameError(
                f"positions [{first}..{last}] are outside the stack (it holds {len(pile)})"
            )
        return first, last

    # -- reading --------------------------------------------------------------

    def size(self, stack: int) -> int:
        try:
            return len(self.piles[stack])
        except TypeError:
            raise GameError("this STACK variable holds no stack yet") from None

    def card(self, stack: int, pos: int) -> int:
        pile = self._pile(stack)
        if 0 < pos <= len(pile):
            return pile[pos - 1] & VALUE_MASK
        if pos == 0:
            return self.bottoms[stack] if stack != self.cursor else EMPTY_CARD
        raise GameError(f"position {pos} is outside the stack (it holds {len(pile)})")

    def top(self, stack: int) -> int:
        """`s[s!]`: the top card, or the empty-pile drawing."""
        pile = self._pile(stack)
        if pile:
            return pile[-1] & VALUE_MASK
        return self.bottoms[stack] if stack != self.cursor else EMPTY_CARD

    # -- changing -------------------------------------------------------------

    def set_card(self, stack: int, pos: int, value: int) -> None:
        pile = self._pile(stack)
        check_card(value)
        if pos == 0 and stack != self.cursor:
            self._set_bottom(stack, value)
            return
        if not 0 < pos <= len(pile):
            raise GameError(f"position {pos} is outside the stack (it holds {len(pile)})")
        pile = self._own(stack)
        self._flip_event(stack, pile[pos - 1], value)
        pile[pos - 1] = (pile[pos - 1] & ~VALUE_MASK) | value

    def add(self, first: int, last: int | None, stack: int) -> None:
        pile = self._own(stack)
        last = first if last is None else last
        for value in range(first, last + 1):
            check_card(value)
            pile.append(self.next_id << 8 | value)
            self.next_id += 1

    def pull(self, count: int, source: int, dest: int) -> None:
        src, dst = self._pile(source), self._pile(dest)
        if not 0 <= count <= len(src):
            raise GameError(f"cannot PULL {count} cards from a stack of {len(src)}")
        if count == 0 or source == dest:
            return
        src, dst = self._own(source), self._own(dest)
        block = src[len(src) - count :]
        del src[len(src) - count :]
        dst.extend(block)
        if not self.quiet:
            self._move_event(source, dest, block)

    def move(self, source: int, first: int, last: int | None, dest: int, pos: int) -> None:
        src, dst = self._pile(source), self._pile(dest)
        if source == dest:
            raise GameError("MOVE needs two different stacks")
        first, last = self._span(src, first, last)
        if not 1 <= pos <= len(dst) + 1:
            raise GameError(f"cannot insert at position {pos} of a stack of {len(dst)}")
        src, dst = self._own(source), self._own(dest)
        block = src[first - 1 : last]
        del src[first - 1 : last]
        dst[pos - 1 : pos - 1] = block
        if not self.quiet:
            self._move_event(source, dest, block)

    def turn(self, stack: int, first: int, last: int | None, side: str) -> None:
        first, last = self._span(self._pile(stack), first, last, low=0)
        if first == 0:
            if stack != self.cursor:
                self._set_bottom(stack, turned(self.bottoms[stack], side))
            first = 1
        if first > last:
            return
        pile = self._own(stack)
        for pos in range(first, last + 1):
            old = pile[pos - 1]
            new = turned(old & VALUE_MASK, side)
            self._flip_event(stack, old, new)
            pile[pos - 1] = (old & ~VALUE_MASK) | new

    def inverse(self, stack: int, first: int, last: int | None) -> None:
        first, last = self._span(self._pile(stack), first, last)
        pile = self._own(stack)
        pile[first - 1 : last] = pile[first - 1 : last][::-1]

    def remove(self, stack: int, first: int, last: int | None) -> None:
        first, last = self._span(self._pile(stack), first, last)
        del self._own(stack)[first - 1 : last]

    def flash(self, stack: int, first: int, last: int | None) -> None:
        pile = self._pile(stack)
        first, last = self._span(pile, first, last, low=0)
        ids = tuple(c >> 8 for c in pile[max(first, 1) - 1 : last])
        self.events.append(Event("flash", self.names[stack], cards=ids))

    def shuffle(self, stack: int) -> None:
        pile = self._own(stack)
        self.rng = rng.shuffle(self.rng, pile)
        self.events.append(Event("shuffle", self.names[stack]))

    def draw(self, stack: int | None) -> None:
        if stack is not None:
            self._pile(stack)
        self.events.append(Event("draw", None if stack is None else self.names[stack]))

    # -- the help box ---------------------------------------------------------

    def clear(self, title: str | None = None, box: tuple[int, int, int, int] | None = None) -> None:
        """CLEAR alone closes the box; CLEAR title opens a fresh one."""
        self.box_title = title
        self.box_text = []
        self.box_buttons = []
        self.box_open = title is not None

    def write(self, *parts: Any) -> None:
        self.box_open = True
        for part in parts:
            if isinstance(part, bool):
                self.box_text.append("TRUE" if part else "FALSE")
            else:
                self.box_text.append(str(part))

    def wait(self, label: str, action: str, run: Callable[..., Any]) -> None:
        self.box_open = True
        self.box_buttons.append((label, action, run))

    # -- events ---------------------------------------------------------------

    def _move_event(self, source: int, dest: int, block: list[int]) -> None:
        ids = tuple(c >> 8 for c in block)
        cursor = self.cursor
        if dest == cursor:
            for ident in ids:
                self.origins.setdefault(ident, source)
            return
        start = source
        if source == cursor:
            start = self.origins.get(ids[0], cursor) if ids else cursor
        if start == dest:
            return
        self.events.append(Event("move", self._shown(start), self.names[dest], ids))

    def _shown(self, stack: int) -> str | None:
        """A stack's name in an event; None for the Cursor (cards from nowhere)."""
        return None if stack == self.cursor else self.names[stack]

    def _flip_event(self, stack: int, old: int, new: int) -> None:
        if self.quiet:
            return
        if is_side_down(old & VALUE_MASK) != is_side_down(new):
            self.events.append(Event("flip", self.names[stack], cards=(old >> 8,)))


__all__ = ["STEP_BUDGET", "Vm", "card_text"]
