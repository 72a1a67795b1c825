"""Drawing a Session as text: piles, cards and the numbered moves."""

from __future__ import annotations

from runtime.engine.model import Card, Move
from runtime.session import Session

RED = "\x1b[31m"
DIM = "\x1b[2m"
BOLD = "\x1b[1m"
RESET = "\x1b[0m"


def card_text(card: Card, color: bool) -> str:
    if not card.face_up:
        return "##"
    if color and card.red:
        return f"{RED}{card.name}{RESET}"
    return card.name


def pile_line(session: Session, name: str, color: bool, width: int) -> str:
    cards = session.cards(name)
    label = f"{name:>{width}} "
    if not cards:
        return label + (f"{DIM}--{RESET}" if color else "--")
    shown = cards if len(cards) <= 16 else cards[-16:]
    prefix = f"({len(cards) - len(shown)} more) " if len(shown) < len(cards) else ""
    return label + prefix + " ".join(card_text(c, color) for c in shown)


def board(session: Session, color: bool = True) -> str:
    names = session.stacks()
    width = max((len(n) for n in names), default=4)
    lines = [pile_line(session, name, color, width) for name in names]
    title = f"{session.title} (seed {session.seed}, move {session.move_count})"
    if session.score is not None:
        title += f"  score {session.score}"
    head = f"{BOLD}{title}{RESET}" if color else title
    return "\n".join([head, *lines])


def move_list(moves: list[Move], limit: int = 30) -> str:
    rows = [f"{i:>3}. {move}" for i, move in enumerate(moves[:limit], 1)]
    if len(moves) > limit:
        rows.append(f"     ... and {len(moves) - limit} more")
    return "\n".join(rows) if rows else "     (no moves)"
