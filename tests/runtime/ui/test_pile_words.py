"""Pile names and refusals are the same whatever the player uses: a refused
keyboard move gives the mouse drop's reason in the same words, the
keyboard names a selected pile as the inspector does, and a face-down card
with no move is not lifted by the mouse. Real key and mouse events, in the
shared headless window."""

from __future__ import annotations

import arcade
from test_table import drag, open_table, point_on, settled
from uihelpers import frame, press

from runtime import registry
from runtime.ui import choices

DIGIT_KEYS = {str(n): getattr(arcade.key, f"KEY_{n}") for n in range(10)}


def press_key_of(window, view, pile: str) -> None:
    """The pile's digit key, as X11 delivers it (the key, then its text)."""
    digit = choices.pile_keys(view.board.order)[pile]
    press(window, DIGIT_KEYS[digit], 0, digit)


def refused_pair(view) -> tuple[str, str]:
    """Two columns whose top cards the rules refuse to build, with a reason."""
    s = view.session
    columns = [name for name in view.board.order if name.startswith("tableau")]
    for source in columns[:9]:
        for target in columns[:9]:
            if source == target:
                continue
            why = s.refusal(source, -1, target)
            if "cannot go on" in why and not any(
                m.source == source and m.target == target for m in s.moves()
            ):
                return source, target
    raise AssertionError("no refused pair of columns")


def test_a_refused_keyboard_move_says_what_the_mouse_drop_says(window, clock):
    view = open_table(window, clock, registry.BUNDLED / "klondike.py", seed=3)
    settled(window, view, clock)
    source, target = refused_pair(view)
    press_key_of(window, view, source)
    assert view.notice.startswith(f"{view.session.pile_name(source)} selected")
    assert "tableau[" not in view.notice
    press_key_of(window, view, target)
    by_key = view.notice
    assert "cannot go on" in by_key and ": build down in alternate colours" in by_key
    assert view.session.move_count == 0
    settled(window, view, clock)
    top = len(view.session.cards(source)) - 1
    drag(window, point_on(view, source, top), point_on(view, target, top_index(view, target)))
    frame(window, view, clock, 0.1)
    assert view.session.move_count == 0
    assert view.notice == by_key


def top_index(view, pile: str) -> int:
    return max(len(view.session.cards(pile)) - 1, 0)


def test_a_face_down_card_without_a_move_stays_put_under_the_mouse(window, clock):
    view = open_table(window, clock, registry.BUNDLED / "klondike.py", seed=3)
    settled(window, view, clock)
    s = view.session
    assert not s.cards("deck")[-1].face_up
    start = point_on(view, "deck", len(s.cards("deck")) - 1)
    end = point_on(view, "tableau[0]", 0)
    drag(window, start, end)
    assert not view.board.held
    # no card was lifted and named: the press and release made a click on
    # the stock, which turns a card over as a click does
    assert "cannot go on" not in view.notice
    frame(window, view, clock, 0.1)
