"""The deal RNG is part of every deal: pin its outputs so a change is noticed."""

from __future__ import annotations

import pytest

from runtime.engine import rng


def test_splitmix_known_values():
    # Reference outputs of SplitMix64 seeded with 0 (Vigna's splitmix64.c).
    state = 0
    outputs = []
    for _ in range(3):
        state, value = rng.next_u64(state)
        outputs.append(value)
    assert outputs == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]


def test_shuffle_is_a_stable_permutation():
    items = list(range(52))
    state = rng.shuffle(rng.seed_state(1, "accordion"), items)
    assert sorted(items) == list(range(52))
    again = list(range(52))
    assert rng.shuffle(rng.seed_state(1, "accordion"), again) == state
    assert again == items


def test_shuffle_pinned():
    items = list(range(10))
    rng.shuffle(rng.seed_state(7), items)
    assert items == PINNED_7


def test_salt_changes_the_deal():
    a, b = list(range(52)), list(range(52))
    rng.shuffle(rng.seed_state(3, "golf"), a)
    rng.shuffle(rng.seed_state(3, "klondike"), b)
    assert a != b


@pytest.mark.parametrize("n", [1, 2, 3, 7, 52, 1000])
def test_below_stays_in_range(n):
    state = rng.seed_state(99)
    for _ in range(200):
        state, value = rng.below(state, n)
        assert 0 <= value < n


def test_below_rejects_empty_range():
    with pytest.raises(ValueError):
        rng.below(0, 0)


PINNED_7 = [8, 1, 5, 9, 0, 4, 3, 2, 6, 7]
