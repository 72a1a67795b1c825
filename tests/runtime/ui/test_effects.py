"""The win celebration's bouncing (pure physics, no window)."""

from __future__ import annotations

from runtime.ui.effects import BOUNCE, Bouncer


def test_a_card_falls_bounces_lower_each_time_and_leaves_the_table():
    card = Bouncer(x=100, y=400, vx=300, vy=0, half_w=30, half_h=45)
    peaks, lowest, rising = [], 1e9, False
    for _ in range(2000):
        before = card.vy
        card.step(1 / 120, floor=0)
        lowest = min(lowest, card.y - card.half_h)
        if rising and card.vy <= 0 < before:
            peaks.append(card.y)
        rising = card.vy > 0
        if card.gone(0, 1024):
            break
    assert lowest >= 0  # never sinks through the floor
    assert len(peaks) >= 2 and all(b < a for a, b in zip(peaks, peaks[1:], strict=False))
    assert card.gone(0, 1024)


def test_a_bounce_keeps_part_of_the_speed():
    card = Bouncer(x=0, y=46, vx=0, vy=-500, half_w=30, half_h=45)
    card.step(0.01, floor=0)
    assert 0 < card.vy <= 500 * BOUNCE + 20
