"""What the compiled engine knows of the IR (see `paperlang_flat.py`): the
fields of each node on its list, where each declared stack sits in the
state, and walks of the statements it reads."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field
from typing import Any

from paperc import ir
from paperc.irwalk import rewrite

# the module constants of the piles' build and group rules start so (`BUILD_KDA`,
# `GROUP_YN`): no stack's does
BUILDS, GROUPS = "BUILD_", "GROUP_"


class NotFlat(Exception):
    """What paperc cannot compile yet (P180), in words, and where: the line
    and file (an included file as the IR names it; "": the game's own) of
    the statement or expression that does (0: the game as a whole), and
    its column (0: its line's first word)."""

    def __init__(self, text: str, line: int = 0, file: str = "", col: int = 0) -> None:
        super().__init__(f"line {line}: {text}" if line else text)
        self.text, self.line, self.file, self.col = text, line, file, col


def attr_key(decl: str, name: str) -> str:
    """A stack attribute among the names that may hold none (`flat_writer`'s
    `maybe`): `piles.last`, which no variable's name can be; a card
    attribute, `CARD_KEY` its declaration (`(card).v`)."""
    return f"{decl}.{name}"


CARD_KEY = "(card)"  # (no stack's name: `attr_key` of a card attribute)


# what an author calls each kind of node, for the reasons (`words`)
WORDS = {
    "Assign": "an assignment",
    "AttrSum": "a sum over cards",
    "Buttons": "`buttons`",
    "Call": "a call",
    "CardAttr": "a card's attribute",
    "CardPredicate": "a card test",
    "CardTypeRef": "a card type",
    "Do": "`do`",
    "ForEachPlayer": "`foreachplayer`",
    "If": "an `if`",
    "LineSelect": "a line selection",
    "ListRef": "a stacklist or grid",
    "Member": "a stack",
    "CardType": "a card type",
    "PickOne": "a `pickone`",
    "PickOption": "a pick",
    "PileProps": "a pile",
    "Players": "`players`",
    "PosOffset": "a card position",
    "Relative": "relative places",
    "SeqPattern": "a sequence pattern",
    "SeqSelect": "a sequence selection",
    "SourceStacks": "a pick's sources",
    "SqRun": "an `sq` run",
    "StackDecl": "a stack",
    "StackAttr": "a stack's attribute",
    "StackFilter": "a stack filter (`L{...}`)",
    "StackRef": "a stack",
    "StackSet": "a set of stacks",
    "Transfer": "a transfer",
    "TypeFilter": "a card type filter",
    "VarDecl": "a declaration",
    "While": "a `while`",
}


def words(node: Any) -> str:
    """A node as an author names it (`flip`, a transfer, a stack filter)."""
    if isinstance(node, ir.StackOp):
        return f"`{node.op}{' ' + node.order if node.order else ''}`"
    if isinstance(node, ir.FaceTurn):
        return "`turnup`" if node.up else "`turndown`"
    if isinstance(node, ir.Outcome):
        return "`winneris`" if node.kind == "win" else "`looseris`"
    name = type(node).__name__
    return WORDS.get(name, f"a {name}")


def refuse(node: Any, text: str) -> NotFlat:
    """NotFlat at `node`'s own place (its file, line and column)."""
    return NotFlat(text, line_of(node), getattr(node, "file", "") or "", getattr(node, "col", 0))


# The fields of each IR node the engine knows. A field added later (a
# feature someone adds to the language) is on no list: a game that sets it
# to anything but its default is not compiled (P180).
KNOWN = {
    ir.PaperlangProgram: {
        "card_types", "stacks", "load", "setup", "turn", "phases", "hooks", "extensions",
        "setup_line", "turn_line", "table", "score", "score_line",
        "setup_file", "turn_file", "score_file",
        "title", "idle",  # the title and which stacks take no room: the table's look only
    },
    ir.StackDecl: {
        "name", "kind", "visibility", "shape", "attrs", "flat", "owner", "line", "file", "props",
    },
    ir.PileProps: {
        "facing", "autoflip", "at", "step", "places", "fan", "fan_spacing", "empty", "build",
        "wrap", "group", "autotarget", "maxlength", "line", "file",
        "redeals", "redeal_counter",  # the counter is a game variable the state keeps
    },
    ir.Transfer: {
        "source", "op", "under", "dests", "end", "amount", "prefix", "dest_every",
        "where_from", "where_to", "interactive", "line", "build",
        "file",
    },
    ir.SourceStacks: {"stacks", "choose"},
    ir.PickOne: {"options", "line", "file"},
    ir.PickOption: {"transfer", "body", "line", "file"},
    ir.Buttons: {"buttons", "line", "file"},
    ir.Button: {"label", "body", "line", "file"},
    ir.VarDecl: {"name", "type", "init", "scope", "line", "file"},
    ir.Assign: {"target", "value", "line", "file"},
    ir.While: {"cond", "body", "line", "file"},
    ir.If: {"branches", "orelse", "line", "file"},
    ir.Outcome: {"kind", "player", "line", "file"},
    ir.StackOp: {"op", "target", "line", "file"},  # (`order`, a Microsoft deal, is not on the list)
}  # fmt: skip


def known(node: Any) -> None:
    """NotFlat when `node` sets a field the engine does not know (a field
    no equality compares, `col`, is a place, not a feature)."""
    fields = KNOWN.get(type(node))
    if fields is None:
        return
    for item in dataclasses.fields(node):
        if item.name in fields or not item.compare:
            continue
        if item.default is not dataclasses.MISSING:
            default = item.default
        elif item.default_factory is not dataclasses.MISSING:
            default = item.default_factory()
        else:
            default = dataclasses.MISSING
        if getattr(node, item.name) != default:
            raise refuse(node, f"{words(node)} with `{item.name}`")


@dataclass
class Piles:
    """Where each declared stack sits in the state: (first index, members),
    and the module constant that names it in the generated code (`WASTE =
    1`; a stacklist's members as a range, `TABLEAU = range(6, 13)`)."""

    where: dict[str, tuple[int, int]] = field(default_factory=dict)
    props: dict[str, ir.PileProps | None] = field(default_factory=dict)
    attrs: dict[str, dict[str, str]] = field(default_factory=dict)  # its ints and bools
    lists: set[str] = field(default_factory=set)  # the declarations that are stacklists
    names: dict[str, str] = field(default_factory=dict)  # declaration -> its constant
    texts: dict[int, str] = field(default_factory=dict)  # stack index -> how code names it
    # the grids' widths: a grid is a stacklist of its cells, row by row
    # (`floor[x y]` is member y * width + x, as `RuntimeCore.member` finds it)
    widths: dict[str, int] = field(default_factory=dict)

    def add(self, name: str, start: int, count: int, is_list: bool, taken: set[str]) -> None:
        """Declare stack `name` (a stacklist of `count` from `start` when
        `is_list`); its constant must differ from the `taken` names."""
        self.where[name] = (start, count)
        constant = name.upper()
        if (
            constant in taken
            or constant in self.names.values()
            or constant.startswith((BUILDS, GROUPS))
        ):
            constant += "_STACK"
        while constant in taken or constant in self.names.values():
            constant += "_"
        self.names[name] = constant
        if is_list:
            self.lists.add(name)
            self.texts.update({start + k: f"{constant}[{k}]" for k in range(count)})
        else:
            self.texts[start] = constant

    def number_members(self) -> None:
        """Write the members a constant index names by their stack index
        (`2`, not `FOUNDATIONS[0]`), where the names would make a line too
        long to write."""
        for name in self.lists:
            start, count = self.where[name]
            self.texts.update({start + k: str(start + k) for k in range(count)})

    def constants(self) -> list[tuple[str, int | range]]:
        """The module constants: each declaration's name and its index (a range for a list)."""
        pairs: list[tuple[str, int | range]] = []
        for name, (start, count) in self.where.items():
            at = range(start, start + count) if name in self.lists else start
            pairs.append((self.names[name], at))
        return pairs

    def index_of(self, text: str) -> int | None:
        """The stack index a constant text (`WASTE`, `TABLEAU[3]`) names, or None."""
        for index, named in self.texts.items():
            if named == text:
                return index
        return None

    def loop(self, found: tuple[int, ...]) -> str:
        """Stack indexes to loop over, by name: `TABLEAU`, `(WASTE,)`, or
        `(*FOUNDATIONS, WASTE)` for several declarations."""
        parts: list[tuple[str, bool]] = []  # (text, a whole stacklist)
        rest = list(found)
        while rest:
            for name, (start, count) in self.where.items():
                if name in self.lists and count and rest[:count] == [*range(start, start + count)]:
                    parts.append((self.names[name], True))
                    del rest[:count]
                    break
            else:
                parts.append((self.texts[rest.pop(0)], False))
        if len(parts) == 1 and parts[0][1]:
            return parts[0][0]
        items = [f"*{text}" if whole else text for text, whole in parts]
        return f"({items[0]},)" if len(items) == 1 else f"({', '.join(items)})"

    def member(self, name: str) -> tuple[str, int] | None:
        """`rows[2]` (a member named whole, as the front end may write a
        constant index): its declaration's name and stack index."""
        base, _, rest = name.partition("[")
        if base not in self.where or not rest.endswith("]"):
            return None
        start, count = self.where[base]
        parts = rest[:-1].split()
        if not parts or not all(part.isdigit() for part in parts):
            return None
        if len(parts) == 2 and base in self.widths:  # a grid's cell, `floor[2 1]`
            width = self.widths[base]
            x, y = int(parts[0]), int(parts[1])
            if x < width and y * width + x < count:
                return base, start + y * width + x
            return None
        if len(parts) == 1 and base not in self.widths and int(parts[0]) < count:
            return base, start + int(parts[0])
        return None

    def indexes(self, e: Any) -> tuple[str, tuple[int, ...]]:
        """A pick's operand as (its declaration's name, its stack indexes)."""
        if isinstance(e, ir.StackRef) and self.member(e.name) is not None:
            base, index = self.member(e.name)  # type: ignore[misc]
            return base, (index,)
        if isinstance(e, ir.StackRef | ir.ListRef) and e.name in self.where:
            start, count = self.where[e.name]
            return e.name, tuple(range(start, start + count))
        if isinstance(e, ir.Member) and e.y is None and isinstance(e.index, ir.Const):
            if e.base in self.widths:  # (a grid's cell by one number)
                raise refuse(e, "a pick names its stacks by name or constant index")
            start, count = self.where.get(e.base, (0, 0))
            index = e.index.value
            if type(index) is int and 0 <= index < count:
                return e.base, (start + index,)
        raise refuse(e, "a pick names its stacks by name or constant index")


# the types of the variables and stack attributes the state keeps as they
# are: ints, bools and strings (Paperlang's `==` on two strings is Python's,
# and its front end allows no other operator on one)
VALUES = ("int", "bool", "string")


def is_stack(e: Any) -> bool:
    if isinstance(e, ir.Var):
        return e.scope == "builtin" and e.name in ("from", "to")
    return isinstance(e, ir.StackRef | ir.Member)


def is_local(target: Any, locals_: set[str]) -> bool:
    """Is an assignment's target one of the locals `locals_` (not a game
    variable of the same name: a phase sets the game's `level` before it
    declares its own)?"""
    return isinstance(target, ir.Var) and target.scope == "local" and target.name in locals_


def is_current_player(e: Any) -> bool:
    return isinstance(e, ir.Var) and e.scope == "builtin" and e.name == "currentPlayer"


def moved_on(e: Any) -> ir.Binary | None:
    """`e` as one `left + by` (or `- by`) where it moves its first operand
    on by the rest, as a player moves round the table: `p + 1` as it is,
    a long run `p + 1 - 2 ...` (an `ir.Chain`) as `p + (0 + 1 - 2 ...)`
    (constants summed); None for anything else."""
    if isinstance(e, ir.Binary):
        return e if e.op in ("+", "-") else None
    if not isinstance(e, ir.Chain) or any(op not in ("+", "-") for op, _ in e.rest):
        return None
    at = {"line": e.line, "file": e.file}
    if all(isinstance(x, ir.Const) and type(x.value) is int for _, x in e.rest):
        by: Any = ir.Const(sum(x.value if op == "+" else -x.value for op, x in e.rest), **at)
    else:
        by = ir.Chain(ir.Const(0, **at), e.rest, **at)
    return ir.Binary("+", e.first, by, **at)


@dataclass(frozen=True)
class PlayerValue:
    """`p.score` of a player `p` who may not be the current one: of
    `values` (the game variables `(player score)`, `(player score+1)`, ...
    of the players from the current one on), the one of the player `p`
    numbers, `(player - current) % len(values)` turns after the current
    player's (`paperlang_flat_players.py`)."""

    player: Any
    current: ir.Var
    values: tuple[ir.Var, ...]
    line: int = 0
    file: str = ""


@dataclass(frozen=True)
class Either:
    """A value chosen as the game runs: `yes` where `test` holds, else `no`
    (only the one chosen worked out): a hook's or a phase's `NAME + k`
    where the `NAME` it sees may be a player or a number, by which
    declaration of it is innermost (`paperlang_flat_hook_frames.py`)."""

    test: Any
    yes: Any
    no: Any
    line: int = 0
    file: str = ""


# a `do` that stands for the error that its phase runs too deep: the
# writer writes it so (`FlatWriter._again`); no phase's name starts so
TOO_DEEP = "(too deep) "


@dataclass(frozen=True)
class Stacked:
    """The stack of frames a game variable `stack` holds (nested pairs,
    the bottom `0`: `paperlang_flat_frames.py`): with `value` on top
    (`op` "push"), its top value ("top"), or the stack under it ("rest")."""

    op: str
    stack: ir.Var | ir.Const  # (a constant: the empty stack, 0)
    value: ir.Var | ir.Const | None = None
    line: int = 0
    file: str = ""


def constants(program: ir.PaperlangProgram) -> dict[str, int]:
    """The game's int variables that never change: declared once, with a
    constant, and assigned nowhere (`int width = 10`)."""
    found: dict[str, int] = {}
    declared: set[str] = set()
    for stmt in walk_stmts(program.load):
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "global":
            value = stmt.init.value if isinstance(stmt.init, ir.Const) else None
            if stmt.name not in declared and stmt.type == "int" and type(value) is int:
                found[stmt.name] = value
            else:
                found.pop(stmt.name, None)
            declared.add(stmt.name)
    bodies = (*program.load, *program.setup, *program.turn)
    for stmt in walk_stmts((*bodies, *(s for phase in program.phases for s in phase.body))):
        target = stmt.target if isinstance(stmt, ir.Assign) else None
        if isinstance(target, ir.Var) and target.scope == "global":
            found.pop(target.name, None)
    return found


def bound(e: Any, fixed: dict[str, int]) -> int | None:
    """A loop's bound as a number: a constant, or a game's int that never changes."""
    if isinstance(e, ir.Const) and type(e.value) is int:
        return e.value
    if isinstance(e, ir.Var) and e.scope == "global":
        return fixed.get(e.name)
    return None


def counted(loop: ir.While, fixed: dict[str, int] | None = None) -> bool:
    """Does the loop surely end: `while i < N` (or `<=`) with a constant N
    (or a game's int in `fixed`, which never changes), whose body ends with
    `i = i + K` (K > 0) and changes `i` nowhere else?"""
    cond = loop.cond
    if not (isinstance(cond, ir.Binary) and cond.op in ("<", "<=")):
        return False
    counter = cond.left
    if not isinstance(counter, ir.Var) or bound(cond.right, fixed or {}) is None:
        return False
    if not loop.body:
        return False
    last = loop.body[-1]
    step = last.value if isinstance(last, ir.Assign) else None
    if not (
        isinstance(last, ir.Assign)
        and isinstance(last.target, ir.Var)
        and last.target.name == counter.name
        and isinstance(step, ir.Binary)
        and step.op == "+"
        and isinstance(step.left, ir.Var)
        and step.left.name == counter.name
        and isinstance(step.right, ir.Const)
        and type(step.right.value) is int
        and step.right.value > 0
    ):
        return False
    return not assigned(loop.body[:-1], counter.name) and not any(
        isinstance(stmt, ir.VarDecl) and stmt.name == counter.name for stmt in walk_stmts(loop.body)
    )


def counting(
    loop: ir.While, before: Any, fixed: dict[str, int] | None = None
) -> tuple[str, int, int, int] | None:
    """`i = A` (the statement `before` the loop), then `while i < B ...
    i = i + K` (`counted`; B a constant, or a game int in `fixed`): (i, A,
    B, K), with B one past the last value for `<=`; None for a loop of
    another shape."""
    if not counted(loop, fixed) or not isinstance(before, ir.VarDecl | ir.Assign):
        return None
    counter = loop.cond.left.name  # type: ignore[attr-defined]
    target = before.name if isinstance(before, ir.VarDecl) else before.target
    value = before.init if isinstance(before, ir.VarDecl) else before.value
    if isinstance(target, ir.Var):
        target = target.name
    if target != counter or not isinstance(value, ir.Const) or type(value.value) is not int:
        return None
    limit = bound(loop.cond.right, fixed or {})  # type: ignore[attr-defined]
    stop = limit + (loop.cond.op == "<=")  # type: ignore[attr-defined,operator]
    step = loop.body[-1].value.right.value  # type: ignore[attr-defined]
    return counter, value.value, stop, step


def assigned(stmts: Any, name: str, scope: str | None = None) -> bool:
    """Whether `stmts` set the variable `name` (of that `scope`, if given:
    a local may hide a game variable of its name)."""
    for stmt in walk_stmts(stmts):
        if isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            if stmt.target.name == name and scope in (None, stmt.target.scope):
                return True
    return False


def walk_stmts(stmts: Any) -> Any:
    for stmt in stmts:
        yield stmt
        if isinstance(stmt, ir.While):
            yield from walk_stmts(stmt.body)
        elif isinstance(stmt, ir.If):
            for _, body in stmt.branches:
                yield from walk_stmts(body)
            yield from walk_stmts(stmt.orelse)
        elif isinstance(stmt, ir.PickOne):
            for option in stmt.options:
                yield from walk_stmts(option.body)
        elif isinstance(stmt, ir.Buttons):
            for button in stmt.buttons:
                yield from walk_stmts(button.body)


def line_of(e: Any) -> int:
    return getattr(e, "line", 0)


def covering_writes(prefix: Any, piles: Piles, fixed: dict[str, int]) -> dict[int, str]:
    """The assignments to a stacklist member's attribute (`tableau[i].run = k`)
    that the turn surely makes to every member before it waits, by id, with
    the attribute's name: each stands in the body of a top-level loop
    `i = 0 ... while i < N ... i = i + 1` over all N members, outside any
    `if` or inner loop. The values such an attribute had before the turn
    can never be read (the engine lets only the picks' filters read it),
    so the turn may set it elsewhere too: its values are the turn's own."""
    found: dict[int, str] = {}
    for before, loop in zip(prefix, prefix[1:], strict=False):
        shape = counting(loop, before, fixed) if isinstance(loop, ir.While) else None
        if shape is None:
            continue
        counter, start, stop, step = shape
        for stmt in loop.body[:-1]:
            target = stmt.target if isinstance(stmt, ir.Assign) else None
            if not (isinstance(target, ir.Prop) and not target.builtin):
                continue
            member = target.obj
            if not (isinstance(member, ir.Member) and member.y is None):
                continue
            index, count = member.index, piles.where.get(member.base, (0, -1))[1]
            every = (start, stop, step) == (0, count, 1)
            if every and isinstance(index, ir.Var) and index.name == counter:
                found[id(stmt)] = target.name
    return found


def of_member(cond: Any, stack: Any) -> Any:
    """A stacklist filter's condition (`rows{size < cap}`) on one stack:
    its bare names (`StackAttr`) that stack's attributes and built-ins."""

    def member(node: Any) -> Any:
        if not isinstance(node, ir.StackAttr):
            return node
        builtin = node.name in ("size", "top", "bottom")
        return ir.Prop(stack, node.name, builtin, line=node.line, file=node.file)

    return rewrite(cond, member)
