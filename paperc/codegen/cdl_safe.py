"""Which flat system predicates can never fault, and how many steps they
can take at most (paperc/codegen/cdl_flat.py writes them).

The move search judges every move it lists with integrity?, win? and
loose?, because a judge that faults (a card read past the top, an
overflow, a loop past the step budget) keeps the move off the list. Where
paperc proves that a judge cannot fault, the search lists the move
without judging it and judges only the move that is played
(runtime/engine/cdl/game.py): the same moves, in the same order.

The proof is conservative; a predicate and every routine it calls may:
- read constants, parameters, locals and globals of a value type, a
  stack's length, the card at its top (`s[s!]`) or at position 0, and the
  card at a counted position (below);
- compute what cannot overflow 16 bits (`bounds` in cdl_flat.py), MOD and
  DIV by a constant other than 0, compare, AND, OR, NOT, call the
  built-in predicates and routines proved the same way, with stacks that
  are named, loop variables of a WITH, or such parameters;
- branch, RETURN, BREAK, set a local, loop with WITH, and loop with a
  counted WHILE: `i := 1; while i <= s! do begin ...; i := i + 1 end`,
  where nothing else in the loop sets `i` or `s`, so `s[i]` is a card;
  a routine's index parameter given such an `i` with `s` as its stack
  parameter (and set by nothing in the routine) is counted there too;
- know the range of a local (it spans its first value, 0, and every value
  assigned to it: `top := Rank(c)` is 0..12) and of a value parameter
  (it spans what its callers pass, `local_ranges`), so `top + 1` cannot
  overflow;
- integrity? alone: TURN `s[s!]` or `s[0]`, and RETURN only TRUE (a move
  it judges is never refused).

The steps (loop turns) are bounded by a polynomial in the number of cards
of the largest pile (a counted WHILE turns at most that often); the engine
evaluates it at the number of cards in play, so a judge whose loops could
pass the budget (or whose counter could pass 32767) is still run.
"""

from __future__ import annotations

from typing import Any

from paperc import ir
from paperc.codegen.cdl_emit import ARITH
from paperc.codegen.cdl_facts import Facts, walk
from paperc.codegen.cdl_flat import (
    INT16,
    SLOTS,
    bounds,
    fits,
    inlined,
    key_of,
    local_ranges,
    plain,
    same,
)

Poly = tuple[int, ...]  # steps as a polynomial in N (the most cards a pile holds): coefficients
ZERO: Poly = (0,)
ONE: Poly = (1,)
COMPARE = ("==", "!=", "<", ">", "<=", ">=", "and", "or")


def plus(a: Poly, b: Poly) -> Poly:
    size = max(len(a), len(b))
    return tuple((a[i] if i < len(a) else 0) + (b[i] if i < len(b) else 0) for i in range(size))


def times(k: int, a: Poly) -> Poly:
    return tuple(k * c for c in a)


class Safety:
    """The proofs of one program's flat predicates (`Flat.routines()` lists
    the routines that have a flat version)."""

    def __init__(self, program: ir.CdlProgram, facts: Facts, flat_keys: set[str]) -> None:
        self.facts = facts
        self.flat_keys = flat_keys
        self.global_stacks = {v.name for v in program.globals if v.type == "stack"}
        self.proved: dict[tuple[str, frozenset[int]], Poly | None] = {}

    def slots(self, program: ir.CdlProgram) -> dict[str, Poly]:
        """Each system predicate proved unable to fault -> its step bound."""
        out = {}
        for slot in SLOTS:
            key = getattr(program, slot)
            if key is None or key not in self.flat_keys:
                continue
            routine = self.facts.routines[key]
            if slot == "integrity" and not always_true(routine):
                continue
            steps = self.routine(key, turns=slot == "integrity")
            if steps is not None:
                out[key] = steps
        return out

    def routine(self, key: str, turns: bool = False, given: Given = ()) -> Poly | None:
        """The routine's step bound, or None when it might fault (its stack
        parameters assumed to name stacks: its callers check theirs).
        `given`, per parameter, what its caller proved of the argument: its
        least and greatest value (or None), and, for an index, the stack
        parameter it is a counted position of (or None)."""
        if key not in self.flat_keys or key in self.facts.recursive:
            return None
        slot = (key, turns, given)
        if slot in self.proved:
            return self.proved[slot]
        self.proved[slot] = None  # a cycle cannot be proved
        routine = self.facts.routines[key]
        stacks = {p.name for p in routine.params if p.type == "stack"}
        typed = {v.name: v.type for v in (*routine.params, *routine.locals)}
        proof = Proof(self, stacks, typed, turns)
        assigned = {
            n.target.name
            for n in walk(routine.body)
            if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var)
        }
        for param, (span, counted) in zip(routine.params, given, strict=False):
            if span is not None:
                proof.ranges[param.name] = span
            if counted is not None and param.name not in assigned and counted not in assigned:
                proof.counted.add((param.name, "var:" + counted))
        proof.ranges = local_ranges(routine, proof.ranges, proof.expand)
        found = proof.block(routine.body)
        self.proved[slot] = found
        return found


class Proof:
    """The proof of one routine body: `stacks` the variables known to hold
    a stack, `counted` (variable, stack text) pairs with 1 <= var <= s!."""

    def __init__(self, safety: Safety, stacks: set[str], typed: dict[str, str], turns: bool):
        self.safety = safety
        self.stacks = set(stacks)
        self.typed = typed
        self.turns = turns
        self.counted: set[tuple[str, str]] = set()
        # the least and greatest value of locals and parameters, where known
        self.ranges: dict[str, tuple[int, int]] = {}

    def block(self, body: tuple[Any, ...]) -> Poly | None:
        total = ZERO
        for index, s in enumerate(body):
            if isinstance(s, ir.While):
                found = self.counted_loop(body[index - 1] if index else None, s)
            else:
                found = self.statement(s)
            if found is None:
                return None
            total = plus(total, found)
        return total

    def statement(self, s: Any) -> Poly | None:
        if isinstance(s, ir.If):
            total = ZERO
            for condition, branch in s.branches:
                parts = (self.expr(condition), self.block(branch))
                if None in parts:
                    return None
                total = plus(total, plus(*parts))  # type: ignore[arg-type]
            rest = self.block(s.orelse)
            return None if rest is None else plus(total, rest)
        if isinstance(s, ir.CdlReturn):
            return self.expr(s.value)
        if isinstance(s, ir.CdlBreak):
            return ZERO
        if isinstance(s, ir.Assign):
            target = s.target
            if not isinstance(target, ir.Var) or target.scope not in ("local", "param"):
                return None
            if self.typed.get(target.name) == "stack" or target.name in self.stacks:
                return None  # a stack variable set to what may be no stack
            self.counted = {c for c in self.counted if c[0] != target.name}
            return self.expr(s.value)
        if isinstance(s, ir.Call):
            return self.expr(s)
        if isinstance(s, ir.CdlWith):
            if not all(isinstance(x, ir.CdlStack) for x in s.stacks):
                return None
            self.stacks.add(s.var.name)
            body = self.block(s.body)
            return None if body is None else times(len(s.stacks), plus(ONE, body))
        if isinstance(s, ir.CdlTurn) and self.turns:
            r = s.range
            if r.last is not None or not self.stack(r.stack):
                return None
            zero = isinstance(r.first, ir.Const) and r.first.value == 0
            return ZERO if zero or self.top(r.first, r.stack) else None
        return None

    def counted_loop(self, before: Any, s: ir.While) -> Poly | None:
        """A WHILE of the counted shape (the module's docstring), or None."""
        cond = s.cond
        if isinstance(cond, ir.Binary) and cond.op == "and":
            cond = cond.left
        if not (isinstance(cond, ir.Binary) and cond.op == "<="):
            return None
        var, length = cond.left, cond.right
        if not (isinstance(var, ir.Var) and var.scope == "local"):
            return None
        if not (isinstance(length, ir.CdlLength) and self.stack(length.stack)):
            return None
        start = isinstance(before, ir.Assign) and same(before.target, var)
        if not (start and isinstance(before.value, ir.Const) and before.value.value == 1):
            return None
        body = s.body
        step = ir.Binary("+", ir.Var(var.name, "local"), ir.Const(1))
        last = body[-1] if body else None
        if not (isinstance(last, ir.Assign) and same(last.target, var) and plain(last.value, step)):
            return None
        held = length.stack
        for n in walk(body[:-1]):
            if isinstance(n, ir.Assign | ir.CdlWith):
                target = n.target if isinstance(n, ir.Assign) else n.var
                if same(target, var) or same(target, held):
                    return None
        test = self.expr(s.cond)
        if test is None:
            return None
        fact = (var.name, key_of(held))
        self.counted.add(fact)
        inner = self.block(body[:-1])
        self.counted.discard(fact)
        if inner is None:
            return None
        # at most N turns, and N + 1 tests
        return plus((0, *plus(plus(ONE, inner), test)), test)

    def stack(self, e: Any) -> bool:
        """Does `e` surely name a stack?"""
        if isinstance(e, ir.CdlStack):
            return True
        return isinstance(e, ir.Var) and e.scope != "global" and e.name in self.stacks

    def top(self, pos: Any, stack: Any) -> bool:
        """Is `pos` the stack's length (`s[s!]`, its top card or drawing)?"""
        return isinstance(pos, ir.CdlLength) and key_of(pos.stack) == key_of(stack)

    def expr(self, e: Any) -> Poly | None:
        if isinstance(e, ir.Const):
            return ZERO
        if isinstance(e, ir.Var):
            if e.scope == "builtin":
                return None
            if e.scope == "global":
                stacky = e.name in self.safety.global_stacks
            else:
                stacky = self.typed.get(e.name) == "stack"
            return None if stacky and not self.stack(e) else ZERO
        if isinstance(e, ir.CdlStack):
            return ZERO
        if isinstance(e, ir.CdlLength):
            return ZERO if self.stack(e.stack) else None
        if isinstance(e, ir.CdlCardAt):
            if not self.stack(e.stack):
                return None
            pos = e.pos
            if isinstance(pos, ir.Const) and pos.value == 0 and type(pos.value) is int:
                return ZERO
            if self.top(pos, e.stack):
                return ZERO
            if isinstance(pos, ir.Var) and (pos.name, key_of(e.stack)) in self.counted:
                return ZERO
            return None
        if isinstance(e, ir.Unary):
            if e.op == "-" and not fits(bounds(e, self.expand, INT16, self.ranges)):
                return None
            return self.expr(e.operand)
        if isinstance(e, ir.Binary):
            if e.op in ARITH and not fits(bounds(e, self.expand, INT16, self.ranges)):
                return None
            if e.op in ("/", "%"):
                divisor = e.right
                if not (isinstance(divisor, ir.Const) and type(divisor.value) is int):
                    return None
                if divisor.value == 0:
                    return None
            elif e.op not in ARITH and e.op not in COMPARE:
                return None
            left, right = self.expr(e.left), self.expr(e.right)
            return None if left is None or right is None else plus(left, right)
        if isinstance(e, ir.Chain):
            if any(op not in COMPARE for op, _ in e.rest):
                return None
            total = self.expr(e.first)
            for _, x in e.rest:
                found = self.expr(x)
                if total is None or found is None:
                    return None
                total = plus(total, found)
            return total
        if isinstance(e, ir.Call):
            return self.call(e)
        return None

    def call(self, e: ir.Call) -> Poly | None:
        routine = self.safety.facts.routines.get(e.name)
        total = ZERO
        if routine is not None:
            if len(routine.params) != len(e.args):
                return None
            given: list[tuple[Any, str | None]] = []
            for param, arg in zip(routine.params, e.args, strict=True):
                if param.type == "stack" and not self.stack(arg):
                    return None
                given.append((None, None) if param.type == "stack" else self.argument(arg, e))
            found = self.safety.routine(e.name, self.turns, tuple(given))
            if found is None:
                return None
            total = found
        for arg in e.args:
            found = self.expr(arg)
            if found is None:
                return None
            total = plus(total, found)
        return total

    def argument(self, arg: Any, call: ir.Call) -> tuple[tuple[int, int] | None, str | None]:
        """What this proof knows of a value argument: its least and
        greatest value, and the stack parameter of the callee it is a
        counted position of (a counted variable of the stack passed there)."""
        span = bounds(arg, self.expand, None, self.ranges)
        counted = None
        if isinstance(arg, ir.Var) and arg.scope != "global":
            routine = self.safety.facts.routines[call.name]
            for param, other in zip(routine.params, call.args, strict=True):
                held = key_of(other)
                if param.type == "stack" and held and (arg.name, held) in self.counted:
                    counted = param.name
                    break
        return span, counted

    def expand(self, call: ir.Call) -> Any:
        routine = self.safety.facts.routines.get(call.name)
        return None if routine is None else inlined(routine, call.args)


Given = tuple[tuple[tuple[int, int] | None, str | None], ...]


def always_true(routine: ir.CdlRoutine) -> bool:
    """Does every RETURN of the routine itself return TRUE?"""
    returns = [n for n in walk(routine.body) if isinstance(n, ir.CdlReturn)]
    return bool(returns) and all(
        isinstance(r.value, ir.Const) and r.value.value is True for r in returns
    )


__all__ = ["Safety"]
