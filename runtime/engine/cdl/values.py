"""CDL values: the card encoding, 16-bit integers and the built-in predicates.

A CARD is an integer (the encoding lives in runtime/engine/cards.py):
0..51 face up (suit + rank; spade 0, heart 13, club 26, diamond 39; ace
0 .. king 12), 52..103 the same cards face down, 104..155 face up but
shaded, 156 the empty-pile circle, 157 the cross.
On a stack each card also carries a stable id: the stored int is
`id << 8 | value`, so a card keeps its identity when it turns or moves.
Faults raise GameError without a line: the game finds the `.cdl` line
from the generated line that was running (the module's LINE_TABLE).
"""

from __future__ import annotations

from functools import cache

from runtime.engine.cards import CDL_FACE_DOWN, CDL_SHADED, CROSS_CARD, EMPTY_CARD, SUITS, card_name
from runtime.engine.model import Card, GameError

INT_MIN, INT_MAX = -32768, 32767
VALUE_MASK = 0xFF
SIDES = {"up": 0, "down": CDL_FACE_DOWN, "shaded": CDL_SHADED}


def i16(value: int) -> int:
    """An INTEGER result; CDL integers are 16-bit and overflow is an error."""
    if INT_MIN <= value <= INT_MAX:
        return value
    raise GameError(f"integer overflow: {value} is outside -32768..32767")


def div(a: int, b: int) -> int:
    """Integer division truncating toward zero, as Pascal's DIV."""
    if b == 0:
        raise GameError("division by zero")
    if a >= 0 and b > 0:
        return a // b  # the common case: cards and ranks
    q = abs(a) // abs(b)
    return i16(q if (a >= 0) == (b >= 0) else -q)


def mod(a: int, b: int) -> int:
    """Pascal's MOD: the remainder has the sign of the dividend."""
    if b == 0:
        raise GameError("MOD by zero")
    if a >= 0 and b > 0:
        return a % b
    r = abs(a) % abs(b)
    return r if a >= 0 else -r


def is_side_up(card: int) -> bool:
    return 0 <= card < 52 or 104 <= card < 156


# is_side_up of each value 0..255 (a card's, or a drawing's): the flat versions
# and the written listing index it where they know the value is one of those
side_up = tuple(is_side_up(value) for value in range(256))


def is_side_down(card: int) -> bool:
    return 52 <= card < 104


def is_shaded(card: int) -> bool:
    return 104 <= card < 156


def turned(value: int, side: str) -> int:
    """The card turned to a side; the circle and the cross do not turn."""
    if not 0 <= value < 156:
        return value
    return value % 52 + SIDES[side]


def check_card(value: int) -> int:
    if isinstance(value, bool) or not 0 <= value <= CROSS_CARD:
        raise GameError(f"{value} is not a card (cards are 0..157)")
    return value


def card_text(value: int) -> str:
    """How WRITE prints a CARD: `KS`, `10H`, or the drawing's name."""
    if 0 <= value < 156:
        base = value % 52
        return card_name(base % 13 + 1, SUITS[base // 13])
    if value == EMPTY_CARD:
        return "(empty)"
    if value == CROSS_CARD:
        return "(cross)"
    return str(value)


@cache  # a Card is immutable, and a game stores a few hundred different ints at most
def to_card(stored: int) -> Card:
    """The outside world's view of a stored card."""
    value, ident = stored & VALUE_MASK, stored >> 8
    if value >= 156:
        name = "circle" if value == EMPTY_CARD else "cross"
        return Card(None, None, True, name, ident)
    base = value % 52
    rank, suit = base % 13 + 1, SUITS[base // 13]
    return Card(rank, suit, not is_side_down(value), card_name(rank, suit), ident, is_shaded(value))
