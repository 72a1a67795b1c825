"""One transaction's working copy of a CDL game, and what statements do to it.

Generated code calls these methods (`_vm.pull(1, "w1", "d2", 25)`); the last
argument is always the source line, so a fault names it. A Vm is made from
an immutable state, changed freely, then frozen into a new state, or simply
dropped, which is how a refused transaction is undone.
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

CURSOR = "cursor"


class Vm:
    """The working state: piles as lists, globals as a dict, effects as events."""

    __slots__ = (
        "names",
        "keys",
        "piles",
        "bottoms",
        "g",
        "rng",
        "next_id",
        "context",
        "steps",
        "line",
        "events",
        "origins",
        "box_title",
        "box_text",
        "box_buttons",
        "box_open",
        "quiet",
    )

    def __init__(
        self,
        keys: tuple[str, ...],
        names: dict[str, str],
        globals_: tuple[str, ...],
        state: CdlState,
    ) -> None:
        self.keys = keys
        self.names = names
        self.piles: dict[str, list[int]] = {
            k: list(p) for k, p in zip(keys, state.piles, strict=True)
        }
        self.bottoms: dict[str, int] = dict(zip(keys, state.bottoms, strict=True))
        self.g: dict[str, Any] = dict(zip(globals_, state.globals, strict=True))
        self.rng = state.rng
        self.next_id = state.next_id
        self.context: str | None = None
        self.steps = 0
        self.line = 0
        self.events: list[Event] = []
        self.origins: dict[int, str] = {}
        self.box_title: str | None = None
        self.box_text: list[str] = []
        self.box_buttons: list[tuple[str, str, Callable[..., Any]]] = []
        self.box_open = False
        self.quiet = False  # a trial (the move search): no events are made

    def fork(self) -> Vm:
        """An independent copy (the move search tries several releases)."""
        other = object.__new__(Vm)
        other.keys, other.names = self.keys, self.names
        other.piles = {k: p[:] for k, p in self.piles.items()}
        other.bottoms = self.bottoms.copy()
        other.g = self.g.copy()
        other.rng, other.next_id = self.rng, self.next_id
        other.context, other.steps, other.line = self.context, self.steps, self.line
        other.events = self.events[:]
        other.origins = self.origins.copy()
        other.box_title, other.box_open = self.box_title, self.box_open
        other.box_text = self.box_text[:]
        other.box_buttons = self.box_buttons[:]
        other.quiet = self.quiet
        return other

    def freeze(self, outcome: Outcome = "playing") -> CdlState:
        keys = self.keys
        return CdlState(
            tuple(tuple(self.piles[k]) for k in keys),
            tuple(self.bottoms[k] for k in keys),
            tuple(self.g.values()),
            self.rng,
            self.next_id,
            outcome,
        )

    def same_as(self, state: CdlState) -> bool:
        """Does the working state equal `state` (as `freeze` would say), found
        without freezing: the move search asks this of every trial."""
        if self.rng != state.rng or self.next_id != state.next_id:
            return False
        piles = self.piles
        for key, old in zip(self.keys, state.piles, strict=True):
            pile = piles[key]
            if len(pile) != len(old) or tuple(pile) != old:
                return False
        bottoms = self.bottoms
        if any(bottoms[key] != old for key, old in zip(self.keys, state.bottoms, strict=True)):
            return False
        return tuple(self.g.values()) == state.globals

    # -- control ------------------------------------------------------------

    def tick(self, line: int) -> None:
        """One step of a loop or a call; an endless loop ends here."""
        self.line = line
        self.steps += 1
        if self.steps > STEP_BUDGET:
            raise GameError(
                f"the game's code ran more than {STEP_BUDGET} steps (an endless loop?)", line=line
            )

    def here(self, line: int) -> str:
        """The contextual stack (SELF)."""
        if self.context is None:
            raise GameError(
                "no contextual stack here: `!`, `[..]` and SELF need a stack method", line=line
            )
        return self.context

    def _pile(self, stack: str, line: int) -> list[int]:
        try:
            return self.piles[stack]
        except (KeyError, TypeError):
            raise GameError("this STACK variable holds no stack yet", line=line) from None

    def _span(self, pile: list[int], first: int, last: int | None, line: int, low: int = 1):
        last = first if last is None else last
        if not (low <= first <= last <= len(pile)):
            raise GameError(
                f"positions [{first}..{last}] are outside the stack (it holds {len(pile)})",
                line=line,
            )
        return first, last

    # -- reading --------------------------------------------------------------

    def size(self, stack: str, line: int) -> int:
        return len(self._pile(stack, line))

    def card(self, stack: str, pos: int, line: int) -> int:
        pile = self._pile(stack, line)
        if pos == 0:
            return self.bottoms.get(stack, EMPTY_CARD)
        if not 0 < pos <= len(pile):
            raise GameError(
                f"position {pos} is outside the stack (it holds {len(pile)})", line=line
            )
        return pile[pos - 1] & VALUE_MASK

    # -- changing -------------------------------------------------------------

    def set_card(self, stack: str, pos: int, value: int, line: int) -> None:
        pile = self._pile(stack, line)
        check_card(value, line)
        if pos == 0 and stack != CURSOR:
            self.bottoms[stack] = value
            return
        if not 0 < pos <= len(pile):
            raise GameError(
                f"position {pos} is outside the stack (it holds {len(pile)})", line=line
            )
        self._flip_event(stack, pile[pos - 1], value)
        pile[pos - 1] = (pile[pos - 1] & ~VALUE_MASK) | value

    def add(self, first: int, last: int | None, stack: str, line: int) -> None:
        pile = self._pile(stack, line)
        last = first if last is None else last
        for value in range(first, last + 1):
            check_card(value, line)
            pile.append(self.next_id << 8 | value)
            self.next_id += 1

    def pull(self, count: int, source: str, dest: str, line: int) -> None:
        src, dst = self._pile(source, line), self._pile(dest, line)
        if not 0 <= count <= len(src):
            raise GameError(f"cannot PULL {count} cards from a stack of {len(src)}", line=line)
        if count == 0 or source == dest:
            return
        block = src[len(src) - count :]
        del src[len(src) - count :]
        dst.extend(block)
        self._move_event(source, dest, block)

    def move(
        self, source: str, first: int, last: int | None, dest: str, pos: int, line: int
    ) -> None:
        src, dst = self._pile(source, line), self._pile(dest, line)
        if source == dest:
            raise GameError("MOVE needs two different stacks", line=line)
        first, last = self._span(src, first, last, line)
        if not 1 <= pos <= len(dst) + 1:
            raise GameError(f"cannot insert at position {pos} of a stack of {len(dst)}", line=line)
        block = src[first - 1 : last]
        del src[first - 1 : last]
        dst[pos - 1 : pos - 1] = block
        self._move_event(source, dest, block)

    def turn(self, stack: str, first: int, last: int | None, side: str, line: int) -> None:
        pile = self._pile(stack, line)
        first, last = self._span(pile, first, last, line, low=0)
        for pos in range(first, last + 1):
            if pos == 0:
                if stack != CURSOR:
                    self.bottoms[stack] = turned(self.bottoms[stack], side)
                continue
            old = pile[pos - 1]
            new = turned(old & VALUE_MASK, side)
            self._flip_event(stack, old, new)
            pile[pos - 1] = (old & ~VALUE_MASK) | new

    def inverse(self, stack: str, first: int, last: int | None, line: int) -> None:
        pile = self._pile(stack, line)
        first, last = self._span(pile, first, last, line)
        pile[first - 1 : last] = pile[first - 1 : last][::-1]

    def remove(self, stack: str, first: int, last: int | None, line: int) -> None:
        pile = self._pile(stack, line)
        first, last = self._span(pile, first, last, line)
        del pile[first - 1 : last]

    def flash(self, stack: str, first: int, last: int | None, line: int) -> None:
        pile = self._pile(stack, line)
        first, last = self._span(pile, first, last, line, low=0)
        ids = tuple(c >> 8 for c in pile[max(first, 1) - 1 : last])
        self.events.append(Event("flash", self.names.get(stack, stack), cards=ids))

    def shuffle(self, stack: str, line: int) -> None:
        pile = self._pile(stack, line)
        self.rng = rng.shuffle(self.rng, pile)
        self.events.append(Event("shuffle", self.names.get(stack, stack)))

    def draw(self, stack: str | None, line: int) -> None:
        if stack is not None:
            self._pile(stack, line)
        self.events.append(Event("draw", None if stack is None else self.names.get(stack, stack)))

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

    def _move_event(self, source: str, dest: str, block: list[int]) -> None:
        if self.quiet:
            return
        ids = tuple(c >> 8 for c in block)
        if dest == CURSOR:
            for ident in ids:
                self.origins.setdefault(ident, source)
            return
        start = source
        if source == CURSOR:
            start = self.origins.get(ids[0], CURSOR) if ids else CURSOR
        if start == dest:
            return
        self.events.append(Event("move", self.names.get(start), self.names.get(dest, dest), ids))

    def _flip_event(self, stack: str, old: int, new: int) -> None:
        if self.quiet:
            return
        if is_side_down(old & VALUE_MASK) != is_side_down(new):
            self.events.append(Event("flip", self.names.get(stack, stack), cards=(old >> 8,)))


__all__ = ["CURSOR", "STEP_BUDGET", "Vm", "card_text"]
