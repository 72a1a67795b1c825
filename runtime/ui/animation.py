"""Pure animation timing: easing curves, card slides and flips, staggering.

Times are seconds on any monotonic clock the caller passes in, so the same
code runs in the window, in tests and in benchmarks without a real clock.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

SLIDE = 0.22  # one card's slide, at speed 1
FLIP = 0.16  # a card turning over
DEAL_GAP = 0.028  # between two cards of the deal
RUN_GAP = 0.07  # between the first two moves of a run of automatic moves
RUN_ACCELERATION = 0.82  # each later gap of the run is this much shorter
RUN_MIN_GAP = 0.012


def ease_out_cubic(t: float) -> float:
    """Fast start, gentle landing: how a thrown card settles."""
    t = min(max(t, 0.0), 1.0)
    return 1 - (1 - t) ** 3


def ease_in_out(t: float) -> float:
    t = min(max(t, 0.0), 1.0)
    return 3 * t * t - 2 * t * t * t


def run_delays(groups: int, speed: float = 1.0, first_gap: float = RUN_GAP) -> list[float]:
    """Start delays of the successive moves of one reported run: each gap is
    shorter than the one before, so a long automatic run speeds up as it goes."""
    delays, at, gap = [], 0.0, first_gap
    for _ in range(groups):
        delays.append(at / speed)
        at += gap
        gap = max(gap * RUN_ACCELERATION, RUN_MIN_GAP)
    return delays


def deal_delays(count: int, speed: float = 1.0) -> list[float]:
    """The deal lays cards one by one at an even pace."""
    return [i * DEAL_GAP / speed for i in range(count)]


@dataclass
class Motion:
    """One card travelling from a start to an end point, maybe turning over."""

    start: tuple[float, float]
    end: tuple[float, float]
    begin: float  # when it leaves (after its delay)
    duration: float
    flip_begin: float | None = None  # when it starts turning over, if it does
    flip_duration: float = FLIP

    @property
    def finish(self) -> float:
        end = self.begin + self.duration
        if self.flip_begin is not None:
            end = max(end, self.flip_begin + self.flip_duration)
        return end

    def position(self, now: float) -> tuple[float, float]:
        if self.duration <= 0:
            return self.end if now >= self.begin else self.start
        k = ease_out_cubic((now - self.begin) / self.duration)
        return (
            self.start[0] + (self.end[0] - self.start[0]) * k,
            self.start[1] + (self.end[1] - self.start[1]) * k,
        )

    def flip_progress(self, now: float) -> float | None:
        """None if not turning; else 0..1 through the turn."""
        if self.flip_begin is None:
            return None
        if self.flip_duration <= 0:
            return 1.0 if now >= self.flip_begin else 0.0
        return min(max((now - self.flip_begin) / self.flip_duration, 0.0), 1.0)


def flip_width(progress: float | None) -> float:
    """The card's horizontal scale while turning: it narrows to an edge, then
    widens showing its other side."""
    if progress is None:
        return 1.0
    return max(abs(1 - 2 * ease_in_out(progress)), 0.02)


def shows_new_side(progress: float | None) -> bool:
    return progress is None or progress >= 0.5


class Animator:
    """The cards in flight, by card id."""

    def __init__(self) -> None:
        self.motions: dict[int, Motion] = {}

    def slide(
        self,
        card: int,
        start: tuple[float, float],
        end: tuple[float, float],
        now: float,
        delay: float = 0.0,
        duration: float = SLIDE,
        flip: bool = False,
    ) -> None:
        """Send a card on its way; a flip happens as it lands (or in place)."""
        begin = now + delay
        flip_begin = None
        if flip:
            flip_begin = begin + max(duration - FLIP, 0.0) / 2 if duration > 0 else begin
        self.motions[card] = Motion(start, end, begin, duration, flip_begin)

    def position(self, card: int, now: float) -> tuple[float, float] | None:
        motion = self.motions.get(card)
        return None if motion is None else motion.position(now)

    def flip_progress(self, card: int, now: float) -> float | None:
        motion = self.motions.get(card)
        return None if motion is None else motion.flip_progress(now)

    def flying(self, now: float) -> set[int]:
        """Cards that have left and not yet landed (drawn above the rest)."""
        return {c for c, m in self.motions.items() if m.begin <= now < m.finish}

    def waiting(self, card: int, now: float) -> bool:
        motion = self.motions.get(card)
        return motion is not None and now < motion.begin

    def prune(self, now: float) -> list[int]:
        """Forget motions that are over; returns the cards that just landed."""
        done = [c for c, m in self.motions.items() if now >= m.finish]
        for card in done:
            del self.motions[card]
        return done

    def cancel(self, cards: Iterable[int]) -> None:
        for card in cards:
            self.motions.pop(card, None)

    def busy(self, now: float) -> bool:
        return any(now < m.finish for m in self.motions.values())

    def clear(self) -> None:
        self.motions.clear()
