"""The canonical state key (`Rules.key`, `Session.key`): equal exactly when
the tables and all that the rules can still read are equal."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from runtime import Session
from runtime.engine.model import Move

ROOT = Path(__file__).resolve().parents[2]

# A game with a variable the table does not show: the key must see it.
TOGGLE = """\
; A test game: a flag the table does not show.
game Toggle start
    #use "deck"
    pile deck start at 0 0 end
    visiblestack waste start at 1 0 end
    int flag = 0
    turn start
        pickone start
            pick deck -> deck top 0 where from{from.size > 0} then
                flag = 1 - flag
            pick deck -> waste top 1 where from{from.size > 0} then
            pick waste -> deck top 1 where from{from.size > 0} then
        end
    end
end
"""


def table(s: Session) -> list[list[tuple[str, bool]]]:
    return [[(c.name, c.face_up) for c in s.cards(name)] for name in s.stacks()]


def find(s: Session, text: str) -> Move:
    found = [m for m in s.moves() if str(m) == text]
    assert found, f"{text!r} not open: {[str(m) for m in s.moves()]}"
    return found[0]


def commuting_pairs(game: str, seed: int, limit: int = 6):
    """Pairs of moves (a, b) open at the deal that can be played in both
    orders: the two Sessions after a-b and after b-a."""
    start = Session.open(game, seed=seed)
    moves = [str(m) for m in start.moves()][:limit]
    for first, second in itertools.combinations(moves, 2):
        one, two = Session.open(game, seed=seed), Session.open(game, seed=seed)
        try:
            one.play(find(one, first))
            one.play(find(one, second))
            two.play(find(two, second))
            two.play(find(two, first))
        except AssertionError:
            continue
        yield first, second, one, two


@pytest.mark.parametrize(("game", "seed"), [("klondike", 4), ("freecell", 1), ("cws_yukon", 3)])
def test_two_move_orders_to_one_table_give_one_key(game, seed):
    same = differ = 0
    for first, second, one, two in commuting_pairs(game, seed):
        if table(one) == table(two):
            assert one.key() == two.key(), (first, second)
            same += 1
        else:
            assert one.key() != two.key(), (first, second)
            differ += 1
    assert same > 0


@pytest.mark.parametrize("game", ["klondike", "freecell", "golf", "cws_golf", "cws_yukon"])
def test_a_move_or_another_deal_changes_the_key(game):
    s = Session.open(game, seed=3)
    start = s.key()
    keys = {start}
    for move in s.moves()[:4]:
        s.play(move)
        assert s.key() not in keys  # one card moved (or turned): another key
        keys.add(s.key())
        s.undo()
    assert s.key() == start
    assert Session.open(game, seed=4).key() != start


def test_a_variable_the_table_does_not_show_is_in_the_key(tmp_path):
    source = tmp_path / "toggle.pl"
    source.write_text(TOGGLE)
    s = Session.open(source, seed=1)
    start = s.key()
    s.play(find(s, "click deck"))  # flag = 1: same table, another position
    assert s.key() != start
    s.play(find(s, "click deck"))  # flag = 0 again, two turns later: the turns do not count
    assert s.key() == start
    s.play(find(s, "deck -> waste (1 card)"))
    s.play(find(s, "waste -> deck (1 card)"))
    assert s.key() == start


@pytest.mark.parametrize("game", ["klondike", "cws_klondike"])
def test_the_key_survives_save_and_load(game, tmp_path):
    s = Session.open(game, seed=2)
    for _ in range(3):
        s.play(s.moves()[-1])
    path = tmp_path / "game.json"
    s.save(path)
    loaded = Session.load(path)
    assert loaded.key() == s.key()
    assert hash(loaded.key()) == hash(s.key())


def test_the_key_is_compact_and_hashable():
    s = Session.open("klondike", seed=1)
    key = s.key()
    assert hash(key) == hash(Session.open("klondike", seed=1).key())
    assert len(repr(key)) < 2_000
