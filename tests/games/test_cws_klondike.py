"""Klondike (games_src/cws_klondike.cdl), played through the `game` fixture."""

from __future__ import annotations

from cws_play import names, replay_text, snapshot

GAME = "cws_klondike"
FOUNDATIONS = ["A1", "A2", "A3", "A4"]

# Seed 1, 41 random moves: AD is on A4, 2S tops column T6 and the other
# foundations are empty.
ACE_UP_1 = (
    "Stock Stock Waste:5>T3 Stock T6:5>T5 Stock Waste:10>T4 Stock Stock Stock Stock Stock "
    "Stock Stock Waste:5>T6 Stock T6:5>T3 T3:4>T6 Stock Stock T6:5>T3 Stock Stock Stock "
    "T3:4>T6 Waste:20>A4 Stock T6:5>T3 Stock Waste:2>T3 Stock T3:4>T6 Stock T6:5>T3 T3:4>T6 "
    "Stock T6:5>T3 Stock T3:4>T6 Stock Waste:16>T6"
)


def test_cards_stay_on_the_foundations(game):
    g = game(GAME, seed=1)
    replay_text(g, ACE_UP_1)
    g.assert_cards("A4", "AD")
    assert names(g, "T6")[-1] == "2S"
    before = snapshot(g)
    g.assert_refused("A4 -> T6")  # AD would fit on 2S
    for other in ("A1", "A2", "A3"):
        g.assert_refused(f"A4 -> {other}")
    g.assert_refused("click A4")
    assert snapshot(g) == before
    assert not any(m.source in FOUNDATIONS for m in g.moves())


def test_the_foundation_help_promises_no_way_back(game):
    g = game(GAME, seed=1)
    box = g.help("A1")
    assert box is not None and "stay" in box.text and "back" not in box.text
