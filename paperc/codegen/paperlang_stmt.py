"""Paperlang IR statements -> lines of Python (a method body).

Each statement gets a comment quoting its source line, then its Python:
control flow as Python `if`/`while`/`for`, transfers as `rt.transfer(...)`
specs handed to `rt.run` / `rt.auto` / `rt.every` / `rt.ask`, and
`pickone`/`buttons` as `picked = yield from ...` followed by the `then`
bodies in an `if picked == k` chain.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from paperc import ir
from paperc.codegen.paperlang_expr import ExprWriter, Scope, Unsupported, is_local
from paperc.codegen.pyfmt import Atom, Call, Keyword, Node, layout
from paperc.codegen.render import py
from paperc.flow import interactive_phases, waits
from runtime.engine.cards import STANDARD_DECK

# the deck's card types (from runtime.engine.cards) and the last two live elsewhere
__all__ = ["STANDARD_DECK", "BlockWriter", "interactive_phases", "waits"]

DEFAULTS = {"int": 0, "bool": False}


class Module(Protocol):
    """What a block's writer reads of the module it writes in (the module
    writer, paperlang.py, imports this module: not the other way round)."""

    exprs: ExprWriter
    waiting: set[str]  # the phases that may wait for the player
    phase_names: dict[str, str]  # phase -> its method

    def where(self, line: int, indent: int, text: str | None = None, file: str = "") -> str:
        """The comment naming a source line."""
        ...

    def reasons(self, t: ir.Transfer) -> tuple[tuple[str, str], ...]:
        """A transfer's `; refused:` sentences."""
        ...


@dataclass(frozen=True)
class _Place:
    """One card of each type of the built-in deck placed on `dest` (what
    `#use "deck"` does), generated as one `rt.place` call."""

    dest: Any
    line: int
    file: str


def _placed(s: Any) -> tuple[tuple[str, str], str] | None:
    """((destination, file), type) of a plain `place T -> stack 1`."""
    if not (isinstance(s, ir.Transfer) and isinstance(s.source, ir.SourceCreate)):
        return None
    plain = (
        s.source.kind == "place"
        and s.prefix is None
        and not s.interactive
        and s.op == "move"
        and not s.under
        and s.end in (None, "top")
        and isinstance(s.amount, ir.Const)
        and s.amount.value == 1
        and type(s.amount.value) is int
        and len(s.dests) == 1
        and isinstance(s.dests[0], ir.StackRef)
        and s.where_from is None
        and s.where_to is None
        and not s.dest_every
        and not s.build
    )
    return ((s.dests[0].name, s.file), s.source.card_type) if plain else None


def _placements(stmts: tuple[Any, ...]) -> list[Any]:
    """The statements, with each run that places the built-in deck's 52
    types in order on one stack, from one file, as one `_Place`."""
    found: list[Any] = []
    index = 0
    size = len(STANDARD_DECK)
    while index < len(stmts):
        first = _placed(stmts[index])
        if first is not None and index + size <= len(stmts):
            run = [_placed(s) for s in stmts[index : index + size]]
            if all(
                each is not None and each[0] == first[0] and each[1] == name
                for each, name in zip(run, STANDARD_DECK, strict=True)
            ):
                start = stmts[index]
                found.append(_Place(start.dests[0], start.line, start.file))
                index += size
                continue
        found.append(stmts[index])
        index += 1
    return found


def declares(stmts: tuple[Any, ...]) -> bool:
    return any(isinstance(s, ir.VarDecl) and s.scope == "local" for s in stmts)


class BlockWriter:
    def __init__(self, module: Module) -> None:
        self.module = module
        self.exprs = module.exprs
        self.in_hook = False

    def block(
        self,
        stmts: tuple[Any, ...],
        indent: int,
        scope: Scope,
        *,
        generator: bool = False,
        in_hook: bool = False,
        scoped: int | None = None,
    ) -> list[str]:
        """A method body; `scoped` (a line) gives it its own variable frame."""
        self.in_hook = in_hook
        self.last_line = -1
        if scoped is not None and declares(stmts):
            lines = [" " * indent + f"with rt.scope({py(scoped)}):"]
            lines += self.stmts(stmts, indent + 4, scope)
        elif generator and declares(stmts):
            lines = [" " * indent + "with rt.scope():"] + self.stmts(stmts, indent + 4, scope)
        else:
            lines = self.stmts(stmts, indent, scope)
        if generator and not waits(stmts, self.module.waiting):
            lines.append(" " * indent + "yield from ()  # a generator, though nothing here waits")
        return lines

    def stmts(self, stmts: tuple[Any, ...], indent: int, scope: Scope) -> list[str]:
        lines: list[str] = []
        for s in _placements(stmts):
            if isinstance(s, _Place):
                if (s.line, s.file) != self.last_line:
                    lines.append(" " * indent + self.module.where(s.line, indent, file=s.file))
                    self.last_line = (s.line, s.file)
                dest = self.exprs.expr(s.dest, scope)
                self.exprs.used.add("STANDARD_DECK")
                call = Call("rt.place", (Atom(py(s.line)), dest, Atom("STANDARD_DECK")))
                lines += self.emit(call, indent)
                continue
            line = int(getattr(s, "line", 0) or 0)
            file = getattr(s, "file", "")
            if line and (line, file) != self.last_line:  # one comment per source line
                lines.append(" " * indent + self.module.where(line, indent, file=file))
                self.last_line = (line, file)
            method = getattr(self, f"_{type(s).__name__}", None)
            if method is None:
                raise Unsupported(f"{type(s).__name__} is not a statement", line)
            lines += method(s, indent, scope)
        return lines

    def body(self, stmts: tuple[Any, ...], indent: int, scope: Scope, line: int) -> list[str]:
        """A nested block (if branch, loop, then-body): its own scope if it declares."""
        if declares(stmts):
            head = " " * indent + f"with rt.scope({py(line)}):"
            return [head] + self.stmts(stmts, indent + 4, scope)
        return self.stmts(stmts, indent, scope) or [" " * indent + "pass"]

    def emit(self, node: Node, indent: int, prefix: str = "", suffix: str = "") -> list[str]:
        return layout(node, indent, prefix, suffix)

    # -- variables and attributes ------------------------------------------------

    def _VarDecl(self, s: ir.VarDecl, indent: int, scope: Scope) -> list[str]:
        value = self.value(s.init, s.type, scope)
        if s.scope == "local" and s.name in self.exprs.private:
            return self.emit(value, indent, f"{self.exprs.private[s.name]} = ")
        return self.emit(Call("rt.declare", (Atom(py(s.name)), value)), indent)

    def value(self, init: Any, type_name: str, scope: Scope) -> Node:
        if init is None:
            return Atom(py(DEFAULTS.get(type_name)))
        return self.exprs.expr(init, scope)

    def _AttrDeclStmt(self, s: ir.AttrDeclStmt, indent: int, scope: Scope) -> list[str]:
        owner = self.exprs.expr(s.owner, scope)
        value = self.value(s.init, s.type, scope)
        node = Call("rt.declare_attr", (owner, Atom(py(s.name)), value, _line_kw(s.line)))
        return self.emit(node, indent)

    def _Assign(self, s: ir.Assign, indent: int, scope: Scope) -> list[str]:
        value = self.exprs.expr(s.value, scope)
        target = s.target
        private = self.exprs.private
        if isinstance(target, ir.Var) and target.scope == "local" and target.name in private:
            return self.emit(value, indent, f"{private[target.name]} = ")
        if isinstance(target, ir.Var) and target.scope != "builtin":
            return self.emit(Call("rt.assign", (Atom(py(target.name)), value)), indent)
        if isinstance(target, ir.Prop) and not target.builtin:
            owner = self.exprs.expr(target.obj, scope)
            args = (owner, Atom(py(target.name)), value, _line_kw(s.line))
            return self.emit(Call("rt.set_attr", args), indent)
        raise Unsupported("this cannot be assigned to", s.line)

    # -- control flow --------------------------------------------------------------

    def _If(self, s: ir.If, indent: int, scope: Scope) -> list[str]:
        lines: list[str] = []
        for number, (cond, body) in enumerate(s.branches):
            keyword = "if " if number == 0 else "elif "
            lines += self.emit(self.exprs.cond(cond, scope), indent, keyword, ":")
            lines += self.body(body, indent + 4, scope, _line(cond) or s.line)
        if s.orelse:
            lines.append(" " * indent + "else:")
            lines += self.body(s.orelse, indent + 4, scope, s.line)
        return lines

    def _While(self, s: ir.While, indent: int, scope: Scope) -> list[str]:
        lines = self.emit(self.exprs.cond(s.cond, scope), indent, "while ", ":")
        lines.append(" " * (indent + 4) + f"rt.tick({py(s.line)})")
        if s.body:
            lines += self.body(s.body, indent + 4, scope, s.line)
        return lines

    def _ForEachPlayer(self, s: ir.ForEachPlayer, indent: int, scope: Scope) -> list[str]:
        pad = " " * indent
        lines = [pad + "for player in rt.each_player():"]
        lines.append(pad + f"    with rt.scope({py(s.line)}):")
        lines.append(pad + f"        rt.declare({py(s.var)}, player)")
        lines += self.stmts(s.body, indent + 8, scope)
        return lines

    def _Do(self, s: ir.Do, indent: int, scope: Scope) -> list[str]:
        name = self.module.phase_names.get(s.phase)
        if name is None:
            raise Unsupported(f"there is no phase named {s.phase}", s.line)
        if s.phase in self.module.waiting:
            if self.in_hook:
                raise Unsupported(f"a card hook cannot run phase {s.phase}: it waits", s.line)
            return [" " * indent + f"yield from self.{name}(rt)"]
        return [" " * indent + f"self.{name}(rt)"]

    # -- transfers and choices --------------------------------------------------

    def spec(self, t: ir.Transfer, scope: Scope) -> Call:
        """`rt.transfer(line, sources, dests, how...)`: the statement's operands."""
        exprs = self.exprs
        if isinstance(t.source, ir.SourceCreate):
            sources: Node = Atom("()")
        else:
            sources = Call("", tuple(exprs.expr(e, scope) for e in t.source.stacks), tuple=True)
        dests = Call("", tuple(exprs.expr(e, scope) for e in t.dests), tuple=True)
        how: list[Node] = []
        if t.op == "cut":
            how.append(Keyword("cut", Atom("True")))
        if t.under:
            how.append(Keyword("under", Atom("True")))
        if t.end == "bottom":
            how.append(Keyword("end", Atom(py("bottom"))))
        if isinstance(t.amount, ir.AmountAll):
            exprs.used.add("ALL")
            how.append(Keyword("amount", Atom("ALL")))
        elif t.amount is not None:
            how.append(Keyword("amount", exprs.expr(t.amount, scope)))
        if isinstance(t.source, ir.SourceStacks) and t.source.choose:
            how.append(Keyword("choose", Atom("True")))
        if isinstance(t.source, ir.SourceCreate):
            create = (t.source.kind, t.source.card_type)
            how.append(Keyword("create", Atom(py(create))))
        if t.where_from is not None:
            body = exprs.cond(t.where_from, Scope({"from": "source"}))
            self.exprs.used.add("Stack")
            local = is_local(t.where_from)
            params = (("source", "Stack"),)
            name = exprs.add_helper("where_from", t.line, "", params, body, local, file=t.file)
            how.append(Keyword("where_from", Atom(f"self.{name}")))
        if t.where_to is not None:
            names = {"from": "source", "to": "target", "moving": "rt.moving(source)"}
            body = exprs.cond(t.where_to, Scope(names))
            self.exprs.used.add("Stack")
            params = (("source", "Stack"), ("target", "Stack"))
            local = is_local(t.where_to)
            # a build option is a cut: a filter reading `moving` is remembered per
            # cut, and one reading variables' values per value of those
            moving = t.build and is_local(t.where_to, moving=True)
            reads: set[str] = set()
            if t.build and not moving and is_local(t.where_to, moving=True, reads=reads):
                moving = True
            helper = (params, body, local, moving, tuple(sorted(reads)))
            name = exprs.add_helper("where_to", t.line, "", *helper, file=t.file)
            how.append(Keyword("where_to", Atom(f"self.{name}")))
        reasons = self.module.reasons(t)
        if reasons:
            pairs = (Call("", (Atom(py(k)), Atom(py(t))), tuple=True) for k, t in reasons)
            how.append(Keyword("refused", Call("", tuple(pairs), tuple=True)))
        if t.dest_every:
            how.append(Keyword("every_dest", Atom("True")))
        if t.build:
            how.append(Keyword("build", Atom("True")))
        return Call("rt.transfer", (Atom(py(t.line)), sources, dests, *how))

    def _Transfer(self, s: ir.Transfer, indent: int, scope: Scope) -> list[str]:
        spec = self.spec(s, scope)
        if s.prefix == "auto":
            return self.emit(Call("rt.auto", (spec,)), indent)
        if s.prefix == "every":
            return self.emit(Call("rt.every", (spec,)), indent)
        if s.interactive:
            if self.in_hook:
                raise Unsupported("a card hook cannot wait for the player", s.line)
            return self.emit(Call("rt.ask", (spec,)), indent, "yield from ")
        return self.emit(Call("rt.run", (spec,)), indent)

    def _PickOne(self, s: ir.PickOne, indent: int, scope: Scope) -> list[str]:
        if self.in_hook:
            raise Unsupported("a card hook cannot wait for the player", s.line)
        specs = tuple(self.spec(o.transfer, scope) for o in s.options)
        notes = tuple(
            self.module.where(o.line or o.transfer.line, indent + 4, file=o.file) for o in s.options
        )
        call = Call("rt.pickone", (Atom(py(s.line)), *specs), comments=("", *notes))
        bodies = [(n, o.body, o.line) for n, o in enumerate(s.options)]
        return self._choice(call, bodies, indent, scope)

    def _Buttons(self, s: ir.Buttons, indent: int, scope: Scope) -> list[str]:
        if self.in_hook:
            raise Unsupported("a card hook cannot wait for the player", s.line)
        labels = Call("", tuple(Atom(py(b.label)) for b in s.buttons), tuple=True)
        call = Call("rt.buttons", (Atom(py(s.line)), labels))
        bodies = [(n, b.body, b.line) for n, b in enumerate(s.buttons)]
        return self._choice(call, bodies, indent, scope)

    def _choice(self, call: Call, bodies: list, indent: int, scope: Scope) -> list[str]:
        bodies = [(n, body, line) for n, body, line in bodies if body]
        if not bodies:
            return self.emit(call, indent, "yield from ")
        lines = self.emit(call, indent, "picked = yield from ")
        for position, (number, body, line) in enumerate(bodies):
            keyword = "if" if position == 0 else "elif"
            lines.append(" " * indent + f"{keyword} picked == {py(number)}:")
            lines += self.body(body, indent + 4, scope, line)
        return lines

    # -- stacks, players, the end -------------------------------------------------

    def _StackOp(self, s: ir.StackOp, indent: int, scope: Scope) -> list[str]:
        if s.order:  # `shuffle deck microsoft`: the seed is a Microsoft deal number
            node = Call(
                f"rt.shuffle_{s.order}", (self.exprs.expr(s.target, scope), _line_kw(s.line))
            )
            return self.emit(node, indent)
        node = Call(f"rt.{s.op}", (self.exprs.expr(s.target, scope), _line_kw(s.line)))
        return self.emit(node, indent)

    def _FaceTurn(self, s: ir.FaceTurn, indent: int, scope: Scope) -> list[str]:
        args: list[Node] = [self.exprs.expr(s.target, scope)]
        if isinstance(s.amount, ir.AmountAll):
            self.exprs.used.add("ALL")
            args.append(Keyword("amount", Atom("ALL")))
        elif s.amount is not None:
            args.append(Keyword("amount", self.exprs.expr(s.amount, scope)))
        if s.end == "bottom":
            args.append(Keyword("end", Atom(py("bottom"))))
        method = "rt.turn_up" if s.up else "rt.turn_down"
        return self.emit(Call(method, (*args, _line_kw(s.line))), indent)

    def _Outcome(self, s: ir.Outcome, indent: int, scope: Scope) -> list[str]:
        method = "rt.win" if s.kind == "win" else "rt.lose"
        node = Call(method, (self.exprs.expr(s.player, scope), _line_kw(s.line)))
        return self.emit(node, indent)

    def _Players(self, s: ir.Players, indent: int, scope: Scope) -> list[str]:
        node = Call("rt.set_players", (self.exprs.expr(s.count, scope), _line_kw(s.line)))
        return self.emit(node, indent)


def _line_kw(line: int) -> Keyword:
    return Keyword("line", Atom(py(line)))


def _line(e: Any) -> int:
    return int(getattr(e, "line", 0) or 0)
