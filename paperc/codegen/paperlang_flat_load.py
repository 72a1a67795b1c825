"""The load pass of a game (the game's own statements,
`paperlang_flat_setup`): run here, at compile time, as the language
runs it before each deal, for all it fixes does not depend on the seed.

The values it gives its variables (`int columns = 3 + 4`, `int n =
deck.size`, `bool wide = columns > 5`), the branch each `if` takes and the
times each `while` runs are worked out from constants, the variables it
set before, and the number of cards each stack holds by then (known while
it moves a fixed number of cards between stacks it names). What it leaves
to the seed (its shuffles, and the cards' places after them) is written
as code (`flat_setup`'s first lines), with no events, as the general
engine's load pass makes none: `place T -> X N`, `place T ->_ X N`
(`flat_create`),
transfers of a fixed number of cards, `shuffle`, `turnup`, `turndown`,
`flip`, `show` and `hide`; the `do`s of its phases are inlined first
(`DealWriter._load`), a phase that runs itself once, each `do` of it
inside inlined again as it runs (`LoadPass._again`). A value it cannot know here (a card's, a
stack's the seed decides) is a NotFlat. Which card lies where, while the
load pass says it, is `Known` (`paperlang_flat_load_known`): what reads
the cards there (types, attributes, filters, patterns, `sq` runs)."""

from __future__ import annotations

import dataclasses
from typing import Any

from paperc import ir
from paperc.codegen.paperlang_flat_cards import is_card, making
from paperc.codegen.paperlang_flat_ir import (
    VALUES,
    NotFlat,
    known,
    of_member,
    refuse,
    walk_stmts,
    words,
)
from paperc.codegen.paperlang_flat_load_deferred import DIVIDES, LoadRefused, deferrable
from paperc.codegen.paperlang_flat_load_known import NO_CARD, Known
from paperc.codegen.paperlang_flat_phases import Inliner
from paperc.codegen.pyfmt import layout
from paperc.irwalk import rewrite
from runtime.engine.cards import PHASE_DEPTH, STEP_BUDGET
from runtime.engine.patterns import sq_run

DEFAULTS = {"int": 0, "bool": False}
DEAL = {"deal": True}  # what the deal's expressions are read in (`Expressions._size`)


class Endless(Exception):
    """A `while` of the load pass that runs past the language's
    budget (`STEP_BUDGET` times round), or a phase that runs itself more
    than `PHASE_DEPTH` deep: the deal stops there, as the language's does,
    with its error (the argument: the call that makes it, `flat_endless`,
    `flat_too_deep`)."""


class LoadPass:
    """The load pass of the game a `DealWriter` writes the deal of: its
    lines of code, and (on the writer) the deck by card id, the game
    variables' values and the stack attributes it sets."""

    def __init__(self, deal: Any, inliner: Inliner | None = None) -> None:
        self.d = deal
        self.w = deal.w
        self.lines: list[str] = []
        self.made: tuple[str, int, int] | None = None  # the cards made last: (stack, first, count)
        self.under = ""  # how the cards made last go under their stack ("": onto it)
        self.locals: dict[str, Any] = {}
        self.counts: dict[int, int] | None = {}  # cards per stack index (None: not known)
        self.steps = STEP_BUDGET  # the times round its loops (`Runtime.tick`)
        self.cards: set[str] = set()  # the card variables it declares (none: the code 0)
        self.drawn = False  # made a `random` card: the ids after it are the deal's (`_create`)
        # changed a card type's attribute (`joker.x = 5`, a game variable `(joker.x)`):
        # the cards made after it are the deal's (`flat_make`), which take the value
        # the load pass leaves; and made one since
        self.retyped = self.made_since = False
        # what the card hooks a transfer sets off do (`flat_move` runs them as the
        # deal runs): move or make cards (the counts are not known after; the
        # ids of the cards made after are the deal's, `_create`)
        hooked = [stmt for hook in self.w.program.hooks for stmt in walk_stmts(hook.body)]
        transfers = [stmt for stmt in hooked if isinstance(stmt, ir.Transfer)]
        self.hooks_make = any(isinstance(t.source, ir.SourceCreate) for t in transfers)
        self.hooks_move = any(not isinstance(t.source, ir.SourceCreate) for t in transfers)
        # or set variables (whose values are not known here after a transfer)
        self.hooks_set = any(
            isinstance(stmt, ir.Assign) and getattr(stmt.target, "scope", "") != "local"
            for stmt in hooked
        )
        self.known = Known(self.d.deck, self.w.kinds)  # (which card lies where, when it knows)
        self.seeded = False  # (made cards the seed draws, or card hooks do: `Known.lost`)
        # what inlined its phases (`DealWriter._load`), and how deep each that runs
        # itself runs now (its first copy: 1)
        self.inliner = inliner
        self.depths: dict[str, int] = {}

    def run(self, chunks: Any) -> list[str]:
        """The lines of the load pass, its top-level statements given one
        chunk each, (the statement, what runs of it: a `do` inlined, its
        phase's statements); LoadRefused names the first that the compiler
        cannot work out (`paperlang_flat_load_deferred`)."""
        try:
            for stmt, chunk in chunks:
                try:
                    self._block(chunk)
                except NotFlat as refused:
                    if isinstance(refused, LoadRefused) or not deferrable(refused):
                        raise
                    raise LoadRefused(refused, stmt) from None
            self._flush()
        except Endless as stop:
            self._flush()
            self.lines.append(f"        raise self.{stop.args[0]}")
        return self.lines

    def _flush(self) -> None:
        if self.made is not None:
            stack, first, count = self.made
            under = f", {self.under!r}".replace("'", '"') if self.under else ""
            self.lines.append(f"        self.flat_create(s, {stack}, {first}, {count}{under})")
            self.made, self.under = None, ""

    def _block(self, stmts: Any) -> None:
        for stmt in stmts:
            self._stmt(stmt)

    def _stmt(self, stmt: Any) -> None:
        d, w = self.d, self.w
        microsoft = isinstance(stmt, ir.StackOp) and stmt.order == "microsoft"
        known(dataclasses.replace(stmt, order="") if microsoft else stmt)
        if isinstance(stmt, ir.Transfer) and isinstance(stmt.source, ir.SourceCreate):
            self._create(rewrite(stmt, self._member))
            return
        if (
            isinstance(stmt, ir.Assign)
            and isinstance(stmt.target, ir.Prop)
            and is_card(stmt.target.obj)
        ):
            self._card_set(stmt)
            return
        if isinstance(stmt, ir.VarDecl | ir.Assign | ir.AttrDeclStmt | ir.If | ir.While):
            self._value_stmt(stmt)  # (no code: the made cards' line can wait)
            return
        if isinstance(stmt, ir.Do) and self.inliner is not None:
            self._again(stmt)
            return
        self._flush()
        where = "        " + w.where(stmt.line, 8, file=stmt.file)
        stmt = rewrite(stmt, self._member)  # (`piles[i]`: the member it names now)
        if isinstance(stmt, ir.Transfer) and self.hooks_set:  # (the deal's code runs them)
            raise refuse(stmt, "a transfer whose cards' hooks set variables")
        if isinstance(stmt, ir.Transfer):
            amount = self._amount(stmt.amount, stmt)
            stmt = dataclasses.replace(stmt, amount=amount)
            self.lines.append(where)
            picked = self._picked(stmt)
            if picked is not None:  # (the cards of a filter, at places the load pass knows)
                self.lines.append(f"        {picked}")
                return
            moved = d._transfer(stmt, 8)  # (no events: as the language's load pass)
            self.lines += [line.replace("(s, events, ", "(s, None, ") for line in moved]
            self._moved(stmt)
        elif isinstance(stmt, ir.StackOp) and stmt.op == "shuffle":
            self.lines.append(where)
            for index in d._named(stmt.target, stmt):
                self.known.shuffled.add(index)
                text = w.piles.texts[index]
                if stmt.order == "microsoft":
                    call = f"self.flat_shuffle_microsoft(s, {text}, {stmt.line})"
                elif not stmt.order:
                    call = f"self.flat_shuffle(s, None, {text})"
                else:
                    raise refuse(stmt, f"`shuffle ... {stmt.order}`")
                self.lines.append("        " + call)
        elif isinstance(stmt, ir.FaceTurn | ir.StackOp) and (
            isinstance(stmt, ir.FaceTurn) or stmt.op in ("flip", "show", "hide")
        ):
            if isinstance(stmt, ir.FaceTurn):
                stmt = dataclasses.replace(stmt, amount=self._amount(stmt.amount, stmt))
            elif stmt.op == "flip":  # (turned over: its cards the other way up)
                for index in d._named(stmt.target, stmt):
                    self.known.flipped(index)
            turned = d._stmt(stmt, 8, None)
            self.lines += [line.replace("(s, events, ", "(s, None, ") for line in turned]
        else:
            raise refuse(stmt, f"the game's own statements use {words(stmt)}")

    def _value_stmt(self, stmt: Any) -> None:
        d = self.d
        if isinstance(stmt, ir.VarDecl) and stmt.scope == "global":
            if stmt.type == "card" and stmt.init is None:  # (none: the code 0)
                d.globals[stmt.name] = 0
                self.cards.add(stmt.name)
                return
            if stmt.type not in VALUES:
                raise refuse(stmt, f"the game declares a {stmt.type}")
            if isinstance(stmt.init, ir.Const) and stmt.init.value is None:
                d.globals[stmt.name] = None  # (a `playerref` of no player: the state keeps none)
                return
            # (none too: `flat_game` writes the play again reading it as one that may be)
            d.globals[stmt.name] = self._typed(stmt.init, stmt.type, stmt, kept=False)
        elif isinstance(stmt, ir.VarDecl):
            if stmt.type not in VALUES:
                raise refuse(stmt, f"the game's own statements declare a {stmt.type}")
            self.locals[stmt.name] = self._typed(stmt.init, stmt.type, stmt, kept=False)
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Var):
            name, scope = stmt.target.name, stmt.target.scope
            if scope == "local" and name in self.locals:
                self.locals[name] = self._value(stmt.value, stmt)
            elif scope == "global" and name in d.globals and name not in self.cards:
                typed = name.startswith("(") and name.endswith(")") and "." in name
                value = self._value(stmt.value, stmt)
                d.globals[name] = self._kept(value, stmt) if typed else value
                if typed:  # (a card type's attribute: `typed`)
                    if self.made_since:  # (the cards made since its last change: the deal's)
                        raise refuse(stmt, "the game's own statements change a card type again")
                    self.retyped = True
            else:
                raise refuse(stmt, f"the game's own statements set {name}")
        elif isinstance(stmt, ir.AttrDeclStmt) and stmt.type == "card":
            if stmt.init is not None:
                reason = "a stack's card attribute declared with a card (set it in the setup)"
                raise refuse(stmt, reason)
            for index in d._named(stmt.owner, stmt):  # (`card waste.first`: no card, code 0)
                d.loaded.append((index, stmt.name, 0))
        elif isinstance(stmt, ir.AttrDeclStmt) and stmt.type in VALUES:
            # (`playerref waste.owner`, an int `Const(None)` once `players` rewrote
            # it: a player's number, none until set, as a string with no value)
            no_player = isinstance(stmt.init, ir.Const) and stmt.init.value is None
            value = None if no_player else self._typed(stmt.init, stmt.type, stmt)
            for index in d._named(stmt.owner, stmt):
                d.loaded.append((index, stmt.name, value))
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Prop):
            target = stmt.target
            (index,) = d._named(target.obj, stmt, whole=False)
            if target.builtin or target.name not in d._attrs_of(index):
                raise refuse(stmt, f"the game's own statements set {target.name}")
            d.loaded.append((index, target.name, self._kept(self._value(stmt.value, stmt), stmt)))
        elif isinstance(stmt, ir.If):
            for cond, body in stmt.branches:
                if _truth(self._value(cond, stmt)):
                    self._block(body)
                    return
            self._block(stmt.orelse)
        elif isinstance(stmt, ir.While):
            while _truth(self._value(stmt.cond, stmt)):
                self.steps -= 1
                before = self._now()
                if self.steps < 0:
                    raise Endless(f"flat_endless({stmt.line})")
                self._block(stmt.body)
                if self._now() == before:  # (nothing changed: it runs forever)
                    self.steps = -1
        else:
            raise refuse(stmt, f"the game's own statements use {words(stmt)}")

    def _again(self, do: ir.Do) -> None:
        """A `do` of a phase inside its own copy (`Inliner` left it there):
        the phase inlined once more where it stands, in a frame of its own
        above the locals the `do` sees, and run, one deeper. Past
        `PHASE_DEPTH` the deal stops at the `do` (`flat_too_deep`), as a
        phase's method does in play."""
        assert self.inliner is not None
        depth = self.depths.get(do.phase, 1) + 1
        if depth > PHASE_DEPTH:
            raise Endless(f"flat_too_deep({do.line}, {do.phase!r})".replace("'", '"'))
        self.depths[do.phase] = depth
        self._block(self.inliner.again(do))
        self.depths[do.phase] = depth - 1

    def _picked(self, t: ir.Transfer) -> str | None:
        """`hand{Rune} -> out top all` (`hand{v > 1}`): a transfer of a type
        or card filter's cards of a stack whose cards the load pass knows,
        onto one stack: those cards, at the places it knows, moved as the
        language takes them from the filter (`top`: the top-most
        first, one at a time, or as they lie with `/>`; `bottom`: the
        bottom-most first); the line that moves them (`flat_move_chosen`),
        or None for any other transfer."""
        source = t.source.stacks if isinstance(t.source, ir.SourceStacks) else ()
        plain = t.prefix is None and not t.dest_every and len(t.dests) == 1 and not t.under
        plain = plain and t.where_from is None and t.where_to is None and not t.build
        if len(source) != 1 or not isinstance(source[0], FILTERS):
            return None
        kept = source[0]
        cards = self._known_cards(kept.base, t)
        if not plain or cards is None or self.counts is None or self.hooks_move:
            return None
        if isinstance(kept, ir.TypeFilter):
            places = [at for at, card in enumerate(cards) if self.known.isa(card, kept.card_type)]
        elif isinstance(kept, ir.SqRun):
            places = self._run(kept, cards, t)
        else:
            places = [at for at, c in enumerate(cards) if _truth(self._of_card(kept.cond, c, t))]
        amount = t.amount
        count = len(places) if amount is None or isinstance(amount, ir.AmountAll) else amount.value
        count = min(max(count, 0), len(places))
        if t.end == "bottom":
            moving = places[:count]
        else:
            moving = places[len(places) - count :]
            moving = moving if t.op == "cut" else moving[::-1]
        (origin,) = self.d._named(kept.base, t, whole=False)
        (target,) = self.d._named(t.dests[0], t, whole=False)
        ids = [cards[at] for at in moving]
        self.known.stacks[origin] = [card for at, card in enumerate(cards) if at not in moving]
        onto = self.known.cards(target)
        assert onto is not None  # (known: it is no shuffled stack, or the filter's cards were not)
        onto += ids
        self.counts[origin] = len(self.known.stacks[origin])
        self.counts[target] = self.counts.get(target, 0) + len(ids)
        texts = self.w.piles.texts
        places_text = f"({moving[0]},)" if len(moving) == 1 else str(tuple(moving))
        # (exactly the cards at those places, in the order they land: a cut
        # keeps them as they lie, bottom first, not the run above the first)
        return (
            f"self.flat_move_chosen(s, None, {texts[origin]}, {texts[target]}, {places_text}, "
            "False)"
        )

    def _run(self, kept: ir.SqRun, cards: list[int], at: Any) -> list[int]:
        """`S{sq N v (l.v + 1) == n.v}`: the places of the first run of N of
        the cards (`runtime.engine.patterns.sq_run`), the condition read on
        the cards it knows."""
        known = self.known

        def linked(before: int, after: int) -> bool:
            def card(node: Any) -> Any:
                if isinstance(node, ir.Prop) and isinstance(node.obj, ir.Var):
                    if node.obj.scope == "builtin" and node.obj.name in ("l", "n"):
                        place = before if node.obj.name == "l" else after
                        value = known.value(cards[place], node.name)
                        return ir.Const(value, line=node.line, file=node.file)
                return node

            return _truth(self._value(rewrite(kept.cond, card), at))

        length = self._value(kept.length, at)
        return sq_run(len(cards), length, lambda p: known.value(cards[p], kept.attr), linked)

    def _card_set(self, stmt: ir.Assign) -> None:
        """`X.top.NAME = value`: the card's attribute as the deal runs (the
        card there is the seed's), its value worked out here."""
        self._flush()
        value = self._kept(self._value(stmt.value, stmt), stmt)
        card = self._known_card(stmt.target.obj, stmt)  # type: ignore[union-attr]
        if card:  # (what the load pass reads of it after: `Known.value`)
            self.known.set.setdefault(card, {})[stmt.target.name] = value  # type: ignore[union-attr]
        elif card is None:
            self.known.lost = True
        at = {"line": stmt.value.line, "file": stmt.value.file}
        stmt = dataclasses.replace(rewrite(stmt, self._member), value=ir.Const(value, **at))
        self.lines.append("        " + self.w.where(stmt.line, 8, file=stmt.file))
        self.lines += self.w._card_set(stmt, 8, DEAL)

    def _member(self, node: Any) -> Any:
        """A member of a stacklist by an index the load pass knows here
        (`piles[i]` in its loop) as by a constant; any other node as it is."""
        if not isinstance(node, ir.Member) or isinstance(node.index, ir.Const):
            return node
        if node.y is not None or node.base in self.w.piles.widths:
            return node
        try:
            value = self._value(node.index, node)
        except NotFlat:  # (a filter's name, read as it runs: left to the writer)
            return node
        if type(value) is not int:
            return node
        return dataclasses.replace(node, index=ir.Const(value, line=node.line, file=node.file))

    def _now(self) -> tuple[Any, ...]:
        """All a loop's next round may read or change (did the last change any?)."""
        d = self.d
        counts = None if self.counts is None else dict(self.counts)
        done = (len(d.deck), len(d.loaded), len(self.lines), self.made)
        return dict(d.globals), dict(self.locals), counts, done

    def _create(self, stmt: ir.Transfer) -> None:
        """`place T -> X N`: the cards' types by id, and the line that lays
        them (one line for cards made one after another onto one stack).
        `random T`, whose types the seed decides, and every card made after
        one: made as the deal runs (`FlatGame.flat_make`, the next ids, each
        a row of the card tables by id and type, as the setup's are)."""
        d = self.d
        dest, index, count = self._created(stmt)
        if stmt.source.kind == "random" or self.drawn or self.retyped:
            if stmt.source.kind == "random" or self.seeded or stmt.under:
                self.known.lost = self.seeded = True  # (the seed's)
            else:  # (the deal's, `flat_make`: the next ids, of their types' values now)
                self._made_later(stmt, index, count)
            self.drawn = True
            self.made_since = self.retyped
            if self.counts is not None:
                self.counts[index] = self.counts.get(index, 0) + count
            self._flush()
            if count:
                made = making(stmt, dest, str(count))
                self.lines.append("        " + self.w.where(stmt.line, 8, file=stmt.file))
                lines = layout(made, 8)
                self.lines += [line.replace("(s, events, ", "(s, None, ") for line in lines]
            return
        first = len(d.deck) + 1
        d.deck += [stmt.source.card_type] * count
        self.known.made(index, first, count, stmt.under)
        if self.counts is not None:
            self.counts[index] = self.counts.get(index, 0) + count
        made = self.made
        under = stmt.op if stmt.under else ""
        if made is not None and made[0] == dest and made[1] + made[2] == first and not under:
            if not self.under:
                self.made = (dest, made[1], made[2] + count)
                return
        self._flush()
        if count:
            self.made, self.under = (dest, first, count), under
            self.lines.append("        " + self.w.where(stmt.line, 8, file=stmt.file))

    def _made_later(self, stmt: ir.Transfer, index: int, count: int) -> None:
        type_name = stmt.source.card_type  # type: ignore[union-attr]
        kinds = self.w.kinds
        values = dict(kinds.values.get(type_name, {}))
        for owner, name in self.w.typed:  # (`(T.x)`: as the load pass left it)
            var = f"({owner}.{name})"
            if owner in kinds.ancestors.get(type_name, ()) and var in self.d.globals:
                values[name] = self.d.globals[var]
        self.known.made_later(index, type_name, values, count)

    def _created(self, stmt: ir.Transfer) -> tuple[str, int, int]:
        """`place T -> X N`: the stack (as code names it), its index, and N."""
        source = stmt.source
        assert isinstance(source, ir.SourceCreate)
        plain = not stmt.dest_every and len(stmt.dests) == 1
        plain = plain and stmt.where_from is None and stmt.where_to is None and not stmt.build
        empty = self._empty_member(stmt) if plain and stmt.prefix == "auto" else None
        if not plain or (stmt.prefix is not None and empty is None):
            what = "the game's own statements make cards other than by `place T -> X N`"
            raise refuse(stmt, f"{what} (or `->_`, `random`, `auto` onto `rows{{|[]}}`)")
        if stmt.end not in (None, "top"):
            raise refuse(stmt, "cards made other than by `place T -> X N` (or `->_`)")
        if empty is not None:
            index = empty if empty >= 0 else self.d._named(stmt.dests[0].base, stmt)[0]
        else:
            (index,) = self.d._named(stmt.dests[0], stmt, whole=False)
        amount = stmt.amount
        if amount is None:
            count = 1
        elif isinstance(amount, ir.AmountAll):
            count = 0  # (`transfer.execute` makes none)
        else:
            value = self._value(amount, stmt)
            if type(value) is not int:
                raise refuse(stmt, "cards made in a number that is not a number")
            count = max(0, value)
        if empty is not None and empty < 0:  # (no member is empty: `auto` makes none)
            count = 0
        return self.w.piles.texts[index], index, count

    def _empty_member(self, stmt: ir.Transfer) -> int | None:
        """`auto place T -> L{|[]} N` (`L{[]}`: the first too; `L{[]|}`: the
        last): the index of the list's (or grid's) first (last) member the
        load pass knows is empty here, -1 when none is; `auto place T ->
        L{cond} N` of a stacklist: its first member whose condition holds
        (on what the load pass knows: sizes, attributes); None for any other
        destination, or members whose sizes it does not know."""
        dest = stmt.dests[0]
        if isinstance(dest, ir.StackFilter) and isinstance(dest.base, ir.ListRef):
            return self._kept_member(dest, stmt)
        if not isinstance(dest, ir.SeqSelect) or not isinstance(dest.base, ir.ListRef):
            return None
        members = self.d._named(dest.base, stmt)
        if dest.pattern.items:  # (`r{[Rune :]}`: the members whose known cards match)
            held = [self.known.cards(index) for index in members]
            if any(cards is None for cards in held):
                return None
            items = dest.pattern.items
            found = [i for i, c in zip(members, held, strict=True) if self.known.matches(c, items)]  # type: ignore[arg-type]
            return (found[-1] if dest.which == "last" else found[0]) if found else -1
        if self.counts is None:
            return None
        empty = [index for index in members if not self.counts.get(index, 0)]
        if not empty:
            return -1
        return empty[-1] if dest.which == "last" else empty[0]

    def _kept_member(self, dest: ir.StackFilter, at: Any) -> int | None:
        """The first member of a stacklist whose condition holds (`rows{size
        < 2}`: bare names the member's), -1 when none; None for a grid's."""
        name = dest.base.name  # type: ignore[attr-defined]
        if name in self.w.piles.widths:
            return None
        for k, index in enumerate(self.d._named(dest.base, at)):
            member = ir.StackRef(f"{name}[{k}]", line=dest.line, file=dest.file)
            if _truth(self._value(of_member(dest.cond, member), at)):
                return index
        return -1

    def _amount(self, amount: Any, at: Any) -> Any:
        """A statement's amount as a constant (none and `all` as they are)."""
        if amount is None or isinstance(amount, ir.AmountAll | ir.Const):
            return amount
        value = self._value(amount, at)
        if type(value) is not int:  # (`transfer._amount` moves no card then)
            value = 0
        return ir.Const(value, line=amount.line, file=amount.file)

    def _moved(self, t: ir.Transfer) -> None:
        """The stacks' counts after transfer `t` (none known after one whose
        cards the filters or the seed choose)."""
        self.drawn = self.drawn or self.hooks_make
        counts = self.counts
        if counts is None:
            return
        lost, self.known.lost = self.known.lost, True  # (unless a move of N cards, below)
        if self.hooks_move or self.hooks_make:
            self.counts = None
            return
        source = t.source
        plain = not (t.build or t.interactive or t.prefix is not None or t.under)
        plain = plain and t.where_from is None and t.where_to is None
        plain = plain and isinstance(source, ir.SourceStacks) and not source.choose
        plain = plain and len(source.stacks) == 1 and len(t.dests) == 1
        if not plain or isinstance(source.stacks[0], ir.CardPredicate):
            self.counts = None
            return
        try:
            (origin,) = self.d._named(source.stacks[0], t, whole=False)
            targets = self.d._named(t.dests[0], t, whole=t.dest_every)
        except Exception:  # (a stack named by more than its name: not known here)
            self.counts = None
            return
        if not t.dest_every and len(targets) != 1:
            self.counts = None
            return
        amount = t.amount
        self.known.lost = lost
        for target in targets:
            size = counts.get(origin, 0)
            k = size if amount is None or isinstance(amount, ir.AmountAll) else amount.value
            k = min(max(k, 0), size)
            counts[origin] = size - k
            counts[target] = counts.get(target, 0) + k
            how = "bottom" if t.end == "bottom" else ""
            self.known.moved(origin, target, k, t.op == "cut", how)

    # -- values ----------------------------------------------------------------------

    def _typed(self, e: Any, type_name: str, at: Any, kept: bool = True) -> Any:
        """A declaration's value (its default when it gives none; `kept`:
        refused when none)."""
        if e is None:
            return DEFAULTS.get(type_name)
        value = self._value(e, at)
        return self._kept(value, at) if kept else value

    @staticmethod
    def _kept(value: Any, at: Any) -> Any:
        if value is None:
            raise refuse(at, "the game's own statements give a value that may be none")
        return value

    def _value(self, e: Any, at: Any) -> Any:
        """The value of expression `e` as the load pass has it here (as the
        language's operators give it: none for none, division
        truncating toward zero); NotFlat for one the seed decides."""
        if isinstance(e, ir.Const) and type(e.value) in (int, bool, str):
            return e.value
        if isinstance(e, ir.Var) and e.scope == "local" and e.name in self.locals:
            return self.locals[e.name]
        if isinstance(e, ir.Var) and e.scope == "global" and e.name in self.d.globals:
            if e.name in self.cards:
                raise refuse(at, f"the game's own statements read the card {e.name}")
            return self.d.globals[e.name]
        if isinstance(e, ir.Unary):
            value = self._value(e.operand, at)
            if e.op == "not":
                return not _truth(value)
            if e.op in ("-", "+") and (value is None or type(value) is int):
                return value if value is None or e.op == "+" else -value
        if (
            isinstance(e, ir.Binary)
            and e.op in ("==", "!=")
            and isinstance(e.right, ir.SeqPattern)
            and self._holds_none(e.left)
        ):  # (a pattern an empty stack matches when it asks for no card)
            matches = all(item == ("rest",) for item in e.right.items)
            return matches == (e.op == "==")
        if isinstance(e, ir.Binary) and e.op in ("==", "!=") and (found := self._known(e, at)):
            return found[0]  # (a card's type, or two cards, compared)
        if isinstance(e, ir.Binary):
            return self._binary(e, at)
        if isinstance(e, ir.Chain):
            return self._chain(e, at)
        if isinstance(e, ir.Prop) and not e.builtin and self._empty(e.obj):
            return None  # (a card attribute of no card: none)
        if isinstance(e, ir.AttrSum) and self._holds_none(e.base):
            return 0  # (a sum over no card)
        if isinstance(e, ir.Prop) and not e.builtin and e.obj is not None:
            found = self._stack_attr(e)
            if found:
                return found[0]
        if isinstance(e, ir.Prop) and e.builtin and e.name == "size" and self.counts is not None:
            try:
                (index,) = self.d._named(e.obj, at, whole=False)
            except Exception:  # (a stack named by more than its name)
                index = None
            if index is not None:
                return self.counts.get(index, 0)
        found = self._known(e, at)
        if found:
            return found[0]
        raise refuse(at, "the game's own statements give a value that is not a constant")

    def _known_card(self, e: Any, at: Any) -> int | None:
        """The id of the card at a place the load pass knows (`s.top`, `(s.top
        - 1)`, `s.bottom + 2`): NO_CARD for none there; None when it does not
        know it, or `e` is no such place."""
        delta: Any = 0
        if isinstance(e, ir.PosOffset):
            e, delta = e.pos, e.delta
            delta = delta if type(delta) is int else self._value(delta, at)
            if type(delta) is not int:
                return NO_CARD  # (a place moved by none: none)
        if not (isinstance(e, ir.Prop) and e.builtin and e.name in ("top", "bottom")):
            return None
        try:
            (index,) = self.d._named(e.obj, at, whole=False)
        except NotFlat:  # (a stack named by more than its name)
            return None
        cards = self.known.cards(index)
        if cards is None:
            return None
        place = len(cards) - 1 + delta if e.name == "top" else delta
        return self.known.at(index, place)

    def _known_cards(self, e: Any, at: Any) -> list[int] | None:
        """The cards of a stack the load pass knows, bottom first."""
        if not isinstance(e, ir.StackRef | ir.Member):
            return None
        try:
            (index,) = self.d._named(e, at, whole=False)
        except NotFlat:
            return None
        return self.known.cards(index)

    def _known(self, e: Any, at: Any) -> tuple[Any, ...]:
        """`e`'s value from the cards the load pass knows lie where they do
        (`Known`): (its value,), or () when it does not know it."""
        known = self.known
        if isinstance(e, ir.Binary) and e.op in ("==", "!="):
            for card, kind in ((e.left, e.right), (e.right, e.left)):
                if isinstance(kind, ir.CardTypeRef):  # (`s.top == B`: of type B, or a kind of it)
                    found = self._known_card(card, at)
                    if found is None:
                        return ()
                    return (bool(found) and known.isa(found, kind.name) == (e.op == "=="),)
            left, right = self._known_card(e.left, at), self._known_card(e.right, at)
            if left is not None and right is not None:  # (two cards: alike when of one type)
                same = bool(left and right) and known.type_of(left) == known.type_of(right)
                return (bool(left and right) and same == (e.op == "=="),)
            return ()
        if isinstance(e, ir.Prop) and isinstance(e.obj, ir.CardTypeRef):  # (`B.x`: the type's)
            return (self.w.kinds.values.get(e.obj.name, {}).get(e.name),)
        if isinstance(e, ir.Prop) and not e.builtin:  # (a card's attribute)
            found = self._known_card(e.obj, at)
            if found is None:
                return ()
            return (known.value(found, e.name) if found else None,)
        if isinstance(e, ir.AttrSum):  # (`s{x}`: an int attribute summed, a card without it 0)
            cards = self._known_cards(e.base, at)
            if cards is None:
                return ()
            values = [known.value(card, e.name) for card in cards]
            return (sum(v for v in values if type(v) is int),)
        if isinstance(e, ir.Prop) and e.builtin and e.name == "size":
            base = e.obj
            if isinstance(base, ir.TypeFilter):  # (`(s{A}).size`: its cards of type A)
                cards = self._known_cards(base.base, at)
                if cards is None:
                    return ()
                return (sum(known.isa(card, base.card_type) for card in cards),)
            if isinstance(base, ir.CardPredicate):  # (`(s{x > 1}).size`)
                cards = self._known_cards(base.base, at)
                if cards is None:
                    return ()
                return (sum(_truth(self._of_card(base.cond, card, at)) for card in cards),)
        return ()

    def _of_card(self, cond: Any, card: int, at: Any) -> Any:
        """A card filter's condition on one card (its bare names the card's)."""

        def value(node: Any) -> Any:
            if isinstance(node, ir.CardAttr):
                return ir.Const(self.known.value(card, node.name), line=node.line, file=node.file)
            return node

        return self._value(rewrite(cond, value), at)

    def _holds_none(self, e: Any) -> bool:
        """Is `e` a stack the load pass knows holds no card here?"""
        if self.counts is None or not isinstance(e, ir.StackRef | ir.Member):
            return False
        try:
            (index,) = self.d._named(e, e, whole=False)
        except Exception:  # (a stack named by more than its name)
            return False
        return self.counts.get(index, 0) == 0

    def _empty(self, e: Any) -> bool:
        """Is `e` a card position (`d.top`, `d.bottom + 1`) in a stack the
        load pass knows holds no card here (a position of none)?"""
        if isinstance(e, ir.PosOffset):
            e = e.pos
        if not (isinstance(e, ir.Prop) and e.builtin and e.name in ("top", "bottom")):
            return False
        return self._holds_none(e.obj)

    def _stack_attr(self, e: ir.Prop) -> tuple[Any, ...]:
        """A stack's attribute the load pass set (`s.count`): (its value,),
        or () when it is no such attribute."""
        if not isinstance(e.obj, ir.StackRef | ir.Member):
            return ()
        try:
            (index,) = self.d._named(e.obj, e, whole=False)
        except Exception:  # (a stack named by more than its name)
            return ()
        for at, name, value in reversed(self.d.loaded):
            if (at, name) == (index, e.name):
                return (value,)
        for decl in self.w.program.stacks:  # (not set: its declaration's value)
            start, count = self.w.piles.where.get(decl.name, (0, 0))
            if start <= index < start + count:
                found = [a for a in decl.attrs if a.name == e.name and a.type in VALUES]
                if found and isinstance(found[0].default, ir.Const):
                    return (found[0].default.value,)
        return ()

    def _chain(self, e: ir.Chain, at: Any) -> Any:
        """A long run of one level's operators, left to right."""
        value = self._value(e.first, at)
        for op, right in e.rest:
            value = self._binary(ir.Binary(op, e.first, right, e.line), at, value)
        return value

    def _binary(self, e: ir.Binary, at: Any, *left: Any) -> Any:
        """`e`'s value (`left`: its left side's, worked out before)."""
        op = e.op
        a = left[0] if left else self._value(e.left, at)
        if op in ("and", "or", "&&", "||"):  # (short-circuit, as the language's)
            if (op in ("and", "&&")) != _truth(a):
                return _truth(a)
            return _truth(self._value(e.right, at))
        b = self._value(e.right, at)
        if op in ("==", "!="):
            if a is None or b is None:
                return False
            same = a == b and (type(a) is bool) == (type(b) is bool)
            return same if op == "==" else not same
        if type(a) is bool or type(b) is bool or type(a) is str or type(b) is str:
            raise refuse(at, f"the game's own statements use `{op}` on what is not a number")
        if a is None or b is None:
            return False if op in ("<", ">", "<=", ">=") else None
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op in ("/", "%"):
            if b == 0:
                raise refuse(at, DIVIDES)
            q = abs(a) // abs(b)
            q = q if (a < 0) == (b < 0) else -q
            return q if op == "/" else a - b * q
        if op in ("<", ">", "<=", ">="):
            return {"<": a < b, ">": a > b, "<=": a <= b, ">=": a >= b}[op]
        raise refuse(at, f"the game's own statements use `{op}`")


FILTERS = (ir.TypeFilter, ir.CardPredicate, ir.SqRun)  # (the filters `_picked` moves cards of)


def _truth(value: Any) -> bool:
    """A condition's value, as `values.truth` reads it: none is false."""
    if value is None or value is False:
        return False
    return value != 0 if type(value) is int else True
