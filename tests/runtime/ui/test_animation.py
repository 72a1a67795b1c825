"""Easing, slides, flips and the pace of runs (pure timing, no window)."""

from __future__ import annotations

import pytest

from runtime.ui import animation
from runtime.ui.animation import Animator


@pytest.mark.parametrize("ease", [animation.ease_out_cubic, animation.ease_in_out])
def test_easing_starts_at_zero_ends_at_one_and_never_goes_back(ease):
    values = [ease(i / 50) for i in range(51)]
    assert values[0] == 0 and values[-1] == pytest.approx(1)
    assert all(b >= a for a, b in zip(values, values[1:], strict=False))
    assert ease(-1) == 0 and ease(2) == 1


def test_a_run_of_moves_speeds_up_as_it_goes():
    delays = animation.run_delays(12)
    gaps = [b - a for a, b in zip(delays, delays[1:], strict=False)]
    assert delays[0] == 0
    assert all(later <= earlier for earlier, later in zip(gaps, gaps[1:], strict=False))
    assert gaps[-1] < gaps[0] / 2
    assert min(gaps) >= animation.RUN_MIN_GAP - 1e-9


def test_speed_scales_every_delay():
    assert animation.run_delays(5, speed=2) == [d / 2 for d in animation.run_delays(5)]
    gap = animation.DEAL_GAP
    assert animation.deal_delays(3, speed=0.5) == [0, 2 * gap, 4 * gap]


def test_a_slide_waits_for_its_delay_then_eases_to_its_end():
    anim = Animator()
    anim.slide(7, (0, 0), (100, 50), now=10.0, delay=0.5, duration=0.2)
    assert anim.waiting(7, 10.2) and anim.position(7, 10.2) == (0, 0)
    x, y = anim.position(7, 10.6)
    assert 50 < x < 100 and y == pytest.approx(x / 2)  # eased past halfway, on the line
    assert anim.flying(10.6) == {7}
    assert anim.position(7, 11.0) == (100, 50)
    assert anim.prune(11.0) == [7] and not anim.busy(11.0)


def test_a_flip_narrows_to_an_edge_and_shows_the_new_side_past_halfway():
    anim = Animator()
    anim.slide(1, (0, 0), (0, 0), now=0.0, duration=0.0, flip=True)
    assert animation.flip_width(anim.flip_progress(1, 0.0)) == pytest.approx(1)
    middle = anim.flip_progress(1, animation.FLIP / 2)
    assert animation.flip_width(middle) < 0.1
    assert not animation.shows_new_side(anim.flip_progress(1, animation.FLIP * 0.3))
    assert animation.shows_new_side(anim.flip_progress(1, animation.FLIP * 0.7))
    assert animation.flip_width(None) == 1 and animation.shows_new_side(None)


def test_cancel_and_clear_forget_cards():
    anim = Animator()
    for card in range(3):
        anim.slide(card, (0, 0), (1, 1), now=0.0)
    anim.cancel([0])
    assert set(anim.motions) == {1, 2}
    anim.clear()
    assert not anim.busy(0.0)
