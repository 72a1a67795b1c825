"""Double-click asks the game where a card goes first; a resized table
glides its cards to their new places and lands them on whole pixels."""

from __future__ import annotations

import arcade
import pytest
from test_table import open_table
from uihelpers import FIXTURES, frame, press

from runtime import registry
from runtime.ui.geometry import Rect

ACES_UP = FIXTURES / "aces_up.py"


def _discard_or_column(session) -> str:
    """Play Aces Up seed 4 to where a top card may go to the discard or to
    an empty column; returns that pile."""
    while True:
        targets: dict[str, set[str]] = {}
        for move in session.moves():
            if move.source and move.target:
                targets.setdefault(move.source, set()).add(move.target)
        for pile, where in targets.items():
            if "discard" in where and any(t.startswith("column") for t in where):
                return pile
        offered = session.moves()
        discards = [m for m in offered if m.target == "discard"]
        session.play(discards[0] if discards else offered[0])


def test_sending_a_card_goes_where_the_game_says_before_guessing(window, clock):
    """What a double-click (and a pile's key pressed twice) does with a card:
    ask `Session.autoplay_target` when the Session has it."""
    view = open_table(window, clock, ACES_UP, seed=4)
    session = view.session
    pile = _discard_or_column(session)
    column = next(m.target for m in session.moves() if m.source == pile and m.target != "discard")
    view.board.sync("snap")
    top = len(view.board.cards[pile]) - 1
    asked = []

    def autoplay_target(name: str, index: int) -> str | None:
        asked.append((name, index))
        return column

    session.autoplay_target = autoplay_target  # what newer Sessions offer
    assert view.send(pile, top)
    assert asked == [(pile, top)] and session.history()[-1].target == column
    session.undo()
    view.board.sync("snap")
    digit = view.board.order.index(pile) + 1
    key = getattr(arcade.key, f"KEY_{digit}")
    press(window, key, 0, str(digit))
    press(window, key, 0, str(digit))
    assert session.history()[-1].target == column
    # a game that names no target gets the guess: the discard, a foundation
    session.undo()
    view.board.sync("snap")
    session.autoplay_target = lambda name, index: None
    assert view.send(pile, top)
    assert session.history()[-1].target == "discard"


def test_a_resized_table_glides_its_cards_and_lands_them_crisp(window, clock):
    view = open_table(window, clock, ACES_UP, seed=3)
    frame(window, view, clock, 5.0)
    card = view.board.cards["column[0]"][-1].id
    sprite = view.board.sprites[card]
    old = sprite.position
    area = view.table_area()
    # what a smaller window does (a headless window cannot change its size)
    view.board.fit(Rect(area.left, area.bottom, area.width * 0.55, area.height * 0.6))
    new = view.board.rest[card]
    assert new != old and sprite.position == old and view.board.busy()
    # the picture is already the new size, so nothing jumps when it lands
    assert sprite.texture.width == view.board.textures.width < 100
    frame(window, view, clock, 0.06)
    x, y = sprite.position
    assert min(old[0], new[0]) < x < max(old[0], new[0])
    assert min(old[1], new[1]) < y < max(old[1], new[1])
    frame(window, view, clock, 1.0)
    assert sprite.position == new and not view.board.busy()
    left = sprite.center_x - sprite.width / 2
    bottom = sprite.center_y - sprite.height / 2
    assert left == int(left) and bottom == int(bottom)
    view.relayout()  # back to the window's own size: the cards glide back
    assert view.board.busy()
    frame(window, view, clock, 1.0)
    assert sprite.position == old


CORNERS = registry.BUNDLED / "corners.py"


@pytest.mark.skipif(not CORNERS.exists(), reason="the Paperlang Corners is not bundled")
def test_a_paperlang_autotarget_decides_where_a_card_is_sent(window, clock):
    view = open_table(window, clock, CORNERS, seed=3)
    session = view.session
    sent = next(p for p in view.board.order if session.autoplay_target(p, -1) is not None)
    target = session.autoplay_target(sent, -1)
    assert view.send(sent, len(view.board.cards[sent]) - 1)
    assert session.history()[-1].target == target
