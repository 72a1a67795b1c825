"""Which card lies where while the game's own statements (the load pass)
run, as far as they say it, at compile time (`paperlang_flat_load`).

The load pass is worked out at compile time. The cards it makes (`place T
-> X N`) and moves by fixed numbers between stacks it names lie where it
put them, so what it reads of them is known there too: the type of a card
at a place (`(s.top - 1) == B`), its attributes (`s.bottom.x`, as the load
pass set them), the cards of a type in a stack (`(s{A}).size`), those a
condition keeps (`(s{x > 1}).size`), the sum of an attribute (`s{x}`).
A stack the seed shuffled keeps its cards in an order the seed decides
(what reads one of its places is refused), and after cards the seed draws
(`random T`), a move by a filter or a card hook, nothing is known."""

from __future__ import annotations

from typing import Any

from paperc.codegen.paperlang_flat_cards import CardKinds
from runtime.engine.patterns import matches

NO_CARD = 0  # (a place past either end of a stack, or of an empty one)


class Known:
    """The cards of each stack the load pass knows, by card id (bottom
    first), and the attributes it set on them."""

    def __init__(self, deck: list[str], kinds: CardKinds) -> None:
        self.deck = deck  # each card id's type (id 1 first)
        self.kinds = kinds
        self.stacks: dict[int, list[int]] = {}
        self.shuffled: set[int] = set()  # (the seed decides their order)
        self.lost = False  # (nothing is known any more)
        self.set: dict[int, dict[str, Any]] = {}  # the attributes set, by card id
        self.later: list[str] = []  # the types of the cards the deal makes (`flat_make`)

    def cards(self, index: int) -> list[int] | None:
        """A stack's cards, bottom first; None when the load pass does not know them."""
        if self.lost or index in self.shuffled:
            return None
        return self.stacks.setdefault(index, [])

    def made(self, index: int, first: int, count: int, under: bool) -> None:
        cards = self.cards(index)
        if cards is None:
            return
        made = list(range(first, first + count))
        self.stacks[index] = made[::-1] + cards if under else cards + made

    def made_later(self, index: int, type_name: str, values: dict[str, Any], count: int) -> None:
        """Cards the deal makes as it runs (after a card type's attribute
        changed: `flat_make`), the next ids after the load pass's deck,
        each with its type's values as the load pass left them."""
        first = len(self.deck) + len(self.later) + 1
        self.later += [type_name] * count
        for card in range(first, first + count):
            self.set[card] = dict(values)
        self.made(index, first, count, False)

    def moved(self, origin: int, target: int, count: int | None, cut: bool, how: str) -> None:
        """`count` cards (None: all) from the top of `origin` onto `target`:
        as one (`cut`) or one at a time; any other way (`how`: from the
        bottom, under) the cards are no longer known there."""
        cards = self.cards(origin)
        onto = self.cards(target)
        if cards is None or onto is None or how:
            self.shuffled |= {origin, target}
            return
        k = len(cards) if count is None else min(max(count, 0), len(cards))
        picked = cards[len(cards) - k :]
        del cards[len(cards) - k :]
        onto += picked if cut else picked[::-1]

    def flipped(self, index: int) -> None:
        cards = self.cards(index)
        if cards is not None:
            cards.reverse()

    def type_of(self, card: int) -> str:
        deck = self.deck
        return deck[card - 1] if card <= len(deck) else self.later[card - len(deck) - 1]

    def value(self, card: int, name: str) -> Any:
        """Attribute `name` of a card: as the load pass set it, else its
        type's (none for a card without it)."""
        if name in self.set.get(card, {}):
            return self.set[card][name]
        return self.kinds.values[self.type_of(card)].get(name)

    def isa(self, card: int, type_name: str) -> bool:
        return type_name in self.kinds.ancestors[self.type_of(card)]

    def at(self, index: int, place: int) -> int | None:
        """The card `place` up from the bottom of a stack (NO_CARD past
        either end); None when the load pass does not know it."""
        cards = self.cards(index)
        if cards is None:
            return None
        return cards[place] if 0 <= place < len(cards) else NO_CARD

    def matches(self, cards: list[int], items: tuple[tuple[str, ...], ...]) -> bool:
        """Do a stack's cards (bottom first) match a sequence pattern
        (`runtime.engine.patterns`)?"""
        return matches(cards, items, self.isa)
