"""The compiled transfers that choose their own stacks
(`paperlang_flat.py`): relative destinations (`row /> row[:-1:-3]`, one and
three places to the left of the source), `every` (one pass over the sources
in order, each moving onto the first destination its filter allows as the
table stands then), `auto` (the first move of such a pass) and `auto` onto
the first empty member of a list (`auto deck -> row{|[]} top 1`), as the
language carries them out.

`Sweeps` is a part of `FlatWriter`: it reads the writer's piles and writes
its expressions.
"""

from __future__ import annotations

import dataclasses
from typing import Any, NamedTuple

from paperc import ir
from paperc.codegen.paperlang_flat_cards import pattern_test
from paperc.codegen.paperlang_flat_every import branched, judged_turn, own_turn
from paperc.codegen.paperlang_flat_exprs import card_test
from paperc.codegen.paperlang_flat_ir import of_member, refuse
from paperc.codegen.paperlang_flat_rules import Counted, condition, names
from paperc.codegen.pyfmt import Atom, Call, flat, layout
from paperc.codegen.render import py

FILTERS = {"from": True, "to": True, "moving": True}


def ends(stmt: ir.Transfer) -> str:
    """`flat_move`'s words for cards put under the destination or taken
    from the bottom of the source (nothing for the top, onto the top)."""
    under = ", under=True" if stmt.under else ""
    return under + (", bottom=True" if stmt.end == "bottom" else "")


class Near(NamedTuple):
    """Relative destinations from sources of a list: each source `a`'s are
    `a + delta` for each delta, in order, those outside the list (`members`,
    its constant) dropped; `outside`: may a source's place fall outside?
    In a grid (or from one), `call` finds them (`FlatGame.flat_near`); from
    several lists or grids, `node[a]` (`laid`)."""

    deltas: tuple[Any, ...]
    members: str
    outside: bool
    pairs: tuple[tuple[int, int], ...]  # every (source, destination) it can give
    call: str = ""
    node: Any = None  # (among other destinations: `call` as a node `layout` splits)
    at: str = ""  # (`[a]`: `node` a tuple, by source, of each one's places)

    def laid(self, indent: int, prefix: str, suffix: str = "") -> list[str]:
        """`prefix`, source `a`'s places (`node`, `at`), `suffix`."""
        return layout(self.node, indent, prefix, self.at + suffix)

    def loop(self, pad: str) -> list[str]:
        """`for b in ...:` over the destinations of source `a`, in order."""
        if self.node is not None:
            return self.laid(len(pad), "for b in ", ":")
        if self.call:
            return [f"{pad}for b in {self.call}:"]
        steps = ", ".join(f"a + {d}" if d > 0 else f"a - {-d}" if d else "a" for d in self.deltas)
        lines = [f"{pad}for b in ({steps}{',' if len(self.deltas) == 1 else ''}):"]
        if self.outside:
            lines += [f"{pad}    if b not in {self.members}:", f"{pad}        continue"]
        return lines


def merged(dests: tuple[Any, ...]) -> tuple[Any, ...]:
    """`dests` with each run of relative places in one list or grid one
    relative place of all their offsets, in order (`row[:1:2], row[:-1]` is
    `row[:1:2:-1]`: the same places, in the same order)."""
    found: list[Any] = []
    for e in dests:
        last = found[-1] if found else None
        if isinstance(e, ir.Relative) and isinstance(last, ir.Relative) and last.base == e.base:
            found[-1] = dataclasses.replace(last, offsets=last.offsets + e.offsets)
        else:
            found.append(e)
    return tuple(found)


class Sweeps:
    """The checks and the code of relative destinations, `every` and `auto`."""

    program: ir.PaperlangProgram
    piles: Any
    here: dict[str, bool]
    sides: dict[str, list[str]]
    moving: Any
    movings: dict[str, Any]  # `moving`'s cards by kind of transfer (paperlang_flat.MOVING)
    judged_sweeps: set[ir.Transfer]  # those judged by the piles' rules (`judged_turn`)

    def near(self, sources: list[tuple[str, tuple[int, ...]]], rel: ir.Relative) -> Near:
        """The relative destinations `rel` from `sources` (members of lists)."""
        if len({name for name, _ in sources}) > 1:  # (each list's own places: `_near_lists`)
            return self._near_lists(sources, rel)
        grids = {stack.name: stack.shape for stack in self.program.stacks if stack.kind == "grid"}
        if rel.base in grids or any(name in grids for name, _ in sources):
            return self._near_cells(sources, rel)
        shapes = {stack.name: stack.shape for stack in self.program.stacks if stack.kind == "list"}
        if len(shapes.get(rel.base, ())) != 1 or any(len(o) != 1 for o in rel.offsets):
            raise refuse(rel, f"relative places in {rel.base}, which is not a list")
        start, count = self.piles.where[rel.base]
        lists = {name for name, _ in sources}
        if len(lists) != 1 or len(shapes.get(next(iter(lists)), ())) != 1:
            raise refuse(rel, "relative places from stacks not of one list")
        origin = self.piles.where[next(iter(lists))][0]
        deltas = tuple(start - origin + offset for (offset,) in rel.offsets)
        pairs = []
        outside = False
        for _, found in sources:
            for a in found:
                for delta in deltas:
                    b = a + delta
                    if start <= b < start + count:
                        pairs.append((a, b))
                    else:
                        outside = True
        return Near(deltas, self.piles.names[rel.base], outside, tuple(pairs))

    def _near_lists(self, sources: list[tuple[str, tuple[int, ...]]], rel: ir.Relative) -> Near:
        """`near` from the stacks of several lists or grids (`pick row, col
        -> row[:1]`): each source's places from its own place in its own
        list or grid (`_near_cells`), a constant table by source (a source
        of neither list has none: the code asks none of them)."""
        parts = [self._near_cells([one], rel) for one in sources]
        pairs = tuple(pair for part in parts for pair in part.pairs)
        last = max(a for _, found in sources for a in found)
        places = [tuple(Atom(str(b)) for a, b in pairs if a == at) for at in range(last + 1)]
        node = Call("", tuple(Call("", row, tuple=True) for row in places), tuple=True)
        return Near(parts[0].deltas, parts[0].members, True, pairs, "", node, "[a]")

    def _near_cells(self, sources: list[tuple[str, tuple[int, ...]]], rel: ir.Relative) -> Near:
        """`near` in a grid, or from one: each source's place (x, y) in its
        own grid or list (a list's member `i` at (i, 0)), each offset (dx,
        dy) from it, those outside `rel`'s grid dropped (`select.relative`)."""
        shapes = {stack.name: stack.shape for stack in self.program.stacks}
        lists = {name for name, _ in sources}
        if len(lists) != 1 or len(shapes.get(next(iter(lists)), ())) not in (1, 2):
            raise refuse(rel, "relative places from stacks not of one list or grid")
        if len(shapes.get(rel.base, ())) not in (1, 2):
            raise refuse(rel, f"relative places in {rel.base}, which is no list or grid")
        origin = next(iter(lists))
        across = shapes[origin][0]  # (a list's members: one row)
        width, height = (*shapes[rel.base], 1)[:2]
        offsets = tuple((*o, 0)[:2] for o in rel.offsets)
        start, count = self.piles.where[rel.base]
        first = self.piles.where[origin][0]
        pairs = []
        for _, found in sources:
            for a in found:
                x, y = (a - first) % across, (a - first) // across
                for dx, dy in offsets:
                    if 0 <= x + dx < width and 0 <= y + dy < height:
                        pairs.append((a, start + (y + dy) * width + x + dx))
        members, named = self.piles.names[rel.base], self.piles.names[origin]
        call = f"self.flat_near(a, {named}, {across}, {members}, {width}, {offsets})"
        return Near(offsets, members, True, tuple(pairs), call)

    def dest_loop(self, sources: Any, dests: Any, near: Near | None, pad: str) -> list[str]:
        if near is not None:
            return near.loop(pad)
        return [f"{pad}for b in {self.piles.loop(tuple(i for _, found in dests for i in found))}:"]

    # -- every ------------------------------------------------------------------------

    def _check_every(self, stmt: ir.Transfer) -> None:
        """`every S -> D` (or `auto` with filters): stacks by name or
        relative places, among others too (`piles[:1], waste`)."""
        around = self.sides, self.moving, self.nonempty  # (a `then` body's own, after it)
        self.nonempty = set()
        self._sweep_stacks(stmt)
        if stmt.where_from is not None:
            self.expr(stmt.where_from, {"from": True})  # type: ignore[attr-defined]
        if stmt.where_to is not None:
            self.expr(stmt.where_to, FILTERS)  # type: ignore[attr-defined]
        self._amount(stmt.amount, stmt)  # type: ignore[attr-defined]
        self.sides, self.moving, self.nonempty = around

    def _sweep_stacks(self, stmt: ir.Transfer) -> tuple[Any, Any, Near | None]:
        """An `every` transfer's sources, destinations and relative places;
        the sides its filters read (`from`, `to`) and `moving`'s cards."""
        if picked_source(stmt):  # (any the pick's `from` ranges over: `a`, `_sweep`)
            sources = [self.piles.indexes(ir.StackRef(name)) for name in self.sides["from"]]
        else:
            sources = [self.piles.indexes(e) for e in stmt.source.stacks]  # type: ignore[union-attr]
        only = stmt.dests[0]
        near = None
        mixed = merged(stmt.dests)
        if len(mixed) > 1 and any(isinstance(e, ir.Relative) for e in mixed):
            near, dests = self._near_among(stmt, sources, mixed)
        elif isinstance(mixed[0], ir.Relative):
            near = self.near(sources, mixed[0])
            dests = [(only.base, ())]
        elif stmt.dest_every and any(map(kept_members, stmt.dests)):
            # (each destination in turn, the members braces keep each kept as the
            # moves before left the table: `_chosen_loop`, in `_sweep`)
            dests = [
                self._kept_list(e) if kept_members(e) else self.piles.indexes(e) for e in mixed
            ]
        elif len(stmt.dests) > 1 and any(map(kept_members, stmt.dests)):
            near, dests = self._near_among(stmt, sources, mixed)
        elif kept_members(only):  # (the members it keeps: `_chosen_loop`)
            dests = [self._kept_list(only)]
        else:  # (onto its own sources too: a source is one of its destinations, in turn)
            dests = [self.piles.indexes(e) for e in stmt.dests]
        self.sides = {"from": [n for n, _ in sources], "to": [n for n, _ in dests]}
        self.moving = self.movings["from bottom" if stmt.end == "bottom" else stmt.op]
        return sources, dests, near

    def _kept_list(self, e: Any) -> tuple[str, tuple[int, ...]]:
        """The list or grid whose members braces keep (`kept_members`), and
        its members."""
        grid = e.base.base if isinstance(e.base, ir.LineSelect) else e.base.name
        return grid, self.piles.indexes(ir.ListRef(grid))[1]

    def _near_among(self, stmt: ir.Transfer, sources: Any, dests: Any) -> tuple[Near, Any]:
        """Relative places or members braces keep among other stacks (`every
        piles -> piles[:1], waste`, `every rows -> rows{[]}, waste`): for
        source `a`, each destination in the order written, a relative one's
        places those of its list or grid (`FlatGame.flat_near`), braces'
        the members they keep as the moves before left the table (`_kept`:
        worked out for each source, which moves once)."""
        parts, found = [], []
        for e in dests:
            if kept_members(e):
                loop, keeps, _, _ = self._kept(e)
                parts.append(f"*(b for b in {loop} if {flat(keeps)})")
                grid = e.base.base if isinstance(e.base, ir.LineSelect) else e.base.name
                found.append((grid, self.piles.indexes(ir.ListRef(grid))[1]))
            elif isinstance(e, ir.Relative):  # (from several lists: each its own places)
                several = len({name for name, _ in sources}) > 1
                nears = [self._near_cells([one], e) for one in sources] if several else []
                nears = nears or [self._near_cells(sources, e)]
                parts += [f"*{near.call}" for near in nears]
                places = {b for near in nears for _, b in near.pairs}
                found.append((e.base, tuple(sorted(places))))
            else:
                indexes = self.piles.indexes(e)
                text = self.piles.loop(indexes[1])  # (`TABLEAU`, `(WASTE,)`)
                parts.append(text[1:-1].rstrip(",") if text.startswith("(") else f"*{text}")
                found.append(indexes)
        node = Call("", tuple(map(Atom, parts)), tuple=True)
        return Near((), "", False, (), flat(node), node), found

    def _every(self, stmt: ir.Transfer, indent: int) -> list[str]:
        """One pass over the sources in order; each moves onto the first
        destination that its filter allows as the table stands then (`auto`:
        only the first source that has one). In a `then` body, the stacks
        the pick used (`a`, `b`) are set aside while it runs."""
        around = self.sides, self.moving, self.nonempty
        self.nonempty = set()
        lines = self._sweep(stmt, indent)
        self.sides, self.moving, self.nonempty = around
        if not self.here.get("then"):
            return lines
        pad = " " * indent
        return [f"{pad}picked = a, b", *lines, f"{pad}a, b = picked"]

    def _sweep(self, stmt: ir.Transfer, indent: int) -> list[str]:
        pad = " " * indent
        sources, dests, near = self._sweep_stacks(stmt)
        counted = self._amount(stmt.amount, stmt)  # type: ignore[attr-defined]
        amount = self.amount_code(counted, self.here)  # type: ignore[attr-defined]
        order = self.piles.loop(tuple(a for _, found in sources for a in found))
        if picked_source(stmt):
            order = "(a,)"  # (the pick's own source, `from`)
        lines = [f"{pad}for a in {order}:"]
        if isinstance(counted, Counted):  # (worked out once, before any moves)
            lines.insert(0, f"{pad}amount = {amount}")
            amount = "amount"
        lines.append(f"{pad}    n = len(s[a])")
        if stmt.where_from is not None:
            test = self.expr(stmt.where_from, {"from": True})  # type: ignore[attr-defined]
            lines += condition(test, indent + 4, "if ", ":", negate=True)
            lines.append(f"{pad}        continue")
        test = None
        if stmt.where_to is not None:
            test = self.expr(stmt.where_to, FILTERS)  # type: ignore[attr-defined]
        moving = "n" if counted is None else f"min({amount}, n)"
        move = f"self.flat_move(s, events, a, b, {amount}, {stmt.op == 'cut'}{ends(stmt)})"
        if stmt.dest_every:  # (onto each destination its filter allows as the table stands)
            # (and its rules, each declaration's: `swept`; it runs as `auto`, `_auto`)
            judged = dataclasses.replace(stmt, prefix=None) in self.judged_sweeps
            read = names(flat(test)) if test is not None else set()
            kept = any(map(kept_members, stmt.dests))  # (each destination as written, in turn)
            for at, group in enumerate([[d] for d in dests] if judged or kept else [dests]):
                written = stmt.dests[at] if kept else None
                if kept_members(written):
                    lines += self._chosen_loop(written, pad + "    ")
                else:
                    lines += self.dest_loop(sources, group, near, pad + "    ")
                if judged:  # (by the rules of the source's own declaration, `a`'s)
                    lines += self._judged_turns(sources, group[0], stmt, counted, pad)
                if read & {"n", "m"} and not judged:  # (the source's size as the moves left it)
                    lines.append(f"{pad}        n = len(s[a])")
                if "m" in read and not (judged and counted != 1):  # (`judged_turn` knows it)
                    lines.append(f"{pad}        m = {moving}")
                if test is None:
                    lines.append(f"{pad}        {move}")
                else:
                    lines += condition(test, indent + 8, "if ", ":")
                    lines.append(f"{pad}            {move}")
            if stmt.prefix == "auto":  # (the first source its filter lets go, alone)
                lines.append(f"{pad}    break")
            return self._sized(lines, pad)
        if test is not None and "m" in names(flat(test)):
            lines.append(f"{pad}    m = {moving}")
        chosen = self._chosen_loop(stmt.dests[0], pad + "    ") if near is None else []
        lines += chosen or self.dest_loop(sources, dests, near, pad + "    ")
        if test is None:
            lines += [f"{pad}        {move}", f"{pad}        break"]
        else:
            lines += condition(test, indent + 8, "if ", ":")
            lines += [f"{pad}            {move}", f"{pad}            break"]
        if stmt.prefix == "auto":  # (one move in all)
            lines += [f"{pad}    else:", f"{pad}        continue", f"{pad}    break"]
        return self._sized(lines, pad)

    def _judged_turns(
        self, sources: Any, dests: tuple[str, Any], stmt: ir.Transfer, counted: Any, pad: str
    ) -> list[str]:
        """The head of destination `b`'s turn in a sweep the piles' rules
        judge (`judged_turn`) onto `dests` (a declaration, its stacks): from
        sources of other rules than each other's, a branch for each rules
        (`if a in PILES:`); not judged onto the source itself (`own_turn`)."""
        pile = self.piles.props[dests[0]]
        lines = branched(
            self.piles,
            sources,
            pad + "        ",
            lambda origin, deeper: judged_turn(
                self, origin, pile, stmt, counted, pad + "        " + deeper
            ),
        )
        mine = {index for _, found in sources for index in found}
        if mine & set(dests[1]):  # (the source among them: `own_turn`)
            return own_turn(lines, pad + "        ")
        return lines

    @staticmethod
    def _sized(lines: list[str], pad: str) -> list[str]:
        """A sweep's lines without the source's size when nothing reads it
        before the moves' own (`n = len(s[a])` in the destinations' loop)."""
        size = f"{pad}    n = len(s[a])"
        at = lines.index(size)
        rest = [line.split("#")[0] for line in lines[at + 1 :]]
        again = next((k for k, line in enumerate(rest) if line.strip() == "n = len(s[a])"), None)
        if "n" not in names("\n".join(rest[:again])):
            lines.remove(size)  # (nothing reads the source's size)
        return lines

    def _chosen_loop(self, dest: Any, pad: str) -> list[str]:
        """`for b in ...:` over the members `L{[]}` keeps (the empty ones, or
        those whose cards match, in order), or the one `L{|[]}` (`L{[]|}`)
        names, none when none is; those `L{cond}` keeps; of a list, a grid
        or a grid's line (`G{col 0 {|[]}}`); [] for other destinations."""
        if not kept_members(dest):
            return []
        loop, keeps, skip, note = self._kept(dest)
        lines = [f"{pad}for b in {loop}:"]
        if skip is not None:
            return lines + [f"{pad}    if {skip}:", f"{pad}        continue{note}"]
        return (
            lines
            + condition(keeps, len(pad) + 4, "if ", ":", negate=True)
            + [f"{pad}        continue"]
        )

    def _kept(self, dest: Any) -> tuple[str, Any, str | None, str]:
        """The members braces keep (`kept_members`): what to loop over, the
        test on `b` that keeps one, the one that skips it (None: `not` the
        first), and a note on a skip."""
        base = dest.base
        if isinstance(base, ir.LineSelect):
            loop = self._line(base, self.here)  # type: ignore[attr-defined]
        else:
            loop = self.piles.loop(self.piles.indexes(base)[1])
        if isinstance(dest, ir.StackFilter):  # (as the table stands: `to` is each member)
            to = ir.Var("to", "builtin", line=dest.line, file=dest.file)
            keeps = self.expr(of_member(dest.cond, to), {"to": True})  # type: ignore[attr-defined]
            return loop, keeps, None, ""
        last, items = dest.which == "last", dest.pattern.items
        if dest.which == "all":
            test = pattern_test(items, "s[b]") if items else ""
            return loop, Atom(test or "not s[b]"), f"not ({test})" if items else "s[b]", ""
        found = f"self.flat_empty(s, {loop}, {last})"
        if items:
            found = f"self.flat_matching(s, {loop}, {py(items)}, {last})"
        none = "matches" if items else "is empty"
        return f"({found},)", Atom("b >= 0"), "b < 0", f"  # none {none}"

    def _kept_move(self, stmt: ir.Transfer, indent: int) -> list[str]:
        """`waste{v == 13} -> homes[0] top all` (`hand{Rune}`, `S{sq ...}`):
        the places of the cards the filter keeps (bottom first; an `sq`
        run's in its order), moved as the language takes them from it
        (`FlatGame.flat_move_kept`); checked first (`indent` 0: no lines)."""
        plain = stmt.prefix is None and not stmt.dest_every and len(stmt.dests) == 1
        if not plain or stmt.under or stmt.where_from is not None or stmt.where_to is not None:
            what = "cards a filter keeps (`waste{Gem}`) moved other than plainly onto one stack"
            raise refuse(stmt, f"{what} (with `where`, `->_`, `every` or `auto`)")
        amount = self._amount(stmt.amount, stmt)  # type: ignore[attr-defined]
        if amount is not None and type(amount) is not int:
            raise refuse(stmt, "cards a filter keeps moved by a number worked out in play")
        kept = stmt.source.stacks[0]  # type: ignore[union-attr]
        stack = self._stack(kept.base, self.here)  # type: ignore[attr-defined]
        target = self._stack(stmt.dests[0], self.here)  # type: ignore[attr-defined]
        places: Any
        if isinstance(kept, ir.SqRun):  # (the run's places, in its order: `_size_of`)
            places = self._size_of(kept, self.here).args[0]  # type: ignore[attr-defined]
        else:
            if isinstance(kept, ir.TypeFilter):
                test = f"{py(kept.card_type)} in isa[k]"
            else:
                this = {**self.here, "this": "k"}
                test = flat(self.expr(card_test(kept.cond), this))  # type: ignore[attr-defined]
            places = Atom(f"[at for at, k in enumerate(s[{stack}]) if {test}]")
        pad = " " * indent
        bottom = stmt.end == "bottom"
        move = f"self.flat_move_kept(s, events, {stack}, {target}, kept, {amount}"
        move += f", {stmt.op == 'cut'}, {bottom})"
        return layout(places, indent, "kept = ") + [pad + move]

    # -- auto -------------------------------------------------------------------------

    def _check_auto(self, stmt: ir.Transfer) -> None:
        """`auto S -> D` with no filters from one stack: onto a stack, or
        onto the first (last) empty member of a list (`row{|[]}`); any other
        is the first move an `every` of it would make (`_every`)."""
        if not self._direct(stmt):
            self._check_every(stmt)  # (onto chosen members too: `_chosen_loop`)
            return
        self._stack(stmt.source.stacks[0], self.here)  # type: ignore[attr-defined,union-attr]
        self._empty_member(stmt.dests[0])
        self._amount(stmt.amount, stmt)  # type: ignore[attr-defined]

    def _empty_member(self, dest: Any) -> tuple[tuple[int, ...], bool, str] | None:
        """`L{|[]}`, `L{[]}` (the first empty member) or `L{[]|}` (the last),
        or those whose cards match a pattern (`L{|[Rune :]}`): the members,
        whether the last is wanted and the test of a member `X` (`{}` in it);
        None for a plain stack."""
        if not isinstance(dest, ir.SeqSelect):
            self._stack(dest, self.here)  # type: ignore[attr-defined]
            return None
        if not isinstance(dest.base, ir.ListRef):  # (a line's: `_lined`, `_chosen_loop`)
            raise refuse(dest, "an `auto` onto members of a grid's line")
        test = "not s[{}]"  # (an empty one)
        if dest.pattern.items:  # (one whose cards match)
            test = pattern_test(dest.pattern.items, "s[{}]")
        return self.piles.indexes(dest.base)[1], dest.which == "last", test

    @staticmethod
    def _lined(dest: Any) -> bool:
        """Members chosen in a grid's line (`floor{col 0 {|[]}}`), which
        `auto` reaches as the first move of an `every` (`_chosen_loop`)."""
        return isinstance(dest, ir.SeqSelect) and isinstance(dest.base, ir.LineSelect)

    @staticmethod
    def _every_one(stmt: ir.Transfer) -> bool:
        """`S -> every L` with no filters from one stack: a move onto each
        member in turn (`_prefix` writes the loop; onto places relative to
        the source or members braces keep, the sweep: `_every`)."""
        filters = stmt.where_from is not None or stmt.where_to is not None
        several = len(stmt.source.stacks) != 1 or len(stmt.dests) != 1  # type: ignore[union-attr]
        chosen = isinstance(stmt.dests[0], ir.Relative) or kept_members(stmt.dests[0])
        return stmt.dest_every and not (filters or several or chosen)

    @staticmethod
    def _direct(stmt: ir.Transfer) -> bool:
        """An `auto` of one move known without a search: no filters, from
        one stack to one stack or chosen member."""
        filters = stmt.where_from is not None or stmt.where_to is not None
        several = len(stmt.source.stacks) != 1 or len(stmt.dests) != 1  # type: ignore[union-attr]
        only = stmt.dests[0]
        return not (filters or several or stmt.dest_every or Sweeps._lined(only)) and isinstance(
            only, ir.SeqSelect | ir.StackRef | ir.Member | ir.Var
        )

    def _auto(self, stmt: ir.Transfer, indent: int) -> list[str]:
        if not self._direct(stmt):
            return self._every(stmt, indent)
        pad = " " * indent
        source = self._stack(stmt.source.stacks[0], self.here)  # type: ignore[attr-defined,union-attr]
        amount = self.amount_code(self._amount(stmt.amount, stmt), self.here)  # type: ignore[attr-defined]
        cut = stmt.op == "cut"
        found = self._empty_member(stmt.dests[0])
        lines = []
        if not source.isidentifier() and self.piles.index_of(source) is None:
            lines.append(f"{pad}source = {source}")
            source = "source"
        if found is None:
            target = self._stack(stmt.dests[0], self.here)  # type: ignore[attr-defined]
            if not target.isidentifier() and self.piles.index_of(target) is None:
                lines.append(f"{pad}target = {target}")
                target = "target"
            move = f"self.flat_move(s, events, {source}, {target}, {amount}, {cut}{ends(stmt)})"
            return lines + [pad + move]
        members, last, test = found
        order = self.piles.loop(members)
        order = f"reversed({order})" if last else order
        which = "empty one" if test == "not s[{}]" else "one that matches"
        return lines + [
            f"{pad}for each in {order}:  # the {'last' if last else 'first'} {which}",
            f"{pad}    if {test.format('each')}:",
            f"{pad}        self.flat_move(s, events, {source}, each, {amount}, {cut}{ends(stmt)})",
            f"{pad}        break",
        ]


def filtered_source(stmt: Any) -> bool:
    """Is `stmt` a plain transfer of the cards a filter keeps of one stack
    onto one other (`waste{v == 13} -> homes[0] top all`: `_kept_move`)?"""
    if not isinstance(stmt, ir.Transfer) or not isinstance(stmt.source, ir.SourceStacks):
        return False
    stacks = stmt.source.stacks
    return len(stacks) == 1 and isinstance(stacks[0], ir.TypeFilter | ir.CardPredicate | ir.SqRun)


def kept_members(dest: Any) -> bool:
    """Is `dest` members braces keep, of a list or a grid or a grid's line
    (`rows{[]}`, `rows{|[gem]}`, `rows{size < 3}`, `floor{col 0 {|[]}}`)?"""
    if not isinstance(dest, ir.SeqSelect | ir.StackFilter):
        return False
    return isinstance(dest.base, ir.ListRef | ir.LineSelect)


def picked_source(stmt: ir.Transfer) -> bool:
    """Is `stmt` a sweep from the stack its pick took from (`from -> every
    piles`: a pick from several stacks to every stack with a filter,
    `paperlang_flat_picks.swept`)?"""
    stacks = stmt.source.stacks if isinstance(stmt.source, ir.SourceStacks) else ()
    return len(stacks) == 1 and isinstance(stacks[0], ir.Var) and stacks[0].name == "from"
