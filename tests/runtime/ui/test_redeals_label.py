"""The table writes how many redeals a pile has left (`redeals N`) just
under it, and nothing under piles without a limit."""

from __future__ import annotations

import pytest
from test_table import open_table
from uihelpers import frame

from runtime.ui import geometry
from runtime.ui.solverhelp import STUCK_TITLE
from runtime.ui.table import redeals_text


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


def test_no_words_under_a_pile_without_a_limit(window, clock):
    plain = open_table(window, clock, "klondike_draw_one")
    image = frame(window, plain, clock, 5.0)
    assert plain.session.redeals_left("deck") is None
    assert bright_under(image, plain, "deck") == 0
