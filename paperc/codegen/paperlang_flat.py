"""The fast path of a Paperlang game (`runtime.engine.paperlang.flat`):
decided here, at compile time, and written out as Python.

A game takes the fast path only when everything its turn does is on an
explicit list of features (`refusal` says which one stops it otherwise):
a turn of plain int and bool locals computed from pile sizes, then one
`pickone` whose picks move cards between named stacks, `build` moves
judged by the piles' own rules, `where` filters over sizes, locals and
constants, and `then` bodies of plain transfers. A feature not on the list
(a phase, a card hook, a card attribute, a score, a grid, a shuffle during
play, a feature added later) keeps the game on the general engine.

What is written: `flat_options`, the picks as loops over stack indexes
with each pile's build rule as an inline predicate on card codes
(`id * 2 + face_up`; `rank`, `red`, `suit` are tables by code), and
`flat_then`, the `then` bodies. Each block sits under a comment naming its
source line, so the module's line table maps it back to the `.pl` file.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from paperc import ir
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_stmt import STANDARD_DECK
from paperc.codegen.pyfmt import WIDTH, Atom, Chain, flat, layout
from paperc.codegen.render import py
from paperc.flow import interactive_phases, waits

ARITHMETIC = ("+", "-", "*")
COMPARISON = ("==", "!=", "<", ">", "<=", ">=")
LOGIC = {"and": "and", "or": "or", "&&": "and", "||": "or"}
RANK_LETTERS = "A23456789TJQK"
TABLES = ("rank", "red", "suit", "suitno", "colour", "suited")  # FlatGame's, by card code
VARS = "self.flat_vars"  # the game's variables, fixed once the deal is done


class NotFlat(Exception):
    """What keeps a game off the fast path, in words."""


@dataclass
class Piles:
    """Where each declared stack sits in the state: (first index, members)."""

    where: dict[str, tuple[int, int]] = field(default_factory=dict)
    props: dict[str, ir.PileProps | None] = field(default_factory=dict)

    def indexes(self, e: Any) -> tuple[str, tuple[int, ...]]:
        """A pick's operand as (its declaration's name, its stack indexes)."""
        if isinstance(e, ir.StackRef | ir.ListRef) and e.name in self.where:
            start, count = self.where[e.name]
            return e.name, tuple(range(start, start + count))
        if isinstance(e, ir.Member) and e.y is None and isinstance(e.index, ir.Const):
            start, count = self.where.get(e.base, (0, 0))
            index = e.index.value
            if type(index) is int and 0 <= index < count:
                return e.base, (start + index,)
        raise NotFlat(f"line {_line(e)}: a pick names its stacks by name or constant index")


def refusal(program: ir.PaperlangProgram) -> str | None:
    """Why the game cannot take the fast path, or None when it can."""
    try:
        FlatWriter(program, lambda line, indent, text=None: "")
    except NotFlat as exc:
        return str(exc)
    return None


class FlatWriter:
    """Checks a program against the fast path's list and writes its methods."""

    def __init__(self, program: ir.PaperlangProgram, where: Any) -> None:
        self.program = program
        self.where = where  # (line, indent) -> the `# game.pl:N ...` comment
        self.piles = Piles()
        self.globals: dict[str, str] = {}  # game variable -> its type
        self.locals: set[str] = set()
        self.used_globals: set[str] = set()
        self._check_game()
        turn = program.turn
        if not turn or not isinstance(turn[-1], ir.PickOne):
            raise NotFlat("the turn does not end with its one `pickone`")
        self.pickone: ir.PickOne = turn[-1]
        self.prefix = turn[:-1]
        self.picks = [self._check_pick(number, o) for number, o in enumerate(self.pickone.options)]
        self._check_overlap()
        self.options_body = self._options()
        self.then_body = self._then()
        for line in self.options_body + self.then_body:
            if len(line) > WIDTH:  # (nothing splits it as ruff would: keep the general engine)
                raise NotFlat(f"a line of the fast path is too long to write: {line.strip()}")

    # -- the checks ------------------------------------------------------------------

    def _check_game(self) -> None:
        program = self.program
        if program.phases:
            raise NotFlat("the game has phases")
        if program.hooks:
            raise NotFlat("the game has card hooks")
        if program.score is not None:
            raise NotFlat("the game has a `score`")
        types = program.card_types
        if len(types) != len(STANDARD_DECK) + 1 or types[0].name != "number":
            raise NotFlat("the game has card types of its own (the fast path knows the deck)")
        if any(card.attrs for card in types[1:]):
            raise NotFlat("the game's cards have attributes of their own")
        index = 0
        for stack in program.stacks:
            if stack.kind not in ("stack", "list") or stack.visibility == "private":
                kind = f"{stack.visibility} {stack.kind}"
                raise NotFlat(f"line {stack.line}: {stack.name} is a {kind}")
            if stack.attrs or stack.owner:
                raise NotFlat(f"line {stack.line}: {stack.name} has attributes")
            props = stack.props
            if props is not None and props.build and props.build[0] == "X":
                raise NotFlat(f"line {stack.line}: {stack.name}'s base is fixed in play (X)")
            if props is not None and props.group and props.group[0] == "F":
                raise NotFlat(f"line {stack.line}: {stack.name} lets any face-up card go (group F)")
            count = stack.shape[0] if stack.kind == "list" else 1
            self.piles.where[stack.name] = (index, count)
            self.piles.props[stack.name] = props
            index += count
        for stmt in program.load:
            if isinstance(stmt, ir.VarDecl) and stmt.scope == "global":
                self.globals[stmt.name] = stmt.type
        waiting = interactive_phases({})
        if waits(program.setup, waiting):
            raise NotFlat("the setup waits for the player")
        for stmt in self.program.turn[:-1]:
            self._check_prefix(stmt)

    def _check_prefix(self, stmt: Any) -> None:
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "local":
            if stmt.type not in ("int", "bool"):
                raise NotFlat(f"line {stmt.line}: the turn keeps a {stmt.type}")
            self.locals.add(stmt.name)
            if stmt.init is not None:
                self.expr(stmt.init, {})
        elif isinstance(stmt, ir.Assign):
            target = stmt.target
            if not (isinstance(target, ir.Var) and target.name in self.locals):
                raise NotFlat(f"line {stmt.line}: the turn changes a game variable")
            self.expr(stmt.value, {})
        elif isinstance(stmt, ir.While):
            self.expr(stmt.cond, {})
            for inner in stmt.body:
                self._check_prefix(inner)
        elif isinstance(stmt, ir.If):
            for cond, body in stmt.branches:
                self.expr(cond, {})
                for inner in body:
                    self._check_prefix(inner)
            for inner in stmt.orelse:
                self._check_prefix(inner)
        elif isinstance(stmt, ir.PickOne):
            raise NotFlat(f"line {stmt.line}: the turn goes on after its `pickone`")
        else:
            raise NotFlat(f"line {_line(stmt)}: the turn runs a {type(stmt).__name__}")

    def _check_pick(self, number: int, option: ir.PickOption) -> dict[str, Any]:
        t = option.transfer
        line = t.line
        if not isinstance(t.source, ir.SourceStacks) or t.source.choose:
            raise NotFlat(f"line {line}: a pick that creates or chooses cards")
        if t.under or t.prefix is not None or t.dest_every or not t.interactive:
            raise NotFlat(f"line {line}: a pick moving under, auto, every or to every")
        if t.end not in (None, "top"):
            raise NotFlat(f"line {line}: a pick from the bottom")
        sources = [self.piles.indexes(e) for e in t.source.stacks]
        dests = [self.piles.indexes(e) for e in t.dests]
        props = self.piles.props
        if t.build:
            if t.amount is not None:
                raise NotFlat(f"line {line}: a build move with an amount")
            for name, _ in dests:
                if props[name] is None or not props[name].build:  # type: ignore[union-attr]
                    raise NotFlat(f"line {line}: a build move onto {name}, which has no rule")
            for name, _ in sources:
                pile = props[name]
                if pile is not None and not pile.build and (pile.group or "")[:1] == "Y":
                    raise NotFlat(f"line {line}: {name} lets groups go but has no rule")
        else:
            for name, _ in sources + dests:
                pile = props[name]
                if pile is not None and (pile.build or pile.group or pile.maxlength is not None):
                    raise NotFlat(f"line {line}: a plain move judged by {name}'s pile rules")
        amount = None if t.build else self._amount(t.amount, line)
        click = len(t.dests) == 1 and not isinstance(t.dests[0], ir.ListRef)
        if amount == 0:
            click = True
        context = {"from": True, "to": True, "moving": True}
        if t.where_from is not None:
            self.expr(t.where_from, {"from": True})
        if t.where_to is not None:
            self.expr(t.where_to, context)
        for stmt in option.body:
            self._check_then(stmt)
        return {
            "number": number,
            "transfer": t,
            "sources": sources,
            "dests": dests,
            "amount": amount,
            "click": click,
            "body": option.body,
        }

    def _amount(self, amount: Any, line: int) -> int | str | None:
        if amount is None or isinstance(amount, ir.AmountAll):
            return None  # no amount: all the cards (as `Spec`'s default)
        if isinstance(amount, ir.Const) and type(amount.value) is int:
            return max(0, amount.value)
        if isinstance(amount, ir.Var) and self.globals.get(amount.name) == "int":
            if amount.scope == "global":
                return amount.name
        raise NotFlat(f"line {line}: an amount that is not a number or a game's int")

    def _check_then(self, stmt: Any) -> None:
        if not isinstance(stmt, ir.Transfer) or stmt.build or stmt.interactive:
            raise NotFlat(f"line {_line(stmt)}: a `then` body doing more than plain transfers")
        if not isinstance(stmt.source, ir.SourceStacks) or stmt.source.choose:
            raise NotFlat(f"line {stmt.line}: a `then` transfer that creates or chooses")
        if stmt.under or stmt.prefix is not None or stmt.dest_every or stmt.end == "bottom":
            raise NotFlat(f"line {stmt.line}: a `then` transfer under, to every, or from below")
        if stmt.where_from is not None or stmt.where_to is not None:
            raise NotFlat(f"line {stmt.line}: a `then` transfer with a filter")
        if len(stmt.source.stacks) != 1 or len(stmt.dests) != 1:
            raise NotFlat(f"line {stmt.line}: a `then` transfer between several stacks")
        for e in (stmt.source.stacks[0], stmt.dests[0]):
            if len(self.piles.indexes(e)[1]) != 1:
                raise NotFlat(f"line {stmt.line}: a `then` transfer naming a stacklist")
        self._amount(stmt.amount, stmt.line)

    def _check_overlap(self) -> None:
        """Two picks offering one option would need the general engine's
        rule that the first one wins; the fast path has none."""
        seen: set[tuple[bool, int, int]] = set()
        for pick in self.picks:
            build = pick["transfer"].build
            mine = {
                (build, a, b)
                for _, sources in pick["sources"]
                for a in sources
                for _, dests in pick["dests"]
                for b in dests
            }
            if mine & seen:
                raise NotFlat(f"line {pick['transfer'].line}: two picks offer the same move")
            seen |= mine

    # -- expressions -------------------------------------------------------------------

    def expr(self, e: Any, context: dict[str, bool]) -> Any:
        """A filter's or the turn's expression as a pyfmt node, over `s`
        (the state), `a`/`b` (source and destination), `n` (the source's
        size) and `m` (the cards moving)."""
        if isinstance(e, ir.Const) and type(e.value) in (int, bool):
            return Atom(py(e.value))
        if isinstance(e, ir.Var):
            if e.scope == "local" and e.name in self.locals:
                return Atom("v_" + pyident(e.name))
            if e.scope == "global" and self.globals.get(e.name) in ("int", "bool"):
                if not _assigned(self.program.turn, e.name):
                    self.used_globals.add(e.name)
                    return Atom("g_" + pyident(e.name))
            raise NotFlat(f"line {e.line}: the turn reads {e.name}")
        if isinstance(e, ir.Unary):
            inner = self.expr(e.operand, context)
            if e.op in ("not", "!"):
                return Atom(f"not {_wrapped(inner)}")
            if e.op == "-":
                return Atom(f"-{_wrapped(inner)}")
            if e.op == "+":
                return inner
        if isinstance(e, ir.Binary):
            return self._binary(e.op, e.left, e.right, context, e.line)
        if isinstance(e, ir.Chain):
            ops = {op for op, _ in e.rest}
            if len(ops) == 1 and next(iter(ops)) in LOGIC:
                operands = [self.expr(x, context) for x in (e.first, *(x for _, x in e.rest))]
                return _logic(LOGIC[next(iter(ops))], operands)
        if isinstance(e, ir.Prop) and e.builtin and e.name == "size":
            return Atom(self._size(e.obj, context))
        raise NotFlat(f"line {_line(e)}: the turn uses {type(e).__name__}")

    def _binary(self, op: str, left: Any, right: Any, context: dict[str, bool], line: int) -> Any:
        if op in LOGIC:
            return _logic(LOGIC[op], [self.expr(left, context), self.expr(right, context)])
        if op in ("==", "!=") and _is_stack(left) and _is_stack(right):
            return Atom(f"{self._stack(left, context)} {op} {self._stack(right, context)}")
        if op in ARITHMETIC or op in COMPARISON:
            sides = [self.expr(left, context), self.expr(right, context)]
            return Atom(f"{_wrapped(sides[0])} {op} {_wrapped(sides[1])}")
        raise NotFlat(f"line {line}: the operator {op}")

    def _stack(self, e: Any, context: dict[str, bool]) -> str:
        """A stack in an expression, as its index."""
        if isinstance(e, ir.Var) and e.scope == "builtin" and e.name in ("from", "to"):
            if not context.get(e.name):
                raise NotFlat(f"line {e.line}: {e.name} read outside its filter")
            return "a" if e.name == "from" else "b"
        if isinstance(e, ir.StackRef) and e.name in self.piles.where:
            return str(self.piles.where[e.name][0])
        if isinstance(e, ir.Member) and e.y is None and e.base in self.piles.where:
            start, count = self.piles.where[e.base]
            index = _wrapped(self.expr(e.index, context))
            if isinstance(e.index, ir.Const) and type(e.index.value) is int:
                if 0 <= e.index.value < count:
                    return str(start + e.index.value)
            checked = f"self.flat_member({index}, {start}, {count}, {e.line})"
            at = f"{index} + {start}" if start else index
            return f"{at} if 0 <= {index} < {count} else {checked}"
        raise NotFlat(f"line {_line(e)}: a stack the fast path cannot name")

    def _size(self, obj: Any, context: dict[str, bool]) -> str:
        if isinstance(obj, ir.Var) and obj.scope == "builtin":
            if obj.name == "from" and context.get("from"):
                return "n"
            if obj.name == "moving" and context.get("moving"):
                return "m"
            if obj.name == "to" and context.get("to"):
                return "len(s[b])"
        return f"len(s[{self._stack(obj, context)}])"

    # -- flat_options --------------------------------------------------------------------

    def _options(self) -> list[str]:
        lines: list[str] = []
        pad = " " * 8
        for stmt in self.prefix:
            lines += self._prefix(stmt, 8)
        lines += self._takes()
        lines.append(f"{pad}found = []")
        for pick in self.picks:
            lines.append(pad + self.where(pick["transfer"].line, 8))
            if pick["transfer"].build:
                lines += self._build(pick)
            else:
                lines += self._plain(pick)
        lines.append(f"{pad}return found")
        used = _names("\n".join(line.split("#")[0] for line in lines))
        tables = [name for name in TABLES if name in used]
        head = [f"{pad}{name} = self.flat_{name}" for name in tables]
        for name in sorted(self.used_globals):
            head.append(f'{pad}g_{pyident(name)} = {VARS}["{name}"]')
        if "steps" in used:
            head.append(f"{pad}steps = STEP_BUDGET")
        return head + lines

    def _prefix(self, stmt: Any, indent: int) -> list[str]:
        pad = " " * indent
        lines = [pad + self.where(stmt.line, indent)]
        if isinstance(stmt, ir.VarDecl):
            value = self.expr(stmt.init, {}) if stmt.init is not None else None
            text = flat(value) if value is not None else ("0" if stmt.type == "int" else "False")
            lines.append(f"{pad}v_{pyident(stmt.name)} = {text}")
        elif isinstance(stmt, ir.Assign):
            lines.append(f"{pad}v_{pyident(stmt.target.name)} = {flat(self.expr(stmt.value, {}))}")
        elif isinstance(stmt, ir.While):
            lines += _condition(self.expr(stmt.cond, {}), indent, "while ", ":")
            inner = " " * (indent + 4)
            lines += [f"{inner}steps -= 1", f"{inner}if steps < 0:"]
            lines.append(f"{inner}    raise self.flat_endless({stmt.line})")
            for each in stmt.body:
                lines += self._prefix(each, indent + 4)
        elif isinstance(stmt, ir.If):
            for number, (cond, body) in enumerate(stmt.branches):
                word = "if " if number == 0 else "elif "
                lines += _condition(self.expr(cond, {}), indent, word, ":")
                for each in body or ():
                    lines += self._prefix(each, indent + 4)
                if not body:
                    lines.append(pad + "    pass")
            if stmt.orelse:
                lines.append(pad + "else:")
                for each in stmt.orelse:
                    lines += self._prefix(each, indent + 4)
        return lines

    def _plain(self, pick: dict[str, Any]) -> list[str]:
        """A plain pick: each source the `from` filter lets go, onto each
        destination the `to` filter allows."""
        t: ir.Transfer = pick["transfer"]
        number, amount = pick["number"], pick["amount"]
        lines: list[str] = []
        for _, sources in pick["sources"]:
            lines.append(f"        for a in {_indexes(sources)}:")
            lines.append("            n = len(s[a])")
            if t.where_from is not None:
                test = self.expr(t.where_from, {"from": True})
                lines += _condition(test, 12, "if ", ":", negate=True)
                lines.append("                continue")
            context = {"from": True, "to": True, "moving": True}
            test = self.expr(t.where_to, context) if t.where_to is not None else None
            if test is not None and "m" in _names(flat(test)):
                moving = "n" if amount is None else f"min({_amount_text(amount, VARS)}, n)"
                lines.append(f"            m = {moving}")
            for _, dests in pick["dests"]:
                lines.append(f"            for b in {_indexes(dests)}:")
                add = f"found.append(({number}, a, b, -1, n))"
                if test is None:
                    lines.append(f"                {add}")
                else:
                    lines += _condition(test, 16, "if ", ":")
                    lines.append(f"                    {add}")
        return lines

    def _build(self, pick: dict[str, Any]) -> list[str]:
        """A build pick: from each source, its top card and each longer
        face-up run in sequence its pile lets go, top card first; onto each
        destination whose rule takes the run's first card."""
        t: ir.Transfer = pick["transfer"]
        number = pick["number"]
        props = self.piles.props
        lines: list[str] = []
        context = {"from": True, "to": True, "moving": True}
        test = self.expr(t.where_to, context) if t.where_to is not None else None
        for source_name, sources in pick["sources"]:
            origin = props[source_name]
            leaves = _group_source(origin)
            groups = leaves and any(_group_target(props[name]) for name, _ in pick["dests"])
            lines.append(f"        for a in {_indexes(sources)}:")
            lines.append("            cards = s[a]")
            lines.append("            n = len(cards)")
            lines.append("            if not n or not cards[-1] & 1:")
            lines.append("                continue  # no face-up card to move")
            if t.where_from is not None:
                test_from = self.expr(t.where_from, {"from": True})
                lines += _condition(test_from, 12, "if ", ":", negate=True)
                lines.append("                continue")
            runs = groups and origin is not None and (origin.group or "")[:1] == "Y"
            if runs:
                assert origin is not None
                lines.append("            low = n - 1")
                rule = _follows(origin.build or "", origin.wrap, "cards[low - 1]", "cards[low]")
                run = _all(["low", "cards[low - 1] & 1", *rule])
                lines += _condition(run, 12, "while ", ":")
                lines.append("                low -= 1")
                lines.append("            for p in range(n - 1, low - 1, -1):")
                lines.append("                c = cards[p]")
                lines.append("                m = n - p")
            else:  # the top card alone
                lines += ["            p = n - 1", "            c = cards[p]", "            m = 1"]
            body: list[str] = []
            for dest_name, dests in pick["dests"]:
                body += self._onto(sources, dest_name, dests, leaves and runs, test, number)
            lines += body if runs else [line[4:] for line in body]
        return lines

    def _takes(self) -> list[str]:
        """For each pile declaration that build picks move onto and whose
        rule can be indexed: the piles of it by the key of the card each
        takes now (`takes_NAME`), and its empty piles (`empty_NAME`)."""
        lines: list[str] = []
        done: set[str] = set()
        for pick in self.picks:
            if not pick["transfer"].build:
                continue
            for name, dests in pick["dests"]:
                pile = self.piles.props[name]
                assert pile is not None and pile.build
                plan = _index_plan(pile.build, pile.wrap)
                if name in done or plan is None:
                    continue
                done.add(name)
                ident = pyident(name)
                lines.append(f"        {self.where(pile.line, 8, f'{name}: what each pile takes')}")
                _, wants = plan
                piles = _indexes(dests)
                if not wants:
                    lines.append(f"        empty_{ident} = [b for b in {piles} if not s[b]]")
                    continue
                lines += [f"        takes_{ident} = {{}}", f"        empty_{ident} = []"]
                lines.append(f"        for b in {piles}:")
                lines += ["            pile = s[b]", "            if pile:"]
                lines.append("                t = pile[-1]")
                ready = ["t & 1"]
                if len(pile.build) > 3:
                    ready.append(f"rank[t] != {RANK_LETTERS.index(pile.build[3]) + 1}")
                lines.append(f"                if {' and '.join(ready)}:")
                for want in wants:
                    add = f"takes_{ident}.setdefault({want}, []).append(b)"
                    lines.append(f"                    {add}")
                lines += ["            else:", f"                empty_{ident}.append(b)"]
        return lines

    def _onto(
        self,
        sources: tuple[int, ...],
        dest_name: str,
        dests: tuple[int, ...],
        runs: bool,
        test: Any,
        number: int,
    ) -> list[str]:
        """The destinations of one declaration that take card `c` (cut at `p`,
        `m` cards moving): looked up by the card's key where the rule can be
        indexed (`_takes`), else asked pile by pile."""
        pile = self.piles.props[dest_name]
        assert pile is not None and pile.build
        build, ident = pile.build, pyident(dest_name)
        plan = _index_plan(build, pile.wrap)
        base = _base(build)
        pad = " " * 20
        lines: list[str] = []
        if plan is not None and not plan[1]:  # only an empty pile takes a card
            into = f"empty_{ident}" if base == "True" else f"empty_{ident} if {base} else ()"
            lines.append(f"                for b in {into}:")
        elif plan is not None:
            table, wants = plan
            lines.append(f"                into = takes_{ident}.get({table}[c], ())")
            if base != "False":
                test_base = f"empty_{ident}" + ("" if base == "True" else f" and {base}")
                lines.append(f"                if {test_base}:")
                merged = f"sorted([*into, *empty_{ident}]) if into else empty_{ident}"
                lines.append(f"                    into = {merged}")
            lines.append("                for b in into:")
        else:
            lines.append(f"                for b in {_indexes(dests)}:")
        if set(sources) & set(dests):
            lines.append(pad + "if b == a:")
            lines.append(pad + "    continue")
        if runs and not _group_target(pile):
            lines.append(pad + "if m > 1:")
            lines.append(pad + "    break  # one card at a time")
        if pile.maxlength is not None:
            lines.append(pad + f"if len(s[b]) + m > {pile.maxlength}:")
            lines.append(pad + "    continue")
        if plan is None:
            onto = _follows(build, pile.wrap, "t", "c")
            lines.append(pad + "pile = s[b]")
            lines.append(pad + "if pile:")
            lines.append(pad + "    t = pile[-1]")
            lines += _condition(_all(["t & 1", *onto]), 24, "if ", ":", negate=True)
            lines.append(pad + "        continue")
            if base != "True":
                lines += _condition(Atom(base), 20, "elif ", ":", negate=True)
                lines.append(pad + "    continue")
        add = f"found.append(({number}, a, b, p, n))"
        if test is None:
            lines.append(pad + add)
        else:
            lines += _condition(test, 20, "if ", ":")
            lines.append(pad + "    " + add)
        return lines

    # -- flat_then ------------------------------------------------------------------------

    def _then(self) -> list[str]:
        lines: list[str] = []
        first = True
        for pick in self.picks:
            if not pick["body"]:
                continue
            word = "if" if first else "elif"
            first = False
            lines.append(f"        {word} number == {pick['number']}:")
            for stmt in pick["body"]:
                _, (source,) = self.piles.indexes(stmt.source.stacks[0])
                _, (dest,) = self.piles.indexes(stmt.dests[0])
                amount = _amount_text(self._amount(stmt.amount, stmt.line), VARS)
                cut = stmt.op == "cut"
                lines.append("            " + self.where(stmt.line, 12))
                lines.append(
                    f"            self.flat_move(s, events, {source}, {dest}, {amount}, {cut})"
                )
        return lines


# -- helpers ------------------------------------------------------------------------------


def _follows(build: str, wrap: bool, lower: str, upper: str) -> list[str]:
    """A build rule's "may `upper` go on `lower`" (both face up), as the
    Python conditions that must all hold (none: any card may)."""
    direction, match = build[1], build[2]
    if "N" in (direction, match):
        return ["False"]
    r_lo, r_up = f"rank[{lower}]", f"rank[{upper}]"
    up = f"{r_up} == {r_lo} % 13 + 1" if wrap else f"{r_up} == {r_lo} + 1"
    down = f"{r_lo} == {r_up} % 13 + 1" if wrap else f"{r_up} == {r_lo} - 1"
    ranks = {"U": up, "D": down, "B": f"({up} or {down})", "Y": ""}[direction]
    parts = [ranks] if ranks else []
    if len(build) > 3:
        parts.insert(0, f"{r_lo} != {RANK_LETTERS.index(build[3]) + 1}")
    matches = {
        "A": f"red[{lower}] != red[{upper}]",
        "C": f"red[{lower}] == red[{upper}]",
        "S": f"suit[{lower}] == suit[{upper}]",
        "R": f"{r_lo} == {r_up}",
        "Y": "",
    }[match]
    return parts + [matches] if matches else parts


def _index_plan(build: str, wrap: bool) -> tuple[str, list[str]] | None:
    """How to look up the piles of a rule that take a card: the table of
    card keys (`TABLES`) and, for a pile whose face-up top card is `t`, the
    keys of the cards it takes. ([]: it takes none; None: it takes any,
    which is asked pile by pile.)"""
    direction, match = build[1], build[2]
    if "N" in (direction, match):
        return ("rank", [])
    if direction == "Y":
        return {
            "A": ("red", ["not red[t]"]),
            "C": ("red", ["red[t]"]),
            "S": ("suitno", ["suitno[t]"]),
            "R": ("rank", ["rank[t]"]),
        }.get(match)
    up = "rank[t] % 13 + 1" if wrap else "rank[t] + 1"
    down = "(rank[t] + 11) % 13 + 1" if wrap else "rank[t] - 1"
    ranks = {"U": [up], "D": [down], "B": [up, down]}[direction]
    if match == "R":
        return ("rank", [])  # one rank up or down, and the same rank: never
    if match == "Y":
        return ("rank", ranks)
    if match == "S":
        return ("suited", [f"({r}) * 8 + suitno[t]" for r in ranks])
    colour = "1 - red[t]" if match == "A" else "red[t]"
    return ("colour", [f"({r}) * 2 + {colour}" for r in ranks])


def _base(build: str) -> str:
    """What may fill an empty pile of a build rule, as Python on `c`."""
    if build[0] == "Y":
        return "True"
    if build[0] == "N":
        return "False"
    return f"rank[c] == {RANK_LETTERS.index(build[0]) + 1}"


def _group_source(pile: ir.PileProps | None) -> bool:
    """May a group leave the pile (`runtime`'s `Pile.group_source`)?"""
    if pile is None:
        return True
    return pile.group[0] == "Y" if pile.group else pile.build is None


def _group_target(pile: ir.PileProps | None) -> bool:
    if pile is None:
        return True
    return pile.group[1] == "Y" if pile.group else pile.build is None


def _amount_text(amount: int | str | None, variables: str = "") -> str:
    if amount is None:
        return "None"
    if isinstance(amount, str):
        return f'{variables}["{amount}"]' if variables else f"g_{pyident(amount)}"
    return str(amount)


def _indexes(found: tuple[int, ...]) -> str:
    if len(found) == 1:
        return f"({found[0]},)"
    if found == tuple(range(found[0], found[-1] + 1)):
        return f"range({found[0]}, {found[-1] + 1})"
    return str(found)


def _logic(op: str, operands: list[Any]) -> Chain:
    nodes = []
    for node in operands:
        if isinstance(node, Chain):
            node = Chain(node.op, node.operands, parens=True) if node.op != op else node
            if node.op == op and not node.parens:
                nodes += list(node.operands)
                continue
        nodes.append(node)
    return Chain(op, tuple(nodes))


def _wrapped(node: Any) -> str:
    """A node's text, in parentheses when an operator stands outside its brackets."""
    text = flat(node)
    depth = 0
    for char in text:
        depth += char in "([{"
        depth -= char in ")]}"
        if char == " " and depth == 0:
            return f"({text})"
    return text


def _condition(node: Any, indent: int, prefix: str, suffix: str, negate: bool = False) -> list[str]:
    """`if cond:` (or `if not (cond):`) as ruff writes it: on one line, or
    an `and`/`or` chain split in parentheses, one operand a line."""
    text = f"not {_wrapped(node)}" if negate else flat(node)
    if indent + len(prefix) + len(text) + len(suffix) <= WIDTH or not isinstance(node, Chain):
        return [" " * indent + prefix + text + suffix]
    head = prefix + "not " if negate else prefix
    return layout(Chain(node.op, node.operands, parens=True), indent, head, suffix)


def _all(parts: list[str]) -> Any:
    """Conditions that must all hold, as one node (an `and` chain)."""
    if len(parts) == 1:
        return Atom(parts[0])
    return Chain("and", tuple(Atom(part) for part in parts))


def _names(text: str) -> set[str]:
    return set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", text))


def _is_stack(e: Any) -> bool:
    if isinstance(e, ir.Var):
        return e.scope == "builtin" and e.name in ("from", "to")
    return isinstance(e, ir.StackRef | ir.Member)


def _assigned(stmts: Any, name: str) -> bool:
    for stmt in _walk_stmts(stmts):
        if isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            if stmt.target.name == name:
                return True
    return False


def _walk_stmts(stmts: Any) -> Any:
    for stmt in stmts:
        yield stmt
        if isinstance(stmt, ir.While):
            yield from _walk_stmts(stmt.body)
        elif isinstance(stmt, ir.If):
            for _, body in stmt.branches:
                yield from _walk_stmts(body)
            yield from _walk_stmts(stmt.orelse)
        elif isinstance(stmt, ir.PickOne):
            for option in stmt.options:
                yield from _walk_stmts(option.body)


def _line(e: Any) -> int:
    return getattr(e, "line", 0)
