"""What both languages, both engines and the compiler share about cards:
the rank and suit tables (and the orders each outside party numbers suits
in), how a card is named, the card encodings, a Paperlang pile's build
rule (`Build`) with how the engine looks up the piles that take a card by
one (`key_plan`), and the step budget.

The first module of the engine, and the one module of `runtime` the
compiler may import: it imports nothing but `typing`, and `runtime/__init__.py`
loads its own names lazily, so importing it loads nothing else
(tests/test_import_boundaries.py checks both; docs/runtime.md, "What the
compiler may import").
"""

from __future__ import annotations

from typing import NamedTuple

# -- ranks (1 = ace .. 13 = king) ------------------------------------------------

RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")  # in a card's name
RANK_LETTERS = "A23456789TJQK"  # seed 003's build strings (`AUSK`, `KDA`): one letter each
# Paperlang's built-in deck names its card types by these (`aceH` .. `kingS`)
RANK_WORDS = tuple("ace two three four five six seven eight nine ten jack queen king".split())
# CDL's predefined rank constants (`ace`, `deuce`, ... `king`, worth 0..12)
CDL_RANK_WORDS = tuple("ace deuce three four five six seven eight nine ten jack queen king".split())
RANKS_PER_SUIT = len(RANK_NAMES)

# -- suits -------------------------------------------------------------------------

# The suit letters as the outside world (`Card.suit`) names them, in the order
# CDL numbers them (spade 0, heart 13, club 26, diamond 39; CDL_SUIT_WORDS)
SUITS = ("S", "H", "C", "D")
CDL_SUIT_WORDS = ("spade", "heart", "club", "diamond")
RED_SUITS = frozenset("HD")
# Other orders, each fixed by someone else's numbering:
# - Paperlang's built-in deck: `suit` = 1..4 for H D C S (docs/paperlang.md), and
#   the order `#use "deck"` places a rank's four cards in;
DECK_SUITS = "HDCS"
# - pysol-cards' suit numbers 0..3, which Microsoft FreeCell's deals are drawn in.
PYSOL_SUITS = "CSHD"

# The built-in `#use "deck"`'s 52 card types, in the order it fills the
# stack `deck` (rank-major: aceH at the bottom, kingS on top).
STANDARD_DECK: tuple[str, ...] = tuple(
    f"{word}{suit}" for word in RANK_WORDS for suit in DECK_SUITS
)

# -- card encodings ----------------------------------------------------------------

# Paperlang's compiled engine (runtime/engine/paperlang/flat.py and the code
# paperc/codegen/paperlang_flat.py writes): a card on a stack is one int,
# `id * 2 + face_up`, its id in the game (from 1) and its face (the low bit).

# CDL (runtime/engine/cdl/values.py, paperc/cdl/scope.py): a CARD is an int,
# rank - 1 + 13 * its suit's place in SUITS while face up (0..51), the same
# plus CDL_FACE_DOWN face down, plus CDL_SHADED face up but shaded; and two
# drawings that are not cards.
CDL_FACE_DOWN = 52
CDL_SHADED = 104
EMPTY_CARD = 156  # the empty-pile circle
CROSS_CARD = 157  # the cross

# -- build rules -------------------------------------------------------------------


class Build(NamedTuple):
    """A pile's build rule (seed 003's `build "KDA"`, a Paper extension of
    Paperlang), as paperc reads the string once and a plugin carries it:
    `Build(KING, "down", "alternate")` is "a king fills an empty pile;
    build down in alternate colours", `Build(ACE, "up", "suit", last=KING)`
    "an ace starts it; build up in suit up to the king"."""

    base: int | str  # the rank that fills an empty pile, or "any", "none", "first" (as the first)
    direction: str  # "up", "down", "either" (up or down), "any" (any rank), "none"
    match: str  # "alternate" (colours), "colour", "suit", "rank", "any", "none"
    last: int | None = None  # the rank nothing goes on (`AUSK`: the king)
    wrap: bool = False  # up from a king is an ace, down from an ace a king

    @property
    def builds(self) -> bool:
        """Does anything go on a card of the pile (neither direction nor match "none")?"""
        return "none" not in (self.direction, self.match)


class Group(NamedTuple):
    """A pile's `group "YN"` (seed 003's, a Paper extension of Paperlang),
    as paperc reads the two letters once and a plugin carries them:
    `Group(leaves=True, lands=False)` is "a run of cards may leave the pile
    together; only single cards land on it". `any_order` is the `F` of
    `group "FY"` (Yukon): any face-up card leaves with all the cards on it,
    whatever their order."""

    leaves: bool  # may a group of cards leave the pile (`Y` or `F` first)?
    lands: bool  # may a group of cards land on it (`Y` second)?
    any_order: bool = False  # `F` first: any face-up card, with what lies on it


def grouping(group: Group | None, built: bool) -> Group:
    """How a pile moves groups of cards: as its `group` says; with none, a
    pile with a build rule (`built`) moves single cards, one without any."""
    if group is not None:
        return group
    return Group(not built, not built)


# How the compiled engine finds the piles of a build rule that take a card:
# by a key of the card, in one of the card tables (`rank`, `red`, `suitno`;
# `suited`, its rank * 8 + suit number; `colour`, its rank * 2 + red); each
# pile is filed under the keys of the cards its top card takes. paperc
# writes the lookups (paperc/codegen/paperlang_flat_rules.py, `index_plan`)
# and the runtime makes the tables of wanted keys (`FlatGame.flat_wants`),
# both from this plan.


def key_plan(rule: Build) -> tuple[str, tuple[int, ...] | None, bool] | None:
    """The plan of a build rule: the card table its keys are of, the rank
    steps from a pile's top card to the cards it takes (+1 up, -1 down;
    None: the same rank, any rank for the tables without one; (): it takes
    none), and whether they are of the other colour (alternate colours).
    None: it takes any card, asked pile by pile."""
    direction, match = rule.direction, rule.match
    if not rule.builds:
        return ("rank", (), False)
    if direction == "any":
        table = {"alternate": "red", "colour": "red", "suit": "suitno", "rank": "rank"}.get(match)
        return None if table is None else (table, None, match == "alternate")
    steps = {"up": (1,), "down": (-1,), "either": (1, -1)}[direction]
    if match == "rank":
        return ("rank", (), False)  # one rank up or down, and the same rank: never
    table = {"any": "rank", "suit": "suited", "alternate": "colour", "colour": "colour"}[match]
    return (table, steps, match == "alternate")


def rank_constant(rank: int) -> str:
    """A rank as the constant generated code compares ranks with (13 is KING)."""
    return RANK_WORDS[rank - 1].upper()


def files_bases(rule: Build) -> bool:
    """Are a rule's empty piles filed under the keys of the cards that fill
    them, beside the piles whose top card takes those (`FlatGame.flat_takes`)?
    When a rank fills them (`KDA`: a king) and the keys hold the rank."""
    plan = key_plan(rule)
    return type(rule.base) is int and plan is not None and plan[0] in ("rank", "suited", "colour")


def stepped(rank: int, step: int, wrap: bool) -> int:
    """The rank `step` up (1) or down (-1) from `rank`, a king's up an ace's when `wrap`."""
    return (rank + step - 1) % RANKS_PER_SUIT + 1 if wrap else rank + step


# -- running game code -------------------------------------------------------------

# Loop iterations (and turns) one move may take before a game's code is
# called endless; the state is then as it was before the move.
STEP_BUDGET = 200_000

# How deep a phase may run itself: one more `do` of it is a game error.
PHASE_DEPTH = 64

# The game variable a Paperlang card hook's `winneris` (1) or `looseris` (2)
# of the current player sets, 0 while no hook ended the game: the compiled
# engine keeps it among the state's values (no Paperlang name holds brackets).
HOOK_END = "(hook end)"


def cdl_card(rank: int, suit: str) -> int:
    """A face-up playing card as CDL's CARD value: 'AS' is 0, 'KD' is 51."""
    return rank - 1 + RANKS_PER_SUIT * SUITS.index(suit)


def card_name(rank: int, suit: str) -> str:
    """'AS', '10H', 'KD'."""
    return f"{RANK_NAMES[rank - 1]}{suit}"


def red(suit: str | None) -> bool:
    return suit in RED_SUITS


def rank_phrase(rank: int) -> str:
    """'an ace', 'a king': a rank as a sentence names it."""
    if not 1 <= rank <= len(RANK_WORDS):  # not a playing card's rank: say the number
        return f"a card of rank {rank}"
    word = RANK_WORDS[rank - 1]
    return f"an {word}" if word[0] in "ae" else f"a {word}"
