"""Floats: battler's grammar lists the type, but Paperlang has no float
value (no literal; arithmetic, comparisons and the score take ints), so a
`float` could hold only what an int holds. Declaring one is an error at
its file, line and column (P177)."""

from __future__ import annotations

import pytest

import paperc
from paperc.errors import CompileError

WEIGHTS = """game Weights start
    #use "deck"
    visiblestack waste
    card gem start
        int weight = 1
    end
    int n = 0
    int m = 5
    turn start
        pickone start
            pick deck -> waste top 1 then
                n = n + 1
        end
    end
end
"""


@pytest.mark.parametrize(
    "change, line, col",
    [
        (("    int m = 5\n", "    float m = 5\n"), 8, 5),  # a game variable
        (("        int weight = 1\n", "        float weight = 1\n"), 5, 9),  # a card type's
        (("    turn start\n", "    turn start\n        float w = 2\n"), 10, 9),  # a local
    ],
)
def test_a_float_is_an_error(change, line, col) -> None:
    assert paperc.compile_source(WEIGHTS, "w.pl").python  # (an int: fine)
    source = WEIGHTS.replace(*change)
    assert source != WEIGHTS
    with pytest.raises(CompileError) as caught:
        paperc.compile_source(source, "w.pl")
    (found,) = caught.value.diagnostics
    assert found.code == "P177" and "no floats" in found.message
    assert (found.span.line, found.span.col) == (line, col)
