"""The picks and `then` bodies compiled for issue 22 (cards made by a pick
or where a body's player chooses, `choose` to every stack, places near
the source apart, to every one and from two lists, `-> every` onto kept
members and onto a ruled pile's own list) through a Session: random
moves played, undone and played again, and a save loaded back, from a
real source file (a save names its game by the source's id)."""

from __future__ import annotations

import random

import pytest

from runtime.session import Session
from tests.runtime.paperlang.conftest import names
from tests.runtime.paperlang.test_flat_choose_every import RULED, SHARING
from tests.runtime.paperlang.test_flat_every_judged import OWN, SIFTED_MIXED
from tests.runtime.paperlang.test_flat_made_picks import MINTING
from tests.runtime.paperlang.test_flat_made_then import FLAGS
from tests.runtime.paperlang.test_flat_near_picks import NEXT_DOOR, TWO_LISTS

GAMES = {
    "minting": MINTING,
    "flags": FLAGS,
    "sharing": SHARING,
    "ruled": RULED,
    "next_door": NEXT_DOOR,
    "two_lists": TWO_LISTS,
    "own": OWN,
    "sifted_mixed": SIFTED_MIXED,
}


def tables(session: Session) -> dict[str, list[str]]:
    return {name: names(session, name) for name in session.stacks()}


@pytest.mark.parametrize("name", sorted(GAMES))
def test_played_undone_saved_and_loaded(name: str, tmp_path) -> None:
    source = tmp_path / f"{name}.pl"
    source.write_text(GAMES[name], encoding="utf-8")
    session = Session.open(str(source), seed=4)
    chooser = random.Random(4)
    for step in range(40):
        moves = session.moves()
        if not moves:
            break
        before = (tables(session), session.key())
        move = chooser.choice(moves)
        session.play(move)
        if step % 4 == 3:  # (undone, the table and key as they were; played again alike)
            after = (tables(session), session.key())
            assert session.undo() and (tables(session), session.key()) == before
            session.play(move)
            assert (tables(session), session.key()) == after
    session.save(tmp_path / "save.json")
    loaded = Session.load(tmp_path / "save.json", source=str(source))
    assert tables(loaded) == tables(session) and loaded.key() == session.key()
    assert loaded.moves() == session.moves() and loaded.status == session.status
