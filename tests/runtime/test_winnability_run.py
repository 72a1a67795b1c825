"""`benchmarks/winnability.py run` resumes, and solves again at a larger
budget the deals an earlier run left unknown: the table counts each
deal's last row and the CPU of every row."""

from __future__ import annotations

import pytest

from benchmarks import winnability
from runtime.batch import Row, read_rows


@pytest.fixture
def results(tmp_path, monkeypatch):
    monkeypatch.setattr(winnability, "RESULTS", tmp_path)
    monkeypatch.setattr(winnability, "DOC", tmp_path / "no_doc")
    monkeypatch.setattr(winnability, "PLOT", tmp_path / "plot.png")
    monkeypatch.setattr(winnability, "games", lambda: [("freecell", "paperlang")])
    return tmp_path


def run(budget: int) -> None:
    winnability.main(["run", "--seeds", "1-2", "--budget", str(budget), "--games", "freecell"])


def test_a_larger_budget_solves_the_unknowns_again(results):
    run(30)
    first = read_rows(results / "freecell.csv")
    assert [row.verdict for row in first] == ["unknown", "unknown"]
    run(30)  # nothing left to do at the same budget
    assert read_rows(results / "freecell.csv") == first
    run(5_000)
    rows = read_rows(results / "freecell.csv")
    assert rows[:2] == first
    assert [(row.seed, row.verdict) for row in rows[2:]] == [(1, "won"), (2, "won")]
    (entry,) = winnability.table()
    assert (entry["deals"], entry["won"], entry["unknown"], entry["budget"]) == (2, 2, 0, 5_000)
    assert entry["cpu"] == round(sum(row.cpu for row in rows), 1)
    run(5_000)  # decided deals are never solved again
    assert read_rows(results / "freecell.csv") == rows


def test_only_rows_cut_short_by_a_smaller_budget_are_solved_again():
    assert winnability.short(Row(1, "unknown", 0, 497, 0.1, 0.1, "states"), 2_000)
    assert not winnability.short(Row(1, "unknown", 0, 1_997, 0.1, 0.1, "states"), 2_000)
    assert not winnability.short(Row(1, "unknown", 0, 97, 0.1, 0.1, "seconds"), 2_000)
    assert not winnability.short(Row(1, "lost", 0, 97, 0.1, 0.1, ""), 2_000)


def test_a_pass_left_unfinished_shows_in_the_table(results):
    run(30)
    budgets = results / "budgets.json"
    budgets.write_text('{"freecell": 5000}\n')  # as if a pass at 5,000 had stopped at once
    (entry,) = winnability.table()
    assert (entry["budget"], entry["behind"]) == (5_000, 2)
    assert "| 5,000 (2 deals at less) |" in winnability._markdown([entry])
    assert winnability.unfinished([entry]) == [
        "freecell: 2 unknown deals searched at less than 5,000 states: "
        "run --games freecell --budget 5000"
    ]
    budgets.write_text('{"freecell": 30}\n')
    (entry,) = winnability.table()
    assert entry["behind"] == 0 and winnability.unfinished([entry]) == []
    assert "| 30 |" in winnability._markdown([entry])
