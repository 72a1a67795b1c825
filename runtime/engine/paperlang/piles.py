"""Pile properties (a Paper extension of Paperlang, docs/paperlang.md
"Extensions"): how cards face on a pile, and the seed-003 build rules
(`build "KDA"`, `group "YY"`, `maxlength 13`) that every player move onto or
off a pile must obey, with the sentence a player reads when a move is refused.

Cards are judged by their rank and suit as the table shows them, so only
playing cards (the deck's, or a game's own types with a rank and suit) can
be built; colour is red for hearts and diamonds.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from runtime.engine.cards import (
    RANK_CONSTANTS,
    RANK_LETTERS,
    RED_SUITS,
    build_follows,
    rank_phrase,
)
from runtime.engine.paperlang.values import CardObj, Stack

DIRECTIONS = {
    "U": "build up",
    "D": "build down",
    "B": "build up or down",
    "Y": "build",
    "N": "",
}
MATCHES = {
    "A": "in alternate colours",
    "C": "in the same colour",
    "S": "in suit",
    "R": "on cards of the same rank",
    "Y": "regardless of suit",
    "N": "",
}


@dataclass(frozen=True)
class Pile:
    """A pile's properties, as a generated game declares them (one per
    stack declaration; a stacklist's members share it)."""

    facing: str = "stack"  # "stack" (the stack's visibility) | "keep" | "up" | "down"
    autoflip: bool = False
    at: tuple[float, float] | None = None
    step: tuple[float, float] | None = None
    places: tuple[tuple[float, float], ...] | None = None  # one per stacklist member
    fan: str | None = None
    fan_spacing: float | None = None  # `fan right 0.4`: a fraction of a card
    empty: str | None = None
    build: str | None = None
    wrap: bool = False
    group: str | None = None
    autotarget: str | None = None
    maxlength: int | None = None
    # `redeals N` (runtime/engine/paperlang/redeals.py): the limit (a number,
    # -1 for none, or an int variable's name) and the variable counting them
    redeals: int | str | None = None
    redeal_counter: str | None = None

    @property
    def rule(self) -> BuildRule | None:
        return BuildRule.parse(self.build, self.wrap) if self.build else None

    @property
    def group_source(self) -> bool:
        """May a group of cards leave this pile? Piles with a build rule
        move single cards unless `group` says otherwise (seed 003)."""
        return self.group[0] in "YF" if self.group else self.build is None

    @property
    def any_order(self) -> bool:
        """`group "F."` (group moves): any face-up card may leave with all the
        cards on it, whatever their order (Yukon, Scorpion)."""
        return bool(self.group) and self.group[0] == "F"  # type: ignore[index]

    @property
    def group_target(self) -> bool:
        return self.group[1] == "Y" if self.group else self.build is None

    @property
    def ruled(self) -> bool:
        """Does this pile limit what the player may move onto or off it?"""
        return bool(self.build or self.group or self.maxlength is not None)


@dataclass(frozen=True)
class BuildRule:
    """A seed-003 build string: `KDA` is "a king fills an empty pile; build
    down in alternate colours"; `AUSK` "an ace starts it; build up in suit
    up to the king"."""

    base: str  # "Y" any card, "N" none, "X" fixed by the first such pile, or a rank letter
    direction: str  # U D B N Y
    match: str  # A C S R Y, or N (nothing: seed 003's "NNN" waste)
    cutoff: int | None = None
    wrap: bool = False

    @classmethod
    def parse(cls, text: str, wrap: bool = False) -> BuildRule:
        cutoff = RANK_LETTERS.index(text[3]) + 1 if len(text) > 3 else None
        return cls(text[0], text[1], text[2], cutoff, wrap)

    @property
    def base_rank(self) -> int | None:
        return RANK_LETTERS.index(self.base) + 1 if self.base in RANK_LETTERS else None

    def sentence(self) -> str:
        """The rule as a player reads it: "build down in alternate colours"."""
        if "N" in (self.direction, self.match):
            return "nothing may be built here"
        if self.direction == "Y" and self.match == "Y":
            return "any card may be built here"
        words = f"{DIRECTIONS[self.direction]} {MATCHES[self.match]}"
        if self.wrap and self.direction in "UDB":
            words += ", from king round to ace"
        return words

    def follows(self, lower: tuple[int, str], upper: tuple[int, str]) -> bool:
        """May `upper` (rank, suit) be built on `lower`? As the compiled
        engine's code says it (`cards.build_follows`, run on the two cards)."""
        test = _follows_test(self.text, self.wrap)
        red = (lower[1] in RED_SUITS, upper[1] in RED_SUITS)
        return test((lower[0], upper[0]), red, (lower[1], upper[1]))

    @property
    def text(self) -> str:
        """The build string (`KDA`, `AUSK`)."""
        last = RANK_LETTERS[self.cutoff - 1] if self.cutoff is not None else ""
        return f"{self.base}{self.direction}{self.match}{last}"


@functools.cache
def _follows_test(build: str, wrap: bool) -> Callable[[Any, Any, Any], bool]:
    """A rule's `build_follows` conditions as one function of the tables
    `rank`, `red` and `suit` of two cards (0 the lower, 1 the upper)."""
    terms = build_follows(build, wrap, "0", "1")
    code = " and ".join(f"({term})" for term in terms) or "True"
    test: Callable[[Any, Any, Any], bool] = eval(  # (the conditions above, no names but these)
        f"lambda rank, red, suit: {code}", {"__builtins__": {}, **RANK_CONSTANTS}
    )
    return test


@dataclass(frozen=True)
class Judge:
    """What a build check needs to know of a game: each stack's pile (or
    None), each card type's rank and suit, and the stacks whose base is
    fixed by the first card played on one of them (`X`)."""

    piles: Sequence[Pile | None]
    rules: Sequence[BuildRule | None]
    faces: dict[str, tuple[int | None, str | None, str]]  # type -> (rank, suit, label)
    fixed: tuple[int, ...]  # stack indexes whose base is X
    known: dict[str, tuple[int, str] | None] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # (rank, suit) per card type, or None: asked for every card a build check reads
        known = {
            name: (rank, suit) if rank is not None and suit is not None else None
            for name, (rank, suit, _) in self.faces.items()
        }
        object.__setattr__(self, "known", known)
        loose = tuple(pile is not None and pile.any_order for pile in self.piles)
        object.__setattr__(self, "loose", loose)  # per stack: does `group "F."` waive order?

    def card(self, card: CardObj) -> tuple[int, str] | None:
        return self.known[card.info.name]

    def label(self, card: CardObj) -> str:
        return self.faces[card.info.name][2]

    def refusal(
        self,
        stacks: Sequence[Sequence[CardObj]],
        source: Stack | None,
        dest: Stack,
        cards: Sequence[CardObj],
        under: bool = False,
    ) -> str | None:
        """Why the player may not move `cards` (in the order they land) from
        `source` onto `dest`, or None when the piles' rules allow it."""
        found = self.problem(stacks, source, dest, cards, under)
        return None if found is None else self._sentence(found)

    def problem(
        self,
        stacks: Sequence[Sequence[CardObj]],
        source: Stack | None,
        dest: Stack,
        cards: Sequence[CardObj],
        under: bool = False,
    ) -> tuple[Any, ...] | None:
        """`refusal` as data (what, then its particulars), None if allowed:
        no sentence is written until one is wanted."""
        if not cards:
            return None
        origin = self.piles[source.index] if source is not None else None
        target = self.piles[dest.index]
        several = len(cards) > 1
        if origin is not None and origin.build:
            if not cards[0].up or (several and not all(card.up for card in cards)):
                return ("face down",)
        if several:
            if origin is not None and not origin.group_source:
                return ("one from", source)
            if target is not None and not target.group_target:
                return ("one onto", dest)
        if target is not None and target.maxlength is not None:
            if len(stacks[dest.index]) + len(cards) > target.maxlength:
                return ("full", dest, target.maxlength)
        rule = self.rules[dest.index]
        if rule is not None:
            found = self._onto(stacks, dest, rule, cards[0], under)
            if found is not None:
                return found
        if source is not None and self.loose[source.index]:
            return None  # `group "F."`: the cards on the moved one go whatever their order
        if several:
            sequence = (self.rules[source.index] if source is not None else None) or rule
            if sequence is not None:
                for lower, upper in zip(cards, cards[1:], strict=False):
                    if not self._follows(sequence, lower, upper):
                        return ("sequence", sequence)
        return None

    def _follows(self, rule: BuildRule, lower: CardObj, upper: CardObj) -> bool:
        a, b = self.card(lower), self.card(upper)
        return a is not None and b is not None and rule.follows(a, b)

    def _onto(
        self,
        stacks: Sequence[Sequence[CardObj]],
        dest: Stack,
        rule: BuildRule,
        card: CardObj,
        under: bool,
    ) -> tuple[Any, ...] | None:
        if under:
            return ("under", dest)
        seen = self.card(card)
        if seen is None:
            return ("not playing", dest)
        pile = stacks[dest.index]
        if not pile:
            return self._base(stacks, dest, rule, seen)
        top = pile[-1]
        if not top.up:
            return ("on face down", dest)
        below = self.card(top)
        if below is None:
            return ("not playing", dest)
        if rule.cutoff is not None and below[0] == rule.cutoff:
            return ("complete", dest, rule.cutoff)
        if rule.follows(below, seen):
            return None
        if "N" in (rule.direction, rule.match):
            return ("no building", dest)
        return ("onto", card, top, rule)

    def _base(
        self,
        stacks: Sequence[Sequence[CardObj]],
        dest: Stack,
        rule: BuildRule,
        seen: tuple[int, str],
    ) -> tuple[Any, ...] | None:
        if rule.base == "Y":
            return None
        if rule.base == "N":
            return ("no base", dest)
        wanted = rule.base_rank
        if rule.base == "X":
            wanted = self.fixed_base(stacks)
            if wanted is None or seen[0] == wanted:
                return None
            return ("fixed base", dest, wanted)
        if wanted is not None and seen[0] != wanted:
            return ("base", dest, wanted)
        return None

    def _sentence(self, problem: tuple[Any, ...]) -> str:
        """A problem as the sentence a player reads."""
        what, *rest = problem
        if what == "onto":
            card, top, rule = rest
            return f"{self.label(card)} cannot go on {self.label(top)}: {rule.sentence()}"
        if what == "sequence":
            return f"those cards are not in sequence ({rest[0].sentence()})"
        if what == "face down":
            return "face-down cards cannot be moved"
        pile, noun = _pile(rest[0])
        # each sentence is built only when it is the one wanted: a "full"
        # pile's number is a length, which is no rank (aces_up's 48)
        if what == "full":
            return f"{pile} holds at most {rest[1]} cards"
        if what == "complete":
            return f"{pile} is complete: nothing goes on {rank_phrase(rest[1])}"
        if what == "fixed base":
            return f"every empty {noun} must start with {rank_phrase(rest[1])}, as the first did"
        if what == "base":
            return f"only {rank_phrase(rest[1])} may fill an empty {noun}"
        return {
            "one from": f"only one card at a time may be taken from {pile}",
            "one onto": f"only one card at a time may be put on {pile}",
            "under": f"cards may only be put on top of {pile}",
            "not playing": f"only playing cards can be built on {pile}",
            "on face down": f"nothing may be put on a face-down card on {pile}",
            "no building": f"nothing may be built on {pile}",
            "no base": f"nothing may be put on an empty {noun}",
        }[what]

    def fixed_base(self, stacks: Sequence[Sequence[CardObj]]) -> int | None:
        """The rank the first card played on an `X` pile fixed for all of them."""
        for index in self.fixed:
            if stacks[index]:
                found = self.card(stacks[index][0])
                if found is not None:
                    return found[0]
        return None


def _pile(stack: Stack) -> tuple[str, str]:
    """How a sentence names a pile: (the pile, the noun for "an empty ...").

    A lone stack by its name ("the waste", "an empty waste"); a stacklist
    member as one of its list, in the singular ("a foundation", "an empty
    foundation"), since the player sees one pile, not the list."""
    if stack.base == stack.name:
        return f"the {stack.name}", stack.name
    noun = singular(stack.base)
    article = "an" if noun[:1].lower() in "aeiou" else "a"
    return f"{article} {noun}", noun


def singular(name: str) -> str:
    """`foundations` -> `foundation`, `piles` -> `pile`, `cells` -> `cell`;
    names that do not look plural stay as they are (`tableau`, `row`)."""
    if len(name) > 3 and name.endswith("ies"):
        return name[:-3] + "y"
    if len(name) > 2 and name.endswith("s") and not name.endswith("ss"):
        return name[:-1]
    return name
