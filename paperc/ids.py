"""Game ids: the one rule that makes a game's id from its source's name.

Both front ends give a game the id of its file name (`games_src/golf.pl`
is `golf`), before any code is generated; the compiler's CLI, the runtime's
registry, saves, resume files and statistics all take ids this rule makes.
Imports nothing of paperc's (no parser, no templates), so it sits beside
the IR.

An id is lowercase ASCII letters, digits and single underscores, starts
with a letter, and is at most `MAX_LENGTH` characters. A name that is
already nearly one keeps its readable form: case, spaces and hyphens fold
(`Forty Thieves` is `forty_thieves`) and accents drop (`Réussite` is
`reussite`). Anything the fold would otherwise lose (a dot, a letter of
another script, the end of a very long name) adds a short hash of the whole
name, so `a.b.pl` and `a_b.pl`, or two names in Greek, stay two games. Names
that still fold to one id (`Golf.pl` beside `golf.pl`) are a collision the
places that see both files report, naming the two.
"""

from __future__ import annotations

import hashlib
import re
import unicodedata

MAX_LENGTH = 64
HASH_DIGITS = 8
ID_PATTERN = re.compile(r"[a-z][a-z0-9]*(?:_[a-z0-9]+)*\Z")
_FOLDED = re.compile(r"[ \-_]+")  # what folds to `_` without losing anything
_OTHER = re.compile(r"[^a-z0-9]+")


def game_id_from_path(stem: str) -> str:
    """The game id of a source whose file name (without its suffix) is `stem`."""
    plain = "".join(
        ch for ch in unicodedata.normalize("NFKD", stem) if not unicodedata.combining(ch)
    ).lower()
    folded = _FOLDED.sub("_", plain)
    lossy = _OTHER.search(folded.replace("_", "")) is not None
    body = _OTHER.sub("_", folded).strip("_")
    if body[:1].isdigit():
        body = "game_" + body
    if not body:
        body, lossy = "game", True
    if len(body) > MAX_LENGTH:
        body, lossy = body[: MAX_LENGTH - HASH_DIGITS - 1].rstrip("_"), True
    if lossy:
        digest = hashlib.sha256(stem.encode("utf-8", "surrogatepass")).hexdigest()
        body = f"{body}_{digest[:HASH_DIGITS]}"
    return body


def is_game_id(text: object) -> bool:
    """Is `text` an id this rule can make?"""
    return isinstance(text, str) and len(text) <= MAX_LENGTH and bool(ID_PATTERN.match(text))


class IdCollision(Exception):
    """Two sources make one game id; the message names both."""


def collision(game_id: str, first: str, second: str) -> str:
    """The words for two sources that make one id."""
    return (
        f"{second} and {first} both make the game id {game_id!r}: rename one of them "
        "(the id is the file name, lowercased, with spaces and hyphens as '_')"
    )
