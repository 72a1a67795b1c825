"""The data every language engine shares with the Session and the UI.

Cards, moves, events, layouts and the `Rules` protocol each language engine
implements. Everything here is plain, immutable data: it can be copied,
compared, hashed and turned into JSON.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any, Literal, Protocol

from runtime.engine.cards import RANK_NAMES as RANK_NAMES
from runtime.engine.cards import RED_SUITS
from runtime.engine.cards import SUITS as SUITS
from runtime.engine.cards import card_name as card_name


class IllegalMove(Exception):
    """A move the rules refuse. `reason` is a sentence a player can read."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class GameError(Exception):
    """A fault in a game's own code found while running it (an endless loop,
    an overflow, an index out of range). Names the source line; the game
    state is left as it was before the move."""

    def __init__(self, message: str, source: str = "", line: int = 0) -> None:
        where = f"{source}:{line}: " if source and line else ""
        super().__init__(f"{where}{message}")
        self.message = message
        self.source = source
        self.line = line


@dataclass(frozen=True)
class Card:
    """A card as the outside world sees it.

    `rank` 1..13 and `suit` "S" "H" "C" "D" for playing cards, None for cards
    that are not (Paperlang card types of one's own). `id` is the card's
    identity within one game: it follows the card from pile to pile.
    """

    rank: int | None
    suit: str | None
    face_up: bool
    name: str
    id: int
    shaded: bool = False

    @property
    def red(self) -> bool:
        return self.suit in RED_SUITS

    def __str__(self) -> str:
        return self.name if self.face_up else f"[{self.name}]"


@dataclass(frozen=True)
class Move:
    """One thing the player can do now.

    `source` is the pile clicked or dragged from, `target` the pile dropped
    on (None for a click), `count` the number of cards taken from the
    source, `index` the grabbed card's position in the source (0 = bottom;
    None when no card is grabbed). `detail` is the engine's own payload
    (JSON-safe tuples of ints and strings) that makes the move exact:
    a Paperlang option number, a CDL press and release position.
    """

    source: str | None
    target: str | None
    count: int
    index: int | None = None
    detail: tuple = ()
    label: str = ""

    def __str__(self) -> str:
        if self.label:
            return self.label
        cards = f" ({self.count} card{'s' if self.count != 1 else ''})" if self.count else ""
        if self.target is None:
            return f"click {self.source}{cards}"
        return f"{self.source} -> {self.target}{cards}"

    def to_json(self) -> dict[str, Any]:
        return {
            "source": self.source,
            "target": self.target,
            "count": self.count,
            "index": self.index,
            "detail": _to_lists(self.detail),
            "label": self.label,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Move:
        return cls(
            source=data["source"],
            target=data["target"],
            count=int(data["count"]),
            index=data.get("index"),
            detail=_to_tuples(data.get("detail", [])),
            label=data.get("label", ""),
        )


def _to_lists(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_to_lists(v) for v in value]
    return value


def _to_tuples(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_to_tuples(v) for v in value)
    return value


EventKind = Literal["move", "flip", "shuffle", "flash", "draw", "message", "stalled", "won", "lost"]


@dataclass(frozen=True)
class Event:
    """Something that happened during a move, in order, for the UI to animate.

    "move": `cards` (ids, in the order they land) went from `source` to
    `target`. "flip": `cards` turned over in `source`. "flash"/"draw":
    CDL effects on `source`. "message": `text` for the status bar.
    """

    kind: EventKind
    source: str | None = None
    target: str | None = None
    cards: tuple[int, ...] = ()
    text: str = ""


Fan = Literal["up", "down", "left", "right", "over"]
EmptyMarker = Literal["circle", "cross", "outline", "none"]


@dataclass(frozen=True)
class PileLayout:
    """Where a pile sits, in cells of the game's grid, and how it fans."""

    x: float
    y: float
    w: float
    h: float
    fan: Fan = "over"
    empty: EmptyMarker = "outline"
    spacing: float | None = None  # a face-up card's step, in cards; None: the default


@dataclass(frozen=True)
class Layout:
    """The playfield: a grid `columns` x `rows` cells, and a place per pile.
    A card is as large as the smallest pile cell allows, at 2:3."""

    columns: float
    rows: float
    piles: dict[str, PileLayout] = field(default_factory=dict)


@dataclass(frozen=True)
class HelpButton:
    label: str
    action: str  # the engine's name for what pressing it does


@dataclass(frozen=True)
class HelpBox:
    """What a stack's Help shows in the Rules mode: a title, text, buttons."""

    title: str
    text: str
    buttons: tuple[HelpButton, ...] = ()


Status = Literal["playing", "won", "lost"]


class Rules(Protocol):
    """What a language engine gives the Session. A generated game class
    subclasses its language's base class, which implements this.

    States are opaque to the Session but must be immutable values (or
    treated as such): `play` returns a new state and never changes the
    one it was given, so the Session's journal can keep them all.
    """

    game_id: str
    title: str
    language: str

    def deal(self, seed: int) -> tuple[Any, list[Event]]: ...
    def stacks(self) -> list[str]: ...
    def cards(self, state: Any, name: str) -> list[Card]: ...
    def moves(self, state: Any) -> list[Move]: ...
    def play(self, state: Any, move: Move) -> tuple[Any, list[Event]]: ...
    def click(self, state: Any, name: str, index: int) -> Move | None: ...
    def drag(self, state: Any, name: str, index: int, target: str) -> Move | None: ...
    def status(self, state: Any) -> Status: ...
    def score(self, state: Any) -> int | None: ...
    def layout(self) -> Layout: ...
    def help(self, state: Any, name: str) -> HelpBox | None: ...

    def press_help(self, state: Any, name: str, button_index: int) -> tuple[Any, list[Event]]:
        """Press a button of a stack's help box (CDL's WAIT). Engines whose
        help boxes have no buttons keep this default."""
        raise IllegalMove(f"{name}'s help has no buttons")

    def rules_text(self) -> str: ...

    def key(self, state: Any) -> Hashable:
        """A compact value equal for two states exactly when their tables
        (the cards of each stack, in order, with their faces) and all that
        the rules can still read (variables, where the turn waits, the deal
        generator if the game can still shuffle) are equal. The turns
        played, the journal and caches take no part. A search uses it as
        its transposition-table key, so it must be cheap."""
        ...
