"""The solver and `paper solve` under attack: a fault in the game's code is
reported as the fault (never as a lost deal), SIGTERM ends `paper solve`'s
workers with it, and every bad argument is a clear message, never a
traceback (the search's limits through `Session`, and `paper solve`'s
options, by hand and by Hypothesis)."""

from __future__ import annotations

import math
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from runtime import GameError, Session, SessionError, batch
from runtime.batch import read_rows
from runtime.cli import main

ROOT = Path(__file__).resolve().parents[2]
PICK = "            pick columns -> foundation top 1 where from{from.size > 0} then\n"
LOOP = "".join(
    " " * 16 + line + "\n" for line in ("int i = 0", "while i >= 0 start", "    i = i + 1", "end")
)


@pytest.fixture
def looping_golf(tmp_path) -> Path:
    """Golf whose move to the foundation runs a `then` body that never ends."""
    source = (ROOT / "games_src" / "golf.pl").read_text(encoding="utf-8")
    assert PICK in source
    path = tmp_path / "looping_golf.pl"
    path.write_text(source.replace(PICK, PICK + LOOP), encoding="utf-8")
    return path


def test_a_fault_in_the_game_is_the_fault_not_a_lost_deal(looping_golf):
    session = Session.open(str(looping_golf), seed=1)
    assert session.moves()  # the moves are listed; playing one to the foundation loops
    for ask in (
        lambda: session.solve(budget=200),
        lambda: session.hint(),
        lambda: session.stuck,
        lambda: session.is_stuck(budget=200),
    ):
        with pytest.raises(GameError, match=r"looping_golf\.pl:38: this runs forever"):
            ask()


def test_paper_solve_stops_at_a_fault_and_names_it(looping_golf, tmp_path, capsys):
    out = tmp_path / "rows.csv"
    argv = ["solve", str(looping_golf), "--seeds", "1-3", "--budget", "200", "--quiet"]
    assert main([*argv, "-o", str(out)]) == 1
    err = capsys.readouterr().err
    assert "seed 1: a fault in the game's code stopped the search" in err
    assert "looping_golf.pl:38" in err and "Traceback" not in err
    assert read_rows(out) == []  # no "lost" row for it
    assert main([*argv, "-o", str(out), "--jobs", "2"]) == 1  # from a worker process too
    assert "a fault in the game's code" in capsys.readouterr().err
    assert read_rows(out) == []


def _children(pid: int) -> set[int]:
    found: set[int] = set()
    for task in Path(f"/proc/{pid}/task").glob("*"):
        try:
            found |= {int(p) for p in (task / "children").read_text().split()}
        except OSError:
            continue
    return found


def _alive(pid: int) -> bool:
    try:
        state = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0]
    except OSError:
        return False
    return state != "Z"


@pytest.mark.skipif(not Path("/proc/self/task").exists(), reason="reads /proc")
def test_sigterm_ends_paper_solve_and_its_workers(tmp_path):
    out = tmp_path / "rows.csv"
    paper = [sys.executable, "-c", "import sys; from runtime.cli import main; sys.exit(main())"]
    argv = ["solve", "golf", "--seeds", "1-400", "--jobs", "2", "--budget", "300000"]
    process = subprocess.Popen(
        [*paper, *argv, "-o", str(out), "--quiet"],
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        end = time.monotonic() + 120
        workers: set[int] = set()
        while len(workers) < 2:
            assert process.poll() is None, process.stderr.read()
            assert time.monotonic() < end, "the workers never started"
            workers = _children(process.pid)
            time.sleep(0.2)
        process.send_signal(signal.SIGTERM)
        assert process.wait(timeout=60) == 128 + signal.SIGTERM
        end = time.monotonic() + 30
        while any(_alive(pid) for pid in workers):
            assert time.monotonic() < end, "the workers outlived paper solve"
            time.sleep(0.2)
        assert "Traceback" not in process.stderr.read()
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()


@pytest.mark.parametrize(
    ("options", "code", "words"),
    [
        (["--dask", "not an address"], 1, "cannot reach the Dask scheduler at 'not an address'"),
        (["--dask", "tcp://127.0.0.1:1"], 1, "cannot reach the Dask scheduler"),
        (["--seeds", "1-100000000"], 1, "too many seeds"),
        (["--jobs", "1000"], 2, "--jobs: want at most"),
        (["--jobs", "0"], 2, "--jobs: want at least 1"),
        (["--seconds", "nan"], 2, "--seconds: want a number of seconds above 0"),
        (["--seconds", "inf"], 2, "--seconds: want a number of seconds above 0"),
        (["--seconds", "-1"], 2, "--seconds: want a number of seconds above 0"),
        (["--budget", "1e3"], 2, "--budget: want a whole number"),
    ],
)
def test_paper_solve_options_are_clear_errors(options, code, words, capsys, monkeypatch):
    # a closed port is refused at once, but Dask retries it until its timeout
    monkeypatch.setattr(batch, "DASK_TIMEOUT", 2)
    argv = ["solve", "golf", "--seeds", "1", "--budget", "100", "--quiet", *options]
    assert main(argv) == code
    err = capsys.readouterr().err
    assert words in err and "Traceback" not in err


@pytest.mark.parametrize(
    ("limits", "words"),
    [
        ({"budget": "100"}, "budget must be a whole number"),
        ({"budget": math.inf}, "budget must be a whole number"),
        ({"budget": 0}, "budget must be at least 1"),
        ({"budget": True}, "budget must be a whole number"),
        ({"seconds": "1"}, "seconds must be a number"),
        ({"seconds": math.nan}, "seconds must be above 0 and finite"),
        ({"seconds": -1}, "seconds must be above 0 and finite"),
        ({"cancel": 5}, "cancel must be a function"),
    ],
)
def test_session_search_limits_are_session_errors(limits, words):
    session = Session.open("golf", seed=1)
    with pytest.raises(SessionError, match=words):
        session.solve(**limits)
    with pytest.raises(SessionError, match=words):
        session.hint(**limits)
    if "cancel" not in limits:
        with pytest.raises(SessionError, match=words):
            session.is_stuck(**limits)


ANYTHING = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(-5, 300),
    st.floats(allow_nan=True, allow_infinity=True),
    st.text(max_size=5),
    st.lists(st.integers(), max_size=2),
    st.just(lambda: True),
    st.just(lambda: False),
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(budget=ANYTHING, seconds=ANYTHING, cancel=ANYTHING)
def test_any_search_limits_give_a_verdict_or_a_session_error(budget, seconds, cancel):
    session = Session.open("golf", seed=1)
    if isinstance(seconds, float) and math.isfinite(seconds) and seconds > 0:
        seconds = min(seconds, 2.0)  # (a valid time limit: keep the example short)
    try:
        found = session.solve(budget=budget, seconds=seconds, cancel=cancel)
    except SessionError as exc:
        assert str(exc)
        return
    assert found.verdict in ("won", "lost", "unknown")
    assert found.states <= max(int(budget), 1) + 1


def option_text(size: int) -> st.SearchStrategy[str]:
    return st.text(alphabet="0123456789-,.e+naifx ", max_size=size)


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seeds=option_text(3), budget=option_text(2), seconds=option_text(4), jobs=option_text(2))
def test_any_paper_solve_options_give_rows_or_a_message(seeds, budget, seconds, jobs):
    # (short texts: a valid run stays a few deals at under 100 states each)
    with tempfile.TemporaryDirectory() as folder:
        out = str(Path(folder) / "rows.csv")
        argv = ["solve", "golf", "--seeds", seeds, "--budget", budget, "--seconds", seconds]
        assert main([*argv, "--jobs", jobs, "--quiet", "-o", out]) in (0, 1, 2)
