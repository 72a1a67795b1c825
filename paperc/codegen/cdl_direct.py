"""Which stack methods the move search may read as direct moves, and why.

CDL's stack methods are code: in general the only way to know what a press
or a release does is to run it on a copy (a trial, runtime/engine/cdl/moves.py).
Two shapes say what they do before they run, and cover the commonest
methods of the CardsWorkShop games:

- a press that, when pure conditions hold, takes the top cards of its own
  stack onto the Cursor (`if Spos > 0 then if IsSideUp?([Spos]) then Pull
  ! - Spos + 1 to Cursor`, `if (Spos = !) and (! > 0) then Pull 1 to
  Cursor`): the cards it takes are known from the count alone, and the
  globals it may set beside its PULL to a constant, a stack or SELF
  (`Source := SELF`) are known too: the state after it carries them;
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
    (a release), its conditions (all must hold, in order) and count; a
    take's `sets`, the globals it assigns as it takes (`Source := SELF`):
    (name, value), the value a constant, a stack or SELF (`ir.CdlContext`)."""

    kind: str
    conditions: tuple[Any, ...]
    count: Any
    sets: tuple[tuple[str, Any], ...] = ()
    # where its IFs have ELSE branches: the method's body, each PULL a RETURN
    # of its count (then `conditions` is empty and `count` None)
    body: tuple[Any, ...] | None = None


def cursor(stack: Any) -> bool:
    return isinstance(stack, ir.CdlStack) and stack.name == "cursor"


def inlined(routine: ir.CdlRoutine, facts: Facts) -> tuple[Any, ...]:
    """The method's body, or, when it only calls a procedure with its
    parameters or constants (`SelectFrom(Spos) is TakeTop(Spos)`), the
    procedure's body with those put in for the procedure's parameters."""
    body = routine.body
    if len(body) != 1 or not isinstance(body[0], ir.Call):
        return body
    called = _called(body[0], facts)
    return body if called is None else called


def _called(call: ir.Call, facts: Facts) -> tuple[Any, ...] | None:
    """The body of the procedure `call` calls with parameters or constants,
    those put in for its own parameters; None for any other call."""
    callee = facts.routines.get(call.name)
    if callee is None or callee.kind != "procedure" or callee.key in facts.recursive:
        return None
    args = call.args
    if len(args) != len(callee.params) or not all(
        isinstance(a, ir.Const) or (isinstance(a, ir.Var) and a.scope == "param") for a in args
    ):
        return None
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


def trial_presses(program: ir.CdlProgram, facts: Facts) -> tuple[str, ...]:
    """The press methods that keep their trials and whose results the
    engine does not remember by their pile (no `local_press`): where a
    flat version may run the trial instead (paperc/codegen/cdl_flat.py)."""
    out: list[str] = []
    routines = {r.key: r for r in program.routines}
    for stack in program.stacks:
        for name, key in stack.methods:
            if name not in PRESSES or key in out:
                continue
            routine = routines[key]
            if isinstance(direct_shape(routine, facts), Direct):
                continue
            if "local_press" not in facts.of(routine):
                out.append(key)
    return tuple(out)


def trial_releases(program: ir.CdlProgram, facts: Facts) -> tuple[str, ...]:
    """The release methods that keep their trials, may take cards and are
    not remembered by their piles (no `local_release`), and are no press's
    too: where a flat version may run the trial instead (cdl_flat.py)."""
    out: list[str] = []
    routines = {r.key: r for r in program.routines}
    presses = trial_presses(program, facts)
    for stack in program.stacks:
        for name, key in stack.methods:
            if name not in RELEASES or key in out or key in presses:
                continue
            routine = routines[key]
            if isinstance(direct_shape(routine, facts), Direct):
                continue
            if not {"never_take", "local_release"} & set(facts.of(routine)):
                out.append(key)
    return tuple(out)


def direct_shape(routine: ir.CdlRoutine, facts: Facts) -> Direct | str:
    """The method as a direct move, or the reason it keeps its trials."""
    leaves: list[tuple[str, tuple, Any]] = []
    body = _counted(inlined(routine, facts), routine.method or "", facts, leaves)
    if isinstance(body, str):
        return body
    if not leaves:
        return "its body is more than PULLs under IFs"
    kind, sets, count = leaves[0]
    if any((k, unplaced(s)) != (kind, unplaced(sets)) for k, s, _ in leaves[1:]):
        return "its branches take in different ways"
    conditions: list[Any] = []
    linear = inlined(routine, facts)
    while len(linear) == 1 and isinstance(linear[0], ir.If):
        if linear[0].orelse or len(linear[0].branches) != 1:
            return Direct(kind, (), None, sets, body)  # IFs with ELSE: the version is the body
        condition, linear = linear[0].branches[0]
        conditions.append(condition)
    return Direct(kind, tuple(conditions), count, sets)


def _counted(
    body: tuple[Any, ...], method: str, facts: Facts, leaves: list[tuple[str, tuple, Any]]
) -> tuple[Any, ...] | str:
    """`body` with each PULL (and the globals set beside it) replaced by the
    RETURN of its count, where it is IFs (with or without ELSE) down to
    such PULLs, or calls of procedures of that shape with the method's
    parameters: what the direct version runs. Each PULL found goes to
    `leaves` (its kind, the globals it sets, its count); else the reason."""
    if not body:
        return ()
    if len(body) == 1 and isinstance(body[0], ir.If):
        branches = []
        for condition, branch in body[0].branches:
            why = _impure(condition, facts)
            done = why or _counted(branch, method, facts, leaves)
            if isinstance(done, str):
                return done
            branches.append((condition, done))
        orelse = _counted(body[0].orelse, method, facts, leaves)
        if isinstance(orelse, str):
            return orelse
        return (replace(body[0], branches=tuple(branches), orelse=orelse),)
    if len(body) == 1 and isinstance(body[0], ir.Call):
        called = _called(body[0], facts)
        if called is not None:
            return _counted(called, method, facts, leaves)
    pulls = [s for s in body if isinstance(s, ir.CdlPull)]
    sets = tuple((s.target.name, s.value) for s in body if _set(s))
    if len(pulls) != 1 or len(sets) + 1 != len(body):
        return _unknown(body, pulls, facts)
    pull = pulls[0]
    if isinstance(pull.source, ir.CdlContext) and cursor(pull.dest) and method in PRESSES:
        kind = "take"
    elif cursor(pull.source) and isinstance(pull.dest, ir.CdlContext) and method in RELEASES:
        kind = "accept"
    else:
        return "its PULL is not between its own stack and the Cursor"
    if sets and kind != "take":
        return "a release that assigns a global"
    named = {name for name, _ in sets}
    if any(isinstance(n, ir.Var) and n.name in named for n in walk(pull.count)):
        return "its count reads a global it assigns"
    why = _impure(pull.count, facts)
    if why:
        return why
    leaves.append((kind, sets, pull.count))
    return (ir.CdlReturn(pull.count, pull.line),)


VERBS = {
    ir.CdlTurn: "it TURNs cards",
    ir.CdlMove: "it MOVEs cards",
    ir.CdlAdd: "it ADDs cards",
    ir.CdlShuffle: "it SHUFFLEs",
    ir.CdlWith: "a WITH loop",
    ir.While: "a WHILE loop",
    ir.CdlDraw: "it DRAWs",
    ir.CdlClear: "it opens or closes the help box",
    ir.CdlWrite: "it WRITEs to the help box",
    ir.CdlWait: "it adds a help-box button",
    ir.CdlBreak: "a BREAK",
    ir.CdlReturn: "a RETURN",
}


def _unknown(body: tuple[Any, ...], pulls: list[Any], facts: Facts) -> str:
    """Why a straight block (what an IF's branch runs) is not one PULL with
    globals set to values known before it runs: what its effect depends on."""
    for statement in body:
        verb = VERBS.get(type(statement))
        if verb is not None:
            return verb
        if isinstance(statement, ir.CdlRangeOp):
            verb = statement.verb.upper() + ("es" if statement.verb == "flash" else "s")
            return f"it {verb} cards"
        if isinstance(statement, ir.If):
            return "an IF after other statements"
        if isinstance(statement, ir.Call):
            called = facts.routines.get(statement.name)
            name = called.display if called is not None else statement.name
            return f"it calls {name}, which is not a PULL under IFs"
    for statement in body:  # (a local's assignment last: it serves the statements above)
        if isinstance(statement, ir.Assign) and not _set(statement):
            target = statement.target
            if isinstance(target, ir.Var) and target.scope == "global":
                return f"it sets {target.name} to a value known only as it runs"
            return "it assigns a card or a local"
    if len(pulls) > 1:
        return "it PULLs more than once"
    return "its body is more than PULLs under IFs"


def _impure(part: Any, facts: Facts) -> str:
    """Why a condition or count cannot be asked before the method runs ("" if it can)."""
    for n in walk(part):
        if isinstance(n, ir.Call) and n.name in facts.routines and n.name not in facts.pure:
            return f"it calls {facts.routines[n.name].display}, which changes the game"
        if isinstance(n, ir.Var) and n.scope == "local":
            return "its conditions read a local variable"
    return ""


def unplaced(node: Any) -> Any:
    """`node` with every source line and file left out: what it does."""
    if isinstance(node, tuple):
        return tuple(unplaced(item) for item in node)
    if hasattr(node, "__dataclass_fields__"):
        fields = node.__dataclass_fields__
        changes = {f: unplaced(getattr(node, f)) for f in fields if f not in ("line", "file")}
        changes.update({f: v for f, v in (("line", 0), ("file", "")) if f in fields})
        return replace(node, **changes)
    return node


def _set(statement: Any) -> bool:
    """Is `statement` a global assigned a value known before the press runs
    (a constant, a stack or SELF)? The state after the take carries it."""
    if not isinstance(statement, ir.Assign):
        return False
    target, value = statement.target, statement.value
    if not (isinstance(target, ir.Var) and target.scope == "global"):
        return False
    if isinstance(value, ir.CdlStack):
        return not cursor(value)
    return isinstance(value, ir.Const | ir.CdlContext)


def top_only(routine: ir.CdlRoutine, facts: Facts) -> bool:
    """Does a press do something only where its position is its stack's
    length? Its body (or the procedure it calls) is IFs without ELSE whose
    conditions change nothing, one of which must hold `Spos = !` (as in
    `if (Spos = !) and (! > 0) then Pull 1 to Cursor`, or Clock's `if (SELF
    = Next) and (Spos = !) ... then begin Turn [!] side up; ... end`). Then
    the engine tries it at the top only (the `top_only` fact): anywhere
    else it does nothing."""
    if (routine.method or "") not in PRESSES or not routine.params:
        return False
    position = routine.params[0].name

    def length(e: Any) -> bool:
        return isinstance(e, ir.CdlLength) and isinstance(e.stack, ir.CdlContext)

    def spos(e: Any) -> bool:
        return isinstance(e, ir.Var) and e.scope == "param" and e.name == position

    def conjuncts(e: Any) -> list[Any]:
        if isinstance(e, ir.Binary) and e.op == "and":
            return conjuncts(e.left) + conjuncts(e.right)
        if isinstance(e, ir.Chain) and e.rest and all(op == "and" for op, _ in e.rest):
            return [part for x in (e.first, *(x for _, x in e.rest)) for part in conjuncts(x)]
        return [e]

    body, conditions = inlined(routine, facts), []
    while len(body) == 1 and isinstance(body[0], ir.If):
        if body[0].orelse or len(body[0].branches) != 1:
            return False
        condition, body = body[0].branches[0]
        conditions.append(condition)
    if any(_impure(condition, facts) for condition in conditions):
        return False
    for condition in conditions:
        for part in conjuncts(condition):
            if isinstance(part, ir.Binary) and part.op == "==":
                pair = (part.left, part.right)
                if (spos(pair[0]) and length(pair[1])) or (length(pair[0]) and spos(pair[1])):
                    return True
    return False


def direct_routine(routine: ir.CdlRoutine, shape: Direct, key: str) -> ir.CdlRoutine:
    """The routine that returns the count when the conditions hold, else 0."""
    body: tuple[Any, ...] = (ir.CdlReturn(shape.count, routine.line),)
    for condition in reversed(shape.conditions):
        body = (ir.If(((condition, body),), (), routine.line),)
    if shape.body is not None:
        body = shape.body
    body += (ir.CdlReturn(ir.Const(0), routine.line),)
    params = routine.params or (ir.CdlVar("spos", "index"),)  # the engine passes one
    return replace(routine, key=key, result="integer", locals=(), params=params, body=body)


def paths(program: ir.CdlProgram, facts: Facts) -> list[tuple[list[str], str, str, str, str]]:
    """For each press and release method: (the stacks that use it, its
    method name, "direct" or "trials", why, its routine's key), in the
    stack table's order."""
    routines = {r.key: r for r in program.routines}
    rows: dict[tuple[str, str], list[Any]] = {}
    for stack in program.stacks:
        methods = dict(stack.methods)
        # (SelectLeft and SelectRight are in both chains: one row each)
        for name in dict.fromkeys((*PRESS_CHAIN, *RELEASE_CHAIN, "select")):
            if name not in methods:
                continue
            row = rows.get((methods[name], name))
            if row is not None:
                row[0].append(stack.display)
                continue
            shape = direct_shape(routines[methods[name]], facts)
            if isinstance(shape, Direct):
                what = "takes the top cards" if shape.kind == "take" else "takes the Cursor's cards"
                what += " when pure conditions hold"
                if shape.sets:
                    what += f", and sets {', '.join(n for n, _ in shape.sets)}"
                row = [[stack.display], name, "direct", what]
                row.append(methods[name])
            else:
                row = [
                    [stack.display],
                    name,
                    "trials",
                    f"its effect is known by running it: {shape}",
                    methods[name],
                ]
            rows[(methods[name], name)] = row
    return [tuple(row) for row in rows.values()]  # type: ignore[misc]


__all__ = [
    "Direct",
    "direct_routine",
    "direct_shape",
    "paths",
    "top_only",
    "trial_presses",
    "trial_releases",
    "unplaced",
]
