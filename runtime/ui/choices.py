"""Pure choices the table makes among the moves the Session offers.

Which move a double-click sends, which move is the hint, which pile a key
names. Rules stay in the engines: these only pick among `Session.moves()`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from typing import Any

from runtime.engine.model import Card, Move

# Pile names that mean "where cards go to stay", for games that do not say:
# a double-click prefers them, as every solitaire app does.
_FOUNDATION_WORDS = {
    "foundation",
    "foundations",
    "found",
    "home",
    "homes",
    "top",
    "tops",
    "ace",
    "aces",
    "out",
    "finish",
    "goal",
    "discard",
    "discards",
    "suit",
    "suits",
    "base",
    "bases",
}
DIGITS = _DIGITS = "1234567890"
_SHIFTED = "!@#$%^&*()"


def base_name(name: str) -> str:
    """'row[3]' -> 'row'; 'Foundation2' -> 'foundation'."""
    return re.sub(r"(\[\d+\]|\d+)$", "", name).strip("_ ").lower()


def foundations(rules: Any, piles: Iterable[str]) -> set[str]:
    """The piles a card is best sent to: what the game declares (an optional
    `foundations` attribute of its rules), else those named like foundations."""
    declared = getattr(rules, "foundations", None)
    if declared is not None and not callable(declared):
        return {str(name) for name in declared}
    return {
        name
        for name in piles
        if base_name(name) in _FOUNDATION_WORDS or base_name(name).startswith("found")
    }


def _grabbed(move: Move, index: int, size: int) -> bool:
    if move.index is not None:
        return move.index == index
    return move.count == size - index


CardsOf = Callable[[str], Sequence[Card]]


def builds_home(move: Move, cards: CardsOf) -> bool:
    """Whether a move lays one card on the next lower card of its suit, or
    an ace on an empty pile: what a foundation takes, whatever its name."""
    if move.source is None or move.target is None or move.count != 1:
        return False
    source = cards(move.source)
    if not source:
        return False
    at = move.index if move.index is not None and 0 <= move.index < len(source) else -1
    card = source[at]
    if card.rank is None:
        return False
    target = cards(move.target)
    if not target:
        return card.rank == 1
    top = target[-1]
    return top.face_up and top.suit == card.suit and top.rank == card.rank - 1


def _home(move: Move, preferred: set[str], cards: CardsOf | None) -> bool:
    if move.target is None:
        return False
    return move.target in preferred or (cards is not None and builds_home(move, cards))


def send_move(
    moves: Sequence[Move],
    pile: str,
    index: int,
    size: int,
    preferred: set[str],
    cards: CardsOf | None = None,
) -> Move | None:
    """What a double-click on card `index` of `pile` (of `size` cards) does:
    a move of that card (and those on it) somewhere, foundations first."""
    placed = [m for m in moves if m.source == pile and m.target is not None]
    exact = [m for m in placed if index >= 0 and _grabbed(m, index, size)]
    candidates = exact or placed
    for move in candidates:
        if _home(move, preferred, cards):
            return move
    return candidates[0] if candidates else None


def targets_for(moves: Sequence[Move], pile: str) -> list[Move]:
    """The moves from a pile to somewhere, largest run first (keyboard play
    moves as much as it may, like Harvey's shifted stack keys)."""
    placed = [m for m in moves if m.source == pile and m.target is not None]
    return sorted(placed, key=lambda m: -m.count)


def hints(moves: Sequence[Move], preferred: set[str], cards: CardsOf | None = None) -> list[Move]:
    """Moves in the order worth suggesting: to a foundation, then between
    piles (longer runs first), then clicks such as dealing from the stock."""

    def rank(move: Move) -> tuple[int, int]:
        if _home(move, preferred, cards):
            return (0, 0)
        if move.target is not None:
            return (1, -move.count)
        if move.source is not None:
            return (2, 0)
        return (3, 0)

    return sorted(moves, key=rank)


def buttons(moves: Sequence[Move]) -> list[tuple[str, Move]]:
    """Moves from no pile, shown as buttons (label, the move a press
    plays): a Paperlang `button`, and a pick that makes cards (`random
    Coin -> rows[1]`) once however many stacks it may make them on: its
    first, labelled with the stacks' names (`random Coin -> rows`); a
    click on one of those stacks plays the move onto it."""
    found: dict[str, tuple[list[str], Move]] = {}
    for move in moves:
        if move.source is not None:
            continue
        text, target = str(move), move.target
        pick = text.replace(f"-> {target}", "->", 1) if target is not None else text
        if pick not in found:
            found[pick] = ([], move)
        if target is not None:
            found[pick][0].append(target.split("[")[0])
    shown = []
    for pick, (targets, move) in found.items():
        if len(targets) < 2:
            shown.append((str(move), move))
            continue
        names = ", ".join(dict.fromkeys(targets))  # (each list once, in order)
        shown.append((pick.replace("->", f"-> {names}", 1), move))
    return shown


def pile_keys(order: Sequence[str]) -> dict[str, str]:
    """A key per pile: 1..9, 0, then the shifted digits ! @ # ... as in
    Harvey's keyboard solitaire; piles beyond twenty are reached with Tab."""
    keys = _DIGITS + _SHIFTED
    return {name: keys[i] for i, name in enumerate(order[: len(keys)])}


def pile_for_key(order: Sequence[str], digit: str, shifted: bool) -> str | None:
    """The pile a digit key (shifted or not) names, if any."""
    if digit not in _DIGITS:
        return None
    position = _DIGITS.index(digit) + (len(_DIGITS) if shifted else 0)
    return order[position] if position < len(order) else None
