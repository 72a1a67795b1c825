"""Which `where` filters paperc marks for the engine to remember: ones that
read only the cards of `from`/`to` (`@local_filter`), in a build transfer
also `moving` (`@local_move_filter`) and plain values of variables
(`@move_filter_reading`); never one that reads other stacks' cards."""

from __future__ import annotations

import pytest

import paperc

GAME = """game Filters start
    card A start end
    visiblestack s
    visiblestack t
    visiblestack waste
    int limit = 2
    place A -> s 6
    turn start
        int room = s.size
        pickone start
            pick s -> t build where to{{{filter}}} then
        end
    end
end
"""


@pytest.mark.parametrize(
    ("filter", "decorator"),
    [
        ("to.size < 3", "@local_filter"),
        ("from == waste || to.size < 3", "@local_filter"),
        ("moving.size < to.size", "@local_move_filter"),
        ("moving.size <= room", '@move_filter_reading("room")'),
        ("moving.size <= room + limit", '@move_filter_reading("limit", "room")'),
        ("waste.size > 0", None),  # another stack's cards
    ],
)
def test_what_a_filter_reads_decides_its_mark(filter: str, decorator: str | None) -> None:
    python = paperc.compile_source(GAME.format(filter=filter), "filters.pl").python
    marks = [line.strip() for line in python.splitlines() if line.strip().startswith("@")]
    assert marks == ([decorator] if decorator else [])
