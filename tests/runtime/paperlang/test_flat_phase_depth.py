"""Phases that run each other deep, on the compiled engine: no depth limit
of the checks' own (each phase a generated method that calls the next),
the statements of the inlined turn counted once each, and a phase that
runs itself too deep stopped by a GameError naming the phase and the
`do`'s file and line. The values are worked out here from the rules as
the language reference states them, not by another engine."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class
from tests.runtime.paperlang.test_flat_shape import chain

DEPTH = 100  # (more than the 64 the checks allowed before)


def moved(session: Session) -> int:
    rules = session.rules
    return session.state[rules.flat_stacks][rules.flat_changing.index("moved")]


def counted(deck: int) -> int:
    """What one turn adds to `moved` (`chain`): each phase p_i one when the
    deck holds more than i % 7 cards, and the last phase one more."""
    return sum(1 for i in range(DEPTH) if deck > i % 7) + 1


def test_phases_run_each_other_100_deep_on_the_compiled_engine() -> None:
    seed = 3
    rules_class = game_class(chain(DEPTH), "deep.pl")
    assert issubclass(rules_class, FlatGame)
    session = Session(rules_class(), seed)
    expected = counted(len(session.cards("deck")))
    assert moved(session) == expected
    for step in range(15):
        moves = session.moves()
        if not moves:
            break
        session.play(moves[(seed + step * 7) % len(moves)])
        if session.status != "playing":
            break
        expected += counted(len(session.cards("deck")))
        assert moved(session) == expected


def test_a_phase_that_runs_itself_too_deep_names_itself_and_its_do() -> None:
    source = """game Forever start
    #use "deck"
    visiblestack waste start end
    int moved = 0
    phase again start
        moved = moved + 1
        do again
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                do again
        end
    end
end
"""
    rules_class = game_class(source, "forever.pl")
    assert issubclass(rules_class, FlatGame)
    session = Session(rules_class(), 1)
    with pytest.raises(GameError, match="phase again runs itself more than 64 deep") as found:
        session.play(session.moves()[0])
    assert (found.value.source, found.value.line) == ("forever.pl", 7)
