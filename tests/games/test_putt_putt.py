"""Putt Putt (games_src/putt_putt.pl, PySolFC's rules), played through
Paper's pytest plugin: Golf's deal, the foundation taking a card one rank
above or below its top with ranks going round, a won game and a lost game
reached by play."""

from __future__ import annotations

GAME = "putt_putt"  # the plugin compiled from games_src/putt_putt.pl
COLUMNS = [f"columns[{i}]" for i in range(7)]

# Found by Session.solve (budget 20000) and replayed here.
WON_6 = (
    "columns[5] -> foundation (1 card) | click deck | click deck | "
    "columns[1] -> foundation (1 card) | columns[0] -> foundation (1 card) | click deck | "
    "columns[1] -> foundation (1 card) | columns[6] -> foundation (1 card) | "
    "columns[3] -> foundation (1 card) | columns[6] -> foundation (1 card) | "
    "columns[1] -> foundation (1 card) | columns[1] -> foundation (1 card) | click deck | "
    "click deck | click deck | columns[6] -> foundation (1 card) | click deck | "
    "click deck | columns[0] -> foundation (1 card) | columns[1] -> foundation (1 card) | "
    "columns[0] -> foundation (1 card) | columns[0] -> foundation (1 card) | "
    "columns[2] -> foundation (1 card) | columns[5] -> foundation (1 card) | "
    "columns[3] -> foundation (1 card) | columns[3] -> foundation (1 card) | click deck | "
    "click deck | columns[6] -> foundation (1 card) | click deck | "
    "columns[3] -> foundation (1 card) | columns[0] -> foundation (1 card) | click deck | "
    "click deck | columns[3] -> foundation (1 card) | columns[6] -> foundation (1 card) | "
    "columns[4] -> foundation (1 card) | columns[4] -> foundation (1 card) | click deck | "
    "columns[5] -> foundation (1 card) | columns[4] -> foundation (1 card) | "
    "columns[4] -> foundation (1 card) | columns[2] -> foundation (1 card) | click deck | "
    "columns[2] -> foundation (1 card) | columns[5] -> foundation (1 card) | "
    "columns[2] -> foundation (1 card) | columns[2] -> foundation (1 card) | "
    "columns[4] -> foundation (1 card) | click deck | columns[5] -> foundation (1 card)"
)

# The whole stock turned first: then one card fits, and nothing more.
LOST_6 = " | ".join(["click deck"] * 16 + ["columns[5] -> foundation (1 card)"])


def test_deal(game):
    g = game(GAME, seed=6)
    assert g.stacks() == ["deck", "foundation", *COLUMNS]
    assert [len(g.cards(c)) for c in COLUMNS] == [5] * 7
    assert all(c.face_up for col in COLUMNS for c in g.cards(col))
    assert len(g.cards("deck")) == 16 and not any(c.face_up for c in g.cards("deck"))
    g.assert_cards("foundation", "AD")
    assert "PySolFC" in g.rules_text() and g.score == 1


def test_one_rank_up_or_down(game):
    g = game(GAME, seed=6)
    g.assert_legal("columns[5] -> foundation", "click deck")  # 2C on AD
    g.assert_refused(
        "columns[1] -> foundation",
        reason="7C cannot go on AD: build up or down regardless of suit, from king round to ace",
    )
    g.assert_refused("columns[1] -> columns[2]", reason="cannot move from column 2 to column 3")
    g.assert_refused("foundation -> columns[1]", reason="cannot move from the foundation")
    g.play("click deck")
    g.assert_cards("foundation", "AD AC")
    assert g.cards("foundation")[-1].face_up and len(g.cards("deck")) == 15


def test_ranks_go_round(game):
    g = game(GAME, seed=6)
    g.play_all(" | ".join(WON_6.split(" | ")[:45]))
    assert g.cards("foundation")[-1].name == "AH"
    assert g.cards("columns[5]")[-1].name == "KC"
    g.play("columns[5] -> foundation")  # a king on an ace
    assert g.cards("foundation")[-1].name == "KC"


def test_a_won_game(game):
    g = game(GAME, seed=6)
    g.play_all(WON_6)
    g.assert_status("won")
    assert g.score == 52 and g.moves() == []


def test_a_lost_game(game):
    g = game(GAME, seed=6)
    g.play_all(LOST_6)
    g.assert_status("lost")
    assert g.moves() == [] and g.cards("deck") == [] and g.score < 52
