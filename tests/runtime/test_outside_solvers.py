"""The deals `benchmarks/outside_solvers.py` hands to Klondike-Solver and
Freecell Solver are Paper's own deals, in their formats: checked against
Microsoft's FreeCell deal 1 as published, against what Paper's stock
turns over, and (when the solvers are installed) against what they read
and decide."""

from __future__ import annotations

import pytest

from benchmarks import outside_solvers
from runtime.session import Session

# Microsoft FreeCell deal #1, column by column from the bottom up
MICROSOFT_1 = """\
JD KD 2S 4C 3S 6D 6S
2D KC KS 5C TD 8S 9C
9H 9S 9D TS 4S 8D 2H
JC 5S QD QH TH QS 6H
5D AD JS 4H 8H 6C
7H QC AS AC 2C 3D
7C KH AH 4D JH 8C
5H 3H 3C 7S 7D TC
"""


def test_the_freecell_board_is_microsoft_s_deal():
    assert outside_solvers.fc_board(Session.open("freecell", seed=1)) == MICROSOFT_1


def test_the_klondike_talon_lists_first_what_the_stock_turns_first():
    session = Session.open("klondike", seed=7)
    layout = outside_solvers.pysol_klondike(session).split("\n")
    talon = layout[0].removeprefix("Talon: ").split()
    assert len(talon) == 24
    session.play(next(m for m in session.moves() if m.source == "deck"))
    turned = [outside_solvers.card_text(c) for c in session.rules.cards(session.state, "waste")]
    assert turned == talon[:3]  # the third of them on top of the waste
    columns = layout[1:8]
    assert [line.count("<") for line in columns] == list(range(7))
    top = session.rules.cards(session.state, "tableau[6]")[-1]
    assert columns[6].split()[-1] == outside_solvers.card_text(top)


def test_a_dealt_klondike_only():
    session = Session.open("klondike", seed=7)
    session.play(next(m for m in session.moves() if m.source == "deck"))
    with pytest.raises(ValueError, match="fresh deal"):
        outside_solvers.pysol_klondike(session)


def test_klondike_solver_reads_the_same_deal():
    ksolve = pytest.importorskip("pyksolve.solver")
    layout = outside_solvers.pysol_klondike(Session.open("klondike", seed=2))
    other = ksolve.Solitaire()
    assert other.load_pysol(layout)
    other.reset_game(3)
    assert other.get_pysol().split() == layout.split()


def test_freecell_solver_wins_the_board():
    fcs = pytest.importorskip("freecell_solver")
    try:
        other = fcs.FreecellSolver()
    except OSError:
        pytest.skip("libfreecell-solver.so.0 is not installed")
    other.input_cmd_line(["-l", "lg"])
    assert other.solve_board(outside_solvers.fc_board(Session.open("freecell", seed=1))) == 0


def test_a_second_pass_decides_the_first_pass_s_unknowns(tmp_path):
    """`--klondike-again`: Paper's unknown deals solved again at a larger
    budget, kept beside the first pass in the same rows; the summary counts
    both passes' verdicts and CPU."""
    out = outside_solvers.Rows(tmp_path / "klondike.csv")
    first = outside_solvers.Session.open("klondike", seed=2)
    verdict, states, cpu = outside_solvers.paper(
        first, outside_solvers.Session.open("klondike"), 20
    )
    assert verdict == "unknown"  # deal 2 needs 243 states
    out.add(outside_solvers._row(2, verdict, states, cpu, "won", 1.0))
    out.add(outside_solvers._row(6, "won", 147, 0.05, "won", 1.0))
    outside_solvers.again("klondike", out, 5_000)
    again = outside_solvers.Rows(tmp_path / "klondike.csv")  # as read back
    assert [row["seed"] for row in again.rows] == [2, 6]
    assert again.rows[0]["paper_again"] == "won" and again.rows[0]["again_budget"] == 5_000
    assert again.rows[1]["paper_again"] == ""  # decided by the first pass
    found = outside_solvers.summary("klondike", again.rows, 20)
    assert found["paper"]["unknown"] == 1
    assert found["paper_with_again"] == {"won": 2, "lost": 0, "unknown": 0}
    assert found["paper_cpu_per_deal_with_again"] > found["paper_cpu_per_deal"]
    out.add(outside_solvers._row(9, "won", 78, 0.02, "won", 1.0))  # appended in the same columns
    assert outside_solvers.Rows(tmp_path / "klondike.csv").rows[2]["paper"] == "won"


def test_klondike_solver_s_verdicts_can_come_from_an_earlier_run(tmp_path):
    """`--klondike-theirs`: Paper runs, Klondike-Solver's verdict and CPU
    are copied from the earlier rows; a deal missing there is an error."""
    earlier = outside_solvers.Rows(tmp_path / "earlier.csv")
    earlier.add(outside_solvers._row(2, "unknown", 20, 0.1, "won", 8.5))
    out = outside_solvers.Rows(tmp_path / "klondike.csv")
    outside_solvers.klondike([2], 5_000, 0, out, earlier)
    row = outside_solvers.Rows(tmp_path / "klondike.csv").rows[0]
    assert (row["seed"], row["paper"], row["theirs"], row["their_cpu"]) == (2, "won", "won", 8.5)
    with pytest.raises(outside_solvers.Missing, match="deal 3"):
        outside_solvers.klondike([3], 5_000, 0, out, earlier)
