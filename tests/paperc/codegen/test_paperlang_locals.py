"""A block's variables that only its own statements read are Python locals
(and plain ints use Python's operators); any variable something else may
read (a `where` filter, a phase) stays in the runtime's frame. Either way
the game plays the same."""

from __future__ import annotations

import pytest

import paperc
from runtime import registry
from runtime.session import Session

SOURCE = """game Locals start
    card A start end
    visiblestack s
    visiblestack t
    visiblestack u
    place A -> s 6
    turn start
        int i = 0
        int n = 0
        int room = 2
        int k = 1
        while i < 3 start
            n = n + i * 2
            k = k * 2 + 1
            i = i + 1
        end
        int half = n / 2 + k - 15
        pickone start
            pick s -> t top 1 where to{to.size < room + n - 6} then
            pick s -> u top half where from{from.size > 0} then
            do report
        end
    end
    phase report start
        if i == 3 start
            u -> s top 1
        end
    end
end
"""


def compiled(general: bool = True) -> tuple[str, Session]:
    """The game as the general engine's code (what this file is about), or
    as it compiles (the fast path)."""
    python = paperc.compile_source(SOURCE, "locals.pl", general=general).python
    module = registry.module_from_source(python, "paper_test_locals")
    (entry,) = registry.Registry().add_module(module, "locals.pl")
    return python, Session(entry.rules(), 0)


def test_only_what_nothing_else_reads_becomes_a_python_local() -> None:
    python, _ = compiled()
    assert "v_k = v_k * 2 + 1" in python  # only the turn reads it, always an int
    assert 'rt.declare("room", 2)' in python  # the filter reads it
    assert 'rt.declare("i", 0)' in python  # the phase may read it
    assert 'v_half = add(div(rt.var("n"), 2), v_k) - 15' not in python
    assert 'v_half = sub(add(div(rt.var("n"), 2), v_k), 15)' in python  # `/` can fail: checked


@pytest.mark.parametrize("general", [True, False])
def test_the_game_plays_as_the_source_says(general: bool) -> None:
    _, session = compiled(general)
    # n = 0 + 2 + 4 = 6, half = 3: the filter lets a card onto t while it holds fewer than 2
    assert [str(move) for move in session.moves()] == ["s -> t (1 card)", "s -> u (3 cards)"]
    session.play(next(m for m in session.moves() if m.count == 3))
    assert len(session.cards("u")) == 2  # the phase, reading the turn's `i`, put one back
    assert [str(move) for move in session.moves()] == ["s -> t (1 card)", "s -> u (3 cards)"]
