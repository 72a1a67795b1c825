"""A game of two players taking turns at one table, drawn in a real
headless window: the status bar says whose turn it is, and the other
player's own stack shows its backs while the current player's shows its
faces (`privatestack p.hand`, tests/runtime/paperlang/test_flat_player_stacks.py)."""

from __future__ import annotations

from uihelpers import frame

from runtime.session import Session
from runtime.ui.table import TableView
from tests.runtime.paperlang.test_flat_player_stacks import PARTY


def test_the_table_says_whose_turn_it_is_and_hides_the_other_hand(window, clock, tmp_path) -> None:
    source = tmp_path / "party.pl"
    source.write_text(PARTY.replace("players 3", "players 2"), encoding="utf-8")
    view = TableView(Session.open(str(source), seed=3), window.settings, clock=clock)
    window.show_view(view)
    frame(window, view, clock, 5.0).save(tmp_path / "first.png")
    session = view.session
    assert "player 1's turn" in view.status_text()
    assert [c.face_up for c in session.cards("hand[0]")] == [True] * 3
    assert [c.face_up for c in session.cards("hand[1]")] == [False] * 3
    session.play(session.moves()[0])
    view._after_change()
    frame(window, view, clock, 5.0).save(tmp_path / "second.png")
    assert "player 2's turn" in view.status_text()
    assert not any(c.face_up for c in session.cards("hand[0]"))
    assert all(c.face_up for c in session.cards("hand[1]"))
