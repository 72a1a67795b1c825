"""How the Session words piles and refusals for a player.

One display name per pile, used by every view (the table's notices and
inspector, the keyboard, the terminal player): the engine's word for it
("the waste", "tableau 5", "column 6"). A name the source chose for its
own use, that no player would say (Canfield's `rwaste`), is not shown:
such a pile is named by its place among the game's piles ("pile 4").

A refusal never names a face-down card, whatever the rules' reason says:
the card under the pointer, or the one it would go on, may be hidden, and
naming it would show it. A face-down card that no move takes cannot be
picked up at all.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from runtime.engine.model import Card, Move

# The nouns the games' piles are named by, as a player says them. A pile
# named otherwise is an internal name and is shown by its place instead.
PILE_WORDS = frozenset(
    "ace base cascade cell column deck discard foundation free freecell goal guide hand "
    "heap hold hole hour king kitty line loop pack peak pile pocket pool pyramid reserve "
    "rest row square stock table tableau talon turned waste".split()
)
SPELLED_OUT = {"col": "column"}  # `cols[2]` is "column 3"


def pile_word(engine_word: str, name: str, stacks: Sequence[str]) -> str:
    """The name a player sees for stack `name`, from the engine's word for it."""
    for short, word in SPELLED_OUT.items():
        engine_word = re.sub(rf"\b{short}\b", word, engine_word)
    noun = re.sub(r"[^a-z ]", " ", engine_word.lower()).split()
    words = [word for word in noun if word not in ("the", "a", "an")]
    if not words or any(_known(word) for word in words):
        return engine_word
    return f"pile {list(stacks).index(name) + 1}" if name in stacks else engine_word


def _known(word: str) -> bool:
    return word in PILE_WORDS or word.removesuffix("s") in PILE_WORDS


def face_down(cards: Sequence[Card], index: int) -> bool:
    return 0 <= index < len(cards) and not cards[index].face_up


def may_pick_up(cards: Sequence[Card], moves: Sequence[Move], name: str, index: int) -> bool:
    """May the player lift card `index` of pile `name` (with what lies on
    it)? Not a face-down card that no move drags from there: lifting it
    would show it."""
    if not face_down(cards, index):
        return True
    return any(
        move.source == name
        and move.target is not None
        and (move.index == index or (move.index is None and move.count >= len(cards) - index))
        for move in moves
    )


def refusal(
    reason: str | None,
    cards: Callable[[str], list[Card]],
    name: str,
    index: int,
    target: str | None,
    word: Callable[[str], str],
) -> str:
    """What a refused click (`target` None) or drag of card `index` of
    `name` says: the rules' `reason` when they gave one that names no
    hidden card, else the piles by their display names."""
    source = cards(name)
    if reason and not _names_a_hidden_card(reason, source, index, cards(target) if target else []):
        return reason
    if target is None:
        return f"nothing to do on {word(name)}"
    return f"cannot move from {word(name)} to {word(target)}"


def _names_a_hidden_card(
    reason: str, source: Sequence[Card], index: int, target: Sequence[Card]
) -> bool:
    """Does `reason` name a face-down card of the move: the grabbed one,
    one lying on it, or the target's top card?"""
    hidden = [card for card in source[max(index, 0) :] if not card.face_up]
    if target and not target[-1].face_up:
        hidden.append(target[-1])
    shown = {card.name for card in [*source, *target] if card.face_up}
    return any(
        card.name not in shown and re.search(rf"(?<![\w\[]){re.escape(card.name)}(?!\w)", reason)
        for card in hidden
    )


__all__ = ["PILE_WORDS", "face_down", "may_pick_up", "pile_word", "refusal"]
