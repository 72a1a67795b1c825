"""The engine's speed paths change nothing a player can see: shared
transfer Specs, sweep sites (build moves included), remembered filter
answers and build checks, and patched faces give the same game as
evaluating everything afresh."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.engine.paperlang import runtime as runtime_module
from runtime.engine.paperlang import sweep, transfer
from runtime.engine.paperlang.values import CardObj, Logical, TypeInfo
from runtime.session import Session
from tests.runtime.paperlang.general import general_of

ROOT = Path(__file__).resolve().parents[3]


def record(plugin: str, seed: int, moves: int) -> list[object]:
    """What a player sees through a random playout: the moves offered, and
    every card (with its face) at the end, with an undo and redo on the way."""
    session = Session.open(ROOT / "plugins" / plugin, seed=seed)
    chooser = random.Random(seed)
    seen: list[object] = []
    for number in range(moves):
        options = session.moves()
        seen.append([str(move) for move in options])
        if not options:
            break
        session.play(chooser.choice(options))
        if number % 17 == 5:  # a replayed turn too
            session.undo()
            session.redo()
    seen.append([[(c.name, c.face_up) for c in session.cards(s)] for s in session.stacks()])
    seen.append(session.status)
    return seen


def no_shortcuts(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sweep, "site", lambda rt, spec: None)
    monkeypatch.setattr(transfer, "_memory", lambda rt, test, card_stamp: None)
    monkeypatch.setattr(transfer, "MEMORY_LIMIT", -1)  # build checks: forget at once
    monkeypatch.setattr(transfer, "shareable", lambda sources, dests, how: False)


@pytest.mark.parametrize(
    ("plugin", "seed"),
    [
        ("klondike.py", 3),
        ("klondike.py", 11),
        ("canfield.py", 5),
        ("freecell.py", 2),
        ("corners.py", 4),
    ],
)
def test_build_games_play_the_same_without_shortcuts(plugin, seed, monkeypatch):
    fast = record(plugin, seed, 150)
    no_shortcuts(monkeypatch)
    assert record(plugin, seed, 150) == fast


def test_accordion_plays_the_same_without_shortcuts(monkeypatch):
    fast = [record("accordion.py", seed, 200) for seed in (1, 2)]
    no_shortcuts(monkeypatch)
    assert [record("accordion.py", seed, 200) for seed in (1, 2)] == fast


@pytest.fixture
def rt():
    session = Session.open(ROOT / "plugins" / "accordion.py", seed=0)
    return runtime_module.Runtime(general_of(type(session.rules))())  # (its general build)


def test_a_statement_with_the_same_stacks_reuses_its_spec(rt):
    deck, row = rt.stack("deck"), rt.list("row")
    first = rt.transfer(7, (deck,), (row,), amount=1)
    assert first.shared
    assert rt.transfer(7, (deck,), (row,), amount=1) is first
    assert rt.transfer(7, (deck,), (row,), amount=2) is not first
    assert rt.transfer(7, (deck,), (row[:3],), amount=1) is not first
    assert rt.transfer(8, (deck,), (row,), amount=1) is not first


def test_a_true_amount_is_not_taken_for_one(rt):
    deck, row = rt.stack("deck"), rt.list("row")
    one = rt.transfer(7, (deck,), (row,), amount=1)
    true = rt.transfer(7, (deck,), (row,), amount=True)
    assert true is not one and true.amount is True and not true.shared


def test_a_logical_source_is_never_shared(rt):
    deck, row = rt.stack("deck"), rt.list("row")
    info = TypeInfo("x", None, ())
    picked = Logical([(deck, CardObj(1, info, []))])
    spec = rt.transfer(9, (picked,), (row,))
    assert not spec.shared
    assert rt.transfer(9, (picked,), (row,)) is not spec


TURNED = """game U start
    #use "deck"
    stacklist cols[2] start build "KDA" group "YY" facing keep end
    visiblestack waste
    place sevenS -> cols[1] 1
    place sixH -> cols[0] 1
    turndown cols[0] top 1
    turn start
        pickone start
            pick cols /> cols build then
            pick waste -> waste top 0 then
                turnup cols[0] top 1
        end
    end
end
"""


def test_a_card_turned_up_in_place_is_seen_by_the_next_build_moves():
    from tests.runtime.paperlang.conftest import open_game

    session = open_game(TURNED)
    assert [(m.source, m.target) for m in session.moves()] == [("waste", None)]
    assert session.click("waste")  # turns the six up without moving it
    assert ("cols[0]", "cols[1]") in [(m.source, m.target) for m in session.moves()]
