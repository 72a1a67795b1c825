"""A pile that can never hold a card in play (the built-in `deck`, dealt
out and left unplaced) takes no room on the table: no stray outline where
the automatic layout would have put it, and the piles stay centred."""

from __future__ import annotations

import pytest
from uihelpers import frame, pixel

from runtime.engine.paperlang.layout import table_layout
from runtime.session import Session
from runtime.ui import geometry
from runtime.ui.sprites import FELT
from runtime.ui.table import TableView

SOURCE = """\
; Rows: deal the pack into four rows and build the foundations from them.
game Rows start
    #use "deck"
    table 4 4.5
    stacklist home[4] start at 0 0 build "AUSK" maxlength 13 empty circle end
    stacklist rows[4] start at 0 1.25 fan down end
    shuffle deck
    setup start
        int i = 0
        while i < {cards} start
            deck -> rows[i % 4] top 1
            i = i + 1
        end
    end
    turn start
        pickone start
            pick rows /> home build then
{stock}
        end
    end
end
"""


def near(colour, target, tolerance):
    return all(abs(a - b) <= tolerance for a, b in zip(colour, target, strict=False))


def open_table(window, clock, tmp_path, cards: int = 52, stock: str = "") -> TableView:
    path = tmp_path / "rows.pl"
    path.write_text(SOURCE.format(cards=cards, stock=stock), encoding="utf-8")
    view = TableView(Session.open(str(path), seed=3), window.settings, clock=clock)
    window.show_view(view)
    return view


def test_a_dealt_out_deck_takes_no_room(window, clock, tmp_path):
    view = open_table(window, clock, tmp_path)
    image = frame(window, view, clock, 5.0)
    image.save(tmp_path / "rows.png")
    session = view.session
    assert "deck" in session.stacks() and not session.cards("deck")
    assert "deck" not in session.layout().piles and "deck" not in view.board.order
    # where the automatic layout used to put it, below the rows, is felt, or
    # the rows' cards that now fan down over it: no outline
    rules = session.rules
    before = geometry.fit(table_layout(rules.stack_decls, rules.table_size), view.board.table.area)
    old = geometry.base_rect(before, "deck")
    cards = [
        view.board.card_rect(pile, index)
        for pile in view.board.order
        for index in range(len(view.board.cards[pile]))
    ]
    for fx in (0.02, 0.25, 0.5, 0.75, 0.98):
        for fy in (0.02, 0.5, 0.98):
            x, y = old.left + old.width * fx, old.bottom + old.height * fy
            covered = any(rect.contains(x, y) for rect in cards)
            assert covered or near(pixel(image, x, y), FELT, 3), f"drawn at {x:.0f},{y:.0f}"
    # the piles left are centred across the table area
    table = view.board.table
    low = min(rect.left for rect in table.piles.values())
    high = max(rect.right for rect in table.piles.values())
    assert (low + high) / 2 == pytest.approx(table.area.left + table.area.width / 2, abs=1)
    # the first row fans down as far as the others: the deck does not stop it
    tops = [view.board.card_rect(f"rows[{i}]", -1).bottom for i in range(4)]
    assert tops[0] == pytest.approx(tops[1]) and tops[0] < old.top


def test_a_deck_the_player_deals_from_keeps_its_place(window, clock, tmp_path):
    stock = "            pick deck -> rows top 1 where from{from.size > 0} then"
    view = open_table(window, clock, tmp_path, 40, stock)
    image = frame(window, view, clock, 5.0)
    image.save(tmp_path / "stock.png")
    assert "deck" in view.board.order
    rect = geometry.base_rect(view.board.table, "deck")
    assert not near(pixel(image, rect.center[0], rect.top - 3), FELT, 3)  # its outline
