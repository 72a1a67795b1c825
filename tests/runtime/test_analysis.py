"""The table's background solver work (`runtime.analysis`): real threads,
real games; cancellation and supersession."""

from __future__ import annotations

import threading
import time
from pathlib import Path

from runtime import analysis
from runtime.analysis import Position, Worker
from runtime.session import Session

STUCK_SAVE = Path(__file__).parent / "ui" / "fixtures" / "klondike_stuck.json"


def _wait(worker: Worker, seconds: float = 60.0) -> list[analysis.Job]:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        ready = worker.poll()
        if ready:
            return ready
        time.sleep(0.01)
    raise AssertionError("no job finished")


def test_a_job_runs_off_the_calling_thread_and_is_reported_once():
    worker = Worker()
    caller = threading.get_ident()
    job = worker.submit("x", lambda cancel: threading.get_ident(), tag="t")
    assert worker.busy("x") or job.done
    ready = _wait(worker)
    assert ready == [job] and job.tag == "t"
    assert job.result != caller and job.error is None
    assert worker.poll() == [] and not worker.busy("x")


def test_a_newer_job_supersedes_the_older_which_is_cancelled_and_never_reported():
    worker = Worker()
    started = threading.Event()

    def slow(cancel):
        started.set()
        while not cancel():
            time.sleep(0.005)
        return "old"

    old = worker.submit("verdict", slow)
    assert started.wait(10)
    new = worker.submit("verdict", lambda cancel: "new")
    assert old.wait(10) and old.cancelled()
    assert _wait(worker) == [new] and new.result == "new"
    assert worker.poll() == []


def test_kinds_are_independent_and_cancel_stops_a_search():
    worker = Worker()
    s = Session.open("freecell", seed=11982)
    position = Position.of(s)
    searching, looked = threading.Event(), threading.Event()

    def search(cancel):
        # deal 11982 is lost, and proving it takes about 108,000 positions:
        # a search that ends only when cancelled, however fast the machine
        # or slow the test (the search holds at its first check for a
        # cancel until the test has seen it still running)
        def stop() -> bool:
            searching.set()
            looked.wait(60)
            return cancel()

        return position.session().solve(10**9, None, stop)

    big = worker.submit("verdict", search, tag=1)
    assert searching.wait(60)  # the search is under way
    other = worker.submit("hint", lambda cancel: 42)
    assert _wait(worker) == [other]
    assert not big.done
    worker.cancel("verdict")
    looked.set()
    assert big.wait(60)
    assert big.result.verdict == "unknown" and big.result.why == "cancelled"
    assert big.result.states < 108_000  # stopped, not proved lost
    assert worker.poll() == []


def test_an_error_in_a_job_is_kept_for_the_caller():
    worker = Worker()
    job = worker.submit("x", lambda cancel: 1 / 0)
    assert _wait(worker) == [job] and isinstance(job.error, ZeroDivisionError)


def test_a_position_replays_on_rules_of_its_own():
    s = Session.open("klondike", seed=3)
    for _ in range(3):
        hint = s.hint(budget=50)
        s.play(hint.move)
    position = Position.of(s)
    copy = position.session()
    assert copy.rules is not s.rules
    assert copy.key() == s.key() == position.key
    assert copy.history() == s.history()
    assert position.session(lambda: True) is None  # a cancelled replay stops at once


def test_find_hint_is_the_sessions_hint_with_its_reason():
    s = Session.open("tri_peaks", seed=2)
    advice = analysis.find_hint(Position.of(s), lambda: False)
    assert advice is not None and advice.move in s.moves()
    assert advice.reason.startswith("leads to a win in")


def test_judge_says_winnable_for_a_won_deal_and_stuck_for_a_dead_end():
    s = Session.open("tri_peaks", seed=2)  # the solver wins it in 51 positions
    verdict = analysis.judge(Position.of(s), lambda: False)
    assert verdict == analysis.Verdict("winnable", False, verdict.states)
    assert analysis.judge(Position.of(s), lambda: True) is None


def test_judge_finds_a_stuck_klondike_game():
    # 251 moves of Klondike seed 1 after which cards only go round
    s = Session.load(STUCK_SAVE)
    verdict = analysis.judge(Position.of(s), lambda: False)
    assert verdict is not None and verdict.stuck
    assert verdict.winnable == "no longer winnable"


def test_find_deal_proves_a_win_and_rates_it():
    s = Session.open("tri_peaks", seed=5)
    deal = analysis.find_deal(s, 2, lambda: False)
    assert deal == analysis.FoundDeal(2, "easy", deal.states, 50)
    replay = Session.open("tri_peaks", seed=deal.seed)
    found = replay.solve(budget=analysis.DEAL_BUDGET)
    assert found.verdict == "won" and deal.moves > 0
    assert analysis.find_deal(s, 2, lambda: True) is None
