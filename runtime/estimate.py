"""How winnable a game is, from a run of deals: the Wilson interval of the
deals decided, and a two-phase estimate that counts the undecided ones.

A search decides the easy deals first: a win is often found in a few
thousand positions, while a loss is proved only by searching every
position the deal can reach. So the deals decided within a budget lean to
the wins, and their share is no estimate of the game's (`Summary`
gives it, with the unknowns counted apart, and the bounds won/N to
(won + unknown)/N). `TwoPhase` removes that lean the way a survey does
(double sampling for stratification, Cochran's *Sampling Techniques*,
12.2): the first phase sorts N deals into won, lost and unknown; the
second searches a random sample of the unknowns with a far larger
budget, and their winnable share stands for all the unknowns. Deals the
second phase leaves unknown too are counted both ways: as lost for the
low end and as won for the high end.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

Z95 = 1.959964


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a proportion."""
    if trials == 0:
        return 0.0, 1.0
    p = successes / trials
    centre = p + z * z / (2 * trials)
    spread = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials))
    lower = (centre - spread) / (1 + z * z / trials)
    upper = (centre + spread) / (1 + z * z / trials)
    return max(0.0, lower), min(1.0, upper)


@dataclass(frozen=True)
class TwoPhase:
    """The first phase's `won`, `lost` and `unknown` deals; the second
    phase's random `sample` of the unknowns, of which `sample_won` were
    won and `sample_lost` lost (the rest are still unknown)."""

    won: int
    lost: int
    unknown: int
    sample: int
    sample_won: int
    sample_lost: int

    def __post_init__(self) -> None:
        if min(self.won, self.lost, self.unknown, self.sample_won, self.sample_lost) < 0:
            raise ValueError("counts must not be negative")
        if self.sample > self.unknown or self.sample_won + self.sample_lost > self.sample:
            raise ValueError("the sample is drawn from the unknowns, its verdicts from the sample")
        if self.unknown and not self.sample:
            raise ValueError("a sample of the unknowns is needed")

    @property
    def deals(self) -> int:
        return self.won + self.lost + self.unknown

    @property
    def sample_unknown(self) -> int:
        return self.sample - self.sample_won - self.sample_lost

    def _estimate(self, sample_won: int) -> tuple[float, float]:
        """The winnable share of all deals and its variance, with
        `sample_won` of the sample counted as won."""
        n_all, unknown, n = self.deals, self.unknown, self.sample
        if not unknown:
            p = self.won / n_all
            return p, p * (1 - p) / max(n_all - 1, 1)
        q = sample_won / n
        p = (self.won + unknown * q) / n_all
        # the deals are a sample of the game's deals; the unknowns' share is
        # known from a sample of them (finite population correction 1 - n/U)
        spread = q * (1 - q) * n / (n - 1) if n > 1 else 0.25
        share = unknown / n_all
        variance = p * (1 - p) / max(n_all - 1, 1) + share * share * spread / n * (1 - n / unknown)
        return p, variance

    @property
    def estimate(self) -> tuple[float, float]:
        """The estimate of the winnable share: one figure when the second
        phase decided every deal of its sample, else a range (its unknowns
        lost, its unknowns won)."""
        return (
            self._estimate(self.sample_won)[0],
            self._estimate(self.sample_won + self.sample_unknown)[0],
        )

    @property
    def interval(self) -> tuple[float, float]:
        """The 95% interval of the game's winnable share (normal
        approximation), from the low end of the range to its high end."""
        low, low_var = self._estimate(self.sample_won)
        high, high_var = self._estimate(self.sample_won + self.sample_unknown)
        return max(0.0, low - Z95 * math.sqrt(low_var)), min(1.0, high + Z95 * math.sqrt(high_var))

    def lines(self) -> list[str]:
        low, high = self.estimate
        start, end = self.interval
        figure = f"{100 * low:.1f}%" if low == high else f"{100 * low:.1f}%-{100 * high:.1f}%"
        return [
            f"first phase: {self.deals} deals, won {self.won}, lost {self.lost}, "
            f"unknown {self.unknown}",
            f"second phase: {self.sample} of the unknowns, won {self.sample_won}, "
            f"lost {self.sample_lost}, unknown {self.sample_unknown}",
            f"winnable: {figure} (95% interval {100 * start:.1f}%-{100 * end:.1f}%, two-phase)",
        ]
