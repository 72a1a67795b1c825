"""`where` filters inside card hooks: the filter's own `from`, `to` and
`moving` (never a NameError, never the last pick's stacks), the hook's
variables through a local, and a clear diagnostic for the hook's `this`."""

from __future__ import annotations

import pytest

from paperc.errors import CompileError
from paperc.paperlang import to_ir
from tests.runtime.paperlang.conftest import not_yet

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
    """Not compiled yet: paperc says so at the feature (P180)."""
    assert not_yet(HOOKED) == (15, 9, "not supported yet: an `auto` transfer onto its own sources")


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
