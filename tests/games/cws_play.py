"""Playing the bundled CDL solitaires through `runtime.Session` in tests.

Recorded games are written in a short notation, one word a move, so a test
can carry a whole game found by `search_seeds.py`:

    Stock        click the top card of Stock (or Stock itself when empty)
    C2:0         click card 0 (the bottom card) of C2
    T3:4>T1      drag card 4 of T3, with the cards on it, onto T1
"""

from __future__ import annotations

from pathlib import Path

from runtime.engine.model import Move
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[2]


def open_game(game: str, seed: int) -> Session:
    """The compiled plugin `plugins/<game>.py`, dealt with `seed`."""
    return Session.open(ROOT / "plugins" / f"{game}.py", seed=seed)


def notation(session: Session, move: Move) -> str:
    """The word for a move of `session.moves()`, in the position it is open in."""
    source = move.source or ""
    top = len(session.cards(source)) - 1
    if move.target is None:
        if move.index is None or move.index == top or _same_as_top(session, move):
            return source
        return f"{source}:{move.index}"
    return f"{source}:{move.index}>{move.target}"


def _same_as_top(session: Session, move: Move) -> bool:
    """Does a click on the top card do what this click lower down does? (A
    stock answers a click anywhere; the move search lists the lowest card.)"""
    session.play(move)
    after = session.state
    session.undo()
    if not session.click(move.source or ""):
        return False
    same = session.state == after
    session.undo()
    return same


def play_word(session: Session, word: str) -> bool:
    """Play one word of the notation as the player would: a click or a drag."""
    if ">" in word:
        grab, target = word.split(">")
        source, index = grab.split(":")
        return session.drag(source, int(index), target)
    if ":" in word:
        source, index = word.split(":")
        return session.click(source, int(index))
    return session.click(word)


def replay(session: Session, words: str) -> None:
    """Play a recorded game; every move must be accepted."""
    for number, word in enumerate(words.split(), 1):
        assert play_word(session, word), f"move {number} ({word}) refused: {session.message}"


def as_text(word: str) -> str:
    """A word of the notation as the pytest plugin writes a move:
    `Stock` -> `click Stock`, `C2:0` -> `click C2:0`, `T3:4>T1` -> `drag T3:4 -> T1`."""
    if ">" in word:
        grab, target = word.split(">")
        return f"drag {grab} -> {target}"
    return f"click {word}"


def replay_text(g, words: str) -> None:
    """A recorded game played through the `game` fixture, as a player
    would (`g.attempt`); every move must be accepted."""
    for number, word in enumerate(words.split(), 1):
        assert g.attempt(as_text(word)), f"move {number} ({word}) refused: {g.message}"


def faces(session: Session, stack: str) -> list[bool]:
    return [card.face_up for card in session.cards(stack)]


def names(session: Session, stack: str) -> list[str]:
    """'AS', '10H'... for face-up cards, '[AS]' for face-down ones."""
    return [str(card) for card in session.cards(stack)]


def snapshot(session: Session) -> dict[str, list[str]]:
    """Every stack's cards, to see that a refused move changed nothing."""
    return {name: names(session, name) for name in session.stacks()}
