"""Layout cells to pixels, card size, fanning and hit testing (no window)."""

from __future__ import annotations

import pytest

from runtime.engine.model import Layout, PileLayout
from runtime.ui import geometry
from runtime.ui.geometry import Rect

AREA = Rect(0, 0, 800, 600)


def layout(**piles: PileLayout) -> Layout:
    return Layout(8, 6, piles)


def test_cells_are_square_and_the_grid_is_centred():
    table = geometry.fit(
        Layout(8, 4, {"a": PileLayout(0, 0, 1, 1), "b": PileLayout(7, 3, 1, 1)}), AREA
    )
    assert table.cell == 100  # 800/8 wins over 600/4
    assert table.piles["a"] == Rect(0, 400, 100, 100)  # 100 px left over above and below
    assert table.piles["b"] == Rect(700, 100, 100, 100)


def test_piles_are_centred_across_when_the_grid_is_wider_than_they_need():
    table = geometry.fit(
        Layout(8, 4, {"a": PileLayout(0, 0, 1, 1), "b": PileLayout(2, 1, 1, 1)}), AREA
    )
    assert table.piles["a"].left - AREA.left == pytest.approx(AREA.right - table.piles["b"].right)
    assert table.piles["a"].top == 500  # rows stay where the layout puts them


def test_card_is_two_by_three_and_fits_the_smallest_pile_cell():
    table = geometry.fit(layout(big=PileLayout(0, 0, 3, 3), small=PileLayout(4, 0, 1, 1.2)), AREA)
    assert table.card_w / table.card_h == pytest.approx(2 / 3)
    assert table.card_w <= table.piles["small"].width
    assert table.card_h <= table.piles["small"].height


def test_layout_rows_count_from_the_top():
    table = geometry.fit(layout(top=PileLayout(0, 0, 1, 1), low=PileLayout(0, 5, 1, 1)), AREA)
    assert table.piles["top"].bottom > table.piles["low"].bottom


@pytest.mark.parametrize(
    ("fan", "dx", "dy"),
    [("down", 0, -1), ("up", 0, 1), ("right", 1, 0), ("left", -1, 0), ("over", 0, 0)],
)
def test_cards_fan_in_the_pile_direction(fan, dx, dy):
    table = geometry.fit(layout(p=PileLayout(3, 2, 1, 1, fan)), AREA)
    rects = geometry.card_rects(table, "p", [True, True, True])
    step_x, step_y = rects[1].left - rects[0].left, rects[1].bottom - rects[0].bottom
    assert (step_x > 0) - (step_x < 0) == dx
    assert (step_y > 0) - (step_y < 0) == dy


def test_face_down_cards_fan_tighter_than_face_up():
    table = geometry.fit(layout(p=PileLayout(0, 0, 1, 1, "down")), AREA)
    rects = geometry.card_rects(table, "p", [False, True, True])
    down_step = rects[0].bottom - rects[1].bottom
    up_step = rects[1].bottom - rects[2].bottom
    assert 0 < down_step < up_step


def test_a_long_pile_tightens_to_stay_above_the_pile_below():
    piles = {"col": PileLayout(0, 0, 1, 1, "down"), "below": PileLayout(0, 4, 1, 1)}
    table = geometry.fit(layout(**piles), AREA)
    short = geometry.card_rects(table, "col", [True] * 3)
    long = geometry.card_rects(table, "col", [True] * 30)
    assert long[-1].bottom >= table.piles["below"].top - 1e-6
    assert (short[0].bottom - short[1].bottom) > (long[0].bottom - long[1].bottom)


def test_hit_test_finds_the_topmost_card_and_empty_piles():
    table = geometry.fit(
        layout(col=PileLayout(0, 0, 1, 1, "down"), empty=PileLayout(2, 0, 1, 1)), AREA
    )
    faces = {"col": [True, True, True], "empty": []}
    order = ["col", "empty"]
    rects = geometry.card_rects(table, "col", faces["col"])
    top_x, top_y = rects[2].center
    assert geometry.hit_test(table, faces, top_x, top_y, order) == geometry.Hit("col", 2)
    strip_x, strip_y = rects[0].left + 5, rects[0].top - 5  # only card 0 shows here
    assert geometry.hit_test(table, faces, strip_x, strip_y, order) == geometry.Hit("col", 0)
    ex, ey = geometry.base_rect(table, "empty").center
    assert geometry.hit_test(table, faces, ex, ey, order) == geometry.Hit("empty", -1)
    assert geometry.hit_test(table, faces, 790, 10, order) is None


def test_drop_target_is_the_pile_overlapped_most():
    table = geometry.fit(
        layout(a=PileLayout(0, 0, 1, 1), b=PileLayout(1, 0, 1, 1), c=PileLayout(2, 0, 1, 1)), AREA
    )
    faces = {"a": [True], "b": [], "c": [True]}
    held = geometry.base_rect(table, "b")
    moved = Rect(held.left + held.width * 0.4, held.bottom, held.width, held.height)
    assert geometry.drop_target(table, faces, moved, ["a", "b", "c"], exclude="a") == "b"
    assert geometry.drop_target(table, faces, moved, ["a", "b", "c"], exclude="b") == "c"
    far = Rect(700, 0, 10, 10)
    assert geometry.drop_target(table, faces, far, ["a", "b", "c"], exclude="a") is None


def test_words_go_under_a_pile_where_that_room_is_free_else_on_it():
    piles = {
        "stock": PileLayout(0, 0, 1, 1.4),
        "spaced": PileLayout(2, 2, 1, 1.4, fan="down"),  # a row lower: room under the stock
        "tight": PileLayout(4, 0, 1, 1.4),
        "below": PileLayout(4, 1.4, 1, 1.4, fan="down"),  # right under "tight"
    }
    table = geometry.fit(Layout(8, 6, piles), AREA)
    box, on_pile = geometry.label_box(table, "stock", 90, 16)
    base = geometry.base_rect(table, "stock")
    assert not on_pile and box.top <= base.bottom and box.left >= AREA.left
    box, on_pile = geometry.label_box(table, "tight", 90, 16)
    base = geometry.base_rect(table, "tight")
    assert on_pile and base.bottom <= box.bottom and box.top <= base.top
    # a fanning pile reaches down to what it would run into
    assert geometry.reach(table, "below").bottom == pytest.approx(AREA.bottom)
