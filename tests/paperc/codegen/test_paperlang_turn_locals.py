"""A turn's locals that a `where` filter and a phase read as well, and
plain ints worked out in a loop: the game plays as the source says."""

from __future__ import annotations

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


def compiled() -> Session:
    python = paperc.compile_source(SOURCE, "locals.pl").python
    module = registry.module_from_source(python, "paper_test_locals")
    (entry,) = registry.Registry().add_module(module, "locals.pl")
    return Session(entry.rules(), 0)


def test_the_game_plays_as_the_source_says() -> None:
    session = compiled()
    # n = 0 + 2 + 4 = 6, half = 3: the filter lets a card onto t while it holds fewer than 2
    assert [str(move) for move in session.moves()] == ["s -> t (1 card)", "s -> u (3 cards)"]
    session.play(next(m for m in session.moves() if m.count == 3))
    assert len(session.cards("u")) == 2  # the phase, reading the turn's `i`, put one back
    assert [str(move) for move in session.moves()] == ["s -> t (1 card)", "s -> u (3 cards)"]
