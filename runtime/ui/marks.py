"""What the table marks over its cards: the hint (where from, where to, and
an arrow between), the cards picked up with a click or selected with a key
(gold), and the piles that would take the cards being moved (green).

Each mark is an outline around rectangles the `Board` knows; the hint's two
ends differ in colour as well as by the arrow, so its direction reads even
where the arrow is short (a card to the pile beside it)."""

from __future__ import annotations

import math

import arcade

from runtime.engine.model import Move
from runtime.ui.board import Board
from runtime.ui.geometry import Rect

HINT_FROM = (255, 150, 50, 230)  # orange: the cards to move
HINT_TO = (110, 200, 255, 230)  # blue: where they go
PICKED = (255, 214, 90, 220)  # gold: a selection (mouse or key)
TARGET = (120, 235, 120, 210)  # green: a legal place for the cards held
WIDTH = 4


def cards_rect(board: Board, pile: str, index: int | None) -> Rect:
    """The cards of `pile` from `index` to its top (the top card, or the
    empty place, when `index` is None or out of range)."""
    rects = board.rects.get(pile) or []
    if not rects:
        return board.card_rect(pile, -1)
    start = index if index is not None and 0 <= index < len(rects) else len(rects) - 1
    found = rects[start]
    for rect in rects[start + 1 :]:
        found = found.union(rect)
    return found


def outline(rect: Rect, colour: tuple[int, int, int, int], grow: float = 3) -> None:
    arcade.draw_lbwh_rectangle_outline(
        rect.left - grow,
        rect.bottom - grow,
        rect.width + 2 * grow,
        rect.height + 2 * grow,
        colour,
        WIDTH,
    )


def draw_hint(board: Board, move: Move) -> None:
    """The hint: its cards outlined in orange, its target in blue, and an
    arrow from one to the other (a click's move has its source alone, and
    a move that makes cards, `pick random T -> rows 1`, its target alone)."""
    if move.source is None:
        if move.target is not None and move.target in board.rects:
            outline(board.card_rect(move.target, -1), HINT_TO, grow=6)
        return
    if move.source not in board.rects:
        return
    start = cards_rect(board, move.source, move.index)
    outline(start, HINT_FROM)
    if move.target is None or move.target not in board.rects or move.target == move.source:
        return
    end = board.card_rect(move.target, -1)
    outline(end, HINT_TO, grow=6)
    draw_arrow(start.center, end.center, HINT_TO)


def draw_arrow(
    start: tuple[float, float], end: tuple[float, float], colour: tuple[int, int, int, int]
) -> None:
    """A thick arrow from `start` to `end`, its head at `end`."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return
    ux, uy = dx / length, dy / length
    head = min(22.0, length / 2)
    tip = end
    base = (tip[0] - ux * head, tip[1] - uy * head)
    arcade.draw_line(start[0], start[1], base[0], base[1], (20, 30, 40, 160), 9)
    arcade.draw_line(start[0], start[1], base[0], base[1], colour, 5)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    arcade.draw_triangle_filled(*tip, *left, *right, colour)
    arcade.draw_circle_filled(start[0], start[1], 6, colour)


def draw_targets(board: Board, piles: set[str]) -> None:
    """The piles that take the cards held, each outlined in green."""
    for pile in piles:
        if pile in board.rects:
            outline(board.card_rect(pile, -1), TARGET, grow=5)
