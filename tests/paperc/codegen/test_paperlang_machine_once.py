"""A turn written as a machine (`paperlang_flat_machine`) whose one wait
stands at its top level, with nothing before it that may wait or end the
game, comes to that wait on every run: a move's code sets the wait once
(the turn from its start, `flat_turn`, run once), not to 0 and then to
the wait again around a `while` that never runs twice. Spread is such a
turn: its `-> every` under the piles with a `to` filter reads the turn's
local `low` after the move, which only the machine keeps."""

from __future__ import annotations

import re

from tests.compiling import compiled
from tests.runtime.paperlang.pick_sources import SPREAD


def method(python: str, name: str) -> str:
    """The text of method `name` of the generated class."""
    found = re.search(rf"\n    def {name}\(.*?(?=\n    # |\n    def |\n\n\n)", python, re.S)
    assert found is not None, name
    return found.group()


def test_a_move_sets_the_wait_once() -> None:
    python = compiled(SPREAD, "spread.pl").python
    changing = re.search(r"flat_changing = \((.*)\)", python).group(1)  # type: ignore[union-attr]
    wait = [name.strip().strip('"') for name in changing.split(",")].index("(the wait)")
    turn, then = method(python, "flat_turn"), method(python, "flat_then")
    assert "while" not in turn
    assert turn.count(f"self.flat_set(s, {wait}, ") == 1
    assert f"self.flat_set(s, {wait}, " not in then
    assert then.rstrip().endswith("self.flat_turn(s, events)  # spread.pl:11  turn start")
