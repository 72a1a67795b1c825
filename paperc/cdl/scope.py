"""What a CDL name means where it is used: the tables lowering keeps.

CDL has one global namespace (constants, variables, stacks, routines, all
case-insensitive) plus the predefined constants, SELF, CURSOR and three
built-in predicates; routines add parameters and locals. A global must be
declared (or forward-declared) before it is used.
"""

from __future__ import annotations

from dataclasses import field

from paperc import ir
from paperc.cdl import ast
from paperc.errors import Diagnostic, SourceSpan, error
from paperc.nodes import node
from runtime.engine.cards import (
    CDL_RANK_WORDS,
    CDL_SUIT_WORDS,
    CROSS_CARD,
    EMPTY_CARD,
    RANKS_PER_SUIT,
    cdl_card,
)

NUMERIC = frozenset({"integer", "index", "card"})
TYPES = ("stack", "index", "card", "integer", "boolean", "string")
INT_MIN, INT_MAX = -32768, 32767

PREDEFINED: dict[str, tuple[int | bool, ir.CdlType]] = {
    "up": (0, "integer"),
    "down": (1, "integer"),
    "left": (2, "integer"),
    "right": (3, "integer"),
    "over": (4, "integer"),
    "shaded": (2, "integer"),
    "decksizes": (52, "integer"),
    "emptycard": (EMPTY_CARD, "card"),
    "crosscard": (CROSS_CARD, "card"),
    "true": (True, "boolean"),
    "false": (False, "boolean"),
}
for _suit, _name in enumerate(CDL_SUIT_WORDS):  # spade 0, heart 13, club 26, diamond 39
    PREDEFINED[_name] = (_suit * RANKS_PER_SUIT, "card")
for _rank, _name in enumerate(CDL_RANK_WORDS, 1):  # ace 0 .. king 12 (the ranks of spades)
    PREDEFINED[_name] = (cdl_card(_rank, "S"), "card")

# How generated code names a predefined constant (`Const.name`): the words
# of the manual's lower-case names, capitalised (`crosscard` is CrossCard).
SPELLED = {"crosscard": "CrossCard", "emptycard": "EmptyCard", "decksizes": "DeckSizes"}


def predefined_name(key: str) -> str:
    return SPELLED.get(key) or key.capitalize()


# Built-in predicates (docs/cdl.md): a program may define its own instead.
BUILTIN_PREDICATES = ("issideup?", "issidedown?", "isshaded?")

METHODS = (
    "start",
    "help",
    "select",
    "selectfrom",
    "selectto",
    "selectleft",
    "selectright",
    "selectleftfrom",
    "selectleftto",
    "selectrightfrom",
    "selectrightto",
)
# `Select from W1` copies Select and every method it is broken up into.
LOWER_METHODS = {
    "select": METHODS[2:],
    "selectfrom": ("selectfrom", "selectleftfrom", "selectrightfrom"),
    "selectto": ("selectto", "selectleftto", "selectrightto"),
    "selectleft": ("selectleft", "selectleftfrom", "selectleftto"),
    "selectright": ("selectright", "selectrightfrom", "selectrightto"),
}
FIELDS = ("x", "y", "w", "h", "direction")
DIRECTIONS = ("up", "down", "left", "right", "over")
SPECIAL = {"integrity?": "integrity", "win?": "win", "loose?": "loose"}


@node(frozen=False)
class Signature:
    kind: str  # "procedure" "function" "predicate"
    params: tuple[ir.CdlVar, ...] | None = None
    result: ir.CdlType | None = None


@node(frozen=False)
class Symbol:
    """A global name. `kind`: const, var, stack, routine."""

    kind: str
    display: str
    type: ir.CdlType | None = None
    value: int | bool | None = None
    signature: Signature | None = None
    defined: bool = False  # routines: a body was given
    line: int = 0
    col: int = 0


@node(frozen=False)
class StackParts:
    """A stack being assembled from its split definitions."""

    display: str
    line: int
    fields: dict[str, int] = field(default_factory=dict)
    methods: dict[str, str] = field(default_factory=dict)


class Reporter:
    """Collects diagnostics; every error of a file is reported at once."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.diagnostics: list[Diagnostic] = []

    def error(self, code: str, message: str, node: object) -> None:
        line = getattr(node, "line", 0) or 1
        col = getattr(node, "col", 0) or 1
        end = col + len(node.text) if isinstance(node, ast.Name) else 0
        span = SourceSpan(self.path, line, col, line if end else 0, end)
        self.diagnostics.append(error(code, message, span))


def unescape(raw: str, node: ast.String, report: Reporter) -> str:
    """A CDL string literal's value: \\t \\n \\' \\\\ are the escapes."""
    out: list[str] = []
    chars = iter(raw)
    for ch in chars:
        if ch != "\\":
            out.append(ch)
            continue
        nxt = next(chars, "")
        mapped = {"t": "\t", "n": "\n", "'": "'", "\\": "\\"}.get(nxt)
        if mapped is None:
            report.error(
                "C121", f"unknown escape `\\{nxt}` in a string (use \\t \\n \\' \\\\)", node
            )
            mapped = nxt
        out.append(mapped)
    return "".join(out)
