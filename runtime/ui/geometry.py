"""Pure table geometry: layout cells to pixels, card size, fanning, hit testing.

No arcade here, so all of it is tested without a window. Pixels follow
arcade's convention (origin bottom left, y up); a game's layout counts its
cells from the top left, as a card table is read.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from runtime.engine.model import Layout, PileLayout

CARD_RATIO = 2 / 3  # width / height
CELL_MARGIN = 0.92  # a card fills this much of its pile cell, leaving a gutter
FACE_UP_STEP = 0.28  # of a card's height: enough to read the corner index
FACE_DOWN_STEP = 0.12
MIN_STEP = 0.06  # a long pile tightens down to this, then overflows


@dataclass(frozen=True)
class Rect:
    left: float
    bottom: float
    width: float
    height: float

    @property
    def right(self) -> float:
        return self.left + self.width

    @property
    def top(self) -> float:
        return self.bottom + self.height

    @property
    def center(self) -> tuple[float, float]:
        return (self.left + self.width / 2, self.bottom + self.height / 2)

    def contains(self, x: float, y: float) -> bool:
        return self.left <= x <= self.right and self.bottom <= y <= self.top

    def overlap(self, other: Rect) -> float:
        """The area both rectangles cover."""
        w = min(self.right, other.right) - max(self.left, other.left)
        h = min(self.top, other.top) - max(self.bottom, other.bottom)
        return w * h if w > 0 and h > 0 else 0.0

    def union(self, other: Rect) -> Rect:
        left, bottom = min(self.left, other.left), min(self.bottom, other.bottom)
        return Rect(
            left, bottom, max(self.right, other.right) - left, max(self.top, other.top) - bottom
        )


@dataclass(frozen=True)
class Table:
    """A layout fitted into a window area: cell size, card size, pile cells."""

    layout: Layout
    area: Rect
    cell: float  # pixels per layout cell (cells are square)
    origin: tuple[float, float]  # pixel of the layout's top-left corner
    card_w: float
    card_h: float
    piles: dict[str, Rect]  # each pile's cell rectangle, in pixels

    def pile_rect(self, name: str) -> Rect:
        return self.piles[name]


def fit(layout: Layout, area: Rect) -> Table:
    """Scale the layout's grid to the area with square cells, its piles
    centred across; the card is the largest 2:3 card that fits the smallest
    pile cell."""
    columns = max(layout.columns, 1e-6)
    rows = max(layout.rows, 1e-6)
    cell = max(min(area.width / columns, area.height / rows), 1e-6)
    left = area.left + (area.width - columns * cell) / 2
    top = area.top - (area.height - rows * cell) / 2
    piles: dict[str, Rect] = {}
    for name, pile in layout.piles.items():
        piles[name] = Rect(
            left + pile.x * cell, top - (pile.y + pile.h) * cell, pile.w * cell, pile.h * cell
        )
    if piles:
        # A layout's grid may be wider than what it uses (a CDL GAME line is
        # often generous): centre the piles across, keep the rows where they
        # are, since the room below is where columns fan.
        low = min(r.left for r in piles.values())
        high = max(r.right for r in piles.values())
        shift = area.left + area.width / 2 - (low + high) / 2
        piles = {n: Rect(r.left + shift, r.bottom, r.width, r.height) for n, r in piles.items()}
        left += shift
    card_h = min((card_height_for(r) for r in piles.values()), default=cell * CELL_MARGIN)
    return Table(layout, area, cell, (left, top), card_h * CARD_RATIO, card_h, piles)


def card_height_for(cell: Rect) -> float:
    """The height of the largest 2:3 card that fits a pile cell, with a margin."""
    return max(min(cell.height, cell.width / CARD_RATIO) * CELL_MARGIN, 1.0)


def base_rect(table: Table, name: str) -> Rect:
    """Where a pile's first card (or its empty marker) lies."""
    cell = table.piles[name]
    fan = table.layout.piles[name].fan
    w, h = table.card_w, table.card_h
    cx, cy = cell.center
    inset_x = (min(cell.width, w / CELL_MARGIN) - w) / 2
    inset_y = (min(cell.height, h / CELL_MARGIN) - h) / 2
    if fan == "down":
        return Rect(cx - w / 2, cell.top - inset_y - h, w, h)
    if fan == "up":
        return Rect(cx - w / 2, cell.bottom + inset_y, w, h)
    if fan == "right":
        return Rect(cell.left + inset_x, cy - h / 2, w, h)
    if fan == "left":
        return Rect(cell.right - inset_x - w, cy - h / 2, w, h)
    return Rect(cx - w / 2, cy - h / 2, w, h)


def _room(table: Table, name: str) -> float:
    """How far a pile may fan: to the next pile in its direction that it
    would run into, else to the edge of the table area."""
    pile = table.layout.piles[name]
    base = base_rect(table, name)
    area = table.area
    if pile.fan == "down":
        limit = area.bottom
        for other, rect in table.piles.items():
            if other != name and _spans(rect.left, rect.right, base.left, base.right):
                if rect.top <= base.bottom + 1e-6:
                    limit = max(limit, rect.top)
        return base.bottom - limit
    if pile.fan == "up":
        limit = area.top
        for other, rect in table.piles.items():
            if other != name and _spans(rect.left, rect.right, base.left, base.right):
                if rect.bottom >= base.top - 1e-6:
                    limit = min(limit, rect.bottom)
        return limit - base.top
    if pile.fan == "right":
        limit = area.right
        for other, rect in table.piles.items():
            if other != name and _spans(rect.bottom, rect.top, base.bottom, base.top):
                if rect.left >= base.right - 1e-6:
                    limit = min(limit, rect.left)
        return limit - base.right
    if pile.fan == "left":
        limit = area.left
        for other, rect in table.piles.items():
            if other != name and _spans(rect.bottom, rect.top, base.bottom, base.top):
                if rect.right <= base.left + 1e-6:
                    limit = max(limit, rect.right)
        return base.left - limit
    return 0.0


def reach(table: Table, name: str) -> Rect:
    """All a pile's cards may ever cover: its place, stretched along its
    fan as far as the pile may fan."""
    base = base_rect(table, name)
    fan = table.layout.piles[name].fan
    room = max(_room(table, name), 0.0)
    if fan == "down":
        return Rect(base.left, base.bottom - room, base.width, base.height + room)
    if fan == "up":
        return Rect(base.left, base.bottom, base.width, base.height + room)
    if fan == "right":
        return Rect(base.left, base.bottom, base.width + room, base.height)
    if fan == "left":
        return Rect(base.left - room, base.bottom, base.width + room, base.height)
    return base


LABEL_GAP = 3  # pixels between a pile's place and the words under it


def label_box(table: Table, name: str, width: float, height: float) -> tuple[Rect, bool]:
    """Where a pile's few words ("5 deals left") go: centred just under its
    place when that room is free (inside the table, clear of every other
    pile's reach), else on the lower part of its place, where they are
    drawn on a backing of their own. Returns the words' box, and whether it
    lies on the pile."""
    base = base_rect(table, name)
    area = table.area
    cx = min(max(base.center[0], area.left + width / 2), area.right - width / 2)
    under = Rect(cx - width / 2, base.bottom - LABEL_GAP - height, width, height)
    clear = under.bottom >= area.bottom and not any(
        under.overlap(reach(table, other)) > 0 for other in table.piles if other != name
    )
    if clear:
        return under, False
    return Rect(cx - width / 2, base.bottom + LABEL_GAP + 2, width, height), True


def _spans(a0: float, a1: float, b0: float, b1: float) -> bool:
    return min(a1, b1) - max(a0, b0) > 1e-6


WASTE_FANNED = 3
_WASTE_WORDS = ("waste", "talon")


def is_waste_name(name: str) -> bool:
    return re.sub(r"(\[\d+\]|\d+)$", "", name).lower() in _WASTE_WORDS


def is_waste(name: str, pile: PileLayout) -> bool:
    """A waste fanned sideways (named so, as games name it)."""
    return pile.fan in ("right", "left") and is_waste_name(name)


def squared_waste_step(table: Table, name: str) -> float:
    """How far apart a squared waste (a CDL game's) fans its top three
    cards into the free room to its right; 0 when there is too little."""
    pile = table.layout.piles[name]
    if pile.fan != "over" or not is_waste_name(name):
        return 0.0
    base = base_rect(table, name)
    limit = table.area.right
    for other, rect in table.piles.items():
        if other != name and _spans(rect.bottom, rect.top, base.bottom, base.top):
            if rect.left >= base.right - 1e-6:
                limit = min(limit, base_rect(table, other).left)
    step = min(FACE_UP_STEP * table.card_w, (limit - base.right - 4) / (WASTE_FANNED - 1))
    return step if step >= 0.12 * table.card_w else 0.0


def card_rects(table: Table, name: str, face_up: Sequence[bool]) -> list[Rect]:
    """The rectangle of each card of a pile, bottom card first. Face-up cards
    fan wider than face-down ones; a long pile tightens to stay in its room."""
    base = base_rect(table, name)
    pile: PileLayout = table.layout.piles[name]
    n = len(face_up)
    if n == 0:
        return []
    if pile.fan == "over" or n == 1:
        step = squared_waste_step(table, name) if n > 1 else 0.0
        rects = [base] * n
        fanned = min(WASTE_FANNED, n)
        for j in range(1, fanned if step else 0):
            rects[n - fanned + j] = Rect(base.left + j * step, base.bottom, base.width, base.height)
        return rects
    along = table.card_h if pile.fan in ("down", "up") else table.card_w
    # `fan right 0.4` sets the face-up step; face-down cards keep their
    # share of it, so a pile reads the same at any spacing
    up_step = FACE_UP_STEP if pile.spacing is None else pile.spacing
    down_step = up_step * FACE_DOWN_STEP / FACE_UP_STEP
    steps = [(up_step if up else down_step) * along for up in face_up[:-1]]
    if is_waste(name, pile):
        # a waste shows its top three cards fanned and the rest squared
        # under them, as every Klondike does (a draw-3 waste shows the three
        # cards just turned, and only the top one plays)
        steps = [0.0] * max(n - WASTE_FANNED, 0) + steps[max(n - WASTE_FANNED, 0) :]
    room = max(_room(table, name), 0.0)
    wanted = sum(steps)
    if wanted > room:
        # shrink every step by the same factor, but never below the minimum
        factor = max(room / wanted, 0.0)
        steps = [max(s * factor, MIN_STEP * along) for s in steps]
    dx, dy = {"down": (0, -1), "up": (0, 1), "right": (1, 0), "left": (-1, 0)}[pile.fan]
    rects = [base]
    offset = 0.0
    for step in steps:
        offset += step
        rects.append(
            Rect(base.left + dx * offset, base.bottom + dy * offset, base.width, base.height)
        )
    return rects


@dataclass(frozen=True)
class Hit:
    """What lies under the pointer: a pile, and the card's index in it
    (0 = bottom), or -1 over an empty pile or the pile's bare cell."""

    pile: str
    index: int


def hit_test(
    table: Table, faces: Mapping[str, Sequence[bool]], x: float, y: float, order: Sequence[str]
) -> Hit | None:
    """The topmost card under (x, y); else an empty pile's marker or a pile's
    own cell. `order` is the drawing order of the piles (later is on top)."""
    for name in reversed(order):
        rects = card_rects(table, name, faces.get(name, ()))
        for index in range(len(rects) - 1, -1, -1):
            if rects[index].contains(x, y):
                return Hit(name, index)
    for name in reversed(order):
        if not faces.get(name) and base_rect(table, name).contains(x, y):
            return Hit(name, -1)
    for name in reversed(order):
        if table.piles[name].contains(x, y):
            return Hit(name, -1)
    return None


def drop_target(
    table: Table,
    faces: Mapping[str, Sequence[bool]],
    held: Rect,
    order: Sequence[str],
    exclude: str | None = None,
) -> str | None:
    """The pile a held card is dropped on: the one whose cards (or empty
    marker, or the pile's whole cell) it overlaps most. Forgiving: a drop
    anywhere on a pile counts."""
    best, best_area = None, 0.0
    for name in order:
        if name == exclude:
            continue
        rects = card_rects(table, name, faces.get(name, ())) or [base_rect(table, name)]
        zone = table.piles[name]
        for rect in rects:
            zone = zone.union(rect)
        area = zone.overlap(held)
        if area > best_area:
            best, best_area = name, area
    return best


def overlapping(table: Table, order: Sequence[str]) -> set[str]:
    """Piles whose place lies partly under another's, as Pyramid's cards lie
    on the row above. Such a pile shows no empty marker: once its card is
    gone, an outline there would only clutter the cards around it."""
    bases = {name: base_rect(table, name) for name in order}
    found: set[str] = set()
    names = list(bases)
    for i, name in enumerate(names):
        rect = bases[name]
        for other in names[i + 1 :]:
            if rect.overlap(bases[other]) > 0.05 * rect.width * rect.height:
                found.update((name, other))
    return found
