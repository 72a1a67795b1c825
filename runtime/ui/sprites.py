"""Card pictures: arcade's built-in faces and backs, sized for the table.

The faces (Kenney's, CC0, shipped inside arcade) are 140x190; Paper's cards
are 2:3, so each picture is resampled with Pillow to the exact pixel size
the table uses, which keeps them crisp at any window size (a GPU-scaled
texture goes soft). Pictures are cached per size. Empty-pile markers and the
drag shadow are drawn the same way, antialiased by Pillow.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw, ImageFilter, ImageFont

from runtime.engine.cards import RANK_NAMES
from runtime.ui import faces

# the card faces' file names (arcade's resources): suits spelled out, ranks as in a card's name
SUIT_WORDS = {"S": "Spades", "H": "Hearts", "C": "Clubs", "D": "Diamonds"}
FELT = (31, 107, 62)
FELT_DARK = (24, 86, 49)


def face_path(rank: int, suit: str) -> str:
    return f":resources:images/cards/card{SUIT_WORDS[suit]}{RANK_NAMES[rank - 1]}.png"


def back_path(back: str) -> str:
    return f":resources:images/cards/cardBack_{back}.png"


@lru_cache(maxsize=128)
def _source(resource: str) -> Image.Image:
    import arcade

    return Image.open(arcade.resources.resolve(resource)).convert("RGBA")


@lru_cache(maxsize=64)
def _plain_face(text: str) -> Image.Image:
    """A face for a card that is not a playing card: its name on white."""
    image = Image.new("RGBA", (140, 190), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    draw.rounded_rectangle(
        (1, 1, 138, 188),
        radius=10,
        fill=(250, 250, 250, 255),
        outline=(170, 170, 170, 255),
        width=2,
    )
    font = ImageFont.load_default(size=34 if len(text) <= 3 else 20)
    draw.text((70, 95), text, fill=(30, 30, 30, 255), font=font, anchor="mm")
    return image


def card_image(
    rank: int | None,
    suit: str | None,
    name: str,
    width: int,
    height: int,
    shaded: bool = False,
    face: str = "classic",
) -> Image.Image:
    """A face at exactly width x height pixels, in the `face` style
    ("classic": Kenney's; else one of Paper's own, runtime.ui.faces)."""
    playing = rank is not None and suit in SUIT_WORDS and 1 <= rank <= 13
    if playing and face in faces.STYLES:
        image = faces.face_image(rank, suit, face, width, height)
    else:
        source = _source(face_path(rank, suit)) if playing else _plain_face(name)
        image = source.resize((width, height), Image.Resampling.LANCZOS)
    if shaded:
        veil = Image.new("RGBA", image.size, (40, 40, 60, 110))
        image = Image.composite(Image.alpha_composite(image, veil), image, image.getchannel("A"))
    return image


def back_image(back: str, width: int, height: int) -> Image.Image:
    return _source(back_path(back)).resize((width, height), Image.Resampling.LANCZOS)


def marker_image(kind: str, width: int, height: int) -> Image.Image:
    """What an empty pile shows: a card outline, a green circle, a red cross."""
    scale = 3  # drawn large and shrunk, for smooth edges
    w, h = width * scale, height * scale
    image = Image.new("RGBA", (w, h), (0, 0, 0, 0))
    draw = ImageDraw.Draw(image)
    line = max(2 * scale, w // 40)
    radius = w // 12
    draw.rounded_rectangle(
        (line, line, w - line, h - line),
        radius=radius,
        fill=(255, 255, 255, 22),
        outline=(225, 240, 225, 120),
        width=line,
    )
    size = min(w, h) * 0.28
    cx, cy = w / 2, h / 2
    if kind == "circle":
        draw.ellipse(
            (cx - size, cy - size, cx + size, cy + size),
            outline=(80, 220, 110, 230),
            width=line * 2,
        )
    elif kind == "cross":
        for a, b in (((-1, -1), (1, 1)), ((-1, 1), (1, -1))):
            draw.line(
                (cx + a[0] * size, cy + a[1] * size, cx + b[0] * size, cy + b[1] * size),
                fill=(225, 60, 50, 230),
                width=line * 2,
            )
    return image.resize((width, height), Image.Resampling.LANCZOS)


def shadow_image(width: int, height: int) -> Image.Image:
    """A soft shadow a lifted card casts."""
    pad = max(width // 8, 4)
    image = Image.new("RGBA", (width + 2 * pad, height + 2 * pad), (0, 0, 0, 0))
    ImageDraw.Draw(image).rounded_rectangle(
        (pad, pad, pad + width, pad + height), radius=width // 12, fill=(0, 0, 0, 120)
    )
    return image.filter(ImageFilter.GaussianBlur(pad / 2.5))


class Textures:
    """arcade Textures of faces, backs and markers at one card size."""

    def __init__(self, width: int, height: int, back: str, face: str = "classic") -> None:
        self.width, self.height, self.back = max(width, 4), max(height, 6), back
        self.face_style = face
        self._cache: dict[tuple, object] = {}

    @property
    def look(self) -> tuple[str, str]:
        """The back and the face style these textures were made for."""
        return self.back, self.face_style

    def _texture(self, key: tuple, make):
        texture = self._cache.get(key)
        if texture is None:
            import arcade
            from arcade.hitbox import algo_bounding_box

            name = "paper-" + "-".join(map(str, key)) + f"-{self.width}x{self.height}"
            texture = arcade.Texture(make(), hash=name, hit_box_algorithm=algo_bounding_box)
            self._cache[key] = texture
        return texture

    def face(self, rank: int | None, suit: str | None, name: str, shaded: bool = False):
        return self._texture(
            ("face", self.face_style, rank, suit, name, shaded),
            lambda: card_image(rank, suit, name, self.width, self.height, shaded, self.face_style),
        )

    def back_texture(self):
        return self._texture(
            ("back", self.back), lambda: back_image(self.back, self.width, self.height)
        )

    def marker(self, kind: str):
        return self._texture(("marker", kind), lambda: marker_image(kind, self.width, self.height))

    def shadow(self):
        return self._texture(("shadow",), lambda: shadow_image(self.width, self.height))
