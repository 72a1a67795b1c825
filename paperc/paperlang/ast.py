"""The Paperlang syntax tree: what parser.py builds from the grammar's rules.

One frozen dataclass per grammar rule that carries meaning (named after it:
`stack_decl` -> StackDecl). The expression rules are flat in the grammar for
speed; parser.py rebuilds precedence into `Binary` nodes. Every node has the
`span` of its first token (1-based), in the file it came from, so lowering
can point at it. Nothing here resolves names: that is lower.py's job.
"""

from __future__ import annotations

from paperc.errors import SourceSpan
from paperc.nodes import node


class Node:
    """The base of every node class, each a frozen dataclass made by `@node`
    (paperc/nodes.py), which builds the methods `@dataclass(frozen=True)`
    would without compiling each one at import."""

    __slots__ = ()


# --- expressions -----------------------------------------------------------


@node
class Number(Node):
    """An integer literal (rule `primary`)."""

    value: int
    span: SourceSpan


@node
class Boolean(Node):
    """`true` / `false`."""

    value: bool
    span: SourceSpan


@node
class String(Node):
    """`"..."`, without the quotes."""

    value: str  # without the quotes
    span: SourceSpan


@node
class Name(Node):
    """A bare name; lowering decides what it denotes."""

    name: str
    span: SourceSpan


@node
class SeqPattern(Node):
    """`[A _ :]`: items top first, each a card type name, "_" or ":"."""

    items: tuple[tuple[str, SourceSpan], ...]
    span: SourceSpan


@node
class Unary(Node):
    """`-x`, `+x`, `!x` (rule `unary`)."""

    op: str  # "-", "+", "!"
    operand: Expr
    span: SourceSpan


@node
class Binary(Node):
    """`left op right`, rebuilt by precedence from the flat `expr` rule."""

    op: str  # || && == != < > <= >= + - * / %
    left: Expr
    right: Expr
    span: SourceSpan  # the left operand's


@node
class Paren(Node):
    """Kept so that `a == (b == c)` and messages can tell it was written."""

    value: Expr
    span: SourceSpan


@node
class Attribute(Node):
    """`obj.name`; `span` is the name's."""

    obj: Expr
    name: str
    span: SourceSpan


@node
class ListIndex(Node):
    """`row[i]` (rule `list_index`)."""

    value: Expr
    span: SourceSpan


@node
class Cell(Node):
    """`floor[x y]`."""

    x: Expr
    y: Expr
    span: SourceSpan


@node
class RelativeList(Node):
    """`row[:-1:-3]`: signed offsets."""

    offsets: tuple[int, ...]
    span: SourceSpan


@node
class RelativeGrid(Node):
    """`floor[:up 1 left 1 :down 1]`: one tuple of (direction, steps) per option."""

    moves: tuple[tuple[tuple[str, int], ...], ...]
    span: SourceSpan


IndexBody = ListIndex | Cell | RelativeList | RelativeGrid


@node
class Index(Node):
    """`obj[...]` (rule `index`)."""

    obj: Expr
    index: IndexBody
    span: SourceSpan  # the `[`


@node
class SeqFilter(Node):
    """`{[...]}`, `{|[...]}` (first) or `{[...]|}` (last)."""

    which: str  # "all" | "first" | "last"
    pattern: SeqPattern
    span: SourceSpan


@node
class LineSelect(Node):
    """`{col k}` / `{row k}`, optionally `{col k {...}}`."""

    axis: str
    index: Expr
    inner: BraceBody | None
    span: SourceSpan


@node
class SqRun(Node):
    """`{sq N attr cond}`."""

    length: Expr
    attr: str
    attr_span: SourceSpan
    cond: Expr
    span: SourceSpan


@node
class BraceExpr(Node):
    """`{expr}`: a type filter, an attribute sum or a predicate, which lowering decides."""

    value: Expr
    span: SourceSpan


BraceBody = SeqFilter | LineSelect | SqRun | BraceExpr


@node
class Brace(Node):
    """`obj{...}` (rule `brace`)."""

    obj: Expr
    content: BraceBody
    span: SourceSpan  # the `{`


Expr = (
    Number
    | Boolean
    | String
    | Name
    | SeqPattern
    | Unary
    | Binary
    | Paren
    | Attribute
    | Index
    | Brace
)

# --- transfers -------------------------------------------------------------


@node
class CreateSource(Node):
    """`random T` / `place T`."""

    kind: str
    card_type: str
    type_span: SourceSpan
    span: SourceSpan


@node
class StackSource(Node):
    """A transfer's source stacks, `choose` first if written (rule `stack_source`)."""

    choose: bool
    stacks: tuple[Expr, ...]
    span: SourceSpan


@node
class Amount(Node):
    """`all` (value None) or an expression."""

    value: Expr | None
    span: SourceSpan


@node
class WhereClause(Node):
    """`from{...}` or `to{...}` (rule `where_clause`)."""

    kind: str  # should be "from" or "to"; lowering says so when it is not
    cond: Expr
    span: SourceSpan


@node
class Transfer(Node):
    """`[auto|every] source op [every] dests [top|bottom] [amount] [where ...]`."""

    prefix: str | None  # "auto" | "every"
    source: CreateSource | StackSource
    op: str  # "->" "->_" "/>" "/>_"
    op_span: SourceSpan
    dest_every: bool
    dests: tuple[Expr, ...]
    end: str | None  # "top" | "bottom"
    amount: Amount | None
    wheres: tuple[WhereClause, ...]
    span: SourceSpan
    build: bool = False  # Paper's `build` suffix (extension)


# --- statements ------------------------------------------------------------


@node
class Include(Node):
    """`#use "file"` (rule `include`); `#use "deck" 2 suits 2` gives the
    built-in deck's pack count and suit count (Paper's extension)."""

    path: str
    span: SourceSpan
    packs: int | None = None
    suits: int | None = None


@node
class Dotted(Node):
    """`hand.customVariable` in a declaration: names, each with its span."""

    parts: tuple[tuple[str, SourceSpan], ...]
    span: SourceSpan


@node
class Decl(Node):
    """`int x = 1`, `bool hand.flag` (rule `decl`)."""

    type: str
    target: Dotted
    init: Expr | None
    span: SourceSpan


@node
class Assign(Node):
    """`target = value` (rule `assign`)."""

    target: Expr
    value: Expr
    span: SourceSpan


@node
class CardDecl(Node):
    """`card NAME [PARENT] start ... end` (rule `card_decl`)."""

    name: str
    name_span: SourceSpan
    parent: str | None
    parent_span: SourceSpan | None
    body: tuple[Decl | Assign, ...]
    span: SourceSpan


@node
class PileProp(Node):
    """A pile property in a stack's block (rule `pile_prop`, a Paper extension):
    `fan down`, `at 0 1.5`, `build "KDA"`, `autoflip`. `value` is the word,
    string or number written after it, or (x, y) for `at` and `step`; for
    `at X Y, X Y, ...` a tuple of those pairs; for `fan right 0.4` (word, spacing)."""

    prop: str
    value: str | int | tuple[float, float] | tuple[tuple[float, float], ...] | None
    span: SourceSpan


@node
class FaceTurn(Node):
    """`turnup S [top N | bottom N | all]` / `turndown ...` (rule `face_turn`)."""

    up: bool
    targets: tuple[Expr, ...]
    end: str | None  # "top" | "bottom"; None for `all` or nothing
    amount: Expr | str | None  # an expression, "all", or None (the top card)
    span: SourceSpan


@node
class PileBlock(Node):
    """`pile NAME start ... end` (rule `pile_block`): pile properties for a
    stack declared elsewhere."""

    name: str
    name_span: SourceSpan
    body: tuple[PileProp, ...]
    span: SourceSpan


@node
class TableDecl(Node):
    """`table W H` (rule `table_decl`): the layout grid."""

    width: float
    height: float
    span: SourceSpan


@node
class ScoreDecl(Node):
    """`score EXPR` (rule `score_decl`)."""

    value: Expr
    span: SourceSpan


@node
class TitleDecl(Node):
    """`title "..."` (rule `title_decl`): the name players see."""

    value: str
    span: SourceSpan


@node
class StackDecl(Node):
    """`visiblestack NAME [start ... end]` and the other stack words (rule `stack_decl`)."""

    kind: str  # the keyword: visiblestack, flathiddenstack...
    target: Dotted
    body: tuple[Decl | Assign | PileProp, ...]
    span: SourceSpan


@node
class StacklistDecl(Node):
    """`stacklist NAME[size] [start ... end]` (rule `stacklist_decl`)."""

    name: str
    size: Expr
    body: tuple[Decl | Assign | PileProp, ...]
    span: SourceSpan


@node
class GridDecl(Node):
    """`stackgrid NAME[w h] [start ... end]` (rule `grid_decl`)."""

    name: str
    width: Expr
    height: Expr
    body: tuple[Decl | Assign | PileProp, ...]
    span: SourceSpan


@node
class Block(Node):
    """`setup start ... end` or `turn start ... end`."""

    kind: str
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class PhaseDecl(Node):
    """`phase NAME start ... end` (rule `phase_decl`)."""

    name: str
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class DoStmt(Node):
    """`do NAME` (rule `do_stmt`)."""

    name: str
    span: SourceSpan


@node
class Hook(Node):
    """`premove T start ... end` / `onmoved T start ... end` (rule `hook`)."""

    kind: str  # "onmoved" | "premove"
    card_type: str
    type_span: SourceSpan
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class Onplace(Node):
    """Battler's unfinished hook; lowering rejects it with a message."""

    span: SourceSpan


@node
class PickOption(Node):
    """`pick TRANSFER then ...` (rule `pick_option`)."""

    transfer: Transfer
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class PickOne(Node):
    """`pickone start pick ... end` (rule `pickone`)."""

    options: tuple[PickOption, ...]
    span: SourceSpan


@node
class Button(Node):
    """`button "label" then ...` (rule `button`)."""

    label: str
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class Buttons(Node):
    """`buttons start button ... end` (rule `buttons`)."""

    buttons: tuple[Button, ...]
    span: SourceSpan


@node
class ElseIf(Node):
    """`elseif COND then ...` (rule `elseif_clause`)."""

    cond: Expr
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class IfStmt(Node):
    """`if COND start ... [elseif ...] [else ...] end` (rule `if_stmt`)."""

    cond: Expr
    body: tuple[Stmt, ...]
    elifs: tuple[ElseIf, ...]
    orelse: tuple[Stmt, ...] | None
    span: SourceSpan


@node
class WhileStmt(Node):
    """`while COND start ... end` (rule `while_stmt`)."""

    cond: Expr
    body: tuple[Stmt, ...]
    span: SourceSpan


@node
class StackOp(Node):
    """`shuffle|flip|show|hide STACK[, STACK...]` (rule `stack_op`);
    `order` is "microsoft" for `shuffle deck microsoft` (an extension)."""

    op: str
    targets: tuple[Expr, ...]
    span: SourceSpan
    order: str = ""


@node
class Outcome(Node):
    """`winneris P` / `looseris P` (rule `outcome`)."""

    kind: str  # "winneris" | "looseris"
    player: Expr
    span: SourceSpan


@node
class Players(Node):
    """`players N` (rule `players`)."""

    count: Expr
    span: SourceSpan


@node
class ForEachPlayer(Node):
    """`foreachplayer NAME start ... end` (rule `foreachplayer`)."""

    var: str
    body: tuple[Stmt, ...]
    span: SourceSpan


Stmt = (
    Include
    | Decl
    | Assign
    | CardDecl
    | StackDecl
    | StacklistDecl
    | GridDecl
    | Block
    | PhaseDecl
    | DoStmt
    | Hook
    | Onplace
    | PickOne
    | Buttons
    | IfStmt
    | WhileStmt
    | StackOp
    | Outcome
    | Players
    | ForEachPlayer
    | Transfer
    | FaceTurn
    | PileBlock
    | TableDecl
    | ScoreDecl
    | TitleDecl
)


@node
class Program(Node):
    """A parsed file: the game block's name (None for an included file) and body."""

    name: str | None
    body: tuple[Stmt, ...]
    span: SourceSpan
