"""Compile Paperlang snippets once per test process (`tests.compiling`)
and open them in a Session."""

from __future__ import annotations

import pytest

import paperc
from paperc.paperlang import to_ir
from runtime import registry
from runtime.session import Session
from tests.compiling import compiled

SOURCES: dict[type, tuple[str, str]] = {}  # a compiled snippet's class -> (text, path)
_CLASSES: dict[str, type] = {}  # a generated module's text -> its game class


def game_class(text: str, path: str = "t.pl") -> type:
    """The game class a source compiles to (each module made once)."""
    python = compiled(text, path)
    rules = _CLASSES.get(python.python)
    if rules is None:
        module = registry.module_from_source(python.python, f"paper_test_{python.game_id}")
        (entry,) = registry.Registry().add_module(module, path)
        rules = _CLASSES[python.python] = entry.rules
    SOURCES[rules] = (text, path)  # (its general build: `general.general_of`)
    return rules


def not_compiled(text: str) -> list[str]:
    """The codes of the errors compiling `text` gets ([]: it compiles)."""
    try:
        compiled(text, "t.pl")
    except paperc.CompileError as exc:
        return [d.code for d in exc.diagnostics]
    return []


def not_yet(text: str, path: str = "t.pl") -> tuple[int, int, str]:
    """Where compiling `text` says it uses a feature paperc does not compile
    yet (P180, its only error): line, column and message."""
    try:
        compiled(text, path)
    except paperc.CompileError as exc:
        (diagnostic,) = exc.diagnostics
        assert (diagnostic.code, diagnostic.span.path) == ("P180", path), diagnostic
        return diagnostic.span.line, diagnostic.span.col, diagnostic.message
    raise AssertionError(f"{path} compiles")


def game_ir_of(text: str):
    """The IR of a source's program (what paperc's checks read)."""
    return to_ir(text, "t.pl", "").program


def open_game(text: str, seed: int = 0, path: str = "t.pl") -> Session:
    return Session(game_class(text, path)(), seed)


def names(session: Session, stack: str) -> list[str]:
    """The cards of a stack, bottom first, by name (type name for own cards)."""
    return [card.name for card in session.cards(stack)]


@pytest.fixture
def play():
    return open_game
