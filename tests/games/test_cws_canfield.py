"""Canfield (games_src/cws_canfield.cdl), played through the `game` fixture."""

from __future__ import annotations

from cws_play import names, replay_text

GAME = "cws_canfield"

# Seed 4, 122 random moves: the reserve is turned, its waste holds one card
# (9C) and column T1 is empty.
LAST_RESERVE_CARD_4 = (
    "Stock Reserve Stock RWaste:0>A4 Reserve Reserve Stock Stock Stock Stock Reserve "
    "RWaste:2>T1 Reserve Stock Waste:20>A1 T4:0>A1 RWaste:2>T4 Reserve Reserve Stock Stock "
    "Reserve Stock Stock Reserve Reserve Stock Stock Reserve Reserve Reserve Stock Stock Stock "
    "Stock Stock Stock Stock Stock Stock Stock Stock Stock Stock Stock Stock Stock Stock "
    "Waste:11>T1 Waste:10>T2 Stock Stock RWaste:9>T2 Stock Stock Stock Stock Stock Stock Stock "
    "Stock Stock Stock Stock Waste:11>T4 Stock T1:0>T4 RWaste:8>T1 Stock Stock Waste:19>A2 "
    "Waste:18>A3 Stock Stock Stock Stock Stock Stock Waste:2>T1 Stock Stock T1:1>A2 Stock "
    "T4:4>A2 Stock Stock Stock Stock Stock Stock Stock Stock Stock Waste:5>A4 T1:0>A4 Stock "
    "T4:3>A4 RWaste:7>T1 Stock Stock Stock Waste:16>T3 Waste:15>T1 Stock RWaste:6>T3 Stock "
    "Stock Waste:23>T3 RWaste:5>T3 Stock Waste:23>A4 Stock T4:0>T3 Stock RWaste:4>T4 T1:0>T4 "
    "RWaste:3>T1 RWaste:2>T2 Stock RWaste:1>T3 Stock T1:0>T3"
)


def test_the_last_reserve_card_fills_an_empty_column(game):
    g = game(GAME, seed=4)
    replay_text(g, LAST_RESERVE_CARD_4)
    assert g.cards("Reserve") == []
    g.assert_cards("RWaste", "9C")
    assert g.cards("T1") == []
    g.assert_legal("RWaste -> T1 (1 card)")
    assert g.attempt("RWaste -> T1"), g.message
    g.assert_cards("T1", "9C")
    assert g.cards("RWaste") == []


def test_while_the_reserve_lasts_only_its_waste_fills_a_column(game):
    g = game(GAME, seed=4)
    replay_text(g, LAST_RESERVE_CARD_4)
    assert names(g, "Waste")[-1] == "5S" and names(g, "T4")[0] == "KD"
    g.assert_refused("Waste -> T1")
    g.assert_refused("T4:0 -> T1")
    assert [m.source for m in g.moves() if m.target == "T1"] == ["RWaste"]
