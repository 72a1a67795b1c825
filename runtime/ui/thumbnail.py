"""A game's opening deal as a small picture, for its launcher tile.

Drawn with Pillow from the same geometry the table uses, so it needs no
window and can be made in any order; card pictures are shrunk once per size
and reused for every tile.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from runtime.session import Session
from runtime.ui import geometry
from runtime.ui.geometry import Rect
from runtime.ui.sprites import FELT, back_image, card_image, marker_image


@lru_cache(maxsize=512)
def _face(rank: int | None, suit: str | None, name: str, w: int, h: int) -> Image.Image:
    return card_image(rank, suit, name, w, h)


@lru_cache(maxsize=32)
def _back(back: str, w: int, h: int) -> Image.Image:
    return back_image(back, w, h)


@lru_cache(maxsize=32)
def _marker(kind: str, w: int, h: int) -> Image.Image:
    return marker_image(kind, w, h)


def render(session: Session, width: int, height: int, back: str = "blue2") -> Image.Image:
    """The table as the session shows it now, at width x height pixels."""
    image = Image.new("RGBA", (width, height), FELT + (255,))
    layout = session.layout()
    # PIL counts y from the top, the geometry from the bottom: flip at paste.
    table = _zoomed(session, Rect(3, 3, width - 6, height - 6))
    w, h = max(round(table.card_w), 2), max(round(table.card_h), 3)
    for name in session.stacks():
        if name not in layout.piles:
            continue
        cards = session.cards(name)
        pile = layout.piles[name]
        if not cards and pile.empty != "none":
            base = geometry.base_rect(table, name)
            marker = _marker(pile.empty, w, h)
            image.paste(marker, (round(base.left), round(height - base.top)), marker)
        rects = geometry.card_rects(table, name, [c.face_up for c in cards])
        for card, rect in zip(cards, rects, strict=True):
            picture = (
                _face(card.rank, card.suit, card.name, w, h) if card.face_up else _back(back, w, h)
            )
            image.paste(picture, (round(rect.left), round(height - rect.top)), picture)
    return image


def _content(session: Session, table: geometry.Table) -> Rect:
    """What the deal covers: every pile cell and card."""
    zone: Rect | None = None
    for name in session.stacks():
        if name not in table.piles:
            continue
        faces = [c.face_up for c in session.cards(name)]
        for rect in [table.piles[name], *geometry.card_rects(table, name, faces)]:
            zone = rect if zone is None else zone.union(rect)
    return zone or table.area


def _zoomed(session: Session, area: Rect) -> geometry.Table:
    """The table fitted so that its cards, not its empty margins, fill the
    thumbnail: a layout keeps room for long fans that a deal does not use."""
    layout = session.layout()
    table = geometry.fit(layout, area)
    bbox = _content(session, table)
    k = min(area.width / max(bbox.width, 1), area.height / max(bbox.height, 1))
    left = area.left + (area.width - bbox.width * k) / 2 - (bbox.left - area.left) * k
    bottom = area.bottom + (area.height - bbox.height * k) / 2 - (bbox.bottom - area.bottom) * k
    return geometry.fit(layout, Rect(left, bottom, area.width * k, area.height * k))


def error_picture(width: int, height: int) -> Image.Image:
    """What a tile shows for a plugin that failed: a torn, greyed table."""
    image = Image.new("RGBA", (width, height), (70, 60, 60, 255))
    draw = ImageDraw.Draw(image)
    draw.line((width * 0.3, height * 0.25, width * 0.7, height * 0.75), fill=(225, 60, 50), width=6)
    draw.line((width * 0.7, height * 0.25, width * 0.3, height * 0.75), fill=(225, 60, 50), width=6)
    return image
