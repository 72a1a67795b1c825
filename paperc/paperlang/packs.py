"""`#use "deck" N suits S`: the built-in deck with N packs of S suits.

Two-pack games (Spider, Forty Thieves) deal 104 cards: the same 52 card
types, each placed twice. `suits S` (1, 2 or 4) keeps the card count and
narrows the suits, as Spider's easier games do: with one suit every card is
a spade; with two, the red cards become hearts and the black ones spades.
The deck's card declarations stay whole (so `aceD` still names a type);
only its `place` statements change, each placing its type as many times as
the packs hold it. The copies of a card are the same card to the game:
equal types, equal values.
"""

from __future__ import annotations

from dataclasses import replace

from paperc.errors import Diagnostic, error
from paperc.paperlang import ast

MAX_PACKS = 8
SUIT_COUNTS = (1, 2, 4)
# the deck's suit letter (its card names end in it) -> the suit it becomes
_NARROWED = {
    1: {"H": "S", "D": "S", "C": "S", "S": "S"},
    2: {"H": "H", "D": "H", "C": "S", "S": "S"},
    4: {"H": "H", "D": "D", "C": "C", "S": "S"},
}


def check_packs(stmt: ast.Include) -> list[Diagnostic]:
    """What is wrong with a `#use "deck"`'s pack count and suits."""
    problems = []
    if stmt.packs is not None and not 1 <= stmt.packs <= MAX_PACKS:
        message = f"a game uses 1 to {MAX_PACKS} packs of cards, not {stmt.packs}"
        problems.append(error("P160", message, stmt.span))
    if stmt.suits is not None and stmt.suits not in SUIT_COUNTS:
        message = f"`suits` takes 1, 2 or 4 (the suits of each pack), not {stmt.suits}"
        problems.append(error("P161", message, stmt.span))
    return problems


def with_packs(body: tuple[ast.Stmt, ...], packs: int, suits: int) -> tuple[ast.Stmt, ...]:
    """The deck's statements, placing `packs` packs of `suits` suits."""
    narrowed = _NARROWED[suits]
    copies: dict[str, int] = {}
    for stmt in body:
        name = _placed(stmt)
        if name is not None:
            kept = name[:-1] + narrowed[name[-1]]
            copies[kept] = copies.get(kept, 0) + packs
    out: list[ast.Stmt] = []
    for stmt in body:
        name = _placed(stmt)
        if name is None:
            out.append(stmt)
        elif copies.get(name):
            assert isinstance(stmt, ast.Transfer) and stmt.amount is not None
            amount = stmt.amount
            number = replace(amount.value, value=copies[name])
            out.append(replace(stmt, amount=replace(amount, value=number)))
    return tuple(out)


def _placed(stmt: ast.Stmt) -> str | None:
    """The card type a deck statement `place T -> deck 1` places, or None."""
    if isinstance(stmt, ast.Transfer) and isinstance(stmt.source, ast.CreateSource):
        return stmt.source.card_type
    return None
