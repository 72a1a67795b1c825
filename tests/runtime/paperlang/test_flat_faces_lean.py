"""A pick with no `then` body onto a stack the turn shows or hides plays
on the engine's lean path (`FlatGame._lean_move`): the cards take the
face the state gives the stack now, as `_apply` lands them. Compiled from
a real source and played at random, each lean move checked against the
general path's state and events."""

from __future__ import annotations

import random

from tests.runtime.paperlang.feature_sources import FACES
from tests.runtime.paperlang.modelled import compiled
from tests.runtime.paperlang.test_flat_hook_lean import lean_moves

# the waste's top card back onto the deck, which starts hidden and which a
# pick shows (cards landing on it face up from then on)
ONTO_SHOWN = (
    FACES["show"]
    .replace(
        "            pick deck -> waste top 3 then\n",
        "            pick deck -> waste top 3 then\n            pick waste -> deck top 1 then\n",
    )
    .replace("                hide deck\n", "                show deck\n")
)


def test_a_lean_move_onto_a_shown_or_hidden_stack_lands_as_the_general_path() -> None:
    assert ONTO_SHOWN != FACES["show"]
    rules = compiled(ONTO_SHOWN)()
    deck = rules.flat_names.index("deck")
    assert deck in rules._faced and any(
        pick.dests == () or deck in pick.dests for pick in rules._lean.values()
    )
    played = [lean_moves(rules, seed) for seed in range(3)]
    assert sum(lean for lean, _ in played) > 50, played
    faces = set()  # (the deck's face, where a lean move lands on it: both are met)
    for seed in range(3):
        state, _ = rules.deal(seed)
        chooser = random.Random(seed)
        for _ in range(150):
            moves = rules.moves(state)
            if not moves:
                break
            move = chooser.choice(moves)
            if move.target == "deck" and move.detail[0] in rules._lean:
                faces.add(state[rules.flat_stacks][rules._faced[deck]])
            state, _ = rules.play(state, move)
    assert faces == {False, True}
