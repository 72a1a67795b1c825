"""`players` of a number the game's own statements work out as the game
compiles (`players n + deck.size / 50`, `n` the waste's size once two
cards moved there: `paperc/codegen/paperlang_flat_setup.py`,
`players_known`, issue 22): as many players as that number, each with
values of its own, taking turns round the table (`docs/paperlang.md`,
"Players"). One the seed decides stays a limit: the number of players is
the shape of the state. Compiled from a real source, played at random,
and checked move by move against a little model written from the
reference."""

from __future__ import annotations

import random

import pytest

from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class, not_compiled, not_yet

COUNTED = """game Counted start
    #use "deck"
    visiblestack waste
    deck -> waste top 2
    int n = waste.size
    players n + deck.size / 50
    foreachplayer p start
        int p.score = 0
    end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
                currentPlayer.score = currentPlayer.score + waste.top.v
        end
    end
end
"""


@pytest.mark.parametrize("seed", range(3))
def test_players_of_a_worked_out_number_take_turns_as_the_reference_says(seed: int) -> None:
    assert not_compiled(COUNTED) == []
    session = Session(game_class(COUNTED)(), seed)
    rules = session.rules
    scores = [0, 0, 0]  # (2 + 50 / 50: three players)
    chooser = random.Random(seed)
    for turn in range(30):
        (move,) = session.moves()
        session.play(move)
        scores[turn % 3] += session.cards("waste")[-1].rank or 0
        values = rules._flat_values(session.state)  # (kept from the current player on)
        now = (turn + 1) % 3
        kept = [values[f"(player score{'' if k == 0 else f'+{k}'})"] for k in range(3)]
        assert kept == [scores[(now + k) % 3] for k in range(3)]
        if chooser.random() < 0.1:
            session.undo()
            session.redo()


def test_players_of_a_number_the_seed_decides_stay_a_limit() -> None:
    source = COUNTED.replace(
        "    deck -> waste top 2\n", "    shuffle deck\n    deck -> waste top 2\n"
    )
    source = source.replace("int n = waste.size", "int n = waste.top.v % 3")
    line, _, message = not_yet(source)
    assert line == 7 and "not known before play" in message and "state's shape" in message
