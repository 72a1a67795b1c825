"""Which piles can never hold a card while a Paperlang game is played,
proved from the IR, so that the table gives them no room: the built-in
`deck` that setup deals out, where nothing can put a card back.

A lone stack is idle when
- nothing that runs during play can put a card on it: the turn, the
  phases and the card hooks (and setup, when setup waits for the player);
- and it is surely empty when play starts. Setup is run here on card
  counts alone: each stack's size and each whole-number variable, while
  they can be known (a deal goes round `while i < 52` or `while
  deck.size > 0`). A branch on a card's face leaves the sizes its arms
  disagree on unknown; anything else this cannot follow leaves every size
  unknown.

Where a destination cannot be read (a stack held in a variable, `to` in a
card hook), it counts as every pile, and nothing is idle: the proof only
ever errs towards giving a pile room.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from paperc import ir
from paperc.flow import bodies, interactive_phases, waits

EVERY = None  # a destination the analysis cannot narrow down


def idle_stacks(program: ir.PaperlangProgram) -> tuple[str, ...]:
    """The lone stacks that can never hold a card during play, in
    declaration order."""
    members = {decl.name: _member_names(decl) for decl in program.stacks}
    phases = {phase.name: phase for phase in program.phases}
    play = [program.turn, *(p.body for p in program.phases), *(h.body for h in program.hooks)]
    if waits(program.setup, interactive_phases(phases)):
        return ()  # play starts inside setup
    reached = _targets(play, members)
    if reached is EVERY or program.hooks:  # a hook moves cards in the middle of the deal
        return ()
    sizes = deal_sizes(program, members)
    lone = [decl.name for decl in program.stacks if decl.kind == "stack"]
    return tuple(name for name in lone if sizes.get(name) == 0 and name not in reached)


def deal_sizes(program: ir.PaperlangProgram, members: dict[str, list[str]]) -> dict[str, int]:
    """Each stack's size when play starts, where it can surely be known."""
    run = _Counting(members)
    try:
        run.block(program.load)
        run.block(program.setup)
    except _Lost:
        return {}
    return {name: size for name, size in run.sizes.items() if size is not None}


def _member_names(decl: ir.StackDecl) -> list[str]:
    if decl.kind == "stack":
        return [decl.name]
    if decl.kind == "list":
        return [f"{decl.name}[{i}]" for i in range(decl.shape[0])]
    width, height = decl.shape
    return [f"{decl.name}[{x} {y}]" for y in range(height) for x in range(width)]


def _targets(blocks: Iterable[tuple], members: dict[str, list[str]]) -> set[str] | None:
    """Every stack a transfer in these blocks may put a card on (EVERY when
    one of them cannot be read)."""
    return _union(
        _stacks(dest, members, names)
        for stmt, names in _transfers(blocks, members, {})
        for dest in stmt.dests
    )


Names = dict[str, "set[str] | None"]  # what `from` and `to` may stand for


def _transfers(
    blocks: Iterable[tuple], members: dict[str, list[str]], names: Names
) -> Iterator[tuple[ir.Transfer, Names]]:
    """Each transfer, at any depth, with what `from` and `to` may be there."""
    for block in blocks:
        for stmt in block:
            if isinstance(stmt, ir.Transfer):
                yield stmt, names
            elif isinstance(stmt, ir.PickOne):
                for option in stmt.options:
                    yield option.transfer, names
                    inner = _pick_names(option.transfer, members, names)
                    yield from _transfers([option.body], members, inner)
            else:
                yield from _transfers(bodies(stmt), members, names)


def _pick_names(transfer: ir.Transfer, members: dict[str, list[str]], names: Names) -> Names:
    """`from` and `to` after a pick's `then`: its sources and destinations."""
    sources: set[str] | None = EVERY
    if isinstance(transfer.source, ir.SourceStacks):
        sources = _union(_stacks(s, members, names) for s in transfer.source.stacks)
    dests = _union(_stacks(d, members, names) for d in transfer.dests)
    return {"from": sources, "to": dests}


def _union(parts: Iterable[set[str] | None]) -> set[str] | None:
    found: set[str] = set()
    for part in parts:
        if part is EVERY:
            return EVERY
        found |= part
    return found


def _stacks(expr: object, members: dict[str, list[str]], names: Names) -> set[str] | None:
    """The stacks an expression may stand for, or EVERY."""
    if isinstance(expr, ir.StackRef):
        return {expr.name}
    if isinstance(expr, ir.ListRef):
        return set(members.get(expr.name, ())) or EVERY
    if isinstance(expr, ir.Member | ir.Relative | ir.LineSelect):
        return set(members.get(expr.base, ())) or EVERY
    if isinstance(expr, ir.StackSet):
        return _union(_stacks(item, members, names) for item in expr.items)
    if isinstance(expr, ir.StackFilter | ir.SeqSelect):
        return _stacks(expr.base, members, names)
    if isinstance(expr, ir.Var) and expr.scope == "builtin" and expr.name in names:
        return names[expr.name]
    return EVERY


class _Lost(Exception):  # noqa: N818 - control flow: the count cannot go on
    """Setup does something the count cannot follow."""


STEPS = 100_000  # statements counted at most; a deal takes a few hundred
UNKNOWN = None


class _Counting:
    """Runs load and setup on sizes and whole numbers only."""

    def __init__(self, members: dict[str, list[str]]) -> None:
        self.members = members
        self.sizes: dict[str, int | None] = {n: 0 for names in members.values() for n in names}
        self.scopes: list[dict[str, object]] = [{}]
        self.steps = 0

    def block(self, stmts: tuple) -> None:
        self.scopes.append({})
        try:
            for stmt in stmts:
                self.stmt(stmt)
        finally:
            self.scopes.pop()

    def stmt(self, stmt: object) -> None:
        self.steps += 1
        if self.steps > STEPS:
            raise _Lost
        if isinstance(stmt, ir.VarDecl):
            scope = self.scopes[0] if stmt.scope == "global" else self.scopes[-1]
            scope[stmt.name] = self.value(stmt.init) if stmt.init is not None else 0
        elif isinstance(stmt, ir.Assign):
            if isinstance(stmt.target, ir.Var):
                self.assign(stmt.target.name, self.value(stmt.value))
        elif isinstance(stmt, ir.If):
            self.branch(stmt)
        elif isinstance(stmt, ir.While):
            while self.truth(stmt.cond):
                self.block(stmt.body)
        elif isinstance(stmt, ir.Transfer):
            self.transfer(stmt)
        elif not isinstance(stmt, ir.StackOp | ir.FaceTurn | ir.AttrDeclStmt):
            raise _Lost

    def assign(self, name: str, value: object) -> None:
        for scope in reversed(self.scopes):
            if name in scope:
                scope[name] = value
                return
        self.scopes[0][name] = value

    def branch(self, stmt: ir.If) -> None:
        arms = [*stmt.branches, (ir.Const(True), stmt.orelse)]
        taken: list[tuple] = []
        for cond, body in arms:
            known = self.value(cond)
            if known is UNKNOWN:
                taken.append(body)  # this arm, or one after it
                continue
            if _truth(known):
                taken.append(body)
                break
        if len(taken) == 1:
            self.block(taken[0])
            return
        start = (dict(self.sizes), [dict(s) for s in self.scopes])
        ends = []
        for body in taken:
            self.sizes, self.scopes = dict(start[0]), [dict(s) for s in start[1]]
            self.block(body)
            ends.append((self.sizes, self.scopes))
        self.sizes = _agree([sizes for sizes, _ in ends])
        self.scopes = [_agree(list(level)) for level in zip(*[s for _, s in ends], strict=True)]

    def truth(self, cond: object) -> bool:
        value = self.value(cond)
        if value is UNKNOWN:
            raise _Lost  # a loop the count cannot follow
        return _truth(value)

    def transfer(self, stmt: ir.Transfer) -> None:
        plain = stmt.prefix is None and stmt.where_from is None and stmt.where_to is None
        if not plain or stmt.build or stmt.dest_every or len(stmt.dests) != 1:
            self.forget(stmt.dests, stmt.source)
            return
        if isinstance(stmt.source, ir.SourceCreate):
            count = self.value(stmt.amount) if stmt.amount is not None else 0
            count = count if type(count) is int else UNKNOWN
        else:
            stacks = stmt.source.stacks
            source = self.stack(stacks[0]) if len(stacks) == 1 else UNKNOWN
            if source is UNKNOWN or stmt.source.choose:
                self.forget(stmt.dests, stmt.source)
                return
            count = self.count(stmt, source)
            if isinstance(stmt.amount, ir.AmountAll):
                self.sizes[source] = 0  # `top all` empties it, however many it held
            elif count is UNKNOWN:
                self.forget((), stmt.source)
            else:
                self.sizes[source] -= count  # type: ignore[operator]
        dest = self.stack(stmt.dests[0])
        if count is UNKNOWN or dest is UNKNOWN or self.sizes.get(dest) is UNKNOWN:
            self.forget(stmt.dests, None)
        else:
            self.sizes[dest] += count  # type: ignore[operator]

    def count(self, stmt: ir.Transfer, source: str) -> int | None:
        size = self.sizes.get(source)
        if size is UNKNOWN:
            return UNKNOWN
        if isinstance(stmt.amount, ir.AmountAll):
            return size
        wanted = self.value(stmt.amount) if stmt.amount is not None else 0
        if type(wanted) is not int:
            return UNKNOWN
        return min(max(wanted, 0), size)

    def forget(self, dests: tuple, source: object) -> None:
        """Every stack these may name now has an unknown size."""
        parts = list(dests)
        if isinstance(source, ir.SourceStacks):
            parts += list(source.stacks)
        touched = _union(_stacks(part, self.members, {}) for part in parts)
        if touched is EVERY:
            raise _Lost
        for name in touched:
            self.sizes[name] = UNKNOWN

    def stack(self, expr: object) -> str | None:
        """The one stack an expression names now, or UNKNOWN."""
        if isinstance(expr, ir.StackRef):
            return expr.name
        if isinstance(expr, ir.Member) and expr.y is None:
            index = self.value(expr.index)
            names = self.members.get(expr.base, [])
            if type(index) is int and 0 <= index < len(names):
                return names[index]
        return UNKNOWN

    def value(self, expr: object) -> object:
        """An int or bool, or UNKNOWN."""
        if isinstance(expr, ir.Const):
            return expr.value if type(expr.value) in (int, bool) else UNKNOWN
        if isinstance(expr, ir.Var) and expr.scope in ("global", "local"):
            for scope in reversed(self.scopes):
                if expr.name in scope:
                    return scope[expr.name]
            return UNKNOWN
        if isinstance(expr, ir.Prop) and expr.builtin and expr.name == "size":
            name = self.stack(expr.obj)
            return self.sizes.get(name) if name is not None else UNKNOWN
        if isinstance(expr, ir.Unary):
            return _unary(expr.op, self.value(expr.operand))
        if isinstance(expr, ir.Binary):
            return _binary(expr.op, self.value(expr.left), self.value(expr.right))
        if isinstance(expr, ir.Chain):
            value = self.value(expr.first)
            for op, operand in expr.rest:
                value = _binary(op, value, self.value(operand))
            return value
        return UNKNOWN


def _truth(value: object) -> bool:
    return value is True or (type(value) is int and value != 0)


def _agree(states: list[dict]) -> dict:
    """What every state says alike; UNKNOWN where they differ."""
    first = states[0]
    return {
        k: v if all(s.get(k, UNKNOWN) == v for s in states) else UNKNOWN for k, v in first.items()
    }


def _unary(op: str, value: object) -> object:
    if value is UNKNOWN:
        return UNKNOWN
    if op == "not":
        return not _truth(value)
    if type(value) is not int:
        return UNKNOWN
    return -value if op == "-" else value


def _binary(op: str, left: object, right: object) -> object:
    if op in ("and", "or"):
        if left is not UNKNOWN and _truth(left) == (op == "or"):
            return op == "or"  # decided by the left side, as the game decides it
        return UNKNOWN if right is UNKNOWN or left is UNKNOWN else _truth(right)
    if type(left) is not int or type(right) is not int:
        return UNKNOWN
    if op in ("/", "%"):
        if right == 0:
            return UNKNOWN
        quotient = abs(left) // abs(right) * (1 if (left < 0) == (right < 0) else -1)
        return quotient if op == "/" else left - right * quotient
    return _INT_OPS[op](left, right) if op in _INT_OPS else UNKNOWN


_INT_OPS = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "<": lambda a, b: a < b,
    ">": lambda a, b: a > b,
    "<=": lambda a, b: a <= b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}
