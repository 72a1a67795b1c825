"""Phases that run each other deep, on the compiled engine: no depth limit
of the checks' own (each phase a generated method that calls the next),
the statements of the inlined turn counted once each, and a phase that
runs itself too deep stopped by a GameError naming the phase and the
`do`'s file and line. The values are worked out here from the rules as
the language reference states them, not by another engine. The limits
of the compiler (a turn too long once its phases are inlined, phases too
deep for its stack) are P180 errors that say why."""

from __future__ import annotations

import pytest

from runtime.engine.model import GameError
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, not_compiled, not_yet
from tests.runtime.paperlang.test_flat_shape import GAME, chain

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


def tree(depth: int) -> str:
    """A game whose turn runs phases `depth` deep, each running the next twice."""
    phases = "".join(
        f"    phase p{i} start\n        moved = moved + 1\n"
        f"        do p{i + 1}\n        do p{i + 1}\n    end\n"
        for i in range(depth)
    )
    phases += f"    phase p{depth} start\n        moved = moved + 1\n    end\n"
    body = "        do p0\n        pickone start\n"
    body += "            pick deck -> waste top 1 where from{from.size > 0} then\n        end\n"
    return GAME.replace("    setup start", phases + "    setup start").replace("BODY\n", body)


def test_a_turn_too_long_once_its_phases_are_inlined_says_why() -> None:
    # (2 ** 13 copies of the last phase: more statements than the checks read)
    source = tree(13)
    line = source.splitlines().index("    turn start") + 1
    assert not_yet(source) == (
        line,
        5,
        "not supported yet: the turn with its phases inlined is too long to compile: more than"
        " 5000 statements (each `do` is its phase's statements again, so phases that each run"
        " the next twice double them at each level): run a phase again in a `while` instead",
    )
    assert not_compiled(tree(8)) == []  # (256 copies: it compiles)


def test_phases_too_deep_for_the_compiler_say_why() -> None:
    source = chain(500)
    line, col, message = not_yet(source)
    assert (line, col) == (source.splitlines().index("    turn start") + 1, 5)
    assert message == (
        "not supported yet: phases run each other too deep to compile: the compiler follows"
        " each `do` into its phase on a stack of its own, which some hundreds of phases, each"
        " running the next, fill: repeat one phase in a `while` instead"
    )
