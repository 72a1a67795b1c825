"""Compile Paperlang snippets once per test session and open them in a Session."""

from __future__ import annotations

import functools

import pytest

import paperc
from paperc.paperlang import to_ir
from runtime import registry
from runtime.session import Session

SOURCES: dict[type, tuple[str, str]] = {}  # a compiled snippet's class -> (text, path)


@functools.cache
def game_class(text: str, path: str = "t.pl") -> type:
    """The game class a source compiles to (parsing is slow: each text once)."""
    compiled = paperc.compile_source(text, path)
    module = registry.module_from_source(compiled.python, f"paper_test_{compiled.game_id}")
    reg = registry.Registry()
    (entry,) = reg.add_module(module, path)
    SOURCES[entry.rules] = (text, path)  # (its general build: `general.general_of`)
    return entry.rules


def not_compiled(text: str) -> list[str]:
    """The codes of the errors compiling `text` gets ([]: it compiles)."""
    try:
        paperc.compile_source(text, "t.pl")
    except paperc.CompileError as exc:
        return [d.code for d in exc.diagnostics]
    return []


def not_yet(text: str, path: str = "t.pl") -> tuple[int, int, str]:
    """Where compiling `text` says it uses a feature paperc does not compile
    yet (P180, its only error): line, column and message."""
    try:
        paperc.compile_source(text, path)
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
