"""Long runs of one level's operators on the compiled engine (issue 22):
`a + b - c + ...` (a `Chain` in the IR, kept flat however long) is written
as one Python chain `layout` splits an operand a line, and runs of `/` and
`%`, or of values that may be none, as Paperlang's own operators one
inside another. Compiled from a real source and played at random as recorded (`recorded.played`)."""

from __future__ import annotations

import paperc
from paperc.codegen.paperlang_flat_setup import refusal
from runtime.engine.paperlang.flat import FlatGame
from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, game_ir_of, not_compiled
from tests.runtime.paperlang.recorded import played

SUM = " + ".join(f"rows[{k % 4}].size" for k in range(24))
DIFFERENCE = " - ".join(["total", *(f"rows[{k % 4}].size" for k in range(18))])
QUOTIENT = " / ".join(["big", *["1"] * 14, "2"]) + " % 7"  # (a run: 16 operators or more)
MAYBE = " + ".join(["waste.top.v", *(f"rows[{k % 4}].top.v" for k in range(16))])

RUNS = f"""game Runs start
    #use "deck"
    visiblestack waste
    stacklist rows[4]
    int total = 0
    int left = 0
    int big = 1000
    int seen = 0
    score total + left
    shuffle deck
    setup start
        deck -> every rows top 2
        total = {SUM}
    end
    turn start
        pickone start
            pick deck -> rows top 1 where to{{{SUM} < 60 + to.size}} then
                total = {SUM}
                left = {DIFFERENCE}
            pick rows -> waste top 1 where from{{{QUOTIENT} < from.size + 3}} then
                seen = {MAYBE}
                if seen > 100 start
                    total = total + 1
                end
            pick waste -> deck top all where from{{deck.size == 0}} then
        end
    end
end
"""


def test_long_runs_take_the_compiled_engine() -> None:
    assert refusal(game_ir_of(RUNS)) is None
    assert not_compiled(RUNS) == []
    code = paperc.compile_source(RUNS, "t.pl").python
    assert max(line.count("(") for line in code.splitlines()) < 20
    assert issubclass(game_class(RUNS), FlatGame)


def test_long_runs_play_as_recorded() -> None:
    rules_class = game_class(RUNS)
    scores = set()
    for seed in range(4):
        session = played(rules_class, seed, 150, ("some refusals",))
        scores.add(session.score)
    assert len(scores) > 1


def test_a_long_run_counts_as_the_same_operators_nested() -> None:
    session = Session(game_class(RUNS)(), 0)
    sizes = [len(session.cards(f"rows[{k}]")) for k in range(4)]
    total = sum(sizes[k % 4] for k in range(24))
    assert session.score == total == 48


def test_sizes_of_members_nested_deep_take_the_compiled_engine() -> None:
    # (a line too long to write but split: each member's size a call that
    # `layout` splits in its brackets, `flat_size`)
    index = "one"
    for _ in range(4):
        index = f"(row[{index} - 1]).size + 1"
    source = (
        'game Deep start\n    #use "deck"\n    int one = 1\n    int x = 0\n'
        "    stacklist row[3]\n    score x\n    setup start\n"
        f"        x = x + {index}\n    end\n"
        "    turn start\n        pickone start\n            pick deck -> deck top 0 then\n"
        "        end\n    end\nend\n"
    )
    assert refusal(game_ir_of(source)) is None
    assert "self.flat_size(" in paperc.compile_source(source, "t.pl").python
    assert Session(game_class(source)(), 0).score == 1  # (row[0] is empty: each level 0 + 1)


LONG = "The cards on this pile were moved here by the player in the first turn, before the deal"
LABELS = f"""game Labels start
    #use "deck"
    visiblestack waste
    string label = ""
    turn start
        pickone start
            pick deck -> waste top 1 where from{{label != "{LONG}"}} then
                label = "{LONG}"
            pick waste -> deck top 1 where from{{label == "{LONG}"}} then
                label = "{LONG[:40]}"
        end
    end
end
"""


def test_a_long_string_is_written_a_piece_a_line_and_read_whole() -> None:
    # (a string too long for one line of code: pieces joined by `+`)
    python = paperc.compile_source(LABELS, "t.pl").python
    assert f'"{LONG[:50]}"' in python and f'+ "{LONG[50:]}"' in python
    session = Session(game_class(LABELS)(), 0)
    assert [(m.source, m.target) for m in session.moves()] == [("deck", "waste")]
    session.play(session.moves()[0])
    assert [(m.source, m.target) for m in session.moves()] == [("waste", "deck")]
    session.play(session.moves()[0])
    assert [(m.source, m.target) for m in session.moves()] == [("deck", "waste")]
