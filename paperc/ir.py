"""The shared game model both front ends lower to and codegen reads.

Frozen dataclasses only, made with `@node` (paperc/nodes.py: the behaviour
of `@dataclass(frozen=True)` without its import-time cost); no parser or
Jinja imports. Every node that comes from a source line carries its
location: `line` (1-based) and `file`, the file it is written in as `#use`
found it ("": the game's own source; else the path as diagnostics name
it, a key of `Game.include_texts`), so that generated code, its line
table and run-time errors name the statement's own file and line; and
`col`, the 1-based column of its first token (0: not known, a node a
later pass made), so that an error about it points at it in its line.

Sections: the game itself; expressions and statements both languages use;
then one section per language for what only it has. A front end owns its
language's section; codegen for a language reads the common part and its
own section.
"""

from __future__ import annotations

from dataclasses import field
from typing import Literal, TypeAlias

from paperc.nodes import node

# --------------------------------------------------------------------------
# The game
# --------------------------------------------------------------------------

Language = Literal["paperlang", "cdl"]


@node
class Game:
    """One game: what a plugin registers."""

    game_id: str  # from the source file name: unique per installed game
    title: str  # from the source's own game name
    language: Language
    source_path: str  # relative, with slashes; written in the header comment
    source_sha256: str
    program: PaperlangProgram | CdlProgram
    rules_text: str = ""  # shown in the table's Rules mode
    source_text: str = ""  # the source itself, for comments naming each line (optional)
    # the files `#use` brought in, (path as `Transfer.file` names it, text): for
    # the `; refused:` comments over their transfers
    include_texts: tuple[tuple[str, str], ...] = ()
    # (path as `file` names it, the file's name from the game's folder): how
    # generated code and its line table name an included file
    include_names: tuple[tuple[str, str], ...] = ()
    # every file a `#use` named (read, missing or refused), as shown: what the
    # game depends on, for the compile cache and the watchers
    includes: tuple[str, ...] = ()


# --------------------------------------------------------------------------
# Common expressions and statements
# --------------------------------------------------------------------------


@node
class Const:
    """A literal: int, bool, str, or None (Paperlang's none). `name` is the
    source's name for the value when it came from a named constant (CDL's
    `King`, `CrossCard`, a program's own `CONST Limit`), so that codegen can
    print the name instead of the number; "" for a plain literal."""

    value: int | bool | str | None
    line: int = 0
    name: str = ""
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Unary:
    op: str  # "-", "+", "not"
    operand: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Binary:
    """Arithmetic, comparison and logic. `op` is one of
    + - * / % == != < > <= >= and or (and/or short-circuit)."""

    op: str
    left: Expr
    right: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Chain:
    """`first op1 x1 op2 x2 ...` evaluated left to right, as the same run of
    nested `Binary` would be: a long run of one level's operators (+ and -,
    or * / %, or and, or or) kept flat, so that a sum of a thousand terms is
    no deeper than a sum of two."""

    first: Expr
    rest: tuple[tuple[str, Expr], ...]  # (op, operand), op as in Binary
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Var:
    """A variable. `scope`: "global" (game level, journaled), "local"
    (a block's or a routine's), "param", or "builtin" (a binding the
    runtime provides: Paperlang's from/to/this/l/n/moving/currentPlayer,
    CDL's SELF and CURSOR)."""

    name: str
    scope: Literal["global", "local", "param", "builtin"] = "global"
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Call:
    """A call of a named routine (CDL procedure/function/predicate, a
    Paperlang phase via `Do`, or a runtime built-in)."""

    name: str
    args: tuple[Expr, ...] = ()
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Assign:
    target: Expr
    value: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class If:
    """`branches` are (condition, body) pairs tried in order; `orelse` runs
    when none holds."""

    branches: tuple[tuple[Expr, tuple[Stmt, ...]], ...]
    orelse: tuple[Stmt, ...] = ()
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class While:
    cond: Expr
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


# --------------------------------------------------------------------------
# Paperlang (owned by paperc/paperlang/lower.py; read by codegen/paperlang.py)
#
# Names are resolved by the front end: a node says what a name IS (a stack,
# a stacklist, a card type, a variable), so codegen never guesses.
# Stacks are static: every stack, stacklist member and grid cell is known at
# compile time (sizes are constant expressions), in declaration order.
# --------------------------------------------------------------------------


@node
class AttrDecl:
    """`int x = 3` inside a card, stack, stacklist or grid block."""

    name: str
    type: str  # "int" | "bool" | "string" | "float" | "playerref" | "card"
    default: Expr | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CardType:
    """`card Goblin Monster start ... end`; the #use "deck" types are these too.
    `attrs` are the type's own declarations; `defaults` the assignments of
    its body (inherited attributes given new defaults)."""

    name: str
    parent: str | None
    attrs: tuple[AttrDecl, ...] = ()
    defaults: tuple[tuple[str, Expr], ...] = ()
    line: int = 0
    rank: int | None = None  # playing cards (from the deck): 1..13
    suit: str | None = None  # "S" "H" "C" "D"
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class StackDecl:
    """A stack, stacklist or stack grid. Members are named `row[3]` and
    `floor[2 1]` (x then y). `kind`: "stack", "list" or "grid"; `shape`:
    () for a stack, (n,) for a list, (width, height) for a grid."""

    name: str
    kind: Literal["stack", "list", "grid"]
    visibility: Literal["visible", "hidden", "private"]
    shape: tuple[int, ...] = ()
    attrs: tuple[AttrDecl, ...] = ()
    flat: bool = False
    owner: str | None = None  # `privatestack p.Hand`: the player variable
    line: int = 0
    props: PileProps | None = None  # Paper's pile properties (extension)
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class PileProps:
    """Paper's pile properties, written in a stack's `start ... end` block
    (docs/paperlang.md, Extensions). For a stacklist or grid they hold for
    every member; `at` places the first member and `step` the next ones.

    `build` is a seed-003 build string, checked by the front end: base card
    (`Y N X A 2..9 T J Q K`), direction (`U D B N Y`), match (`A C S R Y`),
    optional cut-off rank. `group` and `autotarget` are two `Y`/`N` letters
    (source, target)."""

    facing: Literal["stack", "keep", "up", "down"] = "stack"
    autoflip: bool = False
    at: tuple[float, float] | None = None
    step: tuple[float, float] | None = None
    # `at X Y, X Y, ...`: a place per stacklist member, in order (then `at`
    # is the first of them and there is no `step`)
    places: tuple[tuple[float, float], ...] | None = None
    fan: Literal["up", "down", "left", "right", "over"] | None = None
    # `fan right 0.4`: how far each face-up card lies from the one under it,
    # as a fraction of a card's width (left, right) or height (up, down)
    fan_spacing: float | None = None
    empty: Literal["circle", "cross", "outline", "none"] | None = None
    build: str | None = None
    wrap: bool = False
    group: str | None = None
    autotarget: str | None = None
    maxlength: int | None = None
    # `redeals N` (extension, paperc/paperlang/redeals.py): how often the
    # player may click this pile's redeal option, a number (-1: no limit) or
    # the name of an int variable; `redeal_counter` is the game variable
    # that counts them (set by lowering when there is a limit to count).
    redeals: int | str | None = None
    redeal_counter: str | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class VarDecl:
    """`int x = 5`: a variable of the enclosing block (or the game, for
    `scope == "global"`). Runs where it stands: declares, then assigns."""

    name: str
    type: str
    init: Expr | None = None
    scope: Literal["global", "local"] = "local"
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class AttrDeclStmt:
    """`int hand.customVariable = 2`: adds an attribute to a stack or player."""

    owner: Expr
    name: str
    type: str
    init: Expr | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Phase:
    name: str
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Hook:
    """`premove T` / `onmoved T`: runs per card of type T (or a descendant)."""

    kind: Literal["premove", "onmoved"]
    card_type: str
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class PaperlangProgram:
    """A whole Paperlang game. `load` is the top-level pass in source order
    (declarations of variables become VarDecl statements there); `setup`
    runs once after it, `turn` repeats."""

    card_types: tuple[CardType, ...] = ()
    stacks: tuple[StackDecl, ...] = ()
    load: tuple[Stmt, ...] = ()
    setup: tuple[Stmt, ...] = ()
    turn: tuple[Stmt, ...] = ()
    phases: tuple[Phase, ...] = ()
    hooks: tuple[Hook, ...] = ()
    extensions: tuple[
        tuple[str, object], ...
    ] = ()  # documented extensions (layout, build rules...)
    # Where `setup start` / `turn start` stand (0: not in the source), so that
    # errors such as "the turn never waits" (P152) can name a line.
    setup_line: int = 0
    turn_line: int = 0
    setup_file: str = ""  # the file each of the three stands in ("": the game's own)
    turn_file: str = ""
    score_file: str = ""
    # Paper's game-level extensions: `table W H` (the layout grid) and
    # `score EXPR` (what Rules.score reports), with the line it stands on.
    table: tuple[float, float] | None = None
    score: Expr | None = None
    score_line: int = 0
    title: str | None = None  # `title "..."` (extension); else from the game's name
    # lone stacks that can never hold a card during play (paperlang/filling.py):
    # the table gives them no room
    idle: tuple[str, ...] = ()


# --- Paperlang statements ---------------------------------------------------


@node
class SourceStacks:
    """Transfer source: stacks or sets of stacks; `choose` lets the player
    pick the cards themselves."""

    stacks: tuple[Expr, ...]
    choose: bool = False


@node
class SourceCreate:
    """Transfer source `place T` or `random T`: new card instances."""

    kind: Literal["place", "random"]
    card_type: str


@node
class AmountAll:
    """The amount `all`."""


@node
class Transfer:
    """`[auto|every] source (-> | ->_ | /> | />_) [every] dests [top|bottom] [amount] [where]`."""

    source: SourceStacks | SourceCreate
    op: Literal["move", "cut"]
    under: bool  # ->_ and />_ put the cards under the destination
    dests: tuple[Expr, ...]
    end: Literal["top", "bottom"] | None = None
    amount: Expr | AmountAll | None = None
    prefix: Literal["auto", "every"] | None = None
    dest_every: bool = False
    where_from: Expr | None = None
    where_to: Expr | None = None
    interactive: bool = False  # decided by the front end (reference 4.4)
    line: int = 0
    # Paper's `build` suffix (extension): every single card or group move the
    # piles' build rules allow; no end or amount then.
    build: bool = False
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class PickOption:
    transfer: Transfer
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class PickOne:
    options: tuple[PickOption, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Button:
    label: str
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Buttons:
    buttons: tuple[Button, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Do:
    phase: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class StackOp:
    """shuffle / flip / show / hide of a stack or a set of stacks. `order`
    "microsoft": arrange a 52-card pack as Microsoft FreeCell deals the
    deal number that is the seed (a Paperlang extension)."""

    op: Literal["shuffle", "flip", "show", "hide"]
    target: Expr
    line: int = 0
    order: str = ""
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class FaceTurn:
    """`turnup S [top N | bottom N | all]` / `turndown ...` (extension):
    turns cards of a stack (or each stack of a set) face up or down. With
    no end and amount, the top card."""

    up: bool
    target: Expr
    end: Literal["top", "bottom"] | None = None
    amount: Expr | AmountAll | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Outcome:
    """`winneris p` / `looseris p`: ends the game at once."""

    kind: Literal["win", "lose"]
    player: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Players:
    count: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class ForEachPlayer:
    var: str
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


# --- Paperlang expressions ----------------------------------------------------


@node
class StackRef:
    """One declared stack by its full name: `deck`, `row[3]`, `floor[0 1]`."""

    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class ListRef:
    """A whole stacklist or grid, as a set of stacks."""

    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Member:
    """`row[i]` with a computed index, or `floor[x y]` (y is None for lists)."""

    base: str
    index: Expr
    y: Expr | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Relative:
    """`row[:-1:-3]` / `floor[:up 1 left 1 :down 1]`: offsets from the chosen
    source's index, destinations only. List offsets are (dx,), grid (dx, dy)."""

    base: str
    offsets: tuple[tuple[int, ...], ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class StackSet:
    """A comma list `a, b, row`: the union, in order."""

    items: tuple[Expr, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class Prop:
    """`s.size`, `s.top`, `s.bottom` (built-in), or a user attribute of a
    stack, a card position, a player or a card type (`Goblin.power`)."""

    obj: Expr
    name: str
    builtin: bool = False
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class PosOffset:
    """`s.top - 2` / `s.bottom + 1`: a card position counted from an end."""

    pos: Expr
    delta: int | Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CardTypeRef:
    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class SeqPattern:
    """`[A _ : B]`, items top first: ("type", name) | ("any",) | ("rest",)."""

    items: tuple[tuple[str, ...], ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class SeqSelect:
    """`L{[...]}` (all members that match), `L{|[...]}` first, `L{[...]|}` last."""

    base: Expr
    pattern: SeqPattern
    which: Literal["all", "first", "last"] = "all"
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class LineSelect:
    """`G{col k}` / `G{row k}`, optionally filtered further by `inner`
    (a SeqSelect/StackFilter whose base is this node)."""

    base: str
    axis: Literal["col", "row"]
    index: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class TypeFilter:
    """`S{C}`: the cards of type C (or a descendant) in S, a logical stack."""

    base: Expr
    card_type: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CardPredicate:
    """`S{x > 4}`: cards of S for which `cond` holds; bare names in it are
    `CardAttr`s of the card under test."""

    base: Expr
    cond: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CardAttr:
    """A bare attribute name inside a card predicate or `sq` body."""

    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class AttrSum:
    """`S{v}`: the sum of attribute v over S's cards (missing counts 0)."""

    base: Expr
    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class SqRun:
    """`S{sq N A expr}`: an orderless run; `l` and `n` are builtin Vars."""

    base: Expr
    length: Expr
    attr: str
    cond: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class StackFilter:
    """`cols{locked}` on a stacklist: members for which `cond` holds; bare
    names are the member's attributes (and size/top/bottom)."""

    base: Expr
    cond: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class StackAttr:
    """A bare name inside a StackFilter: the member's attribute or builtin."""

    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


# --------------------------------------------------------------------------
# CDL (owned by paperc/cdl/lower.py)
# --------------------------------------------------------------------------


# Names are resolved and lower-cased by the front end; every value has one of
# the six CDL types, and INTEGER, INDEX and CARD are all 16-bit integers.
# Stack-valued expressions are CdlStack, CdlContext or a Var of type STACK.
# Binary "/" is integer division truncating toward zero, "%" is MOD (the sign
# of the dividend), both as Pascal has them.

CdlType = Literal["integer", "index", "card", "boolean", "string", "stack"]


@node
class CdlStack:
    """A declared stack used as a value; "cursor" is the mouse's stack."""

    name: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlContext:
    """The contextual stack: SELF, and what a stack-less `!`, `[..]`, PULL,
    TURN... refer to; the stack whose method is running, through any depth
    of calls."""

    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlLength:
    """`s!`: the number of cards on a stack (INDEX)."""

    stack: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlCardAt:
    """`s[p]`: the card at position p (0 is the empty-pile drawing)."""

    stack: Expr
    pos: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlRange:
    """`s[a..b]` or `s[a]` (last None) in a statement."""

    stack: Expr
    first: Expr
    last: Expr | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlWith:
    """WITH var DO body FOR stacks."""

    var: Var
    stacks: tuple[Expr, ...]
    body: tuple[Stmt, ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlAdd:
    """ADD first [.. last] TO dest: new cards first, first+1, .., last."""

    first: Expr
    last: Expr | None
    dest: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlPull:
    """PULL count FROM source TO dest: the top cards, as a block."""

    count: Expr
    source: Expr
    dest: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlMove:
    """MOVE range TO dest[pos]: inserts before position pos of dest."""

    source: CdlRange
    dest: Expr
    pos: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlTurn:
    range: CdlRange
    side: Literal["up", "down", "shaded"]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlRangeOp:
    """FLASH, INVERSE or REMOVE of a range."""

    verb: Literal["flash", "inverse", "remove"]
    range: CdlRange
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlShuffle:
    stack: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlDraw:
    """DRAW [s]; stack None redraws the whole playfield."""

    stack: Expr | None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlClear:
    """CLEAR (close the help box) or CLEAR title [AT x, y IS w BY h] (open it)."""

    title: str | None = None
    box: tuple[int, int, int, int] | None = None
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlWrite:
    """WRITE(...): each item with its type, so cards print as cards."""

    items: tuple[tuple[Expr, CdlType], ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlWait:
    """WAIT label routine: a help-box button that runs a procedure."""

    label: str
    routine: str
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlBreak:
    """BREAK: `leave` is "with" (the innermost WITH) or "routine"."""

    leave: Literal["with", "routine"]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlReturn:
    value: Expr
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlVar:
    """A global, local or parameter: name (lower case) and type."""

    name: str
    type: CdlType
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlRoutine:
    """A procedure, function, predicate, or the body of a stack method.

    `key` is unique in the program: the routine's name, or `stack.method`
    (with `#n` for a later body that replaced an earlier one). `display`
    is the name as first written, for comments and messages.
    """

    key: str
    display: str
    kind: Literal["procedure", "function", "predicate", "method"]
    params: tuple[CdlVar, ...]
    result: CdlType | None
    locals: tuple[CdlVar, ...]
    body: tuple[Stmt, ...]
    line: int = 0
    stack: str | None = None  # methods: the stack it was written in
    method: str | None = None  # methods: "start", "select", "selectleftfrom", ...
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlStackDecl:
    """A stack after all its parts: place on the grid, fan, and methods
    (method name -> key of the CdlRoutine that implements it)."""

    name: str
    display: str
    x: int
    y: int
    w: int
    h: int
    direction: Literal["up", "down", "left", "right", "over"]
    methods: tuple[tuple[str, str], ...]
    line: int = 0
    file: str = ""
    col: int = field(default=0, compare=False, repr=False)


@node
class CdlProgram:
    """A whole CDL game. `order` lists stacks for Start; `routines` holds
    every routine and method body; `builtins` the predefined predicates
    the program calls and does not define itself."""

    width: int
    height: int
    stacks: tuple[CdlStackDecl, ...]
    order: tuple[str, ...]
    globals: tuple[CdlVar, ...]
    routines: tuple[CdlRoutine, ...]
    integrity: str | None = None
    win: str | None = None
    loose: str | None = None
    builtins: tuple[str, ...] = field(default=())


# Any expression or statement node of either language: the sections above
# list them; the aliases only name the role a field plays.
Expr: TypeAlias = object
Stmt: TypeAlias = object
