"""The search key of a CDL game (`CdlGame.search_key`): coarser than `key`,
equal for two states that are the same for winning.

Two stacks are alike when the game cannot tell them apart: they share
every method but Start (which runs only at the deal), and nothing the game
runs after the deal names one of them on its own. That is proved here from
the generated class's source-level methods (`alike_groups`, read with
`ast`; a class whose source cannot be read gets no groups), which may use
a member of a group only

- as `SELF` in its own (shared) methods, or as a STACK value, which the
  language lets a program compare for equality alone (paperc refuses
  arithmetic and `<` on stacks, error C105);
- in an AND or OR chain written once per member and changing nothing
  (`(A1! = 13) and (A2! = 13) and ...`, `(s = T1) or (s = T2) or ...`);
- in a `WITH it DO ... FOR` loop over every member of the group (a `for`
  over a tuple of stack constants holding them all) whose variable nothing
  reads after it, and whose body either
  - changes nothing (no PULL, MOVE, TURN, ADD, SHUFFLE, INVERSE, REMOVE,
    global or card assignment; calls only routines that change nothing;
    locals each turn sets afresh before reading them and nothing reads
    after the loop) and leaves only by `RETURN true`/`false` or `BREAK`:
    it asks "is there a member such that" or "is every member such that",
    which no order of the members changes; or
  - reads and changes its own member alone (names no stack, no global,
    calls only routines that name none): Klondike's integrity? turning up
    each column's top card.

The Clock's hours (`Home` returns the pile of a rank), Calculation's
foundations (`Step` names each), and Spider's and Aces Up's columns (a row
is dealt from the stock in the columns' order) are told apart.

Swap two members' piles (with their empty-pile drawings) in any state,
and a STACK global naming one of them with them, and every method of the
game does the same to the swapped state, up to that swap: the same moves
renamed, the same successors swapped, the same outcome. So the key keeps
each group's piles as a sorted multiset, and a STACK global that names a
member by the place of its pile in that sorted order. A state stands for
every state with the same key: the search records real moves from the
first state that reached it, so a win still replays.

The derived versions paperc writes of the same methods (the direct and
flat versions, the written listing) are the same rules written for speed;
they are not read here.
"""

from __future__ import annotations

import ast
import copy
import linecache
from collections.abc import Callable, Hashable
from typing import Any

from runtime.engine.cdl.values import VALUE_MASK
from runtime.engine.tables import Piles


def alike_groups(game: Any) -> list[tuple[int, ...]]:
    """The groups of stack numbers (two or more each, in table order) that
    `game`'s code cannot tell apart (see the module's docstring); proved
    once per class."""
    cls = type(game)
    found = PROVED.get(cls)
    if found is None:
        code = _code_of(cls)
        found = [] if code is None else [m for m in code.candidates() if code.apart(m) is None]
        PROVED[cls] = found
    return found


def turned_alone(game: Any) -> tuple[int, ...] | None:
    """The stacks whose top card integrity? may turn, each on its own, where
    that is all it does (none without an integrity?); None where it does more.

    Proved of integrity?'s source-level method: one `WITH it DO ... FOR`
    loop over stack constants, then `RETURN true`; each turn reads and
    changes its own member alone (as in `_Code._why_not_alone`: no other
    stack, global or local carried, no loop, no early leaving), and its
    only change is TURN it[it!] to one side, the same side wherever it is
    written. So integrity? is the same small function of each member's
    pile and drawing, and doing it twice does what doing it once does
    (a card turned to a side, turned to that side again, is unchanged):
    after a move that changed some piles of a state integrity? has run on,
    integrity? changes at most those (`runtime/engine/cdl/changed.py`)."""
    cls = type(game)
    if cls not in TURNED:
        slot = game.integrity
        code = None if slot is None else _code_of(cls)
        TURNED[cls] = () if slot is None else None if code is None else code.turned_alone(slot)
    return TURNED[cls]


PROVED: dict[type, list[tuple[int, ...]]] = {}  # a game class -> its groups
TURNED: dict[type, tuple[int, ...] | None] = {}  # a game class -> `turned_alone`
CODES: dict[type, Any] = {}  # a game class -> its `_Code` (None: unreadable), read once


def _code_of(cls: type) -> _Code | None:
    if cls not in CODES:
        CODES[cls] = _Code.of(cls)
    return CODES[cls]


# a method's nodes (one walk) and each node's parent, by the node's id
Where = tuple[list[ast.AST], dict[int, ast.AST]]


def why_apart(game: Any, members: tuple[int, ...]) -> str | None:
    """Where the game's code tells `members` apart (for tests and docs), or
    None when it cannot."""
    code = _code_of(type(game))
    return "the game's code cannot be read" if code is None else code.apart(members)


# what a routine may call on the working copy and still change nothing
# (clear, write and wait fill a help box, which is no part of a state)
READS = frozenset({"size", "top", "card", "here", "tick", "clear", "write", "wait"})
# the source-level methods: routines (func_, pred_, proc_) and stack methods (on_)
SOURCE = ("func_", "pred_", "proc_", "on_")
# the arithmetic and built-in predicates generated code calls (runtime/cdl.py)
PURE = frozenset({"len", "_i16", "_div", "_mod", "_is_side_up", "_is_side_down", "_is_shaded"})


class _Code:
    """A generated CDL class's source-level methods, read with `ast`."""

    def __init__(self, cls: type, tree: ast.ClassDef, constants: dict[str, int]) -> None:
        self.cls = cls
        self.constants = constants  # the module's name of each stack -> its number
        methods = {
            node.name: _joined(node)
            for node in tree.body
            if isinstance(node, ast.FunctionDef) and node.name.startswith(SOURCE)
        }
        self.methods = methods
        # each method's nodes (one walk), the names it uses, and (`_parents`) each node's parent
        self.nodes = {name: _walk(node) for name, node in methods.items()}
        self.named = {
            name: {n.id for n in nodes if isinstance(n, ast.Name)}
            for name, nodes in self.nodes.items()
        }
        self.parents: dict[str, dict[int, ast.AST]] = {}
        self.calls = {name: _self_calls(self.nodes[name]) for name in methods}
        self.readonly = self._read_only()
        # what runs after the deal: every stack method but Start and Help, the
        # system predicates, the help boxes' buttons, and what they call
        roots = {n for i in cls.stack_table for s, n in i.methods.items() if s != "start"}
        roots |= {getattr(cls, slot) for slot in ("integrity", "win", "loose")} - {None}
        for info in cls.stack_table:
            help_ = methods.get(info.methods.get("help", ""))
            if help_ is not None:
                roots |= self.calls[info.methods["help"]] - {info.methods["help"]}
        roots -= {n for i in cls.stack_table for s, n in i.methods.items() if s == "help"}
        self.runs = _reach(roots, self.calls)

    @classmethod
    def of(cls, game_class: type) -> _Code | None:
        """The code of the class that declares `game_class`'s stack table,
        read from its module's source (a file, or generated source held in
        memory, which linecache knows), or None when it cannot be read."""
        owner = next((c for c in game_class.__mro__ if "stack_table" in c.__dict__), None)
        method = next((v for k, v in vars(owner or object).items() if k.startswith(SOURCE)), None)
        code = getattr(method, "__code__", None)
        if owner is None or code is None:
            return None
        lines = linecache.getlines(code.co_filename)
        tree = _methods_read(owner, code.co_filename, lines)
        if tree is None:  # (the whole module: its class of that name)
            module = ast.parse("".join(lines))
            tree = next(
                (
                    n
                    for n in module.body
                    if isinstance(n, ast.ClassDef) and n.name == owner.__name__
                ),
                None,
            )
        constants = _stack_constants(owner, method.__globals__)  # type: ignore[union-attr]
        if tree is None or constants is None:
            return None
        return cls(owner, tree, constants)

    def candidates(self) -> list[tuple[int, ...]]:
        """The stacks that share every method but Start, grouped."""
        by_methods: dict[tuple, list[int]] = {}
        for index, info in enumerate(self.cls.stack_table):
            shared = tuple(sorted((k, v) for k, v in info.methods.items() if k != "start"))
            by_methods.setdefault(shared, []).append(index)
        return [tuple(m) for m in by_methods.values() if len(m) > 1]

    def apart(self, members: tuple[int, ...]) -> str | None:
        """Where the code that runs after the deal names one of `members`
        on its own, or None."""
        names = {name for name, index in self.constants.items() if index in members}
        for name in sorted(self.runs):
            method = self.methods.get(name)
            if method is None:
                return f"{name} cannot be read"
            if not names & self.named[name]:
                continue  # (names no member)
            why = self._apart_in(name, names)
            if why is not None:
                return f"{name} {why}"
        return None

    def _parents(self, name: str) -> dict[int, ast.AST]:
        """Each node of method `name` (by id) -> its parent."""
        found = self.parents.get(name)
        if found is None:
            found = self.parents[name] = {}
            _walk(self.methods[name], found)
        return found

    def _apart_in(self, name: str, names: set[str]) -> str | None:
        parents = self._parents(name)
        where = (self.nodes[name], parents)
        for node in self.nodes[name]:
            if not (isinstance(node, ast.Name) and node.id in names):
                continue
            up = parents.get(id(node))
            loop = parents.get(id(up)) if isinstance(up, ast.Tuple) else None
            if isinstance(loop, ast.For) and loop.iter is up:
                listed = {e.id for e in up.elts if isinstance(e, ast.Name)}  # type: ignore[union-attr]
                if not names <= listed:
                    return f"goes over {node.id} without every member"
                why = self._order_free(loop, names, where)
                if why is None and not _unread_after(_target(loop), loop, where):
                    why = "reads its variable after the loop"
                if why is not None:
                    return f"goes over {node.id} and {why}"
                continue
            if not self._in_symmetric_chain(node, parents, names):
                return f"names {node.id} on its own"
        return None

    def _order_free(self, loop: ast.For, names: set[str], where: Where) -> str | None:
        """How the loop's result depends on the order of its members, or
        None when it cannot: either it changes nothing (but locals each
        turn sets afresh before reading them, read nowhere after the loop)
        and leaves only by a constant RETURN or a BREAK ("is there a member
        such that", "is every member such that"), or each turn reads and
        changes its own member alone (Klondike's integrity? turning up each
        column's top)."""
        reads_only = self._why_not_reading(loop, where)
        if reads_only is None:
            return None
        alone = self._why_not_alone(loop, names)
        return None if alone is None else f"{reads_only}, and {alone}"

    def _why_not_reading(self, loop: ast.For, where: Where) -> str | None:
        assigned: set[str] = set()
        for stmt in loop.body:
            for n in _walk(stmt):
                if isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.NamedExpr):
                    if not _temp_assignment(n):
                        targets = n.targets if isinstance(n, ast.Assign) else [n.target]
                        if not all(isinstance(t, ast.Name) for t in targets):
                            return "assigns"
                        assigned |= {t.id for t in targets}  # type: ignore[union-attr]
                elif isinstance(n, ast.Return) and not _constant_bool(n.value):
                    return "returns what is not true or false"
                elif isinstance(n, ast.Call):
                    why = self._why_call_changes(n)
                    if why is not None:
                        return why
        for name in sorted(assigned):
            if not _fresh_each_turn(name, loop, where):
                return f"carries {name} from one member to the next"
        return None

    def _why_not_alone(self, loop: ast.For, names: set[str]) -> str | None:
        """Does each turn of `loop` read and change only its own member?"""
        if not isinstance(loop.target, ast.Name):
            return "its variable is not a name"
        var = loop.target.id
        stacks = set(self.constants)
        for stmt in loop.body:
            for n in _walk(stmt):
                if isinstance(n, ast.Name) and n.id in stacks:
                    return f"names the stack {n.id}"
                if isinstance(n, ast.Assign | ast.AugAssign | ast.AnnAssign | ast.NamedExpr):
                    if not _temp_assignment(n):
                        return "assigns"
                elif isinstance(n, ast.Return | ast.Break | ast.Continue | ast.While):
                    return "leaves early"
                elif isinstance(n, ast.Name) and n.id not in (var, "_vm", "self"):
                    if not (n.id in PURE or n.id.startswith("_t") or n.id.isupper()):
                        return f"reads {n.id}"
                elif isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name):
                    if n.value.id == "_vm" and n.attr in ("here", "g", "piles"):
                        return f"reads _vm.{n.attr}"
                    if n.value.id == "self" and not self._alone(n.attr, names):
                        return f"calls {n.attr}"
        return None

    def turned_alone(self, slot: str) -> tuple[int, ...] | None:
        """`turned_alone` of the method `slot` (integrity?'s)."""
        method = self.methods.get(slot)
        body = [] if method is None else list(method.body)
        if body and isinstance(body[0], ast.Assign) and _constant(body[0].value, None):
            body = body[1:]  # (`it = None`: the loop's variable declared)
        if len(body) != 2 or not isinstance(body[0], ast.For):
            return None
        loop, last = body
        if not (isinstance(last, ast.Return) and _constant(last.value, True)):
            return None
        if not isinstance(loop.iter, ast.Tuple) or not isinstance(loop.target, ast.Name):
            return None
        names = [e.id if isinstance(e, ast.Name) else "" for e in loop.iter.elts]
        members = tuple(self.constants.get(name, -1) for name in names)
        if not names or -1 in members or "CURSOR" in names or len(set(names)) < len(names):
            return None
        if self._why_not_alone(loop, set(names)) is not None:
            return None
        var, sides = loop.target.id, set()
        for n in (n for stmt in loop.body for n in _walk(stmt)):
            if not (isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute)):
                continue
            if not (isinstance(n.func.value, ast.Name) and n.func.value.id == "_vm"):
                continue
            if n.func.attr in READS:
                continue
            if n.func.attr != "turn" or not _top_turn(n, var):
                return None
            sides.add(n.args[3].value)  # type: ignore[attr-defined]
        return members if len(sides) <= 1 else None

    def _alone(self, name: str, names: set[str]) -> bool:
        """Does routine `name` change nothing and name no stack at all (so
        that called with a member it reads that member alone)?"""
        if name not in self.readonly:
            return False
        stacks = set(self.constants)
        for called in _reach({name}, self.calls):
            nodes = self.nodes.get(called)
            if nodes is None or not stacks.isdisjoint(self.named[called]):
                return False
            if any(
                isinstance(n, ast.Attribute) and n.attr in ("here", "g", "piles") for n in nodes
            ):
                return False
        return True

    def _why_call_changes(self, call: ast.Call) -> str | None:
        func = call.func
        if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
            if func.value.id == "_vm":
                return None if func.attr in READS else f"changes the game ({func.attr})"
            if func.value.id == "self":
                return None if func.attr in self.readonly else f"calls {func.attr}"
        if isinstance(func, ast.Name) and func.id in PURE:
            return None
        return "calls what it cannot read"

    def _in_symmetric_chain(self, node: ast.Name, parents: dict, names: set[str]) -> bool:
        """Is `node` an operand's name in an AND or OR chain whose operands
        are one expression written once per member (`A1! = 13 and A2! = 13
        and ...`, `s = T1 or s = T2 or ...`) and change nothing?"""
        child: ast.AST = node
        up = parents.get(id(child))
        while up is not None and not isinstance(up, ast.BoolOp):
            child, up = up, parents.get(id(up))
        if up is None:
            return False
        shapes, seen = set(), []
        for operand in up.values:
            used = [n.id for n in _walk(operand) if isinstance(n, ast.Name) and n.id in names]
            if len(used) != 1:
                return False
            if any(
                isinstance(n, ast.Call) and self._why_call_changes(n) is not None
                for n in _walk(operand)
            ):
                return False
            seen.append(used[0])
            shapes.add(ast.dump(_renamed(operand, used[0])))
        return len(shapes) == 1 and sorted(seen) == sorted(names)

    def _read_only(self) -> set[str]:
        """The routines that change nothing: no write to the working copy or
        a global, and calls only to routines that change nothing."""
        writes = {name for name, nodes in self.nodes.items() if _writes(nodes)}
        changed = True
        while changed:
            changed = False
            for name, called in self.calls.items():
                if name not in writes and any(c in writes or c not in self.methods for c in called):
                    writes.add(name)
                    changed = True
        return set(self.methods) - writes


def _methods_read(owner: type, filename: str, lines: list[str]) -> ast.ClassDef | None:
    """`owner`'s source-level methods read from their lines alone (in a
    generated module they are a small part of its source), as the body of
    a class; None where a method's lines cannot be told or do not parse."""
    spans = set()
    for name, value in vars(owner).items():
        code = getattr(value, "__code__", None)
        if not name.startswith(SOURCE) or code is None or code.co_name != name:
            continue  # (not a method's own def: not read, as in the whole module)
        if code.co_filename != filename:
            return None
        ends = [end for _, end, _, _ in code.co_positions() if end is not None]
        spans.add((code.co_firstlineno, max(ends, default=code.co_firstlineno)))
    text = "".join("".join(lines[first - 1 : last]) for first, last in sorted(spans))
    try:
        tree = ast.parse("class _:\n" + text).body[0]
    except SyntaxError:
        return None
    return tree if isinstance(tree, ast.ClassDef) else None


def _stack_constants(cls: type, names: dict[str, Any]) -> dict[str, int] | None:
    """The module's name for each stack number (`F1 = 2`; `names`: the
    module's globals), or None when a stack has none."""
    found = {}
    for index, info in enumerate(cls.stack_table):
        name = info.key.upper()
        if names.get(name) != index:
            return None
        found[name] = index
    found["CURSOR"] = len(cls.stack_table)
    return found


def _joined(method: ast.FunctionDef) -> ast.FunctionDef:
    """`method` with the AND and OR chains the emitter split over a
    temporary put back together: `_t = a and b` then `if _t: _t = c`
    is `_t = a and b and c` (OR: `if not _t:`)."""

    # (in place, innermost first: the tree is parsed for this proof alone)
    for node in reversed(_walk(method)):
        for field in ("body", "orelse"):
            body = getattr(node, field, None)
            if isinstance(body, list) and body and isinstance(body[0], ast.stmt):
                setattr(node, field, _join_statements(body))
    return method


def _join_statements(body: list[ast.stmt]) -> list[ast.stmt]:
    out: list[ast.stmt] = []
    for stmt in body:
        last = out[-1] if out else None
        if (
            isinstance(last, ast.Assign)
            and len(last.targets) == 1
            and isinstance(last.targets[0], ast.Name)
            and last.targets[0].id.startswith("_t")
            and isinstance(stmt, ast.If)
            and not stmt.orelse
            and len(stmt.body) == 1
            and isinstance(stmt.body[0], ast.Assign)
            and ast.dump(stmt.body[0].targets[0]) == ast.dump(last.targets[0])
        ):
            temp = last.targets[0].id
            test = stmt.test
            op: ast.boolop | None = None
            if isinstance(test, ast.Name) and test.id == temp:
                op = ast.And()
            elif (
                isinstance(test, ast.UnaryOp)
                and isinstance(test.op, ast.Not)
                and isinstance(test.operand, ast.Name)
                and test.operand.id == temp
            ):
                op = ast.Or()
            if op is not None:
                first = last.value
                values = (
                    first.values
                    if isinstance(first, ast.BoolOp) and type(first.op) is type(op)
                    else [first]
                )
                last.value = ast.BoolOp(op=op, values=[*values, stmt.body[0].value])
                continue
        out.append(stmt)
    return out


def _renamed(node: ast.AST, name: str) -> ast.AST:
    """`node` with the stack constant `name` written as a placeholder."""
    copied = copy.deepcopy(node)
    for n in _walk(copied):
        if isinstance(n, ast.Name) and n.id == name:
            n.id = "_member"
    return copied


def _fresh_each_turn(name: str, loop: ast.For, where: Where) -> bool:
    """Does each turn of `loop` set local `name` before reading it, with
    nothing reading it after the loop?"""
    first = next(
        (s for s in loop.body if any(isinstance(n, ast.Name) and n.id == name for n in _walk(s))),
        None,
    )
    return (
        isinstance(first, ast.Assign)
        and [ast.dump(t) for t in first.targets] == [ast.dump(ast.Name(name, ast.Store()))]
        and not any(isinstance(n, ast.Name) and n.id == name for n in _walk(first.value))
        and _unread_after(name, loop, where)
    )


def _unread_after(name: str, loop: ast.For, where: Where) -> bool:
    """Does nothing read local `name` after `loop` (in the method whose
    nodes and parents are `where`): no read outside it but before it (and
    not inside a loop around it), or inside another loop over stacks that
    sets it afresh?"""
    nodes, parents = where
    above = _above(loop, parents)
    if any(isinstance(up, ast.For) and _target(up) == name for up in above):
        return False  # a loop around it sets it: read after, at its next turn
    around = {id(up) for up in above if isinstance(up, ast.While | ast.For)}
    for n in nodes:
        if isinstance(n, ast.Name) and n.id == name and isinstance(n.ctx, ast.Load):
            over = _above(n, parents)
            if any(up is loop or isinstance(up, ast.For) and _target(up) == name for up in over):
                continue  # (inside the loop, or inside another that sets it afresh)
            if n.lineno >= loop.lineno or any(id(up) in around for up in over):
                return False
    return True


def _above(node: ast.AST, parents: dict[int, ast.AST]) -> list[ast.AST]:
    """The nodes that hold `node`, innermost first."""
    out = []
    while id(node) in parents:
        node = parents[id(node)]
        out.append(node)
    return out


def _walk(node: ast.AST, parents: dict[int, ast.AST] | None = None) -> list[ast.AST]:
    """`node` and every node under it, in `ast.walk`'s order (breadth
    first), read from the fields directly (`ast.walk` costs several times
    as much); `parents`, if given, filled with each node's parent by id."""
    out, at = [node], 0
    while at < len(out):
        here = out[at]
        at += 1
        for field in here._fields:
            value = getattr(here, field, None)
            if isinstance(value, ast.AST):
                children = [value]
            elif isinstance(value, list):
                children = [v for v in value if isinstance(v, ast.AST)]
            else:
                continue
            out.extend(children)
            if parents is not None:
                for child in children:
                    parents[id(child)] = here
    return out


def _target(loop: ast.For) -> str:
    return loop.target.id if isinstance(loop.target, ast.Name) else ""


def _temp_assignment(node: ast.AST) -> bool:
    """An assignment to an emitter's temporary (`_t1`), which holds one
    expression's value and is read only right after."""
    targets = node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)]
    return all(isinstance(t, ast.Name) and t.id.startswith("_t") for t in targets)


def _constant(node: ast.AST | None, value: Any) -> bool:
    return isinstance(node, ast.Constant) and node.value is value


def _top_turn(call: ast.Call, var: str) -> bool:
    """Is `call` `_vm.turn(var, _vm.size(var), None, "side")`: TURN var[var!]?"""
    args = call.args
    if call.keywords or len(args) != 4:
        return False
    size = args[1]
    return (
        isinstance(args[0], ast.Name)
        and args[0].id == var
        and isinstance(size, ast.Call)
        and isinstance(size.func, ast.Attribute)
        and size.func.attr == "size"
        and isinstance(size.func.value, ast.Name)
        and size.func.value.id == "_vm"
        and len(size.args) == 1
        and not size.keywords
        and isinstance(size.args[0], ast.Name)
        and size.args[0].id == var
        and _constant(args[2], None)
        and isinstance(args[3], ast.Constant)
        and isinstance(args[3].value, str)
    )


def _constant_bool(node: ast.AST | None) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, bool)


def _self_calls(nodes: list[ast.AST]) -> set[str]:
    """The methods of `self` that the nodes (a method's walk) call."""
    return {
        n.func.attr
        for n in nodes
        if isinstance(n, ast.Call)
        and isinstance(n.func, ast.Attribute)
        and isinstance(n.func.value, ast.Name)
        and n.func.value.id == "self"
    }


def _reach(roots: set[str], calls: dict[str, set[str]]) -> set[str]:
    seen: set[str] = set()
    todo = list(roots)
    while todo:
        name = todo.pop()
        if name not in seen:
            seen.add(name)
            todo.extend(calls.get(name, ()))
    return seen


def _writes(nodes: list[ast.AST]) -> bool:
    """Do the nodes (a method's walk) write to the working copy (a call
    other than a read) or to a global or a card (an assignment to anything
    but a local)?"""
    for n in nodes:
        if isinstance(n, ast.Call) and isinstance(n.func, ast.Attribute):
            owner = n.func.value
            if isinstance(owner, ast.Name) and owner.id == "_vm" and n.func.attr not in READS:
                return True
        if isinstance(n, ast.Assign | ast.AugAssign):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target]
            if any(not isinstance(t, ast.Name) for t in targets):
                return True
    return False


def _values(pile: tuple[int, ...]) -> bytes:
    """A pile's card values (a card's id dropped): what makes two piles one
    in the search key (two identical cards of a two-deck game)."""
    return bytes(map(VALUE_MASK.__and__, pile))


class SearchKey:
    """The search key of one CDL game: for each pile its number in the
    game's table of piles (`tables.Piles`: equal card values, one number), each
    group's numbers sorted, then the number of the table of drawings, and,
    where the game has them, the globals (a STACK global naming a member by
    its pile's place in the sorted group), the outcome and the generator.
    A tuple of shared ints, hashed by the search's table.

    The search's successor (`CdlGame.search_successor`) notes what it made
    (`played`: the state, its parent and the stacks whose piles changed):
    the key of such a state keeps the parent's numbers (found once for all
    its moves: a search plays every move of a position in turn) and looks
    up only the changed piles (`after`), as the Paperlang search's
    `key_after`. `CdlGame.search_step` asks `after` before it makes the
    state, and makes it only where the key is new."""

    def __init__(self, game: Any, groups: list[tuple[int, ...]]) -> None:
        self.groups = groups
        # the groups whose members stand side by side in the table: sorted as slices
        self.slices = [(g[0], g[-1] + 1) for g in groups if g == tuple(range(g[0], g[-1] + 1))]
        self.scattered = [g for g in groups if g != tuple(range(g[0], g[-1] + 1))]
        # the globals that hold stacks (declared STACK: None until assigned)
        self.stack_globals = tuple(
            index for index, (_, value) in enumerate(game.global_vars) if value is None
        )
        self.extra = game._draws_after_deal()  # the generator counts (as in `key`)
        self.outcome = not game._pure_judges  # the outcome counts (as in `key`)
        self.tupled = bool(game.global_vars) or self.extra or self.outcome
        self.piles = Piles(_values)
        self.number = self.piles.__getitem__  # (the table is cleared in place, never replaced)
        self.drawings: dict[tuple[int, ...], int] = {}  # a table of drawings -> its number
        self.drawn = 0  # the numbers given
        # for each table of drawings met (by its id, with it): has each group's
        # members one drawing there? and its number
        self.plain: dict[int, tuple[tuple[int, ...], bool, int]] = {}
        self.last: tuple[Any, bool, int] = (None, False, 0)  # the entry of `plain` read last
        # what `CdlGame.search_successor` made last: (the state, its parent,
        # the stacks whose piles are not the parent's)
        self.played: tuple[Any, Any, Any] = (None, None, ())
        # the parent keyed last by `played`, and its piles' numbers
        self.parent: Any = None
        self.numbers: list[int] = []

    def __call__(self, state: Any) -> Hashable:
        bottoms, globals_ = state.bottoms, state.globals
        found = self.last
        if found[0] is not bottoms:
            found = self._plain(bottoms)
        if found[1] and not (self.stack_globals and globals_) and not self.outcome:
            played = self.played
            if played[0] is state:  # the parent's numbers, but for the piles changed
                return self.after(played[1], state.piles, played[2], bottoms)
            return self.after(state, state.piles, (), bottoms)  # (as the parent of no move)
        parts = list(map(self.number, state.piles))
        bottoms, globals_ = self._sorted(parts, list(bottoms), globals_)
        parts.append(self._number(bottoms))
        return self._tupled(tuple(parts), globals_, state)

    def after(self, parent: Any, piles: Any, changed: Any, bottoms: tuple[int, ...]) -> Any:
        """The key of the state a move made from `parent` (its piles
        `piles`, of which only those of the stacks `changed` are not the
        parent's; its drawings `bottoms`; its globals, generator and next
        id the parent's), from the parent's numbers (found once for all its
        moves: a search plays every move of a position in turn); None
        where it is worked out whole (a group whose members' drawings
        differ, a STACK global, the outcome counted)."""
        found = self.last
        if found[0] is not bottoms:
            found = self._plain(bottoms)
        globals_ = parent.globals
        if not found[1] or (self.stack_globals and globals_) or self.outcome:
            return None
        number = self.number
        if parent is self.parent:
            parts = self.numbers.copy()
        elif changed:
            self.parent = parent
            self.numbers = list(map(number, parent.piles))
            parts = self.numbers.copy()
        else:  # (a state keyed whole, `__call__`: not kept as a parent)
            parts = list(map(number, parent.piles))
        for index in changed:
            parts[index] = number(piles[index])
        for a, b in self.slices:  # (sorted in place: `sorted` copies once more)
            members = parts[a:b]
            members.sort()
            parts[a:b] = members
        for group in self.scattered:
            for index, pile in zip(group, sorted([parts[i] for i in group]), strict=True):
                parts[index] = pile
        parts.append(found[2])
        if not self.tupled:
            return tuple(parts)
        return self._tupled(tuple(parts), globals_, parent)

    def _plain(self, bottoms: tuple[int, ...]) -> tuple[tuple[int, ...], bool, int]:
        """`_drawn` of `bottoms`, kept by the table's id, and kept as the
        last asked (a move shares its parent's drawings: most keys ask of
        the last)."""
        found = self.plain.get(id(bottoms))
        if found is None or found[0] is not bottoms:
            found = self._drawn(bottoms)
        self.last = found
        return found

    def _tupled(self, key: tuple, globals_: tuple, state: Any) -> Hashable:
        """`key` (the piles' numbers and the drawings'), with the globals,
        the outcome and the generator of `state` where they count."""
        if not self.tupled:
            return key
        out = (key, globals_)
        if self.outcome:  # (where win? and loose? are pure, the rest decides it: `key`)
            out += (state.outcome,)
        return out + (state.rng, state.next_id) if self.extra else out

    def _drawn(self, bottoms: tuple[int, ...]) -> tuple[tuple[int, ...], bool, int]:
        """Whether each group's members have one drawing in `bottoms`, and
        its number: kept by the table's id."""
        if len(self.plain) > 1_000:
            self.plain.clear()
        plain = all(len({bottoms[i] for i in g}) == 1 for g in self.groups)
        found = self.plain[id(bottoms)] = (bottoms, plain, self._number(bottoms))
        return found

    def _number(self, bottoms: tuple[int, ...]) -> int:
        """The number of a table of drawings (one per table met)."""
        drawings = self.drawings
        number = drawings.get(bottoms)
        if number is None:
            if len(drawings) > 100_000:
                drawings.clear()  # (numbering on: see `Piles`)
            self.drawn += 1
            number = drawings[bottoms] = self.drawn
        return number

    def _sorted(self, parts: list, bottoms: list, globals_: tuple) -> tuple[tuple, tuple]:
        """Sort each group's (pile, drawing) pairs in `parts` and `bottoms`
        in place; the globals with each member a STACK global names
        written as its group's number and the first place in the sorted
        group of a pile and drawing equal to its own."""
        places: dict[int, tuple[int, tuple]] = {}
        for number, group in enumerate(self.groups):
            for member in group:
                places[member] = (number, (parts[member], bottoms[member]))
            pairs = sorted([(parts[i], bottoms[i]) for i in group])
            for index, (pile, bottom) in zip(group, pairs, strict=True):
                parts[index] = pile
                bottoms[index] = bottom
        if self.stack_globals:
            named = list(globals_)
            for index in self.stack_globals:
                found = places.get(named[index])
                if found is not None:
                    number, pair = found
                    group = self.groups[number]
                    first = next(j for j, m in enumerate(group) if (parts[m], bottoms[m]) == pair)
                    named[index] = ("member", number, first)
            globals_ = tuple(named)
        return tuple(bottoms), globals_


def search_key_of(game: Any) -> Callable[[Any], Hashable] | None:
    """`game`'s search key, or None when no stacks are alike (the exact key serves)."""
    groups = alike_groups(game)
    return SearchKey(game, groups) if groups else None


__all__ = ["SearchKey", "alike_groups", "search_key_of", "turned_alone", "why_apart"]
