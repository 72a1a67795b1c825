"""paperc proves which lone stacks never hold a card during play
(paperlang/filling.py): only those get no room on the table."""

from __future__ import annotations

import pytest

from paperc.paperlang import to_ir

DEALT = """\
game T start
    #use "deck"
    visiblestack spare
    stacklist rows[4] start fan down end
    stacklist home[4] start build "AUSK" maxlength 13 end
    shuffle deck
    setup start
{setup}
    end
    turn start
        pickone start
            pick rows /> home build then
{body}
        end
    end
end
"""
ROUND = """\
        int i = 0
        while i < {cards} start
            deck -> rows[i % 4] top 1
            i = i + 1
        end"""


def idle(setup: str, body: str = "", extra: str = "") -> tuple[str, ...]:
    text = DEALT.format(setup=setup, body=body)
    text = text[: text.rindex("end")] + extra + "end\n"  # `extra` at the game level
    return to_ir(text, "t.pl", "0" * 64).program.idle


def test_a_deck_dealt_out_by_counting_is_idle_and_so_is_an_unused_stack():
    assert idle(ROUND.format(cards=52)) == ("deck", "spare")


def test_a_deck_dealt_until_it_is_empty_is_idle():
    loop = "        while deck.size > 0 start deck -> rows[0] top 3 end"
    assert idle(loop) == ("deck", "spare")


def test_a_deck_with_cards_left_after_the_deal_keeps_its_place():
    assert idle(ROUND.format(cards=51)) == ("spare",)


def test_a_deck_the_turn_deals_from_is_a_stock_and_keeps_its_place():
    stock = "            pick deck -> rows top 1 where from{from.size > 0} then"
    assert idle(ROUND.format(cards=40), stock) == ("spare",)


def test_a_stack_a_pick_refills_through_from_or_to_keeps_its_place():
    back = "            pick spare -> home top 1 then\n                rows[0] -> from top 1"
    assert idle(ROUND.format(cards=52), back) == ("deck",)
    mirror = "            pick rows -> deck, spare top 1 then\n                to -> from top 1"
    assert idle(ROUND.format(cards=52), mirror) == ()


@pytest.mark.parametrize(
    "setup",
    [
        # a branch on a card's face: the deck's count still agrees in both arms
        "        while deck.size > 0 start\n"
        "            if deck.top.v == 1 start deck -> spare top 1\n"
        "            else deck -> rows[0] top 1 end\n"
        "        end\n"
        "        spare -> home[0] top all",
        # the helper empties with `top all` whatever it held
        "        deck -> spare top 10\n        spare -> rows[1] top all\n" + ROUND.format(cards=42),
    ],
)
def test_helpers_emptied_in_the_deal_are_idle(setup):
    assert idle(setup) == ("deck", "spare")


@pytest.mark.parametrize(
    ("setup", "extra"),
    [
        # a loop on something the count cannot know
        ("        while deck.top.v > 0 start deck -> rows[0] top 1 end", ""),
        # a card hook moves cards in the middle of the deal
        (ROUND.format(cards=52), "    onmoved aceH start\n        deck -> spare top 0\n    end\n"),
    ],
)
def test_what_the_count_cannot_follow_leaves_every_pile_its_place(setup, extra):
    assert idle(setup, extra=extra) == ()
