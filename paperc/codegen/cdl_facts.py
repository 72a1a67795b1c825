"""What can be proved of a CDL program's routines before it runs, so that
the engine's move search (runtime/engine/cdl/moves.py) skips trials whose
result is known. Each fact is proved from the IR alone, conservatively: a
routine that might not have the property does not get the fact.

- `pure`: the routine changes nothing a state holds (no pile, drawing,
  global, deal generator or card id): it only reads, and calls only pure
  routines. Writing no help box, flashing or drawing nothing either.
- `never_take` (a release method): no statement it can reach takes a card
  off the Cursor (PULL, MOVE or REMOVE from a stack that may be the Cursor),
  so a release there always leaves cards on the Cursor and is refused.
- `idle_when_empty` (a press method): pressed on an empty stack (position
  0, SELF holding no card) it takes no branch that does anything, so the
  press changes nothing and lists no move.
- `position_blind`: the method never reads its position parameter, so it
  does the same wherever the stack is clicked.
- `local_release` (a release method): it reads and writes no stack but
  the Cursor and SELF (directly, or through the stack parameters of the
  routines it calls), no global, and neither ADDs nor shuffles: what it
  does depends only on those two piles and the position, so the engine
  may remember a release's result for those piles.
- `local_press` (a press method): the same of a press, which finds the
  Cursor empty: what it does depends only on its own pile and the position.
- `stack_params=i,j` (a pure routine): it reads no stack but those its
  stack parameters (numbered from 0) name, and no global: its result
  depends only on its arguments and those piles, so the engine remembers
  it (runtime/engine/cdl/game.py).
"""

from __future__ import annotations

from typing import Any

from paperc import ir

UNKNOWN = object()  # a value the proof cannot know
# statements that change a state, and the stack each one writes
WRITES = (ir.CdlAdd, ir.CdlPull, ir.CdlMove, ir.CdlTurn, ir.CdlRangeOp, ir.CdlShuffle)
EFFECTS = (*WRITES, ir.CdlDraw, ir.CdlClear, ir.CdlWrite, ir.CdlWait)
RELEASES = ("selectleftto", "selectrightto", "selectto", "selectleft", "selectright", "select")
PRESSES = ("selectleftfrom", "selectrightfrom", "selectfrom", "selectleft", "selectright", "select")


def walk(node: Any):
    """Every IR node in `node` (statements and expressions), depth first."""
    if isinstance(node, tuple):
        for item in node:
            yield from walk(item)
        return
    if hasattr(node, "__dataclass_fields__"):
        yield node
        for name in node.__dataclass_fields__:
            yield from walk(getattr(node, name))


class Facts:
    """The facts of one program; `of(routine key)` lists a routine's."""

    def __init__(self, program: ir.CdlProgram) -> None:
        self.routines = {r.key: r for r in program.routines}
        self.pure = self._pure_routines()
        # routines that can call themselves, directly or through others: the
        # only ones whose calls must count steps (a call of any other ends)
        self.recursive = {key for key, r in self.routines.items() if self._reaches_itself(r)}

    # -- pure, for the whole program at once ------------------------------------

    def _pure_routines(self) -> set[str]:
        """The greatest set of routines whose bodies only read and call each other."""
        pure = {key for key, r in self.routines.items() if not self._writes_itself(r)}
        changed = True
        while changed:
            changed = False
            for key in list(pure):
                calls = {n.name for n in walk(self.routines[key].body) if isinstance(n, ir.Call)}
                if any(name in self.routines and name not in pure for name in calls):
                    pure.discard(key)
                    changed = True
        return pure

    @staticmethod
    def _writes_itself(routine: ir.CdlRoutine) -> bool:
        for n in walk(routine.body):
            if isinstance(n, EFFECTS):
                return True
            if isinstance(n, ir.Assign) and not (
                isinstance(n.target, ir.Var) and n.target.scope != "global"
            ):
                return True
        return False

    def _callees(self, routine: ir.CdlRoutine) -> set[str]:
        return {n.name for n in walk(routine.body) if isinstance(n, ir.Call)} & set(self.routines)

    def _reaches_itself(self, routine: ir.CdlRoutine) -> bool:
        todo, seen = list(self._callees(routine)), set()
        while todo:
            key = todo.pop()
            if key == routine.key:
                return True
            if key not in seen:
                seen.add(key)
                todo.extend(self._callees(self.routines[key]))
        return False

    def reached(self, routine: ir.CdlRoutine) -> list[ir.CdlRoutine]:
        """The routine and every routine it can call, at any depth."""
        seen, todo = {routine.key}, [routine]
        out = []
        while todo:
            here = todo.pop()
            out.append(here)
            for n in walk(here.body):
                if isinstance(n, ir.Call) and n.name in self.routines and n.name not in seen:
                    seen.add(n.name)
                    todo.append(self.routines[n.name])
        return out

    # -- the facts of one method -----------------------------------------------------

    def of(self, routine: ir.CdlRoutine) -> tuple[str, ...]:
        facts = []
        if routine.key in self.pure:
            facts.append("pure")
            stacks = [i for i, p in enumerate(routine.params) if p.type == "stack"]
            bound = frozenset(routine.params[i].name for i in stacks)
            if stacks and self._local(routine, bound, {}, own=False):
                facts.append("stack_params=" + ",".join(map(str, stacks)))
        if routine.kind == "method":
            method = routine.method or ""
            if method in RELEASES and self.never_take(routine):
                facts.append("never_take")
            if method in PRESSES and self.idle_when_empty(routine):
                facts.append("idle_when_empty")
            if method in PRESSES + RELEASES and self.position_blind(routine):
                facts.append("position_blind")
            if method in RELEASES and self.local_release(routine):
                facts.append("local_release")
            if method in PRESSES and self.local_release(routine):
                facts.append("local_press")
        return tuple(facts)

    def never_take(self, routine: ir.CdlRoutine) -> bool:
        for here in self.reached(routine):
            for n in walk(here.body):
                if isinstance(n, ir.CdlPull) and may_be_cursor(n.source):
                    return False
                if isinstance(n, ir.CdlMove) and may_be_cursor(n.source.stack):
                    return False
                if isinstance(n, ir.CdlRangeOp) and n.verb == "remove":
                    if may_be_cursor(n.range.stack):
                        return False
        return True

    def local_release(self, routine: ir.CdlRoutine) -> bool:
        return self._local(routine, frozenset(), {})

    def _local(
        self, routine: ir.CdlRoutine, bound: frozenset[str], seen: dict, own: bool = True
    ) -> bool:
        """Does `routine` touch no stack but SELF and the Cursor (none, if
        not `own`) and those its stack parameters in `bound` name?"""
        key = (routine.key, bound)
        if key in seen:
            return seen[key]
        seen[key] = True  # a recursive call: assumed, and proved by the rest
        assigned = {
            n.target.name
            for n in walk(routine.body)
            if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var)
        }
        bound = bound - assigned  # a parameter given another stack holds any
        nodes = walk(routine.body)
        seen[key] = ok = all(self._local_node(n, bound, seen, own) for n in nodes)
        return ok

    def _local_node(self, n: Any, bound: frozenset[str], seen: dict, own: bool) -> bool:
        def here(stack: Any) -> bool:
            if isinstance(stack, ir.Var):
                return stack.scope == "param" and stack.name in bound
            return own and is_local(stack)

        if isinstance(n, ir.Var):
            return n.scope != "global"
        if isinstance(n, EFFECTS):
            written = written_stacks(n)
            return written is not None and all(here(x) for x in written)
        if isinstance(n, ir.CdlLength | ir.CdlCardAt):
            return here(n.stack)
        if isinstance(n, ir.CdlWith):
            return False  # it visits named stacks
        if isinstance(n, ir.Assign) and isinstance(n.target, ir.CdlCardAt):
            return here(n.target.stack)
        if isinstance(n, ir.Call) and n.name in self.routines:
            callee = self.routines[n.name]
            passed = frozenset(
                p.name
                for p, arg in zip(callee.params, n.args, strict=False)
                if p.type == "stack" and here(arg)
            )
            return self._local(callee, passed, seen, own)
        return True

    @staticmethod
    def position_blind(routine: ir.CdlRoutine) -> bool:
        if not routine.params:
            return True
        position = routine.params[0].name
        return not any(
            isinstance(n, ir.Var) and n.scope == "param" and n.name == position
            for n in walk(routine.body)
        )

    def idle_when_empty(self, routine: ir.CdlRoutine) -> bool:
        position = routine.params[0].name if routine.params else None
        for n in walk(routine.body):
            if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var):
                if n.target.scope == "param" and n.target.name == position:
                    return False  # the position is not 0 any more
        return Idle(self, position).block(routine.body)


def may_be_cursor(stack: Any) -> bool:
    """Might this stack expression be the Cursor? SELF never is (the Cursor
    has no methods); a named stack is itself; a variable might hold any."""
    if isinstance(stack, ir.CdlStack):
        return stack.name == "cursor"
    return not isinstance(stack, ir.CdlContext)


def is_local(stack: Any) -> bool:
    return isinstance(stack, ir.CdlContext) or (
        isinstance(stack, ir.CdlStack) and stack.name == "cursor"
    )


def written_stacks(n: Any) -> tuple[Any, ...] | None:
    """The stacks a node writes (empty: none); None when it changes
    something else a state holds (a global, the deal generator)."""
    if isinstance(n, ir.CdlPull):
        return (n.source, n.dest)
    if isinstance(n, ir.CdlMove):
        return (n.source.stack, n.dest)
    if isinstance(n, ir.CdlTurn | ir.CdlRangeOp):
        return (n.range.stack,)
    if isinstance(n, ir.CdlAdd | ir.CdlShuffle):
        return None
    if isinstance(n, ir.Assign):
        if isinstance(n.target, ir.CdlCardAt):
            return (n.target.stack,)
        return () if isinstance(n.target, ir.Var) and n.target.scope != "global" else None
    return ()


class Idle:
    """Does a body do nothing when its stack is empty and the position is 0?
    Conditions are evaluated three-valued (True, False, UNKNOWN); a branch
    that cannot be ruled out must do nothing itself."""

    def __init__(self, facts: Facts, position: str | None) -> None:
        self.facts = facts
        self.position = position

    def block(self, body: tuple[Any, ...]) -> bool:
        return all(self.statement(s) for s in body)

    def statement(self, s: Any) -> bool:
        if isinstance(s, ir.If):
            for cond, body in s.branches:
                value = self.value(cond)
                if value is False:
                    continue
                if value is None or not self.block(body):
                    return False
                if value is True:
                    return True
            return self.block(s.orelse)
        if isinstance(s, ir.Assign):
            local = isinstance(s.target, ir.Var) and s.target.scope != "global"
            return local and self.value(s.value) is not None
        if isinstance(s, ir.CdlReturn):
            return self.value(s.value) is not None
        if isinstance(s, ir.CdlBreak):
            return True
        if isinstance(s, ir.Call):
            return s.name in self.facts.pure or s.name not in self.facts.routines
        return False

    def value(self, e: Any) -> Any:
        """True/False/an int when known, UNKNOWN when not, None when
        evaluating `e` might change something (an impure call)."""
        if isinstance(e, ir.Const):
            return e.value
        if isinstance(e, ir.Var):
            return 0 if e.scope == "param" and e.name == self.position else UNKNOWN
        if isinstance(e, ir.CdlLength):
            return 0 if isinstance(e.stack, ir.CdlContext) else self.unknown(e.stack)
        if isinstance(e, ir.Call):
            if e.name in self.facts.routines and e.name not in self.facts.pure:
                return None
            return self.unknown(*e.args)
        if isinstance(e, ir.Unary):
            v = self.value(e.operand)
            if v is None or v is UNKNOWN:
                return v
            return (not v) if e.op == "not" else (-v if e.op == "-" else v)
        if isinstance(e, ir.Chain):
            left: Any = e.first
            for op, right in e.rest:
                left = ir.Binary(op, left, right, e.line)
            return self.value(left)
        if isinstance(e, ir.Binary):
            return self.binary(e)
        if isinstance(e, ir.CdlStack | ir.CdlContext):
            return UNKNOWN
        if isinstance(e, ir.CdlCardAt):
            return self.unknown(e.stack, e.pos)
        return None  # anything else: not proved

    def unknown(self, *parts: Any) -> Any:
        return None if any(self.value(p) is None for p in parts) else UNKNOWN

    def binary(self, e: ir.Binary) -> Any:
        left = self.value(e.left)
        if left is None:
            return None
        if e.op in ("and", "or"):
            if left is (e.op == "or"):  # True or ..., False and ...: the right is not run
                return left
            right = self.value(e.right)
            if right is None or left is not UNKNOWN:
                return right
            return right if right is (e.op == "or") else UNKNOWN
        right = self.value(e.right)
        if right is None:
            return None
        if left is UNKNOWN or right is UNKNOWN or isinstance(left, str):
            return UNKNOWN
        compare = {
            "==": left == right,
            "!=": left != right,
            "<": left < right,
            ">": left > right,
            "<=": left <= right,
            ">=": left >= right,
        }
        return compare.get(e.op, UNKNOWN)  # arithmetic: not needed for a proof
