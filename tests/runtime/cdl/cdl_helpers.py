"""Put chosen cards on a CDL game's stacks, to test positions deep in a game."""

from __future__ import annotations

import dataclasses

from runtime.engine.cards import CDL_FACE_DOWN, RANK_NAMES, cdl_card
from runtime.session import Session


def value(text: str) -> int:
    """'5H' face up, '[5H]' face down, as a CDL card value."""
    down = text.startswith("[")
    text = text.strip("[]")
    card = cdl_card(RANK_NAMES.index(text[:-1]) + 1, text[-1])
    return card + CDL_FACE_DOWN if down else card


def place(session: Session, layout: dict[str, list[str]]) -> None:
    """Replace the position the session is at with one where the named
    stacks hold the given cards (bottom first); other stacks are emptied."""
    rules = session.rules
    piles, next_id = [], 1000
    for name in rules._names:  # every stack's name, the Cursor's ("cursor") last
        cards = []
        for text in layout.get(name, []):
            cards.append(next_id << 8 | value(text))
            next_id += 1
        piles.append(tuple(cards))
    state = dataclasses.replace(
        session.state, piles=tuple(piles), next_id=next_id, outcome="playing"
    )
    session._states[session._at + 1 :] = []
    session._moves[session._at + 1 :] = []
    session._states[session._at], session._moves[session._at] = state, None


def shown(session: Session, stack: str) -> list[str]:
    return [str(c) for c in session.cards(stack)]
