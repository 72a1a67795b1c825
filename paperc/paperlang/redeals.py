"""Limited redeals (`redeals N` on a pile, a Paper extension): a pass over
the lowered program.

A pile's redeals are the pick options that click it, `pick deck -> deck top
0 ...`, wherever they stand (the turn or a phase). With `redeals N` (a
number, or the name of an int variable read when the player clicks; -1 for
no limit) each such option counts in a game variable of its own, and is
open only while fewer than N were made (a limit of -1 counts nothing, so
the states of an endless game stay as they were). Everything the engine keeps of it
is that variable: undo, saves, `Session.key()` and the differential traces
need nothing new. The generated pile names the variable, so that
`Session.redeals_left(name)` and the table can say how many are left.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from paperc import ir
from paperc.errors import SourceSpan
from paperc.irwalk import located

MAX_REDEALS = 1000  # more than any game allows; keeps a typo from meaning "endless"


def counter_name(stack: str) -> str:
    """The game variable counting a pile's redeals: a name no source can
    write (it has spaces), so it never meets a player's variable."""
    return f"redeals of {stack}"


def count_redeals(
    program: ir.PaperlangProgram,
    spans: dict[str, SourceSpan],
    fail: Callable[[str, str, SourceSpan], None],
) -> ir.PaperlangProgram:
    """The program with each limited pile's clicks counted and capped; a
    pile with `redeals` that no pick option clicks is an error (P173)."""
    limited = {
        decl.name: decl.props.redeals
        for decl in program.stacks
        if decl.props is not None and decl.props.redeals is not None
    }
    if not limited:
        return program
    found: set[str] = set()

    def option(opt: ir.PickOption) -> ir.PickOption:
        pile = clicked(opt.transfer)
        if pile is None or pile not in limited:
            return opt
        found.add(pile)
        limit = limited[pile]
        if limit == -1:
            return opt  # no limit: nothing to count
        used = ir.Var(counter_name(pile), "global", opt.line)
        cap = capped(used, limit, opt.line)
        where = (
            cap
            if opt.transfer.where_from is None
            else ir.Binary("and", opt.transfer.where_from, cap, opt.line)
        )
        count: object = ir.Assign(
            used, ir.Binary("+", used, ir.Const(1, opt.line), opt.line), opt.line
        )
        if isinstance(limit, str):  # no count while the limit says "none": no new states
            limit_var = ir.Var(limit, "global", opt.line)
            counting = ir.Binary(">=", limit_var, ir.Const(0, opt.line), opt.line)
            count = ir.If(((counting, (count,)),), (), opt.line)
        where, count = located(where, opt.file), located(count, opt.file)
        return replace(
            opt, transfer=replace(opt.transfer, where_from=where), body=(count, *opt.body)
        )

    program = replace(
        program,
        setup=walk(program.setup, option),
        turn=walk(program.turn, option),
        phases=tuple(replace(p, body=walk(p.body, option)) for p in program.phases),
    )
    for name in limited:
        if name not in found:
            fail(
                "P173",
                f"`redeals` limits the clicks on `{name}`, but no pick option clicks it: "
                f"add one such as `pick {name} -> {name} top 0 ... then`",
                spans[name],
            )
    files = {decl.name: decl.props.file for decl in program.stacks if decl.props is not None}
    counters = tuple(
        located(
            ir.VarDecl(counter_name(name), "int", ir.Const(0), "global", spans[name].line),
            files[name],
        )
        for name, limit in limited.items()
        if limit != -1
    )
    stacks = tuple(
        replace(decl, props=replace(decl.props, redeal_counter=counter_name(decl.name)))
        if decl.name in limited and limited[decl.name] != -1
        else decl
        for decl in program.stacks
    )
    return replace(program, stacks=stacks, load=counters + program.load)


def clicked(t: ir.Transfer) -> str | None:
    """The pile a pick option clicks (`pick P -> P top 0`), else None."""
    if not isinstance(t.source, ir.SourceStacks) or len(t.source.stacks) != 1:
        return None
    source = t.source.stacks[0]
    if not isinstance(source, ir.StackRef) or not _same(t.dests, source):
        return None
    if not isinstance(t.amount, ir.Const) or t.amount.value != 0 or t.build:
        return None
    return source.name


def _same(dests: tuple, source: ir.StackRef) -> bool:
    return len(dests) == 1 and isinstance(dests[0], ir.StackRef) and dests[0].name == source.name


def capped(used: ir.Var, limit: int | str, line: int) -> ir.Binary:
    """`used < N`, or for a variable limit `(limit < 0) || (used < limit)`."""
    if isinstance(limit, int):
        return ir.Binary("<", used, ir.Const(limit, line), line)
    bound = ir.Var(limit, "global", line)
    endless = ir.Binary("<", bound, ir.Const(0, line), line)
    return ir.Binary("or", endless, ir.Binary("<", used, bound, line), line)


def walk(body: tuple, option: Callable[[ir.PickOption], ir.PickOption]) -> tuple:
    """The statements with every pick option passed through `option`,
    inside ifs, loops and option bodies too."""
    out = []
    for stmt in body:
        if isinstance(stmt, ir.PickOne):
            options = tuple(option(replace(o, body=walk(o.body, option))) for o in stmt.options)
            stmt = replace(stmt, options=options)
        elif isinstance(stmt, ir.If):
            branches = tuple((cond, walk(b, option)) for cond, b in stmt.branches)
            stmt = replace(stmt, branches=branches, orelse=walk(stmt.orelse, option))
        elif isinstance(stmt, (ir.While, ir.ForEachPlayer)):
            stmt = replace(stmt, body=walk(stmt.body, option))
        elif isinstance(stmt, ir.Buttons):
            buttons = tuple(replace(b, body=walk(b.body, option)) for b in stmt.buttons)
            stmt = replace(stmt, buttons=buttons)
        out.append(stmt)
    return tuple(out)
