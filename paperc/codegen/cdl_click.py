"""When a flat press's click changes the game, proved when paperc compiles
(the written listing, cdl_listing.py, then lists the click by a condition
instead of running the press over a copy of the piles).

A click is a move when the press changes the piles and leaves the Cursor
empty; the trials find out by running it. For a press of this shape
paperc writes a condition on the piles that holds exactly when it
changes them, and proves that it never faults:

- the press is one statement (an IF, a WHILE, or a call of a procedure
  without parameters of the same shape), after assignments of constants
  to locals;
- an IF's conditions and a WHILE's compare stacks' lengths, locals set to
  constants and constants, with AND, OR and NOT;
- the branch an IF takes, and each turn of a WHILE, is either again such
  a statement, or a straight block of `TURN s[s!]`, `TURN s[0]`,
  `PULL 1 FROM x TO y` (x and y named stacks or SELF, neither the
  Cursor, x known to hold a card: a condition it runs under says `x! >
  0`) and assignments of locals (a constant, or the local plus or minus
  one), with at least one PULL, whose source nothing in the block adds
  to: it holds one card fewer after the block than before, so the game
  changed, and a WHILE turns at most as often as that pile has cards.

The condition is then the IFs' conditions and the WHILEs' first tests,
ORed and ANDed as the branches go. The listing asks that each pile a
WHILE empties hold at most `LIMIT` cards (else the trials list the
state), so that the turns stay within the step budget and the locals
within 16 bits. When the click is played (or followed), the press runs
over the piles as before.
"""

from __future__ import annotations

from typing import Any

from paperc import ir

LIMIT = 1_000  # the most cards a pile a WHILE empties may hold for the condition to stand
COMPARE = {"==", "!=", "<", ">", "<=", ">="}
TRUE, FALSE = ir.Const(True), ir.Const(False)


class Unproved(Exception):
    """The press is not of the shape the module's docstring describes."""


class Click:
    """The proof for one press method pressed on one stack (`own`, the
    stack SELF names): `condition` (an expression over stacks' lengths,
    SELF named) and `drained` (the stacks a WHILE empties), or `why` not."""

    def __init__(
        self,
        routine: ir.CdlRoutine,
        routines: dict[str, ir.CdlRoutine],
        own: str,
        idle: bool = False,
    ) -> None:
        self.routines = routines
        self.own = own
        # (a press idle when its stack is empty is tried only on a stack with a card)
        self.first = frozenset({own}) if idle else frozenset()
        self.drained: list[str] = []
        self.loops = 0
        self.why = ""
        try:
            start = {v.name: 0 for v in routine.locals}
            self.condition: Any = self.block(routine.body, start, self.first)
        except Unproved as exc:
            self.condition, self.why = None, str(exc) or "its effect depends on more"

    # -- statements ---------------------------------------------------------------

    def block(self, body: tuple[Any, ...], env: dict[str, int], known: frozenset) -> Any:
        """When `body`, run with the locals `env` and the stacks `known` to
        hold a card, changes the game (an expression, TRUE or FALSE)."""
        env = dict(env)
        rest = list(body)
        while rest and self.constant(rest[0], env):
            rest.pop(0)
        if not rest:
            return FALSE
        if any(isinstance(s, ir.CdlPull) for s in rest):
            self.straight(tuple(rest), env, known, None)
            return TRUE
        if len(rest) != 1:
            raise Unproved("it runs more than one statement")
        s = rest[0]
        if isinstance(s, ir.If):
            return self.branches(s, env, known)
        if isinstance(s, ir.While):
            return self.loop(s, env, known)
        if isinstance(s, ir.Call) and not s.args and s.name in self.routines:
            routine = self.routines[s.name]
            if routine.kind != "procedure" or routine.params:
                raise Unproved(f"it calls {routine.display}")
            return self.block(routine.body, {v.name: 0 for v in routine.locals}, known)
        raise Unproved(f"it runs {type(s).__name__.removeprefix('Cdl').upper()}")

    def constant(self, s: Any, env: dict[str, int]) -> bool:
        """Is `s` a local set to a constant (noted in `env`)?"""
        if not (isinstance(s, ir.Assign) and isinstance(s.target, ir.Var)):
            return False
        value = s.value
        if s.target.scope != "local" or not isinstance(value, ir.Const):
            return False
        if type(value.value) is not int:
            return False
        env[s.target.name] = value.value
        return True

    def branches(self, s: ir.If, env: dict[str, int], known: frozenset) -> Any:
        """(c1 and b1) or (not c1 and ((c2 and b2) or ...)), the ELSE last."""
        found = self.block(s.orelse, env, known)
        for cond, body in reversed(s.branches):
            test = self.test(cond, env)
            changes = self.block(body, env, known | held(test))
            if is_true(changes) or changes == test:  # (c or (not c and rest): c or rest)
                found = either(test, found)
            else:
                found = either(both(test, changes), both(negated(test), found))
        return found

    def loop(self, s: ir.While, env: dict[str, int], known: frozenset) -> Any:
        """A WHILE enters when its test holds, and then its first turn
        changes the game; each turn runs with the test holding."""
        if self.loops:
            raise Unproved("it nests loops")
        entry = self.test(s.cond, env)
        # (a turn's locals are not their first values, nor its piles the first ones)
        free = self.test(s.cond, {}, entry=False)
        self.loops += 1
        self.straight(s.body, env, held(free), s)
        self.loops -= 1
        return entry

    def straight(self, body: tuple[Any, ...], env: dict[str, int], known: frozenset, loop):
        """A straight block that surely PULLs a card from a stack nothing
        in it adds to; `loop` the WHILE it is the body of, if any."""
        known = set(known)
        sources, dests = [], set()
        for s in body:
            if isinstance(s, ir.CdlTurn):
                r = s.range
                stack = self.stack(r.stack)
                zero = isinstance(r.first, ir.Const) and r.first.value == 0
                top = isinstance(r.first, ir.CdlLength) and self.stack(r.first.stack) == stack
                if r.last is not None or not (zero or top) or stack == "cursor":
                    raise Unproved("it turns more than a top card")
            elif isinstance(s, ir.CdlPull):
                source, dest = self.stack(s.source), self.stack(s.dest)
                one = isinstance(s.count, ir.Const) and s.count.value == 1
                if not one or source == dest or "cursor" in (source, dest):
                    raise Unproved("it pulls other than one card between two stacks")
                if source not in known:
                    raise Unproved(f"it pulls from {source} without knowing it holds a card")
                known.discard(source)
                known.add(dest)
                sources.append(source)
                dests.add(dest)
            elif not self.counter(s, env, loop):
                raise Unproved(f"it runs {type(s).__name__.removeprefix('Cdl').upper()}")
        counters = sum(isinstance(x, ir.Assign) for x in body)
        if loop is not None and any(abs(env.get(k, 0)) + counters * LIMIT > 32767 for k in env):
            raise Unproved("its locals may pass 16 bits")
        drained = [x for x in sources if x not in dests]
        if not drained:
            raise Unproved("its PULLs may give back what they take")
        if loop is not None:
            self.drained.append(drained[0])

    def counter(self, s: Any, env: dict[str, int], loop: Any) -> bool:
        """A local set to a constant, or (in a loop) to itself plus or minus
        one: within 16 bits, the loop turning at most LIMIT times."""
        if self.constant(s, env):
            return True
        if loop is None or not isinstance(s, ir.Assign) or not isinstance(s.target, ir.Var):
            return False
        name, value = s.target.name, s.value
        return (
            s.target.scope == "local"
            and isinstance(value, ir.Binary)
            and value.op in ("+", "-")
            and isinstance(value.left, ir.Var)
            and value.left.name == name
            and isinstance(value.right, ir.Const)
            and value.right.value == 1
            and name in env
        )

    # -- expressions --------------------------------------------------------------

    def stack(self, e: Any) -> str:
        if isinstance(e, ir.CdlContext):
            return self.own
        if isinstance(e, ir.CdlStack):
            return e.name
        raise Unproved("it names a stack by a variable")

    def test(self, e: Any, env: dict[str, int], entry: bool = True) -> Any:
        """`e`, which cannot fault, with the locals of `env` as their values
        and SELF as the stack it names; constants worked out (`entry`: a
        test of the piles the press starts from, where `first` hold a card:
        every test but a WHILE's after its first)."""
        if isinstance(e, ir.Const) and type(e.value) in (int, bool):
            return ir.Const(e.value)
        if isinstance(e, ir.Var) and e.scope == "local" and e.name in env:
            return ir.Const(env[e.name])
        if isinstance(e, ir.Var) and e.scope == "local":
            return e  # (a loop's counter, in its turns: it reads no pile)
        if isinstance(e, ir.CdlLength):
            return ir.CdlLength(ir.CdlStack(self.stack(e.stack)))
        if isinstance(e, ir.Unary) and e.op == "not":
            return negated(self.test(e.operand, env, entry))
        if isinstance(e, ir.Binary) and e.op == "and":
            return both(self.test(e.left, env, entry), self.test(e.right, env, entry))
        if isinstance(e, ir.Binary) and e.op == "or":
            return either(self.test(e.left, env, entry), self.test(e.right, env, entry))
        if isinstance(e, ir.Binary) and e.op in COMPARE:
            left, right = self.test(e.left, env, entry), self.test(e.right, env, entry)
            if isinstance(left, ir.Const) and isinstance(right, ir.Const):
                return ir.Const(_compare(e.op, left.value, right.value))
            if not all(isinstance(x, ir.Const | ir.CdlLength | ir.Var) for x in (left, right)):
                raise Unproved("its tests compute")
            found = ir.Binary(e.op, left, right)
            return TRUE if entry and holds_a_card(found) & self.first else found
        raise Unproved("its tests read more than lengths")


def held(cond: Any) -> frozenset:
    """The stacks `cond` says hold a card (`s! > 0`, `s! <> 0`, ANDed)."""
    if isinstance(cond, ir.Binary) and cond.op == "and":
        return held(cond.left) | held(cond.right)
    if isinstance(cond, ir.Binary) and isinstance(cond.left, ir.CdlLength):
        bound = cond.right
        if isinstance(bound, ir.Const) and type(bound.value) is int:
            if (cond.op == ">" and bound.value >= 0) or (cond.op == ">=" and bound.value >= 1):
                return frozenset({cond.left.stack.name})
            if cond.op == "!=" and bound.value == 0:
                return frozenset({cond.left.stack.name})
    return frozenset()


def holds_a_card(cond: Any) -> frozenset:
    """The stack `cond` says no more than that it holds a card (`s! > 0`,
    `s! >= 1`, `s! <> 0`): true wherever that stack is known to."""
    if isinstance(cond, ir.Binary) and isinstance(cond.left, ir.CdlLength):
        bound = cond.right
        if isinstance(bound, ir.Const) and type(bound.value) is int:
            if (cond.op, bound.value) in ((">", 0), (">=", 1), ("!=", 0)):
                return frozenset({cond.left.stack.name})
    return frozenset()


def _compare(op: str, a: Any, b: Any) -> bool:
    return {
        "==": a == b,
        "!=": a != b,
        "<": a < b,
        ">": a > b,
        "<=": a <= b,
        ">=": a >= b,
    }[op]


def is_true(a: Any) -> bool:
    return isinstance(a, ir.Const) and a.value is True


def is_false(a: Any) -> bool:
    return isinstance(a, ir.Const) and a.value is False


def both(a: Any, b: Any) -> Any:
    if is_false(a) or is_false(b):
        return FALSE
    if is_true(a) or a == b:
        return b
    return a if is_true(b) else ir.Binary("and", a, b)


def either(a: Any, b: Any) -> Any:
    if is_true(a) or is_true(b):
        return TRUE
    if is_false(a):
        return b
    return a if is_false(b) else ir.Binary("or", a, b)


def negated(a: Any) -> Any:
    if is_true(a) or is_false(a):
        return ir.Const(not a.value)
    return ir.Unary("not", a)


__all__ = ["LIMIT", "Click"]
