"""The system predicates (`integrity?`, `win?`, `loose?`) as plain Python
over the state's tuples, where their code says what it does before it runs.

The engine judges every move the search lists: through the working copy
(`Vm`) that costs a method call for each pile read. Most games' judges
are small: counts of cards on the foundations, empty stacks, "can any
card go anywhere" loops over the piles. For such a predicate paperc
writes it (and every routine it calls) once more as a `flat_...` method
over plain values: `P` the piles (tuples of `id << 8 | value`, the Cursor
last), `B` the empty-pile drawings, `G` the globals in declaration order,
and `S` the steps the working copy would count and its budget (a list).

A flat version may read piles, drawings and globals, compute, branch,
loop (WHILE, WITH), RETURN and call other flat routines; `integrity?` (and
what it calls) may also TURN, PULL, MOVE, INVERSE and REMOVE cards, and a
press method that keeps its trials (and what it calls) may do as much
and read its own stack (`H`), and a release method that keeps its trials
may besides set globals (its `G` is then a list, read back by the
engine). Anything else (a card set, a global set elsewhere, a help box,
FLASH, ADD, SHUFFLE, a routine that can call itself) keeps the working
copy, and `flat_paths` says why. A call of a routine that is a single RETURN
is written in place (`inlined`). A flat version never names a fault: on any
error, or when its steps pass the working copy's budget, the engine runs
the predicate through the working copy, which faults exactly as it would
have (runtime/engine/cdl/game.py). It changes nothing but `P` and `B`
(and a release's `G`).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from paperc import ir
from paperc.codegen.cdl_direct import substitute
from paperc.codegen.cdl_emit import (
    ARITH,
    P_ATOM,
    P_CMP,
    P_NOT,
    P_OR,
    P_PRODUCT,
    P_SUM,
    Emitter,
    Temp,
    fold,
)
from paperc.codegen.cdl_facts import Facts, walk
from paperc.codegen.render import py

STATEMENTS = (ir.Assign, ir.If, ir.While, ir.CdlWith, ir.CdlBreak, ir.CdlReturn, ir.Call)
EXPRESSIONS = (
    ir.Const,
    ir.Var,
    ir.CdlStack,
    ir.CdlLength,
    ir.CdlCardAt,
    ir.Call,
    ir.Unary,
    ir.Binary,
    ir.Chain,
)
SLOTS = ("integrity", "win", "loose")
SLOT_NAMES = {"integrity": "integrity?", "win": "win?", "loose": "loose?"}
# what integrity? and a press may do besides TURN (FLASH, an event only, keeps the working copy)
CHANGES = (ir.CdlPull, ir.CdlMove, ir.CdlRangeOp)
SIDE_RANGES = {"issidedown?": (52, 104), "isshaded?": (104, 156)}  # the values each tests
ONE = ir.Const(1)  # (a counted loop's usual start and step)


class Flat:
    """Which routines of a program have a flat version, and why the others not.
    A routine is checked in a mode: "judge" (win?, loose? and what they
    call: reads only), "integrity" (may also TURN, PULL, MOVE, INVERSE and
    REMOVE), "press" (a press method and what it calls: as integrity?, and
    may read its stack)."""

    def __init__(
        self,
        program: ir.CdlProgram,
        facts: Facts,
        presses: tuple[str, ...] = (),
        directs: tuple[ir.CdlRoutine, ...] = (),
        releases: tuple[str, ...] = (),
    ):
        self.program = program
        self.facts = facts
        self.presses = presses  # the press methods that may get a flat version
        self.releases = releases  # the release methods that may get one (they may set globals)
        # the direct versions (cdl_direct.py `direct_routine`), which may get one too
        self.directs = directs
        self.checked: dict[tuple[str, str], str] = {}

    def reason(self, key: str, mode: str = "judge") -> str:
        """Empty when the routine has a flat version in `mode`, else why not."""
        found = self.checked.get((key, mode))
        if found is not None:
            return found
        self.checked[(key, mode)] = ""  # a cycle: the recursion test below refuses it
        routine = self.facts.routines[key]
        found = self._reason(routine, mode)
        self.checked[(key, mode)] = found
        return found

    def _reason(self, routine: ir.CdlRoutine, mode: str) -> str:
        if routine.key in self.facts.recursive:
            return f"{routine.display} can call itself"
        for n in walk(routine.body):
            if isinstance(n, ir.CdlTurn) and mode != "judge":
                continue
            if isinstance(n, ir.CdlContext) and mode in ("press", "release"):
                continue
            if isinstance(n, CHANGES) and mode != "judge":
                if not isinstance(n, ir.CdlRangeOp) or n.verb != "flash":
                    continue
            if isinstance(n, ir.Assign):
                if isinstance(n.target, ir.Var) and n.target.scope != "global":
                    continue
                if isinstance(n.target, ir.Var) and mode == "release":
                    continue  # (its flat version writes `G`, a list then)
                return f"{routine.display} assigns a card or a global"
            if isinstance(n, ir.Call) and n.name in self.facts.routines:
                why = self.reason(n.name, mode)
                if why:
                    return why
                continue
            if isinstance(n, ir.CdlContext):
                return f"{routine.display} reads the contextual stack"
            if isinstance(n, ir.CdlRangeOp):  # (a FLASH: an event the working copy makes)
                return f"{routine.display} FLASHes cards"
            if not isinstance(n, STATEMENTS + EXPRESSIONS + (ir.CdlVar, ir.CdlRange)):
                return f"{routine.display} uses {type(n).__name__.removeprefix('Cdl').upper()}"
        return ""

    def slots(self) -> dict[str, str]:
        """Each system predicate's key -> "" (flat) or why it keeps the working copy."""
        out = {}
        for slot in SLOTS:
            key = getattr(self.program, slot)
            if key is None:
                continue
            if slot != "integrity" and key not in self.facts.pure:
                out[key] = f"{SLOT_NAMES[slot]} changes the game"
            else:
                out[key] = self.reason(key, "integrity" if slot == "integrity" else "judge")
        return out

    def flat_presses(self) -> dict[str, str]:
        """Each press method that may get a flat version -> "" or why not."""
        return {key: self.reason(key, "press") for key in self.presses}

    def flat_releases(self) -> dict[str, str]:
        """Each release method that may get a flat version -> "" or why not."""
        return {key: self.reason(key, "release") for key in self.releases}

    def flat_directs(self) -> list[ir.CdlRoutine]:
        """The direct versions that get a flat version: the move search then
        counts a take or an acceptance over the piles, without a working
        copy (they read their stack as a press does, and the Cursor)."""
        return [r for r in self.directs if not self._reason(r, "press")]

    def routines(self) -> list[tuple[ir.CdlRoutine, bool]]:
        """The routines that get a flat version (and whether they are a
        press method's), in the program's order, then the direct versions'."""
        wanted: dict[str, bool] = {}
        chosen = [self.facts.routines[k] for k, why in self.slots().items() if not why]
        chosen += [self.facts.routines[k] for k, why in self.flat_presses().items() if not why]
        chosen += [self.facts.routines[k] for k, why in self.flat_releases().items() if not why]
        for routine in chosen + self.flat_directs():
            for r in self.facts.reached(routine):
                wanted[r.key] = r.key in self.presses
        every = (*self.program.routines, *self.directs)
        return [(r, wanted[r.key]) for r in every if r.key in wanted]


def flat_paths(program: ir.CdlProgram, facts: Facts) -> list[tuple[str, str, str]]:
    """(its key, the predicate, "flat: ..." or "working copy: why") per system predicate."""
    out = []
    flat = Flat(program, facts)
    found = flat.slots()
    for slot in SLOTS:
        key = getattr(program, slot)
        if key is None:
            continue
        why = found[key]
        what = "plain Python over the piles" if not why else f"working copy: {why}"
        out.append((key, SLOT_NAMES[slot], what if why else f"flat: {what}"))
    return out


class FlatEmitter(Emitter):
    """Emits a routine's flat version: reads go to `P`, `B`, `G`; calls to
    the flat versions; loops count steps in `S[0]` (a WHILE stops past the
    budget: the engine then runs the working copy, which faults)."""

    def __init__(
        self,
        *args: Any,
        flat_names: dict[str, str],
        globals_: list[str],
        routines: dict[str, ir.CdlRoutine],
    ) -> None:
        super().__init__(*args)
        self.flat_names = flat_names
        self.globals = globals_
        self.globals_at = "G"  # the tuple the globals are read from (the listing's `GH`)
        self.routines = routines
        # the least and greatest value of the routine's values, where known (`value_ranges`)
        self.ranges: dict[str, tuple[int, int]] = {}
        # a WITH variable -> the local holding its pile for the turn (`s_CdlWith`)
        self.piles: dict[str, str] = {}
        # (stack, variable) of a counted loop -> the local holding `s[i]`'s code (`counted`)
        self.cards: dict[tuple[str, str], str] = {}
        self.writers: dict[str, bool] = {}  # routine -> may it change a pile (`changes`)
        # the parameters nothing assigns, and their MOD and `/` by constants, each
        # computed once at the routine's start (`binary`): name -> expression
        self.fixed: set[str] = set()
        self.once: dict[str, str] = {}
        self.loops = 0  # the loops around what is being written
        # the name SELF is read by (a flat method's parameter; the listing's loop
        # variables, cdl_listing.py)
        self.context = "H"
        self.routine: ir.CdlRoutine | None = None  # the routine being written (`fix`)
        # a WITH written as look-ups in the listing's tables, where it can be
        # (cdl_listing.py `Lookups`): its lines, else None
        self.lookups: Callable[[FlatEmitter, int, ir.CdlWith], list[str] | None] | None = None

    def fix(self, routine: ir.CdlRoutine) -> None:
        """Note the parameters of `routine` that nothing in it assigns."""
        self.routine = routine
        assigned = {
            n.target.name
            for n in walk(routine.body)
            if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var)
        }
        self.fixed = {p.name for p in routine.params if p.name not in assigned}

    def hoist(self, start: int) -> None:
        """Write the hoisted values (`binary`) at line `start` of the body."""
        lines = [f"        {name} = {value}" for name, value in self.once.items()]
        self.lines[start:start] = lines

    def render(self, e: Any) -> tuple[str, int]:
        if isinstance(e, ir.CdlContext):
            return self.context, 9
        if isinstance(e, ir.Var) and e.scope == "global":
            return f"{self.globals_at}[{self.globals.index(e.name)}]", 9
        if isinstance(e, ir.CdlLength):
            stack = self.text(e.stack)
            return f"len({self.piles.get(stack) or f'P[{stack}]'})", 9
        if isinstance(e, ir.CdlCardAt):
            stack = self.text(e.stack)
            if isinstance(e.pos, ir.CdlLength) and self.text(e.pos.stack) == stack:
                if stack in self.piles:  # read once per turn of its WITH
                    return "_q_" + stack, 9
                if stack.isidentifier():  # the top card, read in place
                    # a conditional binds loosest: parenthesised wherever it is an operand
                    return f"P[{stack}][-1] & 255 if P[{stack}] else B[{stack}]", 0
                return f"_top(P, B, {stack})", 9
            held = self.cards.get((stack, self.text(e.pos)))
            if held is not None:  # a counted loop's card, read in place
                return f"{held} & 255", P_CMP
            return f"_card(P, B, {stack}, {self.text(e.pos)})", 9
        if isinstance(e, ir.Call) and e.name not in self.routines and len(e.args) == 1:
            found = self.side_test(e.name, e.args[0])
            if found is not None:
                return found
        if isinstance(e, Choice):
            parts = [f"{self.text(v, 1)} if {self.text(c, 1)} else" for c, v in e.branches]
            return " ".join([*parts, self.text(e.last)]), 0
        if isinstance(e, ir.Call) and e.name in self.flat_names:
            body = inlined(self.routines[e.name], e.args)
            if body is None:
                body = chosen(self.routines[e.name], e.args)
            if body is not None:
                return self.render(body)
            args = "".join(", " + self.text(a) for a in e.args)
            globals_ = self.globals_at
            return f"self.{self.flat_names[e.name]}(P, B, {globals_}, S, {self.context}{args})", 9
        return super().render(e)

    def side_test(self, name: str, arg: Any) -> tuple[str, int] | None:
        """A built-in predicate written in place: `52 <= v < 104` reads its
        card once (a chained comparison); IsSideUp? tests twice, so only a
        variable's value is tested in place, or a value known to be 0..255
        (a card's) looked up in the table `side_up`."""
        if name in SIDE_RANGES:
            low, high = SIDE_RANGES[name]
            return f"{low} <= {self.text(arg, P_SUM)} < {high}", P_CMP
        found = bounds(arg, self.expand, None, self.ranges)
        if name == "issideup?" and found is not None and 0 <= found[0] <= found[1] <= 255:
            return f"_side_up[{self.text(arg)}]", P_ATOM  # (a table: one look-up)
        if name == "issideup?" and isinstance(arg, ir.Var):
            v = self.text(arg)
            return f"0 <= {v} < 52 or 104 <= {v} < 156", P_OR
        return None

    def assign_temp(self, indent: int, e: Any) -> Temp:
        """A routine written in place as a `Choice` that does not fit its
        line: an IF for each of its conditions, each in the ELSE of the one
        before (a condition may need temporaries of its own first)."""
        choice = e if isinstance(e, Choice) else None
        if isinstance(e, ir.Call) and e.name in self.flat_names:
            choice = chosen(self.routines[e.name], e.args)
            if inlined(self.routines[e.name], e.args) is not None:
                choice = None
        if choice is None:
            return super().assign_temp(indent, e)
        t = self.temp()
        text = f"{t.name} = {self.text(choice)}"
        if self.fits(indent, text):
            self.emit(indent, text)
            return t
        for cond, value in choice.branches:
            self.condition(indent, "if", cond)
            self.into(indent + 4, t, value)
            self.emit(indent, "else:")
            indent += 4
        self.into(indent, t, choice.last)
        return t

    def expand(self, call: ir.Call) -> Any:
        """The call written in place, if it is (`inlined`)."""
        routine = self.routines.get(call.name)
        return None if routine is None else inlined(routine, call.args)

    def binary(self, e: ir.Binary) -> tuple[str, int]:
        """Arithmetic whose result is known to fit 16 bits without its
        overflow check, and MOD and DIV by a positive constant of a value
        known not to be negative as Python's `%` and `//` (`bounds`)."""
        if fold(e) is not None:
            return super().binary(e)
        if e.op in ARITH and fits(bounds(e, self.expand, None, self.ranges)):
            prec = P_PRODUCT if e.op == "*" else P_SUM
            return f"{self.text(e.left, prec)} {e.op} {self.text(e.right, prec + 1)}", prec
        if e.op in ("/", "%") and positive(e.right):
            left = bounds(e.left, self.expand, None, self.ranges)
            op = "//" if e.op == "/" else "%"
            right = self.text(e.right, P_PRODUCT + 1)
            if left is not None and left[0] >= 0:
                text = f"{self.text(e.left, P_PRODUCT)} {op} {right}"
                held = e.left
                if isinstance(held, ir.Var) and held.scope == "param" and held.name in self.fixed:
                    if right.isdigit() and self.loops:  # (`c mod 13` in a loop: once, before it)
                        name = f"_h_{self.text(held)}_{'mod' if op == '%' else 'div'}{right}"
                        self.once[name] = text
                        return name, P_ATOM
                return text, P_PRODUCT
        if (
            e.op == "=="
            and isinstance(e.left, ir.CdlLength)
            and isinstance(e.right, ir.Const)
            and e.right.value == 0
            and type(e.right.value) is int
        ):  # `s! = 0`: is the pile empty (a bool, as the comparison)
            stack = self.text(e.left.stack)
            return f"not {self.piles.get(stack) or f'P[{stack}]'}", P_NOT
        return super().binary(e)

    def block(self, indent: int, statements: tuple[Any, ...]) -> None:
        start = len(self.lines)
        for index, s in enumerate(statements):
            before = statements[index - 1] if index else None
            after = statements[index + 1] if index + 1 < len(statements) else None
            if isinstance(after, ir.While) and self.counted_shape(s, after) and plain(s.value, ONE):
                continue  # `i := 1`: the loop sets `i`
            if isinstance(s, ir.While) and self.counted_shape(before, s):
                self.counted(indent, s, plain(before.value, ONE))
            else:
                self.statement(indent, s)
        if len(self.lines) == start:
            self.emit(indent, "pass")

    def counted_shape(self, before: Any, s: ir.While) -> bool:
        """Is `s`, after `before`, a counted WHILE (`i := 1; while i <= s! do
        begin ...; i := i + 1 end`, nothing in it setting `i` or `s`; or from
        another start that does not read `i`, `i := pos + 1`) that changes no
        pile, so that `s!` stays? (`counted` writes it.)"""
        cond = s.cond
        if not (isinstance(cond, ir.Binary) and cond.op == "<="):
            return False
        var, length = cond.left, cond.right
        if not (isinstance(var, ir.Var) and var.scope == "local"):
            return False
        if not isinstance(length, ir.CdlLength):
            return False
        if not isinstance(length.stack, ir.Var | ir.CdlStack):
            return False
        start = isinstance(before, ir.Assign) and same(before.target, var)
        if not start or any(isinstance(n, ir.Var) and same(n, var) for n in walk(before.value)):
            return False
        body = s.body
        step = ir.Binary("+", ir.Var(var.name, var.scope), ir.Const(1))
        last = body[-1] if body else None
        if not (isinstance(last, ir.Assign) and same(last.target, var) and plain(last.value, step)):
            return False
        for n in walk(body[:-1]):
            if isinstance(n, ir.Assign | ir.CdlWith):
                target = n.target if isinstance(n, ir.Assign) else n.var
                if same(target, var) or same(target, length.stack):
                    return False
        return not self.changes(body)

    def counted(self, indent: int, s: ir.While, one: bool = True) -> None:
        """A counted WHILE (`counted_shape`) as a Python `for` over the pile:
        it cannot run forever, so it does not test the budget at each turn
        (the engine tests the steps after the run); from 1 (`one`) it counts
        all its turns' steps before the first (a loop that returns early
        counts too many: at worst, past the budget, the working copy runs,
        and it is exact), from another start (`i := pos + 1`, Spider's
        Run?, called at every position of every column, which mostly
        returns early) each turn as it comes, and it gives way at a start
        below 1; `s[i]` is the loop's card, read in place, and `s[i - 1]`
        the last turn's (before the first, read once). After it `i` is
        `s! + 1`, as after the WHILE, 16-bit checked (where nothing reads
        `i` after the loop, the check alone), or its start where it never
        turned."""
        var, held = s.cond.left, s.cond.right.stack
        body = s.body[:-1]
        i, stack = self.text(var), self.text(held)
        pile = self.piles.get(stack) or f"P[{stack}]"
        reads = sum(1 for n in walk(body) if isinstance(n, ir.Var) and same(n, var))
        cards = sum(
            1
            for n in walk(body)
            if isinstance(n, ir.CdlCardAt) and same(n.stack, held) and same(n.pos, var)
        )
        before = ir.Binary("-", ir.Var(var.name, var.scope), ONE)
        # (`s[i - 1]`, the card before: the last turn's, where the loop reads `s[i]` too)
        former = [
            n
            for n in walk(body)
            if isinstance(n, ir.CdlCardAt) and same(n.stack, held) and plain(n.pos, before)
        ]
        name = i if reads > cards + (len(former) if cards else 0) else "_"
        card = "_c_" + i.lstrip("_")
        rest = pile if one else f"{pile}[{i} - 1 :]"
        if cards:
            head = f"{card} in {rest}"
            if name != "_":
                head = f"{name}, {card} in enumerate({rest}, {'1' if one else i})"
            self.cards[(stack, i)] = card
        elif name == "_":
            head = f"_ in range(len({rest}))"
        else:
            head = f"{name} in range({'1' if one else i}, len({pile}) + 1)"
        if not one:  # (a start below 1: the working copy reads the drawing or faults)
            self.emit(indent, f"if {i} < 1:")
            self.emit(indent + 4, "raise Overrun")
        else:
            self.emit(indent, f"S[0] += len({pile})")
        if cards and former:
            last = "_b_" + i.lstrip("_")
            self.emit(indent, f"{last} = {self.text(former[0])}")
            for n in former:
                self.cards[(stack, self.text(n.pos))] = last
        self.emit(indent, f"for {head}:")
        if not one:  # (each turn counted as it comes: such a loop often returns early)
            self.emit(indent + 4, "S[0] += 1")
        self.loops += 1
        self.block(indent + 4, body)
        self.loops -= 1
        if cards and former:
            self.emit(indent + 4, f"{last} = {card}")
            for n in former:
                self.cards.pop((stack, self.text(n.pos)), None)
        self.cards.pop((stack, i), None)
        after = f"_i16(len({pile}) + 1)"
        if not one:  # (a loop that never turned leaves `i` where it started)
            after = f"{after} if {i} <= len({pile}) else {i}"
        self.emit(indent, after if i.startswith("_unused_") else f"{i} = {after}")

    def s_While(self, indent: int, s: ir.While) -> None:
        text = f"while {self.text(s.cond)}:"
        if self.fits(indent, text):
            self.emit(indent, text)
        else:
            self.emit(indent, "while True:")
            self.emit(indent + 4, f"if not {self.assign_temp(indent + 4, s.cond).name}:")
            self.emit(indent + 8, "break")
        self.emit(indent + 4, "S[0] += 1")
        self.emit(indent + 4, "if S[0] > S[1]:")
        self.emit(indent + 8, "raise Overrun")
        self.loops += 1
        self.block(indent + 4, s.body)
        self.loops -= 1

    def s_CdlWith(self, indent: int, s: ir.CdlWith) -> None:
        """As the working copy's, counting its turns' steps at once (before
        the first); where the body
        changes no pile and leaves its variable alone (no assignment, no
        WITH of its own), the turn reads its stack's pile once, into a
        local (`_p_it`) that its lengths read, and its top card (or the
        empty-pile drawing) once (`_q_it`), when the body reads them."""
        found = None if self.lookups is None else self.lookups(self, indent, s)
        if found is not None:
            self.lines += found
            return
        var = self.text(s.var)
        kept = not self.changes(s.body) and not any(
            isinstance(n, ir.Assign | ir.CdlWith)
            and self.text(n.target if isinstance(n, ir.Assign) else n.var) == var
            for n in walk(s.body)
        )
        kept = kept and var.isidentifier()
        if kept:
            self.piles[var] = "_p_" + var
        start = len(self.lines)
        self.loops += 1
        super().s_CdlWith(indent, s)
        self.loops -= 1
        self.piles.pop(var, None)
        for i in range(start, len(self.lines)):
            if self.lines[i].strip().startswith("_vm.tick("):
                # (the turns' steps at once: a turn cut short counts too many, and at
                # worst the working copy runs, past the budget)
                del self.lines[i]
                self.lines.insert(i - 1, " " * indent + f"S[0] += {len(s.stacks)}")
                body = "\n".join(self.lines[i + 1 :])
                pile, top = f"_p_{var}", f"_q_{var}"
                uses = len(re.findall(rf"\b{pile}\b", body))
                if kept and top in body:
                    reads = [
                        f"{pile} = P[{var}]",
                        f"{top} = {pile}[-1] & 255 if {pile} else B[{var}]",
                    ]
                    self.lines[i + 1 : i + 1] = [" " * (indent + 4) + r for r in reads]
                elif kept and uses > 1:
                    self.lines.insert(i + 1, " " * (indent + 4) + f"{pile} = P[{var}]")
                elif uses:  # read once: in place
                    self.lines[i + 1 :] = [
                        re.sub(rf"\b{pile}\b", f"P[{var}]", line) for line in self.lines[i + 1 :]
                    ]
                break

    def changes(self, body: Any) -> bool:
        """May `body` (or a routine it calls) change a pile?"""
        for n in walk(body):
            if isinstance(n, (ir.CdlTurn, *CHANGES)):
                return True
            if isinstance(n, ir.Call) and n.name in self.routines:
                found = self.writers.get(n.name)
                if found is None:
                    self.writers[n.name] = True  # (none can call itself)
                    found = self.writers[n.name] = self.changes(self.routines[n.name].body)
                if found:
                    return True
        return False

    def s_CdlTurn(self, indent: int, s: ir.CdlTurn) -> None:
        r = s.range
        last = r.last if r.last is not None else ir.Const(None)
        args = [Temp("P"), Temp("B"), r.stack, r.first, last]
        self.call_line(indent, "_turn", args, f", {py(s.side)}")

    def s_Call(self, indent: int, s: ir.Call) -> None:
        name = f"self.{self.flat_names[s.name]}"
        args = [Temp("P"), Temp("B"), Temp("G"), Temp("S"), Temp(self.context), *s.args]
        self.call_line(indent, name, args)

    def s_CdlPull(self, indent: int, s: ir.CdlPull) -> None:
        self.call_line(indent, "_pull", [Temp("P"), s.count, s.source, s.dest])

    def s_CdlMove(self, indent: int, s: ir.CdlMove) -> None:
        self.call_line(indent, "_move", [Temp("P"), *self.range_args(s.source), s.dest, s.pos])

    def s_CdlRangeOp(self, indent: int, s: ir.CdlRangeOp) -> None:
        self.call_line(indent, f"_{s.verb}", [Temp("P"), *self.range_args(s.range)])


def same(a: Any, b: Any) -> bool:
    """The same variable (or the same named stack)."""
    return key_of(a) is not None and key_of(a) == key_of(b)


def key_of(e: Any) -> str | None:
    if isinstance(e, ir.Var):
        return "var:" + e.name
    if isinstance(e, ir.CdlStack):
        return "stack:" + e.name
    return None


def plain(a: Any, b: Any) -> bool:
    """`a` is the expression `b` (variables by name, constants by value)."""
    if isinstance(a, ir.Var) and isinstance(b, ir.Var):
        return a.name == b.name
    if isinstance(a, ir.Const) and isinstance(b, ir.Const):
        return a.value == b.value and type(a.value) is type(b.value)
    if isinstance(a, ir.Binary) and isinstance(b, ir.Binary):
        return a.op == b.op and plain(a.left, b.left) and plain(a.right, b.right)
    return False


def value_ranges(
    routines: list[ir.CdlRoutine], entries: set[str]
) -> dict[str, dict[str, tuple[int, int]]]:
    """Per flat routine, the least and greatest value of its parameters and
    locals where known: a parameter's spans the arguments of every call of
    it in the flat routines (none can call itself, so each routine's
    callers are known first), unknown for `entries` (what the engine calls:
    the system predicates, the presses); a local's spans its assignments
    (cdl_safe.py `local_ranges`)."""
    by_key = {r.key: r for r in routines}

    def expand(call: ir.Call) -> Any:
        routine = by_key.get(call.name)
        return None if routine is None else inlined(routine, call.args)

    calls: dict[str, list[tuple[str, ir.Call]]] = {key: [] for key in by_key}
    for r in routines:
        for n in walk(r.body):
            if isinstance(n, ir.Call) and n.name in by_key:
                calls[n.name].append((r.key, n))
    out: dict[str, dict[str, tuple[int, int]]] = {}
    while len(out) < len(by_key):
        ready = [k for k in by_key if k not in out and all(c in out for c, _ in calls[k])]
        if not ready:
            break  # (a cycle: flat routines cannot call themselves)
        for key in ready:
            routine = by_key[key]
            params: dict[str, tuple[int, int]] = {}
            if key not in entries and calls[key]:
                for i, param in enumerate(routine.params):
                    spans = [
                        bounds(call.args[i], expand, None, out[caller])
                        if i < len(call.args)
                        else None
                        for caller, call in calls[key]
                    ]
                    if all(span is not None for span in spans):
                        params[param.name] = (
                            min(span[0] for span in spans),  # type: ignore[index]
                            max(span[1] for span in spans),  # type: ignore[index]
                        )
            out[key] = local_ranges(routine, params, expand)
    return out


def local_ranges(
    routine: ir.CdlRoutine, known: dict[str, tuple[int, int]], expand: Any
) -> dict[str, tuple[int, int]]:
    """`known` (the parameters' ranges) and the least and greatest value of
    each value local: whatever the order the routine's statements run in,
    a local holds its first value (0) or a value assigned to it, so its
    range spans those of all its assignments (when each is known, the
    others' ranges taken as known; a local whose assignments read itself,
    such as a counter, stays unknown). A parameter assigned in the body
    spans its assignments too."""
    assigns: dict[str, list[Any]] = {}
    for n in walk(routine.body):
        if isinstance(n, ir.Assign) and isinstance(n.target, ir.Var):
            if n.target.scope in ("local", "param"):
                assigns.setdefault(n.target.name, []).append(n.value)
    values = {v.name for v in routine.locals if v.type in ("integer", "index", "card")}
    ranges = {k: v for k, v in known.items() if k not in assigns}
    start = {name: (0, 0) for name in values}
    start.update({k: v for k, v in known.items() if k in assigns})
    for name, found in assigns.items():
        if name not in start:
            continue  # a stack, a boolean, or a parameter of unknown range
        span = start[name]
        for value in found:
            part = bounds(value, expand, None, {**ranges, name: span})
            if part is None or any(isinstance(x, ir.Var) and x.name == name for x in walk(value)):
                span = None  # type: ignore[assignment]
                break
            span = (min(span[0], part[0]), max(span[1], part[1]))
        if span is not None and fits(span):
            ranges[name] = span
    for name in values - set(assigns):
        ranges[name] = (0, 0)
    return ranges


INT16 = (-32768, 32767)


def bounds(
    e: Any, expand: Any = None, unknown: Any = None, ranges: dict | None = None
) -> tuple[int, int] | None:
    """The least and greatest value an expression can have, where the
    expression alone tells (constants, card values, MOD and DIV by a
    positive constant and arithmetic on those), or `ranges` (a local's or
    parameter's least and greatest value, by name); `unknown` (None) where
    it does not (another variable, a length, a call that `expand` does not
    write in place). Every value is 16 bits: `unknown=INT16` says only that."""
    if isinstance(e, ir.Call) and expand is not None:
        inner = expand(e)
        return unknown if inner is None else bounds(inner, expand, unknown, ranges)
    if ranges and isinstance(e, ir.Var) and e.scope in ("local", "param") and e.name in ranges:
        return ranges[e.name]
    if isinstance(e, ir.Const):
        value = e.value
        return (value, value) if isinstance(value, int) and not isinstance(value, bool) else unknown
    if isinstance(e, ir.CdlCardAt):
        return (0, 255)  # a card's value, or a drawing
    if isinstance(e, ir.Unary) and e.op == "-":
        inner = bounds(e.operand, expand, unknown, ranges)
        return unknown if inner is None else (-inner[1], -inner[0])
    if not isinstance(e, ir.Binary):
        return unknown
    if e.op == "%" and positive(e.right):
        top = e.right.value - 1
        left = bounds(e.left, expand, unknown, ranges)
        # Pascal's MOD has the dividend's sign, and is smaller than the divisor
        return (0, min(top, left[1])) if left is not None and left[0] >= 0 else (-top, top)
    left, right = bounds(e.left, expand, unknown, ranges), bounds(e.right, expand, unknown, ranges)
    if left is None or right is None:
        return unknown
    if e.op == "/" and positive(e.right):
        return (int(left[0] / right[0]), int(left[1] / right[0]))
    if e.op not in ARITH:
        return unknown
    corners = [{"+": a + b, "-": a - b, "*": a * b}[e.op] for a in left for b in right]
    return (min(corners), max(corners))


def fits(found: tuple[int, int] | None) -> bool:
    return found is not None and INT16[0] <= found[0] and found[1] <= INT16[1]


def positive(e: Any) -> bool:
    """A constant divisor above 0."""
    return isinstance(e, ir.Const) and type(e.value) is int and e.value > 0


def inlined(routine: ir.CdlRoutine, args: tuple[Any, ...]) -> Any:
    """The value a call of `routine` with `args` computes, as one expression
    (its RETURN's, the arguments put in for its parameters), when the
    routine is a single RETURN without locals and the expression reads
    every argument that could fault whatever it computes (so a fault is
    met exactly where the call would meet it); else None."""
    body = routine.body
    if routine.locals or len(body) != 1 or not isinstance(body[0], ir.CdlReturn):
        return None
    if len(args) != len(routine.params):
        return None
    read = always_read(body[0].value)
    for param, arg in zip(routine.params, args, strict=True):
        plain = isinstance(arg, ir.Const | ir.CdlStack | Temp) or (
            isinstance(arg, ir.Var) and arg.scope != "global"
        )
        if not plain and param.name not in read:
            return None
    given = {p.name: a for p, a in zip(routine.params, args, strict=True)}
    return substitute(body[0].value, given)


@dataclass(frozen=True)
class Choice:
    """A routine of IFs that RETURN and a last RETURN, written in place as
    one expression (`chosen`): the value of the first condition that holds."""

    branches: tuple[tuple[Any, Any], ...]
    last: Any


def chosen(routine: ir.CdlRoutine, args: tuple[Any, ...]) -> Choice | None:
    """A call of `routine` with `args` as a `Choice`, when the routine is
    IFs without ELSE, each only RETURNing, then a RETURN, without locals,
    and each argument a constant, a stack (SELF too) or a local or parameter (read
    once at the call either way: nothing else can fault, or change)."""
    body = routine.body
    if routine.locals or len(body) < 2 or len(args) != len(routine.params):
        return None
    for arg in args:
        if not isinstance(arg, ir.Const | ir.CdlStack | ir.CdlContext | Temp):
            if not isinstance(arg, ir.Var) or arg.scope == "global":
                return None
    *ifs, last = body
    if not isinstance(last, ir.CdlReturn):
        return None
    branches = []
    for s in ifs:
        if not isinstance(s, ir.If) or s.orelse or len(s.branches) != 1:
            return None
        cond, inner = s.branches[0]
        if len(inner) != 1 or not isinstance(inner[0], ir.CdlReturn):
            return None
        branches.append((cond, inner[0].value))
    given = {p.name: a for p, a in zip(routine.params, args, strict=True)}
    return substitute(Choice(tuple(branches), last.value), given)


def always_read(e: Any) -> set[str]:
    """The parameters an expression reads whatever its AND/OR decide."""
    if isinstance(e, ir.Var):
        return {e.name} if e.scope == "param" else set()
    if isinstance(e, ir.Binary):
        if e.op in ("and", "or"):
            return always_read(e.left)
        return always_read(e.left) | always_read(e.right)
    if isinstance(e, ir.Chain):
        if e.rest and e.rest[0][0] in ("and", "or"):
            return always_read(e.first)
        return always_read(e.first).union(*(always_read(x) for _, x in e.rest))
    if isinstance(e, ir.Unary):
        return always_read(e.operand)
    if isinstance(e, ir.CdlCardAt):
        return always_read(e.stack) | always_read(e.pos)
    if isinstance(e, ir.CdlLength):
        return always_read(e.stack)
    if isinstance(e, ir.Call):
        return set().union(*(always_read(a) for a in e.args))
    return set()


__all__ = [
    "Flat",
    "FlatEmitter",
    "flat_paths",
    "key_of",
    "local_ranges",
    "plain",
    "same",
    "value_ranges",
]
