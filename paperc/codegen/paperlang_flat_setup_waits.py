"""A setup that waits for the player, compiled.

In the language, the setup runs until it waits (a `pickone`,
`buttons`, an interactive transfer, in it or in a phase it runs), the
player chooses, and it runs on from there to its end; then the first turn
starts, with the same player. The engine deals no wait: such a setup
runs as the first part of the first turn instead. The turn starts with
`if (setup done) == 0 start SETUP (setup done) = 1 end` (a game variable
of its own, `DONE`: no Paperlang name holds brackets or spaces), and the
setup is left empty. The turn then waits below its top level, so it is
written as a machine (`paperlang_flat_machine`), which keeps the wait it
is at and the locals it reads across it; the deal is the load pass's, and
the first listing runs the turn up to the setup's first wait, with the
events the language's deal gives. The player whose turn it is
changes at the end of the turn the setup ended in, as it changes at the
end of the language's first turn.

A setup that does not wait but does what the deal's writer cannot write
(`paperlang_flat_setup`) runs there too (`flat_game`), where the turn's
writer may write it: the deal's events and tables are the same either way.
A state laid out anew (`FlatGame.arranged`) keeps `(setup done)`, so the
setup does not run again on it once it ran."""

from __future__ import annotations

import dataclasses

from paperc import ir
from paperc.flow import interactive_phases, waits

DONE = "(setup done)"


def setup_waiting(program: ir.PaperlangProgram, always: bool = False) -> ir.PaperlangProgram:
    """`program` with a setup that waits (or, `always`, any setup) run as
    the first turn's start (above); any other program as it is."""
    phases = {phase.name: phase for phase in program.phases}
    if not program.setup or not program.turn:
        return program
    if not always and not waits(program.setup, interactive_phases(phases)):
        return program
    line, file = program.setup_line, program.setup_file
    where = {"line": line, "file": file}
    flag = ir.Var(DONE, "global", **where)
    decl = ir.VarDecl(DONE, "int", ir.Const(0, **where), "global", **where)
    done = ir.Assign(flag, ir.Const(1, **where), **where)
    first = ir.Binary("==", flag, ir.Const(0, **where), **where)
    start = ir.If(((first, (*program.setup, done)),), **where)
    load = (*program.load, decl)
    return dataclasses.replace(program, load=load, setup=(), turn=(start, *program.turn))
