"""`paper solve` and runtime.batch: CSV rows, resuming, the summary, local
processes and a Dask LocalCluster."""

from __future__ import annotations

import csv
import multiprocessing
import os
import time

import pytest

from runtime import batch
from runtime.cli import main

GOLF_WON = 20  # a Golf deal the solver wins in a few hundred states


def read(path):
    with path.open(newline="") as handle:
        return list(csv.reader(handle))


def test_seeds_are_ranges_and_lists():
    assert batch.parse_seeds("1-3,7,5-6") == [1, 2, 3, 7, 5, 6]
    assert batch.parse_seeds("4") == [4]
    with pytest.raises(batch.BatchError, match="bad seed range"):
        batch.parse_seeds("5-2")
    with pytest.raises(batch.BatchError, match="N or A-B"):
        batch.parse_seeds("one")


def test_the_wilson_interval():
    low, high = batch.wilson(5, 10)
    assert low == pytest.approx(1 - high) and 0.23 < low < 0.24
    assert batch.wilson(0, 10)[0] == 0.0 and batch.wilson(10, 10)[1] == pytest.approx(1.0)
    assert batch.wilson(0, 0) == (0.0, 1.0)


def test_paper_solve_writes_rows_resumes_and_summarises(tmp_path, capsys):
    out = tmp_path / "golf.csv"
    argv = ["solve", "golf", "--seeds", str(GOLF_WON), "--budget", "2000"]
    assert main([*argv, "-o", str(out), "--quiet"]) == 0
    rows = read(out)
    assert rows[0] == ["seed", "verdict", "moves", "states", "seconds", "cpu", "why"]
    assert len(rows) == 2
    seed, verdict, moves, states, seconds, cpu, why = rows[1]
    assert (int(seed), verdict, int(moves)) == (GOLF_WON, "won", 51)
    assert 0 < int(states) <= 2000 and float(seconds) > 0 and float(cpu) > 0 and why == ""
    summary = capsys.readouterr().err
    assert "winnable: 100.0% of the 1 deals (95% interval 20.7%-100.0%" in summary
    assert "states/s" in summary and "decided alone" not in summary

    # started again over a longer range: only the new seed is solved
    argv[3] = f"{GOLF_WON}-{GOLF_WON + 1}"
    assert main([*argv, "-o", str(out)]) == 0
    rows = read(out)
    assert [int(r[0]) for r in rows[1:]] == [GOLF_WON, GOLF_WON + 1]
    assert rows[2][1] in ("won", "lost", "unknown")
    assert "deals: 2" in capsys.readouterr().err


def test_paper_solve_without_a_file_prints_the_csv(capsys):
    assert main(["solve", "golf", "--seeds", str(GOLF_WON), "--budget", "2000", "--quiet"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "seed,verdict,moves,states,seconds,cpu,why"
    assert out[1].startswith(f"{GOLF_WON},won,51,")


def test_bad_seeds_and_a_foreign_file_are_clear_errors(tmp_path, capsys):
    assert main(["solve", "golf", "--seeds", "9-1"]) == 1
    assert "bad seed range" in capsys.readouterr().err
    foreign = tmp_path / "other.csv"
    foreign.write_text("a,b\n1,2\n")
    assert main(["solve", "golf", "--seeds", "1", "-o", str(foreign)]) == 1
    assert "not a results file" in capsys.readouterr().err
    assert main(["solve", "no_such_game", "--seeds", "1"]) == 1


def test_the_summary_leads_with_what_is_known(tmp_path, capsys):
    # one deal won, two unknown: the bounds lead, never "100%" alone
    rows = [batch.Row(1, "won", 9, 50, 0.1), batch.Row(2, "unknown", 0, 100, 0.2, 0.2, "states")]
    rows.append(batch.Row(3, "unknown", 0, 40, 1.0, 0.9, "seconds"))
    lines = batch.Summary.of(rows).lines()
    assert lines[0] == (
        "deals: 3  won: 1  lost: 0  unknown: 2 "
        "(the budget of states ran out: 1, the time limit ran out: 1)"
    )
    assert lines[1].startswith(
        "winnable: between 33.3% (every unknown lost) and 100.0% (every unknown won) of the 3"
    )
    assert "95% interval 6.1%-100.0%, unknowns counted both ways" in lines[1]
    assert lines[2].startswith("of the 1 decided alone: 100.0% won") and "leans" in lines[2]
    states = batch.Summary.of([*rows, batch.Row(4, "won", 9, 4_000, 0.1)]).lines()[-1]
    assert states.startswith("searched 4,190 states in")  # counts read as the states/s beside them
    # nothing decided: no share at all
    lines = batch.Summary.of(rows[1:]).lines()
    assert lines[1].startswith("nothing decided:") and "%" not in "".join(lines[:2])
    # the unknown rows say which limit ran out, in the file too
    out = tmp_path / "rows.csv"
    argv = ["solve", "golf", "--seeds", "1-2", "--budget", "50", "--quiet", "-o", str(out)]
    assert main(argv) == 0
    assert {(r.verdict, r.why) for r in batch.read_rows(out)} == {("unknown", "states")}
    assert "nothing decided" in capsys.readouterr().err


def test_an_older_results_file_is_read_and_appended_to_in_its_own_columns(tmp_path):
    out = tmp_path / "old.csv"
    out.write_text("seed,verdict,moves,states,seconds\n1,unknown,0,50,0.010\n")
    argv = ["solve", "golf", "--seeds", "1-2", "--budget", "50", "--quiet", "-o", str(out)]
    assert main(argv) == 0
    lines = out.read_text().splitlines()
    assert lines[0] == "seed,verdict,moves,states,seconds" and len(lines) == 3
    assert len(lines[2].split(",")) == 5
    assert [r.seed for r in batch.read_rows(out)] == [1, 2]


def test_the_help_shows_the_defaults(capsys):
    with pytest.raises(SystemExit):
        main(["solve", "--help"])
    text = " ".join(capsys.readouterr().out.split())
    assert "(default 100,000)" in text and "(default 1;" in text
    assert "time limit per deal (default: none)" in text


def test_local_processes():
    rows = list(batch.run_local("golf", [GOLF_WON, GOLF_WON + 1], jobs=2, budget=600))
    assert sorted(row.seed for row in rows) == [GOLF_WON, GOLF_WON + 1]
    assert all(row.verdict in ("won", "lost", "unknown") and row.states for row in rows)


def _dies_on_three(item):
    if item == 3:
        os._exit(7)  # as a process killed by the system would, with no answer
    if item == 4:
        raise batch.BatchError("four is a fault")
    time.sleep(0.01)
    return item * 10


def _children_alive():
    return [child for child in multiprocessing.active_children() if child.is_alive()]


def test_a_process_that_dies_is_an_error_and_none_is_left_behind():
    with pytest.raises(batch.BatchError, match=r"ended without its answer \(exit code 7\)"):
        list(batch._in_processes(_dies_on_three, [1, 2, 3, 5, 6], jobs=2))
    assert _children_alive() == []


def test_an_error_in_a_process_is_raised_here_and_the_rest_are_killed():
    with pytest.raises(batch.BatchError, match="four is a fault"):
        list(batch._in_processes(_dies_on_three, [1, 4, *range(5, 40)], jobs=3))
    assert _children_alive() == []
    answers = batch._in_processes(_dies_on_three, [1, 2, 5, 6], jobs=2)
    assert next(answers) in (10, 20)
    answers.close()  # a reader that stops early (Ctrl+C, SIGTERM) ends them too
    assert _children_alive() == []
    assert sorted(batch._in_processes(_dies_on_three, [1, 2, 5, 6], jobs=2)) == [10, 20, 50, 60]


def test_a_dask_local_cluster(tmp_path, capsys):
    distributed = pytest.importorskip("distributed")
    with distributed.LocalCluster(
        n_workers=1, threads_per_worker=2, processes=False, dashboard_address=None
    ) as cluster:
        rows = list(batch.run_dask(cluster, "golf", [GOLF_WON, GOLF_WON + 1], budget=600))
        assert sorted(row.seed for row in rows) == [GOLF_WON, GOLF_WON + 1]
        assert all(row.verdict in ("won", "lost", "unknown") for row in rows)
        out = tmp_path / "dask.csv"
        argv = ["solve", "golf", "--seeds", str(GOLF_WON), "--budget", "2000", "--quiet"]
        assert main([*argv, "--dask", cluster.scheduler_address, "-o", str(out)]) == 0
        assert read(out)[1][:3] == [str(GOLF_WON), "won", "51"]


def test_a_winnable_deal_with_its_difficulty():
    deal = batch.winnable_seed("golf", GOLF_WON, budget=2000, tries=1)
    assert deal is not None and deal.seed == GOLF_WON
    assert deal.difficulty == "easy" and deal.solution.verdict == "won"
    assert batch.winnable_seed("golf", GOLF_WON, budget=2000, cancel=lambda: True) is None


def test_a_win_that_does_not_replay_is_an_error_not_a_row(tmp_path, capsys, monkeypatch):
    """`paper solve` replays each win through the Session before it writes
    the row: a win that does not replay (a solver bug) stops the run with
    the seed and the reason, and no row claims it."""
    row = batch.solve_seed("golf", GOLF_WON, budget=20_000)
    assert row.verdict == "won" and row.moves > 0  # the real win replays

    from runtime.solve import Search, Solution

    def short(self, state, budget, seconds=None):
        return Solution("won", [], 1)  # "won" with no moves: the deal is not won

    monkeypatch.setattr(Search, "solve", short)
    out = tmp_path / "golf.csv"
    assert main(["solve", "golf", "--seeds", str(GOLF_WON), "-o", str(out), "--quiet"]) != 0
    err = capsys.readouterr().err
    assert f"golf seed {GOLF_WON}: the solver's win does not replay" in err
    assert "Traceback" not in err
    assert [r[1] for r in read(out)[1:]] == []
