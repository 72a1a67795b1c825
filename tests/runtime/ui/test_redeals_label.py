"""The table writes how many redeals a pile has left (`redeals N`) just
under it, how many deals a Spider stock has left, and how many cards a
stock without either holds."""

from __future__ import annotations

import pytest
from test_table import open_table
from uihelpers import frame, pixel

from runtime.ui import geometry
from runtime.ui.solverhelp import STUCK_TITLE
from runtime.ui.table import LABEL_PAD, redeals_text


def bright_under(image, view, pile: str) -> int:
    """Light pixels in the strip just under a pile's place (where the label goes)."""
    base = geometry.base_rect(view.board.table, pile)
    count = 0
    for y in range(int(base.bottom) - 16, int(base.bottom) - 2):
        for x in range(int(base.left), int(base.left + base.width)):
            r, g, b = image.getpixel((x, image.height - 1 - y))
            count += r > 180 and g > 180 and b > 180
    return count


def test_the_words():
    assert [redeals_text(n) for n in (0, 1, 3)] == [
        "no redeals left",
        "1 redeal left",
        "3 redeals left",
    ]


STOCK = """; A stock turned one card at a time, redealt at most twice.
game Stock start
    #use "deck"
    table 4 2
    pile deck start at 0 0 redeals 2 end
    visiblestack waste start at 1.5 0 end
    turn start
        pickone start
            pick deck -> waste top 1 where from{from.size > 0} then
            pick deck -> deck top 0 where from{from.size == 0} then
                waste -> deck top all
        end
    end
end
"""


@pytest.mark.full_search  # (the stuck verdict, at the table's own budget)
def test_a_pile_with_redeals_says_how_many_are_left(window, clock, tmp_path):
    source = tmp_path / "stock.pl"
    source.write_text(STOCK, encoding="utf-8")
    view = open_table(window, clock, source)
    frame(window, view, clock, 5.0)
    for _ in range(6000):  # the verdict: this stock only goes round, and the table says so
        if not view.solver.worker.busy("verdict"):
            break
        frame(window, view, clock, 1 / 60)
    frame(window, view, clock, 1 / 60)  # (the frame that picks the verdict up)
    assert view.dialog is not None and view.dialog.title == STUCK_TITLE
    view.close_dialog()
    image = frame(window, view, clock, 0.1)
    assert view._redeal_labels["deck"].text.text == "2 redeals left"
    assert bright_under(image, view, "deck") > 20
    assert bright_under(image, view, "waste") == 0
    session = view.session
    for _ in range(52):
        session.play(session.moves()[0])
    session.play(session.moves()[-1])  # the first redeal
    view.board.sync("snap")
    frame(window, view, clock, 5.0)
    assert view._redeal_labels["deck"].text.text == "1 redeal left"


def test_a_stock_without_a_limit_says_how_many_cards_it_holds(window, clock):
    """Harvey's keyboard Klondike shows its hand as the number of cards in
    it: the stock says "24 cards" under it, and counts down as it deals;
    the waste and the columns have no words."""
    plain = open_table(window, clock, "klondike_draw_one")
    image = frame(window, plain, clock, 5.0)
    assert plain.session.redeals_left("deck") is None
    assert plain.pile_words() == [("deck", "24 cards")]
    assert bright_under(image, plain, "deck") > 20
    assert bright_under(image, plain, "waste") == 0
    plain.keys.pile_key("deck")  # one key deals
    image = frame(window, plain, clock, 5.0)
    assert plain.pile_words() == [("deck", "23 cards")]
    assert plain._redeal_labels["deck"].text.text == "23 cards"


def test_canfield_counts_its_stock_and_its_reserve(window, clock):
    view = open_table(window, clock, "canfield")
    frame(window, view, clock, 5.0)
    assert dict(view.pile_words()) == {"deck": "35 cards", "reserve": "13 cards"}


def test_a_stock_that_gathers_the_cards_to_deal_again_is_no_row_deal(window, clock):
    """Gaps' and La Belle Lucie's click gathers the cards and deals them
    out over many piles: a redeal (Gaps says how many are left), never
    "no deals left" written over it."""
    gaps = open_table(window, clock, "gaps")
    frame(window, gaps, clock, 5.0)
    assert gaps.pile_words() == [("deck", "2 redeals left")]
    lucie = open_table(window, clock, "la_belle_lucie")
    frame(window, lucie, clock, 5.0)
    assert lucie.pile_words() == []


def light_and_dark(image, box) -> tuple[int, int]:
    light = dark = 0
    for y in range(int(box.bottom) + 1, int(box.top) - 1):
        for x in range(int(box.left) + 1, int(box.right) - 1):
            r, g, b = pixel(image, x, y)
            light += r > 180 and g > 180 and b > 180
            dark += r < 60 and g < 90 and b < 60
    return light, dark


@pytest.mark.parametrize(("game", "on_pile"), [("cws_spider_two_suits", True), ("spider", False)])
def test_deals_left_are_written_clear_of_the_columns(window, clock, game, on_pile):
    """Spider Two Suits' columns start just under its stock: the words go on
    the stock, on a dark backing, not under the columns' cards; Spider's
    stock has room under it."""
    view = open_table(window, clock, game)
    image = frame(window, view, clock, 5.0)
    ((pile, words),) = view.pile_words()
    assert words == "5 deals left"
    box, on = view._word_box(pile, view._redeal_labels[pile].width + 2 * LABEL_PAD)
    assert on is on_pile
    base = geometry.base_rect(view.board.table, pile)
    if on_pile:
        assert base.bottom <= box.bottom and box.top <= base.top
    for other in view.board.order:
        if other != pile:
            for rect in view.board.rects[other]:
                assert rect.overlap(box) == 0, (other, rect, box)
    light, dark = light_and_dark(image, box)
    assert light > 20  # the words, readable
    assert (dark > 0) is on_pile  # on the stock: on a backing of their own
