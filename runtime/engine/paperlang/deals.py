"""Microsoft FreeCell's deal numbering for Paperlang's `shuffle S microsoft`
(a Paper extension, docs/paperlang.md "Extensions").

The numbering is pysol-cards' (its LCRandom31 and `ms_rearrange`), so deal
#1 starts `JD 2D 9H JC 5D 7H 7C 5H` as Windows' FreeCell does and #11982 is
the famous unsolvable deal. The seed of the game is the deal number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeVar

from pysol_cards.cards import createCards
from pysol_cards.random import shuffle
from pysol_cards.random_base import RandomBase

from runtime.engine.cards import PYSOL_SUITS

T = TypeVar("T")

LAST_DEAL = (1 << 33) - 1  # the highest deal number pysol-cards' MS generator takes


def deal_number(seed: int) -> int:
    """The Microsoft deal a seed plays: the seed itself from 1 to
    8589934591, any other seed counted round into that range (0 is the
    last deal), so every seed has a deal."""
    return (seed - 1) % LAST_DEAL + 1


def microsoft_order(seed: int) -> list[tuple[int, str]]:
    """The 52 cards as (rank, suit), bottom of the pack first: the top card
    is the first one Microsoft deals (to the first column), the next to the
    second column, and so on round the columns."""
    cards = shuffle(createCards(1), deal_number(seed), RandomBase.DEALS_MS)
    return [(card.rank, PYSOL_SUITS[card.suit]) for card in cards]


def arrange(cards: Sequence[T], faces: Sequence[tuple[int, str] | None], seed: int) -> list[T]:
    """`cards` (with their rank and suit in `faces`) in Microsoft order for
    the deal `seed`. Raises ValueError unless they are one 52-card pack."""
    by_face = {face: card for card, face in zip(cards, faces, strict=True) if face is not None}
    if len(cards) != 52 or len(by_face) != 52:
        raise ValueError("needs the 52 different cards of one pack")
    return [by_face[face] for face in microsoft_order(seed)]
