"""Group moves (`group "F."`) on the table, in a real headless window: a
drag that picks a face-up card in the middle of a Yukon column carries the
cards on it, out of sequence as they are, and a drop where the picked card
does not fit slides them all back."""

from __future__ import annotations

from test_table import drag, open_table, point_on, settled
from uihelpers import frame

from runtime import registry

YUKON = registry.BUNDLED / "yukon.py"


def test_a_drag_from_mid_column_carries_the_cards_on_it(window, clock):
    view = open_table(window, clock, YUKON, seed=2)
    settled(window, view, clock)
    carried = [c.id for c in view.session.cards("tableau[1]")[1:]]  # 10C 4C 7S 5C 9C
    target = view.board.card_rect("tableau[3]", len(view.session.cards("tableau[3]")) - 1)
    drag(window, point_on(view, "tableau[1]", 1), (int(target.center[0]), int(target.center[1])))
    assert view.session.move_count == 1
    assert [c.id for c in view.session.cards("tableau[3]")][-5:] == carried
    settled(window, view, clock)
    ys = [view.board.sprites[card].center_y for card in carried]
    assert ys == sorted(ys, reverse=True)  # fanned down over the jack, in order
    assert all(abs(view.board.sprites[card].center_x - target.center[0]) < 2 for card in carried)


def test_a_group_dropped_where_its_card_does_not_fit_slides_back(window, clock):
    view = open_table(window, clock, YUKON, seed=2)
    settled(window, view, clock)
    carried = [c.id for c in view.session.cards("tableau[1]")[2:]]  # 4C 7S 5C 9C
    target = view.board.card_rect("tableau[0]", 0)  # 9H: a 4 does not go on it
    drag(window, point_on(view, "tableau[1]", 2), (int(target.center[0]), int(target.center[1])))
    assert view.session.move_count == 0
    assert view.notice == "4C cannot go on 9H: build down in alternate colours"
    frame(window, view, clock, 1.0)
    assert all(view.board.sprites[c].position == view.board.rest[c] for c in carried)
