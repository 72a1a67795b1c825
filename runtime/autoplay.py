"""Safe autoplay and auto-finish: which cards may go to the foundations by
themselves. Headless (no arcade): the table asks, and plays what it is told
as ordinary Session moves, one journal entry each.

Which piles are foundations (`judge`):

- Paperlang: the piles declared with a `maxlength` and an ace-up build in
  suit (`build "AUS..."`): `foundations[4]` of Klondike and FreeCell.
  Canfield's and Corners' foundations start from a dealt rank (`build
  "XUS"`), Golf's and Pyramid's take any card: none of those qualify.
- CDL (and any other language): the piles empty after the deal, squared
  (fan "over"), and named as CardsWorkShop games name foundations: a
  foundation word (`Foundation`, `Home`, ...) or `A`/`F` and a number
  (`A1`..`A4`, `F1`..`F8`). Where a game has none, autoplay is off for it,
  and `Judgement.reason` says why.

Either way a card is only ever sent as the game itself allows (a move that
`Session.moves()` offers) and only when it builds home: an ace onto an
empty foundation, or the next card of the suit on its top card. So a pile
misjudged as a foundation is merely never autoplayed to.

When a card is safe (`safe`): Brian Harvey's rule from keyboard Klondike.
Aces and twos always; any other card when every card of the other colour
one rank lower is already on the foundations (both of them with one deck,
all four with two), since those are the only cards that could still want
to be built on it. With two packs the other copy of the card of its own
suit one rank lower must be home too: in a game built down in suit (Forty
Thieves) it could still want the card. (With one pack that card is home
already, under the card.)
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from runtime.engine.model import Card, Move

_WORDS = {"foundation", "foundations", "found", "home", "homes", "ace", "aces", "suit", "suits"}
_LETTER_NUMBER = re.compile(r"^[AF]\d+$")
FINISH_LIMIT = 400  # moves a play-out may take before it is judged not to finish


@dataclass(frozen=True)
class Judgement:
    """A game's foundations for autoplay, and how they were found (or why
    there are none: then autoplay is off for this game)."""

    foundations: tuple[str, ...]
    reason: str

    @property
    def possible(self) -> bool:
        return bool(self.foundations)


def _base(name: str) -> str:
    return re.sub(r"(\[\d+\]|\d+)$", "", name).strip("_ ").lower()


def judge(rules: Any, stacks: Sequence[str], dealt: Callable[[str], Sequence[Card]]) -> Judgement:
    """The piles autoplay may send cards to. `dealt(name)`: a pile's cards
    after the deal."""
    decls = getattr(rules, "stack_decls", None)
    if getattr(rules, "language", "") == "paperlang" and decls is not None:
        found: list[str] = []
        for decl in decls:
            pile = getattr(decl, "pile", None)
            rule = getattr(pile, "build", None)
            home = rule is not None and (rule.base, rule.direction, rule.match) == (1, "up", "suit")
            if getattr(pile, "maxlength", None) is not None and home:
                found += [name for name, _ in decl.member_names()]
        if found:
            return Judgement(tuple(found), "piles with a maxlength built up in suit from the ace")
        return Judgement((), "no pile of this game is built up in suit from the ace")
    layout = rules.layout()
    found = [
        name
        for name in stacks
        if not dealt(name)
        and getattr(layout.piles.get(name), "fan", "over") == "over"
        and (_base(name) in _WORDS or _LETTER_NUMBER.match(name))
    ]
    if found:
        return Judgement(tuple(found), "piles empty after the deal and named as foundations")
    return Judgement((), "this game has no pile that can be judged a foundation")


def judge_session(session: Any) -> Judgement:
    """`judge` for a Session: its deal is dealt again to see the piles empty."""
    state, _ = session.rules.deal(session.seed)
    return judge(session.rules, session.stacks(), lambda name: session.rules.cards(state, name))


CardsOf = Callable[[str], Sequence[Card]]


def goes_home(move: Move, foundations: Sequence[str], cards: CardsOf) -> Card | None:
    """The card a move builds home with: one card onto a foundation, an ace
    onto an empty one or the next of its suit; else None."""
    if move.source is None or move.target not in foundations or move.count != 1:
        return None
    if move.source in foundations:
        return None  # from one foundation to another is no progress
    source = cards(move.source)
    if not source:
        return None
    at = move.index if move.index is not None and 0 <= move.index < len(source) else -1
    card = source[at]
    if card.rank is None or card.suit is None or not card.face_up:
        return None
    target = cards(move.target)
    if not target:
        return card if card.rank == 1 else None
    top = target[-1]
    if top.face_up and top.suit == card.suit and top.rank == card.rank - 1:
        return card
    return None


def _started_from_aces(foundations: Sequence[str], cards: CardsOf) -> bool:
    for name in foundations:
        pile = cards(name)
        if pile and pile[0].rank != 1:
            return False
    return True


def safe(card: Card, foundations: Sequence[str], stacks: Sequence[str], cards: CardsOf) -> bool:
    """Harvey's rule: no card left in play can still need `card`."""
    assert card.rank is not None
    if card.rank <= 2:
        return True
    home = {name for name in foundations}
    wanted = [0, 0]  # [cards of the other colour one rank lower, those of them home]
    for name in stacks:
        for other in cards(name):
            if (
                other.rank == card.rank - 1
                and other.suit is not None
                and (other.red != card.red or other.suit == card.suit)
            ):
                wanted[0] += 1
                wanted[1] += name in home
            elif other.rank is None and not other.face_up:
                return False  # a card we cannot read: it might be one of them
    return wanted[0] > 0 and wanted[0] == wanted[1]


def safe_move(
    moves: Sequence[Move], foundations: Sequence[str], stacks: Sequence[str], cards: CardsOf
) -> Move | None:
    """The first of `moves` that sends a card home that no one still needs."""
    if not foundations or not _started_from_aces(foundations, cards):
        return None
    for move in moves:
        card = goes_home(move, foundations, cards)
        if card is not None and safe(card, foundations, stacks, cards):
            return move
    return None


def finish_ready(foundations: Sequence[str], stacks: Sequence[str], cards: CardsOf) -> bool:
    """Whether the rest can simply be played out: no card is face down (so
    the stock is gone) and every other pile runs down from its bottom card,
    so that the lowest card still out always lies on top of its pile."""
    if not foundations or not _started_from_aces(foundations, cards):
        return False
    for name in stacks:
        if name in foundations:
            continue
        pile = cards(name)
        for lower, upper in zip(pile, pile[1:], strict=False):
            if lower.rank is None or upper.rank is None or lower.rank <= upper.rank:
                return False
        if any(not card.face_up for card in pile):
            return False
    return True


def play_out(rules: Any, state: Any, foundations: Sequence[str]) -> list[Move] | None:
    """The moves that take every card home from `state`, one card at a
    time, found by playing on copies of the state; None if that does not
    win the game (the Session is not touched)."""
    played: list[Move] = []
    for _ in range(FINISH_LIMIT):
        if rules.status(state) == "won":
            return played
        if rules.status(state) != "playing":
            return None
        here = state

        def cards(name: str, at: Any = here) -> Sequence[Card]:
            return rules.cards(at, name)

        move = next(
            (m for m in rules.moves(state) if goes_home(m, foundations, cards) is not None), None
        )
        if move is None:
            return None
        state, _ = rules.play(state, move)
        played.append(move)
    return None


def finish_moves(session: Any, foundations: Sequence[str]) -> list[Move] | None:
    """The play-out of a Session's position, when `finish_ready` says the
    rest only has to be played and playing it wins; else None."""
    if session.status != "playing":
        return None
    if not finish_ready(foundations, session.stacks(), session.cards):
        return None
    return play_out(session.rules, session.state, foundations)


def next_safe(session: Any, foundations: Sequence[str]) -> Move | None:
    """The next safe autoplay move of a Session's position, if any."""
    if session.status != "playing":
        return None
    return safe_move(session.moves(), foundations, session.stacks(), session.cards)
