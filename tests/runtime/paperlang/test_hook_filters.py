"""`where` filters inside card hooks: the filter's own `from`, `to` and
`moving` (never a NameError, never the last pick's stacks), the hook's
variables through a local, and a clear diagnostic for the hook's `this`."""

from __future__ import annotations

import pytest

from paperc.errors import CompileError
from paperc.paperlang import to_ir
from tests.runtime.paperlang.conftest import open_game

HOOKED = """game Hooked start
    #use "deck"
    visiblestack waste
    visiblestack spare
    stacklist cols[3]
    shuffle deck
    onmoved number start
        int v = this.v
        if to == waste start
            every cols -> spare top 1
                where from{from.size > 1}, to{(moving.bottom.v == v) && (to.size >= 0)}
        end
    end
    premove number start
        auto cols -> cols top 0 where to{(moving.size == 0) && (from != to)}
    end
    setup start
        deck -> cols[0] top 5
        deck -> cols[1] top 5
        deck -> cols[2] top 5
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
        end
    end
end
"""


def test_a_hooks_filters_read_their_own_stacks_and_the_hooks_locals():
    moved_to_spare = 0
    for seed in range(12):
        session = open_game(HOOKED, seed=seed)
        while session.moves():
            before = {n: len(session.cards(n)) for n in session.stacks()}
            session.play(session.moves()[0])
            turned = session.cards("waste")[-1]
            new = session.cards("spare")[before["spare"] :]
            # a column's top card of the turned card's rank followed it, if
            # the column kept a card under it
            assert all(card.rank == turned.rank for card in new)
            for column in ("cols[0]", "cols[1]", "cols[2]"):
                assert len(session.cards(column)) >= min(before[column], 1)
            moved_to_spare += len(new)
    assert moved_to_spare > 10


@pytest.mark.parametrize(
    ("filter_text", "code", "words"),
    [
        ("to{moving.bottom.v == this.v}", "P149", "cannot see the hook's card `this`"),
        ("from{to.size > 0}", "P102", "`to` is not bound in a `from{...}` filter"),
    ],
)
def test_what_a_hooks_filter_cannot_see_is_said(filter_text, code, words):
    text = HOOKED.replace(
        "\n                where from{from.size > 1}, to{(moving.bottom.v == v) && (to.size >= 0)}",
        f" where {filter_text}",
    )
    with pytest.raises(CompileError) as caught:
        to_ir(text, "hooked.pl", "0" * 64)
    [diagnostic] = caught.value.diagnostics
    assert diagnostic.code == code and words in diagnostic.message
    assert diagnostic.span.line == 10
