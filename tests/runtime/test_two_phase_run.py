"""The second phase of a two-phase estimate, as `benchmarks/solver.py
--part sample` runs it: a random sample of the first phase's unknowns,
solved and replayed, and the estimate that counts them."""

from __future__ import annotations

import csv

from benchmarks import solver
from runtime.batch import read_rows

GOLF_WON = 20  # a Golf deal the solver wins in a few hundred states


def write(path, rows):
    with path.open("w", newline="") as handle:
        out = csv.writer(handle)
        out.writerow(("seed", "verdict", "moves", "states", "seconds"))
        out.writerows(rows)


def test_a_later_pass_decides_what_an_earlier_left_unknown(tmp_path):
    first, second = tmp_path / "a.csv", tmp_path / "b.csv"
    write(first, [(1, "won", 40, 100, 0.1), (2, "unknown", 0, 99, 1.0), (3, "lost", 0, 9, 0.1)])
    write(second, [(2, "won", 50, 500, 0.1), (1, "unknown", 0, 999, 1.0)])
    rows = solver.first_phase([first, second])
    assert {seed: row.verdict for seed, row in rows.items()} == {1: "won", 2: "won", 3: "lost"}


def test_the_sample_is_drawn_from_the_unknowns_solved_and_counted(tmp_path):
    first = tmp_path / "first.csv"
    write(
        first,
        [(GOLF_WON, "unknown", 0, 10, 0.1), (21, "unknown", 0, 10, 0.1), (5, "won", 30, 10, 0.1)]
        + [(seed, "lost", 0, 10, 0.1) for seed in (6, 7)],
    )
    out = tmp_path / "second.csv"
    found = solver.second_phase("golf", solver.first_phase([first]), 2, 2026, 3_000, 1, out)
    assert (found.won, found.lost, found.unknown, found.sample) == (1, 2, 2, 2)
    rows = read_rows(out)
    assert sorted(row.seed for row in rows) == [GOLF_WON, 21]
    assert found.sample_won == sum(row.verdict == "won" for row in rows) >= 1
    assert found.sample_lost == sum(row.verdict == "lost" for row in rows)
    low, high = found.estimate
    assert 1 / 5 <= low <= high <= 3 / 5
    # started again, the deals in the file are not solved again: the same figures
    again = solver.second_phase("golf", solver.first_phase([first]), 2, 2026, 3_000, 1, out)
    assert again == found and len(read_rows(out)) == 2


def test_later_passes_over_the_sample_decide_its_unknowns(tmp_path):
    first = tmp_path / "first.csv"
    write(first, [(GOLF_WON, "unknown", 0, 10, 0.1), (21, "unknown", 0, 10, 0.1)])
    out, later = tmp_path / "second.csv", tmp_path / "later.csv"
    found = solver.second_phase("golf", solver.first_phase([first]), 2, 1, 10, 1, out)
    assert (found.sample_won, found.sample_lost) == (0, 0)  # 10 states decide neither
    write(later, [(GOLF_WON, "won", 51, 400, 0.1), (21, "lost", 0, 900, 0.1)])
    found = solver.second_phase("golf", solver.first_phase([first]), 2, 1, 10, 1, out, (later,))
    assert (found.sample_won, found.sample_lost, found.sample_unknown) == (1, 1, 0)
