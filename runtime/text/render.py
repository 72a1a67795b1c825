"""Drawing a Session as text: piles, cards and the numbered moves."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from runtime.engine.model import Card, Move
from runtime.session import Session

RED = "\x1b[31m"
DIM = "\x1b[2m"
BOLD = "\x1b[1m"
RESET = "\x1b[0m"
WIDTH = 80  # a terminal's width when it cannot be asked (a pipe)


def card_text(card: Card, color: bool) -> str:
    if not card.face_up:
        return "##"
    if color and card.red:
        return f"{RED}{card.name}{RESET}"
    return card.name


def pile_line(session: Session, name: str, color: bool, width: int) -> str:
    cards = session.cards(name)
    label = f"{session.pile_name(name):>{width}} "  # the name every view shows
    if not cards:
        return label + (f"{DIM}--{RESET}" if color else "--")
    shown = cards if len(cards) <= 16 else cards[-16:]
    prefix = f"({len(cards) - len(shown)} more) " if len(shown) < len(cards) else ""
    return label + prefix + " ".join(card_text(c, color) for c in shown)


def shown_piles(session: Session) -> list[str]:
    """The piles the table shows: a pile the layout leaves off the table
    (FreeCell's deck, which only deals) is not drawn here either."""
    placed = session.layout().piles
    return [name for name in session.stacks() if name in placed] or session.stacks()


def board(session: Session, color: bool = True) -> str:
    names = shown_piles(session)
    width = max((len(session.pile_name(n)) for n in names), default=4)
    lines = [pile_line(session, name, color, width) for name in names]
    title = f"{session.title} (seed {session.seed}, move {session.move_count})"
    if session.score is not None:
        title += f"  score {session.score}"
    head = f"{BOLD}{title}{RESET}" if color else title
    return "\n".join([head, *lines])


def move_text(move: Move, pile_name: Callable[[str], str]) -> str:
    """`str(move)` with the piles by their display names ("cascade 1 -> cell 2")."""
    if move.label or move.source is None:
        return str(move)
    named = replace(
        move,
        source=pile_name(move.source),
        target=pile_name(move.target) if move.target is not None else None,
    )
    return str(named)


def move_list(moves: list[Move], width: int = WIDTH, pile_name: Callable[[str], str] = str) -> str:
    """Every move, numbered, in as many columns as `width` characters hold
    (read down each column, as `ls` lists files), the piles by `pile_name`."""
    if not moves:
        return "     (no moves)"
    cells = [f"{i:>3}. {move_text(move, pile_name)}" for i, move in enumerate(moves, 1)]
    cell = max(len(c) for c in cells) + 2
    columns = max(min(width // cell, len(cells)), 1)
    rows = -(-len(cells) // columns)
    lines = []
    for row in range(rows):
        line = [cells[i] for i in range(row, len(cells), rows)]
        lines.append("".join(c.ljust(cell) for c in line).rstrip())
    return "\n".join(lines)
