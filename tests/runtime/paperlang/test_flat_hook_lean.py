"""Card hooks run on the engine's lean path too (`FlatGame._lean_move`,
`_lean_hooked`): a move of one pick with no `then` body plays there, its
cards' `premove` hooks seeing the stacks before it and `onmoved` hooks
after it, a hook's ending stopping it there, the cards a hook moves or
makes moving or made there, as `_apply` plays it.
Compiled from real sources and played at random, each lean move checked
against the general path's state and events."""

from __future__ import annotations

import random

import pytest

from runtime.engine.paperlang.flat import FlatGame
from tests.runtime.paperlang.feature_sources import HOOKS
from tests.runtime.paperlang.modelled import compiled
from tests.runtime.paperlang.test_flat_hook_end import HOOK_ENDS
from tests.runtime.paperlang.test_flat_hook_moves import HOOK_MAKES, HOOK_MOVES


def lean_moves(rules: FlatGame, seed: int) -> tuple[int, str]:
    """Random moves of `rules` from deal `seed`, each lean one checked
    against the general path: how many were lean, and how the game ended."""
    state, _ = rules.deal(seed)
    chooser = random.Random(seed)
    lean = 0
    for _ in range(150):
        moves = rules.moves(state)
        if not moves:
            break
        move = chooser.choice(moves)
        pick = rules._lean.get(move.detail[0])
        if pick is not None and move.detail[1] != move.detail[2]:
            lean_events: list = []
            general_events: list = []
            after = rules._lean_move(state, move, pick, lean_events)
            assert after == rules._apply(state, move, general_events)
            assert lean_events == general_events
            assert rules.successor(state, move) == after
            lean += 1
        state, _ = rules.play(state, move)
    return lean, rules._hook_ending(state)


# the piles dealt face down, each turning its top card up by itself
FLIPPING = HOOKS["sizes"].replace(
    '        group "YY"\n', '        group "YY"\n        facing keep autoflip\n'
)
# the ace of spades onto the waste wins before it moves
PREMOVE_ENDS = HOOK_ENDS.replace("        if to != waste start\n", "        if to == waste start\n")


@pytest.mark.parametrize(
    ("source", "ending"),
    [
        (HOOKS["sizes"], ""),
        (FLIPPING, ""),
        (HOOK_ENDS, "lost"),
        (PREMOVE_ENDS, "won"),
        (HOOK_MOVES, ""),
        (HOOK_MAKES, ""),
    ],
    ids=["sizes", "autoflip", "onmoved ending", "premove ending", "moving cards", "making cards"],
)
def test_a_lean_move_runs_the_hooks_as_the_general_path_does(source: str, ending: str) -> None:
    # (the first two games' hooks read the stacks' sizes; the next two end
    # the game; the last two move cards and make them)
    assert PREMOVE_ENDS != HOOK_ENDS and FLIPPING != HOOKS["sizes"]
    rules = compiled(source)()
    assert rules.flat_hooked and rules._lean
    played = [lean_moves(rules, seed) for seed in range(4)]
    assert sum(lean for lean, _ in played) > 50, played
    if ending:  # (a hook ended a game in the middle of a lean move)
        assert ending in {ended for _, ended in played}, played
