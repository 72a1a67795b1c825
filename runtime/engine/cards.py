"""What both language engines share about cards and running game code:
the rank and suit tables, colours, how a card is named, and the step
budget. The first module of the engine: it imports nothing of Paper's."""

from __future__ import annotations

SUITS = ("S", "H", "C", "D")  # how the outside world (`Card.suit`) names suits
RED_SUITS = frozenset("HD")
RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RANK_LETTERS = "A23456789TJQK"  # seed 003's build strings (`AUSK`, `KDA`)
RANK_WORDS = tuple("ace two three four five six seven eight nine ten jack queen king".split())

# Loop iterations (and turns) one move may take before a game's code is
# called endless; the state is then as it was before the move.
STEP_BUDGET = 200_000


def card_name(rank: int, suit: str) -> str:
    """'AS', '10H', 'KD'."""
    return f"{RANK_NAMES[rank - 1]}{suit}"


def red(suit: str | None) -> bool:
    return suit in RED_SUITS


def rank_phrase(rank: int) -> str:
    """'an ace', 'a king': a rank as a sentence names it."""
    if not 1 <= rank <= len(RANK_WORDS):  # not a playing card's rank: say the number
        return f"a card of rank {rank}"
    word = RANK_WORDS[rank - 1]
    return f"an {word}" if word[0] in "ae" else f"a {word}"
