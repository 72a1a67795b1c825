"""The engine of a Paperlang game (`runtime.engine.paperlang.flat`):
decided here, at compile time, and written out as Python.

Every Paperlang game runs on it. A game compiles when everything it does
is on an explicit list of features (`paperlang_flat_setup.refusal` says which one stops it
otherwise, error P180; `docs/not-compiled-yet.md` lists every reason):
stacks, stacklists and grids, private stacks too, with int, bool and
string attributes; game variables and the players' attributes
(`paperlang_flat_players.py`); card types and their attributes; a turn
that waits once (`flat_turn`, `flat_before`, `flat_tail`), more than once
at its top level (`paperlang_flat_stages.py`) or anywhere
(`paperlang_flat_machine.py`); picks that move cards between named
stacks, `build` moves judged by the piles' own rules, `where` filters,
and `then` bodies of transfers (`every`, `auto`, plain ones), `turnup`,
`turndown`, `flip`, `show`, `hide`, `shuffle` and `choose`; card hooks
(`flat_premove`, `flat_onmoved`), and a `score`. Phases are inlined for
the checks, and each `do` is written as a call of the phase's method
(`flat_phase_NAME`), which takes what the phase reads of its caller
(`paperlang_flat_phases.py`).

What is written: `flat_options`, the picks as loops over stack indexes
with each pile's build rule as an inline predicate on card codes
(`id * 2 + face_up`; `rank`, `red`, `suit` are tables by code),
`flat_then`, the `then` bodies, the turn around its wait, the hooks, and
`flat_score`. Each block sits under a comment naming its source line, so
the module's line table maps it back to the `.pl` file.

The parts, each a module: `paperlang_flat_ir.py` holds what the engine
knows of the IR (the list of fields) and where each stack sits,
`paperlang_flat_checks.py` the checks against the list and what each
pick offers, `paperlang_flat_rules.py` the pile rules as Python
conditions, `paperlang_flat_exprs.py` the expressions,
`paperlang_flat_sweeps.py` relative places, `every` and `auto`,
`paperlang_flat_made.py` the options of picks that make cards,
`paperlang_flat_chosen.py` a `choose` pick's move to every stack,
`paperlang_flat_pairs.py` the parts of a `to` filter worked out once per
listing, `paperlang_flat_phases.py` the phases inlined, and
`paperlang_flat_setup.py` the deal. This module writes the methods.
"""

from __future__ import annotations

import builtins
import dataclasses
import re
import symtable
from typing import Any

from paperc import ir
from paperc.codegen import paperlang_flat_pairs as split_to
from paperc.codegen.naming import pyident
from paperc.codegen.paperlang_flat_again import (
    SOURCES,
    found_lists,
    kept_head,
    kept_pick,
    kept_tail,
)
from paperc.codegen.paperlang_flat_bare import SKIPPED, over, turns
from paperc.codegen.paperlang_flat_cards import every_of, is_card, making, typed
from paperc.codegen.paperlang_flat_checks import (
    BUTTON,
    FACES,
    HOOK,
    MOVING,
    THEN,
    Checks,
    asked,
    branches,
    fresh,
    moving_hook,
    moving_of,
    picking,
)
from paperc.codegen.paperlang_flat_exprs import Expressions
from paperc.codegen.paperlang_flat_filters import filter_call, from_loops, from_test
from paperc.codegen.paperlang_flat_hook_end import hook_ended
from paperc.codegen.paperlang_flat_hook_frames import hook_frames, seen_places
from paperc.codegen.paperlang_flat_ir import (
    TOO_DEEP,
    NotFlat,
    Piles,
    constants,
    counted,
    counting,
    is_local,
    known,
    refuse,
    walk_stmts,
)
from paperc.codegen.paperlang_flat_machine import WON, needs_machine, once_body
from paperc.codegen.paperlang_flat_made import made_options
from paperc.codegen.paperlang_flat_phase_inner import inner_runs, shown
from paperc.codegen.paperlang_flat_phases import DEEP, global_names, inlined, own_names, with_names
from paperc.codegen.paperlang_flat_picks import (
    chosen_lines,
    group_from,
    group_onto,
    in_order,
    order_of,
)
from paperc.codegen.paperlang_flat_players import (
    card_locals,
    owned_stacks,
    passed_round,
    passing,
    players,
)
from paperc.codegen.paperlang_flat_rules import (
    TABLES,
    VARS,
    Counted,
    all_of,
    amount_text,
    condition,
    files_bases,
    fills,
    follows,
    group_source,
    group_target,
    index_plan,
    judged_lines,
    names,
    one_key,
    parse_build,
    ruled,
    tables,
)
from paperc.codegen.paperlang_flat_sets import each_stack
from paperc.codegen.paperlang_flat_setup_end import setup_ended
from paperc.codegen.paperlang_flat_setup_waits import setup_waiting
from paperc.codegen.paperlang_flat_stages import WAIT, choices_of, staged
from paperc.codegen.paperlang_flat_sweeps import Near, Sweeps, ends, filtered_source, kept_members
from paperc.codegen.pyfmt import WIDTH, Atom, Call, Chain, flat, layout
from paperc.codegen.render import py
from paperc.codegen.writer import MARKED, unmarked
from paperc.irwalk import walk
from runtime.engine.cards import RANK_WORDS, SUITS, rank_constant

SIDES = (("from", "sources"), ("to", "dests"))
BEFORE = "#flat_before"  # where `finish` writes a call of `flat_before`
AGAIN = "#flat_again"  # where a phase's method calls itself (`_again`)
# why a `do` of a phase inside itself is refused where no copy of the phase
# around it is being written as a method (`_again`): no known turn comes here
# a generated line nothing splits (a name of a hundred letters, say)
TOO_LONG = (
    "a line of the game's code too long to write (more than 100 characters with nothing"
    " to split it at): work a part of it out into a local first, or shorten its names"
)
UNFOUND = (
    "where the compiler does not find the copy of the phase around it to write as one"
    " method (a shape of turn it does not follow yet): repeat the phase with a `while`"
)
# a build pick's source `a`: its `cards`, skipped unless its top card `c` is face up
SOURCE_CARDS = [
    "            if not (cards := s[a]) or not (c := cards[-1]) & 1:",
    "                continue  # no face-up card to move",
    "            n = len(cards)",
]
# what a phase's method reads that is no local of the caller's: builtins, the
# tables it binds itself (`TABLES`), the module's constants (upper case)
TAKEN = frozenset(dir(builtins)) | frozenset(TABLES)


def _topped(body: list[str]) -> list[str]:
    """A build pick's options from its source's top card (`_build_from`)
    where `c` is that card already (`SOURCE_CARDS`)."""
    assert body[1] == "            c = cards[p]"
    return body[:1] + body[2:]


CUT = "            p = n - 1"  # (a build pick's cut point: its source's top card)
DROPPED = "#dropped"  # (the line `_cut_at_top` leaves out)
OPTION = re.compile(r"^(\s*found(?:_\d+)?\.append\(\(\d+, a, b, )p(, n\)\))$")


def _cut_at_top(lines: list[str]) -> list[str]:
    """Build picks' source loops (`for a in ...:` at 8 columns) whose cut
    point is always the top card: each option says `n - 1`, with no `p`."""
    lines = list(lines)
    heads = [k for k, line in enumerate(lines) if line.startswith("        for a in ")]
    for start, end in zip(heads, [*heads[1:], len(lines)], strict=True):
        body = lines[start + 1 : end]
        reads = [k for k, line in enumerate(body) if "p" in names(line.split("#")[0])]
        cuts = [k for k in reads if body[k] == CUT]
        options = [k for k in reads if OPTION.match(body[k])]
        if len(cuts) != 1 or len(cuts) + len(options) != len(reads):
            continue
        for k in options:
            lines[start + 1 + k] = OPTION.sub(r"\1n - 1\2", body[k])
        lines[start + 1 + cuts[0]] = DROPPED
    return [line for line in lines if line is not DROPPED]


def flat_writer(
    program: ir.PaperlangProgram, where: Any, maybe: frozenset[str] = frozenset()
) -> FlatWriter:
    """The writer of the game's engine (NotFlat when it has none: the
    reason of the turn written as a machine, whose limits are fewer, where
    the turn written plainly fails too). The
    locals that may hold none (`cv = (waste.bottom + i).v`) are known once
    every statement is read: the writer reads them again until it knew them
    all before (each reading only adds to them), from `maybe` (the game
    variables the load pass leaves none: `paperlang_flat_setup._written`)."""
    try:
        try:
            return _writer(program, where, False, maybe)
        except NotFlat:  # (the turn as a machine has fewer limits: `machine`)
            return _writer(program, where, True, maybe)
    except RecursionError:  # (phases that run each other hundreds deep: Python's stack)
        raise NotFlat(f"phases {DEEP}", program.turn_line, program.turn_file) from None


def _writer(
    program: ir.PaperlangProgram, where: Any, machined: bool, maybe: frozenset[str]
) -> FlatWriter:
    while True:
        writer = FlatWriter(program, where, maybe, machined)
        if writer.maybe_locals <= maybe:
            return writer
        maybe = frozenset(writer.maybe_locals)


class FlatWriter(Checks, Expressions, Sweeps):
    """Checks a program against the engine's list and writes its methods."""

    movings = MOVING

    def __init__(
        self,
        program: ir.PaperlangProgram,
        where: Any,
        maybe: frozenset[str] = frozenset(),
        machined: bool = False,
    ) -> None:
        program = inner_runs(program)  # (a phase's runs inside itself that see its locals)
        self.phases = {phase.name: phase for phase in program.phases}
        # `do PHASE` inlined in the turn; the copies of the phases that only
        # work out locals are written as calls (`_call`), by their first statement
        # (the players' attributes and numbers: game variables, `passes` by `flat_passed`;
        # their own stacks: stacklists of one stack a player, `flat_owned`)
        self.owned = owned_stacks(program)
        program = each_stack(program)  # (`turndown up, keeper all`: once a stack)
        program = hook_frames(program)  # (the locals a card hook sees: kept)
        self.seen = seen_places(program)  # (`Checks.place`)
        program = setup_waiting(program)  # (a setup that waits: the first turn's start)
        program = setup_ended(program)  # (`winneris` in the setup: `(setup end)`)
        found, passes = players(program, machined)
        found = inlined(hook_ended(found))  # (`winneris` in a card hook: `HOOK_END`)
        if passes and needs_machine(found.program.turn, choices_of):  # (a phase's wait)
            found = inlined(hook_ended(players(program, True)[0]))
            passes = False
        # (a turn that waits more than once: one `if` choosing its wait, `staged`;
        # an interactive transfer that is the turn's one wait: the `pickone` of one pick;
        # a turn whose waits sit deeper: a machine, `start` its code up to its first wait)
        again = tuple((body, do) for _, body, do, _ in found.copies if _dos(body, found.sees))
        program, self.start, self.tails = staged(found.program, machined, again)
        program = dataclasses.replace(program, turn=asked(program.turn))
        # (a card type's attributes play changes: game variables `(T.x)`)
        program, self.typed = typed(program)
        self.program = program
        self.copies: dict[int, list[tuple[str, Any, ir.Do, dict[str, str]]]] = {}
        for name, body, do, visible in found.copies:
            self.copies.setdefault(id(body[0]), []).append((name, body, do, visible))
        # the copies of phases that run themselves, by the `do`s of themselves they hold
        # and the locals they name (`_rewritten_copy`)
        self.again_copies = [
            (copy, _dos(copy[1], found.sees), _local_names(copy[1]))
            for copy in found.copies
            if _dos(copy[1], found.sees)
        ]
        self.sees = found.sees  # the locals each `do` of a phase that runs itself sees
        self.originals = found.originals  # each local the inliner renamed: its own name
        # the phases' methods by their bodies: name, parameters, results, body
        self.phase_methods: dict[tuple[str, ...], dict[str, Any]] = {}
        # the build sweeps written as methods of their own (`_build_sweep`), by body
        self.sweep_methods: dict[tuple[str, ...], dict[str, Any]] = {}
        # the sweeps of picks to every pile with rules and a `to` filter (`swept`)
        self.judged_sweeps: set[ir.Transfer] = set()
        # the copies whose methods are being written, by their statements' ids
        self.calling: set[tuple[int, ...]] = set()
        # the phases that run themselves whose methods are being written, with the
        # `do`s inside that call the method again (`_call`)
        self.recursing: list[tuple[str, list[ir.Do], dict[str, str]]] = []
        self.where = where  # (line, indent) -> the `# game.pl:N ...` comment
        self.piles = Piles()
        self.globals: dict[str, str] = {}  # game variable -> its type
        self.locals: set[str] = set()
        self.card_locals = card_locals(program)  # the locals holding a card (its code)
        self.maybe_locals = set(maybe)  # the locals that may hold none (see `flat_writer`)
        # the game variables and stack attributes (`attr_key`) the setup sets
        # to what may be none (`DealWriter._assign`: the play is written again so)
        self.setup_nones: set[str] = set()
        self.maybe_locals |= {  # (a game's `playerref` declared with no player: none)
            s.name
            for s in program.load
            if isinstance(s, ir.VarDecl) and isinstance(s.init, ir.Const) and s.init.value is None
        }
        self.ranges: dict[str, tuple[int, int]] = {}  # counters of the `for` loops around
        # the nodes whose value may be none, by id (kept here, so no id is reused)
        self.maybe_none: dict[int, Any] = {}
        self.helpers: set[str] = set()  # runtime.paperlang operators the code calls
        self.sides: dict[str, list[str]] = {}  # the declarations `from` and `to` range over
        # what a statement may read: nothing of the pick in the turn, `from`
        # and `to` (the stacks it used, `a` and `b`) in a `then` body
        self.here: dict[str, bool] = {}
        self.moving = MOVING["build"]  # (set for each pick's filters)
        self.used_globals: set[str] = set()
        # the game variables the `then` bodies change: the state's last tuple holds them
        self.changing: tuple[str, ...] = ()
        # the game variables the turn sets before it waits (among `changing`)
        self.turn_sets: tuple[str, ...] = ()
        self.listing = False  # writing `flat_options`: those are its locals (`g_most`)
        self.keeping = -1  # (while `_picks` writes it: the number of the pick it keeps)
        self.surely_set: set[str] = set()  # those the turn sets on every path
        self.fixed: list[int] = []  # the stacks whose base the first card on one fixes (X)
        # the declarations whose table of wanted keys (`FlatGame.flat_wants`) the options read
        self.wanting: dict[str, ir.PileProps] = {}
        # those whose `flat_takes` files the empty piles by the cards that fill them
        self.filed: set[str] = set()
        self.constant_ints = constants(program)  # game ints that never change (`width`)
        # stack attributes the turn sets on every member before it waits
        # (`tableau[i].run = k`), by name: the declarations
        self.turn_attrs: dict[str, set[str]] = {}
        # stack attributes the state keeps after the changing variables (set by
        # the `then` bodies, or by the turn itself): (declaration, name) -> the
        # place of its first member's
        self.kept_attrs: dict[tuple[str, str], int] = {}
        self.kept_stacks: tuple[tuple[int, str], ...] = ()  # (stack index, name), state order
        self.moves_in_turn = False  # does the turn move cards or set kept attributes itself?
        self.random = False  # does a `then` body shuffle (the state keeps the deal generator)?
        self.ends = False  # does the turn end the game before it waits (`winneris`)?
        self.turns = False  # does the turn turn cards up before it waits (`turnup`)?
        self.effects = True  # writing the turn's effects (`turnup`), or only what it reads
        self.before_reads: set[str] = set()  # what callers read of `flat_before` (`finish`)
        self.nonempty: set[str] = set()  # the stacks known to hold a card where code is read
        self.this_type = ""  # the type of a hook's card (`this`), while its hook is read
        self._check_game()
        turn = program.turn
        at = picking(turn)
        # the turn's waits, each with the condition that chooses it (one: None)
        self.branches = branches(turn[at])
        known(turn[at])
        self.pickone: ir.PickOne | ir.Buttons = self.branches[0][1]  # (its place, for errors)
        for _, wait in self.branches:
            known(wait)
        self.prefix = turn[:at]
        self.turn_sets = self._turn_sets()
        self.changing = self._changing()
        self.changing += tuple(name for name in self.turn_sets if name not in self.changing)
        # (the players' values handed on at each turn's end: kept too, `flat_passed`)
        self.changing += passed_round(program, self.changing)
        self.passed = passing(self.changing) if passes else ()
        # where the state keeps the wait a turn of several waits is at (`staged`)
        self.wait_place = self.changing.index(WAIT) if WAIT in self.changing else None
        for stmt in self.prefix:  # (it may read the variables the picks change)
            self._check_prefix(stmt)
        if self.moves_in_turn and self.ends:  # (`flat_options` finds an ending by the turn's code)
            raise refuse(
                self.pickone, "the turn moves cards itself and may end the game before it waits"
            )
        # the turn after its `pickone`: only what `flat_options` may work out
        # again from the table at the next wait (an ending, over the game's
        # variables and the stacks), before the turn's own start
        self.after = turn[at + 1 :]
        self.tail: tuple[Any, ...] = ()  # up to its last transfer: `flat_tail`
        self._check_after()
        self._check_start()
        self.picks = []  # numbered across the waits (a Move's number is its own wait's)
        for number, (cond, wait) in enumerate(self.branches):
            if cond is not None:
                self.expr(cond, {})
            first = len(self.picks)
            if isinstance(wait, ir.Buttons):  # (each button a pick of no stacks)
                found = [self._check_button(first + n, b) for n, b in enumerate(wait.buttons)]
            else:
                found = [self._check_pick(first + n, o) for n, o in enumerate(wait.options)]
            for n, pick in enumerate(found):
                pick["wait"], pick["local"] = number, n
            self.picks += found
        self._check_hooks()
        self._check_overlap()
        # a line too long to write is written again with the members a
        # constant index names by their numbers (`2`, not `FOUNDATIONS[0]`)
        long = self._write()
        if long is not None:
            self.piles.number_members()
            long = self._write()
        if long is not None:  # (a long run of `+`: split an operand a line)
            self.split_runs = True
            long = self._write()
        if long is not None:  # (nothing splits it as ruff would: P180, saying what to do)
            raise NotFlat(TOO_LONG, long) if long else refuse(self.pickone, TOO_LONG)

    def _write(self) -> int | None:
        """Write the methods' bodies; the first line too long, if any: the
        line of the game's own source it is written from (the last line
        marked before it: 0 for an included file's, named by the pick)."""
        self.phase_methods, self.sweep_methods = {}, {}
        self.filter_methods: dict[str, dict[str, Any]] = {}  # (`paperlang_flat_filters`)
        self.from_tests: dict[tuple[str, ...], tuple[Any, ...]] = {}  # (`from_test`)
        self.before_reads = set()
        self.options_body = self._options()
        self.then_body = self._then()
        self.wanted_keys = self._wanted_keys()
        self.score_body = self._score()
        self.turn_body = self._turn()
        self.tail_body = self._tail()
        self.over_body = self._over()
        self.start_body = self._start()
        self.hook_bodies = {kind: self._hooks(kind) for kind in ("premove", "onmoved")}
        bodies = self.options_body + self.then_body + self.score_body + self.turn_body
        bodies += self.tail_body + self.over_body + self.start_body
        bodies += [line for body in self.hook_bodies.values() for line in body]
        bodies += [line for made in self.phase_methods.values() for line in made["body"]]
        bodies += [line for made in self.sweep_methods.values() for line in made["body"]]
        bodies += [line for made in self.filter_methods.values() for line in made["body"]]
        if any("truth(" in line for line in bodies):
            self.helpers.add("truth")  # (a long condition laid out in its brackets: `condition`)
        at = 0
        for line in bodies:
            found = MARKED.search(line)
            if found is not None:
                at = 0 if found.group(1) else int(found.group(2))
            if len(unmarked(line)) > WIDTH:
                return at
        return None

    # -- flat_options --------------------------------------------------------------------

    def _options(self) -> list[str]:
        self.listing = True
        # (a listing with a turn between bare piles skips the loops over
        # built piles when `bare`: `paperlang_flat_bare`)
        self.skips = not self.after and turns(self.piles, self.picks)
        try:
            return self._listing()
        finally:
            self.listing = False

    @property
    def bare_listed(self) -> bool:
        """Does `flat_options` take `bare`: does it read it (a loop it
        skips, or one whose options it keeps: `paperlang_flat_again`)?"""
        code = "\n".join(line.split("#")[0] for line in self.options_body)
        return self.skips and "bare" in names(code)

    def _skipping(self, sources: tuple[int, ...]) -> str:
        """A listing loop's `in` part over `sources` (`paperlang_flat_bare.over`)."""
        return over(self.piles, sources, self.skips and self.listing)

    def _listing(self) -> list[str]:
        lines: list[str] = []
        pad = " " * 8
        # (a turn of several waits runs what comes before its first only there)
        first = "" if self.wait_place is None else f" and not s[KEPT][{self.wait_place}]"
        if self.start and self.ends:  # (a machine's code ended the game: `paperlang_flat_machine`)
            wait = f"s[KEPT][{self.wait_place}]"
            lines += [f"        if {wait} < 0:"]
            lines += [f'            raise self.flat_ended("win" if {wait} == {WON} else "lose")']
        if self.after:  # (the turn after the move that led here: none led to the first wait)
            lines += [f"        if not first{first}:", *self._block(self.after, 12)]
        picks = self._waits(pad)
        # does the turn run again here (else `flat_turn` ran it after the move)?
        again = not self.moves_in_turn and bool(self.prefix)
        read = names("\n".join(line.split("#")[0] for line in picks))
        if again and self.turn_sets and not self.ends:
            # the turn only works out the variables `flat_turn` keeps, and
            # the picks read none of its locals: read those instead
            turn = {s.name for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)}
            again = bool(read & {f"v_{pyident(name)}" for name in turn})
        if again and first:
            lines += [f"        if not s[KEPT][{self.wait_place}]:", *self._before_call(read, 12)]
        elif again:
            lines += self._before_call(read, 8)
        lines += picks
        if self.moves_in_turn:
            turn = {s.name for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)}
            code = "\n".join(line.split("#")[0] for line in lines)
            if names(code) & {f"v_{pyident(name)}" for name in turn}:
                raise refuse(self.pickone, "the picks read what a turn that moves cards works out")
        if not any("m" in names(line.split("#")[0]) for line in lines if line.strip() != "m = 1"):
            lines = [line for line in lines if line.strip() != "m = 1"]  # (nothing reads it)
        used = names("\n".join(line.split("#")[0] for line in lines))
        bound = tables(used)
        head = [f"{pad}{name} = self.flat_{name}" for name in bound]
        head += self._wants(used, pad)
        head += self._globals(used, pad)
        for name in self.turn_sets:  # (as the turn left them: `_turn_sets`; at a later wait too)
            if f"g_{pyident(name)}" in used and (not again or self.wait_place is not None):
                head.append(f"{pad}g_{pyident(name)} = {self.kept(name)}")
        if "steps" in used:
            head.append(f"{pad}steps = self.flat_steps")
        head += self._turn_lists(used, pad)
        if "offered" in used:  # what picks that may offer one option have offered
            head.append(f"{pad}offered = set()")
        if "fixed" in used:
            head += self._fixed(pad)
            if "rank" not in bound:
                head.insert(0, f"{pad}rank = self.flat_rank")
        return head + lines

    def _fixed(self, pad: str) -> list[str]:
        """`fixed`: the rank the first card on an `X` pile fixed (0: none yet)."""
        return [
            f"{pad}fixed = 0",
            f"{pad}for i in {self.piles.loop(tuple(self.fixed))}:",
            f"{pad}    if s[i]:",
            f"{pad}        fixed = rank[s[i][0]]",
            f"{pad}        break",
        ]

    def _waits(self, pad: str) -> list[str]:
        """The options of the wait the turn comes to: of its one wait, or of
        the one its `if` chooses (which it says: `flat_waiting`)."""
        if len(self.branches) == 1:
            return self._picks(pad)
        lines: list[str] = []
        picks, where = self.picks, self.where
        # (the picks' comments are cut to fit one level deeper)
        self.where = lambda line, indent, *rest, **named: where(line, indent + 4, *rest, **named)
        try:
            for number, (cond, wait) in enumerate(self.branches):
                self.picks = [pick for pick in picks if pick["wait"] == number]
                if cond is None:
                    lines.append(f"{pad}else:")
                else:
                    line, file = getattr(cond, "line", 0) or wait.line, wait.file
                    lines.append(pad + where(line, len(pad), file=file))
                    word = "if " if number == 0 else "elif "
                    lines += condition(self.expr(cond, {}), len(pad), word, ":")
                body = [f"{pad}self.flat_waiting = {number}", *self._picks(pad)]
                lines += ["    " + line if line.strip() else line for line in body]
        finally:
            self.picks, self.where = picks, where
        return lines

    def _picks(self, pad: str) -> list[str]:
        """The options of the wait's picks, pick by pick (of buttons: each, always)."""
        if self.picks and self.picks[0]["transfer"] is None:
            return [f"{pad}return {[(pick['number'], -1, -1, -1, 0) for pick in self.picks]}"]
        self.held: dict[str, tuple[int, ...]] = {}  # (by `_takes`: what `flat_takes` keeps)
        picks = self._takes()
        groups = self._shared_sources()
        kept = kept_pick(self, groups) if self.skips else None
        self.keeping = -1 if kept is None else kept  # (a loop's: `paperlang_flat_again`)
        made = len(groups[0]) > 1 and groups[0][0]["number"] == self.keeping  # (`found` too)
        picks += [] if made else [f"{pad}found = []"]
        for group in groups:
            if len(group) > 1:
                picks += self._builds(group)
                continue
            pick = group[0]
            picks.append(pad + self.where(pick["transfer"].line, 8, file=pick["transfer"].file))
            found = self._build(pick) if pick["transfer"].build else self._plain(pick)
            picks += _deduped(found) if pick["dedupe"] else found
        picks = from_loops(self, single_loops(merged_loops(picks)))
        picks.append(f"{pad}return found")
        self.keeping = -1
        return picks

    def _block(self, stmts: Any, indent: int) -> list[str]:
        """Statements in order (a loop reads the one before it: see `_for`)."""
        lines: list[str] = []
        before = None
        stmts = tuple(stmts)
        at = 0
        while at < len(stmts):
            copy = self._copy_at(stmts, at)
            called = self._call(*copy, indent) if copy is not None else None
            if copy is not None and called is not None:
                lines += called
                at += len(copy[1])
                before = stmts[at - 1]
                continue
            if self.start and stmts[at] is self.start[0]:  # (a machine's turn until it waits)
                pad, turn = " " * indent, self.program
                lines.append(pad + self.where(turn.turn_line, indent, file=turn.turn_file))
                lines.append(f"{pad}self.flat_turn(s, events)")
                before = stmts[at]
                at += 1
                continue
            lines += self._prefix(stmts[at], indent, before)
            before = stmts[at]
            at += 1
        return lines

    def _copy_at(
        self, stmts: tuple[Any, ...], at: int
    ) -> tuple[str, Any, ir.Do, dict[str, str]] | None:
        """The inlined copy of a phase that starts at `stmts[at]`, if one
        does (the outermost, when phases run each other there)."""
        copies = sorted(self.copies.get(id(stmts[at]), ()), key=lambda copy: -len(copy[1]))
        for copy in copies:
            body = copy[1]
            if tuple(map(id, body)) in self.calling:  # (its own method's body)
                continue
            here = stmts[at : at + len(body)]
            if len(here) == len(body) and all(a is b for a, b in zip(here, body, strict=True)):
                return copy
        return self._rewritten_copy(stmts, at)

    def _rewritten_copy(
        self, stmts: tuple[Any, ...], at: int
    ) -> tuple[str, Any, ir.Do, dict[str, str]] | None:
        """The copy of a phase that runs itself at `stmts[at]` where the turn
        was written again after the inlining (a local the state keeps across
        a wait, a game variable now: `staged`): the same statements by kind
        and line, holding the very `do`s of itself the inliner left in the
        copy (nodes of their own), and naming no local the copy does not
        (renamed, the locals each `do` sees would not be its own). Its
        statements as they stand there."""
        for copy, dos, named in self.again_copies:
            body = copy[1]
            size = _guarded_size(stmts[at:], len(body))
            here = stmts[at : at + size]
            if not size or tuple(map(id, here)) in self.calling:
                continue
            same = all(
                _same_kind(a, b) and (a.line, a.file) == (b.line, b.file)
                for a, b in zip(_unguarded(here), body, strict=True)
            )
            if same and _dos(here, self.sees) == dos and _local_names(here) <= named:
                if _read_globals(here) == _read_globals(body):  # (not a run inside it)
                    return copy[0], here, copy[2], copy[3]
        return None

    def _call(
        self, phase: str, body: Any, do: ir.Do, visible: dict[str, str], indent: int
    ) -> list[str] | None:
        """A call of the phase's method (written once for each body it has:
        `phase_methods`), which takes the caller's values the phase reads
        (its locals, game variables, `events`, the stacks of a `then` body)
        and gives back the caller's locals it sets (each name of the
        caller's method it reads, as the same code inline would: a pick's
        loop's too); None when it runs a phase whose method is being
        written (`_again`)."""
        again = [s for s in walk_stmts(body) if isinstance(s, ir.Do)]
        if any(s.phase == name for s in again for name, _, _ in self.recursing):
            return None  # (inlined in that method, which it calls)
        saved = self.ranges, self.nonempty
        self.ranges, self.nonempty = {}, set()
        self.calling.add(tuple(map(id, body)))
        sites: list[ir.Do] = []
        self.recursing.append((phase, sites, visible))
        try:
            lines = self._block(body, 8)
        finally:
            self.ranges, self.nonempty = saved
            self.calling.discard(tuple(map(id, body)))
            self.recursing.pop()
        free, assigned = scope_of(lines)
        free = {name for name in free if not name.startswith("card_")}  # (a table it binds)
        own = {f"v_{pyident(s.name)}" for s in walk_stmts(body) if isinstance(s, ir.VarDecl)}
        sets = {name for name in assigned - own if name == "steps" or name[:2] in ("v_", "g_")}
        # (the method names the locals the inliner renamed as the phase does: one
        # method for copies that differ only so; one that runs itself, as its caller)
        back = {} if sites else own_names(lines, self.originals)
        read = {name for name in free - TAKEN - self.helpers if not name.isupper()} | sets
        given = sorted(read, key=lambda name: back.get(name, name))
        results = [name for name in given if name in sets]
        lines, takes = with_names(lines, back), [back.get(name, name) for name in given]
        made = self._method(
            phase, lines, takes, [back.get(n, n) for n in results], sites, visible, do
        )
        depth = "2" if phase != shown(phase) else "1"  # (run first by the phase: `inner_runs`)
        args = [Atom(name) for name in ("s", *given)] + ([Atom(depth)] if sites else [])
        call = Call(f"self.{made['name']}", tuple(args))
        target = f"{', '.join(results)} = " if results else ""
        comment = " " * indent + self.where(do.line, indent, file=do.file)
        return [comment, *layout(call, indent, target)]

    def _method(
        self,
        phase: str,
        lines: list[str],
        given: list[str],
        results: list[str],
        sites: list[ir.Do],
        visible: dict[str, str],
        do: ir.Do,
    ) -> dict[str, Any]:
        """The phase's method for a copy written as `lines` (the one written
        before for the same lines, if any). A phase that runs itself
        (`sites`: its `do`s inside, each marked in `lines`: `_again`) takes
        its depth too, and each `do` calls the method with the values of
        the locals it sees."""
        tried = [m["name"] for m in self.phase_methods.values() if m["phase"] == phase]
        count = len(tried)
        tried.append(f"flat_phase_{pyident(phase)}" + (f"_{count + 1}" if count else ""))
        for name in tried:  # (the method of an equal copy, or a new one)
            body = self._recursions(lines, name, given, results, sites, visible)
            made = self.phase_methods.get(tuple(body))
            if made is not None or name == tried[-1]:
                break
        if made is None:
            used = names("\n".join(line.split("#")[0] for line in body))
            head = [f"        {table} = self.flat_{table}" for table in tables(used)]
            if sites:  # (as the language stops a phase that runs itself forever)
                head += [
                    "        if depth > self.flat_depth:",
                    f'            raise self.flat_too_deep({sites[0].line}, "{shown(phase)}")',
                ]
            tail = [f"        return {', '.join(results)}"] if results else []
            made = {"phase": phase, "name": name, "given": given + (["depth"] if sites else [])}
            made["results"] = results
            made["body"] = head + body + tail
            self.phase_methods[tuple(body)] = made
        return made

    def _recursions(
        self,
        lines: list[str],
        name: str,
        given: list[str],
        results: list[str],
        sites: list[ir.Do],
        visible: dict[str, str],
    ) -> list[str]:
        """`lines` with each `do` of the phase inside it (`_again`'s marks)
        written as a call of its method `name`: each value it takes and
        gives back is the local of that name the `do` sees."""
        if not sites:
            return lines
        inverse = {f"v_{pyident(inner)}": outer for outer, inner in visible.items()}
        found: list[str] = []
        for line in lines:
            if not line.lstrip().startswith(AGAIN):
                found.append(line)
                continue
            site = next(s for s in sites if str(id(s)) == line.split()[1])
            sees = self.sees[id(site)]

            def seen(value: str, sees: dict[str, str] = sees) -> str:
                return f"v_{pyident(sees[inverse[value]])}" if value in inverse else value

            indent = len(line) - len(line.lstrip())
            args = [Atom(seen(value)) for value in ("s", *given)] + [Atom("depth + 1")]
            target = ", ".join(seen(value) for value in results)
            found += layout(
                Call(f"self.{name}", tuple(args)), indent, f"{target} = " if target else ""
            )
        return found

    def _again(self, stmt: ir.Do, indent: int) -> list[str]:
        """A `do` inside a phase that runs itself (`paperlang_flat_phases`
        leaves it in the phase's copy): a mark where `_recursions` writes
        the call of the method of the copy around it; or the error that a
        phase whose frames the state keeps runs too deep (`Frames`)."""
        if stmt.phase.startswith(TOO_DEEP):
            phase = py(stmt.phase.removeprefix(TOO_DEEP))
            return [f"{' ' * indent}raise self.flat_too_deep({stmt.line}, {phase})"]
        for phase, sites, outer in reversed(self.recursing):
            if phase == stmt.phase:
                read = global_names(self.phases[phase].body)
                for name in sorted(read & set(self.sees[id(stmt)]) - set(outer)):
                    hides = "a local hides where it runs itself"
                    raise refuse(stmt, f"phase {phase} reads {name}, which {hides}")
                sites.append(stmt)
                return [f"{' ' * indent}{AGAIN} {id(stmt)}"]
        raise refuse(stmt, f"phase {stmt.phase} runs itself {UNFOUND}")

    def _for(self, loop: ir.While, before: Any, indent: int) -> list[str] | None:
        """`i = A` then `while i < B ... i = i + K` as `for v_i in range(A, B, K)`
        (and `v_i` as the loop leaves it after); None for another loop."""
        found = counting(loop, before, self.constant_ints)
        if found is None or loop.cond.left.scope != "local":  # type: ignore[attr-defined]
            return None  # (a game variable's counter, or a kept local's: the state holds it)
        counter, start, stop, step = found
        after = start if start >= stop else start + (stop - start + step - 1) // step * step
        pad, name = " " * indent, "v_" + pyident(counter)
        span = f"{start}, {stop}" if step == 1 else f"{start}, {stop}, {step}"
        lines = [f"{pad}for {name} in range({span}):"]
        self.ranges[counter] = (start, stop)
        body = self._block(loop.body[:-1], indent + 4)
        del self.ranges[counter]
        note = "(the counter as the loop leaves it)"
        leaves = [pad + self.where(loop.line, indent, note, loop.file)]
        return lines + (body or [pad + "    pass"]) + leaves + [f"{pad}{name} = {after}"]

    def _made_kept(self, stmt: ir.Transfer, worked: Any, amount: str, indent: int) -> list[str]:
        """New cards onto the members braces keep (`place Flag -> every
        rows{size < 2} 1`: each kept as the cards made before left the
        table, in order; `auto place Flag -> rows{|[]} 1`: the first, if
        any); in a `then` body, the pick's `b` set aside while it runs."""
        pad = " " * indent
        lines = []
        if isinstance(worked, Counted):  # (worked out once, before any are made)
            lines.append(f"{pad}amount = {amount}")
            amount = "amount"
        lines += self._chosen_loop(stmt.dests[0], pad)
        lines += layout(making(stmt, "b", amount), indent + 4)
        if stmt.prefix == "auto":  # (onto the first alone)
            lines.append(f"{pad}    break")
        if not self.here.get("then"):
            return lines
        return [f"{pad}picked = b", *lines, f"{pad}b = picked"]

    def _made_among(self, stmt: ir.Transfer, worked: Any, amount: str, indent: int) -> list[str]:
        """New cards onto every destination in turn, members braces keep
        among other stacks (`place Flag -> every rows{size < 2}, waste 1`)
        or those a making pick's `to` filter allows (its sweep, `swept`):
        each destination as if alone, in the order written, kept or allowed
        as the cards made before left the table, the amount worked out
        once; in a `then` body, the pick's `b` set aside while it runs."""
        pad = " " * indent
        lines = []
        if isinstance(worked, Counted):  # (worked out once, before any are made)
            lines.append(f"{pad}amount = {amount}")
            amount = "amount"
        test = None
        if stmt.where_to is not None:  # (`to`: each destination, `b`)
            test = self.expr(stmt.where_to, {**self.here, "to": True})
        for dest in stmt.dests:
            part = dataclasses.replace(stmt, dests=(dest,))
            loop = self._chosen_loop(dest, pad)
            lines += loop or [f"{pad}for b in {self.piles.loop(every_of(self.piles, part))}:"]
            if test is None:
                lines += layout(making(part, "b", amount), indent + 4)
                continue
            lines += condition(test, indent + 4, "if ", ":")
            lines += layout(making(part, "b", amount), indent + 8)
        if not self.here.get("then"):
            return lines
        return [f"{pad}picked = b", *lines, f"{pad}b = picked"]

    def _card_set(self, stmt: Any, indent: int, context: dict[str, bool]) -> list[str]:
        """`X.top.NAME = value`: a card's attribute, in the state's last
        tuple (`s[CARDS]`, by card id: `FlatGame.flat_card_set`)."""
        code, guard, _ = self._card(stmt.target.obj, context)
        where = flat(code) if not guard else f"{flat(code)} if {guard} else 0"
        place = self.kinds.changing.index(stmt.target.name)
        value = self.card_value(stmt, context)
        args = ("s", str(place), where, value, str(stmt.line))
        return layout(Call("self.flat_card_set", tuple(map(Atom, args))), indent)

    def _prefix(self, stmt: Any, indent: int, before: Any = None) -> list[str]:
        pad = " " * indent
        lines = [pad + self.where(stmt.line, indent, file=stmt.file)]
        if isinstance(stmt, ir.VarDecl | ir.Assign) and (held := self._card_held(stmt)):
            if held[0].isdigit():  # (the game's card variable, kept in the state)
                lines += kept_set(held[0], held[1], indent)
            else:
                lines += assignment(*held, indent)  # (a card's code, 0 for none)
        elif isinstance(stmt, ir.VarDecl):
            value = self.expr(stmt.init, self.here) if stmt.init is not None else None
            if value is None:
                value = Atom("0" if stmt.type == "int" else "False")
            lines += assignment(f"v_{pyident(stmt.name)}", value, indent)
        elif (
            isinstance(stmt, ir.Assign)
            and isinstance(stmt.target, ir.Prop)
            and is_card(stmt.target.obj, self.card_variables)
        ):  # a card's attribute (`s[CARDS]`, by card id)
            lines += self._card_set(stmt, indent, self.here)
        elif isinstance(stmt, ir.Assign) and self._is_kept(stmt.target, bool(self.here)):
            # a kept attribute (in a `then` body, or in `flat_turn`)
            if self.stack_card(stmt.target, self.here):  # (a card's code, 0 for none)
                value = self.card_code(stmt, self.here)
            else:
                value = self.expr(stmt.value, self.here)
            place = self._kept_place(stmt.target, self.here)
            if not place.isdigit():  # (a place in the state's last tuple)
                lines.append(f"{pad}place = {place}")
                place = "place"
            lines += kept_set(place, value, indent)
        elif isinstance(stmt, ir.Assign) and isinstance(stmt.target, ir.Prop):  # (turn_attrs)
            value = flat(self.expr(stmt.value, self.here))
            stack = self._stack(stmt.target.obj, self.here)
            lines.append(f"{pad}at_{pyident(stmt.target.name)}[{stack}] = {value}")
        elif isinstance(stmt, ir.Assign) and is_local(stmt.target, self.locals):
            value = self.expr(stmt.value, self.here)
            lines += assignment(f"v_{pyident(stmt.target.name)}", value, indent)
        elif isinstance(stmt, ir.Assign) and self.listing:  # (`_turn_sets`: its local)
            value = self.expr(stmt.value, self.here)
            lines += assignment(f"g_{pyident(stmt.target.name)}", value, indent)
        elif isinstance(stmt, ir.Assign):  # a changing game variable (`then`, `flat_turn`)
            place = self.place(stmt.target.name)
            lines += kept_set(place, self.expr(stmt.value, self.here), indent)
        elif isinstance(stmt, ir.While) and (ranged := self._for(stmt, before, indent)):
            lines += ranged
        elif isinstance(stmt, ir.While):
            lines += condition(self.expr(stmt.cond, self.here), indent, "while ", ":")
            if not counted(stmt, self.constant_ints):  # a loop that may not end: the step budget
                inner = " " * (indent + 4)
                lines.append(f"{inner}if (steps := steps - 1) < 0:")
                lines.append(f"{inner}    raise self.flat_endless({stmt.line})")
            lines += self._block(stmt.body, indent + 4)
        elif isinstance(stmt, ir.Transfer) and isinstance(stmt.source, ir.SourceCreate):
            worked = self._amount(stmt.amount, stmt)
            amount = self.amount_code(worked, self.here)
            if len(stmt.dests) == 1 and kept_members(stmt.dests[0]):
                lines += self._made_kept(stmt, worked, amount, indent)
            elif stmt.dest_every and (stmt.where_to or any(map(kept_members, stmt.dests))):
                lines += self._made_among(stmt, worked, amount, indent)  # (among others)
            elif stmt.dest_every:  # (new cards onto each stack named: `flat_make`)
                if isinstance(worked, Counted):  # (worked out once, before any are made)
                    lines.append(f"{pad}amount = {amount}")
                    amount = "amount"
                lines.append(f"{pad}for each in {self.piles.loop(every_of(self.piles, stmt))}:")
                lines += layout(making(stmt, "each", amount), indent + 4)
            else:
                stack = self._stack(stmt.dests[0], self.here)  # (new cards: `flat_make`)
                lines += layout(making(stmt, stack, amount), indent)
        elif isinstance(stmt, ir.Transfer) and stmt.build and stmt.prefix in ("every", "auto"):
            lines += self._build_sweep(stmt, indent)
        elif filtered_source(stmt):  # (the cards a filter keeps: `_kept_move`)
            lines += self._kept_move(stmt, indent)
        elif isinstance(stmt, ir.Transfer) and stmt.prefix == "every":  # (the turn's)
            lines += self._every(stmt, indent)
        elif isinstance(stmt, ir.Transfer) and stmt.prefix == "auto":
            lines += self._auto(stmt, indent)
        elif isinstance(stmt, ir.Transfer) and not self._direct(stmt) and not self._every_one(stmt):
            # a plain transfer with filters, or of several stacks, runs as `auto` (`Runtime.run`)
            lines += self._auto(dataclasses.replace(stmt, prefix="auto"), indent)
        elif isinstance(stmt, ir.Transfer) and stmt.dest_every:  # (in a `then` body)
            source = self._stack(stmt.source.stacks[0], self.here)
            worked = self._amount(stmt.amount, stmt)
            amount = self.amount_code(worked, self.here)
            if isinstance(worked, Counted):  # (worked out once, before any moves)
                lines.append(f"{pad}amount = {amount}")
                amount = "amount"
            cut = stmt.op == "cut"
            every = self.piles.loop(self.piles.indexes(stmt.dests[0])[1])
            lines.append(f"{pad}for each in {every}:")
            lines.append(
                f"{pad}    self.flat_move(s, events, {source}, each, {amount}, {cut}{ends(stmt)})"
            )
        elif isinstance(stmt, ir.Transfer):  # (in a `then` body)
            places = []
            for name, e in (("source", stmt.source.stacks[0]), ("target", stmt.dests[0])):
                index = self._stack(e, self.here)
                if not index.isidentifier() and self.piles.index_of(index) is None:
                    lines.append(f"{pad}{name} = {index}")
                    index = name
                places.append(index)
            amount = self.amount_code(self._amount(stmt.amount, stmt), self.here)
            cut = stmt.op == "cut"
            move = (
                f"self.flat_move(s, events, {places[0]}, {places[1]}, {amount}, {cut}{ends(stmt)})"
            )
            lines.append(pad + move)
        elif isinstance(stmt, ir.StackOp) and stmt.op in FACES:  # `flip`, `show`, `hide`
            if isinstance(stmt.target, ir.ListRef):  # (each member in order, as `Runtime.flip`)
                every = self.piles.loop(self.piles.indexes(stmt.target)[1])
                lines.append(f"{pad}for each in {every}:")
                lines.append(f"{pad}    self.flat_turn_over(s, events, each, {py(stmt.op)})")
            else:
                index = self._stack(stmt.target, self.here)
                args = (Atom("s"), Atom("events"), Atom(index), Atom(py(stmt.op)))
                lines += layout(Call("self.flat_turn_over", args), indent)
        elif isinstance(stmt, ir.StackOp) and isinstance(stmt.target, ir.ListRef):
            every = self.piles.loop(self.piles.indexes(stmt.target)[1])  # (as `Runtime.shuffle`)
            lines.append(f"{pad}for each in {every}:")
            lines.append(f"{pad}    self.flat_shuffle(s, events, each)")
        elif isinstance(stmt, ir.StackOp):  # `shuffle` (in a `then` body)
            index = self._stack(stmt.target, self.here)
            lines += layout(
                Call("self.flat_shuffle", (Atom("s"), Atom("events"), Atom(index))), indent
            )
        elif isinstance(stmt, ir.Do):  # (a phase that runs itself: `_call`)
            lines += self._again(stmt, indent)
        elif isinstance(stmt, ir.Outcome) and self.this_type:  # (a card hook's: at once)
            lines.append(f"{pad}raise self.flat_hook_ended(s, {py(stmt.kind)})")
        elif isinstance(stmt, ir.Outcome):  # (in the turn, before its `pickone`)
            lines.append(f"{pad}raise self.flat_ended({py(stmt.kind)})")
        elif isinstance(stmt, ir.FaceTurn) and not self.effects:
            lines.append(f"{pad}pass  # (flat_turn turned them up before the turn waited)")
        elif isinstance(stmt, ir.FaceTurn):
            count, top = self._turned(stmt)
            if isinstance(stmt.target, ir.ListRef):  # (each member in order, as `Runtime.turn_up`)
                every = self.piles.loop(self.piles.indexes(stmt.target)[1])
                lines.append(f"{pad}for each in {every}:")
                index, indent = "each", indent + 4
            else:
                index = self._stack(stmt.target, self.here)
            args = ("s", "events", index, str(count), str(top), *(() if stmt.up else ("False",)))
            lines += layout(Call("self.flat_turn_up", tuple(map(Atom, args))), indent)
        elif isinstance(stmt, ir.If):
            for number, (cond, body) in enumerate(stmt.branches):
                word = "if " if number == 0 else "elif "
                lines += condition(self.expr(cond, self.here), indent, word, ":")
                lines += self._block(body or (), indent + 4)
                if not body:
                    lines.append(pad + "    pass")
            if stmt.orelse:
                lines.append(pad + "else:")
                lines += self._block(stmt.orelse, indent + 4)
        return lines

    def _plain(self, pick: dict[str, Any]) -> list[str]:
        """A plain pick: each source the `from` filter lets go, onto each
        destination the `to` filter allows; the sets of stacks its sides
        name worked out first (`Expressions.listed_sets`)."""
        self.listed_sets = {}
        try:
            lines = self._plain_options(pick)
            return [f"        {name} = {code}" for code, name in self.listed_sets.items()] + lines
        finally:
            self.listed_sets = None

    def _plain_options(self, pick: dict[str, Any]) -> list[str]:
        self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
        if pick["makes"]:  # (no source: each destination the player may choose)
            return made_options(self, pick)
        t: ir.Transfer = pick["transfer"]
        number, amount = pick["number"], pick["amount"]
        self.moving = moving_of(t)
        lines: list[str] = []
        point = "-1"  # (the option's cut point; a worked-out amount's place, `FlatPick.counted`)
        if isinstance(amount, Counted):  # (worked out once, as the pick's `Spec` is)
            lines.append(f"        amount = {self.amount_code(amount, {})}")
            point = "amount"
        plan = self._pairs(pick)
        dest_groups = pick["dests"]
        if plan is not None and self._tried_alike(pick):  # (one table: the same order)
            every = tuple(index for _, dests in dest_groups for index in dests)
            dest_groups = [(dest_groups[0][0], every)]
        if plan is not None:  # (the `to` filter's parts that read no `from`, once)
            for k, (_, dests) in enumerate(dest_groups):
                lines += split_to.tables(plan, f"to_{number}_{k}", self.piles.loop(dests))
        for source_name, sources in pick["sources"]:
            lines.append(f"        for a in {self._skipping(sources)}:")
            lines.append("            n = len(s[a])")
            if t.where_from is not None:
                test = self.expr(t.where_from, {"from": True})
                from_test(self, pick, test)  # (perhaps a method: `from_loops`)
                lines += condition(test, 12, "if ", ":", negate=True)
                lines.append("                continue")
            if pick["every"] and pick.get("chooses"):  # (each way, to every destination)
                lines.append(f"            for chosen in self.flat_choices(n, {self._ways(pick)}):")
                lines.append(f"                found.append(({number}, a, -1, {point}, n, chosen))")
                continue
            if pick["every"]:  # one option: to every destination (FlatPick.every)
                lines.append(f"            found.append(({number}, a, -1, {point}, n))")
                continue
            context = {"from": True, "to": True, "moving": True}
            self.nonempty = self._passed(t.where_from)  # (`to{...}` is read after `from{...}`)
            test = self.expr(t.where_to, context) if t.where_to is not None else None
            self.nonempty = set()
            if plan is not None:
                test = filter_call(self, pick, "to", plan.rest)
            chooses = pick.get("chooses")  # (each way of choosing the cards: `_chosen`)
            if test is not None and "m" in names(flat(test)) and not chooses:
                lines.append(f"            m = {self._moving(amount)}")
            origin = self.piles.props[source_name]
            judged = pick["judged"] and not chooses
            one = judged and amount == 1  # one card, judged by the piles' rules
            many = judged and amount not in (0, 1)  # several (`group_from`, `group_onto`)
            most = amount if type(amount) is int else None  # (the most cards it moves)
            if many:
                if "            m = " not in lines[-1]:
                    fewer = f"n if n < {most} else {most}" if most is not None else ""
                    lines.append(f"            m = {fewer or self._moving(amount)}")
                lines += group_from(origin, order_of(t), most)
            built = (origin is not None and origin.build) or any(
                (self.piles.props[name] or ir.PileProps()).build for name, _ in pick["dests"]
            )
            if one and built:  # the card a rule reads
                end = "0" if t.end == "bottom" else "-1"
                lines.append(f"            c = s[a][{end}] if n else 0")
                if origin is not None and origin.build:
                    lines.append("            if n and not c & 1:")
                    lines.append("                continue  # face-down cards cannot be moved")
            for k, (dest_name, dests) in enumerate(dest_groups):
                if plan is None:
                    near = pick["nears"].get(k)
                    lines += self.dest_loop(sources, [(dest_name, dests)], near, " " * 12)
                else:
                    lines.append(split_to.loop(plan, f"to_{number}_{k}"))
                pile = self.piles.props[dest_name]
                if one and pile is not None and ruled(pile):
                    lines += judged_lines(pile, t.under)
                if many:
                    lines += group_onto(origin, pile, t.under, order_of(t), most)
                add = [f"found.append(({number}, a, b, {point}, n))"]
                reads = names(flat(test)) if test is not None else set()
                if chooses and (pick["judged"] or {"m", "moved"} & reads):
                    lines += self._chosen(pick, origin, pile, test)
                    continue
                if chooses:  # (each way of choosing the cards, `flat_choices`)
                    add = [
                        f"for chosen in self.flat_choices(n, {self._ways(pick)}):",
                        f"    found.append(({number}, a, b, {point}, n, chosen))",
                    ]
                if test is None:
                    lines += [f"                {line}" for line in add]
                else:
                    lines += condition(test, 16, "if ", ":")
                    lines += [f"                    {line}" for line in add]
        return lines

    def _ways(self, pick: dict[str, Any]) -> str:
        """`flat_choices`' arguments after `n` for a `choose` pick."""
        t, amount = pick["transfer"], pick["amount"]
        most = "amount" if isinstance(amount, Counted) else amount_text(amount, VARS)
        return f"{most}, {t.op == 'cut'}, {t.line}"

    def _chosen(self, pick: dict[str, Any], origin: Any, pile: Any, test: Any) -> list[str]:
        """A `choose` pick's options onto destination `b`, each way of
        choosing judged by the piles' rules (`chosen_lines`) and its `to`
        filter on the cards chosen (`moved`, `m` of them, as they land)."""
        t = pick["transfer"]
        point = "amount" if isinstance(pick["amount"], Counted) else "-1"
        lines = [f"                for chosen in self.flat_choices(n, {self._ways(pick)}):"]
        if t.op == "cut":  # (the run from the card cut at, as one)
            lines += [
                "                    moved = s[a][chosen[0] :]",
                "                    m = n - chosen[0]",
            ]
        else:
            lines += [
                "                    moved = [s[a][at] for at in chosen]",
                "                    m = len(chosen)",
            ]
        if pick["judged"]:
            lines += chosen_lines(origin, pile, t.under, " " * 20)
        add = f"found.append(({pick['number']}, a, b, {point}, n, chosen))"
        if test is None:
            return lines + [" " * 20 + add]
        return lines + condition(test, 20, "if ", ":") + [" " * 24 + add]

    def _tried_alike(self, pick: dict[str, Any]) -> bool:
        """Is a plain pick's move onto each of its destination declarations
        tried alike: no rule or group of a pile to judge it by (`judged_lines`,
        `group_onto`)? Then one table of them all serves (`_plain_options`)."""
        many = pick["judged"] and pick["amount"] not in (0, 1)
        return not any(ruled(self.piles.props[name]) for name, _ in pick["dests"]) and not many

    @staticmethod
    def _moving(amount: Any) -> str:
        """How many cards a plain pick moves from a source of `n`, as code."""
        if isinstance(amount, Counted):
            return "min(amount, n)"
        return "n" if amount is None else f"min({amount_text(amount, VARS)}, n)"

    def _pairs(self, pick: dict[str, Any]) -> split_to.Split | None:
        """How a plain pick from several sources splits its `to` filter
        (`paperlang_flat_pairs`), or None: one source, no filter, places
        relative to the source, a destination judged by its rules
        (`judged_lines` reads the card), or a `choose` pick."""
        t: ir.Transfer = pick["transfer"]
        if t.where_to is None or pick["every"] or pick["near"] is not None:
            return None  # (relative places: each source has its own destinations)
        if pick.get("chooses"):  # (its filter may read the cards of each way: `_chosen`)
            return None
        if sum(len(sources) for _, sources in pick["sources"]) < 2:
            return None
        if pick["judged"] and any(ruled(self.piles.props[name]) for name, _ in pick["dests"]):
            return None
        plan = split_to.split(self, t.where_to, self._passed(t.where_from))
        names = [f"to_{pick['number']}_{k}" for k in range(len(pick["dests"]))]
        if plan is None or not all(split_to.fits(plan, name) for name in names):
            return None
        return plan

    def _shared_sources(self) -> list[list[dict[str, Any]]]:
        """The picks in order, those next to each other that `_builds` lists
        in one loop over their sources grouped: build picks from the same
        stacks, with no `from` filter, that no other pick overlaps and that
        read sources whatever their destinations hold (`_empties`)."""
        groups: list[list[dict[str, Any]]] = []
        joins = False  # may the next pick join the last group?
        for pick in self.picks:
            t: ir.Transfer = pick["transfer"]
            alone = not t.build or t.where_from is not None or pick["dedupe"]
            alone = alone or bool(self.empties(pick))
            if joins and not alone and groups[-1][0]["sources"] == pick["sources"]:
                groups[-1].append(pick)
                continue
            groups.append([pick])
            joins = not alone
        return groups

    def empties(self, pick: dict[str, Any]) -> list[str]:
        """When only an empty pile of the pick's destinations can take a
        card: their lists of empty piles (no source is read while none is)."""
        props = self.piles.props
        if pick["near"] is not None or any(self._takes_any(props[n]) for n, _ in pick["dests"]):
            return []
        return [f"empty_{pyident(name)}" for name, _ in pick["dests"]]

    def _build(self, pick: dict[str, Any]) -> list[str]:
        """A build pick: from each source, its top card and each longer
        face-up run in sequence its pile lets go, top card first; onto each
        destination whose rule takes the run's first card."""
        t: ir.Transfer = pick["transfer"]
        self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
        lines: list[str] = []
        empties = self.empties(pick)
        kept = pick["number"] == self.keeping  # (its one loop: `paperlang_flat_again`)
        for source_name, sources in pick["sources"]:
            loop = f"        for a in {SOURCES if kept else self.piles.loop(sources)}"
            guarded = f"{loop} if {' or '.join(empties)} else ():"
            if not (empties and len(guarded) <= WIDTH):
                guarded = f"        for a in {SOURCES if kept else self._skipping(sources)}:"
            lines.append(guarded)
            lines += SOURCE_CARDS
            if t.where_from is not None:
                self.nonempty = {"a"}
                test_from = self.expr(t.where_from, {"from": True})
                self.nonempty = set()
                lines += condition(test_from, 12, "if ", ":", negate=True)
                lines.append("                continue")
            lines += _topped(self._build_from(pick, source_name, sources, "found"))
        if kept:
            sources = self.piles.loop(pick["sources"][0][1])
            return kept_head([], sources) + _cut_at_top(lines) + kept_tail([])
        return _cut_at_top(lines)

    def _build_sweep(self, stmt: ir.Transfer, indent: int) -> list[str]:
        """`every S -> D build` (`auto`): for each source in set order, the
        options a build pick from it lists on the table as the moves before
        left it (`_build_from`), and the first of them played (`auto`: the
        first source that has one, alone: from the stacks of several
        declarations, each one's loop runs while none moved). Written as a
        method of its own (`sweep_methods`, `flat_sweep_N`) where it reads
        no local, else in place (in a `then` body, the stacks the pick used,
        `a` and `b`, set aside while it runs)."""
        alone = self._build_sweep_lines(stmt, 8)
        used = names("\n".join(line.split("#")[0] for line in alone))
        if not any(name[:2] in ("v_", "g_") for name in used):  # (it reads no local: a method)
            head = [f"        {table} = self.flat_{table}" for table in tables(used)]
            head += self._wants(used, " " * 8)
            made = self.sweep_methods.setdefault(tuple(alone), {})
            if not made:
                made.update(name=f"flat_sweep_{len(self.sweep_methods)}", body=head + alone)
                made.update(line=stmt.line, file=stmt.file)
            return [f"{' ' * indent}self.{made['name']}(s, events)"]
        lines = self._build_sweep_lines(stmt, indent)
        if not self.here.get("then"):
            return lines
        pad = " " * indent
        return [f"{pad}picked = a, b", *lines, f"{pad}a, b = picked"]

    def _build_sweep_lines(self, stmt: ir.Transfer, indent: int) -> list[str]:
        """`_build_sweep`'s loops, at `indent`."""
        pick = self._check_build_sweep(stmt)
        around = self.sides, self.moving, self.nonempty
        pad = " " * indent
        several = stmt.prefix == "auto" and len(pick["sources"]) > 1
        lines: list[str] = [f"{pad}moved = False"] if several else []
        after = ["moved = True"] if several else []  # (what `auto` does after its move)
        after += ["break"] if stmt.prefix == "auto" else []
        for k, (source_name, sources) in enumerate(pick["sources"]):
            if several and k:
                lines.append(f"{pad}if not moved:")
            at = indent + 4 * bool(several and k)
            lines += self._build_sweep_from(pick, source_name, sources, at, after)
        self.sides, self.moving, self.nonempty = around
        return lines

    def _build_sweep_from(
        self,
        pick: dict[str, Any],
        source_name: str,
        sources: tuple[int, ...],
        indent: int,
        after: list[str],
    ) -> list[str]:
        """`_build_sweep`'s loop over the sources of one declaration (`after`:
        the lines after a move)."""
        t: ir.Transfer = pick["transfer"]
        pad = " " * indent

        def shifted(lines: list[str], base: int) -> list[str]:
            step = indent + 4 - base
            return [" " * step + line if step >= 0 else line[-step:] for line in lines]

        lines = [f"{pad}for a in {self.piles.loop(sources)}:", f"{pad}    found = []"]
        lines += shifted(self._takes([pick]), 8)
        lines += shifted(SOURCE_CARDS, 12)
        if t.where_from is not None:
            self.nonempty = {"a"}
            test_from = self.expr(t.where_from, {"from": True})
            self.nonempty = set()
            lines += condition(test_from, indent + 4, "if ", ":", negate=True)
            lines.append(f"{pad}        continue")
        options = shifted(_topped(self._build_from(pick, source_name, sources, "found")), 12)
        if "fixed" in names("\n".join(line.split("#")[0] for line in options)):
            lines += self._fixed(pad + "    ")  # (as the moves before left the piles)
        lines += options
        lines += [f"{pad}    if found:", f"{pad}        _, a, b, p, n = found[0]"]
        lines.append(f"{pad}        self.flat_move(s, events, a, b, n - p, True)")
        return lines + [f"{pad}        {line}" for line in after]

    def _runs(self, pick: dict[str, Any], source_name: str) -> bool:
        """Does a build pick move runs of several cards from these sources?"""
        props = self.piles.props
        origin = props[source_name]
        groups = group_source(origin) and any(
            group_target(props[name]) for name, _ in pick["dests"]
        )
        return groups and origin is not None and (origin.group or "")[:1] in ("Y", "F")

    def _builds(self, group: list[dict[str, Any]]) -> list[str]:
        """Build picks from the same sources (`_shared_sources`) in one loop
        over them: each source's cards read once, each pick's options kept
        in a list of its own (`found_1`, ...) added after, in pick order;
        the first loop's kept while what it reads is (`kept`, `keeps`)."""
        lists = found_lists(group)
        kept = group[0]["number"] == self.keeping
        loops: list[list[str]] = []
        for source_name, sources in group[0]["sources"]:
            each = SOURCES if kept and not loops else self._skipping(sources)  # (the first)
            lines = [f"        for a in {each}:", *SOURCE_CARDS]
            moved = True  # (`p` and `c` as the last pick left them: its runs move them)
            for k, pick in enumerate(group):
                t: ir.Transfer = pick["transfer"]
                lines.append("            " + self.where(t.line, 12, file=t.file))
                found = f"found_{k}" if k else "found"
                body = self._build_from(pick, source_name, sources, found)
                lines += _topped(body) if not k else body if moved else body[2:]
                moved = self._runs(pick, source_name)
            loops.append(_cut_at_top(lines))
        if kept:
            first = self.piles.loop(group[0]["sources"][0][1])
            loops[0] = kept_head(lists, first) + loops[0] + kept_tail(lists)
        else:
            loops[0] = [f"        {found} = []" for found in lists[1:]] + loops[0]
        added = [f"        found += {found}" for found in lists[1:]]
        return [line for loop in loops for line in loop] + added

    def _build_from(
        self, pick: dict[str, Any], source_name: str, sources: tuple[int, ...], found: str
    ) -> list[str]:
        """A build pick's options from source `a` (`cards`, `n` cards, a
        face-up top card), added to the list `found`."""
        self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
        t: ir.Transfer = pick["transfer"]
        number = pick["number"]
        self.moving = MOVING["build"]
        props = self.piles.props
        context = {"from": True, "to": True, "moving": True}
        # (a build pick's source holds a face-up card; `to{...}` is read after `from{...}`)
        self.nonempty = {"a"} | self._passed(t.where_from)
        test = self.expr(t.where_to, context) if t.where_to is not None else None
        self.nonempty = set()
        origin = props[source_name]
        leaves = group_source(origin)
        runs = self._runs(pick, source_name)
        lines = ["            p = n - 1", "            c = cards[p]"]
        shift = 0 if runs else 4  # (the top card alone: no loop around it)

        def onto(moving: str = "") -> list[str]:
            body: list[str] = []
            for k, (dest_name, dests) in enumerate(pick["dests"]):
                near = pick["nears"].get(k)  # (`row[:-1:1]`)
                args = (dest_name, dests, leaves and runs, test, number, shift, found, moving)
                body += self._onto(sources, *args, near, origin is None or not origin.build)
            return body

        body = onto()
        uses_m = "m" in names("\n".join(line.split("#")[0] for line in body))
        if not runs:  # the top card alone
            lines += ["            m = 1"] if uses_m else []
            return lines + body
        assert origin is not None
        # from the top card down, while the cards lie in sequence by the
        # source's rule: each card with those on it, top card first
        lines.append("            while True:")
        if uses_m:  # (worked out in each destination's loop, when only those read it)
            inner = onto("m = n - p")
            outer = [line for line in inner if not line.startswith(" " * 20)]
            if "m" in names("\n".join(line.split("#")[0] for line in outer)):
                lines.append("                m = n - p")
            else:
                body = inner
        lines += body
        lines += self._run_ends(source_name, origin)
        lines += ["                p -= 1", "                c = below"]
        return lines

    def _run_ends(self, name: str, origin: ir.PileProps) -> list[str]:
        """Does the run end under card `c`, at card `below`? By the source
        pile's table of wanted keys when its rule has one (`_wants`); only
        at a face-down card when any face-up card goes (group F)."""
        pad = " " * 16
        below = "(below := cards[p - 1])"  # (read only when `p` is not 0: the bottom card)
        if (origin.group or "")[:1] == "F" or not origin.build:  # (any face-up run: no
            # rule orders it; `_onto` asks each destination's, `unruled`)
            return [f"{pad}if not p or not {below} & 1:", f"{pad}    break"]
        plan = one_key(origin)
        if plan is not None:
            self.wanting[name] = origin
            ident = pyident(name)
            return [f"{pad}if not p or wants_{ident}[{below}] != {plan[0]}[c]:", f"{pad}    break"]
        rule = follows(origin.build or "", origin.wrap, "below", "c")
        lines = [f"{pad}if not p:", f"{pad}    break", f"{pad}below = cards[p - 1]"]
        lines += condition(all_of(["below & 1", *rule]), 16, "if ", ":", negate=True)
        return lines + [f"{pad}    break"]

    @staticmethod
    def _takes_any(pile: ir.PileProps | None) -> bool:
        """May a pile of this rule take a card while it holds any (`_onto`)?"""
        if pile is None or not pile.build:  # (no rule: any card, whatever it holds)
            return True
        plan = index_plan(pile.build, pile.wrap)
        return plan is None or bool(plan[1])

    def _wanted_keys(self) -> list[str]:
        """The keys the runtime's tables of wanted cards hold for the
        declarations in `wanting` (`FlatGame.flat_wants`, by `key_plan`), as
        Python on a top card `t`: what they read of the cards."""
        return [one_key(pile)[1] for pile in self.wanting.values()]  # type: ignore[index]

    def _takes(self, picks: list[dict[str, Any]] | None = None) -> list[str]:
        """For each pile declaration that build picks (the wait's, or
        `picks`) move onto and whose
        rule can be indexed: the piles of it by the key of the card each
        takes now (`takes_NAME`), and its empty piles (`empty_NAME`)."""
        lines: list[str] = []
        done: set[str] = set()
        for pick in self.picks if picks is None else picks:
            if not pick["transfer"].build:
                continue
            for k, (name, dests) in enumerate(pick["dests"]):
                pile = self.piles.props[name]
                if k in pick["nears"]:  # (near its source: `_onto` asks each)
                    continue
                if pile is None or not pile.build:  # (no rule: each pile is asked, `_onto`)
                    continue
                plan = index_plan(pile.build, pile.wrap)
                if name in done or plan is None:
                    continue
                done.add(name)
                ident = pyident(name)
                note = self.where(pile.line, 8, f"{name}: what each pile takes", pile.file)
                lines.append(f"        {note}")
                _, wants = plan
                piles = self.piles.loop(dests)
                if not wants:
                    lines.append(f"        empty_{ident} = [b for b in {piles} if not s[b]]")
                    continue
                if one_key(pile) is not None and self._held(dests):
                    self.wanting[name] = pile
                    lines += self._held_takes(name, dests)
                    self.held[name] = dests
                    if files_bases(pile.build, pile.wrap):  # (its empty piles among them)
                        self.filed.add(name)
                    continue
                if one_key(pile) is not None:  # (every move may change them: anew each time)
                    self.wanting[name] = pile
                    call = f"self.flat_taking(s, {py(name)}, {piles})"
                    lines.append(f"        takes_{ident}, empty_{ident} = {call}")
                    continue
                lines += [f"        takes_{ident} = {{}}", f"        empty_{ident} = []"]
                lines.append(f"        for b in {piles}:")
                lines += ["            pile = s[b]", "            if pile:"]
                lines.append("                t = pile[-1]")
                ready = ["t & 1"]
                last = parse_build(pile.build, pile.wrap).last
                if last is not None:
                    ready.append(f"rank[t] != {rank_constant(last)}")
                lines.append(f"                if {' and '.join(ready)}:")
                for want in wants:
                    add = f"takes_{ident}.setdefault({want}, []).append(b)"
                    if 20 + len(add) > WIDTH:  # (a wrapping rule's key: named first)
                        lines.append(f"                    key = {want}")
                        add = f"takes_{ident}.setdefault(key, []).append(b)"
                    lines.append(f"                    {add}")
                lines += ["            else:", f"                empty_{ident}.append(b)"]
        return lines

    def _held(self, dests: tuple[int, ...]) -> bool:
        """Do the listings keep what these piles take (`_held_takes`)? When
        they lie side by side and a pick neither takes from them nor puts
        on them (the foundations, taken from by none; a tableau, left alone
        by the moves that turn the stock): `flat_takes` then works them out
        again only when any changed. (When every move may change them, it
        is written out: that is faster.)"""
        if dests != tuple(range(dests[0], dests[0] + len(dests))):
            return False
        piles = set(dests)
        for pick in self.picks:
            touched = {i for key in ("sources", "dests") for _, found in pick[key] for i in found}
            if not touched & piles:
                return True
        return False

    def _held_takes(self, name: str, dests: tuple[int, ...]) -> list[str]:
        """`takes_NAME` and `empty_NAME` as the last listing found them while
        the piles hold what they held then (`FlatGame.flat_takes`)."""
        ident, stop = pyident(name), dests[0] + len(dests)
        call = f"self.flat_takes(s, {py(name)}, {dests[0]}, {stop})"
        return [f"        takes_{ident}, empty_{ident} = {call}"]

    def _onto(
        self,
        sources: tuple[int, ...],
        dest_name: str,
        dests: tuple[int, ...],
        runs: bool,
        test: Any,
        number: int,
        shift: int = 0,
        found: str = "found",
        moving: str = "",
        near: Near | None = None,
        unruled: bool = False,
    ) -> list[str]:
        """The destinations of one declaration that take card `c` (cut at `p`,
        `m` cards moving): looked up by the card's key where the rule can be
        indexed (`_takes`), else asked pile by pile (those `near` the source,
        `row[:-1:1]`, too); `shift` columns to the left of the run's loop
        (laid out there, as ruff lays it out). The options go to the list
        `found`; `moving`, the statement that works `m` out, is written
        first for each destination; `unruled`: the source has no rule, so a
        run goes only in sequence by the destination's."""
        pile = self.piles.props[dest_name] or ir.PileProps()
        build, ident = pile.build or "", pyident(dest_name)  # (no rule: any card, `maxlength`)
        plan = index_plan(build, pile.wrap) if build and near is None else None
        base = fills(build) if build else "True"
        pad = " " * (20 - shift)
        head = " " * (16 - shift)
        lines: list[str] = []
        if plan is not None and not plan[1]:  # only an empty pile takes a card
            into = f"empty_{ident}" if base == "True" else f"empty_{ident} if {base} else ()"
            lines.append(f"{head}for b in {into}:")
        elif plan is not None:
            table, wants = plan
            into = f"takes_{ident}.get({table}[c], ())"
            if base != "False" and dest_name not in self.filed:
                lines.append(f"{head}into = {into}")
                test_base = f"empty_{ident}" + ("" if base == "True" else f" and {base}")
                lines.append(f"{head}if {test_base}:")
                merged = f"sorted([*into, *empty_{ident}]) if into else empty_{ident}"
                lines.append(f"{head}    into = {merged}")
                into = "into"
            lines.append(f"{head}for b in {into}:")
        elif near is not None:
            lines += near.loop(head)
        else:
            lines.append(f"{head}for b in {self.piles.loop(dests)}:")
        if moving:
            lines.append(pad + moving)
        keeps: list[tuple[str, str]] = []  # (what skips a destination, what keeps it)
        if set(sources) & set(dests):
            keeps.append(("b == a", "b != a"))
        one = runs and not group_target(pile)  # (one card at a time: more breaks the loop)
        if pile.maxlength is not None:  # (the top card alone: `m` is 1)
            most = pile.maxlength
            full = f"len(s[b]) + m > {most}" if runs else f"len(s[b]) >= {most}"
            keeps.append((full, f"len(s[b]) + m <= {most}" if runs else f"len(s[b]) < {most}"))
        add = f"{found}.append(({number}, a, b, p, n))"
        ordered: list[str] = []  # (a run off a pile with no rule: in sequence by this one's)
        if unruled and runs and build and group_target(pile):
            each = flat(all_of(follows(build, pile.wrap, "t", "c")))
            ordered = [pad + "if m > 1:", *in_order(each, pad + "    ", "cards[p:]")]
        if (plan is not None or not build) and test is None and keeps and not one and not ordered:
            lines.append(pad + f"if {' and '.join(keep for _, keep in keeps)}:")
            return lines + [pad + "    " + add]
        for skip, _ in keeps:  # (b == a first, then whether one card at a time)
            if one and skip != "b == a":
                lines += [pad + "if m > 1:", pad + "    break  # one card at a time"]
                one = False
            lines += [pad + f"if {skip}:", pad + "    continue"]
        if one:
            lines += [pad + "if m > 1:", pad + "    break  # one card at a time"]
        if plan is None and build:
            onto = follows(build, pile.wrap, "t", "c")
            lines.append(pad + "pile = s[b]")
            lines.append(pad + "if pile:")
            lines.append(pad + "    t = pile[-1]")
            lines += condition(all_of(["t & 1", *onto]), 24 - shift, "if ", ":", negate=True)
            lines.append(pad + "        continue")
            if base != "True":
                lines += condition(Atom(base), 20 - shift, "elif ", ":", negate=True)
                lines.append(pad + "    continue")
        lines += ordered
        if test is None:
            lines.append(pad + add)
        else:
            lines += condition(test, 20 - shift, "if ", ":")
            lines.append(pad + "    " + add)
        return lines

    # -- flat_then ------------------------------------------------------------------------

    def _then(self) -> list[str]:
        """`flat_then`: each pick's own `then` body under `number ==`, then
        the statements the bodies of several picks end with (the rest of
        a turn after their wait: `staged`), written once."""
        lines: list[str] = []
        first = True
        outer = self.locals
        tails = self._shared_tails()
        for pick in self.picks:
            tail = tails.get(pick["number"], ())
            body = pick["body"][: len(pick["body"]) - len(tail)]
            if not body:
                continue
            word = "if" if first else "elif"
            first = False
            lines.append(f"        {word} number == {pick['number']}:")
            own = {s.name for s in walk_stmts(body) if isinstance(s, ir.VarDecl)}
            own |= fresh(body, outer)
            turns = outer - own if pick["amount"] == 0 and self._pure_prefix() else set()
            self.locals = own | turns
            self.here = THEN if pick["transfer"] is not None else BUTTON
            self.sides = {side: [name for name, _ in pick[key]] for side, key in SIDES}
            if pick["transfer"] is not None:
                self.nonempty = self._landed(pick["transfer"], pick["amount"], body)
            written = self._block(body, 12)
            self.nonempty = set()
            code = "\n".join(line.split("#")[0] for line in written)
            if names(code) & {f"v_{pyident(name)}" for name in turns}:
                lines += self._before_call(names(code), 12)  # (as the turn found the table)
            lines += written
            self.locals, self.here = outer, {}
        lines += self._tails_once(tails, outer)
        used, head = self._reads(lines)
        head += self._steps(used)
        return head + lines

    def _shared_tails(self) -> dict[int, tuple[Any, ...]]:
        """The statements (`staged`'s tails) a pick's body ends with that the
        bodies of other picks end with too, by the pick's number."""
        found: dict[int, tuple[Any, ...]] = {}
        for tail in self.tails:
            sharing = [
                pick["number"]
                for pick in self.picks
                if len(pick["body"]) >= len(tail)
                and all(a is b for a, b in zip(pick["body"][-len(tail) :], tail, strict=True))
            ]
            if len(sharing) > 1 and tail:
                found.update(dict.fromkeys(sharing, tail))
        return found

    def _tails_once(self, tails: dict[int, tuple[Any, ...]], outer: set[str]) -> list[str]:
        """Each shared tail, written once after the picks' own bodies, for
        the numbers of the picks that end with it (those of tails written
        alike too; all of them: always)."""
        written: dict[tuple[str, ...], list[int]] = {}  # (each tail's lines: its picks)
        seen: dict[int, tuple[str, ...]] = {}
        for number, tail in tails.items():
            if id(tail) not in seen:
                seen[id(tail)] = tuple(self._tail_lines(tail, outer, 12))
            written.setdefault(seen[id(tail)], []).append(number)
        bodied = [pick["number"] for pick in self.picks if pick["body"]]
        lines: list[str] = []
        for body, numbers in written.items():
            if sorted(numbers) == bodied:  # (every pick's: no test)
                tail = tails[numbers[0]]
                lines += self._tail_lines(tail, outer, 8)
                continue
            lines.append(f"        if {self._numbers(sorted(numbers))}:")
            lines += body
        return lines

    def _tail_lines(self, tail: tuple[Any, ...], outer: set[str], indent: int) -> list[str]:
        """A shared tail's lines: as a `then` body with no stacks picked (a
        button's: the turn after its wait reads no `from` or `to`)."""
        own = {s.name for s in walk_stmts(tail) if isinstance(s, ir.VarDecl)}
        self.locals = own | fresh(tail, outer)
        self.here, self.sides = BUTTON, {"from": [], "to": []}
        try:
            return self._block(tail, indent)
        finally:
            self.locals, self.here = outer, {}

    @staticmethod
    def _numbers(numbers: list[int]) -> str:
        """The test that `number` is one of `numbers` (a run of them: its ends)."""
        if numbers == list(range(numbers[0], numbers[-1] + 1)):
            return f"{numbers[0]} <= number <= {numbers[-1]}"
        return f"number in ({', '.join(map(str, numbers))})"

    # -- flat_turn -------------------------------------------------------------------------

    def _turn(self) -> list[str]:
        """The turn before its `pickone` with its effects (its `turnup`s, the
        cards it moves, the stack attributes and game variables the state
        keeps) and its endings: `flat_before`'s statements, the method
        `flat_options`, `flat_why` and the `then` bodies call for the values
        it works out (`_before_call`), and `flat_turn`, what a move is
        followed by before the game waits again, when it does more than
        work values out (`acts`). Its head and what it gives back are
        written once every caller is (`finish`)."""
        if not self.prefix:
            return []
        self.here = {}
        return self._block(self.prefix, 8)

    @property
    def acts(self) -> bool:
        """Does the turn before its wait do more than work out values?"""
        return self.turns or self.ends or self.moves_in_turn or bool(self.turn_sets)

    def _before_names(self) -> set[str]:
        """The names of what the turn before its wait works out: its locals,
        the game variables it sets, the stack attributes it sets."""
        found = {
            f"v_{pyident(s.name)}" for s in walk_stmts(self.prefix) if isinstance(s, ir.VarDecl)
        }
        found |= {f"g_{pyident(name)}" for name in self.turn_sets}
        return found | {f"at_{pyident(name)}" for name in self.turn_attrs}

    def _before_call(self, read: set[str], indent: int) -> list[str]:
        """Where a method runs the turn before its wait again: a mark
        (`finish` writes the call of `flat_before` there) naming the
        values of it the method reads of those in `read`."""
        wanted = sorted(read & self._before_names())
        self.before_reads |= set(wanted)
        note = "the turn before it waits (flat_before)"
        pad = " " * indent
        comment = pad + self.where(self.program.turn_line, indent, note, self.program.turn_file)
        return [comment, f"{pad}{BEFORE} {' '.join(wanted)}".rstrip()]

    def finish(self, why: list[str]) -> list[str]:
        """`flat_before`'s body, and its calls written where the methods
        marked them (`_before_call`; `why`: `flat_why`'s body, written
        after the writer): each call takes the values every caller reads
        and gives back those (`_` for the others)."""
        reads = sorted(self.before_reads)
        body = self.turn_body
        called = any(
            line.lstrip().startswith(BEFORE) for line in self.options_body + self.then_body + why
        )
        if not (body and (called or self.acts)):
            self.turn_body = []
            return why
        used, head = self._reads(body)
        head += self._steps(used)
        given = [self._turn_set(name) if name.startswith("g_") else name for name in reads]
        tail = [f"        return {', '.join(given)}"] if given else []
        self.turn_body = head + body + tail
        changes = self.turns or self.moves_in_turn or bool(self.turn_sets)  # (a copy to change)
        state = "list(s)" if changes else "s"

        def placed(lines: list[str]) -> list[str]:
            found: list[str] = []
            for line in lines:
                if not line.lstrip().startswith(BEFORE):
                    found.append(line)
                    continue
                indent = len(line) - len(line.lstrip())
                mine = set(line.split()[1:])
                targets = [name if name in mine else "_" for name in reads]
                found += _unpacked(targets, f"self.flat_before({state}, None)", indent)
            return found

        self.options_body = placed(self.options_body)
        self.then_body = placed(self.then_body)
        return placed(why)

    def _turn_set(self, name: str) -> str:
        """A game variable the turn sets (`g_NAME`), as `flat_before` leaves it."""
        changing = {f"g_{pyident(var)}": var for var in self.turn_sets}
        return self.kept(changing[name])

    # -- flat_tail --------------------------------------------------------------------------

    def _tail(self) -> list[str]:
        """`flat_tail`: the transfers the turn makes after its `pickone`
        (Accordion's `every` that closes its gaps, a card dealt after each
        move), with the locals, `if`s and `while`s around them, run after
        the move and its `then` body; what follows them only decides, and
        `flat_options` works that out at the next wait (`_check_after`)."""
        if not self.tail:
            return []
        self.here = {}
        outer = self.locals  # (the tail's own locals)
        self.locals = {s.name for s in walk_stmts(self.tail) if isinstance(s, ir.VarDecl)}
        try:
            lines = self._block(self.tail, 8)
        finally:
            self.locals = outer
        used, head = self._reads(lines)
        head += self._steps(used)
        return head + lines

    def _over(self) -> list[str]:
        """`flat_over`: the turn's ending (what follows its last wait and
        only decides), run after a move that ends the turn and before the
        next turn's start (`flat_turn`), when that start changes the state:
        a game the ending wins or loses stops there, as the language
        stops at `winneris`, and the next turn never runs. (`flat_options`
        works the ending out again at the listing, to say so.)"""
        if not (self.after and self.wait_place is not None):
            return []
        self.listing = True
        try:
            lines = self._block(self.after, 8)
        finally:
            self.listing = False
        used, head = self._reads(lines)
        for name in self.turn_sets:  # (as the turn left them, as `_listing` reads them)
            if f"g_{pyident(name)}" in used:
                head.append(f"        g_{pyident(name)} = {self.kept(name)}")
        return head + self._steps(used) + lines

    # -- flat_turn of a turn written as a machine ------------------------------------------

    def _start(self) -> list[str]:
        """`flat_turn` of a turn whose waits sit deeper (`_check_start`): the
        turn from its start up to its first wait, run by the deal and on a
        laid-out table, and by each move's `then` body after the rest of the
        turn it ends (`_block` writes the call)."""
        if not self.start:
            return []
        self.here = {}
        outer = self.locals  # (its own: those of the phases that run themselves, `machine`)
        self.locals = {s.name for s in walk_stmts(self.start) if isinstance(s, ir.VarDecl)}
        try:
            once = once_body(self.start[0])  # (the turn's statements, run once)
            first = self._block(once, 8) if once is not None else self._prefix(self.start[0], 8)
            lines = first + self._block(self.start[1:], 8)
        finally:
            self.locals = outer
        used, head = self._reads(lines)
        head += self._steps(used)
        return head + lines

    # -- flat_premove, flat_onmoved ----------------------------------------------------------

    def _hooks(self, kind: str) -> list[str]:
        """`flat_premove` (`flat_onmoved`): the game's hooks of that kind, in
        the order they are declared, each for the cards of its type (`number`:
        every card; one of the deck's: the cards of its rank and suit), run by
        `flat_move` for card `c` moving from stack `a` to stack `b`."""
        hooks = [hook for hook in self.program.hooks if hook.kind == kind]
        if not hooks:
            return []
        lines: list[str] = []
        outer = self.locals
        nesting = any(moving_hook(hook) for hook in self.program.hooks)
        for hook in hooks:
            self.here, self.this_type = HOOK, hook.card_type
            self.locals = {s.name for s in walk_stmts(hook.body) if isinstance(s, ir.VarDecl)}
            lines.append("        " + self.where(hook.line, 8, file=hook.file))
            body = self._block(hook.body, 12) or ["            pass"]
            if moving_hook(hook):  # (the hooks of the cards it moves run inside it)
                body = [
                    f"            self.flat_hook_in({hook.line})",
                    "            try:",
                    *["    " + line for line in body],
                    "            finally:",
                    "                self.flat_deep -= 1",
                ]
            elif nesting:  # (it may be the one too deep)
                body = [f"            self.flat_hook_in({hook.line}, False)", *body]
            found = card_of(hook.card_type)
            every = all(hook.card_type in kinds for kinds in self.kinds.ancestors.values())
            if every:
                lines += [line[4:] for line in body]  # (every card the game has)
            elif found is not None:  # (one of the deck's: by its rank and suit)
                lines.append(f"        if rank[c] == {found[0]} and suit[c] == {py(found[1])}:")
                lines += body
            else:  # (a type of the game's own, or a kind of it)
                lines.append(f"        if {py(hook.card_type)} in isa[c]:")
                lines += body
        self.locals, self.here, self.this_type = outer, {}, ""
        used, head = self._reads(lines, lists=False)
        head += self._steps(used)
        return head + lines

    # -- flat_score ------------------------------------------------------------------------

    def _score(self) -> list[str]:
        """`score EXPR` over the state (FlatGame.score checks its value as
        the language says: none counts 0, anything else but an int is
        an error)."""
        program = self.program
        if program.score is None:
            return []
        self.here = {}
        value = self.expr(program.score, self.here)
        lines = [" " * 8 + self.where(program.score_line, 8, file=program.score_file)]
        lines += layout(value, 8, "return ")
        return self._reads(lines, lists=False)[1] + lines

    def _reads(self, lines: list[str], lists: bool = True) -> tuple[set[str], list[str]]:
        """The names a generated method's `lines` use, and the lines that
        read its tables, the game values and (with `lists`) the lists of
        the attributes the turn sets, first."""
        used = names("\n".join(line.split("#")[0] for line in lines))
        head = [f"        {name} = self.flat_{name}" for name in tables(used)]
        head += self._wants(used, " " * 8)
        head += self._globals(used, " " * 8)
        if lists:
            head += self._turn_lists(used, " " * 8)
        return used, head

    @staticmethod
    def _steps(used: set[str]) -> list[str]:
        """The line that reads the step budget, where `used` has it."""
        return ["        steps = self.flat_steps"] if "steps" in used else []

    def _turn_lists(self, used: set[str], pad: str) -> list[str]:
        """The lists of the attributes the turn sets (every member it reads
        them of is set first)."""
        return [
            f"{pad}at_{pyident(name)} = [0] * {self.stack_count}"
            for name in sorted(self.turn_attrs)
            if f"at_{pyident(name)}" in used
        ]

    def _wants(self, used: set[str], pad: str) -> list[str]:
        """The tables of wanted keys the code reads (a source's run, read
        by its rule's table, `_run_ends`), bound to locals first."""
        return [
            f"{pad}wants_{pyident(name)} = self.flat_wanted[{py(name)}]"
            for name in self.wanting
            if f"wants_{pyident(name)}" in used
        ]

    def _globals(self, used: set[str], pad: str) -> list[str]:
        """The fixed game variables the code reads, bound to locals first."""
        return [
            f'{pad}g_{pyident(name)} = {VARS}["{name}"]'
            for name in sorted(self.used_globals)
            if f"g_{pyident(name)}" in used
        ]


def _guard(stmt: Any) -> tuple[Any, ...] | None:
    """The statements of `if (the wait) == 0` (the machine's guard of
    those after one that may stop: `paperlang_flat_machine`), else None."""
    if not isinstance(stmt, ir.If) or stmt.orelse or len(stmt.branches) != 1:
        return None
    cond, body = stmt.branches[0]
    if not isinstance(cond, ir.Binary) or cond.op != "==" or not isinstance(cond.left, ir.Var):
        return None
    if cond.left.name != WAIT or not isinstance(cond.right, ir.Const) or cond.right.value != 0:
        return None
    return tuple(body)


def _unguarded(stmts: Any) -> list[Any]:
    """`stmts` with the machine's guards (`_guard`) opened."""
    found: list[Any] = []
    for stmt in stmts:
        inner = _guard(stmt)
        found += [stmt] if inner is None else _unguarded(inner)
    return found


def _guarded_size(stmts: tuple[Any, ...], size: int) -> int:
    """How many of `stmts` hold the first `size` statements once the
    machine's guards are opened (0: none that hold exactly so many, or a
    guard first: a copy starts with its own statement, inside the guard)."""
    if stmts and _guard(stmts[0]) is not None:
        return 0
    count = 0
    for k, stmt in enumerate(stmts):
        count += len(_unguarded((stmt,)))
        if count >= size:
            return k + 1 if count == size else 0
    return 0


def _same_kind(written: Any, copy: Any) -> bool:
    """Is `written` the copy's statement `copy` as the machine writes it
    (an ending sets the wait: `WON`, `LOST`)?"""
    return (
        type(written) is type(copy)
        or isinstance(copy, ir.Outcome)
        and isinstance(written, ir.Assign)
    )


def _dos(stmts: Any, sees: dict[int, dict[str, str]]) -> frozenset[int]:
    """The `do`s the inliner left in place among `stmts` (`sees`), by id."""
    return frozenset(id(s) for s in walk_stmts(stmts) if isinstance(s, ir.Do) and id(s) in sees)


def _read_globals(stmts: Any) -> set[str]:
    """The game variables `stmts` name (not the state's own places,
    `(NAME)`): a phase's copy and a copy of its run inside itself
    (`paperlang_flat_phase_inner`) differ so where one reads a local."""
    return {name for name in global_names(stmts) if not name.startswith("(")}


def _local_names(stmts: Any) -> set[str]:
    """The locals `stmts` declare or name."""
    found = {s.name for s in walk_stmts(stmts) if isinstance(s, ir.VarDecl)}
    return found | {n.name for n in walk(stmts) if isinstance(n, ir.Var) and n.scope == "local"}


def scope_of(lines: list[str]) -> tuple[set[str], set[str]]:
    """The names a method's body (`lines`, at 8 spaces) reads without
    setting them, and those it sets (its own, as Python scopes them:
    a comprehension's names are the comprehension's)."""
    body = [line.replace(AGAIN, "pass  #", 1) for line in lines]  # (a block may hold one alone)
    source = "class C:\n    def f(self, s):\n" + "\n".join(body) + "\n        pass\n"
    method = symtable.symtable(source, "<phase>", "exec").get_children()[0].get_children()[0]
    free, assigned = set(), set()
    for symbol in method.get_symbols():
        name = symbol.get_name()
        if symbol.is_assigned() or symbol.is_parameter():
            assigned.add(name)
        elif symbol.is_global() or symbol.is_free():
            free.add(name)
    return free - {"self", "s"}, assigned - {"self", "s"}


def card_of(type_name: str) -> tuple[int, str] | None:
    """The rank and suit of one of the deck's 52 types (`aceH`: 1, "H")."""
    word, suit = type_name[:-1], type_name[-1:]
    if word in RANK_WORDS and suit in SUITS:
        return RANK_WORDS.index(word) + 1, suit
    return None


def assignment(name: str, value: Any, indent: int) -> list[str]:
    """`name = value`, a call split in its brackets as ruff splits it when
    the line is too long (any other value stays on its line)."""
    if isinstance(value, Call):
        return layout(value, indent, f"{name} = ")
    text = flat(value)
    if isinstance(value, Chain) and len(f"{' ' * indent}{name} = {text}") > WIDTH:
        return layout(dataclasses.replace(value, parens=True), indent, f"{name} = ")
    if enclosed(text):  # (`v_x = (a if b else None)`: ruff drops the brackets)
        text = text[1:-1]
    return [f"{' ' * indent}{name} = {text}"]


def kept_set(place: str, value: Any, indent: int) -> list[str]:
    """`self.flat_set(s, place, value)`, split in its brackets as ruff
    splits it when the line is too long."""
    value = value if isinstance(value, Atom | Call | Chain) else Atom(flat(value))
    return layout(Call("self.flat_set", (Atom("s"), Atom(place), value)), indent)


def enclosed(text: str) -> bool:
    """Is `text` one pair of brackets, `(...)`, around all the rest?"""
    depth = 0
    for at, char in enumerate(text):
        depth += char in "([{"
        depth -= char in ")]}"
        if depth == 0:
            return char == ")" and at == len(text) - 1 and text[0] == "("
    return False


def _unpacked(targets: list[str], call: str, indent: int) -> list[str]:
    """`a, b = call` (`call` alone when there are no targets), the targets
    one a line in brackets when the line is too long, as ruff writes it."""
    pad = " " * indent
    if not targets:
        return [pad + call]
    line = f"{pad}{', '.join(targets)} = {call}"
    if len(targets) == 1 or len(line) <= WIDTH:
        return [line]
    return [f"{pad}(", *(f"{pad}    {name}," for name in targets), f"{pad}) = {call}"]


LOOP = re.compile(r"^        for a in ([^:]+):$")
SOURCE = re.compile(r"^        for a in \((\w+(?:\[\d+\])?),\):$")
DEST = re.compile(r"^            for b in \((\w+(?:\[\d+\])?),\):$")


def single_loops(lines: list[str]) -> list[str]:
    """`flat_options`' lines with a plain pick from one stack onto one
    (a stock turned onto its waste) written without loops: `a, b = DECK,
    WASTE`, then its `from` filter as the one test before its option."""
    found: list[str] = []
    at = 0
    while at < len(lines):
        part = lines[at : at + 7] + [""] * 7
        source, dest = SOURCE.match(part[0]), DEST.match(part[4])
        test = part[2].removeprefix("            if not ").removesuffix(":")
        fits = (
            source is not None
            and dest is not None
            and part[1] == "            n = len(s[a])"
            and part[2] == f"            if not {test}:"
            and enclosed(test)
            and part[3] == "                continue"
            and APPEND.match(part[5]) is not None
            and not part[6].startswith(" " * 12)
        )
        if not fits:
            found.append(lines[at])
            at += 1
            continue
        assert source is not None and dest is not None
        found += [f"        a, b = {source.group(1)}, {dest.group(1)}", "        n = len(s[a])"]
        found += [f"        if {test[1:-1]}:", f"            {part[5].strip()}"]
        at += 6
    return found


def merged_loops(lines: list[str]) -> list[str]:
    """`flat_options`' lines with the loops over sources that follow each
    other with the same body (a pick from the cascades and the cells, each
    read alike) written as one loop over all their sources, in order; or
    bodies the same but that one skips a destination that is its source
    (`b == a`), which the other's sources never are (`_self_skips`)."""
    found: list[str] = []
    at = 0
    while at < len(lines):
        match = LOOP.match(lines[at])
        if match is None or " if " in _in(match) or match.group(1) == SOURCES:
            found.append(lines[at])
            at += 1
            continue
        body = _loop_body(lines, at)
        heads = [match.group(1)]
        end = at + 1 + len(body)
        while end < len(lines):
            following = LOOP.match(lines[end])
            if following is None or " if " in _in(following):
                break
            other = _loop_body(lines, end)
            both = _self_skips(body, other)
            if both is None:
                break
            heads.append(following.group(1))
            end += 1 + len(other)
            body = both
        joined = _joined([head.removeprefix(SKIPPED) for head in heads])
        head = f"        for a in {joined}:"
        skipped = f"        for a in {SKIPPED}{joined}:"  # (each skipped by the bare listing)
        if len(heads) == 1 or len(head) > WIDTH:
            head, end = lines[at], at + 1 + len(body)
        elif all(head.startswith(SKIPPED) for head in heads) and len(skipped) <= WIDTH:
            head = skipped
        found += [head, *body]
        at = end
    return found


def _in(loop: re.Match[str]) -> str:
    """A loop's `in` part, skipped by the bare listing or not (`SKIPPED`)."""
    return loop.group(1).removeprefix(SKIPPED)


def _self_skips(body: list[str], other: list[str]) -> list[str] | None:
    """The body of two loops over sources (`merged_loops`) the same but
    that one skips the destination that is its source (`if b == a:`
    `continue`, `if b != a and ...:`) where the other, whose sources are
    none of its destinations, does not: the one that does. None for others."""
    if body == other:
        return body
    if _unskipped(other) == other and _unskipped(body) == other:
        return body
    if _unskipped(body) == body and _unskipped(other) == body:
        return other
    return None


def _unskipped(body: list[str]) -> list[str]:
    """A loop's body without its skips of the destination that is its source."""
    found: list[str] = []
    at = 0
    while at < len(body):
        line = body[at]
        pad = line[: len(line) - len(line.lstrip())]
        skip = line == f"{pad}if b == a:" and at + 1 < len(body)
        if skip and body[at + 1] == f"{pad}    continue":
            at += 2
            continue
        found.append(line.replace(f"{pad}if b != a and ", f"{pad}if ", 1))
        at += 1
    return found


def _loop_body(lines: list[str], at: int) -> list[str]:
    """The lines of the loop at `lines[at]` (those indented deeper)."""
    end = at + 1
    while end < len(lines) and lines[end].startswith(" " * 12):
        end += 1
    return lines[at + 1 : end]


def _joined(heads: list[str]) -> str:
    """One tuple of the stacks of several loops' `in` parts (`TABLEAU`,
    `(WASTE,)`, `(2, 3)`): `(*TABLEAU, WASTE)`."""
    items: list[str] = []
    for head in heads:
        if head.startswith("(") and head.endswith(")"):
            items += [item.strip() for item in head[1:-1].split(",") if item.strip()]
        else:
            items.append(f"*{head}")
    return f"({', '.join(items)})"


APPEND = re.compile(r"^(\s*)found\.append\(\((\d+), a, (b|-1), (p|-1|amount), n\)\)$")


def _deduped(lines: list[str]) -> list[str]:
    """A pick's lines, each option added only when no pick before offered it."""
    found: list[str] = []
    for line in lines:
        match = APPEND.match(line)
        if match is None:
            found.append(line)
            continue
        point = match.group(4) if match.group(4) == "p" else "-1"  # (an amount is no cut)
        pad, key = match.group(1), f"(a, {match.group(3)}, {point})"  # (-1: to every stack)
        found += [f"{pad}if {key} not in offered:", f"{pad}    offered.add({key})"]
        found.append(f"{pad}    {line.strip()}")
    return found
