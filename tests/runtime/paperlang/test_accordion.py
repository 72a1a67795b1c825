"""Accordion (the worked example) played at random: invariants hold after
every move, undo goes back to the deal exactly, redo and save/load replay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from runtime.session import Session
from tests.runtime.paperlang.conftest import game_class

ROOT = Path(__file__).resolve().parents[3]
SOURCE = ROOT / "games_src" / "accordion.pl"
ROW = [f"row[{i}]" for i in range(20)]


@pytest.fixture(scope="module")
def accordion() -> type:
    return game_class(SOURCE.read_text(encoding="utf-8"), "games_src/accordion.pl")


def check_invariants(session: Session) -> None:
    ids = [card.id for name in session.stacks() for card in session.cards(name)]
    assert len(ids) == 52 and len(set(ids)) == 52
    sizes = [len(session.cards(name)) for name in ROW]
    occupied = [size > 0 for size in sizes]
    assert occupied == sorted(occupied, reverse=True), f"a gap in the row: {sizes}"
    assert all(card.face_up for name in ROW for card in session.cards(name))
    assert not any(card.face_up for card in session.cards("deck"))


def snapshot(session: Session) -> list[list[str]]:
    return [[card.name for card in session.cards(name)] for name in session.stacks()]


@pytest.mark.parametrize("seed", [1, 2, 3, 4])
def test_random_playouts_keep_the_invariants(accordion, seed):
    session = Session(accordion(), seed)
    dealt = snapshot(session)
    assert len(session.cards("deck")) == 52
    chooser = random.Random(seed)
    seen = []
    for _ in range(150):
        moves = session.moves()
        if not moves:
            break
        session.play(chooser.choice(moves))
        check_invariants(session)
        seen.append(snapshot(session))
    final_state = session.state
    while session.undo():
        pass
    assert snapshot(session) == dealt
    assert session.state == Session(accordion(), seed).state
    for expected in seen:
        assert session.redo()
        assert snapshot(session) == expected
    assert session.state == final_state


def test_deals_depend_only_on_the_seed(accordion):
    assert snapshot(Session(accordion(), 9)) == snapshot(Session(accordion(), 9))
    assert snapshot(Session(accordion(), 9)) != snapshot(Session(accordion(), 10))


def test_the_opening_moves(accordion):
    session = Session(accordion(), 5)
    assert [str(move) for move in session.moves()] == ["click deck"]
    top = session.cards("deck")[-1]
    assert session.click("deck")
    assert [card.id for card in session.cards("row[0]")] == [top.id]
    assert session.cards("row[0]")[0].face_up
    assert [e.kind for e in session.events] == ["move"]
    session.click("deck")
    session.click("deck")
    moves = session.moves()
    for move in moves:
        if move.target is not None:  # a legal cut: same suit or rank, 1 or 3 to the left
            source, target = session.cards(move.source)[-1], session.cards(move.target)[-1]
            assert source.suit == target.suit or source.rank == target.rank
            assert move.count == len(session.cards(move.source))


def test_winning_ends_the_game():
    """Accordion with a goal of two cards in the first pile: the first cut
    that makes one wins at once."""
    text = SOURCE.read_text(encoding="utf-8").replace("size == 52", "size == 2")
    short = game_class(text, "games_src/accordion.pl")
    for seed in range(50):
        session = Session(short(), seed)
        session.click("deck")
        session.click("deck")
        cuts = [m for m in session.moves() if m.target == "row[0]"]
        if cuts:
            session.play(cuts[0])
            assert session.status == "won"
            assert session.moves() == []
            assert session.events[-1].kind == "won"
            return
    pytest.fail("no seed in 0..49 dealt two matching cards first")


def test_save_and_load_replay_the_game(accordion, tmp_path):
    plugin = ROOT / "plugins" / "accordion.py"
    session = Session.open(plugin, seed=21)
    for _ in range(30):
        session.play(session.moves()[-1])
    session.undo()
    session.save(tmp_path / "game.json")
    loaded = Session.load(tmp_path / "game.json")
    assert snapshot(loaded) == snapshot(session)
    assert loaded.move_count == session.move_count
    assert loaded.redo() and session.redo()
    assert snapshot(loaded) == snapshot(session)
