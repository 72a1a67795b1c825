"""The two-phase estimate of a game's winnable share (runtime.estimate)."""

import random

import pytest

from runtime.estimate import TwoPhase, wilson


def test_no_unknowns_is_the_plain_share():
    found = TwoPhase(won=80, lost=20, unknown=0, sample=0, sample_won=0, sample_lost=0)
    assert found.estimate == (0.8, 0.8)
    low, high = found.interval
    # the normal interval of 80 of 100
    assert low == pytest.approx(0.8 - 1.959964 * (0.8 * 0.2 / 99) ** 0.5)
    assert high == pytest.approx(0.8 + 1.959964 * (0.8 * 0.2 / 99) ** 0.5)


def test_every_unknown_resolved_counts_like_a_full_run():
    two = TwoPhase(won=60, lost=10, unknown=30, sample=30, sample_won=20, sample_lost=10)
    one = TwoPhase(won=80, lost=20, unknown=0, sample=0, sample_won=0, sample_lost=0)
    assert two.estimate == pytest.approx(one.estimate)
    assert two.interval == pytest.approx(one.interval)


def test_the_sample_stands_for_the_unknowns():
    found = TwoPhase(won=590, lost=73, unknown=337, sample=30, sample_won=20, sample_lost=10)
    low, high = found.estimate
    assert low == high == pytest.approx((590 + 337 * 20 / 30) / 1000)
    start, end = found.interval
    assert start < low < end
    # a sample of the unknowns is wider than knowing them all
    full = TwoPhase(won=590 + 225, lost=73 + 112, unknown=0, sample=0, sample_won=0, sample_lost=0)
    assert end - start > full.interval[1] - full.interval[0]


def test_unknowns_left_in_the_sample_widen_the_range():
    found = TwoPhase(won=590, lost=73, unknown=337, sample=30, sample_won=15, sample_lost=5)
    low, high = found.estimate
    assert low == pytest.approx((590 + 337 * 15 / 30) / 1000)
    assert high == pytest.approx((590 + 337 * 25 / 30) / 1000)
    start, end = found.interval
    assert start < low < high < end


def test_the_interval_covers_the_truth_about_95_percent_of_the_time():
    # a population of deals, 70% winnable; the "first phase" decides the
    # wins with chance 0.8 and the losses with 0.3 (the lean of a budget)
    rng = random.Random(7)
    covered = 0
    runs = 400
    for _ in range(runs):
        deals = [rng.random() < 0.7 for _ in range(1000)]
        won = lost = 0
        unknowns = []
        for winnable in deals:
            if rng.random() < (0.8 if winnable else 0.3):
                won += winnable
                lost += not winnable
            else:
                unknowns.append(winnable)
        sample = rng.sample(unknowns, 40)
        found = TwoPhase(won, lost, len(unknowns), 40, sum(sample), 40 - sum(sample))
        start, end = found.interval
        covered += start <= 0.7 <= end
    assert 0.90 <= covered / runs <= 0.99


def test_bad_counts_are_refused():
    with pytest.raises(ValueError):
        TwoPhase(won=1, lost=1, unknown=5, sample=6, sample_won=0, sample_lost=0)
    with pytest.raises(ValueError):
        TwoPhase(won=1, lost=1, unknown=5, sample=2, sample_won=2, sample_lost=1)
    with pytest.raises(ValueError):
        TwoPhase(won=1, lost=1, unknown=5, sample=0, sample_won=0, sample_lost=0)


def test_wilson_is_the_batch_summary_interval():
    from runtime import batch

    assert batch.wilson is wilson
