"""Brace selectors and stack operations, as `Runtime` methods (built on
`RuntimeCore`; `Runtime` inherits them): `L{[...]}`, `S{Type}`, `S{x > 4}`,
`S{v}`, `S{sq ...}`, `L{locked}` (reference §3.10, §3.11), and `shuffle`,
`flip`, `show`, `hide` (§3.16).
"""

from __future__ import annotations

from typing import Any

from runtime.engine import rng
from runtime.engine.model import Event, GameError
from runtime.engine.paperlang import deals
from runtime.engine.paperlang.core import RuntimeCore
from runtime.engine.paperlang.select import Pattern, matches, sq_run
from runtime.engine.paperlang.values import Logical, Stack, describe, truth


class Selectors(RuntimeCore):
    """The part of `Runtime` that picks stacks and cards out by content."""

    # -- braces -------------------------------------------------------------

    def matches(self, value: Any, pattern: Pattern) -> bool:
        if value is None:
            return False
        return matches(self.cards_of(value)[::-1], pattern)

    def select(self, base: Any, pattern: Pattern, which: str = "all") -> tuple[Stack, ...]:
        """`L{[...]}`, `L{|[...]}`, `L{[...]|}`: the members matching a pattern."""
        members = base if isinstance(base, tuple) else (base,)
        stacks = self.table.stacks
        if not pattern.items:  # `{|[]}`, the first empty stack: the commonest case
            if which == "first":
                for stack in members:
                    if not stacks[stack.index]:
                        return (stack,)
                return ()
            empty = tuple(s for s in members if not stacks[s.index])
            if which == "all" or not empty:
                return empty
            return (empty[-1],)
        if which == "last":
            members = members[::-1]
        found = []
        for stack in members:
            if matches(stacks[stack.index][::-1], pattern):
                if which != "all":
                    return (stack,)
                found.append(stack)
        return tuple(found)

    def stack_filter(self, base: Any, keep: Any) -> tuple[Stack, ...]:
        members = base if isinstance(base, tuple) else (base,)
        return tuple(stack for stack in members if truth(keep(self, stack)))

    def stack_attr(self, stack: Stack, name: str) -> Any:
        """A bare name in a stacklist filter: the member's attribute or built-in."""
        if name == "size":
            return self.size(stack)
        if name == "top":
            return self.top(stack)
        if name == "bottom":
            return self.bottom(stack)
        return self.attr(stack, name)

    def _logical(self, base: Any, keep: Any) -> Logical:
        entries = []
        for stack in base if isinstance(base, tuple) else (base,):
            if isinstance(stack, Logical):
                entries.extend(e for e in stack.entries if keep(e[1]))
            else:
                entries.extend((stack, card) for card in self.cards_of(stack) if keep(card))
        return Logical(entries)

    def type_filter(self, base: Any, type_name: str) -> Logical:
        return self._logical(base, lambda card: type_name in card.info.ancestors)

    def card_filter(self, base: Any, keep: Any) -> Logical:
        return self._logical(base, lambda card: truth(keep(self, card)))

    def attr_sum(self, base: Any, name: str) -> int:
        total = 0
        for card in self._logical(base, lambda card: True).entries:
            value = self.attr(card[1], name)
            total += value if type(value) is int else 0
        return total

    def named_brace(self, base: Any, name: str) -> Any:
        """`S{Name}`: a type filter when Name is a card type, else an attribute sum."""
        if name in self.game.types:
            return self.type_filter(base, name)
        return self.attr_sum(base, name)

    def sq(self, base: Any, length: Any, name: str, link: Any) -> Logical:
        every = self._logical(base, lambda card: True).entries
        owner = {id(card): stack for stack, card in every}
        run = sq_run(
            [card for _, card in every],
            length if type(length) is int else 0,
            lambda card: self.attr(card, name),
            lambda prev_card, next_card: link(self, prev_card, next_card),
        )
        return Logical([(owner[id(card)], card) for card in run])

    # -- stack operations -----------------------------------------------------

    def _each(self, target: Any, line: int) -> tuple[Stack, ...]:
        if isinstance(target, Stack):
            return (target,)
        if isinstance(target, tuple):
            return target
        raise GameError(f"expected a stack, found {describe(target)}", line=line)

    def shuffle(self, target: Any, line: int = 0) -> None:
        for stack in self._each(target, line):
            cards = self.table.stacks[stack.index]
            self.table.rng = rng.shuffle(self.table.rng, cards)
            self.table.touch(stack.index)
            if self.animate:
                self.events.append(Event("shuffle", stack.name, cards=tuple(c.id for c in cards)))

    def shuffle_microsoft(self, target: Any, line: int = 0) -> None:
        """`shuffle S microsoft`: S's pack in the order Microsoft FreeCell
        deals the deal whose number is the seed (an extension)."""
        if self.deal_number is None:
            raise GameError("`shuffle ... microsoft` needs the seed of the deal", line=line)
        judge = self.game.judge
        for stack in self._each(target, line):
            cards = self.table.stacks[stack.index]
            try:
                cards[:] = deals.arrange(cards, [judge.card(c) for c in cards], self.deal_number)
            except ValueError as exc:
                raise GameError(f"`shuffle {stack.name} microsoft` {exc}", line=line) from None
            self.table.touch(stack.index)
            if self.animate:
                self.events.append(Event("shuffle", stack.name, cards=tuple(c.id for c in cards)))

    def flip(self, target: Any, line: int = 0) -> None:
        for stack in self._each(target, line):
            cards = self.table.stacks[stack.index]
            cards.reverse()
            for card in cards:  # turned over as a whole: each card shows its other side
                card.up = not card.up
            self._set_visibility(stack, "visible" if self._hidden(stack) else "hidden")

    def show(self, target: Any, line: int = 0) -> None:
        for stack in self._each(target, line):
            for card in self.table.stacks[stack.index]:
                card.up = True
            self._set_visibility(stack, "visible")

    def hide(self, target: Any, line: int = 0) -> None:
        for stack in self._each(target, line):
            for card in self.table.stacks[stack.index]:
                card.up = False
            self._set_visibility(stack, "hidden")

    def _hidden(self, stack: Stack) -> bool:
        # a private stack flips to hidden (reference G-22)
        return self.table.visibility[stack.index] == "hidden"

    def _set_visibility(self, stack: Stack, visibility: str) -> None:
        self.table.visibility[stack.index] = visibility
        self.table.touch(stack.index)
        self.table.touch_faces()
        if self.animate:
            cards = tuple(c.id for c in self.table.stacks[stack.index])
            self.events.append(Event("flip", stack.name, cards=cards))
