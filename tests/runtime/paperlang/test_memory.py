"""What a Paperlang game remembers lives in named places: playing, keying,
scoring, refusing and undoing add no attribute to the game object after the
deal, and the memories the general engine fills are `Memory`'s own fields."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.paperlang.memory import Memory
from runtime.session import Session
from tests.runtime.paperlang.general import general_of

ROOT = Path(__file__).resolve().parents[3]


@pytest.mark.parametrize("plugin", ["accordion.py", "gaps.py", "klondike_vegas.py", "freecell.py"])
def test_play_adds_no_attribute_to_the_game(plugin):
    session = Session.open(ROOT / "plugins" / plugin, seed=3)
    game = session.rules
    dealt = set(vars(game))
    chooser = random.Random(3)
    for number in range(60):
        moves = session.moves()
        if not moves:
            break
        session.key()
        assert session.score is None or type(session.score) is int
        move = chooser.choice(moves)
        if move.source is not None and move.target is not None:
            session.drag(move.target, 0, move.source)  # mostly refused: asks why
        session.play(move)
        if number % 7 == 3:
            session.undo()
            session.key()
            session.redo()
    assert set(vars(game)) == dealt


def test_each_game_object_remembers_for_itself():
    # on the general engine (Accordion takes the fast path, which keeps no key cards)
    rules_class = type(Session.open(ROOT / "plugins" / "accordion.py").rules)
    first, second = Session(general_of(rules_class)(), 1), Session(general_of(rules_class)(), 1)
    assert first.rules.memory is not second.rules.memory
    before = {name: repr(getattr(second.rules.memory, name)) for name in Memory.__slots__}
    for _ in range(20):
        first.play(first.moves()[0])
    first.key()
    assert first.rules.memory.made_moves and first.rules.memory.key_cards is not None
    assert {name: repr(getattr(second.rules.memory, name)) for name in Memory.__slots__} == before
