"""The last expressions, turn and player features the compiled engine took
over (issue 22), each from a real source: recordings the general engine
made (`feature_sources.RECORDINGS`, replayed by `recorded.py`), or tables
and moves written out from the language reference."""

from __future__ import annotations

import paperc
from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.recorded import replayed, rules_class


def warnings(source: str) -> list[str]:
    return [d.code for d in paperc.compile_source(source, "t.pl").warnings]


def test_a_move_that_ends_a_turn_of_two_waits_runs_no_more_of_the_next_turn() -> None:
    # (the next turn's start would set `n` again: the recording keeps it as
    # the winning turn left it)
    cls = rules_class("ended")
    assert issubclass(cls, FlatGame) and cls.flat_over is not FlatGame.flat_over
    sessions = replayed("ended")
    assert [session.status for session in sessions].count("won") >= 3
