"""The CDL syntax tree: what the parser makes of a source, before any checks.

One frozen dataclass per grammar rule (named after it). Every node carries
the 1-based line and column where it starts, so checks can name the place.
Names keep the spelling of the source; lowering folds case.
"""

from __future__ import annotations

from paperc.nodes import node


@node
class Name:
    """An identifier as written (`Win?`, `A1`)."""

    text: str
    line: int = 0
    col: int = 0

    def __str__(self) -> str:  # TatSu checks keywords through str()
        return self.text

    @property
    def key(self) -> str:
        return self.text.lower()


@node
class Number:
    value: int
    line: int = 0
    col: int = 0


@node
class String:
    """A string literal; `raw` is the text between the quotes, escapes kept."""

    raw: str
    line: int = 0
    col: int = 0


# -- expressions ----------------------------------------------------------------


@node
class BinOp:
    op: str  # lower case: "+", "or", "<>", ...
    left: Expression
    right: Expression
    line: int = 0
    col: int = 0


@node
class UnOp:
    op: str  # "not", "+", "-"
    operand: Expression
    line: int = 0
    col: int = 0


@node
class LengthOf:
    """`s!`, or `!` alone (stack None: the contextual stack)."""

    stack: Name | None
    line: int = 0
    col: int = 0


@node
class CardAt:
    """`s[p]`, `[p]`, and in statements the ranges `s[a..b]`."""

    stack: Name | None
    first: Expression
    last: Expression | None = None
    line: int = 0
    col: int = 0


@node
class CallExpr:
    name: Name
    args: tuple[Expression, ...] = ()
    line: int = 0
    col: int = 0


@node
class NameRef:
    name: Name
    line: int = 0
    col: int = 0


Expression = BinOp | UnOp | LengthOf | CardAt | CallExpr | NameRef | Number | String


# -- statements -----------------------------------------------------------------


@node
class Block:
    body: tuple[Statement, ...]
    line: int = 0
    col: int = 0


@node
class IfStmt:
    cond: Expression
    then: Statement
    orelse: Statement | None = None
    line: int = 0
    col: int = 0


@node
class WhileStmt:
    cond: Expression
    body: Statement
    line: int = 0
    col: int = 0


@node
class WithStmt:
    var: Name
    body: Statement
    stacks: tuple[Name, ...]
    line: int = 0
    col: int = 0


@node
class AddStmt:
    first: Expression
    last: Expression | None = None
    dest: Name | None = None
    line: int = 0
    col: int = 0


@node
class BreakStmt:
    routine: bool = False
    line: int = 0
    col: int = 0


@node
class ClearStmt:
    title: String | None = None
    box: tuple[Number, Number, Number, Number] | None = None
    line: int = 0
    col: int = 0


@node
class DrawStmt:
    stack: Name | None = None
    line: int = 0
    col: int = 0


@node
class RangeStmt:
    """FLASH, INVERSE and REMOVE: one verb on a stack interval."""

    verb: str
    range: CardAt
    line: int = 0
    col: int = 0


@node
class MoveStmt:
    range: CardAt
    dest: CardAt
    line: int = 0
    col: int = 0


@node
class PullStmt:
    count: Expression
    source: Name | None = None
    dest: Name | None = None
    line: int = 0
    col: int = 0


@node
class ReturnStmt:
    value: Expression
    line: int = 0
    col: int = 0


@node
class ShuffleStmt:
    stack: Name | None = None
    line: int = 0
    col: int = 0


@node
class TurnStmt:
    range: CardAt
    side: str  # "up" "down" "shaded"
    line: int = 0
    col: int = 0


@node
class WaitStmt:
    label: String
    routine: Name
    line: int = 0
    col: int = 0


@node
class WriteStmt:
    args: tuple[Expression, ...]
    line: int = 0
    col: int = 0


@node
class AssignStmt:
    target: Name | CardAt
    value: Expression
    line: int = 0
    col: int = 0


@node
class CallStmt:
    name: Name
    args: tuple[Expression, ...] = ()
    line: int = 0
    col: int = 0


Statement = (
    Block
    | IfStmt
    | WhileStmt
    | WithStmt
    | AddStmt
    | BreakStmt
    | ClearStmt
    | DrawStmt
    | RangeStmt
    | MoveStmt
    | PullStmt
    | ReturnStmt
    | ShuffleStmt
    | TurnStmt
    | WaitStmt
    | WriteStmt
    | AssignStmt
    | CallStmt
)


# -- declarations -----------------------------------------------------------------


@node
class VarElm:
    """`a, b : Card` (also a parameter group)."""

    names: tuple[Name, ...]
    type: Name
    line: int = 0
    col: int = 0


@node
class ConstElm:
    name: Name
    value: Expression
    line: int = 0
    col: int = 0


@node
class ConstDef:
    elements: tuple[ConstElm, ...]
    line: int = 0
    col: int = 0


@node
class VarDef:
    elements: tuple[VarElm, ...]
    line: int = 0
    col: int = 0


@node
class RoutineDef:
    """A procedure, function or predicate; `body` None for a forward
    declaration; `params` None when the heading gives no parentheses."""

    kind: str  # "procedure" "function" "predicate"
    name: Name
    params: tuple[VarElm, ...] | None = None
    result: Name | None = None
    locals: VarDef | None = None
    body: Statement | None = None
    line: int = 0
    col: int = 0


@node
class ConstInit:
    """`X := 2;` inside a stack."""

    name: Name
    value: Expression
    line: int = 0
    col: int = 0


@node
class MethodInit:
    """`Select(Spos : Index) is ...;` or `Help from W1;` inside a stack."""

    name: Name
    params: tuple[VarElm, ...] | None = None
    source: Name | None = None
    locals: VarDef | None = None
    body: Statement | None = None
    line: int = 0
    col: int = 0


@node
class StackDef:
    """`stack X [from Y] is ... end X;`, or `stack X;` (fields None)."""

    name: Name
    parent: Name | None = None
    fields: tuple[ConstInit | MethodInit, ...] | None = None
    end: Name | None = None
    line: int = 0
    col: int = 0


@node
class Header:
    name: Name
    width: Number
    height: Number
    line: int = 0
    col: int = 0


@node
class Program:
    header: Header
    items: tuple[StackDef | ConstDef | VarDef | RoutineDef, ...]
    order: tuple[Name, ...]
    order_line: int = 0
    order_col: int = 0
