"""Lowering's check that a phase reads only names declared where it runs.

A phase sees its callers' locals (dynamic scope, reference 3.3): `judge`
may read `cv` when every `do judge` runs where a local `cv` is declared,
in the caller's blocks around the `do` (before it) or in the callers'
callers'. A name a phase reads that some block declares, but no caller
has declared where it runs, is an error at the `do` that runs it there
(P102), naming the read. The phases a phase runs pass on what they read
and it has not declared itself before their `do`; a phase that runs
itself is followed round until nothing is added.

A card hook's `do` is left out: a hook runs in the middle of a move,
inside the turn's frames.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from paperc.errors import SourceSpan

Fail = Callable[[str, str, SourceSpan], None]


@dataclass
class PhaseReads:
    """What lowering records for the check (`Lowerer.phase_reads`)."""

    # the block being lowered: ("phase", name), ("hook", ""), or ("", "")
    inside: tuple[str, str] = ("", "")
    # each phase's reads of its callers' locals: phase -> name -> the first
    # read (the phase that reads it, its place)
    reads: dict[str, dict[str, tuple[str, SourceSpan]]] = field(default_factory=dict)
    # each `do`: (the phase it stands in, "" outside one; the phase it runs;
    # the locals declared where it stands; its place)
    sites: list[tuple[str, str, frozenset[str], SourceSpan]] = field(default_factory=list)

    def read(self, name: str, span: SourceSpan) -> None:
        kind, phase = self.inside
        if kind == "phase":
            self.reads.setdefault(phase, {}).setdefault(name, (phase, span))

    def do(self, phase: str, visible: frozenset[str], span: SourceSpan) -> None:
        kind, inside = self.inside
        if kind != "hook":
            self.sites.append((inside, phase, visible, span))

    def check(self, fail: Fail) -> None:
        needs = self._needs()
        for inside, phase, visible, span in self.sites:
            if inside:  # (passed on to the phase's own callers: `_needs`)
                continue
            for name, (reader, read) in sorted(needs.get(phase, {}).items()):
                if name not in visible:
                    where = f"{read.path.rsplit('/', 1)[-1]}:{read.line}:{read.col}"
                    through = "" if reader == phase else f" (through `do {reader}`)"
                    fail(
                        "P102",
                        f"phase `{phase}` reads `{name}`{through} at {where}, but no local "
                        f"`{name}` is declared where this `do` runs it: declare it before",
                        span,
                    )

    def _needs(self) -> dict[str, dict[str, tuple[str, SourceSpan]]]:
        """Each phase's reads of its callers' locals, its own and those of
        the phases it runs that it has not declared before their `do`."""
        needs = {phase: dict(reads) for phase, reads in self.reads.items()}
        changed = True
        while changed:
            changed = False
            for inside, phase, visible, _ in self.sites:
                if not inside:
                    continue
                passed = needs.setdefault(inside, {})
                for name, read in list(needs.get(phase, {}).items()):
                    if name not in visible and name not in passed:
                        passed[name] = read
                        changed = True
        return needs
