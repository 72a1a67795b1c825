"""Refusals in words: why a move the rules forbid is refused, as a player
reads it, and a pile's readable name.

Two kinds of rule refuse a move. The piles' rules (seed 003's `build`,
`group`, `maxlength`; `build_problem`) are judged on the state's card
codes, whether a card goes on another asked of the engine
(`FlatGame.flat_follows`, by the key plan its listing finds piles by),
and said in words (`build_sentence`, a rule by `rule_sentence`): "6D
cannot go on 2D: build down in alternate colours". A `where` filter that is false
says the sentence of the `; refused: ...` comment above its transfer (a
Paper extension, see docs/paperlang.md), else names the rule's line.

A pile is named as a player sees it: a lone stack by its name ("the
waste"), a stacklist member by the singular of its list and a 1-based
number ("cascades[4]" is "cascade 5"); in a build rule's sentence, as one
of its list ("a foundation", "an empty foundation").
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

from runtime.engine.cards import Build, rank_phrase
from runtime.engine.model import GameError
from runtime.engine.paperlang.values import Stack

FIELD = re.compile(r"\{([^{}|]*)(?:\|([^{}]*))?\}")

DIRECTIONS = {"up": "build up", "down": "build down", "either": "build up or down", "any": "build"}
MATCHES = {
    "alternate": "in alternate colours",
    "colour": "in the same colour",
    "suit": "in suit",
    "rank": "on cards of the same rank",
    "any": "regardless of suit",
}

Flat = Sequence[Sequence[int]]  # the compiled engine's stacks: card codes, id * 2 + face up


def rule_sentence(rule: Build) -> str:
    """A build rule as a player reads it: "build down in alternate colours"."""
    if not rule.builds:
        return "nothing may be built here"
    if rule.direction == "any" and rule.match == "any":
        return "any card may be built here"
    words = f"{DIRECTIONS[rule.direction]} {MATCHES[rule.match]}"
    if rule.wrap and rule.direction != "any":
        words += ", from king round to ace"
    return words


def build_problem(
    game: Any, s: Flat, source: Stack, dest: Stack, index: int
) -> tuple[Any, ...] | None:
    """Why the piles' rules forbid moving the cards from `index` up of
    `source` onto `dest` in state `s` (the compiled engine's `FlatGame`
    `game`), as data (what, then its particulars), or None when they allow
    it: no sentence is written until one is wanted (`build_sentence`)."""
    cards = s[source.index][index:]
    if not cards:
        return None
    piles = game.piles
    origin, target = piles[source.index], piles[dest.index]
    several = len(cards) > 1
    if origin is not None and origin.build is not None:
        if not all(code & 1 for code in cards):
            return ("face down",)
    if several:
        if origin is not None and not origin.group_source:
            return ("one from", source)
        if target is not None and not target.group_target:
            return ("one onto", dest)
    if target is not None and target.maxlength is not None:
        if len(s[dest.index]) + len(cards) > target.maxlength:
            return ("full", dest, target.maxlength)
    rule = target.build if target is not None else None
    if rule is not None:
        found = _onto(game, s, dest, rule, cards[0])
        if found is not None:
            return found
    if origin is not None and origin.any_order:
        return None  # `group "F."`: the cards on the moved one go whatever their order
    if several:
        sequence = (origin.build if origin is not None else None) or rule
        if sequence is not None:
            rank, suit, follows = game.flat_rank, game.flat_suit, game.flat_follows
            for lower, upper in zip(cards, cards[1:], strict=False):
                playing = rank[lower] and suit[lower] and rank[upper] and suit[upper]
                if not playing or not follows(sequence, lower, upper):
                    return ("sequence", sequence)
    return None


def _onto(game: Any, s: Flat, dest: Stack, rule: Build, card: int) -> tuple[Any, ...] | None:
    """Why `rule` keeps `card` off pile `dest`, or None."""
    rank, suit = game.flat_rank, game.flat_suit
    if not (rank[card] and suit[card]):
        return ("not playing", dest)
    pile = s[dest.index]
    if not pile:
        return _base(game, s, dest, rule, rank[card])
    top = pile[-1]
    if not top & 1:
        return ("on face down", dest)
    if not (rank[top] and suit[top]):
        return ("not playing", dest)
    if rule.last is not None and rank[top] == rule.last:
        return ("complete", dest, rule.last)
    if game.flat_follows(rule, top, card):
        return None
    if not rule.builds:
        return ("no building", dest)
    return ("onto", card, top, rule)


def _base(game: Any, s: Flat, dest: Stack, rule: Build, rank: int) -> tuple[Any, ...] | None:
    """Why `rule` keeps a card of `rank` off the empty pile `dest`, or None."""
    if rule.base == "any":
        return None
    if rule.base == "none":
        return ("no base", dest)
    if rule.base == "first":
        wanted = fixed_base(game, s)
        if wanted is None or rank == wanted:
            return None
        return ("fixed base", dest, wanted)
    if rank != rule.base:
        return ("base", dest, rule.base)
    return None


def fixed_base(game: Any, s: Flat) -> int | None:
    """The rank the first card played on a pile whose rule's base is
    "first" (`X`) fixed for all of them."""
    rank, suit = game.flat_rank, game.flat_suit
    for index in game.fixed:
        if s[index]:
            card = s[index][0]
            if rank[card] and suit[card]:
                return int(rank[card])
    return None


def build_sentence(game: Any, problem: tuple[Any, ...]) -> str:
    """A problem of `build_problem` as the sentence a player reads."""
    what, *rest = problem
    if what == "onto":
        card, top, rule = rest

        def label(code: int) -> str:
            return str(game.display[game.flat_kinds[code >> 1]][2])

        return f"{label(card)} cannot go on {label(top)}: {rule_sentence(rule)}"
    if what == "sequence":
        return f"those cards are not in sequence ({rule_sentence(rest[0])})"
    if what == "face down":
        return "face-down cards cannot be moved"
    pile, noun = _one_of(rest[0])
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
        "not playing": f"only playing cards can be built on {pile}",
        "on face down": f"nothing may be put on a face-down card on {pile}",
        "no building": f"nothing may be built on {pile}",
        "no base": f"nothing may be put on an empty {noun}",
    }[what]


def _one_of(stack: Stack) -> tuple[str, str]:
    """How a build rule's sentence names a pile: (the pile, the noun for
    "an empty ..."). A lone stack by its name ("the waste", "an empty
    waste"); a stacklist member as one of its list, in the singular ("a
    foundation", "an empty foundation"), since the player sees one pile,
    not the list."""
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


def pile_name(stack: Stack) -> str:
    """ "the waste", "cascade 5", "floor 3,2": a pile as a player names it."""
    if not stack.position:
        return f"the {stack.name}"
    noun = singular(stack.base)
    return f"{noun} " + ",".join(str(i + 1) for i in stack.position)


def count_words(count: Any, noun: str) -> str:
    """`count` `noun`s in words: "no free cell", "one card", "4 cards"."""
    if type(count) is not int:
        return f"{count} {noun}"
    if count <= 0:
        return f"no {noun}"
    if count == 1:
        return f"one {noun}"
    return f"{count} {noun}s"


def worded(refused: Sequence[tuple[str, str]], which: str) -> str | None:
    """The author's sentence (of a transfer's `; refused:` ones) for a false
    `which` ("from" or "to") filter, or None."""
    reasons = dict(refused)
    return reasons.get(which) or reasons.get("")


def sentence(
    refused: Sequence[tuple[str, str]],
    line: int,
    which: str,
    source: Stack,
    dest: Stack | None,
    most: int,
    value_of: Callable[[str], Any],
) -> str:
    """Why a false `which` filter of the transfer on `line` refuses moving
    from `source` to `dest`: its `; refused:` sentence with its `{name}`
    fields filled (`value_of` reads a variable, GameError when there is
    none), else the plain sentence naming the line."""
    text = worded(refused, which)
    if text is None:
        where = f" to {pile_name(dest)}" if dest is not None else ""
        return (
            f"the rule on line {line} of the game does not allow moving "
            f"from {pile_name(source)}{where} now"
        )
    names = {"from": pile_name(source), "to": pile_name(dest) if dest is not None else ""}

    def field(match: re.Match[str]) -> str:
        name, noun = match.group(1).strip(), match.group(2)
        if name in names and noun is None:
            return names[name]
        if name == "most":
            value: Any = most
        else:
            try:
                value = value_of(name)
            except GameError:
                return name
        if noun is not None:
            return count_words(value, noun.strip())
        return str(value)

    return FIELD.sub(field, text)


__all__ = [
    "build_problem",
    "build_sentence",
    "count_words",
    "pile_name",
    "rule_sentence",
    "sentence",
    "worded",
]
