"""Which stack methods the move search may read as direct moves, and why.

CDL's stack methods are code: in general the only way to know what a press
or a release does is to run it on a copy (a trial, runtime/engine/cdl/moves.py).
Two shapes say what they do before they run, and cover the commonest
methods of the CardsWorkShop games:

- a press that, when pure conditions hold, takes the top cards of its own
  stack onto the Cursor (`if Spos > 0 then if IsSideUp?([Spos]) then Pull
  ! - Spos + 1 to Cursor`, `if (Spos = !) and (! > 0) then Pull 1 to
  Cursor`): the cards it takes are known from the count alone;
- a release that, when pure conditions hold, takes cards from the Cursor
  onto its own stack (`if FitsTableau?(Cursor[1], SELF) then Pull Cursor!
  from Cursor`): it completes the transaction exactly when it takes them
  all, and then the result is the stack with the Cursor's cards on top.

For such a method paperc writes its conditions and count once more as a
method that changes nothing and returns the count when the conditions hold,
0 when they do not (`take_...` for a press, `accept_...` for a release);
the engine lists the move from the count and builds its result directly.
The method itself still runs the player's own move (its events, its faults'
source lines). Every other method keeps its trials, and `paths` says why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from paperc import ir
from paperc.codegen.cdl_facts import PRESSES, RELEASES, Facts, walk

# a stack's methods as the engine dispatches a press and a release
PRESS_CHAIN = ("selectleftfrom", "selectrightfrom", "selectfrom", "selectleft", "selectright")
RELEASE_CHAIN = ("selectleftto", "selectrightto", "selectto", "selectleft", "selectright")


@dataclass(frozen=True)
class Direct:
    """A method read as a direct move: `kind` "take" (a press) or "accept"
    (a release), its conditions (all must hold, in order) and count."""

    kind: str
    conditions: tuple[Any, ...]
    count: Any


def cursor(stack: Any) -> bool:
    return isinstance(stack, ir.CdlStack) and stack.name == "cursor"


def inlined(routine: ir.CdlRoutine, facts: Facts) -> tuple[Any, ...]:
    """The method's body, or, when it only calls a procedure with its
    parameters or constants (`SelectFrom(Spos) is TakeTop(Spos)`), the
    procedure's body with those put in for the procedure's parameters."""
    body = routine.body
    if len(body) != 1 or not isinstance(body[0], ir.Call):
        return body
    callee = facts.routines.get(body[0].name)
    if callee is None or callee.kind != "procedure" or callee.key in facts.recursive:
        return body
    args = body[0].args
    if len(args) != len(callee.params) or not all(
        isinstance(a, ir.Const) or (isinstance(a, ir.Var) and a.scope == "param") for a in args
    ):
        return body
    given = {p.name: a for p, a in zip(callee.params, args, strict=True)}
    return substitute(callee.body, given)


def substitute(node: Any, given: dict[str, Any]) -> Any:
    """`node` with each of the parameters `given` replaced by its value."""
    if isinstance(node, tuple):
        return tuple(substitute(item, given) for item in node)
    if isinstance(node, ir.Var) and node.scope == "param" and node.name in given:
        return given[node.name]
    if hasattr(node, "__dataclass_fields__"):
        changes = {f: substitute(getattr(node, f), given) for f in node.__dataclass_fields__}
        return replace(node, **changes)
    return node


def direct_shape(routine: ir.CdlRoutine, facts: Facts) -> Direct | str:
    """The method as a direct move, or the reason it keeps its trials."""
    method = routine.method or ""
    body, conditions = inlined(routine, facts), []
    while len(body) == 1 and isinstance(body[0], ir.If):
        branch = body[0]
        if branch.orelse or len(branch.branches) != 1:
            return "an IF with an ELSE branch"
        condition, body = branch.branches[0]
        conditions.append(condition)
    if len(body) != 1 or not isinstance(body[0], ir.CdlPull):
        return "its body is more than PULLs under IFs"
    pull = body[0]
    if isinstance(pull.source, ir.CdlContext) and cursor(pull.dest) and method in PRESSES:
        kind = "take"
    elif cursor(pull.source) and isinstance(pull.dest, ir.CdlContext) and method in RELEASES:
        kind = "accept"
    else:
        return "its PULL is not between its own stack and the Cursor"
    for part in (*conditions, pull.count):
        for n in walk(part):
            if isinstance(n, ir.Call) and n.name in facts.routines and n.name not in facts.pure:
                return f"it calls {facts.routines[n.name].display}, which changes the game"
            if isinstance(n, ir.Var) and n.scope == "local":
                return "its conditions read a local variable"
    return Direct(kind, tuple(conditions), pull.count)


def direct_routine(routine: ir.CdlRoutine, shape: Direct, key: str) -> ir.CdlRoutine:
    """The routine that returns the count when the conditions hold, else 0."""
    body: tuple[Any, ...] = (ir.CdlReturn(shape.count, routine.line),)
    for condition in reversed(shape.conditions):
        body = (ir.If(((condition, body),), (), routine.line),)
    body += (ir.CdlReturn(ir.Const(0), routine.line),)
    params = routine.params or (ir.CdlVar("spos", "index"),)  # the engine passes one
    return replace(routine, key=key, result="integer", locals=(), params=params, body=body)


def paths(program: ir.CdlProgram, facts: Facts) -> list[tuple[list[str], str, str, str]]:
    """For each press and release method: (the stacks that use it, its
    method name, "direct" or "trials", why), in the stack table's order."""
    routines = {r.key: r for r in program.routines}
    rows: dict[tuple[str, str], list[Any]] = {}
    for stack in program.stacks:
        methods = dict(stack.methods)
        for name in (*PRESS_CHAIN, *RELEASE_CHAIN, "select"):
            if name not in methods:
                continue
            row = rows.get((methods[name], name))
            if row is not None:
                row[0].append(stack.display)
                continue
            shape = direct_shape(routines[methods[name]], facts)
            if isinstance(shape, Direct):
                what = "takes the top cards" if shape.kind == "take" else "takes the Cursor's cards"
                row = [[stack.display], name, "direct", f"{what} when pure conditions hold"]
            else:
                row = [
                    [stack.display],
                    name,
                    "trials",
                    f"its effect is known by running it: {shape}",
                ]
            rows[(methods[name], name)] = row
    return [tuple(row) for row in rows.values()]  # type: ignore[misc]


__all__ = ["Direct", "direct_routine", "direct_shape", "paths"]


class Views:
    """Does a direct method read the game only through what the engine keys
    its memory of their counts by (runtime/engine/cdl/moves.py `_count`):
    its position; its own stack's and the Cursor's length and their first,
    top and (its own stack's) bottom card; its own stack's card at the
    position; nothing else (no global, no other stack, no stack as a value)?
    Then two positions with the same views give the same count."""

    def __init__(self, facts: Facts) -> None:
        self.facts = facts
        self.seen: set[tuple[str, frozenset[str]]] = set()

    def method(self, routine: ir.CdlRoutine, shape: Direct) -> bool:
        position = routine.params[0].name if routine.params else None
        parts = (*shape.conditions, shape.count)
        return all(self.expr(part, frozenset(), position) for part in parts)

    def own(self, stack: Any, bound: frozenset[str]) -> bool:
        """Is `stack` the method's own stack or the Cursor (or a parameter bound to one)?"""
        if isinstance(stack, ir.Var):
            return stack.scope == "param" and stack.name in bound
        return isinstance(stack, ir.CdlContext) or cursor(stack)

    def same(self, a: Any, b: Any) -> bool:
        if isinstance(a, ir.Var) and isinstance(b, ir.Var):
            return a.name == b.name
        return type(a) is type(b) and (not cursor(a) or cursor(b))

    def expr(self, e: Any, bound: frozenset[str], position: str | None) -> bool:
        if isinstance(e, ir.Const):
            return True
        if isinstance(e, ir.Var):
            return e.scope != "global" and e.name not in bound
        if isinstance(e, ir.CdlLength):
            return self.own(e.stack, bound)
        if isinstance(e, ir.CdlCardAt):
            if not self.own(e.stack, bound):
                return False
            at = e.pos
            if isinstance(at, ir.CdlLength):
                return self.same(at.stack, e.stack)
            if isinstance(at, ir.Const):
                return at.value in (0, 1) and not isinstance(at.value, bool)
            own_position = isinstance(e.stack, ir.CdlContext) and position is not None
            return own_position and isinstance(at, ir.Var) and at.name == position
        if isinstance(e, ir.Unary):
            return self.expr(e.operand, bound, position)
        if isinstance(e, ir.Binary):
            return self.expr(e.left, bound, position) and self.expr(e.right, bound, position)
        if isinstance(e, ir.Chain):
            parts = (e.first, *(x for _, x in e.rest))
            return all(self.expr(x, bound, position) for x in parts)
        if isinstance(e, ir.Call):
            return self.call(e, bound, position)
        return False

    def call(self, e: ir.Call, bound: frozenset[str], position: str | None) -> bool:
        callee = self.facts.routines.get(e.name)
        if callee is None:  # a built-in predicate of one card
            return all(self.expr(a, bound, position) for a in e.args)
        passed = set()
        for param, arg in zip(callee.params, e.args, strict=False):
            if param.type == "stack":
                if not self.own(arg, bound):
                    return False
                passed.add(param.name)
            elif not self.expr(arg, bound, position):
                return False
        return self.routine(callee, frozenset(passed))

    def routine(self, routine: ir.CdlRoutine, bound: frozenset[str]) -> bool:
        key = (routine.key, bound)
        if key in self.seen:
            return True  # a recursive call: proved by the rest
        self.seen.add(key)
        return all(self.statement(s, bound) for s in routine.body)

    def statement(self, s: Any, bound: frozenset[str]) -> bool:
        if isinstance(s, ir.If):
            return all(
                self.expr(c, bound, None) and self.block(b, bound) for c, b in s.branches
            ) and self.block(s.orelse, bound)
        if isinstance(s, ir.While):
            return self.expr(s.cond, bound, None) and self.block(s.body, bound)
        if isinstance(s, ir.CdlReturn):
            return self.expr(s.value, bound, None)
        if isinstance(s, ir.Assign):
            target = s.target
            local = isinstance(target, ir.Var) and target.scope != "global"
            return local and target.name not in bound and self.expr(s.value, bound, None)
        if isinstance(s, ir.CdlBreak):
            return True
        if isinstance(s, ir.Call):
            return self.call(s, bound, None)
        return False

    def block(self, body: tuple[Any, ...], bound: frozenset[str]) -> bool:
        return all(self.statement(s, bound) for s in body)
