"""Every game the plain turn's writer compiles, compiled with its turn
written as a machine (`paperlang_flat_machine`, which `flat_writer` tries
where the plain writer refuses) plays alike: the machine has no limit of
its own (issue 22). Each bundled game and each source of these tests is
compiled both ways and played at random side by side, the options, the
tables, the status and the score compared before each move. Slow: run
with `pytest -m slow`."""

from __future__ import annotations

import importlib
import random
from pathlib import Path
from typing import Any

import pytest

import paperc
from paperc.codegen import paperlang_flat
from paperc.codegen.paperlang_flat_ir import NotFlat
from runtime import registry
from runtime.engine.model import GameError
from runtime.session import Session

ROOT = Path(__file__).resolve().parents[3]
HERE = Path(__file__).resolve().parent


def _sources() -> dict[str, tuple[str, str]]:
    """Each bundled game and each Paperlang source these tests hold (a
    module's text starting `game `), by name: its text and path."""
    found = {p.stem: (p.read_text(), str(p)) for p in sorted((ROOT / "games_src").glob("*.pl"))}
    for path in sorted(HERE.glob("test_flat*.py")):
        module = importlib.import_module(f"tests.runtime.paperlang.{path.stem}")
        for name, value in vars(module).items():
            if isinstance(value, str) and value.startswith("game "):
                if value not in {text for text, _ in found.values()}:
                    found[f"{path.stem}:{name}"] = (value, "t.pl")
    return found


SOURCES = _sources()


def _rules(python: str, name: str) -> type:
    module = registry.module_from_source(python, f"paper_machine_{abs(hash(name))}")
    (entry,) = registry.Registry().add_module(module, name)
    return entry.rules


def _view(session: Session) -> tuple[Any, ...]:
    moves = [(m.source, m.target, m.index) for m in session.moves()]
    stacks = {n: [(c.rank, c.suit) for c in session.cards(n)] for n in session.stacks()}
    return moves, stacks, session.status, session.score


def _dealt(rules: type, seed: int) -> Session | str:
    try:
        return Session(rules(), seed)
    except GameError as error:  # (a game that stops at its deal stops so both ways)
        return str(error)


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(SOURCES))
def test_the_turn_written_as_a_machine_plays_alike(
    name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    text, path = SOURCES[name]
    try:
        plain = paperc.compile_source(text, path)
    except paperc.CompileError:
        pytest.skip("not compiled either way")
    writer = paperlang_flat._writer

    def machined(program: Any, where: Any, machine: bool, maybe: frozenset[str]) -> Any:
        if not machine:
            raise NotFlat("written as a machine", 0, "")
        return writer(program, where, machine, maybe)

    monkeypatch.setattr(paperlang_flat, "_writer", machined)
    try:
        machine = paperc.compile_source(text, path)
    except paperc.CompileError as error:  # (a limit of the code's lines: gaps' options)
        assert "too long to write" in error.diagnostics[0].message, error
        return
    monkeypatch.undo()
    rules = _rules(plain.python, name + " plain"), _rules(machine.python, name + " machine")
    for seed in range(2):
        a, b = (_dealt(each, seed) for each in rules)
        if isinstance(a, str) or isinstance(b, str):
            assert a == b
            continue
        chooser = random.Random(seed)
        for _ in range(60):
            assert _view(a) == _view(b)
            if not a.moves():
                break
            at = chooser.randrange(len(a.moves()))
            stopped = [_played(each, at) for each in (a, b)]
            assert stopped[0] == stopped[1]
            if stopped[0]:
                break


def _played(session: Session, at: int) -> str:
    """The option `at` played: the error that stopped the game, if one did."""
    try:
        session.play(session.moves()[at])
    except GameError as error:
        return str(error)
    return ""
