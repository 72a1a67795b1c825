"""Paper's own card faces, drawn with Pillow: large indices for small screens.

Kenney's faces (in arcade) have small corner indices that blur once a card
is under about 60 pixels wide. These faces give the top quarter of the card
to a large rank and suit, read even in a fanned column where only that strip
shows, and put one big suit below. "four colours" draws clubs green and
diamonds blue, as the four-colour decks of bridge and poker do. Suits are
drawn as shapes (no font needs the suit glyphs); the ranks use Liberation
Sans Bold, which arcade ships (SIL Open Font Licence). Each face is drawn at
three times its size and shrunk, for smooth edges at any card size.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFont

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
RED, BLACK = (204, 28, 40), (24, 24, 28)
FOUR_COLOURS = {"S": BLACK, "H": RED, "C": (0, 128, 56), "D": (0, 86, 204)}
TWO_COLOURS = {"S": BLACK, "H": RED, "C": BLACK, "D": RED}
STYLES = {"large": TWO_COLOURS, "large four colours": FOUR_COLOURS}
FONT = ":system:fonts/ttf/Liberation/Liberation_Sans_Bold.ttf"
SCALE = 3


@lru_cache(maxsize=8)
def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    import arcade

    try:
        return ImageFont.truetype(str(arcade.resources.resolve(FONT)), size)
    except OSError:  # an arcade without its fonts: Pillow's own
        return ImageFont.load_default(size=size)


def suit_shape(draw: ImageDraw.ImageDraw, suit: str, box: tuple, colour: tuple) -> None:
    """A suit symbol filling `box` (left, top, right, bottom)."""
    left, top, right, bottom = box
    w, h = right - left, bottom - top
    cx = left + w / 2
    if suit == "D":
        draw.polygon(
            [
                (cx, top),
                (right - w * 0.1, top + h / 2),
                (cx, bottom),
                (left + w * 0.1, top + h / 2),
            ],
            fill=colour,
        )
        return
    if suit == "H":
        r = w / 4
        draw.ellipse((left, top, cx + w * 0.02, top + 2 * r + h * 0.06), fill=colour)
        draw.ellipse((cx - w * 0.02, top, right, top + 2 * r + h * 0.06), fill=colour)
        draw.polygon(
            [(left + w * 0.02, top + r * 1.3), (right - w * 0.02, top + r * 1.3), (cx, bottom)],
            fill=colour,
        )
        return
    stem = [
        (cx - w * 0.06, top + h * 0.55),
        (cx + w * 0.06, top + h * 0.55),
        (cx + w * 0.2, bottom),
        (cx - w * 0.2, bottom),
    ]
    if suit == "S":
        r = w / 4
        body = bottom - h * 0.22
        draw.polygon(
            [(cx, top), (right - w * 0.02, body - r * 1.2), (left + w * 0.02, body - r * 1.2)],
            fill=colour,
        )
        draw.ellipse((left, body - 2 * r - h * 0.04, cx + w * 0.02, body), fill=colour)
        draw.ellipse((cx - w * 0.02, body - 2 * r - h * 0.04, right, body), fill=colour)
        draw.polygon(stem, fill=colour)
        return
    # clubs: three leaves and a stem
    r = w * 0.23
    draw.ellipse((cx - r, top, cx + r, top + 2 * r), fill=colour)
    low = top + h * 0.36
    draw.ellipse((left, low, left + 2 * r, low + 2 * r), fill=colour)
    draw.ellipse((right - 2 * r, low, right, low + 2 * r), fill=colour)
    draw.ellipse((cx - r * 0.6, top + r, cx + r * 0.6, low + r * 1.4), fill=colour)
    draw.polygon(stem, fill=colour)


def face_image(rank: int, suit: str, style: str, width: int, height: int) -> Image.Image:
    """One card of `style` (a key of STYLES) at exactly width x height pixels."""
    return _face(rank, suit, style, max(width, 4), max(height, 6)).copy()


@lru_cache(maxsize=256)
def _face(rank: int, suit: str, style: str, width: int, height: int) -> Image.Image:
    colour = STYLES.get(style, TWO_COLOURS)[suit]
    w, h = width * SCALE, height * SCALE
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = max(SCALE, w // 70)
    draw.rounded_rectangle(
        (0, 0, w - 1, h - 1),
        radius=w // 12,
        fill=(252, 252, 248, 255),
        outline=(150, 150, 150, 255),
        width=line,
    )
    band = h * 0.27  # the top strip a fanned card still shows
    text = RANKS[rank - 1]
    size = int(band * 0.92)
    font = _font(size)
    while draw.textlength(text, font=font) > w * 0.56 and size > 8:
        size = int(size * 0.9)  # "10" is as tall as the others, a little narrower
        font = _font(size)
    pad = w * 0.06
    draw.text((pad, band * 0.52 + h * 0.01), text, fill=colour, font=font, anchor="lm")
    pip = band * 0.78
    suit_shape(
        draw,
        suit,
        (w - pad - pip, (band - pip) / 2 + h * 0.02, w - pad, (band + pip) / 2 + h * 0.02),
        colour,
    )
    big = min(w * 0.62, (h - band) * 0.66)
    top = band + (h - band - big) / 2
    suit_shape(draw, suit, (w / 2 - big / 2, top, w / 2 + big / 2, top + big), colour)
    if rank > 10:  # a court card: its letter again, small, under the big suit
        small = _font(int(big * 0.3))
        draw.text(
            (w / 2, top + big * 0.62), text, fill=(252, 252, 248, 255), font=small, anchor="mm"
        )
    return image.resize((width, height), Image.Resampling.LANCZOS)
